// Indices 0..n-1 spread over worker threads, each worker with its own state: the loop of
// run_batch (api/batch.hpp) and of the Python module's many distance fields.
//
//   std::vector<Planner*> mine = ...;                 // one per worker, made beforehand
//   parallel_for(n, threads, [&](unsigned worker, std::size_t i) { answer[i] = mine[worker]->solve(q[i]); });
//
// Workers take indices in chunks from a shared counter, so a slow item does not hold up a
// fixed share. The first exception a body throws stops the other workers (after their
// current item) and is rethrown on the calling thread. With one thread everything runs on
// the calling thread. `stop`, when set, ends the loop early: later indices are skipped.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <functional>
#include <thread>
#include <vector>

namespace gridnav {

/// The number of workers for `n` items: `threads` (0: one per core), at most one per
/// `min_per_worker` items, at least 1.
[[nodiscard]] inline unsigned worker_count(std::size_t n, unsigned threads, std::size_t min_per_worker = 8) {
  const unsigned wanted = threads ? threads : std::max(1u, std::thread::hardware_concurrency());
  return unsigned(std::clamp<std::size_t>(n / std::max<std::size_t>(1, min_per_worker), 1, wanted));
}

template <class Body>
void parallel_for(std::size_t n, unsigned workers, Body&& body, const std::atomic<bool>* stop = nullptr,
                  std::size_t chunk = 16) {
  std::atomic<std::size_t> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr failure;
  auto work = [&](unsigned worker) {
    try {
      for (;;) {
        const std::size_t begin = next.fetch_add(chunk, std::memory_order_relaxed);
        if (begin >= n || failed.load(std::memory_order_relaxed)) return;
        for (std::size_t i = begin; i < std::min(n, begin + chunk); ++i) {
          if (stop != nullptr && stop->load(std::memory_order_relaxed)) return;
          body(worker, i);
        }
      }
    } catch (...) {
      if (!failed.exchange(true)) failure = std::current_exception();
    }
  };
  if (workers <= 1) {
    work(0);
  } else {
    std::vector<std::jthread> pool;
    pool.reserve(workers);
    for (unsigned w = 0; w < workers; ++w) pool.emplace_back(work, w);
  }  // the jthreads join here
  if (failure) std::rethrow_exception(failure);
}

}  // namespace gridnav
