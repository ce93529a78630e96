// An indexed binary min-heap of cells with two-part keys, for D* and Focused D*.
//
// Every cell (PaddedId) that is in the heap has its position recorded in a per-cell
// array, so insert, remove-by-id and change-key (up or down) are O(log n), and
// "is this cell queued?" is O(1), as D* needs for INSERT on an OPEN state. D* Lite and
// LPA* (whose queue holds exactly the inconsistent cells, a cell's key moving both ways)
// use a 4-ary heap of their own with the same operations and counters, kept inside their
// shared core (src/dynamic/rhs_core.hpp). The key helpers below serve all of them.
//
// The heap counts its work the way the Moori seed logs it: inserts (new entries and
// repositioned entries alike, as the seed's INSERT covers both), removes, and, at every
// operation, the heap's size and height (floor(log2 size) + 1), so that the average size,
// the average height and their product summed over operations (the seed's "worst case
// search depth": the sift steps a binary heap may take) can be reported.
//
// Keys are those of D* and Focused D*: their parts are non-negative or +inf, so the heap
// compares them as one 128-bit integer of their bit patterns (less()), with no branch on
// ties. It stays a binary heap with the textbook sift rules: D*'s queue has many equal
// keys, and the order in which it hands them out (hence the expansion counts) is that of
// every earlier version of the planners.
//
// Memory: positions are a vector sized once per map (resize on reset); the entry vector
// keeps its capacity, so after the first search no operation allocates.
#pragma once

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

/// Lexicographic key [first, second] (D* Lite's [k1; k2]).
struct HeapKey {
  Cost first = std::numeric_limits<Cost>::infinity();
  Cost second = std::numeric_limits<Cost>::infinity();
  friend constexpr bool operator<(const HeapKey& a, const HeapKey& b) noexcept {
    return a.first < b.first || (a.first == b.first && a.second < b.second);
  }
  friend constexpr bool operator<=(const HeapKey& a, const HeapKey& b) noexcept { return !(b < a); }
  friend constexpr bool operator==(const HeapKey&, const HeapKey&) = default;
};

/// True when `a` is below `b` or equal to it up to rounding (relative 1e-9 in each part).
/// The incremental planners keep expanding while the queue's top key is not above the
/// key of the cell they plan for: with octile costs, mathematically equal keys summed in
/// a different order can differ in the last bits, and stopping on such a tie would leave
/// a cell of the shortest path unprocessed.
[[nodiscard]] inline bool key_not_above(const HeapKey& a, const HeapKey& b) noexcept {
  const auto tol = [](Cost x) { return 1e-9 * (1 + (x < 0 ? -x : x)); };
  if (a.first < b.first - tol(b.first)) return true;
  if (a.first > b.first + tol(b.first)) return false;
  return a.second <= b.second + tol(b.second);
}

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
  std::uint64_t inserts = 0;      ///< new entries
  std::uint64_t updates = 0;      ///< key changes of queued entries
  std::uint64_t removes = 0;      ///< pops and removals by id
  std::uint64_t size_sum = 0;     ///< heap size summed over operations
  std::uint64_t height_sum = 0;   ///< heap height summed over operations
  std::uint64_t max_size = 0;
};

/// Key (HeapKey, or a plain Cost for a one-part key such as D*'s k) as an unsigned
/// integer that orders as the key does, for keys whose parts are non-negative doubles or
/// +inf: for those the bit pattern orders as the value does.
[[nodiscard]] constexpr std::uint64_t key_bits(Cost x) noexcept { return std::bit_cast<std::uint64_t>(x); }
[[nodiscard]] constexpr detail::uint128 key_bits(const HeapKey& k) noexcept {
  return detail::uint128{key_bits(k.first)} << 64 | key_bits(k.second);
}

template <class Key>
class BasicKeyHeap {
 public:
  static constexpr std::uint32_t kAbsent = std::numeric_limits<std::uint32_t>::max();

