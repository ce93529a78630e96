// partial=on (api/partial.cpp) for every grid planner: a goal walled off or blocked gives
// Status::partial and a legal path to the reachable cell closest to the goal (checked
// against an independent Dijkstra's reachable set); a node limit gives a path to a cell the
// search closed; a reachable goal is answered as without the option; bad starts stay
// invalid_input.
#include <gtest/gtest.h>

#include <random>
#include <tuple>

#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

/// The reachable cell of least octile estimate to `goal`, then least cost, row, column.
Point expected_target(const MoveModel& moves, Point start, Point goal) {
  const std::vector<Cost> d = testing::reference_distances(moves, start);
  const Grid& grid = moves.grid();
  const CostProfile c = moves.profile();
  std::tuple<Cost, Cost, int, int> best{kInfiniteCost, 0, 0, 0};
  Point at = start;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      const Cost cost = d[raw(grid.cell_id({x, y}))];
      if (cost == kInfiniteCost) continue;
      const Cost dx = std::abs(x - goal.x), dy = std::abs(y - goal.y);
      const Cost h = c.diagonal * std::min(dx, dy) + c.straight * (std::max(dx, dy) - std::min(dx, dy));
      const auto key = std::make_tuple(h, cost, y, x);
      if (key < best) {
        best = key;
        at = {x, y};
      }
    }
  return at;
}

/// A 16 x 12 map with a closed room (walls around (10..14, 2..6)) and scattered blocks.
Grid room_map(std::mt19937& rng) {
  Grid g = testing::random_grid(rng, 16, 12, 0.12);
  for (std::int32_t x = 9; x <= 15; ++x) {
    g.set_blocked({x, 1});
    g.set_blocked({x, 7});
  }
  for (std::int32_t y = 1; y <= 7; ++y) {
    g.set_blocked({9, y});
    g.set_blocked({15, y});
  }
  for (std::int32_t y = 2; y <= 6; ++y)
    for (std::int32_t x = 10; x <= 14; ++x) g.set_weight({x, y}, 1);
  g.set_weight({0, 11}, 1);
  return g;
}

TEST(PartialPaths, EveryGridPlannerReachesTheClosestCellToAnUnreachableGoal) {
  const std::uint32_t seed = testing::test_seed(1234);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int checked = 0;
  for (const auto& entry : planners().entries()) {
    if (entry.traits.any_angle) {
      EXPECT_EQ(entry.param("partial"), nullptr) << entry.name;
      continue;
    }
    for (int m = 0; m < 3; ++m) {
      const Grid grid = room_map(rng);
      const MoveModel moves(grid, MoveRules{});
      auto planner = planners().make(grid, MoveRules{}, Config{entry.name, {{"partial", "on"}}});
      for (const Point goal : {Point{12, 4}, Point{9, 4}}) {  // inside the room; on its wall (blocked)
        const Point start{0, 11};
        const SearchResult& r = planner->solve({start, goal});
        if (r.status == Status::budget_exhausted && entry.param("budget") != nullptr) continue;
        ASSERT_EQ(r.status, Status::partial) << entry.name << " " << r.message;
        EXPECT_NE(r.message.find("cannot be reached"), std::string::npos);
        ASSERT_FALSE(r.path.empty());
        EXPECT_EQ(r.path.front(), start);
        EXPECT_EQ(r.path.back(), expected_target(moves, start, goal)) << entry.name;
        EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9) << entry.name << ": every step a legal move";
        if (planner->info().optimal)
          EXPECT_NEAR(r.cost, testing::reference_distances(moves, start)[raw(grid.cell_id(r.path.back()))], 1e-9);
        EXPECT_FALSE(r.found());
        EXPECT_TRUE(r.has_path());
        ++checked;
      }
    }
  }
  EXPECT_GT(checked, 40);
}

TEST(PartialPaths, ALimitEndsAtACellTheSearchClosed) {
  Grid grid(200, 200);
  auto planner = planners().make(grid, MoveRules{}, parse_config("astar:partial=on"));
  Limits limits;
  limits.max_expansions = 50;
  const SearchResult& r = planner->solve({{0, 0}, {199, 150}}, limits);
  ASSERT_EQ(r.status, Status::partial);
  const MoveModel moves(grid, MoveRules{});
  EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9);
  EXPECT_GT(r.path.size(), 10u);
  EXPECT_LT(r.path.size(), 60u);
  auto plain = planners().make(grid, MoveRules{}, parse_config("astar"));
  EXPECT_EQ(plain->solve({{0, 0}, {199, 150}}, limits).status, Status::budget_exhausted);
}

TEST(PartialPaths, AReachableGoalAndBadStartsAreAnsweredAsWithout) {
  std::mt19937 rng(3);
  const Grid grid = room_map(rng);
  auto partial = planners().make(grid, MoveRules{}, parse_config("astar:partial=on"));
  auto plain = planners().make(grid, MoveRules{}, parse_config("astar"));
  const SearchResult a = partial->solve({{0, 11}, {3, 0}});
  const SearchResult& b = plain->solve({{0, 11}, {3, 0}});
  EXPECT_EQ(a.status, b.status);
  EXPECT_EQ(a.path, b.path);
  for (const Point goal : {Point{12, 4}, Point{9, 4}}) {  // step by step too: the steps end, with partial
    Status s = partial->start({{0, 11}, goal});
    int steps = 0;
    while (s == Status::running && steps < 100000) s = partial->step(7), ++steps;
    EXPECT_EQ(s, Status::partial);
    EXPECT_EQ(partial->finish().status, Status::partial);
  }
  EXPECT_EQ(partial->solve({{9, 1}, {0, 11}}).status, Status::invalid_input) << "a blocked start";
  EXPECT_EQ(partial->solve({{0, 11}, {99, 1}}).status, Status::invalid_input) << "a goal outside the map";
}

}  // namespace
}  // namespace gridnav
