// Registers the static search suite: astar (and weighted A*), dijkstra, greedy, dfs and
// bfs, all configurations of the one best-first engine (search/best_first.hpp).
//
// Parameters (each also a command-line option --NAME, apps/gridnav/search_options.cpp):
//   open=NAME                one of AllOpenLists (open_list/all.hpp)
//   duplicates=open|closed   check from open (decrease-key) or from closed (lazy)
//   memory=stamp|pool|alloc  node memory scheme
//   tie=g|h|lifo|fifo        order among equal f
//   heuristic=...            distance estimate (astar, greedy)
//   weight=W                 f = g + W h (astar): cost at most W x optimal
//   stats=on|off             count operations (Planner::counts(); --stats)
//   goal-bounds=on|off       goal bounding (astar): a move only towards goals in its box
//   bounds-file=PATH         the goal bounds: loaded if the file exists, else built and saved
//   bounds-dir=DIR           a folder of them, one per map (goal_bounds_support.hpp)
// Every combination runs.
#include <string>
#include <vector>

#include "../goal_bounds_support.hpp"
#include "../heuristic_dispatch.hpp"
#include "../landmark_support.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "suite.hpp"

namespace gridnav::detail {
namespace {

std::vector<std::string> open_list_names() { return {AllOpenLists::kNames.begin(), AllOpenLists::kNames.end()}; }

std::string open_list_help() {
  std::string help = "open list:";
  for (std::size_t i = 0; i < AllOpenLists::kSize; ++i)
    help += std::string(i ? "; " : " ") + std::string(AllOpenLists::kNames[i]) + ", " +
            std::string(AllOpenLists::kSummaries[i]);
  return help;
}

Param tie_param() {
  std::vector<std::string> names;
  for (const TieRule t : kTieRules) names.emplace_back(to_string(t));
  return Param::choice("tie", "g", names,
                       "order among equal f: larger g, smaller h, LIFO, FIFO, or the list's own (native: "
                       "the unsorted array's scan, the heaps' comparisons of f alone, LIFO elsewhere)");
}
Param open_param() {
  return Param::choice("open", DefaultOpenList<kDefaultDuplicates>::kName, open_list_names(), open_list_help());
}
Param duplicates_param() {
  return Param::choice("duplicates", kDefaultDuplicates == Duplicates::open ? "open" : "closed",
                       {"open", "closed", "closed-all"},
                       "duplicate rule: check from open (decrease-key), from closed (lazy deletion; a neighbour "
                       "pushed again only when reached more cheaply), or from closed as Cao's Algorithm 2 (every "
                       "neighbour not closed pushed)");
}
Param memory_param() {
  return Param::choice("memory", "stamp", {"stamp", "pool", "alloc"},
                       "node memory: per-cell state with search stamps, a node pool, one allocation per node");
}
Param stats_param() {
  return Param::toggle("stats", false, "count open-list operations (printed by path and scen)")
      .with_flag("stats", "on");
}
Param goal_test_param() {
  return Param::choice("goal-test", "expansion", {"expansion", "generation"},
                       "stop when the goal is expanded, or as soon as it is generated (Eranki's tutorial: bfs "
                       "still finds the fewest moves, astar the first path to reach the goal, not always the "
                       "cheapest)");
}
Param heuristic_param() {
  return Param::choice("heuristic", "octile", heuristic_names(), "distance estimate to the goal");
}

MemoryKind memory_of(const std::string& s) {
  if (s == "pool") return MemoryKind::pool;
  if (s == "alloc") return MemoryKind::alloc;
  return MemoryKind::stamp;
}

/// The suite's parts named by a complete configuration (Catalog::complete checked every value).
SuiteConfig config_from(const Config& config) {
  SuiteConfig c;
  if (config.has("open")) c.open = *AllOpenLists::index_of(config.text("open"));
  if (config.has("duplicates")) {
    c.duplicates = config.text("duplicates") == "open" ? Duplicates::open : Duplicates::closed;
    c.options.push_every_duplicate = config.text("duplicates") == "closed-all";
  }
  c.memory = memory_of(config.text("memory"));
  if (config.has("tie")) c.options.tie = *parse_tie_rule(config.text("tie"));
  c.heuristic = HeuristicKind::zero;
  if (config.has("heuristic")) {
    const std::string& h = config.text("heuristic");
    if (h == "alt" || h == "altbest") {
      c.landmarks = h == "alt" ? LandmarkKind::alt : LandmarkKind::altbest;
    } else {
      c.heuristic = distance_kind(h);
    }
  }
  c.stats = config.on("stats");
  c.options.goal_at_generation = config.has("goal-test") && config.text("goal-test") == "generation";
  return c;
}

/// Makes the suite's planner; with a landmark heuristic, opens the table first and answers
/// queries between two components without search.
std::unique_ptr<Planner> make(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  if (c.landmarks == LandmarkKind::none) return make_suite(grid, rules, c, std::move(info));
  const LandmarkScope landmarks(grid, rules, info.spec, info);
  return landmarks.wrap(make_suite(grid, rules, c, std::move(info)));
}

std::vector<Param> best_first_params(bool heuristic, bool weight) {
  std::vector<Param> p;
  if (heuristic) p.push_back(heuristic_param());
  p.push_back(tie_param());
  if (weight) {
    p.push_back(Param::real("weight", 1, 1, std::numeric_limits<double>::infinity(),
                            "f = g + weight x h; cost at most weight x optimal"));
  }
  p.push_back(open_param());
  p.push_back(duplicates_param());
  p.push_back(memory_param());
  p.push_back(stats_param());
  if (heuristic) {
    for (Param& l : landmark_params()) p.push_back(std::move(l));
  }
  return p;
}

}  // namespace

void register_classic(PlannerCatalog& catalog) {
  catalog.add({"bfs",
               "breadth-first search: fewest moves (least cost when every move costs the same)",
               {memory_param(), stats_param(), goal_test_param()}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                PlannerInfo info{spec, rules, true, {}};
                const CostProfile p = rules.profile();
                if (rules.connectivity == Connectivity::eight && p.straight != p.diagonal) {
                  info.optimal = false;
                  info.note = "bfs counts moves; with unequal straight and diagonal costs it is not least-cost";
                } else if (!grid.uniform()) {
                  info.optimal = false;
                  info.note = "bfs ignores terrain weights";
                }
                SuiteConfig c = config_from(spec);
                c.frontier = Frontier::fifo;
                c.options.reopen_closed = false;
                return make(grid, rules, c, std::move(info));
              });

  catalog.add({"dfs",
               "depth-first search (LIFO frontier): finds a path, not a short one",
               {memory_param(), stats_param(), goal_test_param()}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                PlannerInfo info{spec, rules, false, "depth-first search is not optimal"};
                SuiteConfig c = config_from(spec);
                c.frontier = Frontier::lifo;
                c.options.reopen_closed = false;
                return make(grid, rules, c, std::move(info));
              });

  catalog.add({"dijkstra", "Dijkstra's algorithm (A* without a heuristic)", best_first_params(false, false)},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                return make(grid, rules, config_from(spec), PlannerInfo{spec, rules, true, {}});
              });

