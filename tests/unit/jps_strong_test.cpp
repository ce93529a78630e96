// Strong pruning (JPS2, `pruning=strong`, algorithm/jps_pruning.hpp) for every jump point
// planner and move rule:
//   - random maps of awkward widths and densities against the registry's Dijkstra: equal
//     cost, a legal path (its bent jumps walked cell by cell) whose cost is the answer;
//   - on arena2, the same costs as the basic pruning with fewer expansions and generations.
// (Every bundled scenario under strong pruning: Jps.BundledScenariosAreOptimal.)
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "gridnav/api/registry.hpp"
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

const MoveRules kMovingAi{};
const MoveRules kEveryRule[] = {
    kMovingAi,
    {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer},
    {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile},
    {Connectivity::eight, DiagonalRule::always, CostProfileKind::integer},
    {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
};

TEST(JpsStrong, RandomMapsAgreeWithDijkstra) {
  const std::uint32_t seed = test_seed(20261128);
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
        wrong += compare_with_dijkstra(grid, rules, rng, 30, "jps:pruning=strong");
        wrong += compare_with_dijkstra(grid, rules, rng, 15, "jps-plus:pruning=strong");
        if (grid.cell_count() <= 1000)  // goal bounds take a Dijkstra search per cell
          wrong += compare_with_dijkstra(grid, rules, rng, 15, "jps-plus-gb:pruning=strong");
      }
  }
  EXPECT_EQ(wrong, 0);
}

TEST(JpsStrong, SameCostsWithFewerNodesOnArena2) {
  std::mt19937 rng(test_seed(23));
  const Grid grid = read_movingai_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map");
  for (const MoveRules& rules : kEveryRule) {
    SCOPED_TRACE(describe(rules));
    auto basic = planners().make(grid, rules, parse_config("jps"));
    auto strong = planners().make(grid, rules, parse_config("jps:pruning=strong"));
    std::uint64_t expanded[2] = {0, 0}, generated[2] = {0, 0};
    for (int q = 0; q < 60; ++q) {
      const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
      const SearchResult& b = basic->solve({from, to});
      const Status status = b.status;
      const Cost cost = b.cost;
      expanded[0] += b.stats.expanded;
      generated[0] += b.stats.generated;
      const SearchResult& s = strong->solve({from, to});
      ASSERT_EQ(s.status, status);
      if (s.found()) {
        EXPECT_TRUE(near_cost(s.cost, cost)) << to_string(from) << " -> " << to_string(to);
      }
      expanded[1] += s.stats.expanded;
      generated[1] += s.stats.generated;
    }
    EXPECT_LT(expanded[1], expanded[0]);
    EXPECT_LT(generated[1], generated[0]);
  }
}

}  // namespace
}  // namespace gridnav
