#include "gridnav/grid/grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <span>
#include <string>
#include <vector>

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

// min_weight and max_weight (kept as presence bits) against the weights themselves,
// through random edits that empty and refill weight classes, 0, 1, 63, 64 and 255 included.
TEST(Grid, MinAndMaxWeightFollowEveryEdit) {
  const std::uint32_t seed = 20261125;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  Grid grid(3, 2, kBlocked);
  EXPECT_EQ(grid.min_weight(), kGround);  // nothing traversable
  EXPECT_EQ(grid.max_weight(), kGround);
  const std::array<Weight, 8> classes{0, 1, 2, 63, 64, 65, 128, 255};
  for (int step = 0; step < 3000; ++step) {
    const Point p{std::int32_t(rng() % 3), std::int32_t(rng() % 2)};
    grid.set_weight(p, classes[rng() % classes.size()]);
    unsigned lo = 256, hi = 0;
    for (std::int32_t y = 0; y < 2; ++y)
      for (std::int32_t x = 0; x < 3; ++x)
        if (const Weight w = grid.weight(Point{x, y}); w != kBlocked) {
          lo = std::min<unsigned>(lo, w);
          hi = std::max<unsigned>(hi, w);
        }
    ASSERT_EQ(grid.min_weight(), lo == 256 ? kGround : Weight(lo)) << "step " << step;
    ASSERT_EQ(grid.max_weight(), hi == 0 ? kGround : Weight(hi)) << "step " << step;
    ASSERT_EQ(grid.uniform(), hi <= 1) << "step " << step;
  }
}

// The neighbour masks the grid keeps on every edit, against masks recomputed from the
// weights, through random sequences of blocking, unblocking and reweighting.
TEST(Grid, NeighbourMasksFollowEveryEdit) {
  const std::uint32_t seed = 20261122;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const Weight fill : {kGround, kBlocked, Weight(7)}) {
    const auto w = std::int32_t(1 + rng() % 9), h = std::int32_t(1 + rng() % 9);
    Grid grid(w, h, fill);
    const auto check = [&] {
      for (std::int32_t y = 0; y < h; ++y)
        for (std::int32_t x = 0; x < w; ++x) {
          unsigned expected = 0;
          for (unsigned d = 0; d < 8; ++d)
            if (grid.passable({x + kDirectionDelta[d].x, y + kDirectionDelta[d].y})) expected |= 1u << d;
          ASSERT_EQ(unsigned(grid.neighbour_mask(grid.pad({x, y}))), expected) << to_string(Point{x, y});
        }
    };
    check();
    for (int edit = 0; edit < 300; ++edit) {
      const Point p{std::int32_t(rng() % std::uint32_t(w)), std::int32_t(rng() % std::uint32_t(h))};
      const auto roll = rng() % 3;
      grid.set_weight(p, roll == 0 ? kBlocked : roll == 1 ? kGround : Weight(2 + rng() % 254));
      check();
    }
  }
}

TEST(Grid, AbsurdSizesAreRejectedBeforeAllocation) {
  EXPECT_THROW(Grid(0, 10), InputError);
  EXPECT_THROW(Grid(10, -1), InputError);
  EXPECT_THROW(Grid(Grid::kMaxSide + 1, 1), InputError);
  EXPECT_THROW(Grid(40000, 40000), InputError);
  EXPECT_THROW(Grid(Grid::kMaxSide, 1025), InputError);
  EXPECT_NO_THROW(check_grid_size(32768, 32768));
  EXPECT_NO_THROW(check_grid_size(Grid::kMaxSide, 1024));
}

// Grid::from_rows (one pass: counts, then masks) against the same weights set one cell at a
// time through set_weight, on random maps of every small size and a few wide ones.
TEST(Grid, FromRowsEqualsCellByCellEdits) {
  const std::uint32_t seed = 20261129;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const std::array<Weight, 6> classes{kBlocked, kBlocked, kGround, kGround, 9, 255};
  for (int round = 0; round < 200; ++round) {
    const auto w = std::int32_t(round < 150 ? 1 + rng() % 12 : 60 + rng() % 140);
    const auto h = std::int32_t(1 + rng() % 12);
    Grid edited(w, h, kGround);
    std::vector<Weight> rows(std::size_t(w) * std::size_t(h));
    for (std::int32_t y = 0; y < h; ++y)
      for (std::int32_t x = 0; x < w; ++x) {
        const Weight c = classes[rng() % classes.size()];
        rows[std::size_t(y) * std::size_t(w) + std::size_t(x)] = c;
        edited.set_weight({x, y}, c);
      }
    std::int32_t next_row = 0;
    const Grid built = Grid::from_rows(w, h, [&](std::int32_t y, std::span<Weight> row) {
      ASSERT_EQ(y, next_row++);
      ASSERT_EQ(row.size(), std::size_t(w));
      std::copy_n(rows.begin() + std::ptrdiff_t(y) * w, w, row.begin());
    });
    SCOPED_TRACE(std::to_string(w) + "x" + std::to_string(h) + " round " + std::to_string(round));
    ASSERT_EQ(next_row, h);
    ASSERT_TRUE(built == edited);
    ASSERT_TRUE(std::ranges::equal(built.padded_neighbour_masks(), edited.padded_neighbour_masks()));
    ASSERT_EQ(built.traversable_count(), edited.traversable_count());
    ASSERT_EQ(built.min_weight(), edited.min_weight());
    ASSERT_EQ(built.max_weight(), edited.max_weight());
  }
  EXPECT_THROW((void)Grid::from_rows(0, 5, [](std::int32_t, std::span<Weight>) {}), InputError);
}

}  // namespace
}  // namespace gridnav
