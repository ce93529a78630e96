// HPA* (hierarchy/): against the reference Dijkstra on random maps under every move rule
// (found exactly when a path exists, a valid path whose cost is the sum of its moves and
// never below the optimum, near it on average), on weighted maps, and on samples of every
// bundled scenario file; the repaired graph equals one built afresh after random edits.
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/hierarchy/hpa_star.hpp"
#include "gridnav/io/map_loader.hpp"
#include "gridnav/io/scenario.hpp"
#include "support/planner_agreement.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::describe;
using testing::random_free_cell;
using testing::random_grid;
using testing::reference_distances;
using testing::test_seed;

const std::vector<MoveRules> kRules{
    MoveRules{},
    {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile},
    {Connectivity::eight, DiagonalRule::always, CostProfileKind::integer},
    {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit},
};

/// Checks one answer against the reference distances from the start; returns cost / optimum
/// (1 for no path or start = goal).
double check_answer(const MoveModel& moves, const std::vector<Cost>& dist, const Query& q, const SearchResult& r) {
  const Grid& grid = moves.grid();
  const Cost best = dist[raw(grid.cell_id(q.goal))];
  SCOPED_TRACE(to_string(q.start) + " -> " + to_string(q.goal));
  if (best == kInfiniteCost) {
    EXPECT_EQ(r.status, Status::no_path);
    return 1;
  }
  EXPECT_EQ(r.status, Status::found) << r.message;
  if (r.status != Status::found) return 1;
  EXPECT_EQ(r.path.front(), q.start);
  EXPECT_EQ(r.path.back(), q.goal);
  const Cost walked = path_cost(moves, r.path);
  EXPECT_LT(walked, kInfiniteCost) << "a step of the path is not a legal move";
  EXPECT_NEAR(r.cost, walked, 1e-9 * (1 + walked));
  EXPECT_GE(r.cost, best - 1e-9 * (1 + best));
  return best > 0 ? r.cost / best : 1;
}

TEST(Hpa, RandomMapsUnderEveryRuleAgainstDijkstra) {
  const std::uint32_t seed = test_seed(51);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const MoveRules& rules : kRules) {
    double ratio_sum = 0;
    int found = 0;
    for (int round = 0; round < 24; ++round) {
      const auto w = std::int32_t(5 + rng() % 70), h = std::int32_t(5 + rng() % 50);
      const Grid grid = random_grid(rng, w, h, 0.05 * double(rng() % 8), round % 3 == 0 ? Weight(5) : Weight(1));
      if (grid.traversable_count() < 2) continue;
      const auto side = std::int32_t(2 + rng() % 14);
      SCOPED_TRACE(describe(rules) + ", " + std::to_string(w) + "x" + std::to_string(h) + ", clusters of " +
                   std::to_string(side) + ", round " + std::to_string(round));
      const hpa::AbstractGraph graph(grid, rules, side);
      for (const bool smooth : {false, true}) {
        hpa::HpaStar hpa(graph, {.smooth = smooth});
        const MoveModel& moves = graph.moves();
        for (int k = 0; k < 6; ++k) {
          const Query q{random_free_cell(rng, grid), random_free_cell(rng, grid)};
          const std::vector<Cost> dist = reference_distances(moves, q.start);
          const double ratio = check_answer(moves, dist, q, hpa.plan(q));
          if (::testing::Test::HasFailure()) return;
          if (dist[raw(grid.cell_id(q.goal))] < kInfiniteCost && q.start != q.goal) {
            ratio_sum += ratio;
            ++found;
          }
        }
      }
    }
    ASSERT_GT(found, 100) << describe(rules);
    // Near optimal: a few percent on average (the paper reports about 1 % after smoothing on
    // game maps; random obstacles and small clusters cost more).
    EXPECT_LT(ratio_sum / found, 1.08) << describe(rules);
  }
}

TEST(Hpa, BadQueriesAndClusterSides) {
  const Grid grid = testing::ascii_grid({"....#", "..#..", "....."});
  const hpa::AbstractGraph graph(grid, MoveRules{}, 2);
  hpa::HpaStar hpa(graph);
  EXPECT_EQ(hpa.plan({{0, 0}, {4, 0}}).status, Status::invalid_input);
  EXPECT_EQ(hpa.plan({{-1, 0}, {1, 1}}).status, Status::invalid_input);
  const SearchResult& same = hpa.plan({{1, 1}, {1, 1}});
  EXPECT_EQ(same.status, Status::found);
  EXPECT_EQ(same.path.size(), 1u);
  EXPECT_THROW(hpa::AbstractGraph(grid, MoveRules{}, 1), InputError);
  // Walled off: no path.
  const Grid split = testing::ascii_grid({"..#..", "..#..", "..#.."});
  const hpa::AbstractGraph g2(split, MoveRules{}, 2);
  EXPECT_EQ(hpa::HpaStar(g2).plan({{0, 0}, {4, 2}}).status, Status::no_path);
  // A node budget stops the abstract search.
  const Grid open(60, 60);
  const hpa::AbstractGraph g3(open, MoveRules{}, 4);
  EXPECT_EQ(hpa::HpaStar(g3).plan({{0, 0}, {59, 59}}, Limits{.max_expansions = 3}).status, Status::budget_exhausted);
}

