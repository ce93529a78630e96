// The heap forms of the queue of D* Lite and LPA* (queue.hpp): a 4-ary min-heap whose
// entries hold their key, PackedKey (the wide heap) or for whole-number costs the same key
// in 64 bits (the narrow heap: half the compare, 16-byte entries so that four children
// share a cache line). Both orders are the same, so the heap makes the same moves either
// way and the expansions do not change. A cell's slot is kept in its RhsNode, so insert,
// change-key (either way) and removal are O(log n) with no search.
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "gridnav/dynamic/detail/rhs/cells.hpp"
#include "gridnav/dynamic/detail/rhs/keys.hpp"

namespace gridnav::detail {

template <class K>
struct RhsKeyHeap {
  static constexpr std::size_t kArity = 4;
  struct Entry {
    K key;
    std::uint32_t id;
    std::uint32_t epoch;  // the queue's epoch when the key was computed
  };
  [[nodiscard]] static constexpr K max_key() noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return PackedKey{~std::uint64_t{0}, ~std::uint64_t{0}};
    else
      return ~std::uint64_t{0};
  }
  /// Fills the slots past the end: above every real key (a queued cell has a finite key).
  static constexpr Entry kSentinel{max_key(), 0, 0};

  std::vector<Entry> heap;  // size entries, then at least kArity - 1 sentinels
  std::size_t size = 0;
  bool hole = false;         // heap[0] is open_top()'s hole, keyed K{} = 0: below every real
                             // key (k1 = 0 and an underconsistent g of 0 would need g < rhs = 0)
  RhsNode* cells = nullptr;  // where each entry's slot is kept

  /// Empties the heap, keeping its capacity, with the sentinels after the end.
  void clear() {
    heap.assign(kArity - 1, kSentinel);
    size = 0;
    hole = false;
  }
  void place(std::size_t at, const Entry& e) noexcept {
    heap[at] = e;
    cells[e.id].slot = std::uint32_t(at);
  }
  void sift_up(std::size_t at) noexcept {
    const auto moving = heap[at];
    while (at > 0) {
      const std::size_t parent = (at - 1) / kArity;
      if (!(moving.key < heap[parent].key)) break;
      place(at, heap[parent]);
      at = parent;
    }
    place(at, moving);
  }
  /// The least of the four children starting at `first`, without branches (sentinels past
  /// the end stand in for missing children).
  [[nodiscard]] std::size_t least_child(std::size_t first) const noexcept {
    // Masks rather than ?: so that GCC emits no jump (it does, and they mispredict).
    const auto* c = &heap[first];
    const std::size_t low = std::size_t(c[1].key < c[0].key), high = 2 + std::size_t(c[3].key < c[2].key);
    const std::size_t pick = 0 - std::size_t(c[high].key < c[low].key);
    return first + (low ^ ((low ^ high) & pick));
  }
  void sift_down(std::size_t at) noexcept {
    const auto moving = heap[at];
    for (;;) {
      const std::size_t first = kArity * at + 1;
      if (first >= size) break;
      std::size_t best;
      if constexpr (std::is_same_v<K, std::uint64_t>) {
        // The four keys are loaded once and the least picked with masks: no second,
        // dependent load of the two candidates' keys as least_child() makes.
        const auto* c = &heap[first];
        const std::uint64_t k0 = c[0].key, k1 = c[1].key, k2 = c[2].key, k3 = c[3].key;
        const std::uint64_t a = 0 - std::uint64_t(k1 < k0), b = 0 - std::uint64_t(k3 < k2);
        const std::uint64_t low = k0 ^ ((k0 ^ k1) & a), high = k2 ^ ((k2 ^ k3) & b);
        const std::uint64_t p = 0 - std::uint64_t(high < low);
        const std::uint64_t low_at = a & 1u, high_at = 2 + (b & 1u);
        best = first + std::size_t(low_at ^ ((low_at ^ high_at) & p));
        if (!((low ^ ((low ^ high) & p)) < moving.key)) break;
      } else {
        best = least_child(first);
        if (!(heap[best].key < moving.key)) break;
      }
      place(at, heap[best]);
      at = best;
    }
    place(at, moving);
  }
  /// Every parent's key is <= its children's, every slot agrees both ways (over the
  /// `count` cells) and sentinels follow the entries.
  [[nodiscard]] bool valid(std::size_t count) const noexcept {
    if (hole || heap.size() < size + kArity - 1) return false;
    for (std::size_t i = 0; i < size; ++i) {
      if (cells[heap[i].id].slot != i) return false;
      if (i > 0 && heap[i].key < heap[(i - 1) / kArity].key) return false;
    }
    for (std::size_t i = size; i < heap.size(); ++i)
      if (!(heap[i].key == kSentinel.key)) return false;
    for (std::size_t i = 0; i < count; ++i)
      if (cells[i].slot != RhsNode::kNotQueued && (cells[i].slot >= size || heap[cells[i].slot].id != i)) return false;
    return true;
  }
};

}  // namespace gridnav::detail
