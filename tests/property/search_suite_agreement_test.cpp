// Every optimal configuration of the search suite (open list x duplicate rule x node
// memory x tie rule, made through the registry) against the reference Dijkstra on
// thousands of random maps: 4/8-connected, every diagonal rule, octile / integer /
// unit costs, weighted terrain. Also weighted A* within its bound, the inadmissible
// Manhattan heuristic marked as such, the operation counters' identities, and the
// non-optimal searches (greedy, dfs) returning legal paths.
#include <gtest/gtest.h>

#include <algorithm>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/open_list/all.hpp"
#include "gridnav/search/search_options.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::describe;
using testing::random_free_cell;
using testing::random_grid;
using testing::reference_cost;
using testing::test_seed;

const std::vector<std::string> kOpenLists{AllOpenLists::kNames.begin(), AllOpenLists::kNames.end()};

struct Problem {
  MoveRules rules;
  Grid grid;
  std::vector<Query> queries;
  std::vector<Cost> expected;
};

/// `maps` random maps cycling through every rule set and weight range, with reference costs.
std::vector<Problem> make_problems(std::uint32_t seed, int maps, int queries_per_map) {
  std::vector<MoveRules> rules;
  for (auto conn : {Connectivity::four, Connectivity::eight})
    for (auto diag : {DiagonalRule::no_corner_cutting, DiagonalRule::corner_cutting, DiagonalRule::always})
      for (auto costs : {CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit}) {
        if (conn == Connectivity::four && diag != DiagonalRule::no_corner_cutting) continue;
        rules.push_back({conn, diag, costs});
      }
  std::mt19937 rng(seed);
  std::vector<Problem> out;
  for (int m = 0; m < maps; ++m) {
    const MoveRules r = rules[std::size_t(m) % rules.size()];
    const Weight max_weight = std::array<Weight, 3>{1, 9, 255}[std::size_t(m / int(rules.size())) % 3];
    const auto w = std::int32_t(6 + rng() % 30), h = std::int32_t(6 + rng() % 30);
    Grid grid = random_grid(rng, w, h, 0.05 * double(rng() % 8), max_weight);
    if (grid.traversable_count() == 0) continue;
    Problem p{r, std::move(grid), {}, {}};
    const MoveModel moves(p.grid, r);
    for (int i = 0; i < queries_per_map; ++i) {
      const Query q{random_free_cell(rng, p.grid), random_free_cell(rng, p.grid)};
      p.queries.push_back(q);
      p.expected.push_back(reference_cost(moves, q.start, q.goal));
    }
    out.push_back(std::move(p));
  }
  return out;
}

/// Runs `spec` on every problem; checks status, path legality and cost against the reference
/// (exactly optimal when `bound` is 1, else at most bound x optimal). Returns queries checked.
int check_spec(const std::vector<Problem>& problems, const std::string& spec_text, double bound = 1) {
  const Config spec = parse_config(spec_text);
  int checked = 0;
  for (const Problem& p : problems) {
    auto planner = planners().make(p.grid, p.rules, spec);
    const MoveModel moves(p.grid, p.rules);
    for (std::size_t i = 0; i < p.queries.size(); ++i) {
      const Query& q = p.queries[i];
      const SearchResult& r = planner->solve(q);
      ++checked;
      if (p.expected[i] == kInfiniteCost) {
        EXPECT_EQ(r.status, Status::no_path) << spec_text << " " << describe(p.rules);
        continue;
      }
      if (!r.found()) {
        ADD_FAILURE() << spec_text << ": no path, " << describe(p.rules);
        return checked;
      }
      EXPECT_EQ(r.path.front(), q.start);
      EXPECT_EQ(r.path.back(), q.goal);
      EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9 * (1 + r.cost));
      const Cost tol = 1e-9 * (1 + p.expected[i]);
      if (bound == 1) {
        if (std::abs(r.cost - p.expected[i]) > tol) {
          ADD_FAILURE() << spec_text << ": cost " << r.cost << " expected " << p.expected[i] << ", "
                        << describe(p.rules) << ", query (" << q.start.x << "," << q.start.y << ") -> (" << q.goal.x
                        << "," << q.goal.y << ")";
          return checked;
        }
      } else {
        EXPECT_GE(r.cost, p.expected[i] - tol) << spec_text;
        EXPECT_LE(r.cost, bound * p.expected[i] + tol) << spec_text;
      }
    }
  }
  return checked;
}