// A grid edited after the planner was made: the next query plans on the edited map.
TEST(Hpa, PlannerFollowsGridEdits) {
  Grid grid(40, 20);
  auto planner = planners().make(grid, MoveRules{}, parse_config("hpa-star:cluster=8"));
  const Query q{{2, 10}, {37, 10}};
  ASSERT_EQ(planner->solve(q).status, Status::found);
  for (std::int32_t y = 0; y < 19; ++y) grid.set_blocked({20, y});  // a wall with a gap at the bottom
  const SearchResult& r = planner->solve(q);
  ASSERT_EQ(r.status, Status::found);
  EXPECT_LT(path_cost(MoveModel(grid, MoveRules{}), r.path), kInfiniteCost);
  EXPECT_GE(r.cost, testing::reference_cost(MoveModel(grid, MoveRules{}), q.start, q.goal) - 1e-9);
  grid.set_blocked({20, 19});
  EXPECT_EQ(planner->solve(q).status, Status::no_path);
}

/// The graph as sets, independent of the order clusters were made in.
auto snapshot(const hpa::AbstractGraph& g) {
  std::vector<std::tuple<std::uint32_t, Point, Point, Cost>> links;
  std::vector<std::tuple<std::uint32_t, Point, Point, Cost>> dists;
  for (std::uint32_t c = 0; c < g.cluster_count(); ++c) {
    const auto& cl = g.cluster(c);
    for (const auto& l : cl.links) {
      links.emplace_back(c, cl.nodes[l.node], l.to, l.cost);
      EXPECT_TRUE(g.cluster(l.to_cluster).nodes.at(l.to_index) == l.to) << "a link lost its node";
    }
    const std::size_t n = cl.nodes.size();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) dists.emplace_back(c, cl.nodes[i], cl.nodes[j], cl.dist[i * n + j]);
  }
  const auto less = [](const auto& a, const auto& b) {
    const auto key = [](const auto& t) {
      return std::tuple(std::get<0>(t), std::get<1>(t).y, std::get<1>(t).x, std::get<2>(t).y, std::get<2>(t).x,
                        std::get<3>(t));
    };
    return key(a) < key(b);
  };
  std::sort(links.begin(), links.end(), less);
  std::sort(dists.begin(), dists.end(), less);
  return std::pair(links, dists);
}

TEST(Hpa, RepairedGraphEqualsAFreshOne) {
  const std::uint32_t seed = test_seed(52);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const MoveRules& rules : kRules) {
    Grid grid = random_grid(rng, 47, 38, 0.2, rules.costs == CostProfileKind::integer ? Weight(4) : Weight(1));
    hpa::AbstractGraph graph(grid, rules, std::int32_t(3 + rng() % 8));
    for (int round = 0; round < 30; ++round) {
      std::vector<Point> changed;
      const int edits = 1 + int(rng() % 6);
      for (int e = 0; e < edits; ++e) {
        const Point p{std::int32_t(rng() % 47), std::int32_t(rng() % 38)};
        grid.set_weight(p, rng() % 3 == 0 ? kBlocked : Weight(1 + rng() % 3));
        changed.push_back(p);
      }
      const std::size_t remade = graph.repair(changed);
      EXPECT_LE(remade, std::size_t(9 * edits));
      const hpa::AbstractGraph fresh(grid, rules, graph.side());
      SCOPED_TRACE(describe(rules) + ", round " + std::to_string(round));
      ASSERT_TRUE(snapshot(graph) == snapshot(fresh));
      ASSERT_EQ(graph.node_count(), fresh.node_count());
    }
  }
}

TEST(Hpa, BundledScenarioSamplesNearTheirOptima) {
  const std::uint32_t seed = test_seed(53);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (const auto& entry : std::filesystem::directory_iterator(GRIDNAV_DATA_DIR "/movingai")) {
    if (entry.path().extension() != ".scen") continue;
    const Scenario scen = read_scenario(entry.path());
    const Grid grid = load_map(resolve_scenario_map(scen, scen.entries.front().map_name)).grid;
    auto planner = planners().make(grid, MoveRules{}, parse_config("hpa-star:cluster=10"));
    double ratio_sum = 0;
    int n = 0;
    for (int k = 0; k < 40; ++k) {
      const ScenarioEntry& inst = scen.entries[rng() % scen.entries.size()];
      const SearchResult& r = planner->solve({inst.start, inst.goal});
      SCOPED_TRACE(entry.path().filename().string() + " " + to_string(inst.start) + " -> " + to_string(inst.goal));
      ASSERT_EQ(r.status, Status::found);
      ASSERT_LT(path_cost(MoveModel(grid, MoveRules{}), r.path), kInfiniteCost);
      ASSERT_GE(r.cost, inst.optimal_length - length_tolerance(inst));
      if (inst.optimal_length > 0) {
        ratio_sum += r.cost / inst.optimal_length;
        ++n;
      }
    }
    EXPECT_LT(ratio_sum / n, 1.06) << entry.path().filename();
  }
}

}  // namespace
}  // namespace gridnav
