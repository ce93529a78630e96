// The unsorted array (Cao's baseline): push appends in O(1); pop scans every entry
// for the smallest (f, tie) in O(n) and fills the hole with the last entry.
//
//   Duplicates::open    a per-cell position index makes decrease() O(1) (the thesis
//                       scans for the node instead; here the scan is only in pop)
//   Duplicates::closed  duplicates are appended; stale ones are skipped by the engine
//
// Under TieRule::native it is the thesis' array: entries stay in insertion order (pop
// closes the gap instead of filling it with the last entry), the scan compares f alone
// and takes the last entry of the least f, and decrease() rewrites the entry where it
// stands, so a lowered node is not "last in" (the thesis' decreaseKey).
//
// Steps: push 1; pop one per entry compared; decrease 1. Allowed on any map, slow on
// large ones (the open list of a 512 x 512 map holds thousands of entries).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "gridnav/open_list/open_list.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::closed>
class UnsortedArray {
 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = "unsorted";
  static constexpr const char* kSummary = "an unsorted array scanned for the least f";

  void configure(const OpenListSetup& setup) {
    if constexpr (D == Duplicates::open) pos_.reset(setup.cells);
    native_ = setup.tie == TieRule::native;
  }
  void clear() noexcept { items_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return items_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return items_.size(); }
  [[nodiscard]] std::uint32_t height() const noexcept { return 0; }

  std::uint32_t push(const OpenEntry& e) {
    if constexpr (D == Duplicates::open) pos_[raw(e.id)] = std::uint32_t(items_.size());
    items_.push_back(e);
    return 1;
  }

  OpenEntry pop(std::uint32_t& steps) noexcept {
    if (native_) return pop_in_order(steps);
    std::size_t best = 0;
    const std::size_t n = items_.size();
    for (std::size_t i = 1; i < n; ++i)
      if (items_[i] < items_[best]) best = i;
    steps += std::uint32_t(n);
    const OpenEntry out = items_[best];
    items_[best] = items_.back();
    if constexpr (D == Duplicates::open) pos_[raw(items_[best].id)] = std::uint32_t(best);
    items_.pop_back();
    return out;
  }

  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) {
    if constexpr (D == Duplicates::open) {
      items_[pos_[raw(e.id)]] = e;
      return 1;
    } else {
      return push(e);
    }
  }

  [[nodiscard]] const std::vector<OpenEntry>& entries() const noexcept { return items_; }

 private:
  /// The native pop: the last entry of the least f, the others keeping their order.
  OpenEntry pop_in_order(std::uint32_t& steps) noexcept {
    std::size_t best = 0;
    const std::size_t n = items_.size();
    for (std::size_t i = 1; i < n; ++i)
      if (items_[i].f <= items_[best].f) best = i;
    steps += std::uint32_t(n);
    const OpenEntry out = items_[best];
    items_.erase(items_.begin() + std::ptrdiff_t(best));
    if constexpr (D == Duplicates::open)
      for (std::size_t i = best; i < items_.size(); ++i) pos_[raw(items_[i].id)] = std::uint32_t(i);
    return out;
  }

  std::vector<OpenEntry> items_;
  ZeroedArray<std::uint32_t> pos_;
  bool native_ = false;
};

}  // namespace gridnav
