// Many threads on one map, as a game or a server runs them (docs/concurrency.md):
//   - every registered planner, made concurrently from the catalog by N threads (2, 4, 8),
//     each thread searching the same const Grid with its own planner: every status, cost,
//     path and expansion count equals a serial run's;
//   - A* with ALT landmarks: the threads share one landmark table from the table cache,
//     built while they all ask for it;
//   - JPS+ planners, whose jump tables are built as the threads start;
//   - every navigator, each thread with its own navigator over its own copy of the map,
//     through the same change sequence: every plan equals the serial one's;
//   - run_batch and distance fields on several threads against one thread.
// Built also under ThreadSanitizer (scripts/sanitize.sh thread), which checks that no two
// threads touch the same memory without synchronisation.
#include <gtest/gtest.h>

#include <barrier>
#include <cmath>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "gridnav/api/batch.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/io/map_loader.hpp"
#include "gridnav/io/scenario.hpp"
#include "gridnav/search/distance_field.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

const MoveRules kOctile{};

struct Answer {
  Status status = Status::running;
  Cost cost = kInfiniteCost;
  std::vector<Point> path;
  std::uint64_t expanded = 0;
  friend bool operator==(const Answer&, const Answer&) = default;
};

/// A sample of arena2's scenario queries: short and long ones.
std::vector<Query> arena_queries(std::size_t count) {
  const Scenario scen = read_scenario(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map.scen");
  std::vector<Query> out;
  const std::size_t stride = std::max<std::size_t>(1, scen.entries.size() / count);
  for (std::size_t i = 0; i < scen.entries.size() && out.size() < count; i += stride)
    out.push_back({scen.entries[i].start, scen.entries[i].goal});
  return out;
}

const Grid& arena() {
  static const Grid grid = load_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map").grid;
  return grid;
}

std::vector<Answer> answer_all(Planner& planner, std::span<const Query> queries, std::size_t rotate) {
  std::vector<Answer> out(queries.size());
  for (std::size_t k = 0; k < queries.size(); ++k) {
    const std::size_t i = (k + rotate) % queries.size();  // each thread in its own order
    const SearchResult& r = planner.solve(queries[i]);
    out[i] = Answer{r.status, r.cost, r.path, r.stats.expanded};
  }
  return out;
}

/// Runs `work(thread)` on `n` threads released together, and joins them.
template <class Work>
void on_threads(unsigned n, Work work) {
  std::barrier start{std::ptrdiff_t(n)};
  std::vector<std::jthread> threads;
  for (unsigned t = 0; t < n; ++t)
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      work(t);
    });
}

/// The answers of `spec` from n threads, each making its own planner at the same moment,
/// against a serial run's; fails on the first difference. No planner outlives its round,
/// so a shared table (ALT landmarks) is built afresh each round while the threads ask for it.
void expect_threads_agree(const std::string& spec, const Grid& grid, std::span<const Query> queries) {
  SCOPED_TRACE(spec);
  const Config config = parse_config(spec);
  std::vector<Answer> serial;
  for (const unsigned n : {2u, 4u, 8u}) {
    SCOPED_TRACE(std::to_string(n) + " threads");
    std::vector<std::vector<Answer>> got(n);
    on_threads(n, [&](unsigned t) {
      const auto planner = planners().make(grid, kOctile, config);
      got[t] = answer_all(*planner, queries, t * 7);
    });
    if (serial.empty()) serial = answer_all(*planners().make(grid, kOctile, config), queries, 0);
    for (unsigned t = 0; t < n; ++t)
      for (std::size_t i = 0; i < queries.size(); ++i)
        ASSERT_EQ(got[t][i], serial[i]) << "thread " << t << ", query " << i;
  }
}

TEST(SharedMap, EveryPlannerGivesTheSerialAnswersOnEveryThread) {
  const std::vector<Query> queries = arena_queries(12);
  int checked = 0;
  for (const auto& entry : planners().entries()) {
    // IDA* and DFS-like searches are slow on a map this size, and goal bounds (one
    // Dijkstra search per cell) slow to build: they get a small map below.
    if (entry.name == "ida" || entry.name == "fringe" || entry.name == "jps-plus-gb") continue;
    expect_threads_agree(entry.name, arena(), queries);
    ++checked;
  }
  EXPECT_GE(checked, 6);
}

