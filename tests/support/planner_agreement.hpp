// For the tests of planners that claim optimality (jump point search, goal bounding): a
// planner's agreement with Dijkstra on random queries, two planners making the very same
// search, and the rooms-and-diagonal-gaps maps where jumps turn.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav::testing {

inline bool near_cost(Cost a, Cost b) { return std::abs(a - b) <= 1e-9 * (1 + std::abs(b)); }

/// Rooms: walls on every 6th column and every 7th row, each cell blocked but for about one in
/// 9 (columns) or 7 (rows), which leaves one-cell doors; then `gaps` pairs of blocked cells
/// touching at a corner, the second down and right of the first, or down and either way when
/// `either_diagonal`. Where jumps turn, and where the move rules differ.
inline Grid rooms_with_diagonal_gaps(std::mt19937& rng, std::int32_t width, std::int32_t height, int gaps,
                                     bool either_diagonal = false) {
  Grid grid(width, height);
  for (std::int32_t x = 4; x < width; x += 6)
    for (std::int32_t y = 0; y < height; ++y)
      if (rng() % 9 != 0) grid.set_blocked({x, y});
  for (std::int32_t y = 5; y < height; y += 7)
    for (std::int32_t x = 0; x < width; ++x)
      if (rng() % 7 != 0) grid.set_blocked({x, y});
  for (int i = 0; i < gaps; ++i) {
    const Point p{std::int32_t(rng() % std::uint32_t(width - 1)), std::int32_t(rng() % std::uint32_t(height - 1))};
    grid.set_blocked(p);
    if (!either_diagonal || rng() % 2)
      grid.set_blocked({p.x + 1, p.y + 1});
    else if (p.x > 0)
      grid.set_blocked({p.x - 1, p.y + 1});
  }
  return grid;
}

/// `a` and `b` make the very same search on `queries` random queries of `grid`: status, cost,
/// path, expansions and generations. Stops at the first difference, naming its query.
inline void expect_same_search(Planner& a, Planner& b, const Grid& grid, std::mt19937& rng, int queries) {
  for (int q = 0; q < queries; ++q) {
    const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
    SCOPED_TRACE("query " + std::to_string(q) + ": " + to_string(query.start) + " -> " + to_string(query.goal));
    const SearchResult first = a.solve(query);  // a copy: b's answer may live where a's did
    const SearchResult& second = b.solve(query);
    ASSERT_EQ(first.status, second.status);
    ASSERT_EQ(first.cost, second.cost);
    ASSERT_EQ(first.path, second.path);
    ASSERT_EQ(first.stats.expanded, second.stats.expanded);
    ASSERT_EQ(first.stats.generated, second.stats.generated);
  }
}

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
