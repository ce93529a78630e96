// Smoothing (anyangle/smooth.hpp, smooth=on): on random maps (seed logged) every planner's
// smoothed path keeps its ends and some of its cells in order, each segment between centres
// valid or a move of the input, and is never longer than the input; on drawn maps, a
// straight corridor becomes one segment and a wall is gone around, not through.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>

#include "gridnav/anyangle/smooth.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav::anyangle {
namespace {

TEST(Smooth, AnOpenFieldIsOneSegmentAndAWallIsGoneAround) {
  Grid open(20, 10);
  auto astar = planners().make(open, MoveRules{}, parse_config("astar:smooth=on"));
  const SearchResult& r = astar->solve({{1, 1}, {18, 7}});
  ASSERT_TRUE(r.found());
  EXPECT_EQ(r.path, (std::vector<Point>{{1, 1}, {18, 7}}));
  EXPECT_NEAR(r.cost, std::hypot(17.0, 6.0), 1e-12);
  EXPECT_TRUE(astar->info().smoothed);
  EXPECT_FALSE(astar->info().optimal);

  Grid wall(9, 9);  // a wall down the middle, open at the bottom row
  for (std::int32_t y = 0; y < 8; ++y) wall.set_blocked({4, y});
  auto smooth = planners().make(wall, MoveRules{}, parse_config("dijkstra:smooth=on"));
  const SearchResult& w = smooth->solve({{0, 0}, {8, 0}});
  ASSERT_TRUE(w.found());
  for (std::size_t i = 1; i < w.path.size(); ++i) EXPECT_TRUE(centre_sight(wall, w.path[i - 1], w.path[i]));
  EXPECT_GE(w.path.size(), 4u) << "down to the gap, through it, up again";
  EXPECT_LE(w.path.size(), 6u);
  EXPECT_TRUE(centre_sight(wall, {3, 8}, {5, 8}));
  EXPECT_FALSE(centre_sight(wall, {3, 7}, {5, 7}));
  EXPECT_FALSE(centre_sight(wall, {0, 0}, {8, 8}));
}

TEST(Smooth, APinchIsNotPassedThroughButAMoveThroughItStays) {
  Grid g(4, 4);  // (1,1) and (2,2) blocked: a diagonal squeeze at corner (2,2)
  g.set_blocked({1, 1});
  g.set_blocked({2, 2});
  EXPECT_FALSE(centre_sight(g, {1, 2}, {2, 1})) << "centre to centre through the pinch";
  EXPECT_TRUE(centre_sight(g, {0, 3}, {1, 2}));
  // Under diagonal=always the path may squeeze through; smoothing keeps that move as it is.
  const MoveRules always{Connectivity::eight, DiagonalRule::always, CostProfileKind::octile};
  auto astar = planners().make(g, always, parse_config("astar:smooth=on"));
  const SearchResult& r = astar->solve({{0, 3}, {3, 0}});
  ASSERT_TRUE(r.found());
  const auto it = std::find(r.path.begin(), r.path.end(), Point{1, 2});
  ASSERT_NE(it, r.path.end());
  EXPECT_EQ(*(it + 1), (Point{2, 1}));
}

TEST(Smooth, EveryGridPlannerSmoothedOnRandomMaps) {
  const std::uint32_t seed = testing::test_seed(4242);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int checked = 0, shorter = 0;
  for (const auto& entry : planners().entries()) {
    if (entry.traits.any_angle) {
      EXPECT_EQ(entry.param("smooth"), nullptr) << entry.name;
      continue;
    }
    ASSERT_NE(entry.param("smooth"), nullptr) << entry.name;
    for (int m = 0; m < 6; ++m) {
      const Grid grid = testing::random_grid(rng, 5 + std::int32_t(rng() % 30), 5 + std::int32_t(rng() % 20), 0.25);
      auto plain = planners().make(grid, MoveRules{}, Config{entry.name, {}});
      auto smooth = planners().make(grid, MoveRules{}, Config{entry.name, {{"smooth", "on"}}});
      for (int q = 0; q < 8; ++q) {
        const Query query{testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)};
        const SearchResult raw = plain->solve(query);
        const SearchResult& s = smooth->solve(query);
        ASSERT_EQ(s.status, raw.status) << entry.name;
        if (!raw.found()) continue;
        ++checked;
        ASSERT_FALSE(s.path.empty());
        EXPECT_EQ(s.path.front(), query.start);
        EXPECT_EQ(s.path.back(), query.goal);
        std::size_t at = 0;  // the smoothed cells are cells of the input, in order
        for (const Point p : s.path) {
          while (at < raw.path.size() && raw.path[at] != p) ++at;
          ASSERT_LT(at, raw.path.size()) << entry.name << ": a cell not on the input path";
        }
        for (std::size_t i = 1; i < s.path.size(); ++i) {
          const bool input_move = std::adjacent_find(raw.path.begin(), raw.path.end(), [&](Point a, Point b) {
                                    return a == s.path[i - 1] && b == s.path[i];
                                  }) != raw.path.end();
          EXPECT_TRUE(input_move || centre_sight(grid, s.path[i - 1], s.path[i])) << entry.name;
        }
        EXPECT_NEAR(s.cost, path_length(s.path), 1e-9);
        EXPECT_LE(s.cost, path_length(raw.path) + 1e-9) << entry.name;
        shorter += s.cost < path_length(raw.path) - 1e-9;
      }
    }
  }
  EXPECT_GT(checked, 300);
  EXPECT_GT(shorter, checked / 4);
}

TEST(Smooth, RefusedOnWeightedMaps) {
  Grid g(5, 5);
  g.set_weight({2, 2}, 4);
  EXPECT_THROW((void)planners().make(g, MoveRules{}, parse_config("astar:smooth=on")), InputError);
  EXPECT_NO_THROW((void)planners().make(g, MoveRules{}, parse_config("astar:smooth=off")));
}

}  // namespace
}  // namespace gridnav::anyangle
