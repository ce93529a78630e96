// Agreement of a planner with Dijkstra on random queries, for the tests of planners that
// claim optimality (jump point search, goal bounding).
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav::testing {

inline bool near_cost(Cost a, Cost b) { return std::abs(a - b) <= 1e-9 * (1 + std::abs(b)); }

/// The registry's planner `spec` and its Dijkstra agree on `queries` random queries of
/// `grid` (every eighth with start == goal): status, cost, and a legal path of that cost
/// from start to goal. Returns the number of disagreements; the first five are reported.
inline int compare_with_dijkstra(const Grid& grid, const MoveRules& rules, std::mt19937& rng, int queries,
                                 const char* spec = "jps") {
  auto jps = planners().make(grid, rules, parse_config(spec));
  auto dijkstra = planners().make(grid, rules, parse_config("dijkstra"));
  const MoveModel moves(grid, rules);
  int wrong = 0;
  for (int q = 0; q < queries; ++q) {
    const Point from = random_free_cell(rng, grid);
    const Point to = q % 8 == 0 ? from : random_free_cell(rng, grid);
    const SearchResult expected = dijkstra->solve({from, to});
    const SearchResult& got = jps->solve({from, to});
    bool ok = got.status == expected.status;
    if (ok && got.found()) {
      ok = near_cost(got.cost, expected.cost) && got.path.front() == from && got.path.back() == to &&
           near_cost(path_cost(moves, got.path), got.cost);
    }
    if (!ok && ++wrong <= 5)
      ADD_FAILURE() << grid.width() << "x" << grid.height() << " " << to_string(rules.costs) << " " << to_string(from)
                    << " -> " << to_string(to) << ": " << spec << " " << to_string(got.status) << " " << got.cost
                    << " (path cost " << path_cost(moves, got.path) << "), dijkstra " << to_string(expected.status)
                    << " " << expected.cost;
  }
  return wrong;
}

}  // namespace gridnav::testing
