// Anya on the bundled Moving AI maps (seed logged; GRIDNAV_TEST_SEED replays one):
// - on random windows of every map, equal to the visibility graph's exact length on random
//   queries, its path valid;
// - on whole maps, for a sample of every scenario file's queries: a valid path, no longer
//   than the file's optimal grid length (a grid path between the same corners is an
//   any-angle path) and no longer than Theta*'s, no shorter than the straight line.
#include <gtest/gtest.h>

#include <array>
#include <random>
#include <string>

#include "gridnav/anyangle/anya.hpp"
#include "gridnav/anyangle/theta_star.hpp"
#include "gridnav/anyangle/visibility_graph.hpp"
#include "gridnav/io/map_loader.hpp"
#include "gridnav/io/scenario.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav::anyangle {
namespace {

constexpr std::array kBundledMaps{"32room_000", "AR0011SR",    "arena2",       "brc202d", "den520d",
                                  "lak303d",    "maze512-1-0", "maze512-32-0", "ost003d", "random512-10-0"};

std::string bundled(const std::string& name) { return std::string(GRIDNAV_DATA_DIR) + "/movingai/" + name + ".map"; }

/// The cells of `map` in the side x side window at `at` (clipped to the map).
Grid window(const Grid& map, Point at, std::int32_t side) {
  const std::int32_t w = std::min(side, map.width() - at.x), h = std::min(side, map.height() - at.y);
  Grid out(w, h);
  for (std::int32_t y = 0; y < h; ++y)
    for (std::int32_t x = 0; x < w; ++x)
      if (!map.passable({at.x + x, at.y + y})) out.set_blocked({x, y});
  return out;
}

TEST(AnyaBundled, WindowsOfEveryMapEqualTheVisibilityGraph) {
  const std::uint32_t seed = testing::test_seed(520);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int windows = 0, found = 0;
  for (const char* name : kBundledMaps) {
    SCOPED_TRACE(name);
    const Grid map = load_map(bundled(name)).grid;
    for (int k = 0; k < 6; ++k) {
      const std::int32_t side = 24 + std::int32_t(rng() % 40);
      const Point at{std::int32_t(rng() % std::uint32_t(std::max(1, map.width() - side))),
                     std::int32_t(rng() % std::uint32_t(std::max(1, map.height() - side)))};
      const Grid grid = window(map, at, side);
      if (grid.traversable_count() < 2) continue;
      SCOPED_TRACE("window at (" + std::to_string(at.x) + "," + std::to_string(at.y) + "), side " +
                   std::to_string(side));
      ++windows;
      const VisibilityGraph vg(grid);
      Anya anya(grid);
      for (int q = 0; q < 25; ++q) {
        const Query query{testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)};
        SCOPED_TRACE("query (" + std::to_string(query.start.x) + "," + std::to_string(query.start.y) + ") to (" +
                     std::to_string(query.goal.x) + "," + std::to_string(query.goal.y) + ")");
        const SearchResult best = vg.shortest(query);
        const SearchResult& r = anya.solve(query);
        ASSERT_EQ(r.status, best.status);
        if (!r.found()) continue;
        ++found;
        EXPECT_NEAR(r.cost, best.cost, 1e-9);
        EXPECT_EQ(check_path(grid, r.path, query.start, query.goal), "");
        EXPECT_NEAR(r.cost, path_length(r.path), 1e-9);
      }
      if (::testing::Test::HasFailure()) return;
    }
  }
  EXPECT_GE(windows, 50);
  EXPECT_GT(found, windows * 10);
}

TEST(AnyaBundled, ScenarioSamplesOnWholeMapsAreValidAndBoundedByGridPathsAndThetaStar) {
  for (const char* name : kBundledMaps) {
    SCOPED_TRACE(name);
    const Grid grid = load_map(bundled(name)).grid;
    const Scenario scen = read_scenario(bundled(name) + ".scen");
    Anya anya(grid);
    ThetaStar theta(grid, false);
    int sampled = 0, shorter = 0;
    const std::size_t step = std::max<std::size_t>(1, scen.entries.size() / 12);
    for (std::size_t i = 0; i < scen.entries.size(); i += step) {
      const ScenarioEntry& e = scen.entries[i];
      SCOPED_TRACE("scenario line " + std::to_string(e.line));
      const Query query{e.start, e.goal};
      const SearchResult& r = anya.solve(query);
      ASSERT_EQ(r.status, Status::found);
      ++sampled;
      EXPECT_EQ(check_path(grid, r.path, e.start, e.goal), "");
      EXPECT_NEAR(r.cost, path_length(r.path), 1e-9);
      EXPECT_LE(r.cost, e.optimal_length + length_tolerance(e));
      EXPECT_GE(r.cost, distance(e.start, e.goal) - 1e-9);
      const SearchResult& t = theta.solve(query);
      ASSERT_EQ(t.status, Status::found);
      EXPECT_LE(r.cost, t.cost + 1e-9);
      shorter += r.cost < e.optimal_length - 1e-6;
    }
    EXPECT_GE(sampled, 10);
    EXPECT_GT(shorter, 0) << "any-angle paths beat grid paths on some queries";
  }
}

}  // namespace
}  // namespace gridnav::anyangle
