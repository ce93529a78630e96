// Landmark tables and the ALT / ALTBest heuristics: admissible everywhere, A* with
// them optimal on random maps, "no path" known without search, save/load.
#include <gtest/gtest.h>

#include <unistd.h>
#include <cstdio>
#include <filesystem>
#include <random>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/io/generators.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::describe;
using testing::random_free_cell;
using testing::random_grid;
using testing::reference_distances;
using testing::test_seed;

std::vector<MoveRules> rule_sets() {
  return {{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer},
          {Connectivity::eight, DiagonalRule::always, CostProfileKind::integer},
          {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
          {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::integer}};
}

// The table's distances are Dijkstra's, in both directions, on uniform and weighted maps.
TEST(LandmarkTable, DistancesMatchTheReference) {
  const std::uint32_t seed = test_seed(4401);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const MoveRules& rules : rule_sets())
    for (Weight w : {Weight(1), Weight(9)}) {
      SCOPED_TRACE(describe(rules) + ", max weight " + std::to_string(w));
      const Grid grid = random_grid(rng, 23, 17, 0.25, w);
      const MoveModel moves(grid, rules);
      const LandmarkTable t = LandmarkTable::build(grid, rules, {4, LandmarkSelection::random, seed});
      ASSERT_EQ(t.count(), 4u);
      EXPECT_EQ(t.symmetric(), w == 1);
      for (std::uint32_t i = 0; i < t.count(); ++i) {
        const std::vector<Cost> from = reference_distances(moves, t.landmark(i));
        for (std::int32_t y = 0; y < grid.height(); ++y)
          for (std::int32_t x = 0; x < grid.width(); ++x) {
            const Cost expected = from[raw(grid.cell_id({x, y}))];
            const Cost got = t.from(i)[raw(grid.pad({x, y}))];
            if (expected == kInfiniteCost) {
              EXPECT_EQ(got, kInfiniteCost);
            } else {
              EXPECT_NEAR(got, expected, 1e-5 * (1 + expected));
              // d(cell, L) against a Dijkstra from the cell.
              if ((x + y) % 7 == 0) {
                const Cost back = testing::reference_cost(moves, {x, y}, t.landmark(i));
                EXPECT_NEAR(t.to(i)[raw(grid.pad({x, y}))], back, 1e-5 * (1 + back));
              }
            }
          }
      }
    }
}

// h(n) <= d(n, goal) for every cell and goal tried: ALT and ALTBest never overestimate.
TEST(LandmarkHeuristics, AreAdmissible) {
  const std::uint32_t seed = test_seed(4402);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const MoveRules& rules : rule_sets())
    for (Weight w : {Weight(1), Weight(9)})
      for (auto selection : {LandmarkSelection::random, LandmarkSelection::farthest}) {
        SCOPED_TRACE(describe(rules) + ", max weight " + std::to_string(w) + ", " + std::string(to_string(selection)));
        const Grid grid = random_grid(rng, 20, 20, 0.2, w);
        const MoveModel moves(grid, rules);
        auto table = std::make_shared<const LandmarkTable>(LandmarkTable::build(grid, rules, {6, selection, seed}));
        AltHeuristic<> alt(grid, moves);
        AltBestHeuristic<> best(grid, moves);
        alt.bind(table);
        best.bind(table);
        for (int q = 0; q < 4; ++q) {
          const Point goal = random_free_cell(rng, grid);
          const Point root = random_free_cell(rng, grid);
          // d(n, goal) for every n: a reverse sweep from the goal.
          const std::vector<double> to_goal = dijkstra_sweep(moves, grid.pad(goal), true);
          alt.set_goal(goal);
          best.set_goal(goal);
          (void)best(grid.pad(root));  // the root picks ALTBest's landmark
          for (std::int32_t y = 0; y < grid.height(); ++y)
            for (std::int32_t x = 0; x < grid.width(); ++x) {
              if (!grid.passable({x, y})) continue;
              const double d = to_goal[raw(grid.pad({x, y}))];
              if (d == kInfiniteCost) continue;
              EXPECT_LE(alt(grid.pad({x, y})), d + 1e-9 * (1 + d)) << x << "," << y;
              EXPECT_LE(best(grid.pad({x, y})), d + 1e-9 * (1 + d)) << x << "," << y;
              EXPECT_LE(best(grid.pad({x, y})), alt(grid.pad({x, y})) + 1e-12);
            }
        }
      }
}