TEST(SharedMap, IterativeDeepeningAndGoalBoundsOnASmallSharedMap) {
  const std::uint32_t seed = testing::test_seed(20261127);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = testing::random_grid(rng, 24, 24, 0.2, 1);
  std::vector<Query> queries;
  for (int i = 0; i < 8; ++i)
    queries.push_back({testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)});
  expect_threads_agree("ida", grid, queries);
  expect_threads_agree("fringe", grid, queries);
  // Goal bounds: the planners of all threads share one table, built once.
  expect_threads_agree("jps-plus-gb", grid, queries);
  expect_threads_agree("astar:goal-bounds=on", grid, queries);
}

TEST(SharedMap, LandmarkTablesAreSharedAndAgree) {
  const std::vector<Query> queries = arena_queries(12);
  expect_threads_agree("astar:heuristic=alt", arena(), queries);
  expect_threads_agree("astar:heuristic=altbest", arena(), queries);
  // The answers are optimal too, not merely alike.
  const MoveModel moves(arena(), kOctile);
  const auto planner = planners().make(arena(), kOctile, parse_config("astar:heuristic=alt"));
  for (const Query& q : queries)
    EXPECT_NEAR(planner->solve(q).cost, testing::reference_cost(moves, q.start, q.goal), 1e-9);
}

TEST(SharedMap, NavigatorsOnTheirOwnCopiesAgree) {
  const std::uint32_t seed = testing::test_seed(20261128);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = testing::random_grid(rng, 40, 40, 0.2, 4);
  const Point agent = testing::random_free_cell(rng, grid), goal = testing::random_free_cell(rng, grid);
  std::vector<std::vector<CellChange>> batches(20);
  for (auto& batch : batches)
    for (int i = 0; i < 6; ++i) {
      const Point p{std::int32_t(rng() % 40), std::int32_t(rng() % 40)};
      if (p != agent && p != goal) batch.push_back({p, rng() % 3 ? kBlocked : Weight(1 + rng() % 4)});
    }
  // The costs after each batch; the agent stays put, so every run sees the same maps.
  const auto run = [&](const std::string& name) {
    const auto nav = make_navigator(name);
    nav->reset(grid, kOctile, agent, goal);
    std::vector<Cost> costs{nav->plan() == Status::found ? nav->path_cost() : kInfiniteCost};
    for (const auto& batch : batches) {
      nav->apply_changes(batch);
      costs.push_back(nav->plan() == Status::found ? nav->path_cost() : kInfiniteCost);
    }
    return costs;
  };
  for (const std::string& name : navigators().names()) {
    SCOPED_TRACE(name);
    const std::vector<Cost> serial = run(name);
    for (const unsigned n : {2u, 4u, 8u}) {
      std::vector<std::vector<Cost>> got(n);
      on_threads(n, [&](unsigned t) { got[t] = run(name); });
      for (unsigned t = 0; t < n; ++t) ASSERT_EQ(got[t], serial) << n << " threads, thread " << t;
    }
  }
}

TEST(SharedMap, BatchesAndFieldsOnManyThreadsEqualOneThread) {
  const std::vector<Query> queries = arena_queries(40);
  const BatchResult one = run_batch(arena(), kOctile, parse_config("astar"), queries, {.threads = 1, .paths = true});
  for (const unsigned n : {2u, 4u, 8u}) {
    const BatchResult many = run_batch(arena(), kOctile, parse_config("jps"), queries, {.threads = n, .paths = false});
    ASSERT_EQ(many.answers.size(), one.answers.size());
    for (std::size_t i = 0; i < queries.size(); ++i) EXPECT_NEAR(many.answers[i].cost, one.answers[i].cost, 1e-9);
  }
  // One distance field per thread over the shared map (arena2 is unweighted, so the cost
  // to a source equals the cost from it).
  std::vector<std::vector<Cost>> fields(4, std::vector<Cost>(arena().cell_count()));
  on_threads(4, [&](unsigned t) {
    DistanceField field(arena(), kOctile);
    field.compute(std::vector<Point>{queries[t].start});
    field.copy_to(fields[t]);
  });
  const MoveModel moves(arena(), kOctile);
  for (unsigned t = 0; t < 4; ++t) {
    const std::vector<Cost> reference = testing::reference_distances(moves, queries[t].start);
    for (std::size_t i = 0; i < reference.size(); ++i)
      if (std::isinf(reference[i]))
        ASSERT_TRUE(std::isinf(fields[t][i])) << "thread " << t << ", cell " << i;
      else
        ASSERT_NEAR(fields[t][i], reference[i], 1e-9) << "thread " << t << ", cell " << i;
  }
}

}  // namespace
}  // namespace gridnav
