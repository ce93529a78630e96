// A d-ary min-heap of 16-byte OpenEntry (d = 2 is the textbook binary heap, d = 4
// the faster variant: half the height, and the four children of a node share one
// 64-byte cache line when the array is aligned).
//
//   Duplicates::open    a per-cell position index (own array, 4 bytes per cell) is
//                       written on every move, so decrease() finds the entry in O(1)
//                       and sifts it up: O(log_d n).
//   Duplicates::closed  no index at all: push and pop touch only the heap array.
//
// push O(log_d n) comparisons; pop O(d log_d n); top O(1). Steps reported: one per
// key comparison.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/open_list/open_list.hpp"

namespace gridnav {

template <unsigned Arity, Duplicates D>
class DaryHeap {
  static_assert(Arity >= 2);

 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = Arity == 2 ? "binary" : Arity == 4 ? "quaternary" : "dary";

  void configure(const OpenListSetup& setup) {
    if constexpr (D == Duplicates::open) pos_.assign(setup.cells, 0);
  }
  void clear() noexcept { heap_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return heap_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return heap_.size(); }
  [[nodiscard]] std::uint32_t height() const noexcept {
    std::uint32_t h = 0;
    for (std::size_t n = heap_.size(), level = 1; n > 0; n = n > level ? n - level : 0, level *= Arity) ++h;
    return h;
  }
  [[nodiscard]] const OpenEntry& top() const noexcept { return heap_.front(); }

  std::uint32_t push(const OpenEntry& e) {
    heap_.push_back(e);
    return sift_up(heap_.size() - 1, e);
  }

  OpenEntry pop(std::uint32_t& steps) noexcept {
    const OpenEntry best = heap_.front();
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) steps += sift_down(last);
    return best;
  }

  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) noexcept {
    if constexpr (D == Duplicates::open) {
      return sift_up(pos_[raw(e.id)], e);
    } else {
      return push(e);
    }
  }

  /// Entries in heap order (for inspection; not sorted).
  [[nodiscard]] const std::vector<OpenEntry>& entries() const noexcept { return heap_; }

 private:
  void place(std::size_t at, const OpenEntry& e) noexcept {
    heap_[at] = e;
    if constexpr (D == Duplicates::open) pos_[raw(e.id)] = std::uint32_t(at);
  }
  std::uint32_t sift_up(std::size_t at, const OpenEntry moving) noexcept {
    std::uint32_t steps = 0;
    while (at > 0) {
      const std::size_t parent = (at - 1) / Arity;
      ++steps;
      if (!(moving < heap_[parent])) break;
      place(at, heap_[parent]);
      at = parent;
    }
    place(at, moving);
    return steps;
  }
  std::uint32_t sift_down(const OpenEntry moving) noexcept {
    std::uint32_t steps = 0;
    const std::size_t n = heap_.size();
    std::size_t at = 0;
    for (;;) {
      const std::size_t first = Arity * at + 1;
      if (first >= n) break;
      std::size_t best = first;
      const std::size_t end = first + Arity < n ? first + Arity : n;
      for (std::size_t c = first + 1; c < end; ++c) {
        ++steps;
        best = heap_[c] < heap_[best] ? c : best;  // branch-free select
      }
      ++steps;
      if (!(heap_[best] < moving)) break;
      place(at, heap_[best]);
      at = best;
    }
    place(at, moving);
    return steps;
  }

  std::vector<OpenEntry> heap_;
  std::vector<std::uint32_t> pos_;  // open rule: index of each open cell's entry in heap_
};

/// The 4-ary heap (registry name `quaternary`).
template <Duplicates D = Duplicates::closed>
using QuaternaryHeap = DaryHeap<4, D>;

}  // namespace gridnav
