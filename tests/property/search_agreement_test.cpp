// BFS, Dijkstra and A* against each other and against the reference Dijkstra on
// many random maps: every connectivity, diagonal rule, cost profile and weights.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/open_list/calendar_queue.hpp"
#include "gridnav/open_list/dary_heap.hpp"
#include "gridnav/open_list/radix_heap.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::random_free_cell;
using testing::random_grid;
using testing::reference_cost;
using testing::test_seed;

struct Case {
  MoveRules rules;
  Weight max_weight;
};

std::string describe(const Case& c) {
  return std::string("connect ") + std::string(to_string(c.rules.connectivity)) + ", diagonal " +
         std::string(to_string(c.rules.diagonal)) + ", costs " + std::string(to_string(c.rules.costs)) +
         ", max weight " + std::to_string(c.max_weight);
}

std::vector<Case> all_cases() {
  std::vector<Case> cases;
  for (auto conn : {Connectivity::four, Connectivity::eight})
    for (auto diag : {DiagonalRule::no_corner_cutting, DiagonalRule::corner_cutting, DiagonalRule::always})
      for (auto costs : {CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit})
        for (Weight w : {Weight(1), Weight(9), Weight(255)}) {
          if (conn == Connectivity::four && diag != DiagonalRule::no_corner_cutting) continue;
          cases.push_back({{conn, diag, costs}, w});
        }
  return cases;
}

// Every returned path must be legal under the rules and cost what the search says.
void expect_valid_path(const MoveModel& moves, const SearchResult& r, const Query& q) {
  ASSERT_TRUE(r.found());
  ASSERT_FALSE(r.path.empty());
  EXPECT_EQ(r.path.front(), q.start);
  EXPECT_EQ(r.path.back(), q.goal);
  EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9 * (1 + r.cost));
}

TEST(SearchAgreement, DijkstraAndAStarMatchTheReferenceOnRandomMaps) {
  const std::uint32_t seed = test_seed(20261122);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int queries = 0;
  for (const Case& c : all_cases()) {
    SCOPED_TRACE(describe(c));
    for (int map = 0; map < 6; ++map) {
      const auto w = std::int32_t(8 + rng() % 40), h = std::int32_t(8 + rng() % 40);
      const Grid grid = random_grid(rng, w, h, 0.05 * double(rng() % 8), c.max_weight);
      if (grid.traversable_count() == 0) continue;
      const MoveModel moves(grid, c.rules);
      DijkstraSearch<> dijkstra(grid, c.rules);
      AStarSearch<> astar(grid, c.rules);
      for (int i = 0; i < 8; ++i, ++queries) {
        const Query q{random_free_cell(rng, grid), random_free_cell(rng, grid)};
        const Cost expected = reference_cost(moves, q.start, q.goal);
        const SearchResult& d = dijkstra.solve(q);
        const SearchResult& a = astar.solve(q);
        if (expected == kInfiniteCost) {
          EXPECT_EQ(d.status, Status::no_path);
          EXPECT_EQ(a.status, Status::no_path);
          continue;
        }
        expect_valid_path(moves, d, q);
        expect_valid_path(moves, a, q);
        EXPECT_NEAR(d.cost, expected, 1e-9 * expected);
        EXPECT_NEAR(a.cost, expected, 1e-9 * expected);
        EXPECT_LE(a.stats.expanded, d.stats.expanded + 1);
      }
    }
  }
  EXPECT_GT(queries, 1000);
}

TEST(SearchAgreement, BreadthFirstIsOptimalWhenEveryMoveCostsTheSame) {
  const std::uint32_t seed = test_seed(7);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  for (auto rules : {MoveRules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
                     MoveRules{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::unit},
                     MoveRules{Connectivity::eight, DiagonalRule::always, CostProfileKind::unit}}) {
    for (int map = 0; map < 20; ++map) {
      const Grid grid = random_grid(rng, 30, 25, 0.3);
      if (grid.traversable_count() == 0) continue;
      const MoveModel moves(grid, rules);
      BreadthFirstSearch<> bfs(grid, rules);
      AStarSearch<> astar(grid, rules);
      for (int i = 0; i < 10; ++i) {
        const Query q{random_free_cell(rng, grid), random_free_cell(rng, grid)};
        const SearchResult& b = bfs.solve(q);
        const SearchResult& a = astar.solve(q);
        ASSERT_EQ(b.status, a.status);
        if (!b.found()) continue;
        expect_valid_path(moves, b, q);
        EXPECT_DOUBLE_EQ(b.cost, a.cost);
      }
    }
  }
}