// A* with ALT / ALTBest through the registry returns Dijkstra's cost on Cazenave-style
// wall maps of the three densities (scaled to 40 x 40), tiles and octiles.
TEST(LandmarkHeuristics, AStarWithLandmarksIsOptimalOnWallMaps) {
  const std::uint32_t seed = test_seed(4403);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int checked = 0;
  for (const MoveRules& rules : rule_sets())
    for (std::int32_t walls : {12, 24, 36})
      for (int map = 0; map < 12; ++map) {
        SCOPED_TRACE(describe(rules) + ", walls " + std::to_string(walls) + ", map " + std::to_string(map));
        const Grid grid = generate_cazenave_wall_map({40, 40, walls, 5, rng()}).grid;
        const MoveModel moves(grid, rules);
        for (const char* spec :
             {"astar:heuristic=alt,landmarks=5", "astar:heuristic=altbest,landmarks=10",
              "astar:heuristic=altbest,landmarks=4,landmark-select=farthest", "astar:heuristic=altbest,open=stdpq",
              "astar:heuristic=alt,open=binary,duplicates=open",
              "astar:heuristic=altbest,open=buckets,duplicates=open"}) {
          SCOPED_TRACE(spec);
          auto planner = planners().make(grid, rules, parse_config(spec));
          EXPECT_TRUE(planner->info().optimal);
          EXPECT_GT(planner->info().precompute_bytes, 0u);
          for (int q = 0; q < 3; ++q, ++checked) {
            const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
            const Cost expected = testing::reference_cost(moves, query.start, query.goal);
            const SearchResult& r = planner->solve(query);
            if (expected == kInfiniteCost) {
              EXPECT_EQ(r.status, Status::no_path);
              EXPECT_EQ(r.stats.expanded, 0u) << "no path must be known without search";
              continue;
            }
            ASSERT_TRUE(r.found());
            EXPECT_NEAR(r.cost, expected, 1e-9 * expected);
            EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9 * (1 + r.cost));
          }
        }
      }
  EXPECT_GT(checked, 500);
}

// A map cut in two by a wall: the components answer, and so do the landmarks (one of them
// lies on each side).
TEST(LandmarkTable, UnreachableGoalIsKnownWithoutSearch) {
  Grid grid(21, 9);
  for (std::int32_t y = 0; y < 9; ++y) grid.set_blocked({10, y});
  const MoveRules rules{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};
  const LandmarkTable t = LandmarkTable::build_at(grid, rules, {{2, 2}, {15, 3}});
  const PaddedId a = grid.pad({1, 1}), b = grid.pad({19, 7});
  EXPECT_FALSE(t.connected(a, b));
  EXPECT_TRUE(t.landmarks_prove_separated(a, b));
  EXPECT_FALSE(t.landmarks_prove_path(a, b));
  EXPECT_TRUE(t.connected(a, grid.pad({9, 8})));
  EXPECT_TRUE(t.landmarks_prove_path(a, grid.pad({9, 8})));

  for (const char* spec :
       {"astar:heuristic=altbest", "astar:heuristic=alt", "ida", "ida:heuristic=altbest", "fringe:heuristic=alt"}) {
    SCOPED_TRACE(spec);
    auto planner = planners().make(grid, rules, parse_config(spec));
    const SearchResult& r = planner->solve({{1, 1}, {19, 7}});
    EXPECT_EQ(r.status, Status::no_path);
    EXPECT_EQ(r.stats.expanded, 0u);
    EXPECT_NE(r.message.find("no search"), std::string::npos) << r.message;
  }
}

