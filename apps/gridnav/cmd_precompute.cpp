// gridnav precompute MAP [--goal-bounds FILE] [--jps-table FILE] [--threads N]: builds the
// tables that planners can load instead of building them (goal bounds for
// astar:goal-bounds=on and jps-plus-gb, the JPS+ jump table for jps-plus and jps-plus-gb),
// saves them, reads them back to check them, and reports build time, load time and memory.
// The goal bounds run on every core with a progress line on a terminal; Ctrl-C stops them.
#include <fmt/core.h>

#include <chrono>
#include <filesystem>

#include "commands.hpp"
#include "gridnav/algorithm/jps.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"
#include "gridnav/util/parallel.hpp"
#include "interrupt.hpp"
#include "map_options.hpp"
#include "output_file.hpp"
#include "search_options.hpp"

namespace gridnav::cli {
namespace {

struct PrecomputeCli {
  std::string map;
  std::string goal_bounds;
  std::string bounds_dir;
  std::string jps_table;
  unsigned threads = 0;
  MapCli map_cli;
  RulesCli rules;
};

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

double mib(std::uint64_t bytes) { return double(bytes) / (1024.0 * 1024.0); }

void run(PrecomputeCli cli) {
  if (cli.goal_bounds.empty() && cli.bounds_dir.empty() && cli.jps_table.empty())
    throw InputError("precompute: name a table to build: --goal-bounds FILE (or --bounds-dir DIR), --jps-table FILE");
  if (!cli.goal_bounds.empty() && !cli.bounds_dir.empty())
    throw InputError("precompute: --goal-bounds and --bounds-dir name the bounds twice: give one");
  if (!cli.bounds_dir.empty() && !std::filesystem::is_directory(cli.bounds_dir))
    throw InputError("--bounds-dir: " + cli.bounds_dir + " is not a folder");
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  const Grid& grid = map.grid;
  const MoveRules rules = cli.rules.rules();
  if (!cli.bounds_dir.empty()) cli.goal_bounds = goal_bounds_file_in(cli.bounds_dir, grid, rules);
  for (const std::string* file : {&cli.goal_bounds, &cli.jps_table})
    if (!file->empty()) check_writable(*file);
  fmt::print("map        {} ({}x{}, {} traversable cells)\n", cli.map, grid.width(), grid.height(),
             grid.traversable_count());
  if (!cli.jps_table.empty()) {
    if (std::string why = jps_unsupported(grid, rules); !why.empty()) throw InputError(why);
    const JumpRule rule = *jump_rule_for(rules);
    auto t0 = std::chrono::steady_clock::now();
    JpsBitGrid bits;
    bits.assign(grid);
    jps::JumpTable table;
    table.build(bits, rule);
    const double build_ms = ms_since(t0);
    table.save(cli.jps_table, grid);
    t0 = std::chrono::steady_clock::now();
    const jps::JumpTable loaded = jps::JumpTable::load(cli.jps_table, grid, rule);
    const double load_ms = ms_since(t0);
    fmt::print("jps table  {}: built in {:.2f} ms, loaded and checked in {:.2f} ms, {:.2f} MiB ({} bytes on disk)\n",
               cli.jps_table, build_ms, load_ms, mib(loaded.bytes()), std::filesystem::file_size(cli.jps_table));
  }
  if (!cli.goal_bounds.empty()) {
    Progress progress;
    GoalBoundsOptions options;
    options.threads = cli.threads;
    options.stop = &interrupt_flag();
    const auto t0 = std::chrono::steady_clock::now();
    options.progress = [&](std::uint64_t done, std::uint64_t total) {
      progress.show(
          [&] {
            const double s = ms_since(t0) / 1000.0;
            return fmt::format("goal bounds: {} of {} cells ({:.0f}%), {:.0f} s, about {:.0f} s to go", done, total,
                               100.0 * double(done) / double(total), s,
                               s * double(total - done) / double(std::max<std::uint64_t>(done, 1)));
          },
          done == total);
    };
    GoalBounds bounds;
    try {
      bounds = GoalBounds::build(grid, rules, options);
    } catch (const InputError&) {
      progress.clear();
      if (interrupt_flag().load()) throw ExitWith{kInterrupted};
      throw;
    }
    progress.clear();
    bounds.save(cli.goal_bounds);
    const GoalBounds loaded = GoalBounds::load(cli.goal_bounds, grid, rules);
    fmt::print(
        "bounds     {}: built in {:.2f} s on {} threads, loaded and checked in {:.2f} ms, {:.2f} MiB ({} bytes on "
        "disk)\n",
        cli.goal_bounds, double(bounds.build_ns()) / 1e9, worker_count(grid.traversable_count(), cli.threads, 64),
        double(loaded.build_ns()) / 1e6, mib(loaded.bytes()), std::filesystem::file_size(cli.goal_bounds));
  }
}

}  // namespace

void add_precompute_command(CLI::App& app) {
  auto cli = std::make_shared<PrecomputeCli>();
  CLI::App* cmd = app.add_subcommand(
      "precompute",
      "build the tables planners can load instead of building them: goal bounds (bounds-file= of "
      "astar:goal-bounds=on and jps-plus-gb) and the JPS+ jump table (table-file= of jps-plus and jps-plus-gb)");
  cmd->add_option("MAP", cli->map, "map file")->required();
  cmd->add_option("--goal-bounds", cli->goal_bounds, "write the goal bounds here (one Dijkstra search per cell)");
  cmd->add_option("--bounds-dir", cli->bounds_dir,
                  "write the goal bounds into this folder, named for the map and rules (bounds-dir= of the planners)");
  cmd->add_option("--jps-table", cli->jps_table, "write the JPS+ jump table here");
  cmd->add_option("--threads", cli->threads, "threads for the goal bounds (0: one per core)")
      ->check(CLI::Range(0, 1024));
  cli->map_cli.add_to(*cmd);
  cli->rules.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
