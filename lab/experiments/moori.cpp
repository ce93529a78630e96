// gridnav lab moori: Moori's Tables 5 and 6 on the maze world and the open world that
// gridnav ships (data/worlds/maze.world, data/worlds/open.world).
//
// Each run is one simulation (dynamic/sim.hpp) with one agent per planner starting on the
// world's agent cell, all crossing the same goals (key x, door X, key y, door Y) while pit
// traps appear and vanish; the statistics of a run are each agent's totals over its goals,
// averaged over the runs (30 by default, as in the thesis). The thesis' A* searches afresh on
// every change and move (astar-replan:replan=always); gridnav's repeated A*, which searches
// only when a change can matter, runs as a row of its own.
#include <filesystem>
#include <string>

#include <cstdio>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "lab/experiments/figures.hpp"
#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

/// printf-style formatting into a std::string (the lab library does not link fmt).
template <class... Args>
std::string cfmt(const char* format, Args... args) {
  const int n = std::snprintf(nullptr, 0, format, args...);
  std::string out(std::size_t(n > 0 ? n : 0), '\0');
  std::snprintf(out.data(), out.size() + 1, format, args...);
  return out;
}

std::filesystem::path worlds_dir(const LabContext& ctx) {
  if (const std::string& dir = ctx.config.text("worlds"); !dir.empty()) return dir;
  if (std::filesystem::exists("data/worlds")) return "data/worlds";
  return std::filesystem::path(GRIDNAV_SOURCE_DIR) / "data" / "worlds";
}

struct Paper {
  const char* planner;
  double insert, remove, size, ops, height, depth;
};

LabTable world_table(const std::string& title, const std::filesystem::path& file, double density, const LabContext& ctx,
                     const std::vector<Paper>& paper, bool& interrupted) {
  World world = read_world(file);
  const std::vector<std::string> names = {kMooriAStar, "astar-replan", "dstar", "focused-dstar", "dstar-lite", "lpa"};
  // One agent per planner on the first agent cell: 'r' is 3 agents (Moori's convention).
  const Point start = world.agents.empty() ? world.player.value_or(Point{1, 1}) : world.agents.front().cell;
  world.agents = {{'r', start}, {'r', start}};
  SimOptions o;
  o.planners = names;
  o.trap_density = density;
  o.trap_min = 5;
  o.trap_max = 40;
  o.update_every = 2;
  o.monsters = false;  // as in the thesis: monsters stay out of the measured runs
  o.ticks = 20000;
  o.verify = ctx.quick || ctx.config.on("verify");
  const std::size_t runs = ctx.maps ? ctx.maps : ctx.quick ? 3 : 30;
  std::vector<NavigatorStats> sum(names.size());
  std::vector<double> moves(names.size()), reached(names.size());
  std::string failure;
  std::uint64_t checks = 0;
  std::size_t done = 0;
  for (std::size_t run = 0; run < runs; ++run) {
    if (ctx.stopped()) {
      interrupted = true;
      break;
    }
    ctx.report(cfmt("%s: run %zu/%zu", file.filename().string().c_str(), run + 1, runs));
    o.seed = ctx.seed * 7919u + run;
    const SimResult r = run_simulation(world, o);
    checks += r.checks;
    if (failure.empty() && !r.failure.empty()) failure = r.failure;
    for (std::size_t a = 0; a < r.agents; ++a) {
      const GoalRecord t = r.total(a);
      sum[a] += t.stats;
      moves[a] += double(t.moves);
      reached[a] += t.reached ? 1 : 0;
    }
    ++done;
  }
  LabTable t;
  t.title = cfmt("%s (%dx%d, trap density %.0f %%, %zu runs)", title.c_str(), world.grid.width(), world.grid.height(),
                 density * 100, done);
  t.columns = {"planner",
               "heapInsert",
               "heapRemove",
               "Average heap size",
               "Total Operations",
               "Average Heap Height",
               "Worst case search depth",
               "expansions",
               "time (ms)",
               "moves",
               "runs finished"};
  const double n = std::max<double>(1, double(done));
  for (std::size_t k = 0; k < names.size(); ++k) {
    const NavigatorStats& s = sum[k];
    t.rows.push_back({names[k], cfmt("%.1f", double(s.heap_inserts) / n), cfmt("%.1f", double(s.heap_removes) / n),
                      cfmt("%.2f", s.average_heap_size()), cfmt("%.1f", double(s.total_operations()) / n),
                      cfmt("%.2f", s.average_heap_height()), cfmt("%.1f", double(s.heap_height_sum) / n),
                      cfmt("%.1f", double(s.expansions) / n), cfmt("%.2f", double(s.time_ns) / n / 1e6),
                      cfmt("%.1f", moves[k] / n), cfmt("%.0f/%zu", reached[k], done)});
  }
  for (const Paper& p : paper)
    t.rows.push_back({cfmt("Moori 2008: %s", p.planner), cfmt("%g", p.insert), cfmt("%g", p.remove), cfmt("%g", p.size),
                      cfmt("%g", p.ops), cfmt("%g", p.height), cfmt("%g", p.depth), "", "", "", ""});
  t.notes =
      "Averages per run of each agent's totals over its goals; average heap size and height are weighted by heap "
      "operations; worst case search depth = the heap height summed over operations (Moori's figures obey "
      "depth = total operations x average height). Moori's rows are from his own world2/world3 maps, not ours.";
  if (o.verify)
    t.notes += failure.empty()
                   ? cfmt(" Verified: %llu checks against a fresh Dijkstra, all passed.", (unsigned long long)checks)
                   : " VERIFICATION FAILED: " + failure;
  return t;
}

