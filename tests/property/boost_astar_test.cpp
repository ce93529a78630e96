// boost-astar (Boost.Graph's astar_search behind the Planner facade) against the
// independent reference Dijkstra on random maps: 4- and 8-connected, every diagonal
// rule, every cost profile, plain and weighted terrain, with unreachable goals. Also
// checks that one planner answers many queries in a row (its per-query reset).
#include <gtest/gtest.h>

#include <random>

#include "frontend/catalogs.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::random_free_cell;
using testing::random_grid;
using testing::reference_distances;

struct Case {
  Connectivity connect;
  DiagonalRule diagonal;
  CostProfileKind costs;
  Weight max_weight;
};

class BoostAStarAgainstReference : public ::testing::TestWithParam<Case> {};

TEST_P(BoostAStarAgainstReference, CostsMatchOnRandomMaps) {
  const Case c = GetParam();
  const std::uint32_t seed = testing::test_seed(20240603);
  SCOPED_TRACE("GRIDNAV_TEST_SEED=" + std::to_string(seed));
  std::mt19937 rng(seed);
  MoveRules rules;
  rules.connectivity = c.connect;
  rules.diagonal = c.diagonal;
  rules.costs = c.costs;
  int found = 0, unreachable = 0;
  for (int map = 0; map < 12; ++map) {
    const auto width = std::int32_t(8 + rng() % 40), height = std::int32_t(8 + rng() % 40);
    const Grid grid = random_grid(rng, width, height, 0.1 + 0.05 * (map % 6), c.max_weight);
    if (grid.traversable_count() == 0) continue;
    const MoveModel moves(grid, rules);
    auto planner = frontend::planners().make(grid, rules, parse_config("boost-astar"));
    ASSERT_TRUE(planner->info().optimal);
    for (int q = 0; q < 15; ++q) {
      const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
      SCOPED_TRACE("map " + std::to_string(map) + " query " + std::to_string(q));
      const Cost expected = reference_distances(moves, from)[raw(grid.cell_id(to))];
      const SearchResult& r = planner->solve({from, to});
      if (expected == kInfiniteCost) {
        EXPECT_EQ(r.status, Status::no_path);
        ++unreachable;
        continue;
      }
      ASSERT_EQ(r.status, Status::found);
      EXPECT_NEAR(r.cost, expected, 1e-9 * (1 + expected));
      ASSERT_FALSE(r.path.empty());
      EXPECT_EQ(r.path.front(), from);
      EXPECT_EQ(r.path.back(), to);
      EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9 * (1 + r.cost));
      EXPECT_GE(r.stats.expanded, 1u);
      ++found;
    }
  }
  EXPECT_GT(found, 50);
  (void)unreachable;
}

std::vector<Case> cases() {
  std::vector<Case> all;
  for (const CostProfileKind costs : {CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit})
    for (const Weight w : {Weight(1), Weight(9)}) {
      all.push_back({Connectivity::four, DiagonalRule::no_corner_cutting, costs, w});
      for (const DiagonalRule d : {DiagonalRule::no_corner_cutting, DiagonalRule::corner_cutting, DiagonalRule::always})
        all.push_back({Connectivity::eight, d, costs, w});
    }
  return all;
}

std::string case_name(const ::testing::TestParamInfo<Case>& param) {
  const Case& c = param.param;
  std::string name = c.connect == Connectivity::four ? "connect4" : "connect8_";
  if (c.connect == Connectivity::eight) name.append(to_string(c.diagonal));
  name.append("_").append(to_string(c.costs)).append(c.max_weight > 1 ? "_weighted" : "_plain");
  for (char& ch : name)
    if (ch == '-') ch = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Rules, BoostAStarAgainstReference, ::testing::ValuesIn(cases()), case_name);

TEST(BoostAStar, InvalidQueriesAndLimits) {
  Grid grid(10, 10);
  grid.set_blocked({5, 2});  // off the diagonal (0,0)-(9,9), whose cost stays 9 sqrt 2
  auto planner = frontend::planners().make(grid, MoveRules{}, parse_config("boost-astar"));
  EXPECT_EQ(planner->solve({{0, 0}, {5, 2}}).status, Status::invalid_input);
  EXPECT_EQ(planner->solve({{0, 0}, {10, 0}}).status, Status::invalid_input);
  const SearchResult& same = planner->solve({{3, 3}, {3, 3}});
  EXPECT_EQ(same.status, Status::found);
  EXPECT_EQ(same.cost, 0);
  Limits limits;
  limits.max_expansions = 3;
  EXPECT_EQ(planner->solve({{0, 0}, {9, 9}}, limits).status, Status::budget_exhausted);
  // After a stopped search the next one starts clean.
  const SearchResult& r = planner->solve({{0, 0}, {9, 9}});
  EXPECT_EQ(r.status, Status::found);
  EXPECT_NEAR(r.cost, 9 * kSqrt2, 1e-12);
  // Inspection after the search: the start is closed, the goal has its g, unseen cells stay unseen.
  EXPECT_EQ(planner->state({0, 0}), CellState::closed);
  EXPECT_NEAR(planner->g({9, 9}), 9 * kSqrt2, 1e-12);
  EXPECT_EQ(planner->parent({0, 0}), std::nullopt);
  EXPECT_EQ(planner->parent({1, 1}), (Point{0, 0}));
  EXPECT_EQ(planner->state({0, 9}), CellState::unseen);
}

}  // namespace
}  // namespace gridnav
