// The corner lattice's rules (anyangle/corners.hpp) on small drawn maps: what a segment may
// cross, run along, touch and pass through; the double corners' rules for starts, goals and
// turns; the path check's messages.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gridnav/anyangle/corners.hpp"

namespace gridnav::anyangle {
namespace {

/// A map from rows of text: '#' blocked, anything else free.
Grid drawn(const std::vector<std::string>& rows) {
  Grid g(std::int32_t(rows[0].size()), std::int32_t(rows.size()));
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].size(); ++x)
      if (rows[y][x] == '#') g.set_blocked({std::int32_t(x), std::int32_t(y)});
  return g;
}

TEST(LineOfSight, BlockedInteriorsStopASegmentAndCornersDoNot) {
  const Grid g = drawn({"....", ".#..", "....", "...."});
  EXPECT_FALSE(line_of_sight(g, {0, 0}, {3, 3})) << "through the blocked cell (1,1)";
  EXPECT_TRUE(line_of_sight(g, {0, 0}, {1, 1})) << "to its corner";
  EXPECT_TRUE(line_of_sight(g, {0, 2}, {2, 0})) << "through its top-left corner, touching it";
  EXPECT_FALSE(line_of_sight(g, {0, 3}, {3, 0})) << "along its other diagonal";
  EXPECT_TRUE(line_of_sight(g, {0, 4}, {4, 0})) << "past its bottom-right corner";
  EXPECT_TRUE(line_of_sight(g, {1, 0}, {1, 4})) << "along its left edge, free on the other side";
  EXPECT_TRUE(line_of_sight(g, {0, 1}, {4, 1})) << "along its top edge";
  EXPECT_FALSE(line_of_sight(g, {0, 0}, {4, 3})) << "slope 3/4 through (1,1)'s interior";
  EXPECT_TRUE(line_of_sight(g, {2, 0}, {4, 3})) << "right of it";
  EXPECT_TRUE(line_of_sight(g, {2, 2}, {2, 2}));
}

TEST(LineOfSight, EdgesBetweenTwoBlockedCellsAndTheBorderAreWalls) {
  const Grid g = drawn({"##..", "....", "#...", "#..."});
  EXPECT_FALSE(line_of_sight(g, {0, 0}, {2, 0})) << "along the top border, blocked cells below";
  EXPECT_TRUE(line_of_sight(g, {2, 0}, {4, 0})) << "along the top border, free cells below";
  EXPECT_TRUE(line_of_sight(g, {1, 2}, {1, 4})) << "beside the blocked (0,2) and (0,3), free cells on the right";
  EXPECT_FALSE(line_of_sight(g, {0, 2}, {0, 4})) << "along the left border beside blocked cells";
  EXPECT_TRUE(line_of_sight(g, {0, 1}, {0, 2})) << "along the left border beside the free (0,1)";
  EXPECT_TRUE(line_of_sight(g, {0, 1}, {4, 1})) << "under the blocked pair, free cells below";
}

TEST(LineOfSight, NoSegmentPassesThroughAPinch) {
  // (1,1) and (2,2) touch at corner (2,2): a double corner.
  const Grid g = drawn({"....", ".#..", "..#.", "...."});
  EXPECT_TRUE(double_corner(g, {2, 2}));
  EXPECT_FALSE(line_of_sight(g, {1, 3}, {3, 1})) << "diagonally through the gap";
  EXPECT_FALSE(line_of_sight(g, {0, 4}, {4, 0}));
  EXPECT_FALSE(line_of_sight(g, {0, 2}, {4, 2})) << "horizontally through it";
  EXPECT_FALSE(line_of_sight(g, {2, 0}, {2, 4})) << "vertically through it";
  EXPECT_TRUE(line_of_sight(g, {1, 3}, {2, 2})) << "to it";
  EXPECT_TRUE(line_of_sight(g, {2, 2}, {3, 1})) << "from it";
  EXPECT_FALSE(double_corner(g, {1, 1}));
  EXPECT_TRUE(convex_corner(g, {1, 1}));
  EXPECT_EQ(solid_around(g, {0, 0}), 3);
}

TEST(CheckPath, DoubleCornersAreLeftAndReachedOnTheStartsSide) {
  // (1,0) and (0,1) blocked: corner (1,1) is a double corner whose cell (1,1) is free.
  const Grid g = drawn({".#..", "#...", "....", "...."});
  ASSERT_TRUE(double_corner(g, {1, 1}));
  EXPECT_EQ(check_path(g, {{1, 1}, {3, 3}}, {1, 1}, {3, 3}), "");
  EXPECT_EQ(check_path(g, {{1, 1}, {0, 0}}, {1, 1}, {0, 0}), "the start leaves its double corner on the wrong side");
  EXPECT_EQ(check_path(g, {{0, 0}, {1, 1}}, {0, 0}, {1, 1}),
            "the goal is reached on the wrong side of its double corner");
  EXPECT_EQ(check_path(g, {{0, 0}, {1, 1}, {2, 2}}, {0, 0}, {2, 2}), "point 1 (1,1) turns through a double corner");
  EXPECT_EQ(check_path(g, {{3, 1}, {1, 1}, {3, 2}}, {3, 1}, {3, 2}), "") << "touching it from one side";
}

TEST(CheckPath, SaysWhatIsWrong) {
  const Grid g = drawn({"..", ".#"});
  EXPECT_EQ(check_path(g, {}, {0, 0}, {1, 1}), "the path is empty");
  EXPECT_EQ(check_path(g, {{0, 1}, {1, 1}}, {0, 0}, {1, 1}), "the path does not begin at the start");
  EXPECT_EQ(check_path(g, {{0, 0}, {1, 0}}, {0, 0}, {1, 1}), "the path does not end at the goal");
  EXPECT_EQ(check_path(g, {{0, 0}, {0, 0}, {1, 1}}, {0, 0}, {1, 1}), "point 1 (0,0) repeats the point before it");
  EXPECT_EQ(check_path(g, {{0, 0}, {2, 2}, {1, 1}}, {0, 0}, {1, 1}), "the segment to point 1 (2,2) is blocked");
  EXPECT_EQ(check_path(g, {{0, 0}, {3, 0}}, {0, 0}, {3, 0}), "point 1 (3,0) is off the map");
  EXPECT_EQ(check_path(g, {{0, 0}, {1, 1}}, {0, 0}, {1, 1}), "");
  EXPECT_DOUBLE_EQ(path_length({{0, 0}, {3, 4}, {3, 5}}), 6.0);
}

}  // namespace
}  // namespace gridnav::anyangle
