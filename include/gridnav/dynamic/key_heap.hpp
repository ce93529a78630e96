// The queue of D* and Focused D*: an indexed 4-ary min-heap of cells with integer keys,
// and the key helpers that D* Lite and LPA* (whose own 4-ary heap lives in their shared
// core, dynamic/detail/rhs/heap.hpp) use too.
//
// Every queued cell (PaddedId) has its slot recorded in a per-cell array, so insert,
// remove-by-id and change-key (up or down) are O(log n), and "is this cell queued?" is
// O(1), as D* needs for INSERT on an OPEN state.
//
// Entries hold their key as one or two 64-bit words that order as the key does (for
// non-negative doubles and +inf the bit pattern orders as the value; whole numbers may be
// packed two to a word), and the heap orders them by key, then by cell id: a total order,
// so which of two equal keys comes out first is a stated rule, not the heap's shape.
//
// With Counted, the heap counts its work the way the Moori seed logs it: inserts (new
// entries and repositioned entries alike, as the seed's INSERT covers both), removes,
// and, at every operation, the heap's size and the height of a binary heap of that size
// (floor(log2 size) + 1), so that the average size, the average height and their product
// summed over operations (the seed's "worst case search depth") can be reported. Without
// it the counting is compiled out and counters() stays zero.
//
// Memory: slots are a vector sized once per map (reset); the entry vector keeps its
// capacity, so after the first search no operation allocates.
#pragma once

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <span>
#include <type_traits>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// Rounds a key part to a multiple of 2^-20. Mathematically equal keys reached by sums
/// in a different order (g + h + km with octile costs) differ in their last bits; left
/// as they are, such a pair can sit in the heap in the wrong order of their second parts
/// and hide an entry the stop test needs. Rounding is monotone, so lower bounds stay
/// lower bounds, and keys that differ by less than 2^-20 only change the order of ties.
///
/// Below 2^31 the rounding adds and subtracts 1.5 x 2^52: the sum lies where doubles are
/// whole numbers, so the addition itself rounds to the nearest integer (ties to even, as
/// nearbyint does) without a library call; the planners snap every key they compute.
[[nodiscard]] inline Cost snap_key(Cost x) noexcept {
  constexpr Cost scale = 1048576.0, unscale = 1.0 / 1048576.0, magic = 6755399441055744.0;  // 2^20, 1.5 x 2^52
  if (x < 2147483648.0 && x > -2147483648.0) return ((x * scale + magic) - magic) * unscale;
  return x < 1e15 ? std::nearbyint(x * scale) / scale : x;
}

/// Counters of heap work; see the file comment.
struct HeapCounters {
  std::uint64_t inserts = 0;     ///< new entries
  std::uint64_t updates = 0;     ///< key changes of queued entries
  std::uint64_t removes = 0;     ///< pops and removals by id
  std::uint64_t size_sum = 0;    ///< heap size summed over operations
  std::uint64_t height_sum = 0;  ///< heap height summed over operations
  std::uint64_t max_size = 0;
};

/// Order-preserving integer form of a key part that is a non-negative double or +inf.
[[nodiscard]] constexpr std::uint64_t key_bits(Cost x) noexcept { return std::bit_cast<std::uint64_t>(x); }

/// A queue entry whose key and cell make one 64-bit integer, the cell in its low
/// QuadKeyHeap::id_bits() bits: D* and Focused D* with whole-number costs while their
/// values fit (src/dynamic/dstar/keys.hpp). Ordered as that integer.
struct KeyEntry0 {
  std::uint64_t key;
  friend constexpr bool operator<(const KeyEntry0& a, const KeyEntry0& b) noexcept { return a.key < b.key; }
};
/// A queue entry whose key and cell make one 128-bit integer, ordered as that integer
/// (one comparison, no branch on equal keys, which are common): D* puts key_bits(k) in
/// the high word and the cell in the low one; Focused D* with whole-number costs puts fB
/// in the high word and k (32 bits) above the cell (32 bits) in the low one.
struct KeyEntry1 {
  detail::uint128 rank;
  [[nodiscard]] constexpr std::uint32_t id() const noexcept { return std::uint32_t(rank); }
  friend constexpr bool operator<(const KeyEntry1& a, const KeyEntry1& b) noexcept { return a.rank < b.rank; }
};
/// A queue entry with a two-word key [first, second] (Focused D*'s <fB, k> as key_bits).
/// Ordered by key, then cell.
struct KeyEntry2 {
  std::uint64_t first, second;
  std::uint32_t cell;
  [[nodiscard]] constexpr std::uint32_t id() const noexcept { return cell; }
  friend constexpr bool operator<(const KeyEntry2& a, const KeyEntry2& b) noexcept {
    const detail::uint128 ka = detail::uint128{a.first} << 64 | a.second,
                          kb = detail::uint128{b.first} << 64 | b.second;
    return (ka < kb) | ((ka == kb) & (a.cell < b.cell));  // & and |: no jump on ties
  }
};

