// Internal building block of the bucket queue and the multi-stack heap: a set of
// bins (buckets or stacks) of OpenEntry, each ordered one of three ways.
//
//   BinOrder::stack  push at the end, pop from the end (LIFO among equal f)
//   BinOrder::queue  push at the end, pop from the front (FIFO among equal f)
//   BinOrder::heap   a binary heap by (f, tie), built when the bin becomes the one
//                    popped from ("current"): exact order for any tie rule and for
//                    bins that hold several f values
//
// Under Duplicates::open each cell's entry location (bin, index) is kept in a
// per-cell array, and decrease-key leaves a tombstone (id = kNoCell) in the old
// place; pops skip tombstones, so stack and queue order stay exact.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "gridnav/open_list/open_list.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav::detail {

enum class BinOrder : std::uint8_t { stack, queue, heap };

struct Bin {
  std::vector<OpenEntry> items;
  std::uint32_t head = 0;   ///< queue order: first entry not yet popped
  std::uint32_t live = 0;   ///< entries that are not tombstones
  std::uint32_t epoch = 0;  ///< search that last used the bin (for O(1) clearing)
  bool heaped = true;       ///< heap order: items form a heap
  void reset(std::uint32_t e) noexcept {
    items.clear();
    head = live = 0;
    epoch = e;
    heaped = true;
  }
};

template <Duplicates D>
class Bins {
 public:
  struct Loc {
    std::uint32_t bin;
    std::uint32_t at;
  };

  void configure(std::size_t cells, BinOrder order) {
    order_ = order;
    if constexpr (D == Duplicates::open) loc_.reset(cells);
  }
  [[nodiscard]] BinOrder order() const noexcept { return order_; }
  [[nodiscard]] std::vector<Bin>& all() noexcept { return bins_; }
  [[nodiscard]] Bin& operator[](std::uint32_t b) noexcept { return bins_[b]; }
  [[nodiscard]] const Bin& operator[](std::uint32_t b) const noexcept { return bins_[b]; }

  /// Adds e to bin b; `current` when b is the bin pops come from (heap order kept there).
  std::uint32_t push(std::uint32_t b, const OpenEntry& e, bool current) {
    Bin& bin = bins_[b];
    const auto at = std::uint32_t(bin.items.size());
    bin.items.push_back(e);
    ++bin.live;
    set_loc(e.id, b, at);
    if (order_ != BinOrder::heap) return 1;
    if (!current) {
      bin.heaped = at == 0;
      return 1;
    }
    if (!bin.heaped) return 1 + heapify(b);
    return 1 + sift_up(b, at, e);
  }

  /// Makes b the current bin: builds its heap in heap order. Returns steps.
  std::uint32_t activate(std::uint32_t b) noexcept {
    if (order_ == BinOrder::heap && !bins_[b].heaped) return heapify(b);
    return 0;
  }

  /// Removes the best live entry of the current bin b (which has one).
  OpenEntry pop(std::uint32_t b, std::uint32_t& steps, std::uint32_t epoch) noexcept {
    Bin& bin = bins_[b];
    OpenEntry e;
    switch (order_) {
      case BinOrder::stack:
        do {
          e = bin.items.back();
          bin.items.pop_back();
          ++steps;
        } while (e.id == kNoCell);
        break;
      case BinOrder::queue:
        do {
          e = bin.items[bin.head++];
          ++steps;
        } while (e.id == kNoCell);
        break;
      case BinOrder::heap:
        do {
          e = bin.items.front();
          const OpenEntry last = bin.items.back();
          bin.items.pop_back();
          if (!bin.items.empty()) steps += sift_down(b, last);
          ++steps;
        } while (e.id == kNoCell);
        break;
    }
    if (--bin.live == 0) bin.reset(epoch);
    return e;
  }

  /// Turns id's entry into a tombstone (Duplicates::open). Returns its bin.
  std::uint32_t remove(PaddedId id, std::uint32_t epoch) noexcept {
    const Loc l = loc_[raw(id)];
    Bin& bin = bins_[l.bin];
    bin.items[l.at].id = kNoCell;
    if (--bin.live == 0) bin.reset(epoch);
    return l.bin;
  }

 private:
  void set_loc(PaddedId id, std::uint32_t b, std::uint32_t at) noexcept {
    if constexpr (D == Duplicates::open) {
      if (id != kNoCell) loc_[raw(id)] = Loc{b, at};
    }
  }
  void place(std::uint32_t b, std::size_t at, const OpenEntry& e) noexcept {
    bins_[b].items[at] = e;
    set_loc(e.id, b, std::uint32_t(at));
  }
  std::uint32_t sift_up(std::uint32_t b, std::size_t at, const OpenEntry moving) noexcept {
    std::vector<OpenEntry>& h = bins_[b].items;
    std::uint32_t steps = 0;
    while (at > 0) {
      const std::size_t parent = (at - 1) / 2;
      ++steps;
      if (!(moving < h[parent])) break;
      place(b, at, h[parent]);
      at = parent;
    }
    place(b, at, moving);
    return steps;
  }
  std::uint32_t sift_down(std::uint32_t b, const OpenEntry moving, std::size_t at = 0) noexcept {
    std::vector<OpenEntry>& h = bins_[b].items;
    const std::size_t n = h.size();
    std::uint32_t steps = 0;
    for (;;) {
      std::size_t child = 2 * at + 1;
      if (child >= n) break;
      steps += 2;
      if (child + 1 < n && h[child + 1] < h[child]) ++child;
      if (!(h[child] < moving)) break;
      place(b, at, h[child]);
      at = child;
    }
    place(b, at, moving);
    return steps;
  }
  std::uint32_t heapify(std::uint32_t b) noexcept {
    Bin& bin = bins_[b];
    std::uint32_t steps = 0;
    for (std::size_t i = bin.items.size() / 2; i-- > 0;) steps += sift_down(b, bin.items[i], i);
    bin.heaped = true;
    return steps;
  }

  BinOrder order_ = BinOrder::heap;
  std::vector<Bin> bins_;
  ZeroedArray<Loc> loc_;
};

/// The order inside a bin holding one f value (stack or queue when the tie rule is
/// LIFO (or native) or FIFO, else a heap by tie).
[[nodiscard]] inline BinOrder single_value_order(TieRule tie) noexcept {
  return tie == TieRule::lifo || tie == TieRule::native ? BinOrder::stack
         : tie == TieRule::fifo                         ? BinOrder::queue
                                                        : BinOrder::heap;
}

}  // namespace gridnav::detail
