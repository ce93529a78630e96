// Registers bfs, dijkstra and astar (with weighted A* through `weight`).
#include <cmath>
#include <string>

#include "../heuristic_dispatch.hpp"
#include "gridnav/algorithm/classic.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"

namespace gridnav::detail {
namespace {

ParamSpec tie_param() {
  return {"tie", "g", {"g", "h", "lifo", "fifo"}, "order among equal f: larger g, smaller h, LIFO, FIFO"};
}

double parse_weight(const std::string& text) {
  std::size_t used = 0;
  double w = 0;
  try {
    w = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || !std::isfinite(w) || w < 1)
    throw InputError("weight=" + text + " is not a number >= 1");
  return w;
}

SearchOptions options_from(const PlannerSpec& spec) {
  SearchOptions options;
  options.tie = *parse_tie_rule(spec.params.at("tie"));
  return options;
}

}  // namespace

void register_classic(Registry& registry) {
  registry.add({"bfs", "breadth-first search: fewest moves (least cost when every move costs the same)", {}},
               [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
                 PlannerInfo info{spec, rules, true, {}};
                 const CostProfile p = rules.profile();
                 if (rules.connectivity == Connectivity::eight && p.straight != p.diagonal) {
                   info.optimal = false;
                   info.note = "bfs counts moves; with unequal straight and diagonal costs it is not least-cost";
                 } else if (!grid.uniform()) {
                   info.optimal = false;
                   info.note = "bfs ignores terrain weights";
                 }
                 return std::make_unique<SearchPlanner<BreadthFirstSearch<>>>(std::move(info), grid, rules);
               });

  registry.add({"dijkstra", "Dijkstra's algorithm (A* without a heuristic), binary heap", {tie_param()}},
               [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
                 return std::make_unique<SearchPlanner<DijkstraSearch<>>>(PlannerInfo{spec, rules, true, {}}, grid,
                                                                          rules, options_from(spec));
               });

  registry.add({"astar",
                "A* with a binary heap and decrease-key; weight > 1 gives weighted A*",
                {{"heuristic", "octile", heuristic_names(), "distance estimate to the goal"},
                 tie_param(),
                 {"weight", "1", {}, "f = g + weight x h; cost at most weight x optimal"}}},
               [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
                 SearchOptions options = options_from(spec);
                 options.h_weight = parse_weight(spec.params.at("weight"));
                 PlannerInfo info{spec, rules, true, inadmissibility(spec.params.at("heuristic"), rules)};
                 if (options.h_weight > 1) info.note = "weighted A*: cost at most " + spec.params.at("weight") + " x optimal";
                 info.optimal = info.note.empty();
                 return with_heuristic(spec.params.at("heuristic"), [&]<class H>() -> std::unique_ptr<Planner> {
                   return std::make_unique<SearchPlanner<AStarSearch<H>>>(std::move(info), grid, rules, options);
                 });
               });
}

}  // namespace gridnav::detail