/// The indexed 4-ary min-heap of the file comment, over KeyEntry0, 1 or 2.
template <class Entry, bool Counted = true>
class QuadKeyHeap {
 public:
  static constexpr std::uint32_t kAbsent = std::numeric_limits<std::uint32_t>::max();
  static constexpr std::size_t kArity = 4;

  /// Prepares for `cells` padded ids and empties the heap (keeps capacity).
  void reset(std::size_t cells) {
    heap_.assign(kArity - 1, kSentinel);
    size_ = 0;
    hole_ = false;
    where_.assign(cells, kAbsent);
    id_bits_ = unsigned(std::bit_width(cells));
    id_mask_ = (std::uint64_t{1} << id_bits_) - 1;
  }
  /// KeyEntry0: the low bits that hold the cell, enough for every id below `cells` with
  /// the all-ones value left over (so no real entry equals the sentinel).
  [[nodiscard]] unsigned id_bits() const noexcept { return id_bits_; }
  [[nodiscard]] std::uint32_t id_of(const Entry& e) const noexcept {
    if constexpr (std::is_same_v<Entry, KeyEntry0>)
      return std::uint32_t(e.key & id_mask_);
    else
      return e.id();
  }

  [[nodiscard]] bool empty() const noexcept { return size_ == std::size_t(hole_); }
  [[nodiscard]] std::size_t size() const noexcept { return size_ - std::size_t(hole_); }
  [[nodiscard]] bool contains(std::uint32_t id) const noexcept { return where_[id] != kAbsent; }
  [[nodiscard]] const Entry& top() const noexcept { return heap_.front(); }
  [[nodiscard]] const Entry& entry_of(std::uint32_t id) const noexcept { return heap_[where_[id]]; }
  [[nodiscard]] std::span<const Entry> entries() const noexcept { return {heap_.data(), size_}; }

  /// Queues e.id with e's key, or gives a queued e.id that key (either direction).
  void put(const Entry& e) {
    const std::uint32_t at = where_[id_of(e)];
    if (at == kAbsent)
      insert(e);
    else
      update(at, e);
  }
  /// remove(id of the top), without looking its slot up or comparing with the old top.
  void pop() noexcept {
    fill_hole();
    if (vacate(0)) sink(0);
  }
  /// pop(), counted alike, but the root is left as a hole, below every entry, for the
  /// next new entry: it goes in at the root and sifts down. D* pushes the neighbours of
  /// the cell it took, and with deep ties the first is often the next top; that saves
  /// pop's sift-down and that push's sift-up. Until fill_hole(), only put() may be
  /// called (a key change stops below the hole); the order of the entries is the same.
  void pop_to_hole() noexcept {
    fill_hole();
    count_op();
    if constexpr (Counted) ++counters_.removes;
    where_[id_of(heap_[0])] = kAbsent;
    heap_[0] = kHole;
    hole_ = true;
  }
  /// Fills a hole no new entry took, as pop() would have: the last entry sinks from the root.
  void fill_hole() noexcept {
    if (!hole_) return;
    hole_ = false;
    const Entry last = heap_[--size_];
    heap_[size_] = kSentinel;
    if (size_ == 0) return;  // the hole was the only slot
    place(0, last);
    sink(0);
  }
  void remove(std::uint32_t id) noexcept {
    fill_hole();
    const std::size_t at = where_[id];
    const Entry old = heap_[at];
    if (!vacate(at)) return;
    if (heap_[at] < old)
      sift_up(at);
    else
      sink(at);
  }

  /// Moves every entry of `from` here, converted by to_entry(entry, cell), into the same slots (the
  /// caller guarantees that the conversion keeps the order, so the heap stays valid), with
  /// the counters; `from` is left empty and must be reset before it is used again.
  template <class From, class F>
  void take(QuadKeyHeap<From, Counted>& from, F&& to_entry) {
    from.fill_hole();
    fill_hole();
    heap_.assign(from.heap_.size(), kSentinel);
    for (std::size_t i = 0; i < from.size_; ++i) heap_[i] = to_entry(from.heap_[i], from.id_of(from.heap_[i]));
    size_ = from.size_;
    where_.swap(from.where_);
    id_bits_ = from.id_bits_;
    id_mask_ = from.id_mask_;
    counters_ = from.counters_;
    from.heap_.assign(kArity - 1, QuadKeyHeap<From, Counted>::kSentinel);
    from.size_ = 0;
    from.counters_ = {};
  }

  [[nodiscard]] const HeapCounters& counters() const noexcept { return counters_; }
  void clear_counters() noexcept { counters_ = {}; }

  /// True when no entry is below its parent, the slots agree, and sentinels follow.
  [[nodiscard]] bool valid() const noexcept {
    if (hole_) return false;
    if (heap_.size() < size_ + kArity - 1) return false;
    for (std::size_t i = 0; i < size_; ++i) {
      if (where_[id_of(heap_[i])] != i) return false;
      if (i > 0 && heap_[i] < heap_[(i - 1) / kArity]) return false;
    }
    for (std::size_t i = size_; i < heap_.size(); ++i)
      if (heap_[i] < kSentinel || kSentinel < heap_[i]) return false;
    return true;
  }