TEST(SearchSuite, EveryOptimalConfigurationMatchesTheReference) {
  const std::uint32_t seed = test_seed(20260301);
  SCOPED_TRACE("seed " + std::to_string(seed) + " (GRIDNAV_TEST_SEED replays)");
  const std::vector<Problem> problems = make_problems(seed, 1200, 3);
  ASSERT_GT(problems.size(), 1000u);
  std::size_t configs = 0;
  // Open list x duplicate rule x memory x tie on a third of the problems each (rotating),
  // so every configuration sees every rule set; the full set for the memory-neutral ones.
  std::size_t rotate = 0;
  for (const std::string& open : kOpenLists)
    for (const char* dup : {"open", "closed"})
      for (const char* memory : {"stamp", "pool", "alloc"})
        for (const TieRule tie : kTieRules) {
          const std::string spec = std::string("astar:open=") + open + ",duplicates=" + dup + ",memory=" + memory +
                                   ",tie=" + std::string(to_string(tie));
          std::vector<Problem> part;
          for (std::size_t i = rotate++ % 4; i < problems.size(); i += 4) part.push_back(problems[i]);
          EXPECT_GT(check_spec(part, spec), 500) << spec;
          ++configs;
        }
  EXPECT_EQ(configs, kOpenLists.size() * 2 * 3 * std::size(kTieRules));
}

TEST(SearchSuite, DijkstraAndEveryAdmissibleHeuristicOnEveryOpenList) {
  const std::uint32_t seed = test_seed(424242);
  SCOPED_TRACE("seed " + std::to_string(seed));
  const std::vector<Problem> problems = make_problems(seed, 300, 3);
  for (const std::string& open : kOpenLists)
    for (const char* dup : {"open", "closed"}) {
      check_spec(problems, "dijkstra:open=" + open + ",duplicates=" + dup);
      for (const char* h : {"zero", "chebyshev", "euclidean"})
        check_spec(problems, "astar:heuristic=" + std::string(h) + ",open=" + open + ",duplicates=" + dup);
    }
}

TEST(SearchSuite, ManhattanOnFourConnectedGridsIsOptimal) {
  std::vector<Problem> problems = make_problems(test_seed(77), 200, 4);
  std::erase_if(problems, [](const Problem& p) { return p.rules.connectivity != Connectivity::four; });
  for (const std::string& open : kOpenLists) check_spec(problems, "astar:heuristic=manhattan,open=" + open);
}

TEST(SearchSuite, WeightedAStarStaysWithinItsBound) {
  const std::uint32_t seed = test_seed(99);
  SCOPED_TRACE("seed " + std::to_string(seed));
  const std::vector<Problem> problems = make_problems(seed, 300, 3);
  for (const std::string& open : kOpenLists)
    for (const char* dup : {"open", "closed"})
      for (double w : {1.5, 2.0, 4.0}) {
        const std::string spec =
            "astar:open=" + open + ",duplicates=" + dup + ",weight=" + std::to_string(w).substr(0, 3);
        check_spec(problems, spec, w);
      }
}

TEST(SearchSuite, InadmissibleManhattanOnEightConnectedGridsIsMarkedAndLegal) {
  const std::vector<Problem> problems = make_problems(test_seed(5), 120, 3);
  for (const Problem& p : problems) {
    if (p.rules.connectivity != Connectivity::eight || p.rules.costs == CostProfileKind::unit) continue;
    for (const std::string& open : kOpenLists) {
      auto planner = planners().make(p.grid, p.rules, parse_config("astar:heuristic=manhattan,open=" + open));
      EXPECT_FALSE(planner->info().optimal);
      for (std::size_t i = 0; i < p.queries.size(); ++i) {
        const SearchResult& r = planner->solve(p.queries[i]);
        if (p.expected[i] == kInfiniteCost) {
          EXPECT_EQ(r.status, Status::no_path);
        } else {
          ASSERT_TRUE(r.found());
          EXPECT_GE(r.cost, p.expected[i] - 1e-9 * (1 + p.expected[i]));
        }
      }
    }
  }
}

TEST(SearchSuite, GreedyAndDepthFirstFindLegalPaths) {
  const std::vector<Problem> problems = make_problems(test_seed(6), 150, 3);
  for (const char* spec : {"greedy", "greedy:open=multistack,duplicates=open", "greedy:open=buckets,tie=lifo", "dfs",
                           "dfs:memory=alloc", "bfs:memory=pool"}) {
    for (const Problem& p : problems) {
      auto planner = planners().make(p.grid, p.rules, parse_config(spec));
      const MoveModel moves(p.grid, p.rules);
      for (std::size_t i = 0; i < p.queries.size(); ++i) {
        const SearchResult& r = planner->solve(p.queries[i]);
        if (p.expected[i] == kInfiniteCost) {
          EXPECT_EQ(r.status, Status::no_path) << spec;
          continue;
        }
        ASSERT_TRUE(r.found()) << spec;
        EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9 * (1 + r.cost)) << spec;
        EXPECT_GE(r.cost, p.expected[i] - 1e-9 * (1 + p.expected[i])) << spec;
      }
    }
  }
}