TEST(SearchAgreement, StepwiseRunEqualsOneCall) {
  std::mt19937 rng(test_seed(99));
  const Grid grid = random_grid(rng, 40, 40, 0.25, 5);
  const MoveRules rules{};
  AStarSearch<> once(grid, rules), stepped(grid, rules);
  for (int i = 0; i < 50; ++i) {
    const Query q{random_free_cell(rng, grid), random_free_cell(rng, grid)};
    const SearchResult a = once.solve(q);
    ASSERT_EQ(stepped.start(q), Status::running);
    int steps = 0;
    while (stepped.step(3) == Status::running) ++steps;
    const SearchResult& b = stepped.finish();
    EXPECT_EQ(a.status, b.status);
    EXPECT_EQ(a.path, b.path);
    EXPECT_EQ(a.stats.expanded, b.stats.expanded);
    EXPECT_GE(std::uint64_t(steps) * 3 + 3, b.stats.expanded);
  }
}

// Records every expansion and generation. With CountsContains it also takes Cao's
// whetherContains counts, which makes the engine look at every legal neighbour; without,
// the engine skips the moves an expanded parent made redundant (MoveModel::onward_moves).
template <bool CountsContains>
struct TraceObserver : NullObserver {
  std::vector<std::pair<PaddedId, Cost>> trace;     // expansions (g) and generations (-1 - g)
  std::vector<std::pair<PaddedId, Cost>> expanded;  // expansions only
  void on_expand(PaddedId id, Cost g, Cost) {
    trace.emplace_back(id, g);
    expanded.emplace_back(id, g);
  }
  void on_generate(PaddedId id, PaddedId, Cost g, Cost, Generation) { trace.emplace_back(id, -1 - g); }
  void clear() {
    trace.clear();
    expanded.clear();
  }
};
template <>
struct TraceObserver<true> : TraceObserver<false> {
  void on_contains(std::uint32_t) noexcept {}
};

/// One query on a skipping and a full search, each with its trace cleared first.
template <class Skipping, class Full>
std::pair<SearchResult, SearchResult> solve_both(Skipping& skipping, Full& full, const Query& q) {
  skipping.observer().clear();
  full.observer().clear();
  SearchResult a = skipping.solve(q);  // a copy: each search reuses its result
  SearchResult b = full.solve(q);
  return {std::move(a), std::move(b)};
}

