// The queue of D* and Focused D* (engine.hpp) and its key packing. A key is DStarKey:
// D*'s k alone, or Focused D*'s <fB, class, k>. The queue is a 4-ary heap ordered by key,
// then cell id (key_heap.hpp), so equal keys come out in a stated order, and a key and
// its cell are packed into one integer entry that orders as they do:
//   narrow (whole-number costs, while the values fit): one 64-bit word, the cell in the
//     low id_bits bits, above it k in value_bits bits (+inf as all ones); Focused D* puts
//     above that the class bit and fB, and stores a deep entry's k as value_inf - k, so
//     that larger k comes first;
//   wide: D*'s key_bits(k) above the cell in 128 bits; Focused D*'s key_bits(fB), then the
//     class in the top bit of the second word and k's bits below it (complemented when
//     deep), then the cell.
// The first finite value that does not fit moves the queue to wide entries for good
// (put): both forms order alike, so the heap stays the same, slot for slot.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "gridnav/dynamic/key_heap.hpp"

namespace gridnav::detail {

/// A queue key of D* (k alone: fb 0, deep false) or Focused D* (<fB, deep, k>, ordered by
/// fB, then the shallow class first with the smaller k first, then the deep class with
/// the larger k first; focused_dstar.cpp).
struct DStarKey {
  Cost fb = 0, k = std::numeric_limits<Cost>::infinity();
  bool deep = false;
};

template <bool Focused, bool Counted>
class DStarQueue {
 public:
  /// Doubles hold whole numbers exactly up to 2^53.
  static constexpr unsigned kMaxValueBits = 52;
  /// Narrow entries hold at most `value_bits` bits per value (tests lower it to reach the
  /// switch to wide keys on small maps).
  explicit DStarQueue(unsigned value_bits = kMaxValueBits) : max_value_bits_(value_bits) {}

  /// Empties the queue for `cells` padded ids: narrow entries when `exact` (whole-number
  /// costs), wide ones otherwise.
  void reset(std::size_t cells, bool exact) {
    narrow_ = exact;
    narrow_heap_.reset(narrow_ ? cells : 0);
    wide_heap_.reset(narrow_ ? 0 : cells);
    id_bits_ = unsigned(std::bit_width(cells));
    value_bits_ = std::min(max_value_bits_, Focused ? (63 - id_bits_) / 2 : 64 - id_bits_);
    value_inf_ = Cost((std::uint64_t{1} << value_bits_) - 1);
  }

  /// Queues i with `key` (or re-keys it). A finite value (fB, or D*'s k) that does not fit
  /// the narrow form first moves the queue to wide keys for good (widen()).
  template <bool Exact>
  void put(std::uint32_t i, const DStarKey& key) {
    if (Exact && narrow_) {
      const Cost value = Focused ? key.fb : key.k;
      if (!(value < value_inf_) && value < std::numeric_limits<Cost>::infinity()) [[unlikely]] {
        widen();
      } else {
        narrow_heap_.put(narrow_entry(i, key));
        return;
      }
    }
    wide_heap_.put(wide_entry(i, key));
  }
  // Exact (whole-number costs): the narrow heap may be the queue; never otherwise.
  template <bool Exact>
  [[nodiscard]] bool empty() const noexcept {
    return narrow_now<Exact>() ? narrow_heap_.empty() : wide_heap_.empty();
  }
  template <bool Exact>
  [[nodiscard]] std::uint32_t top() const noexcept {
    return narrow_now<Exact>() ? narrow_heap_.id_of(narrow_heap_.top()) : wide_heap_.top().id();
  }
  /// Takes the top out, leaving the root as a hole for the first cell queued next
  /// (QuadKeyHeap::pop_to_hole); settle() fills it if no cell took it.
  template <bool Exact>
  void pop_to_hole() noexcept {
    if (narrow_now<Exact>())
      narrow_heap_.pop_to_hole();
    else
      wide_heap_.pop_to_hole();
  }
  template <bool Exact>
  void settle() noexcept {
    if (narrow_now<Exact>())
      narrow_heap_.fill_hole();
    else
      wide_heap_.fill_hole();
  }

