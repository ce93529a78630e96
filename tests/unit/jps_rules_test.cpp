// Jump point search under the move rules beyond the Moving AI one (algorithm/jps_pruning.hpp,
// jps_scan_corners.hpp, jps_scan_four.hpp): 8-connected with corner cutting (a diagonal
// needs one free side), 8-connected with diagonals always allowed, and 4-connected.
//   - random maps of awkward widths and densities, and rooms with doors and diagonal gaps,
//     against the registry's Dijkstra: equal cost, a legal path whose cost is the answer;
//   - a bundled Moving AI map under each rule, against Dijkstra;
//   - the corner-cutting scans against a cell-by-cell reading;
//   - hand-made cases: diagonal gaps under each rule, 4-connected detours, start == goal;
//   - pruning prunes: fewer expansions than A*; events and steps count jump points;
//   - asked for directly with other rules than its jumps', a search refuses.
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "support/planner_agreement.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::compare_with_dijkstra;
using testing::describe;
using testing::near_cost;
using testing::random_free_cell;
using testing::random_grid;
using testing::test_seed;

const MoveRules kCutting{Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile};
const MoveRules kCuttingInteger{Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::integer};
const MoveRules kAlways{Connectivity::eight, DiagonalRule::always, CostProfileKind::octile};
const MoveRules kAlwaysInteger{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};
const MoveRules kFour{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
const MoveRules kFourInteger{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer};
const MoveRules kFourUnit{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
const MoveRules kEveryRule[] = {kCutting, kCuttingInteger, kAlways, kAlwaysInteger, kFour, kFourInteger, kFourUnit};

std::unique_ptr<Planner> make(const Grid& grid, const MoveRules& rules, const char* spec = "jps") {
  return planners().make(grid, rules, parse_config(spec));
}

TEST(JpsRules, RandomMapsAgreeWithDijkstra) {
  const std::uint32_t seed = test_seed(20261127);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (const MoveRules& rules : kEveryRule) {
    SCOPED_TRACE(describe(rules));
    for (const std::int32_t width : {1, 2, 7, 62, 63, 64, 65, 127, 130})
      for (const double density : {0.0, 0.1, 0.25, 0.35, 0.45}) {
        const std::int32_t height = std::int32_t(1 + rng() % 70);
        const Grid grid = random_grid(rng, width, height, density);
        if (grid.traversable_count() == 0) continue;
        SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height) + " density " + std::to_string(density));
        wrong += compare_with_dijkstra(grid, rules, rng, 30);
      }
  }
  EXPECT_EQ(wrong, 0);
}

TEST(JpsRules, RoomsAndDiagonalGapsAgreeWithDijkstra) {
  const std::uint32_t seed = test_seed(11);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (const MoveRules& rules : kEveryRule) {
    SCOPED_TRACE(describe(rules));
    for (int round = 0; round < 3; ++round) {
      // Walls with one-cell doors, and blocked cells touching at a corner either way, where
      // corner cutting and its pruning differ from the Moving AI rule.
      const Grid grid = testing::rooms_with_diagonal_gaps(rng, 66 + round * 29, 41, 60, true);
      wrong += compare_with_dijkstra(grid, rules, rng, 50);
    }
  }
  EXPECT_EQ(wrong, 0);
}

TEST(JpsRules, BundledMapAgreesWithDijkstra) {
  const std::uint32_t seed = test_seed(5);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = read_movingai_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map");
  int wrong = 0;
  for (const MoveRules& rules : {kCutting, kAlwaysInteger, kFour}) {
    SCOPED_TRACE(describe(rules));
    wrong += compare_with_dijkstra(grid, rules, rng, 60);
  }
  EXPECT_EQ(wrong, 0);
}

TEST(JpsRules, CuttingScansMatchCellByCell) {
  const std::uint32_t seed = test_seed(98);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const std::int32_t width : {1, 61, 62, 63, 64, 65, 126, 129, 200}) {
    const Grid grid = random_grid(rng, width, 5, 0.2);
    JpsBitGrid bits;
    bits.assign(grid);
    const std::int32_t pw = grid.padded_width();
    auto open = [&](std::int32_t x, std::int32_t y) { return grid.weight(PaddedId(std::uint32_t(y * pw + x))) != 0; };
    for (std::int32_t y = 1; y <= grid.height(); ++y)
      for (std::int32_t x = 1; x <= width; ++x) {
        if (!open(x, y)) continue;
        for (const std::int32_t d : {-1, 1}) {  // the same scan written cell by cell, no goal
          std::int32_t expected = 0;
          for (std::int32_t k = 1;; ++k) {
            const std::int32_t c = x + d * k;
            if (!open(c, y)) break;
            if ((!open(c, y - 1) && open(c + d, y - 1)) || (!open(c, y + 1) && open(c + d, y + 1))) {
              expected = k;
              break;
            }
          }
          const std::int32_t got = d > 0 ? jps::scan_forward_cutting(bits.rows(), y, x, -1)
                                         : jps::scan_backward_cutting(bits.rows(), y, x, -1);
          ASSERT_EQ(got, expected) << "width " << width << " at (" << x << "," << y << ") direction " << d;
        }
      }
  }
}

