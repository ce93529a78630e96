// What open lists share: entries, tie keys, the duplicate rule, the setup (the OpenList
// concept is in search/concepts.hpp).
//
// Entries (OpenEntry, 16 bytes) are ordered by f, then by a 32-bit tie key: the
// engine encodes the tie rule (larger g, smaller h, LIFO, FIFO) into `tie` with an
// order-preserving map (tie_key_*), so every list honours every tie rule by
// comparing (f, tie), and the stack-like lists (buckets, multistack) can use a
// plain stack or queue where that comparison is implied by insertion order. Under
// TieRule::native the engine still writes LIFO keys, and the lists with an order of
// their own (unsorted, the heaps, stdpq) ignore tie and id and compare f alone.
//
// Two duplicate rules (Cao's thesis calls them "check from open" and "check from
// closed") are a template parameter of every list:
//   Duplicates::open    the engine asks whether a generated node is open (O(1) through
//                       the node's state, not a scan) and, when it is reached more
//                       cheaply, calls decrease(entry, old_f): the list moves or
//                       replaces the node's single entry (decreaseKey);
//   Duplicates::closed  the engine pushes a cheaper duplicate as a new entry and
//                       discards, when popped, any entry whose node is already closed.
// In both rules the engine skips popped entries of closed nodes, so a list may
// implement decrease() lazily (std::priority_queue cannot lower a key in place).
//
// Operation counts: push, pop and decrease report how many elementary steps they
// took (sift comparisons, scanned entries, bucket moves). The engine passes them to
// its observer; with NullObserver the values are dead and the compiler drops them.
#pragma once

#include <algorithm>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/node_store.hpp"

namespace gridnav {

enum class Duplicates : std::uint8_t {
  open,    ///< check from open: one entry per node, decrease-key in place
  closed,  ///< check from closed: duplicates pushed, stale entries skipped on pop
};

/// Order among entries of equal f.
enum class TieRule : std::uint8_t {
  larger_g,   ///< deeper nodes first (the usual A* choice: fewer expansions)
  smaller_h,  ///< nodes nearer the goal by the heuristic first
  lifo,       ///< most recently generated first
  fifo,       ///< first generated first
  /// Each list's own order, as a textbook implementation comparing f alone would give:
  /// the unsorted array keeps insertion order and its scan takes the last of the least f;
  /// the heaps compare f alone and a new entry climbs past equal f; the stack-like and
  /// lattice lists take the most recent entry (LIFO). Cao's thesis measured its lists
  /// this way, which is why their operation counts differ list by list.
  native,
};

/// An open-list entry: 16 bytes, ordered by (f, tie, id). f must be >= +0 (it is:
/// costs and heuristics are non-negative), so the entry's bytes read as one unsigned
/// 128-bit number (f in the high half) compare in that order: one branch-free
/// comparison instead of two floating-point ones. The id only makes the order total.
struct OpenEntry {
  PaddedId id;
  std::uint32_t tie;  ///< smaller first among equal f
  Cost f;
  friend bool operator<(const OpenEntry& a, const OpenEntry& b) noexcept { return a.key() < b.key(); }
  /// The order as one number, built from the fields (not by reinterpreting the bytes,
  /// which would make the compiler store a fresh entry and reload it as wider words).
  [[nodiscard]] detail::uint128 key() const noexcept {
    return detail::uint128{std::bit_cast<std::uint64_t>(f)} << 64 | std::uint64_t{tie} << 32 | raw(id);
  }
};
static_assert(sizeof(OpenEntry) == 16 && std::endian::native == std::endian::little);

/// Order-preserving 32-bit tie keys. Float rounding can merge two nearly equal g or h
/// values into one key; that only changes the order among equal f, never optimality.
[[nodiscard]] inline std::uint32_t tie_key_larger_g(Cost g) noexcept {
  return ~std::bit_cast<std::uint32_t>(float(g));  // g >= 0: float bits grow with g
}
[[nodiscard]] inline std::uint32_t tie_key_smaller_h(Cost h) noexcept {
  return std::bit_cast<std::uint32_t>(float(h < 0 ? 0 : h));
}

/// What a list may want to know about the keys it will see, given once at construction.
struct OpenListSetup {
  std::size_t cells = 0;  ///< padded cells: ids are below this
  TieRule tie = TieRule::larger_g;
  /// Every f is an integer (integer or unit costs, an integer-valued heuristic and weights).
  bool integral_f = false;
  /// f never decreases along a move (consistent heuristic, h weight <= g weight).
  bool monotone_f = false;
  /// An upper bound on (largest f - smallest f) among open entries under monotone f:
  /// (g weight + h weight) x the most expensive move. Only a sizing hint.
  Cost spread = 0;
};

/// The fixed-point lattice of the radix heap and the calendar queue: f as the integer
/// round(f x 2^20). See radix_heap.hpp for why distinct octile f never share a key.
namespace lattice {
inline constexpr int kFractionBits = 20;
/// Spacing of the lattice: f values closer than this may share a key.
inline constexpr Cost kQuantum = 1.0 / double(std::uint64_t{1} << kFractionBits);
/// The key of f (f >= 0; values beyond 2^61 steps saturate, which only merges ties among
/// them). A signed conversion: one instruction, where an unsigned one is several.
[[nodiscard]] inline std::uint64_t key(Cost f) noexcept {
  constexpr Cost kLargest = 0x1p61;
  return std::uint64_t(std::int64_t(std::min(f * double(std::uint64_t{1} << kFractionBits) + 0.5, kLargest)));
}
/// An entry as those lists store it: the lattice key, then the order inside a key (tie
/// key, then cell) as one number.
struct Item {
  std::uint64_t key;
  std::uint64_t rank;
  [[nodiscard]] static Item of(const OpenEntry& e) noexcept {
    return {lattice::key(e.f), std::uint64_t{e.tie} << 32 | raw(e.id)};
  }
  [[nodiscard]] PaddedId cell() const noexcept { return PaddedId(std::uint32_t(rank)); }
  /// Back to an entry, with f as the lattice holds it (within half a step of the pushed f).
  [[nodiscard]] OpenEntry entry() const noexcept { return {cell(), std::uint32_t(rank >> 32), Cost(key) * kQuantum}; }
  /// (key, rank) as one number, for comparisons without a branch on ties.
  [[nodiscard]] detail::uint128 order() const noexcept { return detail::uint128{key} << 64 | rank; }
};
}  // namespace lattice

namespace detail {
/// floor(log2(n)) + 1, the height of a complete binary tree of n nodes.
[[nodiscard]] inline std::uint32_t binary_height(std::size_t n) noexcept {
  return n == 0 ? 0u : std::uint32_t(std::bit_width(n));
}
}  // namespace detail

}  // namespace gridnav