  [[nodiscard]] bool queued(std::uint32_t i) const noexcept {
    return narrow_ ? narrow_heap_.contains(i) : wide_heap_.contains(i);
  }
  /// The queued key of i as values, for the checks.
  [[nodiscard]] DStarKey queued_key(std::uint32_t i) const noexcept {
    return narrow_ ? narrow_key(narrow_heap_.entry_of(i)) : wide_key(wide_heap_.entry_of(i));
  }
  /// a < b in the queue's order (the same cell).
  [[nodiscard]] static bool less(const DStarKey& a, const DStarKey& b) noexcept {
    return wide_entry(0, a) < wide_entry(0, b);
  }
  /// The heap in use is well ordered and its slots agree.
  [[nodiscard]] bool valid() const noexcept { return narrow_ ? narrow_heap_.valid() : wide_heap_.valid(); }
  [[nodiscard]] HeapCounters counters() const noexcept {
    return narrow_ ? narrow_heap_.counters() : wide_heap_.counters();
  }
  void clear_counters() noexcept {
    narrow_heap_.clear_counters();
    wide_heap_.clear_counters();
  }

 private:
  using Wide = std::conditional_t<Focused, KeyEntry2, KeyEntry1>;
  static constexpr std::uint64_t kDeepBit = std::uint64_t{1} << 63;

  template <bool Exact>
  [[nodiscard]] bool narrow_now() const noexcept {
    return Exact && narrow_;
  }
  [[nodiscard]] std::uint64_t narrow_part(Cost v) const noexcept { return std::uint64_t(std::min(v, value_inf_)); }
  [[nodiscard]] Cost value_of(std::uint64_t part) const noexcept {
    const std::uint64_t v = part & ((std::uint64_t{1} << value_bits_) - 1);
    return v == std::uint64_t(value_inf_) ? std::numeric_limits<Cost>::infinity() : Cost(v);
  }
  [[nodiscard]] KeyEntry0 narrow_entry(std::uint32_t i, const DStarKey& key) const noexcept {
    std::uint64_t parts = narrow_part(key.k);
    if constexpr (Focused) {
      const std::uint64_t deep = key.deep;
      parts = narrow_part(key.fb) << (value_bits_ + 1) | deep << value_bits_ |
              (parts ^ (std::uint64_t(value_inf_) & (0 - deep)));
    }
    return {parts << id_bits_ | i};
  }
  [[nodiscard]] DStarKey narrow_key(const KeyEntry0& e) const noexcept {
    const std::uint64_t parts = e.key >> id_bits_;
    if constexpr (!Focused) {
      return {0, value_of(parts), false};
    } else {
      const std::uint64_t deep = parts >> value_bits_ & 1u;
      return {value_of(parts >> (value_bits_ + 1)), value_of(parts ^ (std::uint64_t(value_inf_) & (0 - deep))),
              deep != 0};
    }
  }
  [[nodiscard]] static Wide wide_entry(std::uint32_t i, const DStarKey& key) noexcept {
    if constexpr (Focused) {
      const std::uint64_t kb = key_bits(key.k);  // below 2^63: k is not negative
      return {key_bits(key.fb), key.deep ? kDeepBit | (~kb & (kDeepBit - 1)) : kb, i};
    } else {
      return {uint128{key_bits(key.k)} << 64 | i};
    }
  }
  [[nodiscard]] static DStarKey wide_key(const Wide& e) noexcept {
    if constexpr (Focused) {
      const bool deep = (e.second & kDeepBit) != 0;
      const std::uint64_t kb = deep ? ~e.second & (kDeepBit - 1) : e.second;
      return {std::bit_cast<Cost>(e.first), std::bit_cast<Cost>(kb), deep};
    } else {
      return {0, std::bit_cast<Cost>(std::uint64_t(e.rank >> 64)), false};
    }
  }
  void widen() {
    wide_heap_.take(narrow_heap_, [&](const KeyEntry0& e, std::uint32_t i) { return wide_entry(i, narrow_key(e)); });
    narrow_ = false;
  }

  QuadKeyHeap<KeyEntry0, Counted> narrow_heap_;
  QuadKeyHeap<Wide, Counted> wide_heap_;
  bool narrow_ = false;                    // narrow_heap_ is the queue
  unsigned id_bits_ = 0, value_bits_ = 0;  // the narrow layout (reset)
  Cost value_inf_ = 0;                     // a narrow part's +inf, all value_bits_ bits set; finite parts are below
  unsigned max_value_bits_;
};

}  // namespace gridnav::detail
