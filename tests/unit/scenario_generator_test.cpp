#include "lab/scenarios/scenario_generator.hpp"

#include <gtest/gtest.h>

#include <map>
#include <random>
#include <utility>

#include "gridnav/error.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

TEST(ScenarioGenerator, LengthsAreTheReferenceOptimumOnWeightedMaps) {
  const std::uint32_t seed = testing::test_seed(41);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  Grid grid = testing::random_grid(rng, 40, 30, 0.25);
  randomize_weights(grid, 1, 255, seed);
  EXPECT_GT(grid.max_weight(), 200);
  for (MoveRules rules :
       {MoveRules{}, MoveRules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer}}) {
    ScenarioOptions o;
    o.queries = 30;
    o.seed = seed;
    o.rules = rules;
    const Scenario s = generate_scenario(grid, o);
    ASSERT_EQ(s.entries.size(), 30u);
    const MoveModel moves(grid, rules);
    for (const ScenarioEntry& e : s.entries) {
      const Cost expected = testing::reference_cost(moves, e.start, e.goal);
      EXPECT_NEAR(e.optimal_length, expected, 1e-9 * expected);
      EXPECT_EQ(e.bucket, int(expected / 4));
      EXPECT_NE(e.start, e.goal);
    }
    EXPECT_EQ(generate_scenario(grid, o), s);  // deterministic
  }
}

TEST(ScenarioGenerator, FragmentedOrEmptyMapsAreClearErrors) {
  Grid single(5, 5, kBlocked);
  single.set_weight({2, 2}, 1);
  EXPECT_THROW((void)generate_scenario(single, {}), InputError);
  // Every free cell isolated: no connected pair exists.
  Grid isolated(9, 9, kBlocked);
  for (std::int32_t y = 0; y < 9; y += 2)
    for (std::int32_t x = 0; x < 9; x += 2) isolated.set_weight({x, y}, 1);
  ScenarioOptions four;
  four.rules.connectivity = Connectivity::four;
  EXPECT_THROW((void)generate_scenario(isolated, four), InputError);
}

// Drawing cells of the whole map at random never ended on a large map with two free cells
// (each draw needed about a million tries); pairs now come from the components directly.
TEST(ScenarioGenerator, LargeNearlyFullMapsAreQuick) {
  Grid grid(2000, 2000, kBlocked);
  grid.set_weight({5, 5}, 1);
  grid.set_weight({1700, 1500}, 1);
  try {
    (void)generate_scenario(grid, {});
    ADD_FAILURE() << "two isolated cells gave a query";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("no two traversable cells of the map are connected"), std::string::npos)
        << e.what();
  }
  grid.set_weight({6, 5}, 1);  // now one connected pair, in both orders
  ScenarioOptions o;
  o.queries = 50;
  const Scenario s = generate_scenario(grid, o);
  ASSERT_EQ(s.entries.size(), 50u);
  for (const ScenarioEntry& e : s.entries) {
    EXPECT_TRUE((e.start == Point{5, 5} && e.goal == Point{6, 5}) || (e.start == Point{6, 5} && e.goal == Point{5, 5}));
    EXPECT_DOUBLE_EQ(e.optimal_length, 1.0);
  }
}

// Every ordered pair of distinct connected cells is equally likely, as when pairs of the
// whole map were drawn and the disconnected ones thrown away.
TEST(ScenarioGenerator, ConnectedPairsAreEquallyLikely) {
  // 4-connected: a component of 3 cells (6 ordered pairs) and one of 2 (2 pairs).
  Grid grid(7, 1, kBlocked);
  for (std::int32_t x : {0, 1, 2, 5, 6}) grid.set_weight({x, 0}, 1);
  ScenarioOptions o;
  o.queries = 8000;
  o.rules.connectivity = Connectivity::four;
  std::map<std::pair<std::int32_t, std::int32_t>, int> seen;
  for (const ScenarioEntry& e : generate_scenario(grid, o).entries) ++seen[{e.start.x, e.goal.x}];
  ASSERT_EQ(seen.size(), 8u);
  for (const auto& [pair, count] : seen) EXPECT_NEAR(count, 1000, 150) << pair.first << " -> " << pair.second;
}

TEST(ScenarioGenerator, RandomizeWeightsRejectsBadRanges) {
  Grid grid(4, 4);
  EXPECT_THROW(randomize_weights(grid, 0, 5, 1), InputError);
  EXPECT_THROW(randomize_weights(grid, 9, 5, 1), InputError);
  randomize_weights(grid, 7, 7, 1);
  EXPECT_EQ(grid.min_weight(), 7);
  EXPECT_EQ(grid.max_weight(), 7);
}

}  // namespace
}  // namespace gridnav