TEST(JpsRules, HandMadeCases) {
  // Diagonal gap: (0,0) and (1,1) open, (1,0) and (0,1) blocked.
  Grid gap(2, 2);
  gap.set_blocked({1, 0});
  gap.set_blocked({0, 1});
  EXPECT_EQ(make(gap, kCutting)->solve({{0, 0}, {1, 1}}).status, Status::no_path);
  auto always = make(gap, kAlways);  // the planner owns the result a reference points to
  const SearchResult& squeeze = always->solve({{0, 0}, {1, 1}});
  ASSERT_EQ(squeeze.status, Status::found);
  EXPECT_DOUBLE_EQ(squeeze.cost, kSqrt2);
  EXPECT_EQ(make(gap, kFour)->solve({{0, 0}, {1, 1}}).status, Status::no_path);

  // One side free: corner cutting takes the diagonal, the Moving AI rule goes round.
  Grid corner(3, 3);
  corner.set_blocked({1, 0});
  auto cutting = make(corner, kCuttingInteger);
  const SearchResult& cut = cutting->solve({{0, 0}, {2, 1}});
  ASSERT_EQ(cut.status, Status::found);
  EXPECT_EQ(cut.cost, 3 + 2);  // a diagonal past the blocked cell, then one straight move
  const MoveRules moving_ai{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer};
  EXPECT_EQ(make(corner, moving_ai)->solve({{0, 0}, {2, 1}}).cost, 2 + 2 + 2);

  // 4-connected: a wall with a door at the far end; start == goal.
  Grid wall(9, 5);
  for (std::int32_t x = 0; x < 8; ++x) wall.set_blocked({x, 2});
  auto four = make(wall, kFourInteger);
  const SearchResult& detour = four->solve({{0, 0}, {0, 4}});
  ASSERT_EQ(detour.status, Status::found);
  EXPECT_EQ(detour.cost, 8 + 4 + 8);
  EXPECT_EQ(detour.path.size(), std::size_t(8 + 4 + 8 + 1));
  const SearchResult& same = four->solve({{3, 4}, {3, 4}});
  ASSERT_EQ(same.status, Status::found);
  EXPECT_EQ(same.cost, 0);
  EXPECT_EQ(same.path, (std::vector<Point>{{3, 4}}));
}

TEST(JpsRules, PruningExpandsFewerNodesThanAStar) {
  std::mt19937 rng(test_seed(17));
  const Grid grid = read_movingai_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map");
  for (const MoveRules& rules : {kCutting, kAlways, kFour}) {
    SCOPED_TRACE(describe(rules));
    auto jps = make(grid, rules);
    auto astar = make(grid, rules, "astar");
    std::uint64_t jps_expanded = 0, astar_expanded = 0;
    for (int q = 0; q < 30; ++q) {
      const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
      const SearchResult& a = astar->solve({from, to});
      astar_expanded += a.stats.expanded;
      const Cost cost = a.cost;
      const SearchResult& j = jps->solve({from, to});
      ASSERT_EQ(j.status, a.status);
      if (j.found()) {
        EXPECT_TRUE(near_cost(j.cost, cost));
      }
      jps_expanded += j.stats.expanded;
    }
    EXPECT_LT(jps_expanded * 4, astar_expanded) << "jps " << jps_expanded << ", astar " << astar_expanded;
  }
}

TEST(JpsRules, ReportsJumpPointEventsAndSteps) {
  std::mt19937 rng(test_seed(3));
  const Grid grid = random_grid(rng, 64, 64, 0.2);
  for (const MoveRules& rules : {kCutting, kFour}) {
    auto jps = make(grid, rules);
    EventRecorder events(grid);
    ASSERT_TRUE(jps->attach(&events));
    const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
    ASSERT_EQ(jps->start({from, to}), Status::running);
    while (jps->step(1) == Status::running) {
    }
    const SearchResult& r = jps->finish();
    EXPECT_EQ(events.count(EventKind::expand), r.stats.expanded);
    if (r.found()) {
      EXPECT_EQ(events.count(EventKind::end), 1u);
      EXPECT_EQ(jps->state(to), CellState::closed);
    }
  }
}

TEST(JpsRules, SearchesRefuseOtherRulesThanTheirJumps) {
  const Grid plain(10, 10);
  // Asked for directly with other rules than its jumps', a search refuses.
  EXPECT_THROW(JpsFourSearch(plain, kCutting), InputError);
  EXPECT_THROW(JpsSearch(plain, kFour), InputError);
  EXPECT_THROW(JpsPlusSearchFor<JumpRule::always>(plain, kCutting), InputError);
}

}  // namespace
}  // namespace gridnav