 private:
  template <class, bool>
  friend class QuadKeyHeap;

  /// Above every real entry (its cell, kAbsent, is no cell), so that the least of four
  /// children is picked without asking how many there are.
  static constexpr Entry kSentinel = [] {
    if constexpr (std::is_same_v<Entry, KeyEntry2>)
      return Entry{~std::uint64_t{0}, ~std::uint64_t{0}, kAbsent};
    else if constexpr (std::is_same_v<Entry, KeyEntry1>)
      return Entry{~detail::uint128{0}};
    else
      return Entry{~std::uint64_t{0}};
  }();
  /// pop_to_hole()'s root: all zeros, not above any entry, so no sift passes it.
  static constexpr Entry kHole = [] {
    if constexpr (std::is_same_v<Entry, KeyEntry2>)
      return Entry{0, 0, 0};
    else if constexpr (std::is_same_v<Entry, KeyEntry1>)
      return Entry{detail::uint128{0}};
    else
      return Entry{0};
  }();

  void insert(const Entry& e) {
    if (hole_) {
      hole_ = false;
      if constexpr (Counted) ++counters_.inserts;
      place(0, e);
      sift_down(0);
      count_op();
      return;
    }
    if (heap_.size() < size_ + kArity) heap_.push_back(kSentinel);
    heap_[size_] = e;
    ++size_;
    if constexpr (Counted) ++counters_.inserts;
    sift_up(size_ - 1);
    count_op();
  }
  /// Takes the entry at `at` out (counted) and moves the last entry into its slot; false
  /// when `at` was the last slot, so that nothing is left to place.
  bool vacate(std::size_t at) noexcept {
    count_op();
    if constexpr (Counted) ++counters_.removes;
    where_[id_of(heap_[at])] = kAbsent;
    const Entry last = heap_[--size_];
    heap_[size_] = kSentinel;
    if (at == size_) return false;
    place(at, last);
    return true;
  }
  void update(std::size_t at, const Entry& e) noexcept {
    const Entry old = heap_[at];
    heap_[at] = e;
    if constexpr (Counted) ++counters_.updates;
    if (e < old)
      sift_up(at);
    else
      sift_down(at);
    count_op();
  }
  void count_op() noexcept {
    if constexpr (Counted) {
      const std::size_t n = size();
      counters_.size_sum += n;
      counters_.height_sum += std::uint64_t(std::bit_width(n));
      counters_.max_size = std::max<std::uint64_t>(counters_.max_size, n);
    }
  }
  void place(std::size_t at, const Entry& e) noexcept {
    heap_[at] = e;
    where_[id_of(e)] = std::uint32_t(at);
  }
  void sift_up(std::size_t at) noexcept {
    const Entry moving = heap_[at];
    while (at > 0) {
      const std::size_t parent = (at - 1) / kArity;
      if (!(moving < heap_[parent])) break;
      place(at, heap_[parent]);
      at = parent;
    }
    place(at, moving);
  }
  /// The least of the four children from `first`, picked with masks, not jumps.
  [[nodiscard]] std::size_t least_child(std::size_t first) const noexcept {
    const Entry* c = &heap_[first];
    const std::size_t low = std::size_t(c[1] < c[0]), high = 2 + std::size_t(c[3] < c[2]);
    const std::size_t pick = 0 - std::size_t(c[high] < c[low]);
    return first + (low ^ ((low ^ high) & pick));
  }
  void sift_down(std::size_t at) noexcept {
    const Entry moving = heap_[at];
    for (std::size_t first = kArity * at + 1; first < size_; first = kArity * at + 1) {
      const std::size_t best = least_child(first);
      if (!(heap_[best] < moving)) break;
      place(at, heap_[best]);
      at = best;
    }
    place(at, moving);
  }

  /// sift_down(at) by the bottom-up route, for the last entry moved into a removed one's
  /// slot (it usually belongs near the leaves): the hole goes down to a leaf along the
  /// least children, then the entry climbs back while the entry above is not below it.
  /// The same heap as sift_down gives (keys along the path never decrease), with no early
  /// exit to mispredict on the way down.
  void sink(std::size_t at) noexcept {
    const Entry moving = heap_[at];
    std::size_t hole = at;
    for (std::size_t first = kArity * hole + 1; first < size_; first = kArity * hole + 1) {
      const std::size_t best = least_child(first);
      place(hole, heap_[best]);
      hole = best;
    }
    while (hole > at) {
      const std::size_t parent = (hole - 1) / kArity;
      if (heap_[parent] < moving) break;
      place(hole, heap_[parent]);
      hole = parent;
    }
    place(hole, moving);
  }

  std::vector<Entry> heap_ = std::vector<Entry>(kArity - 1, kSentinel);  // size_ entries, then sentinels
  std::size_t size_ = 0;                                                 // slots in use, the hole included
  bool hole_ = false;                                                    // the root is pop_to_hole()'s hole
  std::vector<std::uint32_t> where_;
  unsigned id_bits_ = 0;
  std::uint64_t id_mask_ = 0;  // the low id_bits_ bits
  HeapCounters counters_;
};

}  // namespace gridnav
