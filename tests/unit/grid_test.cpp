#include "gridnav/grid/grid.hpp"

#include <gtest/gtest.h>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

TEST(Grid, PadAndUnpadAreInverse) {
  const Grid grid(37, 11);
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      const Point p{x, y};
      EXPECT_EQ(grid.unpad(grid.pad(p)), p);
      EXPECT_EQ(grid.point(grid.cell_id(p)), p);
    }
}

TEST(Grid, UnpadIsExactForWidePaddedRows) {
  // The multiply-shift division must agree with '/' for the largest ids too.
  const Grid grid(Grid::kMaxSide, 2);
  const Point far{Grid::kMaxSide - 1, 1};
  EXPECT_EQ(grid.unpad(grid.pad(far)), far);
}

TEST(Grid, FrameIsBlockedAndCellsStartWithFill) {
  const Grid grid(4, 3, 7);
  EXPECT_EQ(grid.padded_size(), std::size_t(6 * 5));
  std::size_t blocked = 0;
  for (Weight w : grid.padded_weights()) blocked += (w == kBlocked);
  EXPECT_EQ(blocked, grid.padded_size() - 12);
  EXPECT_EQ(grid.weight(Point{3, 2}), 7);
  EXPECT_EQ(grid.min_weight(), 7);
  EXPECT_EQ(grid.max_weight(), 7);
  EXPECT_FALSE(grid.uniform());
}

TEST(Grid, SetWeightUpdatesCountsAndRevision) {
  Grid grid(5, 5);
  const auto before = grid.revision();
  grid.set_blocked({2, 2});
  grid.set_weight({0, 0}, 200);
  EXPECT_EQ(grid.traversable_count(), 24u);
  EXPECT_EQ(grid.max_weight(), 200);
  EXPECT_EQ(grid.min_weight(), 1);
  EXPECT_FALSE(grid.passable({2, 2}));
  EXPECT_FALSE(grid.passable({-1, 0}));
  EXPECT_GT(grid.revision(), before);
  EXPECT_THROW(grid.set_weight({5, 0}, 1), InputError);
}

TEST(Grid, AbsurdSizesAreRejectedBeforeAllocation) {
  EXPECT_THROW(Grid(0, 10), InputError);
  EXPECT_THROW(Grid(10, -1), InputError);
  EXPECT_THROW(Grid(Grid::kMaxSide + 1, 1), InputError);
  EXPECT_THROW(Grid(20000, 20000), InputError);
  EXPECT_NO_THROW(check_grid_size(16384, 16384));
}

}  // namespace
}  // namespace gridnav
