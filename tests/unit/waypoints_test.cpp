// Waypoints (search/waypoints.hpp): worked examples, and on random maps with every rule
// that A* and JPS take, the waypoints of a found path expand back to that path, keep its
// ends, and hold no cell where the direction goes on unchanged. Seeds are logged.
#include "gridnav/search/waypoints.hpp"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using P = std::vector<Point>;

TEST(Waypoints, WorkedExamples) {
  EXPECT_EQ(waypoints(P{}), P{});
  EXPECT_EQ(waypoints(P{{4, 2}}), (P{{4, 2}}));
  EXPECT_EQ(waypoints(P{{4, 2}, {5, 2}}), (P{{4, 2}, {5, 2}}));
  EXPECT_EQ(waypoints(P{{0, 0}, {1, 0}, {2, 0}, {3, 0}}), (P{{0, 0}, {3, 0}}));
  // a diagonal, a straight run down, then back up and left
  EXPECT_EQ(waypoints(P{{0, 0}, {1, 1}, {2, 2}, {2, 3}, {2, 4}, {1, 3}}), (P{{0, 0}, {2, 2}, {2, 4}, {1, 3}}));
  // a turn at every step
  EXPECT_EQ(waypoints(P{{0, 0}, {1, 0}, {1, 1}, {2, 1}}), (P{{0, 0}, {1, 0}, {1, 1}, {2, 1}}));
  EXPECT_EQ(expand_waypoints(P{{0, 0}, {2, 2}, {2, 4}, {1, 3}}), (P{{0, 0}, {1, 1}, {2, 2}, {2, 3}, {2, 4}, {1, 3}}));
  EXPECT_EQ(expand_waypoints(P{{3, 3}}), (P{{3, 3}}));
  EXPECT_EQ(expand_waypoints(P{}), P{});
}

TEST(Waypoints, ExpandBackToEveryFoundPath) {
  const std::uint32_t seed = testing::test_seed(20261127);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const MoveRules rules[] = {
      {},
      {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::integer},
      {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
  };
  std::size_t paths = 0, turns = 0;
  for (int map = 0; map < 12; ++map) {
    const Grid grid = testing::random_grid(rng, std::int32_t(5 + rng() % 60), std::int32_t(5 + rng() % 60), 0.3);
    if (grid.traversable_count() < 2) continue;
    for (const MoveRules& r : rules)
      for (const char* spec : {"astar", "jps"}) {
        if (std::string(spec) == "jps" && !jps_unsupported(grid, r).empty()) continue;
        const auto planner = planners().make(grid, r, parse_config(spec));
        for (int q = 0; q < 20; ++q) {
          const Query query{testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)};
          const SearchResult& result = planner->solve(query);
          if (!result.found()) continue;
          const P points = waypoints(result.path);
          ++paths;
          turns += points.size() - 2 + (points.size() == 1);
          ASSERT_EQ(points.front(), query.start);
          ASSERT_EQ(points.back(), query.goal);
          ASSERT_EQ(expand_waypoints(points), result.path) << spec << " on map " << map;
          for (std::size_t i = 1; i + 1 < points.size(); ++i) {  // a waypoint is a real turn
            const Point a = points[i - 1], b = points[i], c = points[i + 1];
            const auto sign = [](std::int32_t v) { return (v > 0) - (v < 0); };
            EXPECT_FALSE(sign(b.x - a.x) == sign(c.x - b.x) && sign(b.y - a.y) == sign(c.y - b.y))
                << "waypoint " << to_string(b) << " of a straight run";
          }
        }
      }
  }
  EXPECT_GT(paths, 300u);
  EXPECT_GT(turns, paths);  // random maps make paths turn
}

}  // namespace
}  // namespace gridnav
