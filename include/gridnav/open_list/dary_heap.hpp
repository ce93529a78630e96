// A d-ary min-heap of 16-byte OpenEntry (d = 2 is the textbook binary heap, d = 4
// the faster variant: half the height, and the four children of a node share one
// 64-byte cache line).
//
//   Duplicates::open    a per-cell position index (own array, 4 bytes per cell) is
//                       written on every move, so decrease() finds the entry in O(1)
//                       and sifts it up: O(log_d n).
//   Duplicates::closed  no index at all: push and pop touch only the heap array.
//
// Layout: the array is followed by at least d sentinel entries that compare above
// every real entry, so a node's children are always d readable entries and choosing
// the smallest is d - 1 branch-free comparisons, with no bounds test per child. For
// d = 4 the array is placed so that every group of siblings (indices 4i+1 .. 4i+4)
// starts on a cache line.
//
// Pop sifts bottom-up (Floyd): the hole left by the root walks down along the smaller
// child to a leaf, and the last entry climbs back from there. The last entry of a heap
// is usually among its largest, so it seldom climbs, and the descent has no
// unpredictable early exit. push O(log_d n) comparisons; pop O(d log_d n). Steps
// reported: one per key comparison.
//
// Under TieRule::native the heap compares f alone, as a textbook heap does: the low
// word of every stored key (tie and id) reads as 1 and that of the climbing entry as
// 0, so a climbing entry passes parents of equal f (newer first among equal f, as far
// as the heap's shape lets it) and siblings of equal f are taken left to right. The
// sifts are instantiated for each order, so the other rules' code is unchanged.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <limits>
#include <span>
#include <utility>
#include <vector>

#include "gridnav/open_list/open_list.hpp"
#include "gridnav/queue/tournament.hpp"

namespace gridnav {

template <unsigned Arity, Duplicates D>
class DaryHeap {
  static_assert(Arity >= 2);

 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = Arity == 2 ? "binary" : Arity == 4 ? "quaternary" : "dary";
  static constexpr const char* kSummary = Arity == 2   ? "a binary heap with decrease-key"
                                          : Arity == 4 ? "a 4-ary heap with decrease-key"
                                                       : "a d-ary heap with decrease-key";

  DaryHeap() { reserve(64); }
  DaryHeap(const DaryHeap& o) : native_(o.native_), pos_(o.pos_) {
    reserve(o.capacity_);
    size_ = o.size_;
    std::copy(o.heap_, o.heap_ + o.size_, heap_);
  }
  DaryHeap& operator=(const DaryHeap& o) {
    if (this != &o) *this = DaryHeap(o);
    return *this;
  }
  DaryHeap(DaryHeap&& o) noexcept { swap(o); }
  DaryHeap& operator=(DaryHeap&& o) noexcept {
    swap(o);
    return *this;
  }
  ~DaryHeap() = default;
  void swap(DaryHeap& o) noexcept {
    storage_.swap(o.storage_);
    std::swap(native_, o.native_);
    std::swap(heap_, o.heap_);
    std::swap(size_, o.size_);
    std::swap(capacity_, o.capacity_);
    pos_.swap(o.pos_);
  }

  void configure(const OpenListSetup& setup) {
    if constexpr (D == Duplicates::open) pos_.assign(setup.cells, 0);
    native_ = setup.tie == TieRule::native;
  }
  void clear() noexcept {
    std::fill(heap_, heap_ + size_, kSentinel);
    size_ = 0;
  }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] std::uint32_t height() const noexcept {
    std::uint32_t h = 0;
    for (std::size_t n = size_, level = 1; n > 0; n = n > level ? n - level : 0, level *= Arity) ++h;
    return h;
  }
  [[nodiscard]] const OpenEntry& top() const noexcept { return heap_[0]; }

  std::uint32_t push(const OpenEntry& e) {
    if (size_ == capacity_) reserve(capacity_ < 32 ? 64 : 2 * capacity_);
    const std::size_t at = size_++;
    return native_ ? sift_up<true>(at, e) : sift_up<false>(at, e);
  }

