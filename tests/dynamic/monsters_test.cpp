// Monsters' sight, walking rule and state machine (dynamic/monsters.hpp) on worked
// examples and hand-made worlds; the direction rule's frequencies by a chi-square test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>

#include "gridnav/dynamic/monsters.hpp"

namespace gridnav {
namespace {

/// A grid from rows of text: '#' blocked, anything else ground.
Grid grid_of(std::initializer_list<const char*> rows) {
  const auto height = std::int32_t(rows.size());
  const auto width = std::int32_t(std::strlen(*rows.begin()));
  Grid g(width, height, kGround);
  std::int32_t y = 0;
  for (const char* row : rows) {
    for (std::int32_t x = 0; x < width; ++x)
      if (row[x] == '#') g.set_weight({x, y}, kBlocked);
    ++y;
  }
  return g;
}

TEST(MonsterSight, BresenhamLineIncludesBothEnds) {
  const std::vector<Point> line = sight_line({0, 0}, {4, 2});
  // Traced by hand: the error term starts at dx - dy = 2 and steps both ways on ties.
  const std::vector<Point> expected{{0, 0}, {1, 1}, {2, 1}, {3, 2}, {4, 2}};
  EXPECT_EQ(line, expected);
  EXPECT_EQ(sight_line({3, 3}, {3, 3}), (std::vector<Point>{{3, 3}}));
}

TEST(MonsterSight, WallsBlockAndTheTargetMayBeOpaque) {
  const Grid g = grid_of({
      ".......",  // y 0
      "...#...",  // y 1
      ".......",  // y 2
      "..#....",  // y 3
      ".#.....",  // y 4
  });
  EXPECT_TRUE(line_of_sight(g, {0, 1}, {2, 1}));
  EXPECT_FALSE(line_of_sight(g, {0, 1}, {6, 1}));  // (3,1) in between
  EXPECT_TRUE(line_of_sight(g, {0, 1}, {3, 1}));   // a wall is seen, not seen through
  EXPECT_TRUE(line_of_sight(g, {0, 0}, {6, 0}));
  // The diagonal from (1,3) to (2,4) slips between (2,3) and (1,4): both walls.
  EXPECT_FALSE(line_of_sight(g, {1, 3}, {2, 4}));
  EXPECT_TRUE(line_of_sight(g, {2, 2}, {3, 3}));   // one corner open is enough to see
  EXPECT_FALSE(line_of_sight(g, {0, 0}, {9, 0}));  // off the map
}

TEST(MonsterSight, NinetyDegreeCone) {
  // Facing east with vision 3.
  EXPECT_TRUE(in_cone({5, 5}, kEast, 3, {5, 5}));
  EXPECT_TRUE(in_cone({5, 5}, kEast, 3, {6, 5}));
  EXPECT_TRUE(in_cone({5, 5}, kEast, 3, {6, 6}));   // exactly 45 degrees: the edge counts
  EXPECT_TRUE(in_cone({5, 5}, kEast, 3, {7, 7}));   // distance 2.83 <= 3
  EXPECT_FALSE(in_cone({5, 5}, kEast, 3, {6, 7}));  // 63 degrees
  EXPECT_FALSE(in_cone({5, 5}, kEast, 3, {4, 5}));  // behind
  EXPECT_TRUE(in_cone({5, 5}, kEast, 3, {8, 5}));
  EXPECT_FALSE(in_cone({5, 5}, kEast, 3, {9, 5}));  // too far
  // Facing north-east: the cone spans north to east.
  EXPECT_TRUE(in_cone({5, 5}, kNorthEast, 3, {6, 4}));
  EXPECT_TRUE(in_cone({5, 5}, kNorthEast, 3, {5, 4}));
  EXPECT_TRUE(in_cone({5, 5}, kNorthEast, 3, {6, 5}));
  EXPECT_FALSE(in_cone({5, 5}, kNorthEast, 3, {6, 6}));
  EXPECT_FALSE(in_cone({5, 5}, kNorthEast, 3, {4, 4}));
}

TEST(MonsterSight, VisibleCellsStopAtWalls) {
  const Grid g = grid_of({
      "..........",
      "....#.....",
      "..........",
  });
  std::vector<Point> seen;
  visible_cells(g, {2, 1}, kEast, 5, seen);
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen.front(), (Point{2, 1}));
  auto has = [&](Point p) { return std::find(seen.begin(), seen.end(), p) != seen.end(); };
  EXPECT_TRUE(has({3, 1}));
  EXPECT_TRUE(has({4, 1}));   // the wall itself
  EXPECT_FALSE(has({5, 1}));  // behind it
  EXPECT_TRUE(has({5, 0}));
  EXPECT_FALSE(has({1, 1}));  // behind the monster
  for (const Point p : seen) EXPECT_TRUE(in_cone({2, 1}, kEast, 5, p));
}

TEST(MonsterWalk, PriorsFollowTheThesis) {
  double sum = 0;
  for (unsigned d = 0; d < 8; ++d) sum += direction_prior(kEast, Direction(d));
  EXPECT_NEAR(sum, 1.0, 1e-12);
  EXPECT_DOUBLE_EQ(direction_prior(kEast, kEast), 0.37);
  for (Direction d : {kNorthEast, kSouthEast, kNorth, kSouth}) EXPECT_DOUBLE_EQ(direction_prior(kEast, d), 0.15);
  for (Direction d : {kWest, kNorthWest, kSouthWest}) EXPECT_DOUBLE_EQ(direction_prior(kEast, d), 0.01);
  EXPECT_DOUBLE_EQ(direction_prior(kNorthWest, kNorthWest), 0.37);
  EXPECT_DOUBLE_EQ(direction_prior(kNorthWest, kNorth), 0.15);
  EXPECT_DOUBLE_EQ(direction_prior(kNorthWest, kNorthEast), 0.15);
  EXPECT_DOUBLE_EQ(direction_prior(kNorthWest, kEast), 0.01);
}

TEST(MonsterWalk, OpenRunsCountStraightStepsUpToVision) {
  const Grid g = grid_of({
      "#######",
      "#.....#",
      "#..#..#",
      "#.....#",
      "#######",
  });
  std::vector<std::uint8_t> safe(std::size_t(g.cell_count()), 0);
  safe[std::size_t(1 * 7 + 1)] = 1;  // (1,1) is a safe spot
  const MonsterGround ground{&g, &g, safe};
  const auto runs = open_runs(ground, {2, 2}, 10);
  EXPECT_EQ(runs[kEast], 0);  // (3,2) is a wall
  EXPECT_EQ(runs[kWest], 1);
  EXPECT_EQ(runs[kNorth], 1);
  EXPECT_EQ(runs[kNorthWest], 0);  // the safe spot
  EXPECT_EQ(runs[kSouthEast], 0);  // would cut the wall's corner
  EXPECT_EQ(open_runs(ground, {2, 2}, 1)[kWest], 1);
  EXPECT_EQ(open_runs(ground, {4, 1}, 1)[kEast], 1);  // capped by vision
  EXPECT_EQ(open_runs(ground, {4, 1}, 9)[kEast], 1);
}

TEST(MonsterWalk, DirectionFrequenciesMatchTheFormula) {
  const std::uint64_t seed = 20261126;
  SCOPED_TRACE("seed " + std::to_string(seed));
  const std::array<std::int32_t, 8> runs{3, 6, 2, 0, 5, 1, 4, 6};
  const auto weights = direction_weights(kEast, runs);
  double total = 0;
  for (double w : weights) total += w;
  Random random(seed);
  const int draws = 400000;
  std::array<int, 8> count{};
  for (int i = 0; i < draws; ++i) {
    const auto d = draw_direction(weights, random);
    ASSERT_TRUE(d.has_value());
    ++count[*d];
  }
  EXPECT_EQ(count[kWest], 0);  // run 0: never drawn
  double chi2 = 0;
  int cells = 0;
  for (unsigned d = 0; d < 8; ++d) {
    if (weights[d] == 0) continue;
    const double expected = draws * weights[d] / total;
    chi2 += (count[d] - expected) * (count[d] - expected) / expected;
    ++cells;
  }
  ASSERT_EQ(cells, 7);
  EXPECT_LT(chi2, 22.46) << "chi-square with 6 degrees of freedom above its 0.1 % point";
  // A planted wrong rule (priors ignored: runs alone) is rejected by the same test.
  double wrong = 0;
  int run_sum = 0;
  for (int r : runs) run_sum += r;
  for (unsigned d = 0; d < 8; ++d) {
    if (runs[d] == 0) continue;
    const double expected = double(draws) * runs[d] / run_sum;
    wrong += (count[d] - expected) * (count[d] - expected) / expected;
  }
  EXPECT_GT(wrong, 1000.0);
  EXPECT_FALSE(draw_direction({}, random).has_value());
}

struct Room {
  Grid grid;
  std::vector<std::uint8_t> safe;
  MonsterGround ground() const { return {&grid, &grid, safe}; }
};

Room room(std::initializer_list<const char*> rows) {
  Room r{grid_of(rows), {}};
  r.safe.assign(std::size_t(r.grid.cell_count()), 0);
  return r;
}

TEST(MonsterMind, ChasesASeenPlayerWhenTheRollSucceeds) {
  const Room r = room({"########", "#......#", "########"});
  Monster m{.cell = {1, 1}, .next = {1, 1}, .facing = kEast};
  Random random(1);
  const std::vector<Point> players{{5, 1}};
  decide_monster_move(m, r.ground(), players, {.vision = 6, .aggressiveness = 100}, random);
  EXPECT_EQ(m.mode, MonsterMode::chase);
  EXPECT_EQ(m.next, (Point{2, 1}));
  EXPECT_EQ(m.last_seen, (Point{5, 1}));
  EXPECT_EQ(m.trail.back(), (Point{5, 1}));
  EXPECT_EQ(m.facing, kEast);
}

TEST(MonsterMind, FailedRollRemembersAndWanders) {
  const Room r = room({"########", "#......#", "########"});
  Monster m{.cell = {1, 1}, .next = {1, 1}, .facing = kEast};
  Random random(1);
  const std::vector<Point> players{{5, 1}};
  decide_monster_move(m, r.ground(), players, {.vision = 6, .aggressiveness = 0}, random);
  EXPECT_EQ(m.mode, MonsterMode::wander);
  EXPECT_EQ(m.last_seen, (Point{5, 1}));  // remembered for later rolls
  EXPECT_EQ(m.next, (Point{2, 1}));       // the only open way in this corridor
}

TEST(MonsterMind, HeadsBackToTheLastSeenCellThenForgetsIt) {
  const Room r = room({"########", "#......#", "########"});
  Monster m{.cell = {2, 1}, .next = {2, 1}, .facing = kWest, .last_seen = Point{5, 1}};
  Random random(1);
  decide_monster_move(m, r.ground(), {}, {.vision = 6, .aggressiveness = 100}, random);
  EXPECT_EQ(m.mode, MonsterMode::recall);
  EXPECT_EQ(m.next, (Point{3, 1}));
  m.cell = {5, 1};  // arrived
  decide_monster_move(m, r.ground(), {}, {.vision = 6, .aggressiveness = 100}, random);
  EXPECT_EQ(m.mode, MonsterMode::wander);
  EXPECT_FALSE(m.last_seen.has_value());
}

TEST(MonsterMind, ForgetsATrailOutOfSight) {
  const Room r = room({"#######", "#.....#", "#######", "#.....#", "#######"});
  // Last seen at (1,3), but from (5,1) the wall row hides it.
  Monster m{.cell = {5, 1}, .next = {5, 1}, .facing = kWest, .last_seen = Point{1, 3}};
  Random random(3);
  decide_monster_move(m, r.ground(), {}, {.vision = 8, .aggressiveness = 100}, random);
  EXPECT_FALSE(m.last_seen.has_value());
  EXPECT_TRUE(m.trail.empty());
  EXPECT_EQ(m.mode, MonsterMode::wander);
}

TEST(MonsterMind, NeverStepsOntoSafeSpotsOrCutsCorners) {
  Room r = room({"#####", "#...#", "#.#.#", "#...#", "#####"});
  r.safe[std::size_t(1 * 5 + 2)] = 1;  // (2,1)
  const std::uint64_t seed = 77;
  SCOPED_TRACE("seed " + std::to_string(seed));
  Random random(seed);
  Monster m{.cell = {1, 1}, .next = {1, 1}};
  // The player at (2,1) stands on the safe spot: the chase step is refused, it wanders.
  const std::vector<Point> players{{2, 1}};
  for (int i = 0; i < 2000; ++i) {
    decide_monster_move(m, r.ground(), players, {.vision = 4, .aggressiveness = 100}, random);
    ASSERT_TRUE(m.next == m.cell || r.ground().can_step(m.cell, m.next)) << i;
    ASSERT_NE(m.next, (Point{2, 1}));
    m.cell = m.next;
  }
}

TEST(MonsterThreat, FallsWithDistanceAndKeepsTheLargest) {
  std::vector<float> threat(25, 0.0f);
  const std::vector<Point> a{{0, 0}, {1, 0}, {2, 0}}, b{{2, 0}};
  cast_threat(threat, 5, {0, 0}, a, 3);
  EXPECT_FLOAT_EQ(threat[0], 1.0f);
  EXPECT_FLOAT_EQ(threat[1], 0.75f);
  EXPECT_FLOAT_EQ(threat[2], 0.5f);
  cast_threat(threat, 5, {2, 0}, b, 3);
  EXPECT_FLOAT_EQ(threat[2], 1.0f);
  EXPECT_FLOAT_EQ(threat[3], 0.0f);
}

}  // namespace
}  // namespace gridnav
