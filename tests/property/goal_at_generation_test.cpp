// The goal test of Eranki's tutorial (goal-test=generation): the search stops when the goal
// is generated. Breadth-first search keeps the fewest moves and expands no more than with
// the test at expansion; A* may return a dearer path, shown on a worked example.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>

#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::random_free_cell;
using testing::random_grid;
using testing::reference_cost;
using testing::test_seed;

TEST(GoalAtGeneration, BreadthFirstKeepsTheFewestMovesWithFewerExpansions) {
  const std::uint32_t seed = test_seed(1997);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const MoveRules rules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
  std::uint64_t at_expansion = 0, at_generation = 0;
  int checked = 0;
  for (int map = 0; map < 20; ++map) {
    const Grid grid = random_grid(rng, 40, 30, 0.25);
    const MoveModel moves(grid, rules);
    auto late = planners().make(grid, rules, parse_config("bfs"));
    auto early = planners().make(grid, rules, parse_config("bfs:goal-test=generation"));
    EXPECT_TRUE(early->info().optimal);
    for (int q = 0; q < 10; ++q) {
      const Point s = random_free_cell(rng, grid), t = random_free_cell(rng, grid);
      const Cost expected = reference_cost(moves, s, t);
      const SearchResult& b = early->solve({s, t});
      if (expected == kInfiniteCost) {
        EXPECT_EQ(b.status, Status::no_path);
        continue;
      }
      ASSERT_TRUE(b.found()) << s.x << "," << s.y << " -> " << t.x << "," << t.y;
      EXPECT_EQ(b.cost, expected);
      EXPECT_EQ(b.path.front(), s);
      EXPECT_EQ(b.path.back(), t);
      EXPECT_EQ(Cost(b.path.size() - 1), expected);
      const std::uint64_t fewer = b.stats.expanded;
      const SearchResult& a = late->solve({s, t});
      EXPECT_EQ(a.cost, expected);
      EXPECT_LE(fewer, a.stats.expanded);
      at_generation += fewer;
      at_expansion += a.stats.expanded;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
  EXPECT_LT(at_generation, at_expansion);
}

// S at (0,0), G at (2,2) in a 3 x 3 room whose goal cell weighs 5 (entering it costs 5 per
// unit of the move). A* expands (1,1) first (f = 1.41 + 1.41), which generates G by a
// diagonal: 1.41 + 5 x 1.41 = 8.49. The cheapest way enters G straight from (2,1) or (1,2):
// 2.41 + 5 = 7.41, which the test at expansion finds.
TEST(GoalAtGeneration, AStarStopsAtTheFirstPathToTheGoal) {
  Grid grid(3, 3);
  grid.set_weight({2, 2}, 5);
  const MoveRules rules{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
  const Query q{{0, 0}, {2, 2}};
  const Cost optimum = 1 + std::sqrt(2.0) + 5;
  ASSERT_NEAR(reference_cost(MoveModel(grid, rules), q.start, q.goal), optimum, 1e-9);
  auto late = planners().make(grid, rules, parse_config("astar"));
  EXPECT_NEAR(late->solve(q).cost, optimum, 1e-9);
  auto early = planners().make(grid, rules, parse_config("astar:goal-test=generation"));
  EXPECT_FALSE(early->info().optimal);
  EXPECT_NE(early->info().note.find("generated"), std::string::npos);
  const SearchResult& r = early->solve(q);
  ASSERT_TRUE(r.found());
  EXPECT_NEAR(r.cost, 6 * std::sqrt(2.0), 1e-9);
  EXPECT_EQ(r.path.size(), 3u);  // S, (1,1), G
}

TEST(GoalAtGeneration, DepthFirstStopsNoLater) {
  const std::uint32_t seed = test_seed(2024);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const MoveRules rules{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
  for (int map = 0; map < 10; ++map) {
    const Grid grid = random_grid(rng, 30, 30, 0.2);
    auto late = planners().make(grid, rules, parse_config("dfs"));
    auto early = planners().make(grid, rules, parse_config("dfs:goal-test=generation"));
    for (int q = 0; q < 10; ++q) {
      const Point s = random_free_cell(rng, grid), t = random_free_cell(rng, grid);
      const SearchResult& b = early->solve({s, t});
      const std::uint64_t fewer = b.stats.expanded;
      const Status status = b.status;
      const SearchResult& a = late->solve({s, t});
      EXPECT_EQ(status, a.status);
      if (a.found()) EXPECT_LE(fewer, a.stats.expanded);
    }
  }
}

}  // namespace
}  // namespace gridnav
