// Many queries on one grid, spread over threads: one planner per thread, all reading the
// same const Grid (a Grid is never written by a search). The planners are made on the
// calling thread before any worker starts, so the catalog and any shared precomputed
// table (ALT landmarks) are built once and only read afterwards.
//
//   std::vector<gridnav::Query> queries = ...;
//   gridnav::BatchResult r = gridnav::run_batch(grid, rules, gridnav::parse_config("astar"), queries,
//                                               {.threads = 0});   // 0: every core
//   for (const gridnav::BatchAnswer& a : r.answers) use(a.status, a.cost);
//
// Answers come back in the order of the queries, whatever the thread count: a batch gives
// the same statuses, costs and paths as the same queries asked one by one of one planner.
// Workers take the queries in chunks from a shared counter (util/parallel.hpp), so a slow
// query does not hold up a whole share; fewer than 8 queries a thread use fewer threads.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "gridnav/api/param.hpp"
#include "gridnav/api/planner.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

struct BatchOptions {
  unsigned threads = 0;  ///< 0: std::thread::hardware_concurrency()
  bool paths = false;    ///< keep each path (else only status, cost and counts)
  Limits limits{};       ///< per query
};

struct BatchAnswer {
  Status status = Status::running;
  Cost cost = kInfiniteCost;
  std::uint64_t expanded = 0;
  std::vector<Point> path;  ///< only with BatchOptions::paths
};

struct BatchResult {
  std::vector<BatchAnswer> answers;
  unsigned threads = 0;      ///< threads used
  std::int64_t wall_ns = 0;  ///< from the first worker's start to the last one's end
};

/// Makes one planner for one worker (called on the calling thread, once per worker).
using PlannerMaker = std::function<std::unique_ptr<Planner>()>;

/// Answers `queries` with planners from `make` (all on the same grid). A query with cells
/// out of range or blocked gets Status::invalid_input, like a single search. `stop`, when
/// given and set, makes the workers skip the queries not started yet (their status stays
/// running). An exception in a worker stops the others and is rethrown here.
[[nodiscard]] BatchResult run_batch(std::span<const Query> queries, const PlannerMaker& make,
                                    const BatchOptions& options = {}, const std::atomic<bool>* stop = nullptr);

/// The same with planners from the catalog (api/registry.hpp). InputError for a planner
/// spec the catalog refuses; a query
/// with cells out of range or blocked gets Status::invalid_input, like a single search.
/// `stop`, when given and set, makes the workers skip the queries not started yet (their
/// status stays running).
[[nodiscard]] BatchResult run_batch(const Grid& grid, const MoveRules& rules, const Config& planner,
                                    std::span<const Query> queries, const BatchOptions& options = {},
                                    const std::atomic<bool>* stop = nullptr);

}  // namespace gridnav
