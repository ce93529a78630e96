// gridnav sim WORLD: Moori's tile-world experiment (dynamic/sim.hpp), one planner per agent.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "commands.hpp"
#include "finite_number.hpp"
#include "frontend/goal_json.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/map_loader.hpp"
#include "interrupt.hpp"
#include "read_limit_options.hpp"
#include "search_options.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct SimCli {
  std::string world;
  std::string planners{kDefaultNavigator};
  SimOptions options;
  std::string follow = "wait";
  std::string log_dir;
  RulesCli rules;
  std::string terrain_slows = "on";
  std::string human_moves;
  std::string monsters = "auto";
  std::string invulnerable = "on";
  bool json = false;
  ReadLimitsCli read;
};

nlohmann::json result_json(const SimResult& r, const SimCli& cli, const SimOptions& o) {
  nlohmann::json agents = nlohmann::json::array();
  nlohmann::json human = nullptr;
  for (std::size_t a = 0; a < r.players(); ++a) {
    nlohmann::json goals = nlohmann::json::array();
    for (const GoalRecord& g : r.goals)
      if (g.agent == a) goals.push_back(frontend::goal_record_json(g));
    std::size_t reached = 0;
    for (const auto& g : r.goals) reached += g.agent == a && g.reached;
    nlohmann::json total = frontend::goal_record_json(r.total(a));
    total["goal"] = goals.size();
    total["reached"] = reached;
    nlohmann::json player = {{"planner", total["planner"]}, {"goals", goals}, {"total", total}};
    if (a < r.agents) {
      agents.push_back(std::move(player));
    } else {
      human = std::move(player);
    }
  }
  return {{"world", cli.world}, {"seed", o.seed},       {"ticks", r.ticks}, {"all_reached", r.all_reached()},
          {"checks", r.checks}, {"failure", r.failure}, {"agents", agents}, {"human", human}};
}

std::vector<std::string> split_planners(const std::string& list) {
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string item; std::getline(in, item, ',');) {
    (void)make_navigator(item);  // throws InputError for unknown names
    out.push_back(item);
  }
  return out;
}

void print_table(const SimResult& r, const SimCli& cli, const SimOptions& o, const World& world);
void write_logs(const SimResult& r, const SimCli& cli, const SimOptions& o);

void run(SimCli& cli) {
  check_extension_is(cli.world, MapFormat::world);  // read_world refuses Moving AI headers and binary files
  const World world = read_world(cli.world, cli.read.limits());
  SimOptions o = cli.options;
  o.planners = split_planners(cli.planners);
  o.follow = cli.follow == "walk" ? Follow::walk : Follow::wait;
  o.rules = cli.rules.rules();
  o.terrain_slows = cli.terrain_slows == "on";
  if (!cli.human_moves.empty()) {
    std::ifstream in(cli.human_moves);
    if (!in) throw InputError("--human-moves: cannot open '" + cli.human_moves + "'");
    o.human = HumanPlay::scripted;
    o.human_moves = read_human_moves(in, cli.human_moves);
    if (!world.player)
      throw InputError("--human-moves: " + cli.world + " has no player start 'o' for the human to start from");
  }
  o.monsters = cli.monsters != "off";
  if (cli.monsters == "on" && world.monsters.empty())
    throw InputError("--monsters on: " + cli.world + " has no monster ('a'-'j')");
  o.invulnerable = cli.invulnerable == "on";
  if (o.check_invariants) o.verify = true;
  if (!cli.log_dir.empty()) {  // before the run, so that a bad folder does not waste it
    std::error_code error;
    std::filesystem::create_directories(cli.log_dir, error);
    if (error || !std::filesystem::is_directory(cli.log_dir))
      throw InputError("--log: cannot create the folder '" + cli.log_dir + "': " + error.message());
  }
  const SimResult r = [&] {
    Progress progress;
    return run_simulation(world, o, &interrupt_flag(), [&](std::uint64_t tick) {
      progress.show([&] { return fmt::format("sim: tick {}/{}", tick, o.ticks); });
    });
  }();
  if (cli.json) {
    fmt::print("{}\n", result_json(r, cli, o).dump(2));
  } else {
    print_table(r, cli, o, world);
  }
  write_logs(r, cli, o);
  if (o.verify && !r.failure.empty()) throw ExitWith{kMismatch};
  if (r.interrupted) throw ExitWith{kInterrupted};
  if (!r.all_reached()) throw ExitWith{kUnfinished};
}

