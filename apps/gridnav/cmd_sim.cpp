// gridnav sim WORLD: Moori's tile-world experiment (dynamic/sim.hpp), one planner per agent.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "commands.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "gridnav/error.hpp"
#include "interrupt.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct SimCli {
  std::string world;
  std::string planners = "dstar-lite";
  SimOptions options;
  std::string follow = "wait";
  std::string log_dir;
  int connect = 8;
  std::string diagonal = "no-corner-cutting";
};

std::vector<std::string> split_planners(const std::string& list) {
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string item; std::getline(in, item, ',');) {
    (void)make_navigator(item);  // throws InputError for unknown names
    out.push_back(item);
  }
  return out;
}

void run(SimCli& cli) {
  const World world = read_world(cli.world);
  SimOptions o = cli.options;
  o.planners = split_planners(cli.planners);
  o.follow = cli.follow == "walk" ? Follow::walk : Follow::wait;
  o.rules.connectivity = cli.connect == 4 ? Connectivity::four : Connectivity::eight;
  o.rules.diagonal = *parse_diagonal_rule(cli.diagonal);
  if (o.check_invariants) o.verify = true;
  if (!cli.log_dir.empty()) {  // before the run, so that a bad folder does not waste it
    std::error_code error;
    std::filesystem::create_directories(cli.log_dir, error);
    if (error || !std::filesystem::is_directory(cli.log_dir))
      throw InputError("--log: cannot create the folder '" + cli.log_dir + "': " + error.message());
  }
  const SimResult r = run_simulation(world, o, &interrupt_flag());
  fmt::print(
      "world {} ({}x{}), seed {}, {} ticks, trap density {}, traps {}..{} ticks every {} tick(s), follow {}, {}\n",
      cli.world, world.grid.width(), world.grid.height(), o.seed, r.ticks, o.trap_density, o.trap_min, o.trap_max,
      o.update_every, cli.follow, o.sense > 0 ? fmt::format("sensing radius {}", o.sense) : "full knowledge");
  fmt::print("{:<6} {:<14} {:>7} {:>10} {:>10} {:>9} {:>11} {:>8} {:>12} {:>10} {:>8} {:>10} {:>6} {:>6}\n", "agent",
             "planner", "goals", "heapInsert", "heapRemove", "avgHeap", "totalOps", "avgHght", "worstDepth", "expanded",
             "searches", "time_ms", "moves", "waits");
  for (std::size_t a = 0; a < r.agents; ++a) {
    const GoalRecord t = r.total(a);
    const NavigatorStats& s = t.stats;
    std::size_t reached = 0;
    for (const auto& g : r.goals) reached += g.agent == a && g.reached;
    fmt::print(
        "{:<6} {:<14} {:>3}/{:<3} {:>10} {:>10} {:>9.2f} {:>11} {:>8.2f} {:>12} {:>10} {:>8} {:>10.2f} {:>6} {:>6}\n",
        a + 1, t.planner, reached, t.goal_index, s.heap_inserts, s.heap_removes, s.average_heap_size(),
        s.total_operations(), s.average_heap_height(), s.heap_height_sum, s.expansions, s.searches,
        double(s.time_ns) / 1e6, t.moves, t.waits);
  }
  if (!cli.log_dir.empty()) {
    for (std::size_t a = 0; a < r.agents; ++a) {
      const auto file =
          std::filesystem::path(cli.log_dir) / fmt::format("agent{}-{}-seed{}.tsv", a + 1, r.agent_planners[a], o.seed);
      std::ofstream out(file);
      if (!out) throw InputError(file.string() + ": cannot open for writing");
      out << goal_log_tsv(r, a);
      fmt::print(stderr, "wrote {}\n", file.string());
    }
  }
  if (o.verify) {
    if (r.failure.empty()) {
      fmt::print("verified: {} checks (path legal on the current map, cost = fresh Dijkstra{}), all passed\n", r.checks,
                 o.check_invariants ? ", planner invariants" : "");
    } else {
      fmt::print("VERIFICATION FAILED after {} checks: {}\n", r.checks, r.failure);
      throw ExitWith{kMismatch};
    }
  }
  if (r.interrupted) throw ExitWith{kInterrupted};
  if (!r.all_reached()) fmt::print("not every agent reached every goal within {} ticks\n", o.ticks);
}

}  // namespace

void add_sim_command(CLI::App& app) {
  auto cli = std::make_shared<SimCli>();
  CLI::App* cmd =
      app.add_subcommand("sim", "Moori's tile-world testbed: agents, keys and doors, pit traps, one planner per agent");
  cmd->add_option("WORLD", cli->world, "tile-world file (Moori's tile-world format, e.g. data/worlds/maze.world)")
      ->required();
  cmd->add_option("--planner", cli->planners,
                  "planner, or a comma-separated list given to the agents in turn: astar-replan, dstar, "
                  "focused-dstar, dstar-lite, lpa")
      ->capture_default_str();
  cmd->add_option("--seed", cli->options.seed, "random seed of the traps")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--ticks", cli->options.ticks, "stop after this many ticks")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--trap-density", cli->options.trap_density, "share of traversable cells trapped at a time")
      ->check(CLI::Range(0.0, 1.0))
      ->capture_default_str();
  cmd->add_option("--trap-min", cli->options.trap_min, "shortest trap duration (ticks)")
      ->check(whole_number<std::uint32_t>())
      ->capture_default_str();
  cmd->add_option("--trap-max", cli->options.trap_max, "longest trap duration (ticks)")
      ->check(whole_number<std::uint32_t>())
      ->capture_default_str();
  cmd->add_option("--update-every", cli->options.update_every, "ticks between trap updates")
      ->check(whole_number<std::uint32_t>(1))
      ->capture_default_str();
  cmd->add_option("--follow", cli->follow, "without a path: wait, or walk the last path up to the obstruction")
      ->check(CLI::IsMember({"wait", "walk"}))
      ->capture_default_str();
  cmd->add_option("--sense", cli->options.sense, "sensing radius in unknown terrain (0: the map is known)")
      ->check(CLI::NonNegativeNumber)
      ->capture_default_str();
  cmd->add_option("--connect", cli->connect, "4 or 8")->check(CLI::IsMember({4, 8}))->capture_default_str();
  cmd->add_option("--diagonal", cli->diagonal, "no-corner-cutting, corner-cutting or always")
      ->check(CLI::IsMember({"no-corner-cutting", "corner-cutting", "always"}))
      ->capture_default_str();
  cmd->add_flag("--verify", cli->options.verify,
                "check every path against the map and a fresh Dijkstra after every change and move");
  cmd->add_flag("--check-invariants", cli->options.check_invariants,
                "with --verify, also the planners' own invariants (slow)");
  cmd->add_option("--log", cli->log_dir, "folder for one tab-separated log per agent (one row per goal)");
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