// Check from closed as Cao's Algorithm 2 (duplicates=closed-all) pushes every neighbour that
// is not closed: still optimal on every list, more pushes in all than gridnav's check from
// closed, and the same search whether or not the counters run.
TEST(SearchSuite, CaoAlgorithm2IsOptimalAndPushesEveryNeighbourNotClosed) {
  const std::uint32_t seed = test_seed(2018);
  SCOPED_TRACE("seed " + std::to_string(seed) + " (GRIDNAV_TEST_SEED replays)");
  const std::vector<Problem> problems = make_problems(seed, 240, 3);
  for (const std::string& open : kOpenLists)
    for (const char* tie : {"lifo", "g"}) {
      const std::string base = "astar:open=" + open + ",tie=" + tie + ",duplicates=";
      EXPECT_GT(check_spec(problems, base + "closed-all"), 300) << base;
      std::uint64_t pushes[2] = {0, 0};
      for (const Problem& p : problems) {
        auto all = planners().make(p.grid, p.rules, parse_config(base + "closed-all,stats=on"));
        auto quiet = planners().make(p.grid, p.rules, parse_config(base + "closed-all"));
        auto lazy = planners().make(p.grid, p.rules, parse_config(base + "closed,stats=on"));
        for (const Query& q : p.queries) {
          const SearchResult counted = all->solve(q);
          const SearchResult& plain = quiet->solve(q);
          ASSERT_EQ(plain.stats.expanded, counted.stats.expanded) << base << " " << describe(p.rules);
          ASSERT_EQ(plain.path, counted.path) << base;
          pushes[1] += all->counts()->insert_new;
          lazy->solve(q);
          pushes[0] += lazy->counts()->insert_new;
        }
      }
      EXPECT_GT(pushes[1], pushes[0]) << base;
    }
}

TEST(SearchSuite, OperationCountersAreConsistent) {
  const std::vector<Problem> problems = make_problems(test_seed(8), 90, 3);
  std::uint64_t most_stacks = 0;  // over every setting: more than two somewhere
  for (const std::string& open : kOpenLists)
    for (const char* dup : {"open", "closed"})
      for (const char* algo : {"astar", "dijkstra", "astar:heuristic=manhattan"}) {
        std::string spec = std::string(algo) + (std::string(algo).find(':') == std::string::npos ? ":" : ",") +
                           "open=" + open + ",duplicates=" + dup + ",stats=on";
        for (const Problem& p : problems) {
          auto planner = planners().make(p.grid, p.rules, parse_config(spec));
          for (const Query& q : p.queries) {
            const SearchResult& r = planner->solve(q);
            const auto c = planner->counts();
            ASSERT_TRUE(c.has_value()) << spec;
            EXPECT_EQ(c->expanded, r.stats.expanded);
            EXPECT_EQ(c->delete_min, c->expanded + c->stale_pops) << spec;
            EXPECT_EQ(c->max_open, r.stats.max_open) << spec;
            EXPECT_LE(c->max_closed, c->expanded) << spec;
            if (std::string(dup) == "closed") {
              EXPECT_EQ(c->decrease_key, 0u) << spec;
              EXPECT_EQ(c->whether_contains, 0u) << spec;
              EXPECT_EQ(c->insert_new, c->generated + c->improved + c->reopened) << spec;
            } else {
              EXPECT_EQ(c->insert_new + c->decrease_key, c->generated + c->improved + c->reopened) << spec;
              EXPECT_EQ(c->decrease_key, c->improved) << spec;
              EXPECT_GE(c->whether_contains, c->generated - 1) << spec;
              if (open != "stdpq") {
                EXPECT_EQ(c->stale_pops, 0u) << spec;
              }
            }
            // The radix and calendar lists run a 4-ary heap where f can fall along a move:
            // Manhattan distance on 8-connected grids whose diagonal costs less than two
            // straight moves.
            const CostProfile costs = MoveModel(p.grid, p.rules).profile();
            const bool radix_as_heap =
                (open == "radix" || open == "calendar") && std::string(algo).find("manhattan") != std::string::npos &&
                p.rules.connectivity == Connectivity::eight && costs.diagonal < 2 * costs.straight;
            if (open == "binary" || open == "quaternary" || open == "stdpq" || open == "multistack" || radix_as_heap) {
              if (r.stats.expanded > 2) {
                EXPECT_GT(c->max_height, 0u) << spec;
              }
            } else {
              EXPECT_EQ(c->max_height, 0u) << spec;
            }
            // Cao's two stacks: on 4-connected grids of equal weights under the Manhattan
            // distance, f grows by 0 or 2 per move, so two f values at most are open at once.
            if (open == "multistack") {
              if (r.stats.expanded > 1) {
                EXPECT_GE(c->max_stacks, 1u) << spec;
              }
              EXPECT_LE(c->max_stacks, c->max_open) << spec;
              if (std::string(algo).find("manhattan") != std::string::npos &&
                  p.rules.connectivity == Connectivity::four && p.grid.uniform()) {
                EXPECT_LE(c->max_stacks, 2u) << spec << " " << describe(p.rules);
              }
              most_stacks = std::max<std::uint64_t>(most_stacks, c->max_stacks);
            } else {
              EXPECT_EQ(c->max_stacks, 0u) << spec;
            }
          }
        }
        auto plain =
            planners().make(problems[0].grid, problems[0].rules, parse_config(std::string("astar:open=") + open));
        EXPECT_FALSE(plain->counts().has_value());
      }
  EXPECT_GT(most_stacks, 2u);  // the counter is not stuck at the bound it checks
}

}  // namespace
}  // namespace gridnav
