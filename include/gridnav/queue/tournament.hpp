// The least of a d-ary heap node's children, without branches: the step every sift-down
// of gridnav's d-ary heaps repeats (queue/indexed_heap.hpp, open_list/dary_heap.hpp).
// Sentinels after a heap's last entry stand in for missing children, so a node always has
// Arity readable children and no count is asked.
#pragma once

#include <cstddef>

namespace gridnav {

/// The index (0 .. Arity - 1) of the least of the Arity entries from `c` under `less`,
/// the first of equal ones. The comparisons' 0/1 results select by masks, not jumps (a
/// jump here mispredicts about half the time): for four, a tournament of two
/// independent comparisons, then one.
template <std::size_t Arity, class Entry, class Less>
[[nodiscard, gnu::always_inline]] inline std::size_t least_of(const Entry* c, Less&& less) noexcept {
  if constexpr (Arity == 4) {
    const std::size_t low = std::size_t(less(c[1], c[0])), high = 2 + std::size_t(less(c[3], c[2]));
    const std::size_t pick = 0 - std::size_t(less(c[high], c[low]));
    return low ^ ((low ^ high) & pick);
  } else {
    std::size_t best = 0;
    for (std::size_t i = 1; i < Arity; ++i) best ^= (best ^ i) & (0 - std::size_t(less(c[i], c[best])));
    return best;
  }
}

}  // namespace gridnav