void print_table(const SimResult& r, const SimCli& cli, const SimOptions& o, const World& world) {
  fmt::print(
      "world {} ({}x{}), seed {}, {} ticks, trap density {}, traps {}..{} ticks every {} tick(s), follow {}, {}\n",
      cli.world, world.grid.width(), world.grid.height(), o.seed, r.ticks, o.trap_density, o.trap_min, o.trap_max,
      o.update_every, cli.follow, o.sense > 0 ? fmt::format("sensing radius {}", o.sense) : "full knowledge");
  fmt::print("{:<6} {:<14} {:>7} {:>10} {:>10} {:>9} {:>11} {:>8} {:>12} {:>10} {:>8} {:>10} {:>6} {:>6}\n", "agent",
             "planner", "goals", "heapInsert", "heapRemove", "avgHeap", "totalOps", "avgHght", "worstDepth", "expanded",
             "searches", "time_ms", "moves", "waits");
  for (std::size_t a = 0; a < r.players(); ++a) {
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
  if (o.monsters && !world.monsters.empty()) {
    fmt::print("monsters: {} (vision {}, aggressiveness {}, speed {}), players {}\n", world.monsters.size(),
               o.monster.vision, o.monster.aggressiveness, o.monster.speed,
               o.invulnerable ? "invulnerable" : "caught go back to their start");
    for (std::size_t a = 0; a < r.players(); ++a) {
      const GoalRecord t = r.total(a);
      fmt::print("  {}: caught {} times, {} ticks in a monster's view\n",
                 a < r.agents ? fmt::format("agent {}", a + 1) : "human", t.caught, t.in_view);
    }
  }
  if (o.verify) {
    if (r.failure.empty()) {
      fmt::print("verified: {} checks (path legal on the current map, cost = fresh Dijkstra{}), all passed\n", r.checks,
                 o.check_invariants ? ", planner invariants" : "");
    } else {
      fmt::print("VERIFICATION FAILED after {} checks: {}\n", r.checks, r.failure);
    }
  }
  if (!r.all_reached() && !r.interrupted) {
    if (r.ticks < o.ticks)
      fmt::print("not every player reached every goal: the human's moves ran out (tick {})\n", r.ticks);
    else
      fmt::print("not every player reached every goal within {} ticks\n", o.ticks);
  }
}

void write_logs(const SimResult& r, const SimCli& cli, const SimOptions& o) {
  if (cli.log_dir.empty()) return;
  for (std::size_t a = 0; a < r.players(); ++a) {
    const auto file = std::filesystem::path(cli.log_dir) /
                      (a < r.agents ? fmt::format("agent{}-{}-seed{}.tsv", a + 1, r.agent_planners[a], o.seed)
                                    : fmt::format("human-seed{}.tsv", o.seed));
    std::ofstream out(file);
    if (!out) throw InputError(file.string() + ": cannot open for writing");
    out << goal_log_tsv(r, a);
    fmt::print(stderr, "wrote {}\n", file.string());
  }
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
      ->check(finite_number(0.0, 1.0))
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
      ->check(whole_number<std::int32_t>())
      ->capture_default_str();
  cli->rules.add_to(*cmd);  // a move's cost is also its time: unit is the thesis' diagonalPenalty off
  cmd->add_option("--human-moves", cli->human_moves,
                  "a human player on the world's 'o', moved by this file: one move a line (n, ne, e, se, s, sw, w, "
                  "nw, up, down, left, right, wait)");
  cmd->add_flag("--verify", cli->options.verify,
                "check every path against the map and a fresh Dijkstra after every change and move");
  cmd->add_flag("--check-invariants", cli->options.check_invariants,
                "with --verify, also the planners' own invariants (slow)");
  cmd->add_option("--monsters", cli->monsters, "monsters move: on, off, or auto (on when the world has some)")
      ->check(CLI::IsMember({"auto", "on", "off"}))
      ->capture_default_str();
  cmd->add_option("--vision", cli->options.monster.vision, "how far monsters see, in tiles")
      ->check(whole_number<std::int32_t>(1, 1000))
      ->capture_default_str();
  cmd->add_option("--aggressiveness", cli->options.monster.aggressiveness,
                  "chance in percent that a monster chases a player it sees")
      ->check(whole_number<std::uint32_t>(0, 100))
      ->capture_default_str();
  cmd->add_option("--monster-speed", cli->options.monster.speed, "monsters' speed in tiles per tick")
      ->check(finite_number(0.001, 1.0))
      ->capture_default_str();
  cmd->add_option("--invulnerable", cli->invulnerable, "on: monsters cannot catch agents; off: a caught agent restarts")
      ->check(CLI::IsMember({"on", "off"}))
      ->capture_default_str();
  cmd->add_option("--threat-weight", cli->options.threat_weight,
                  "extra move cost per unit of monster threat (0: agents ignore the monsters' view)")
      ->check(finite_number(0.0, 254.0))
      ->capture_default_str();
  cmd->add_option("--agent-speed", cli->options.agent_speed, "agents' speed in tiles per tick")
      ->check(finite_number(0.001, 1.0))
      ->capture_default_str();
  cmd->add_option("--terrain-slows", cli->terrain_slows,
                  "on: entering terrain of weight w takes w times longer (the thesis); off: terrain changes costs only")
      ->check(CLI::IsMember({"on", "off"}))
      ->capture_default_str();
  cmd->add_flag("--json", cli->json, "print the statistics per agent and goal as JSON");
  cmd->add_option("--log", cli->log_dir, "folder for one tab-separated log per agent (one row per goal)");
  cli->read.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
