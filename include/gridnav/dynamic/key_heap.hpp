// The queue of D* and Focused D*: an indexed 4-ary min-heap of cells with integer keys
// (QuadKeyHeap, a configuration of queue/indexed_heap.hpp), and the key helpers that
// D* Lite and LPA* use too.
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
// With Counted, the heap counts its work the way Moori's D* thesis logs it (HeapCounters):
// inserts (new entries and repositioned entries alike, as Moori's INSERT covers both),
// removes, and the size at every operation. Without it the counting is compiled out and
// counters() stays zero.
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
#include "gridnav/queue/heap_counters.hpp"
#include "gridnav/queue/indexed_heap.hpp"

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
/// the high word and the cell in the low one.
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

/// The order of QuadKeyHeap's entries: as the integers they hold (operator<), the cell
/// in the entry (KeyEntry1, KeyEntry2).
template <class E>
struct KeyEntryOrder {
  using Entry = E;
  /// Above every real entry (its cell is no cell), so that the least of four children is
  /// picked without asking how many there are.
  static constexpr Entry kSentinel = [] {
    if constexpr (std::is_same_v<Entry, KeyEntry2>)
      return Entry{~std::uint64_t{0}, ~std::uint64_t{0}, std::numeric_limits<std::uint32_t>::max()};
    else
      return Entry{~detail::uint128{0}};
  }();
  /// pop_to_hole()'s root: all zeros, not above any entry, so no sift passes it.
  static constexpr Entry kHole = [] {
    if constexpr (std::is_same_v<Entry, KeyEntry2>)
      return Entry{0, 0, 0};
    else
      return Entry{detail::uint128{0}};
  }();
  [[nodiscard]] static bool less(const Entry& a, const Entry& b) noexcept { return a < b; }
  [[nodiscard]] static std::uint32_t id(const Entry& e) noexcept { return e.id(); }
};
/// KeyEntry0 holds its cell in the low id_bits() bits, enough for every id below the
/// `cells` of set_ids() with the all-ones value left over (so no real entry equals the
/// sentinel).
template <>
struct KeyEntryOrder<KeyEntry0> {
  using Entry = KeyEntry0;
  static constexpr Entry kSentinel{~std::uint64_t{0}};
  static constexpr Entry kHole{0};
  [[nodiscard]] static bool less(const Entry& a, const Entry& b) noexcept { return a < b; }
  [[nodiscard]] std::uint32_t id(const Entry& e) const noexcept { return std::uint32_t(e.key & id_mask); }
  void set_ids(std::size_t cells) noexcept {
    id_bits = unsigned(std::bit_width(cells));
    id_mask = (std::uint64_t{1} << id_bits) - 1;
  }
  unsigned id_bits = 0;
  std::uint64_t id_mask = 0;  // the low id_bits bits
};

/// The indexed 4-ary min-heap of the file comment, over KeyEntry0, 1 or 2. An entry moved
/// into a vacated slot takes the bottom-up route (HeapRefill::bottom_up): it usually
/// belongs near the leaves.
template <class Entry, bool Counted = true>
class QuadKeyHeap : public IndexedHeap<KeyEntryOrder<Entry>, OwnSlots,
                                       HeapOptions{.arity = 4, .counted = Counted, .refill = HeapRefill::bottom_up}> {
  using Heap = IndexedHeap<KeyEntryOrder<Entry>, OwnSlots,
                           HeapOptions{.arity = 4, .counted = Counted, .refill = HeapRefill::bottom_up}>;

 public:
  /// Prepares for `cells` padded ids and empties the heap (keeps capacity).
  void reset(std::size_t cells) {
    Heap::clear();
    Heap::slots().reset(cells);
    if constexpr (std::is_same_v<Entry, KeyEntry0>) Heap::order().set_ids(cells);
  }
  /// KeyEntry0: the low bits that hold the cell (KeyEntryOrder<KeyEntry0>).
  [[nodiscard]] unsigned id_bits() const noexcept requires std::is_same_v<Entry, KeyEntry0> {
    return Heap::order().id_bits;
  }
  [[nodiscard]] std::uint32_t id_of(const Entry& e) const noexcept { return Heap::order().id(e); }
  /// erase(id); not while a hole is open (pop_to_hole).
  void remove(std::uint32_t id) noexcept { Heap::erase(id); }
  /// Moves every entry of `from` here, converted by to_entry(entry, cell), into the same
  /// slots (IndexedHeap::take); `from` must be reset before it is used again.
  template <class From, class F>
  void take(QuadKeyHeap<From, Counted>& from, F&& to_entry) {
    Heap::take(static_cast<typename QuadKeyHeap<From, Counted>::Heap&>(from), to_entry);
  }

 private:
  template <class, bool>
  friend class QuadKeyHeap;
};

}  // namespace gridnav