LabReport run(const LabContext& ctx) {
  LabReport report;
  report.title = "Moori's Tables 5 and 6: D*, Focused D*, repeated A* (and D* Lite, LPA*) in the trap world";
  const auto dir = worlds_dir(ctx);
  report.summary = cfmt(
      "worlds from %s; seed %llu; traps last 5..40 ticks, updated every 2 ticks; agents wait while they have no path; "
      "terrain slows them and a diagonal step takes sqrt 2 as long (the thesis' defaults); %s is the thesis' A*, "
      "a fresh search on every change and move. Reproduce: `gridnav lab moori%s`.",
      dir.string().c_str(), (unsigned long long)ctx.seed, kMooriAStar, ctx.quick ? " --quick" : "");
  bool interrupted = false;
  report.tables.push_back(world_table("Table 5: maze world", dir / "maze.world", 0.03, ctx,
                                      {{"FD*", 1289, 1200.6, 20.97, 2489.6, 4.39, 10929.34},
                                       {"D*", 888.6, 809.23, 13.86, 1697.83, 3.79, 6439.62},
                                       {"A*", 8522.93, 5865.8, 7.39, 14388.73, 2.89, 41519.75}},
                                      interrupted));
  if (!interrupted)
    report.tables.push_back(world_table("Table 6: open world", dir / "open.world", 0.08, ctx,
                                        {{"FD*", 1480.76, 1087.2, 63.99, 2567.96, 6.00, 15407.2},
                                         {"D*", 3745.98, 3157.17, 62.1, 6904.15, 5.96, 41112.7},
                                         {"A*", 17238.53, 7599.5, 22.72, 24838.03, 4.51, 111917.5}},
                                        interrupted));
  report.interrupted = interrupted;
  add_moori_claims(report);
  add_moori_figures(report, ctx.config.name);
  return report;
}

}  // namespace

void register_moori(ExperimentCatalog& catalog) {
  catalog.add({"moori",
               "Moori's Tables 5 and 6 (D*, Focused D*, A*, plus D* Lite and LPA*) on the shipped worlds",
               {Param::text("worlds", "", "folder of maze.world and open.world (empty: data/worlds)"),
                Param::toggle("verify", false, "check every replan against a fresh Dijkstra (on with --quick)")}},
              run);
}

}  // namespace gridnav::lab
