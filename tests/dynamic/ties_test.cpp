// D* Lite and LPA* break ties among equal k1 toward larger g (detail/rhs/keys.hpp, PackedKey),
// with underconsistent cells first; Focused D* among equal fB toward larger k, with
// raised states first (src/dynamic/dstar/focused_dstar.cpp). On open grids whole regions share one f, so the
// order shows in the expansion counts: going deep expands about the path, going wide
// (smaller g or k first, the textbook order) the whole region of equal f. Every step
// is verified (path, cost against Dijkstra, invariants), so a tie order that breaks the
// planners fails here too.
#include <gtest/gtest.h>

#include "harness.hpp"

namespace gridnav {
namespace {

using testing::Driven;

class DeepTies : public ::testing::TestWithParam<std::string> {};

INSTANTIATE_TEST_SUITE_P(Incremental, DeepTies, ::testing::Values("lpa", "dstar-lite", "focused-dstar"),
                         testing::planner_test_name);

std::uint64_t expansions_of(Driven& d) { return d.nav->stats().expansions; }

TEST_P(DeepTies, EightConnectedUnitCostsExpandAboutThePath) {
  // Chebyshev h: every cell with |y - 15| <= min(x - 2, 27 - x) has f = 25 (338
  // cells); the path has 26.
  Grid grid(30, 30);
  const MoveRules rules{Connectivity::eight, DiagonalRule::always, CostProfileKind::unit};
  Driven d(GetParam());
  ASSERT_TRUE(d.start(grid, rules, {2, 15}, {27, 15}));
  EXPECT_DOUBLE_EQ(d.nav->path_cost(), 25.0);
  EXPECT_LE(expansions_of(d), 30u);  // 26 here; smaller g first: 338
  // A wall across the line with a gap at the bottom row: the detour costs 28, and the
  // old cost comes back, verified, when the wall goes.
  std::vector<CellChange> wall, gone;
  for (std::int32_t y = 0; y < 29; ++y) {
    wall.push_back({{14, y}, kBlocked});
    gone.push_back({{14, y}, kGround});
  }
  d.nav->clear_stats();
  ASSERT_TRUE(d.change(wall));
  EXPECT_DOUBLE_EQ(d.nav->path_cost(), 14.0 + 14.0);
  // LPA* 212, D* Lite 238, Focused D* 291; smaller g (k) first: 298, 288 and 366.
  const bool focused = GetParam() == "focused-dstar";
  EXPECT_LE(expansions_of(d), focused ? 320u : 250u);
  d.nav->clear_stats();
  ASSERT_TRUE(d.change(gone));
  EXPECT_DOUBLE_EQ(d.nav->path_cost(), 25.0);
  if (focused) {
    EXPECT_LE(expansions_of(d), 30u);  // 13; smaller k first: 194
  }
}

TEST_P(DeepTies, FourConnectedManhattanExpandsAboutThePath) {
  // Manhattan h: every cell of the rectangle between start and goal has f = 50 (676
  // cells); the path has 51.
  Grid grid(30, 30);
  const MoveRules rules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
  Driven d(GetParam());
  ASSERT_TRUE(d.start(grid, rules, {2, 2}, {27, 27}));
  EXPECT_DOUBLE_EQ(d.nav->path_cost(), 50.0);
  EXPECT_LE(expansions_of(d), 55u);  // 51 here; smaller g first: 676
}

}  // namespace
}  // namespace gridnav
