// The heap forms of the queue of D* Lite and LPA* (queue.hpp): the indexed 4-ary heap of
// queue/indexed_heap.hpp over entries that hold their key, PackedKey (the wide heap) or for
// whole-number costs the same key in 64 bits (the narrow heap: half the compare, 16-byte
// entries so that four children share a cache line, and a sift that selects on the keys
// by value). Both orders are the same, so the heap makes the same moves either way and the
// expansions do not change. A cell's slot is kept in its RhsNode, next to its g and rhs.
#pragma once

#include <cstdint>
#include <type_traits>

#include "gridnav/dynamic/detail/rhs/cells.hpp"
#include "gridnav/dynamic/detail/rhs/keys.hpp"
#include "gridnav/queue/indexed_heap.hpp"

namespace gridnav::detail {

/// A heap entry: key K (PackedKey or its narrow form), the cell, and the queue's epoch
/// when the key was computed.
template <class K>
struct RhsEntry {
  K key;
  std::uint32_t id;
  std::uint32_t epoch;
};

/// The order of the heap forms: by key alone.
template <class K>
struct RhsOrder {
  using Entry = RhsEntry<K>;
  [[nodiscard]] static constexpr K max_key() noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return PackedKey{~std::uint64_t{0}, ~std::uint64_t{0}};
    else
      return ~std::uint64_t{0};
  }
  /// Above every real key (a queued cell has a finite key).
  static constexpr Entry kSentinel{max_key(), 0, 0};
  /// Key 0 in both forms: below every real key (k1 = 0 and an underconsistent g of 0
  /// would need g < rhs = 0).
  static constexpr Entry kHole{K{}, 0, 0};
  [[nodiscard]] static bool less(const Entry& a, const Entry& b) noexcept { return a.key < b.key; }
  [[nodiscard]] static std::uint32_t id(const Entry& e) noexcept { return e.id; }
  /// The narrow key is its own rank (IndexedHeap's sift by value).
  [[nodiscard]] static std::uint64_t rank(const Entry& e) noexcept requires std::is_same_v<K, std::uint64_t> {
    return e.key;
  }
};

template <class K>
using RhsHeap = IndexedHeap<RhsOrder<K>, FieldSlots<RhsNode, &RhsNode::slot>>;
static_assert(FieldSlots<RhsNode, &RhsNode::slot>::kAbsent == RhsNode::kNotQueued);

}  // namespace gridnav::detail
