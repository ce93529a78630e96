// Jump point search (algorithm/jps.hpp, registered as `jps`):
//   - the bundled Moving AI scenarios: every query of arena2, a sample of the others;
//   - random maps of awkward widths (1, 63, 64, 65, 130, ...) and densities against the
//     registry's Dijkstra: equal cost, a legal path whose cost is the answer;
//   - hand-made cases: start == goal, no path, one-wide corridors, diagonal gaps, borders;
//   - the bit-packed scans against a cell-by-cell reading;
//   - refusals: terrain weights, unit costs, a grid weighted after construction (the other
//     move rules: jps_rules_test.cpp).
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "lab/scenarios/scenario_runner.hpp"
#include "support/planner_agreement.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::compare_with_dijkstra;
using testing::near_cost;
using testing::random_free_cell;
using testing::random_grid;
using testing::test_seed;

const MoveRules kOctile{};  // 8-connected, no corner cutting, octile: the Moving AI rule
const MoveRules kInteger{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer};

std::unique_ptr<Planner> make(const Grid& grid, const MoveRules& rules, const char* spec) {
  return planners().make(grid, rules, parse_config(spec));
}

TEST(Jps, RandomMapsAgreeWithDijkstra) {
  const std::uint32_t seed = test_seed(20261126);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (const MoveRules& rules : {kOctile, kInteger})
    for (const std::int32_t width : {1, 2, 7, 63, 64, 65, 127, 128, 130})
      for (const double density : {0.0, 0.1, 0.25, 0.35, 0.45}) {
        const std::int32_t height = std::int32_t(1 + rng() % 70);
        const Grid grid = random_grid(rng, width, height, density);
        if (grid.traversable_count() == 0) continue;
        SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(height) + " density " + std::to_string(density));
        wrong += compare_with_dijkstra(grid, rules, rng, 40);
        wrong += compare_with_dijkstra(grid, rules, rng, 20, "jps-plus");
      }
  EXPECT_EQ(wrong, 0);
}

TEST(Jps, RoomsAndCorridorsAgreeWithDijkstra) {
  const std::uint32_t seed = test_seed(7);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (int round = 0; round < 6; ++round) {
    // Walls with one-cell doors and diagonal gaps: the cases where jumps turn.
    const Grid grid = testing::rooms_with_diagonal_gaps(rng, 65 + round * 31, 40, 40);
    wrong += compare_with_dijkstra(grid, round % 2 ? kInteger : kOctile, rng, 60);
    wrong += compare_with_dijkstra(grid, round % 2 ? kInteger : kOctile, rng, 30, "jps-plus");
  }
  EXPECT_EQ(wrong, 0);
}

TEST(Jps, HandMadeCases) {
  // A one-wide corridor along the border that ends in a diagonal gap the rule forbids.
  Grid grid(70, 3);
  for (std::int32_t x = 0; x < 70; ++x) grid.set_blocked({x, 1});
  grid.set_weight({69, 1}, kGround);
  auto jps = make(grid, kOctile, "jps");
  const MoveModel moves(grid, kOctile);

  const SearchResult& same = jps->solve({{3, 0}, {3, 0}});
  ASSERT_EQ(same.status, Status::found);
  EXPECT_EQ(same.cost, 0);
  EXPECT_EQ(same.path, (std::vector<Point>{{3, 0}}));

  const SearchResult& around = jps->solve({{0, 0}, {0, 2}});  // along row 0, down the last column, back
  ASSERT_EQ(around.status, Status::found);
  EXPECT_DOUBLE_EQ(around.cost, 69 + 2 + 69);
  EXPECT_EQ(around.path.size(), std::size_t(69 + 2 + 69 + 1));
  EXPECT_TRUE(near_cost(path_cost(moves, around.path), around.cost));

  grid.set_blocked({69, 1});  // two halves
  const SearchResult& none = jps->solve({{0, 0}, {0, 2}});
  EXPECT_EQ(none.status, Status::no_path);

  // Diagonal gap: (0,0) and (1,1) open, (1,0) and (0,1) blocked: no move between them.
  Grid gap(2, 2);
  gap.set_blocked({1, 0});
  gap.set_blocked({0, 1});
  EXPECT_EQ(make(gap, kOctile, "jps")->solve({{0, 0}, {1, 1}}).status, Status::no_path);

  const SearchResult& blocked = jps->solve({{5, 1}, {0, 0}});
  EXPECT_EQ(blocked.status, Status::invalid_input);
}