  catalog.add(
      {"greedy", "greedy best-first search (f = h): few expansions, not optimal", best_first_params(true, false)},
      [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
        SuiteConfig c = config_from(spec);
        c.options.g_weight = 0;
        return make(grid, rules, c, PlannerInfo{spec, rules, false, "greedy best-first search is not optimal"});
      });

  std::vector<Param> astar_params = best_first_params(true, true);
  astar_params.push_back(goal_test_param());
  astar_params.push_back(Param::toggle("goal-bounds", false,
                                       "goal bounding (Rabin & Sturtevant 2016): a move is generated only towards "
                                       "goals in its box; the boxes take one Dijkstra search per cell to build"));
  for (Param& p : goal_bounds_file_params()) astar_params.push_back(std::move(p));
  catalog.add({"astar",
               "A* on any open list, duplicate rule and node memory; weight > 1 gives weighted A*",
               std::move(astar_params),
               {.search_per_cell = [](const Config& spec) { return spec.on("goal-bounds"); }}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                SuiteConfig c = config_from(spec);
                c.options.h_weight = spec.real("weight");
                PlannerInfo info{spec, rules, true, inadmissibility(spec.text("heuristic"), rules)};
                if (c.options.h_weight > 1)
                  info.note = "weighted A*: cost at most " + spec.text("weight") + " x optimal";
                if (c.options.goal_at_generation)
                  info.note = "goal tested when generated: the first path to reach the goal, not always the cheapest";
                info.optimal = info.note.empty();
                if (spec.on("goal-bounds")) {
                  c.options.goal_bounds = goal_bounds_for(spec, grid, rules);
                  info.precompute_ns += c.options.goal_bounds->build_ns();
                  info.precompute_bytes += c.options.goal_bounds->bytes();
                } else if (!spec.text("bounds-file").empty() || !spec.text("bounds-dir").empty()) {
                  throw InputError("bounds-file and bounds-dir are for goal-bounds=on");
                }
                return make(grid, rules, c, std::move(info));
              });
}

}  // namespace gridnav::detail