TEST(LandmarkTable, SaveAndLoadRoundTrip) {
  const auto dir = std::filesystem::temp_directory_path() / ("gridnav_landmarks_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string file = (dir / "walls.lmk").string();
  const Grid grid = generate_cazenave_wall_map({30, 20, 10, 6, 5}).grid;
  Grid weighted = grid;
  weighted.set_weight(random_free_cell(*std::make_unique<std::mt19937>(3), grid), 7);
  const MoveRules rules{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};
  for (const Grid* g : std::vector<const Grid*>{&grid, &weighted}) {
    const LandmarkTable t = LandmarkTable::build(*g, rules, {5, LandmarkSelection::farthest, 9});
    t.save(file);
    const LandmarkTable u = LandmarkTable::load(file, *g, rules);
    ASSERT_EQ(u.count(), t.count());
    EXPECT_EQ(u.symmetric(), t.symmetric());
    EXPECT_EQ(u.options().selection, LandmarkSelection::farthest);
    for (std::uint32_t i = 0; i < t.count(); ++i) {
      EXPECT_EQ(u.landmark(i), t.landmark(i));
      for (std::size_t c = 0; c < g->padded_size(); ++c) {
        EXPECT_EQ(u.from(i)[c], t.from(i)[c]);
        EXPECT_EQ(u.to(i)[c], t.to(i)[c]);
      }
    }
    for (std::size_t c = 0; c < g->padded_size(); ++c)
      EXPECT_EQ(u.component(PaddedId{std::uint32_t(c)}), t.component(PaddedId{std::uint32_t(c)}));
  }

  // Mismatches are refused with the reason.
  const auto expect_refused = [&](const Grid& g, const MoveRules& r, const char* why) {
    try {
      (void)LandmarkTable::load(file, g, r);
      ADD_FAILURE() << "loaded a table for another " << why;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
    }
  };
  LandmarkTable::build(grid, rules, {3, LandmarkSelection::random, 1}).save(file);
  expect_refused(Grid(31, 20), rules, "map");  // "...is for a 30x20 map, this map is 31x20"
  expect_refused(grid, {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer}, "move rules");
  Grid edited = grid;
  edited.set_blocked(random_free_cell(*std::make_unique<std::mt19937>(4), grid));
  expect_refused(edited, rules, "different map");
  {
    std::FILE* f = std::fopen(file.c_str(), "wb");
    std::fputs("not a table", f);
    std::fclose(f);
  }
  EXPECT_THROW((void)LandmarkTable::load(file, grid, rules), ParseError);

  // Through the registry: landmark-file computes and saves once, then loads.
  const std::string reg_file = (dir / "reg.lmk").string();
  const std::string spec = "astar:heuristic=altbest,landmarks=4,landmark-file=" + reg_file;
  auto first = planners().make(grid, rules, parse_config(spec));
  ASSERT_TRUE(std::filesystem::exists(reg_file));
  auto second = planners().make(grid, rules, parse_config(spec));
  EXPECT_EQ(first->solve({{0, 0}, {29, 19}}).cost, second->solve({{0, 0}, {29, 19}}).cost);
  EXPECT_THROW(
      (void)planners().make(grid, rules, parse_config("astar:heuristic=altbest,landmarks=5,landmark-file=" + reg_file)),
      InputError);
  std::filesystem::remove_all(dir);
}

TEST(LandmarkTable, SelectionsGiveDistinctTraversableCells) {
  const Grid grid = generate_cazenave_wall_map({40, 40, 30, 5, 2}).grid;
  const MoveRules rules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer};
  for (auto selection : {LandmarkSelection::random, LandmarkSelection::farthest}) {
    const LandmarkTable t = LandmarkTable::build(grid, rules, {10, selection, 3});
    ASSERT_EQ(t.count(), 10u);
    for (std::uint32_t i = 0; i < t.count(); ++i) {
      EXPECT_TRUE(grid.passable(t.landmark(i)));
      for (std::uint32_t j = 0; j < i; ++j) EXPECT_NE(t.landmark(i), t.landmark(j));
    }
    EXPECT_TRUE(t.exact());
  }
  // Shared: one table per grid, rules and options while a user holds it.
  auto a = shared_landmark_table(grid, rules, {4, LandmarkSelection::random, 1});
  auto b = shared_landmark_table(grid, rules, {4, LandmarkSelection::random, 1});
  auto c = shared_landmark_table(grid, rules, {5, LandmarkSelection::random, 1});
  EXPECT_EQ(a.get(), b.get());
  EXPECT_NE(a.get(), c.get());
}

}  // namespace
}  // namespace gridnav
