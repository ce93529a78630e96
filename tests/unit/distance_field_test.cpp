// Distance fields (search/distance_field.hpp) against the reference Dijkstra on random
// weighted grids under every move rule, and batches (api/batch.hpp) against one-by-one
// searches at every thread count.
#include <gtest/gtest.h>

#include <cmath>

#include "gridnav/api/batch.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/distance_field.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

const std::vector<MoveRules> kAllRules{
    {},
    {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile},
    {Connectivity::eight, DiagonalRule::always, CostProfileKind::integer},
    {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit},
    {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::unit},
};

bool same(Cost a, Cost b) { return (std::isinf(a) && std::isinf(b)) || std::abs(a - b) <= 1e-9 * std::max(1.0, b); }

TEST(DistanceField, EqualsTheCheapestWalkToTheNearestSource) {
  const std::uint32_t seed = testing::test_seed(2026);
  SCOPED_TRACE("seed " + std::to_string(seed) + " (GRIDNAV_TEST_SEED replays it)");
  std::mt19937 rng(seed);
  for (int round = 0; round < 10; ++round) {
    const Grid grid = testing::random_grid(rng, 20 + int(rng() % 30), 15 + int(rng() % 30), 0.25, round % 2 ? 9 : 1);
    const MoveRules rules = kAllRules[std::size_t(round) % kAllRules.size()];
    std::vector<Point> sources;
    for (unsigned i = 0; i <= rng() % 3; ++i) sources.push_back(testing::random_free_cell(rng, grid));
    const Cost cap = round % 3 == 2 ? 25.0 : std::numeric_limits<Cost>::infinity();
    DistanceField field(grid, rules);
    field.compute(sources, cap);
    const MoveModel moves(grid, rules);
    std::vector<Cost> copy(grid.cell_count());
    field.copy_to(copy);
    std::uint64_t finite = 0;
    for (std::int32_t y = 0; y < grid.height(); ++y)
      for (std::int32_t x = 0; x < grid.width(); ++x) {
        const Point p{x, y};
        Cost expected = kInfiniteCost;
        if (grid.passable(p)) {
          const std::vector<Cost> from_p = testing::reference_distances(moves, p);  // walking p -> source
          for (const Point s : sources) expected = std::min(expected, from_p[raw(grid.cell_id(s))]);
        }
        if (expected > cap) expected = kInfiniteCost;
        ASSERT_TRUE(same(field.at(p), expected))
            << "round " << round << " cell " << to_string(p) << ": " << field.at(p) << " vs " << expected;
        if (!std::isfinite(expected)) continue;
        ++finite;
        // Downhill to a source, by legal moves, for exactly the field's cost.
        const std::vector<Point> way = field.descend(p);
        ASSERT_FALSE(way.empty());
        Cost walked = 0;
        for (std::size_t i = 1; i < way.size(); ++i) {
          const auto step = moves.move_cost(way[i - 1], way[i]);
          ASSERT_TRUE(step.has_value()) << to_string(way[i - 1]) << " -> " << to_string(way[i]);
          walked += *step;
        }
        ASSERT_NE(std::find(sources.begin(), sources.end(), way.back()), sources.end());
        ASSERT_TRUE(same(walked, expected));
        ASSERT_EQ(descend(moves, copy, p), way);  // the same walk on the field copied out
      }
    EXPECT_EQ(field.settled(), finite);
  }
}

TEST(DistanceField, RefusesBadSourcesAndCaps) {
  Grid grid(5, 4);
  grid.set_blocked({2, 2});
  DistanceField field(grid);
  const std::vector<Point> outside{{5, 0}}, blocked{{2, 2}}, none{}, fine{{0, 0}};
  EXPECT_THROW(field.compute(outside), InputError);
  EXPECT_THROW(field.compute(blocked), InputError);
  EXPECT_THROW(field.compute(none), InputError);
  EXPECT_THROW(field.compute(fine, std::nan("")), InputError);
  EXPECT_THROW(field.compute(fine, -1.0), InputError);
  EXPECT_THROW((void)field.at({9, 9}), InputError);
  field.compute(fine, 0.0);
  EXPECT_EQ(field.at({0, 0}), 0.0);
  EXPECT_TRUE(std::isinf(field.at({1, 0})));
  EXPECT_TRUE(field.descend({1, 0}).empty());
  EXPECT_EQ(field.descend({0, 0}), (std::vector<Point>{{0, 0}}));
}

void check_batch(const char* spec, const Grid& grid, std::mt19937& rng);

TEST(Batch, EqualsOneByOneAtEveryThreadCount) {
  const std::uint32_t seed = testing::test_seed(77);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid weighted = testing::random_grid(rng, 90, 70, 0.3, 5), flat = testing::random_grid(rng, 90, 70, 0.3, 1);
  for (const auto& [spec, grid] : {std::pair{"astar", &weighted}, std::pair{"dijkstra", &weighted},
                                   std::pair{"jps", &flat}, std::pair{"ida", &flat}})
    check_batch(spec, *grid, rng);
  EXPECT_THROW((void)run_batch(flat, {}, parse_config("nope"), std::vector<Query>{}), InputError);
}

void check_batch(const char* spec, const Grid& grid, std::mt19937& rng) {
  SCOPED_TRACE(spec);
  std::vector<Query> queries;
  for (int i = 0; i < 300; ++i)
    queries.push_back({testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)});
  queries.push_back({{-1, 0}, {1, 1}});                                         // invalid
  queries.push_back({testing::random_free_cell(rng, grid), queries[0].start});  // a path back
  const MoveRules rules{};
  auto single = planners().make(grid, rules, parse_config(spec));
  for (const unsigned threads : {1u, 2u, 4u, 8u}) {
    SCOPED_TRACE(std::to_string(threads) + " threads");
    const BatchResult r = run_batch(grid, rules, parse_config(spec), queries, {.threads = threads, .paths = true});
    ASSERT_EQ(r.answers.size(), queries.size());
    ASSERT_EQ(r.threads, threads);
    for (std::size_t i = 0; i < queries.size(); ++i) {
      const SearchResult& one = single->solve(queries[i]);
      ASSERT_EQ(r.answers[i].status, one.status) << i;
      ASSERT_TRUE(same(r.answers[i].cost, one.cost)) << i;
      ASSERT_EQ(r.answers[i].path, one.path) << i;
    }
  }
}

}  // namespace
}  // namespace gridnav
