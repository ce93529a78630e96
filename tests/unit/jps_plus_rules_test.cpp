// JPS+ and goal-bounded JPS+ under the move rules beyond the Moving AI one (algorithm/jps_table.hpp,
// src/search/jps_table_build.cpp): 8-connected with corner cutting, with diagonals always, and 4-connected.
//   - the table's jumps equal the online jumper's for every cell, direction and goal of
//     random grids (borders, widths around 64);
//   - jps-plus makes the very search of online jps (expansions, generations, paths), under
//     both prunings;
//   - jps-plus and jps-plus-gb against the registry's Dijkstra on random maps and rooms;
//   - goal bounding prunes: fewer expansions than jps-plus;
//   - table files carry their rule: a table of another rule or of the older format is refused.
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "support/planner_agreement.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::compare_with_dijkstra;
using testing::describe;
using testing::random_free_cell;
using testing::random_grid;
using testing::test_seed;

const MoveRules kCutting{Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile};
const MoveRules kAlways{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};
const MoveRules kFour{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
const MoveRules kFourUnit{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
const MoveRules kOtherRules[] = {kCutting, kAlways, kFour, kFourUnit};

std::unique_ptr<Planner> make(const Grid& grid, const MoveRules& rules, const std::string& spec) {
  return planners().make(grid, rules, parse_config(spec));
}

void expect_same_table(const jps::JumpTable& a, const jps::JumpTable& b, const Grid& grid) {
  for (std::int32_t y = 0; y < grid.height() + 2; ++y)
    for (std::int32_t x = 0; x < grid.width() + 2; ++x)
      for (std::uint8_t s = 0; s < 8; ++s)
        ASSERT_EQ(a.get(x, y, jps::Slot(s)), b.get(x, y, jps::Slot(s))) << x << "," << y << " slot " << int(s);
}

// The two sweeps on two threads and on one give the same table, on maps large enough that the
// default would share them, under every rule.
TEST(JpsPlusRules, TableBuiltOnTwoThreadsEqualsOneThread) {
  const std::uint32_t seed = test_seed(43);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const JumpRule rule :
       {JumpRule::no_corner_cutting, JumpRule::corner_cutting, JumpRule::always, JumpRule::four}) {
    const Grid grid = random_grid(rng, 300 + std::int32_t(rng() % 70), 230, 0.1 + 0.1 * double(rng() % 4));
    JpsBitGrid bits;
    bits.assign(grid);
    jps::JumpTable shared, alone;
    shared.build(bits, rule, 0);
    alone.build(bits, rule, 1);
    SCOPED_TRACE("rule " + std::to_string(int(rule)));
    expect_same_table(shared, alone, grid);
  }
}

// For every open cell, direction and goal (sometimes off the map), the table's jump equals the
// scan's; the table built on two threads (and checked equal to one built on one).
template <JumpRule R, class Online>
std::uint64_t compare_jumps(std::mt19937& rng) {
  std::uint64_t compared = 0;
  for (const std::int32_t width : {1, 3, 20, 63, 64, 65, 70}) {
    const Grid grid = random_grid(rng, width, std::int32_t(2 + rng() % 24), 0.1 + 0.1 * double(rng() % 4));
    SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(grid.height()));
    JpsBitGrid bits;
    bits.assign(grid);
    jps::JumpTable table, alone;
    table.build(bits, R, 2);
    alone.build(bits, R, 1);
    expect_same_table(table, alone, grid);
    for (int g = 0; g < 12; ++g) {
      const std::int32_t gx = g == 0 ? -1 : std::int32_t(1 + rng() % std::uint32_t(width));
      const std::int32_t gy = g == 0 ? -1 : std::int32_t(1 + rng() % std::uint32_t(grid.height()));
      const Online scan(bits, gx, gy);
      const jps::BasicTableJumper<R> read(bits, table, gx, gy);
      for (std::int32_t y = 1; y <= grid.height(); ++y)
        for (std::int32_t x = 1; x <= width; ++x) {
          if (!scan.open(x, y)) continue;
          for (const std::int32_t d : {-1, 1}) {
            EXPECT_EQ(read.horizontal(x, y, d), scan.horizontal(x, y, d)) << x << "," << y << " dx " << d;
            EXPECT_EQ(read.vertical(x, y, d), scan.vertical(x, y, d))
                << x << "," << y << " dy " << d << " goal " << gx << "," << gy;
            compared += 2;
            if constexpr (R != JumpRule::four)
              for (const std::int32_t e : {-1, 1}) {
                EXPECT_EQ(read.diagonal(x, y, d, e), scan.diagonal(x, y, d, e))
                    << x << "," << y << " d " << d << "," << e << " goal " << gx << "," << gy;
                ++compared;
              }
          }
          if (::testing::Test::HasFailure()) return compared;
        }
    }
  }
  return compared;
}

