#include "gridnav/api/batch.hpp"

#include <chrono>

#include "gridnav/api/registry.hpp"
#include "gridnav/util/parallel.hpp"

namespace gridnav {

BatchResult run_batch(const Grid& grid, const MoveRules& rules, const Config& planner, std::span<const Query> queries,
                      const BatchOptions& options, const std::atomic<bool>* stop) {
  const Config full = planners().complete(planner);  // InputError before any thread starts
  return run_batch(
      queries, [&] { return planners().make(grid, rules, full); }, options, stop);
}

BatchResult run_batch(std::span<const Query> queries, const PlannerMaker& make, const BatchOptions& options,
                      const std::atomic<bool>* stop) {
  BatchResult result;
  result.answers.resize(queries.size());
  result.threads = worker_count(queries.size(), options.threads);
  std::vector<std::unique_ptr<Planner>> workers;
  for (unsigned t = 0; t < result.threads; ++t) workers.push_back(make());
  const auto t0 = std::chrono::steady_clock::now();
  parallel_for(
      queries.size(), result.threads,
      [&](unsigned worker, std::size_t i) {
        const SearchResult& r = workers[worker]->solve(queries[i], options.limits);
        BatchAnswer& a = result.answers[i];
        a.status = r.status;
        a.cost = r.cost;
        a.expanded = r.stats.expanded;
        if (options.paths) a.path = r.path;
      },
      stop);
  result.wall_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count();
  return result;
}

}  // namespace gridnav
