// nearest_goal and cost_matrix (search/many_goals.hpp) against an independent Dijkstra on
// random maps, uniform and weighted, under every move rule (seed logged).
#include <gtest/gtest.h>

#include <random>

#include "gridnav/error.hpp"
#include "gridnav/search/many_goals.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

const MoveRules kManyGoalRules[] = {
    {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
    {Connectivity::eight, DiagonalRule::always, CostProfileKind::integer},
    {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
};

TEST(ManyGoals, NearestGoalAndMatrixEqualDijkstraFromEachSource) {
  const std::uint32_t seed = testing::test_seed(9090);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int found = 0, unreachable = 0;
  for (const MoveRules& rules : kManyGoalRules)
    for (const Weight top : {Weight(1), Weight(6)})
      for (int m = 0; m < 6; ++m) {
        const Grid grid =
            testing::random_grid(rng, 8 + std::int32_t(rng() % 25), 6 + std::int32_t(rng() % 20), 0.3, top);
        const MoveModel moves(grid, rules);
        std::vector<Point> points;
        for (int k = 0; k < 7; ++k) points.push_back(testing::random_free_cell(rng, grid));
        const std::vector<Point> goals(points.begin() + 1, points.end());
        const std::vector<Cost> from_start = testing::reference_distances(moves, points[0]);
        Cost best = kInfiniteCost;
        for (const Point g : goals) best = std::min(best, from_start[raw(grid.cell_id(g))]);
        const NearestGoal r = nearest_goal(grid, rules, points[0], goals);
        if (best == kInfiniteCost) {
          EXPECT_EQ(r.status, Status::no_path);
          ++unreachable;
        } else {
          ASSERT_EQ(r.status, Status::found);
          EXPECT_NEAR(r.cost, best, 1e-9);
          EXPECT_EQ(r.path.front(), points[0]);
          EXPECT_EQ(r.path.back(), goals[r.goal]);
          EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9);
          EXPECT_NEAR(from_start[raw(grid.cell_id(goals[r.goal]))], best, 1e-9);
          ++found;
        }
        for (const unsigned threads : {1u, 2u}) {
          const std::vector<Cost> matrix = cost_matrix(grid, rules, points, goals, threads);
          for (std::size_t i = 0; i < points.size(); ++i) {
            const std::vector<Cost> d = testing::reference_distances(moves, points[i]);
            for (std::size_t j = 0; j < goals.size(); ++j) {
              const Cost want = d[raw(grid.cell_id(goals[j]))];
              const Cost got = matrix[i * goals.size() + j];
              if (want == kInfiniteCost)
                EXPECT_EQ(got, kInfiniteCost);
              else
                EXPECT_NEAR(got, want, 1e-9);
            }
          }
        }
      }
  EXPECT_GT(found, 10);
  EXPECT_GT(unreachable, 0);
}

TEST(ManyGoals, RefusesBadPoints) {
  Grid grid(6, 6);
  grid.set_blocked({2, 2});
  const std::vector<Point> goals = {{5, 5}, {2, 2}};
  EXPECT_THROW((void)nearest_goal(grid, MoveRules{}, {0, 0}, goals), InputError);
  EXPECT_THROW((void)nearest_goal(grid, MoveRules{}, {0, 0}, {}), InputError);
  EXPECT_THROW((void)nearest_goal(grid, MoveRules{}, {9, 0}, std::vector<Point>{{1, 1}}), InputError);
  EXPECT_THROW((void)cost_matrix(grid, MoveRules{}, goals, goals), InputError);
  const std::vector<Point> one = {{5, 5}};
  const NearestGoal r = nearest_goal(grid, MoveRules{}, {5, 5}, one);
  EXPECT_EQ(r.status, Status::found);
  EXPECT_EQ(r.cost, 0);
  EXPECT_EQ(r.path.size(), 1u);
}

}  // namespace
}  // namespace gridnav
