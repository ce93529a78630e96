// Any-angle planners against the exact reference on random maps (seed logged;
// GRIDNAV_TEST_SEED replays one): the visibility graph's paths are valid, their lengths
// those of their points, and never longer than the grid path A* finds between the same
// corners (a grid path through cell corners is an any-angle path); Anya finds a path
// exactly when it does, valid and of the same length; Theta* and Lazy Theta* find one
// exactly when it does, valid and never shorter.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "gridnav/anyangle/anya.hpp"
#include "gridnav/anyangle/theta_star.hpp"
#include "gridnav/anyangle/visibility_graph.hpp"
#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav::anyangle {
namespace {

using testing::random_grid;
using testing::test_seed;

/// Random corners: the top-left corners of free cells, a few of them equal.
Query random_query(std::mt19937& rng, const Grid& grid) {
  const Point s = testing::random_free_cell(rng, grid);
  const Point g = rng() % 16 == 0 ? s : testing::random_free_cell(rng, grid);
  return {s, g};
}

struct Tally {
  int queries = 0, found = 0, theta_longer = 0;
};

/// The planners under test on one map.
struct OnMap {
  explicit OnMap(const Grid& grid)
      : vg(grid),
        theta(grid, false),
        lazy(grid, true),
        anya(grid),
        astar(planners().make(grid, MoveRules{}, parse_config("astar"))) {}
  VisibilityGraph vg;
  ThetaStar theta, lazy;
  Anya anya;
  std::unique_ptr<Planner> astar;
};

void check_query(const Grid& grid, OnMap& on, const Query& q, Tally& tally) {
  const VisibilityGraph& vg = on.vg;
  ThetaStar &theta = on.theta, &lazy = on.lazy;
  Planner& astar = *on.astar;
  SCOPED_TRACE("query (" + std::to_string(q.start.x) + "," + std::to_string(q.start.y) + ") to (" +
               std::to_string(q.goal.x) + "," + std::to_string(q.goal.y) + ")");
  ++tally.queries;
  const SearchResult best = vg.shortest(q);
  ASSERT_TRUE(best.status == Status::found || best.status == Status::no_path) << best.message;
  const SearchResult& grid_path = astar.solve(q);
  EXPECT_EQ(best.found(), grid_path.found()) << "the corners are connected exactly when the cells are";
  if (best.found()) {
    ++tally.found;
    EXPECT_EQ(check_path(grid, best.path, q.start, q.goal), "");
    EXPECT_NEAR(best.cost, path_length(best.path), 1e-9);
    EXPECT_LE(best.cost, grid_path.cost + 1e-9);
    EXPECT_EQ(check_path(grid, grid_path.path, q.start, q.goal), "") << "a grid path is an any-angle path";
  }
  const SearchResult& exact = on.anya.solve(q);
  ASSERT_EQ(exact.status, best.status) << "anya";
  if (exact.found()) {
    EXPECT_EQ(check_path(grid, exact.path, q.start, q.goal), "") << "anya";
    EXPECT_NEAR(exact.cost, path_length(exact.path), 1e-9) << "anya";
    EXPECT_NEAR(exact.cost, best.cost, 1e-9) << "anya";
  }
  for (ThetaStar* planner : {&theta, &lazy}) {
    const SearchResult& r = planner->solve(q);
    ASSERT_EQ(r.status, best.status) << (planner == &lazy ? "lazy theta*" : "theta*");
    if (!r.found()) continue;
    EXPECT_EQ(check_path(grid, r.path, q.start, q.goal), "");
    EXPECT_NEAR(r.cost, path_length(r.path), 1e-9);
    EXPECT_GE(r.cost, best.cost - 1e-9);
    tally.theta_longer += r.cost > best.cost + 1e-9;
  }
}

TEST(AnyAngle, ReferenceThetaAndLazyThetaAgreeOnRandomMaps) {
  const std::uint32_t seed = test_seed(38);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  Tally tally;
  int maps = 0;
  for (const std::int32_t width : {1, 2, 3, 5, 8, 13, 21, 30})
    for (const double density : {0.0, 0.1, 0.25, 0.4}) {
      for (int rep = 0; rep < (width <= 8 ? 80 : 40); ++rep) {
        const Grid grid = random_grid(rng, width, 1 + std::int32_t(rng() % 24), density);
        if (grid.traversable_count() == 0) continue;
        ++maps;
        SCOPED_TRACE("map " + std::to_string(maps) + ": " + std::to_string(grid.width()) + "x" +
                     std::to_string(grid.height()) + ", density " + std::to_string(density));
        OnMap on(grid);
        for (int k = 0; k < 8; ++k) check_query(grid, on, random_query(rng, grid), tally);
        if (::testing::Test::HasFailure()) return;
      }
    }
  EXPECT_GE(maps, 2000);
  EXPECT_GT(tally.found, tally.queries / 2);
  EXPECT_GT(tally.theta_longer, 0) << "Theta* is not optimal: some paths must be longer";
  std::printf("%d maps, %d queries, %d with a path, %d Theta*/Lazy Theta* paths longer than the optimum\n", maps,
              tally.queries, tally.found, tally.theta_longer);
}

/// Maps made of the awkward cases: a checkerboard (every blocked cell touches others only at
/// corners: pinches everywhere), a wall with a one-cell gap, a wall with a gap only a pinch
/// wide, blocked cells along the borders. Every pair of free corners.
TEST(AnyAngle, DrawnAwkwardMapsAgreeOnEveryPair) {
  std::vector<Grid> maps;
  Grid checker(9, 7);
  for (std::int32_t y = 0; y < 7; ++y)
    for (std::int32_t x = 0; x < 9; ++x)
      if ((x + y) % 2 == 1) checker.set_blocked({x, y});
  maps.push_back(checker);
  Grid gap(9, 7);
  for (std::int32_t y = 0; y < 7; ++y)
    if (y != 3) gap.set_blocked({4, y});
  maps.push_back(gap);
  Grid pinch(8, 8);  // two walls meeting corner to corner: no way through
  for (std::int32_t i = 0; i < 4; ++i) {
    pinch.set_blocked({3, i});
    pinch.set_blocked({4, 4 + i});
  }
  for (std::int32_t x = 0; x < 3; ++x) pinch.set_blocked({x, 3});
  for (std::int32_t x = 5; x < 8; ++x) pinch.set_blocked({x, 4});
  maps.push_back(pinch);
  Grid border(7, 6);
  for (std::int32_t x = 0; x < 7; x += 2) {
    border.set_blocked({x, 0});
    border.set_blocked({x, 5});
  }
  maps.push_back(border);
  Tally tally;
  for (const Grid& grid : maps) {
    SCOPED_TRACE(std::to_string(grid.width()) + "x" + std::to_string(grid.height()) + " drawn map");
    OnMap on(grid);
    const auto cell = [&](std::uint64_t i) {
      return Point{std::int32_t(i % std::uint64_t(grid.width())), std::int32_t(i / std::uint64_t(grid.width()))};
    };
    for (std::uint64_t s = 0; s < grid.cell_count(); ++s)
      for (std::uint64_t g = 0; g < grid.cell_count(); ++g) {
        const Point a = cell(s), b = cell(g);
        if (grid.passable(a) && grid.passable(b)) check_query(grid, on, {a, b}, tally);
        if (::testing::Test::HasFailure()) return;
      }
  }
  EXPECT_GT(tally.queries, 3000);
  EXPECT_LT(tally.found, tally.queries) << "the pinched walls and the checkerboard leave some pairs apart";
}

}  // namespace
}  // namespace gridnav::anyangle