  /// A queued cell, its key, and a stamp the owner may use to tell when the key was made
  /// (Focused D*: the agent position it was made for).
  struct Entry {
    Key key;
    PaddedId id;
    std::uint32_t stamp;
  };

  /// Prepares for `cells` padded ids and empties the heap (keeps capacity).
  void reset(std::size_t cells) {
    entries_.assign(1, kSentinel);
    size_ = 0;
    where_.assign(cells, kAbsent);
  }
  void clear() noexcept {
    for (std::size_t i = 0; i < size_; ++i) where_[raw(entries_[i].id)] = kAbsent;
    entries_.assign(1, kSentinel);
    size_ = 0;
  }

  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] bool contains(PaddedId id) const noexcept { return where_[raw(id)] != kAbsent; }
  [[nodiscard]] const Entry& top() const noexcept { return entries_.front(); }
  /// Key of the top, or [inf, inf] when empty.
  [[nodiscard]] Key top_key() const noexcept { return empty() ? kInfKey : entries_.front().key; }
  [[nodiscard]] Key key_of(PaddedId id) const noexcept { return entries_[where_[raw(id)]].key; }
  [[nodiscard]] std::span<const Entry> entries() const noexcept { return {entries_.data(), size_}; }

  /// Keys must be non-negative (or +inf), never NaN: see less().
  void insert(PaddedId id, Key key, std::uint32_t stamp = 0) {
    entries_.back() = {key, id, stamp};  // the sentinel's slot
    entries_.push_back(kSentinel);
    ++size_;
    ++counters_.inserts;
    sift_up(size_ - 1);
    count_op();
  }
  /// Changes the key of a queued id (either direction) and its stamp.
  void update(PaddedId id, Key key, std::uint32_t stamp = 0) noexcept {
    const std::size_t at = where_[raw(id)];
    const Key old = entries_[at].key;
    entries_[at].key = key;
    entries_[at].stamp = stamp;
    ++counters_.updates;
    if (less(key, old)) sift_up(at); else sift_down(at);
    count_op();
  }
  /// Inserts, or updates when already queued.
  void put(PaddedId id, Key key, std::uint32_t stamp = 0) {
    if (contains(id)) update(id, key, stamp); else insert(id, key, stamp);
  }
  void remove(PaddedId id) noexcept {
    const std::size_t at = where_[raw(id)];
    count_op();
    ++counters_.removes;
    where_[raw(id)] = kAbsent;
    const Entry last = entries_[--size_];
    entries_.pop_back();
    entries_.back() = kSentinel;
    if (at == size_) return;
    const Key old = entries_[at].key;
    entries_[at] = last;
    where_[raw(last.id)] = std::uint32_t(at);
    if (less(last.key, old)) sift_up(at); else sink(at);
  }
  Entry pop() noexcept {
    const Entry best = entries_.front();
    remove(best.id);
    return best;
  }

  [[nodiscard]] const HeapCounters& counters() const noexcept { return counters_; }
  void clear_counters() noexcept { counters_ = {}; }

  /// True when every parent's key is <= its children's, the position index agrees, every
  /// key part is non-negative or +inf, and the sentinel follows the last entry.
  [[nodiscard]] bool valid() const noexcept {
    if (entries_.size() != size_ + 1 || key_bits(entries_.back().key) != key_bits(kSentinel.key)) return false;
    for (std::size_t i = 0; i < size_; ++i) {
      if (where_[raw(entries_[i].id)] != i) return false;
      if (!ordered(entries_[i].key)) return false;
      if (i > 0 && less(entries_[i].key, entries_[(i - 1) / 2].key)) return false;
    }
    return true;
  }

 private:
  /// Key's order for keys whose parts are non-negative doubles or +inf (key_bits), as
  /// one integer comparison, without a branch on ties (which are common in D*'s queue).
  [[nodiscard]] static bool less(const Key& a, const Key& b) noexcept { return key_bits(a) < key_bits(b); }
  /// Every part of k is non-negative or +inf (sign bit clear, not NaN).
  [[nodiscard]] static bool ordered(const Key& k) noexcept {
    constexpr std::uint64_t inf = key_bits(std::numeric_limits<Cost>::infinity());
    if constexpr (std::is_same_v<Key, HeapKey>) return key_bits(k.first) <= inf && key_bits(k.second) <= inf;
    else return key_bits(k) <= inf;
  }
  /// A key with every bit set (NaN parts, which less() puts above every real key), and
  /// the key of an empty heap's top.
  static constexpr Key kAllOnes = [] {
    constexpr Cost ones = std::bit_cast<Cost>(~std::uint64_t{0});
    if constexpr (std::is_same_v<Key, HeapKey>) return HeapKey{ones, ones};
    else return ones;
  }();
  static constexpr Key kInfKey = [] {
    if constexpr (std::is_same_v<Key, HeapKey>) return HeapKey{};
    else return std::numeric_limits<Cost>::infinity();
  }();
  /// Follows the last entry so that sift_down compares two children without asking
  /// whether the second exists: its key never wins.
  static constexpr Entry kSentinel{kAllOnes, PaddedId{kAbsent}, 0};

  void count_op() noexcept {
    const std::size_t n = size_;
    counters_.size_sum += n;
    counters_.height_sum += std::uint64_t(std::bit_width(n));
    if (n > counters_.max_size) counters_.max_size = n;
  }
  void place(std::size_t at, const Entry& e) noexcept {
    entries_[at] = e;
    where_[raw(e.id)] = std::uint32_t(at);
  }
  void sift_up(std::size_t at) noexcept {
    const Entry moving = entries_[at];
    while (at > 0) {
      const std::size_t parent = (at - 1) / 2;
      if (!less(moving.key, entries_[parent].key)) break;
      place(at, entries_[parent]);
      at = parent;
    }
    place(at, moving);
  }
  void sift_down(std::size_t at) noexcept {
    const Entry moving = entries_[at];
    for (;;) {
      std::size_t child = 2 * at + 1;
      if (child >= size_) break;
      // The right child (or the sentinel) only when strictly less, as a binary heap's
      // textbook sift-down picks it: the order of equal keys stays what it always was.
      child += std::size_t(less(entries_[child + 1].key, entries_[child].key));
      if (!less(entries_[child].key, moving.key)) break;
      place(at, entries_[child]);
      at = child;
    }
    place(at, moving);
  }

  /// sift_down(at) by the bottom-up route, for an entry that usually belongs near the
  /// leaves (the last entry, moved into a removed one's slot): the hole first goes down
  /// to a leaf along the smaller children (the same path sift_down takes), then the entry
  /// climbs back while the key above it is not below its own. sift_down stops above the
  /// first child that is not below the entry, which is where the climb stops too (keys
  /// along the path never decrease): the same heap, entry for entry, with one comparison
  /// per level on the way down instead of two and no early exit to mispredict.
  void sink(std::size_t at) noexcept {
    const Entry moving = entries_[at];
    std::size_t hole = at;
    for (std::size_t child = 2 * hole + 1; child < size_; child = 2 * hole + 1) {
      child += std::size_t(less(entries_[child + 1].key, entries_[child].key));
      place(hole, entries_[child]);
      hole = child;
    }
    while (hole > at) {
      const std::size_t parent = (hole - 1) / 2;
      if (less(entries_[parent].key, moving.key)) break;
      place(hole, entries_[parent]);
      hole = parent;
    }
    place(hole, moving);
  }

  std::vector<Entry> entries_{kSentinel};  // size_ entries, then the sentinel
  std::size_t size_ = 0;
  std::vector<std::uint32_t> where_;
  HeapCounters counters_;
};

/// D* and Focused D*'s queue: two-part keys <fB, k>. (D* alone uses BasicKeyHeap<Cost>,
/// k only: half the key, 16-byte entries, the same order.)
using KeyHeap = BasicKeyHeap<HeapKey>;

}  // namespace gridnav