// Skipping redundant moves must change nothing but the work, for every rule set, with
// consistent and inconsistent heuristics and weighted A* (the skip applies on grids of
// equal weights, so half the maps have weights, where it must stay off).
//  - Parents not settled (an inconsistent heuristic, weighted A*): only the moves a parent
//    makes itself are skipped, and the same nodes are generated and expanded in the same
//    order with the same g.
//  - Settled parents (Dijkstra, A* with a consistent heuristic): moves a parent beats in
//    two steps are skipped too, so fewer nodes are generated (a cell once reached at a
//    worse g is now reached at its least g first). Under larger-g ties the radix heap and
//    the calendar queue order entries by f, g and cell, whatever the order they came in, so
//    the expansions are the same, in the same order with the same g; under LIFO ties only
//    the costs are.
template <class List>
void check_skipping_changes_no_expansion(std::uint32_t seed) {
  SCOPED_TRACE(std::string(List::kName) + ", seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  std::size_t compared = 0, compared_settled = 0;
  std::uint64_t generated_skipping = 0, generated_full = 0;  // pushes, settled searches on equal weights
  for (const Case& c : all_cases()) {
    if (c.max_weight > 9) continue;
    SCOPED_TRACE(describe(c));
    for (const HeuristicKind kind : {HeuristicKind::octile, HeuristicKind::manhattan, HeuristicKind::zero}) {
      for (const Cost weight : {1.0, 2.5}) {
        for (const TieRule tie : {TieRule::lifo, TieRule::larger_g}) {
          const Grid grid = random_grid(rng, 24, 20, 0.05 * double(rng() % 7), c.max_weight);
          if (grid.traversable_count() == 0) continue;
          const MoveModel moves(grid, c.rules);
          const SearchOptions options{.tie = tie, .h_weight = weight};
          BestFirstSearch<DistanceHeuristic, List, TraceObserver<false>> skipping(grid, c.rules, options, {},
                                                                                  DistanceHeuristic(grid, moves, kind));
          BestFirstSearch<DistanceHeuristic, List, TraceObserver<true>> full(grid, c.rules, options, {},
                                                                             DistanceHeuristic(grid, moves, kind));
          const bool settled = skipping.list_setup().monotone_f;
          for (int i = 0; i < 6; ++i) {
            const Query q{random_free_cell(rng, grid), random_free_cell(rng, grid)};
            const auto [a, b] = solve_both(skipping, full, q);
            ASSERT_EQ(a.status, b.status);
            EXPECT_EQ(a.cost, b.cost);
            if (!settled) {
              EXPECT_EQ(a.path, b.path);
              ASSERT_EQ(skipping.observer().trace, full.observer().trace);
              compared += full.observer().trace.size();
            } else if (tie == TieRule::larger_g) {
              EXPECT_EQ(a.path, b.path);
              ASSERT_EQ(skipping.observer().expanded, full.observer().expanded);
              compared_settled += full.observer().expanded.size();
            }
            if (settled && grid.uniform()) {
              // entries pushed: first generations and improvements (decrease-keys)
              EXPECT_LE(a.stats.generated + a.stats.improved, b.stats.generated + b.stats.improved);
              generated_skipping += a.stats.generated + a.stats.improved;
              generated_full += b.stats.generated + b.stats.improved;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 100000u);
  EXPECT_GT(compared_settled, 10000u);
  // The two-step skip must do something: on 8-connected maps a far diagonal is no longer
  // pushed at a worse g and lowered later.
  EXPECT_LT(double(generated_skipping), 0.995 * double(generated_full));
}

TEST(SearchAgreement, SkippingRedundantMovesChangesNoExpansion) {
  const std::uint32_t seed = test_seed(314159);
  check_skipping_changes_no_expansion<RadixHeap<Duplicates::open>>(seed);
  check_skipping_changes_no_expansion<CalendarQueue<Duplicates::open>>(seed);
}

// BFS and DFS pop in arrival order, not by g: their parents are never settled, so only the
// moves a parent makes itself are skipped, and their traces match the full search's exactly
// (with the two-step rule, a far diagonal could first be reached through the node at a
// worse g and lowered later in the full search, but not in the skipping one).
template <template <class> class Search>
void expect_key_blind_traces_unchanged(std::mt19937& rng, std::size_t& compared) {
  for (const Case& c : all_cases()) {
    if (c.max_weight != 1 || c.rules.connectivity != Connectivity::eight) continue;
    SCOPED_TRACE(describe(c));
    const Grid grid = random_grid(rng, 24, 20, 0.05 * double(rng() % 7), c.max_weight);
    if (grid.traversable_count() == 0) continue;
    Search<TraceObserver<false>> skipping(grid, c.rules);
    Search<TraceObserver<true>> full(grid, c.rules);
    for (int i = 0; i < 6; ++i) {
      const Query q{random_free_cell(rng, grid), random_free_cell(rng, grid)};
      const auto [a, b] = solve_both(skipping, full, q);
      ASSERT_EQ(a.status, b.status);
      ASSERT_EQ(skipping.observer().trace, full.observer().trace);
      compared += full.observer().trace.size();
    }
  }
}

template <class O>
using Bfs = BreadthFirstSearch<O>;
template <class O>
using Dfs = DepthFirstSearch<O>;

TEST(SearchAgreement, KeyBlindFrontiersSkipOnlyWhatTheParentReachesItself) {
  const std::uint32_t seed = test_seed(2718);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  std::size_t compared = 0;
  expect_key_blind_traces_unchanged<Bfs>(rng, compared);
  expect_key_blind_traces_unchanged<Dfs>(rng, compared);
  EXPECT_GT(compared, 5000u);
}

}  // namespace
}  // namespace gridnav