TEST(Jps, BitGridHoldsEveryCellInRowsAndColumns) {
  const std::uint32_t seed = test_seed(64);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const std::int32_t width : {1, 2, 61, 62, 63, 64, 65, 126, 127, 200})
    for (const std::int32_t height : {1, 62, 63, 64, 65, 130}) {
      const Grid grid = random_grid(rng, width, height, 0.3);
      JpsBitGrid bits;
      bits.assign(grid);
      const std::int32_t pw = grid.padded_width(), ph = grid.height() + 2;
      for (std::int32_t y = -64; y < ph + 64; ++y)
        for (std::int32_t x = -64; x < pw + 64; ++x) {
          const bool inside = x >= 0 && y >= 0 && x < pw && y < ph;
          const bool open = inside && grid.weight(PaddedId(std::uint32_t(y * pw + x))) != 0;
          if (y >= 0 && y < ph)
            ASSERT_EQ(bits.rows().get(y, x), open) << width << "x" << height << " (" << x << "," << y << ")";
          if (x >= 0 && x < pw)
            ASSERT_EQ(bits.columns().get(x, y), open) << width << "x" << height << " (" << x << "," << y << ")";
        }
    }
}

TEST(Jps, ScansMatchCellByCell) {
  const std::uint32_t seed = test_seed(99);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const std::int32_t width : {1, 62, 63, 64, 65, 129, 200}) {
    const Grid grid = random_grid(rng, width, 5, 0.2);
    JpsBitGrid bits;
    bits.assign(grid);
    const std::int32_t pw = grid.padded_width();
    auto open = [&](std::int32_t x, std::int32_t y) { return grid.weight(PaddedId(std::uint32_t(y * pw + x))) != 0; };
    for (std::int32_t y = 1; y <= grid.height(); ++y)
      for (std::int32_t x = 1; x <= width; ++x) {
        if (!open(x, y)) continue;
        for (const std::int32_t d : {-1, 1}) {  // the same scan written cell by cell, no goal
          std::int32_t expected = 0;
          for (std::int32_t k = 1;; ++k) {
            const std::int32_t c = x + d * k;
            if (!open(c, y)) break;
            if ((open(c, y - 1) && !open(c - d, y - 1)) || (open(c, y + 1) && !open(c - d, y + 1))) {
              expected = k;
              break;
            }
          }
          const std::int32_t got =
              d > 0 ? jps::scan_forward(bits.rows(), y, x, -1) : jps::scan_backward(bits.rows(), y, x, -1);
          ASSERT_EQ(got, expected) << "width " << width << " at (" << x << "," << y << ") direction " << d;
        }
      }
  }
}

