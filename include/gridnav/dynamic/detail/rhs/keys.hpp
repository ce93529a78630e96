// The queue keys of D* Lite and LPA* (detail/rhs/core.hpp), in the three encodings their
// queue forms hold (detail/rhs/queue.hpp):
//   PackedKey   [k1; k2] as two 64-bit words, for any costs (the wide heap);
//   narrow key  the same order in one 64-bit integer, for whole-number costs while every
//               part stays below 2^31 (the narrow heap and the buckets);
//   KeyParts    a key before it is encoded, as the planners compute it (key_of).
// And the planners' stop test (not_above), exact or up to rounding.
#pragma once

#include <bit>
#include <cstdint>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav::detail {

/// A queue key [k1; k2]: k1 = min(g, rhs) + h (+ km) and k2 the order among equal k1,
/// compared lexicographically as one unsigned 128-bit integer. k1 is the bit pattern of a
/// non-negative double (for those and +inf the pattern orders as the value does). Among
/// equal k1, underconsistent cells (g < rhs) come first, by smaller g; then the others
/// (overconsistent, or consistent as the stop test's target), by larger rhs. So among
/// equal f the search goes deep (larger g first), as gridnav's A* does, and an
/// underconsistent cell still comes before any overconsistent one: that is what the
/// proofs need of ties (docs/dynamic.md, "Ties"), and what Likhachev and Koenig's own
/// D* Lite code does when it breaks ties toward larger g.
///   underconsistent: k2 = bits(g)             (sign bit clear)
///   otherwise:       k2 = ~bits(rhs)          (sign bit set; larger rhs, smaller k2)
/// Comparing the two words as one integer leaves no branch on ties.
struct PackedKey {
  std::uint64_t k1 = 0, k2 = 0;
  /// first = k1; under: g < rhs; m = min(g, rhs) (g when under, rhs otherwise).
  [[nodiscard]] static PackedKey of(Cost first, bool under, Cost m) noexcept {
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(m);
    return {std::bit_cast<std::uint64_t>(first), under ? bits : ~bits};
  }
  [[nodiscard]] Cost first() const noexcept { return std::bit_cast<Cost>(k1); }
  [[nodiscard]] bool underconsistent() const noexcept { return (k2 >> 63) == 0; }
  /// g of an underconsistent key, rhs of another.
  [[nodiscard]] Cost value() const noexcept { return std::bit_cast<Cost>(underconsistent() ? k2 : ~k2); }
  friend bool operator<(PackedKey a, PackedKey b) noexcept {
    return (uint128{a.k1} << 64 | a.k2) < (uint128{b.k1} << 64 | b.k2);
  }
  friend bool operator==(PackedKey, PackedKey) = default;
};

/// The key in 64 bits for whole-number costs: k1 in the high half; in the low half an
/// underconsistent g as it is (below 2^31), another rhs as 2^32 - 1 - rhs (at least 2^31).
/// For k1, g and rhs whole and below 2^31 this orders as PackedKey does, and wide_key()
/// gives the PackedKey back.
[[nodiscard]] inline std::uint64_t narrow_key(PackedKey k) noexcept {
  const auto m = std::uint64_t(std::int64_t(k.value()));
  const std::uint64_t tie = k.underconsistent() ? m : 0xFFFFFFFFu - m;
  return std::uint64_t(std::int64_t(k.first())) << 32 | tie;
}
[[nodiscard]] inline PackedKey wide_key(std::uint64_t k) noexcept {
  const std::uint64_t tie = k & 0xFFFFFFFFu;
  const bool under = tie < (std::uint64_t{1} << 31);
  return PackedKey::of(Cost(k >> 32), under, Cost(under ? tie : 0xFFFFFFFFu - tie));
}

/// A key before it is encoded: k1 (first), whether the cell is underconsistent, and
/// m = min(g, rhs). The planners' key_of gives this, so the narrow form is built from the
/// numbers directly (two conversions) rather than out of PackedKey's bit patterns, which
/// takes more instructions per key on the hot path.
struct KeyParts {
  Cost first;
  bool under;
  Cost m;
  [[nodiscard]] PackedKey packed() const noexcept { return PackedKey::of(first, under, m); }
  /// narrow_key(packed()) for whole numbers below 2^31 (m >= 0, so the sign bit of
  /// packed()'s tie half is set exactly when `under` is false).
  [[nodiscard]] std::uint64_t narrow() const noexcept {
    const auto v = std::uint64_t(std::int64_t(m));
    // 2^32 - 1 - v is v with its low 32 bits flipped; a mask, not ?:, which GCC makes a
    // jump (over- and underconsistent cells come at random, so it would mispredict).
    const std::uint64_t flip = (std::uint64_t(under) - 1) & 0xFFFFFFFFu;
    return std::uint64_t(std::int64_t(first)) << 32 | (v ^ flip);
  }
};

/// `a` is not above `b` up to rounding: k1 and the tie value compared with a relative
/// tolerance of 1e-9, in PackedKey's order. With octile costs, mathematically equal keys
/// summed in a different order can differ in the last bits, and stopping on such a tie
/// would leave a cell of the shortest path unprocessed.
[[nodiscard]] inline bool key_not_above_tolerant(PackedKey a, PackedKey b) noexcept {
  const auto tol = [](Cost x) { return 1e-9 * (1 + (x < 0 ? -x : x)); };
  const Cost af = a.first(), bf = b.first();
  if (af < bf - tol(bf)) return true;
  if (af > bf + tol(bf)) return false;
  if (a.underconsistent() != b.underconsistent()) return a.underconsistent();
  const Cost av = a.value(), bv = b.value();
  return a.underconsistent() ? av <= bv + tol(bv) : av >= bv - tol(bv);
}

/// The planners' stop test: `a` is not above `b`. With whole-number costs (exact) keys
/// are exact sums and compare as they are; otherwise up to rounding.
[[nodiscard]] inline bool not_above(PackedKey a, PackedKey b, bool exact) noexcept {
  return !(b < a) || (!exact && key_not_above_tolerant(a, b));
}

}  // namespace gridnav::detail
