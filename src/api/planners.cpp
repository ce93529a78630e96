#include "gridnav/api/registry.hpp"

namespace gridnav {

std::unique_ptr<Planner> PlannerCatalog::make(const Grid& grid, const MoveRules& rules, const Config& config) const {
  const Config full = complete(config);
  const auto make_on = [&](const Grid& g) {
    std::unique_ptr<Planner> planner = get(full.name).make(g, rules, full);
    if (full.has("partial") && full.on("partial")) planner = with_partial_paths(std::move(planner), g, rules);
    if (full.has("smooth") && full.on("smooth")) planner = with_smoothing(std::move(planner), g);
    return planner;
  };
  if (full.has("agent-size") && full.integer("agent-size") > 1)
    return with_agent_size(grid, rules, int(full.integer("agent-size")), make_on);
  return make_on(grid);
}

const PlannerCatalog& planners() {
  static const PlannerCatalog catalog = [] {
    PlannerCatalog c;
    detail::register_classic(c);    // bfs, dfs, dijkstra, greedy, astar
    detail::register_ida(c);        // ida, fringe
    detail::register_jps(c);        // jps
    detail::register_anyangle(c);   // theta-star, lazy-theta-star, anya, visibility-graph
    detail::register_hierarchy(c);  // hpa-star
    return c;
  }();
  return catalog;
}

}  // namespace gridnav
