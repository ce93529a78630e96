// gridnav::core alone: a grid built in code, searched by two planners of the catalog that
// must agree on the cost.
#include <cmath>
#include <cstdio>

#include "every_header.hpp"

int main() {
  gridnav::Grid grid(8, 5, gridnav::kGround);
  for (int y = 0; y < 4; ++y) grid.set_blocked({4, y});  // a wall open at the bottom
  double costs[2];
  int i = 0;
  for (const char* spec : {"astar", "jps"}) {
    auto planner = gridnav::planners().make(grid, gridnav::MoveRules{}, gridnav::parse_config(spec));
    const gridnav::SearchResult& r = planner->solve({{1, 0}, {7, 0}});
    if (!r.found()) return 1;
    costs[i++] = r.cost;
  }
  if (std::abs(costs[0] - costs[1]) > 1e-9) return 1;  // sums of the same moves, in another order
  std::printf("cost %.8f\n", costs[0]);
  return 0;
}