  OpenEntry pop(std::uint32_t& steps) noexcept {
    const OpenEntry best = heap_[0];
    const OpenEntry last = heap_[--size_];
    heap_[size_] = kSentinel;
    if (size_ != 0) steps += native_ ? sift_down<true>(last) : sift_down<false>(last);
    return best;
  }

  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) {
    if constexpr (D == Duplicates::open) {
      const std::size_t at = pos_[raw(e.id)];
      return native_ ? sift_up<true>(at, e) : sift_up<false>(at, e);
    } else {
      return push(e);
    }
  }

  /// Entries in heap order (for inspection; not sorted).
  [[nodiscard]] std::span<const OpenEntry> entries() const noexcept { return {heap_, size_}; }

 private:
  /// Above every real entry: f is NaN-patterned all-ones bits, the largest 128-bit value.
  static constexpr OpenEntry kSentinel{PaddedId{std::numeric_limits<std::uint32_t>::max()},
                                       std::numeric_limits<std::uint32_t>::max(),
                                       std::bit_cast<Cost>(std::numeric_limits<std::uint64_t>::max())};
  static constexpr std::size_t kEntriesPerLine = 64 / sizeof(OpenEntry);

  /// Grows the storage to hold `capacity` entries plus the sentinel children of the last.
  void reserve(std::size_t capacity) {
    std::vector<OpenEntry> next(capacity + Arity + 1 + kEntriesPerLine, kSentinel);
    // Siblings 4i+1 .. 4i+4 share a line when entry 1 starts one.
    auto* base = next.data();
    while ((reinterpret_cast<std::uintptr_t>(base + 1) % 64) != 0) ++base;
    std::copy(heap_, heap_ + size_, base);
    storage_ = std::move(next);
    heap_ = base;
    capacity_ = capacity;
  }
  void place(std::size_t at, const OpenEntry& e) noexcept {
    heap_[at] = e;
    if constexpr (D == Duplicates::open) pos_[raw(e.id)] = std::uint32_t(at);
  }
  template <bool Native>
  std::uint32_t sift_up(std::size_t at, const OpenEntry moving) noexcept {
    std::uint32_t steps = 0;
    const detail::uint128 key = Native ? moving.key() >> 64 << 64 : moving.key();
    while (at > 0) {
      const std::size_t parent = (at - 1) / Arity;
      ++steps;
      if (!(key < stored_key<Native>(heap_ + parent))) break;
      place(at, heap_[parent]);
      at = parent;
    }
    place(at, moving);
    return steps;
  }
  /// The order of two stored entries, read as two 64-bit words each (the entry's bytes:
  /// id and tie in the low word, f in the high one) and compared with one subtraction
  /// and its borrow; the compiler turns the choice between them into a conditional move.
  /// Native: f alone, with the low word read as 1 (a climbing entry's is 0: it passes ties).
  template <bool Native>
  [[nodiscard]] static detail::uint128 stored_key(const OpenEntry* e) noexcept {
    std::uint64_t lo, hi;
    std::memcpy(&lo, e, 8);
    std::memcpy(&hi, reinterpret_cast<const char*>(e) + 8, 8);
    return detail::uint128{hi} << 64 | (Native ? 1 : lo);
  }
  template <bool Native>
  [[nodiscard]] static bool stored_less(const OpenEntry* a, const OpenEntry* b) noexcept {
    return stored_key<Native>(a) < stored_key<Native>(b);
  }
  /// Index of the smallest of the Arity children starting at `first` (queue/tournament.hpp:
  /// for d = 4 two independent comparisons, then one, selected without jumps).
  template <bool Native>
  [[nodiscard]] std::size_t smallest_child(std::size_t first) const noexcept {
    return first + least_of<Arity>(heap_ + first,
                                   [](const OpenEntry& a, const OpenEntry& b) { return stored_less<Native>(&a, &b); });
  }
  /// Fills the root's hole with `moving` (the former last entry), bottom-up.
  template <bool Native>
  std::uint32_t sift_down(const OpenEntry moving) noexcept {
    std::uint32_t steps = 0;
    std::size_t at = 0;
    for (std::size_t first = 1; first < size_; first = Arity * at + 1) {
      const std::size_t best = smallest_child<Native>(first);
      steps += Arity - 1;
      place(at, heap_[best]);
      at = best;
    }
    return steps + sift_up<Native>(at, moving);
  }

  std::vector<OpenEntry> storage_;  // heap_ points into it; sentinels after size_
  bool native_ = false;             // TieRule::native: compare f alone (the sifts are instantiated for both)
  OpenEntry* heap_ = nullptr;
  std::size_t size_ = 0;
  std::size_t capacity_ = 0;
  std::vector<std::uint32_t> pos_;  // open rule: index of each open cell's entry in heap_
};

/// The 4-ary heap (registry name `quaternary`).
template <Duplicates D = Duplicates::closed>
using QuaternaryHeap = DaryHeap<4, D>;

}  // namespace gridnav