TEST(Jps, RefusesWhatItDoesNotSupport) {
  Grid weighted(10, 10);
  weighted.set_weight({3, 3}, 4);
  const auto refusal = [](const Grid& grid, const MoveRules& rules) -> std::string {
    try {
      (void)make(grid, rules, "jps");
    } catch (const InputError& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_NE(refusal(weighted, kOctile).find("uniform costs"), std::string::npos);
  const Grid plain(10, 10);
  EXPECT_NE(refusal(plain, {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::unit}).find("unit"),
            std::string::npos);
  // Weighted after the planner was made: the next query answers invalid_input, not a wrong path.
  Grid later(10, 10);
  auto jps = make(later, kOctile, "jps");
  ASSERT_TRUE(jps->solve({{0, 0}, {9, 9}}).found());
  later.set_weight({5, 5}, 3);
  const SearchResult& r = jps->solve({{0, 0}, {9, 9}});
  EXPECT_EQ(r.status, Status::invalid_input);
  EXPECT_NE(r.message.find("uniform costs"), std::string::npos);
}

TEST(Jps, ReportsJumpPointEventsAndSteps) {
  const Grid grid = [] {
    std::mt19937 rng(5);
    return random_grid(rng, 64, 64, 0.2);
  }();
  auto jps = make(grid, kOctile, "jps");
  EventRecorder events(grid);
  ASSERT_TRUE(jps->attach(&events));
  std::mt19937 rng(test_seed(3));
  const Point from = random_free_cell(rng, grid), to = random_free_cell(rng, grid);
  ASSERT_EQ(jps->start({from, to}), Status::running);
  std::uint64_t steps = 0;
  while (jps->step(1) == Status::running) ++steps;
  const SearchResult& r = jps->finish();
  if (r.found()) {
    EXPECT_EQ(events.count(EventKind::begin), 1u);
    EXPECT_EQ(events.count(EventKind::end), 1u);
    EXPECT_EQ(events.count(EventKind::expand), r.stats.expanded);
    EXPECT_EQ(jps->state(to), CellState::closed);
    EXPECT_TRUE(near_cost(jps->g(to), r.cost));
  }
  EXPECT_GE(steps + 1, r.stats.expanded);
}

// JPS+ reads the jumps the online scans make: for every cell, direction and goal of small
// random grids (borders, widths around 64, diagonal gaps), the table's answer equals the scan's.
TEST(JpsPlus, TableJumpsEqualTheScans) {
  const std::uint32_t seed = test_seed(31);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  std::uint64_t compared = 0;
  for (const std::int32_t width : {1, 3, 20, 63, 64, 65, 70}) {
    const Grid grid = random_grid(rng, width, std::int32_t(2 + rng() % 24), 0.1 + 0.1 * double(rng() % 4));
    JpsBitGrid bits;
    bits.assign(grid);
    jps::JumpTable table;
    table.build(bits, JumpRule::no_corner_cutting, 2);  // both sweeps at once, as on large maps
    for (int g = 0; g < 12; ++g) {
      // Padded goal coordinates, sometimes off the map (no goal on any line).
      const std::int32_t gx = g == 0 ? -1 : std::int32_t(1 + rng() % std::uint32_t(width));
      const std::int32_t gy = g == 0 ? -1 : std::int32_t(1 + rng() % std::uint32_t(grid.height()));
      const jps::Jumper scan(bits, gx, gy);
      const jps::TableJumper read(bits, table, gx, gy);
      for (std::int32_t y = 1; y <= grid.height(); ++y)
        for (std::int32_t x = 1; x <= width; ++x) {
          if (!scan.open(x, y)) continue;
          for (const std::int32_t d : {-1, 1}) {
            ASSERT_EQ(read.horizontal(x, y, d), scan.horizontal(x, y, d)) << x << "," << y << " dx " << d;
            ASSERT_EQ(read.vertical(x, y, d), scan.vertical(x, y, d)) << x << "," << y << " dy " << d;
            for (const std::int32_t e : {-1, 1})
              ASSERT_EQ(read.diagonal(x, y, d, e), scan.diagonal(x, y, d, e))
                  << x << "," << y << " d " << d << "," << e << " goal " << gx << "," << gy;
            compared += 6;
          }
        }
    }
  }
  EXPECT_GT(compared, 20000u);
}

TEST(JpsPlus, SameSearchAsOnlineJps) {
  const std::uint32_t seed = test_seed(32);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = random_grid(rng, 150, 110, 0.3);
  auto online = make(grid, kOctile, "jps");
  auto plus = make(grid, kOctile, "jps-plus");
  EXPECT_GT(plus->info().precompute_bytes, std::size_t(150 * 110 * 16));
  EXPECT_GT(plus->info().precompute_ns, 0);
  testing::expect_same_search(*online, *plus, grid, rng, 300);
}

// Runs longer than the table's 16-bit distances (32,767 cells): a 70,000-wide map and a
// 70,000-tall one, open but for a few walls. The query from (10,1) to (60000,4) got no path
// when the distances wrapped.
TEST(JpsPlus, RunsLongerThanSixteenBitsStayOptimal) {
  const std::uint32_t seed = test_seed(70000);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const bool tall : {false, true}) {
    const auto cell = [tall](std::int32_t along, std::int32_t across) {
      return tall ? Point{across, along} : Point{along, across};
    };
    Grid grid(tall ? 5 : 70000, tall ? 70000 : 5);
    grid.set_blocked(cell(50000, 3));
    for (int i = 0; i < 3; ++i) grid.set_blocked(cell(std::int32_t(rng() % 70000), std::int32_t(rng() % 5)));
    const Point from = cell(10, 1), to = cell(60000, 4);
    if (grid.passable(from) && grid.passable(to)) {
      auto plus = make(grid, kOctile, "jps-plus");
      auto dijkstra = make(grid, kOctile, "dijkstra");
      const SearchResult expected = dijkstra->solve({from, to});
      const SearchResult& got = plus->solve({from, to});
      ASSERT_EQ(got.status, expected.status) << (tall ? "tall" : "wide");
      EXPECT_TRUE(near_cost(got.cost, expected.cost)) << got.cost << " vs " << expected.cost;
    }
    EXPECT_EQ(compare_with_dijkstra(grid, kOctile, rng, 16, "jps-plus"), 0) << (tall ? "tall" : "wide");
    EXPECT_EQ(compare_with_dijkstra(grid, kInteger, rng, 8, "jps-plus"), 0) << (tall ? "tall" : "wide");
  }
}

/// Every query of arena2, every 13th of the other bundled scenario files, with both prunings.
TEST(Jps, BundledScenariosAreOptimal) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai"))
    if (entry.path().extension() == ".scen") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::size_t checked = 0;
  for (const auto& file : files) {
    const std::size_t every = file.filename() == "arena2.map.scen" ? 1 : 13;
    for (const ScenarioMap& m : load_scenario_maps(file)) {
      for (const char* spec : {"jps", "jps-plus", "jps:pruning=strong", "jps-plus:pruning=strong"}) {
        auto jps = make(m.grid, kOctile, spec);
        const MoveModel moves(m.grid, kOctile);
        for (std::size_t i = 0; i < m.entries.size(); i += every, ++checked) {
          const QueryOutcome o = run_query(*jps, moves, m.entries[i]);
          EXPECT_TRUE(o.optimal) << spec << " " << file.filename() << ":" << m.entries[i].line << " expected "
                                 << m.entries[i].optimal_length << " got " << o.cost << " (" << to_string(o.status)
                                 << ")";
        }
      }
    }
  }
  EXPECT_GT(checked, 1000u);
}

}  // namespace
}  // namespace gridnav
