#include "gridnav/grid/moves.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace gridnav {
namespace {

std::vector<Point> neighbours(const MoveModel& moves, Point p) {
  std::vector<Point> out;
  const Grid& grid = moves.grid();
  moves.for_each_move(grid.pad(p), [&](PaddedId next, Cost, Direction) { out.push_back(grid.unpad(next)); });
  return out;
}

// Layout (x right, y down), '#' blocked:
//   . # .
//   . . .
//   . . .
Grid corner_grid() {
  Grid grid(3, 3);
  grid.set_blocked({1, 0});
  return grid;
}

TEST(MoveModel, FourConnectedHasOnlyOrthogonalMoves) {
  const Grid grid(3, 3);
  const MoveModel moves(grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::octile});
  EXPECT_EQ(neighbours(moves, {1, 1}).size(), 4u);
  EXPECT_EQ(neighbours(moves, {0, 0}).size(), 2u);
}

TEST(MoveModel, DiagonalRulesAroundOneBlockedCorner) {
  const Grid grid = corner_grid();
  // From (0,1) to (1,0)... is blocked itself; look at (0,0)->(1,1): orthogonals (1,0) blocked, (0,1) free.
  const MoveModel strict(grid, {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile});
  const MoveModel cutting(grid, {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile});
  EXPECT_FALSE(strict.move_cost({0, 0}, {1, 1}).has_value());
  ASSERT_TRUE(cutting.move_cost({0, 0}, {1, 1}).has_value());
  EXPECT_DOUBLE_EQ(*cutting.move_cost({0, 0}, {1, 1}), kSqrt2);
  EXPECT_FALSE(cutting.move_cost({0, 0}, {1, 0}).has_value());  // into a blocked cell
}

TEST(MoveModel, AlwaysSqueezesBetweenTwoBlockedCorners) {
  Grid grid(2, 2);
  grid.set_blocked({1, 0});
  grid.set_blocked({0, 1});
  const MoveModel cutting(grid, {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile});
  const MoveModel always(grid, {Connectivity::eight, DiagonalRule::always, CostProfileKind::octile});
  EXPECT_FALSE(cutting.move_cost({0, 0}, {1, 1}).has_value());
  EXPECT_TRUE(always.move_cost({0, 0}, {1, 1}).has_value());
}

TEST(MoveModel, CostIsBaseTimesEnteredWeight) {
  Grid grid(3, 3);
  grid.set_weight({1, 1}, 9);
  grid.set_weight({0, 0}, 5);  // the cell left does not count
  const MoveModel integer(grid, {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer});
  EXPECT_DOUBLE_EQ(*integer.move_cost({0, 0}, {1, 1}), 3.0 * 9);
  EXPECT_DOUBLE_EQ(*integer.move_cost({0, 1}, {1, 1}), 2.0 * 9);
  EXPECT_DOUBLE_EQ(*integer.move_cost({1, 1}, {0, 0}), 3.0 * 5);
  const MoveModel tiles(grid, {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer});
  EXPECT_DOUBLE_EQ(*tiles.move_cost({1, 0}, {1, 1}), 1.0 * 9);
  EXPECT_FALSE(tiles.move_cost({0, 0}, {1, 1}).has_value());
}

TEST(MoveModel, ArrivalNamesTheDirectionOfEveryMove) {
  const Grid grid(5, 4);
  const MoveModel moves(grid, {});
  const Point at{2, 1};
  for (unsigned d = 0; d < 8; ++d) {
    const Point from{at.x - kDirectionDelta[d].x, at.y - kDirectionDelta[d].y};
    EXPECT_EQ(moves.arrival(grid.pad(from), grid.pad(at)), Direction(d)) << d;
    EXPECT_EQ(opposite(opposite(Direction(d))), Direction(d));
    EXPECT_EQ(kDirectionDelta[opposite(Direction(d))].x, -kDirectionDelta[d].x);
    EXPECT_EQ(kDirectionDelta[opposite(Direction(d))].y, -kDirectionDelta[d].y);
  }
}

// Arriving straight from the west on open ground, only the three moves onward (east,
// north-east, south-east) can improve anything; arriving diagonally from the
// north-west, five; a blocked cell beside the parent brings back the move it hid.
TEST(MoveModel, OnwardMovesDropWhatTheParentReachesDirectly) {
  Grid grid(5, 5);
  const MoveModel moves(grid, {});
  const PaddedId centre = grid.pad({2, 2});
  EXPECT_EQ(moves.onward_moves(centre, grid.pad({1, 2}), kEast),
            (1u << kEast) | (1u << kNorthEast) | (1u << kSouthEast));
  EXPECT_EQ(moves.onward_moves(centre, grid.pad({1, 1}), kSouthEast),
            (1u << kEast) | (1u << kSouth) | (1u << kSouthEast) | (1u << kNorthEast) | (1u << kSouthWest));
  // (1, 1) blocked: the parent (1, 2) cannot reach (2, 1) diagonally without cutting
  // the corner, so the centre's move north stays.
  grid.set_blocked({1, 1});
  const MoveModel after(grid, {});
  EXPECT_TRUE(after.onward_moves(centre, grid.pad({1, 2}), kEast) >> kNorth & 1u);
  EXPECT_FALSE(after.onward_moves(centre, grid.pad({1, 2}), kEast) >> kSouth & 1u);
}

// A settled parent (its g is the least cost) also beats the far diagonals after a
// diagonal arrival: from the north-west corner (1, 1), the parent reaches (1, 3) through
// (1, 2) for 2, less than sqrt(2) + sqrt(2) through the centre. 3 moves remain: onward
// south-east and its two straight parts. Straight arrivals keep their 3 (the moves
// north-east and south-east tie with the parent's two-step paths, and a tie is kept).
// Blocking (1, 2) takes the parent's two-step path away, and the move south-west comes
// back (under corner-cutting, where the centre's move to (1, 3) stays legal).
TEST(MoveModel, SettledParentsAlsoDropWhatTheyBeatInTwoSteps) {
  Grid grid(5, 5);
  const MoveModel moves(grid, {});
  const PaddedId centre = grid.pad({2, 2});
  const unsigned onward_se = (1u << kEast) | (1u << kSouth) | (1u << kSouthEast);
  EXPECT_EQ(moves.onward_moves(centre, grid.pad({1, 1}), kSouthEast, true), onward_se);
  EXPECT_EQ(moves.onward_moves(centre, grid.pad({1, 2}), kEast, true),
            (1u << kEast) | (1u << kNorthEast) | (1u << kSouthEast));
  // Unit costs: the two-step path costs 2, as much as through the centre: nothing more goes.
  const MoveModel unit(grid, {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::unit});
  EXPECT_EQ(unit.onward_moves(centre, grid.pad({1, 1}), kSouthEast, true),
            unit.onward_moves(centre, grid.pad({1, 1}), kSouthEast, false));
  grid.set_blocked({1, 2});
  const MoveModel cutting(grid, {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile});
  EXPECT_EQ(cutting.onward_moves(centre, grid.pad({1, 1}), kSouthEast, true), onward_se | (1u << kSouthWest));
}

TEST(MoveModel, NamesRoundTrip) {
  for (auto r : {DiagonalRule::no_corner_cutting, DiagonalRule::corner_cutting, DiagonalRule::always})
    EXPECT_EQ(parse_diagonal_rule(to_string(r)), r);
  for (auto k : {CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit})
    EXPECT_EQ(parse_cost_profile(to_string(k)), k);
  EXPECT_FALSE(parse_diagonal_rule("sideways").has_value());
}

}  // namespace
}  // namespace gridnav
