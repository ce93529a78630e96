#include "gridnav/api/registry.hpp"

namespace gridnav {

const PlannerCatalog& planners() {
  static const PlannerCatalog catalog = [] {
    PlannerCatalog c;
    detail::register_classic(c);   // bfs, dfs, dijkstra, greedy, astar
    detail::register_ida(c);       // ida, fringe
    detail::register_jps(c);       // jps
    detail::register_anyangle(c);  // theta-star, lazy-theta-star, visibility-graph
    return c;
  }();
  return catalog;
}

}  // namespace gridnav
