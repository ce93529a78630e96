#include "gridnav/api/batch.hpp"

#include <algorithm>
#include <chrono>
#include <exception>
#include <thread>

#include "gridnav/api/registry.hpp"

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
  unsigned threads = options.threads ? options.threads : std::max(1u, std::thread::hardware_concurrency());
  threads = unsigned(std::clamp<std::size_t>(queries.size() / 8, 1, threads));  // a few queries: fewer threads
  result.threads = threads;
  std::vector<std::unique_ptr<Planner>> workers;
  for (unsigned t = 0; t < threads; ++t) workers.push_back(make());

  constexpr std::size_t kChunk = 16;
  std::atomic<std::size_t> next{0};
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
  auto work = [&](Planner& p) {
    try {
      for (;;) {
        const std::size_t begin = next.fetch_add(kChunk, std::memory_order_relaxed);
        if (begin >= queries.size() || failed.load(std::memory_order_relaxed)) return;
        for (std::size_t i = begin; i < std::min(queries.size(), begin + kChunk); ++i) {
          if (stop != nullptr && stop->load(std::memory_order_relaxed)) return;
          const SearchResult& r = p.solve(queries[i], options.limits);
          BatchAnswer& a = result.answers[i];
          a.status = r.status;
          a.cost = r.cost;
          a.expanded = r.stats.expanded;
          if (options.paths) a.path = r.path;
        }
      }
    } catch (...) {
      if (!failed.exchange(true)) failure = std::current_exception();
    }
  };
  const auto t0 = std::chrono::steady_clock::now();
  if (threads == 1) {
    work(*workers[0]);
  } else {
    std::vector<std::jthread> pool;
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(work, std::ref(*workers[t]));
  }
  result.wall_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count();
  if (failure) std::rethrow_exception(failure);
  return result;
}

}  // namespace gridnav