TEST(JpsPlusRules, TableJumpsEqualTheScans) {
  const std::uint32_t seed = test_seed(41);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  EXPECT_GT((compare_jumps<JumpRule::corner_cutting, jps::CuttingJumper<false>>(rng)), 10000u);
  EXPECT_GT((compare_jumps<JumpRule::always, jps::CuttingJumper<true>>(rng)), 10000u);
  EXPECT_GT((compare_jumps<JumpRule::four, jps::FourJumper>(rng)), 5000u);
}

TEST(JpsPlusRules, SameSearchAsOnlineJps) {
  const std::uint32_t seed = test_seed(42);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const MoveRules& rules : kOtherRules)
    for (const std::string pruning : {"basic", "strong"}) {
      SCOPED_TRACE(describe(rules) + ", pruning " + pruning);
      const Grid grid = random_grid(rng, 150, 110, 0.3);
      auto online = make(grid, rules, "jps:pruning=" + pruning);
      auto plus = make(grid, rules, "jps-plus:pruning=" + pruning);
      EXPECT_GT(plus->info().precompute_bytes, std::size_t(150 * 110 * 16));
      testing::expect_same_search(*online, *plus, grid, rng, 200);
    }
}

TEST(JpsPlusRules, RandomMapsAgreeWithDijkstra) {
  const std::uint32_t seed = test_seed(43);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (const MoveRules& rules : kOtherRules) {
    SCOPED_TRACE(describe(rules));
    for (const std::int32_t width : {1, 2, 7, 63, 64, 65, 130})
      for (const double density : {0.0, 0.15, 0.3, 0.45}) {
        const std::int32_t height = std::int32_t(1 + rng() % 40);
        const Grid grid = random_grid(rng, width, height, density);
        if (grid.traversable_count() == 0) continue;
        SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height) + " density " + std::to_string(density));
        for (const char* spec : {"jps-plus", "jps-plus:pruning=strong"})
          wrong += compare_with_dijkstra(grid, rules, rng, 20, spec);
        if (grid.cell_count() <= 1600)  // goal bounds take a Dijkstra search per cell: one build a map
          wrong +=
              compare_with_dijkstra(grid, rules, rng, 30, rng() % 2 ? "jps-plus-gb" : "jps-plus-gb:pruning=strong");
      }
  }
  EXPECT_EQ(wrong, 0);
}

// Rooms with one-cell doors and blocked cells touching at a corner: where the rules differ.
TEST(JpsPlusRules, RoomsAgreeWithDijkstraAndBoundsPrune) {
  const std::uint32_t seed = test_seed(44);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (const MoveRules& rules : kOtherRules) {
    SCOPED_TRACE(describe(rules));
    const Grid grid = testing::rooms_with_diagonal_gaps(rng, 45, 41, 40);
    wrong += compare_with_dijkstra(grid, rules, rng, 60, "jps-plus");
    wrong += compare_with_dijkstra(grid, rules, rng, 60, "jps-plus-gb");
    // Goal bounding leaves out jumps: fewer expansions than JPS+ on the same queries.
    auto plus = make(grid, rules, "jps-plus");
    auto bounded = make(grid, rules, "jps-plus-gb");
    std::uint64_t expanded[2] = {0, 0};
    for (int q = 0; q < 100; ++q) {
      const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
      expanded[0] += plus->solve(query).stats.expanded;
      expanded[1] += bounded->solve(query).stats.expanded;
    }
    EXPECT_LT(expanded[1], expanded[0]);
  }
  EXPECT_EQ(wrong, 0);
}

TEST(JpsPlusRules, TableFilesCarryTheirRule) {
  std::mt19937 rng(test_seed(45));
  const Grid grid = random_grid(rng, 40, 30, 0.2);
  const auto dir = std::filesystem::temp_directory_path() / ("gridnav-jps-rules-" + std::to_string(rng()));
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "table.bin").string();
  // Saved by the planner under corner cutting, read back by another under the same rules.
  (void)make(grid, kCutting, "jps-plus:table-file=" + file);
  ASSERT_TRUE(std::filesystem::exists(file));
  const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
  EXPECT_EQ(make(grid, kCutting, "jps-plus:table-file=" + file)->solve(query).cost,
            make(grid, kCutting, "jps")->solve(query).cost);
  // Another rule's planner refuses it, naming both rules.
  std::string message;
  try {
    (void)make(grid, kFour, "jps-plus:table-file=" + file);
  } catch (const InputError& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("corner cutting"), std::string::npos) << message;
  EXPECT_NE(message.find("4-connected"), std::string::npos) << message;
  EXPECT_THROW((void)jps::JumpTable::load(file, grid, JumpRule::no_corner_cutting), InputError);
  EXPECT_EQ(jps::JumpTable::load(file, grid, JumpRule::corner_cutting).rule(), JumpRule::corner_cutting);
  // A table of the first format (no rule field) is refused with a word on what to do.
  std::ofstream(file, std::ios::binary | std::ios::trunc) << "GNJPST1\n" << std::string(64, '\0');
  message.clear();
  try {
    (void)jps::JumpTable::load(file, grid);
  } catch (const ParseError& e) {
    message = e.what();
  }
  EXPECT_NE(message.find("older format"), std::string::npos) << message;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace gridnav
