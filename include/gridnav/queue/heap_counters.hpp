// Counters of a priority queue's work, as Moori's thesis logs it: inserts (new entries),
// updates (key changes of queued entries; Moori's INSERT covers both), removes, and, at
// every operation, the queue's size and the height of a binary heap of that size
// (floor(log2 size) + 1), so that the average size, the average height and their product
// summed over operations (Moori's "worst case search depth") can be reported.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>

namespace gridnav {

struct HeapCounters {
  std::uint64_t inserts = 0;     ///< new entries
  std::uint64_t updates = 0;     ///< key changes of queued entries
  std::uint64_t removes = 0;     ///< pops and removals by id
  std::uint64_t size_sum = 0;    ///< queue size summed over operations
  std::uint64_t height_sum = 0;  ///< binary-heap height of the size summed over operations
  std::uint64_t max_size = 0;

  /// One operation seen at queue size n.
  void operation(std::size_t n) noexcept {
    size_sum += n;
    height_sum += std::uint64_t(std::bit_width(n));
    if (n > max_size) max_size = n;
  }
};

}  // namespace gridnav
