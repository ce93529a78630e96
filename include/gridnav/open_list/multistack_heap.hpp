// The Cao multi-stack heap (registry name `multistack`): a binary min-heap of
// stacks, one stack per distinct f value in the open list. Cao's thesis shows that
// on 4-connected maps with Manhattan distance at most two stacks exist at a time
// (f grows by 0 or 2 per move), so insertNew and deleteMin are O(1) there; on other
// maps it holds as many stacks as distinct open f values, k, and costs O(log k).
//
// Finding the stack of an f value uses a small hash table keyed by the exact f (Cao
// compares f against every stack). Ties inside a stack: LIFO is a stack (Cao's
// choice), FIFO a queue, and the g and h rules keep the root stack as a heap by tie
// (other stacks are ordered when they become the root). The order is exact for any
// costs, as the stacks are ordered by their exact f.
// Steps: insertNew 1 (+ the sift of a new stack), deleteMin 1 (+ the sift when the
// root stack empties and is removed). height() is the height of the heap of stacks.
#pragma once

#include <bit>
#include <cstdint>
#include <vector>

#include "gridnav/open_list/bins.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::closed>
class MultiStackHeap {
 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = "multistack";
  static constexpr const char* kSummary = "Cao's multi-stack heap: a binary heap of stacks of equal f";

  void configure(const OpenListSetup& setup) {
    bins_.configure(setup.cells, detail::single_value_order(setup.tie));
    table_.assign(64, Slot{});
  }
  void clear() noexcept {
    for (std::uint32_t s : heap_) free_stack(s);
    heap_.clear();
    size_ = 0;
  }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] std::uint32_t height() const noexcept { return detail::binary_height(heap_.size()); }
  /// Stacks in the heap (some may be empty until they reach the root).
  [[nodiscard]] std::size_t stack_count() const noexcept { return heap_.size(); }
  /// Stacks that hold a live entry: the distinct f values open now (the thesis' count).
  [[nodiscard]] std::size_t live_stacks() const noexcept {
    std::size_t n = 0;
    for (const std::uint32_t s : heap_) n += bins_[s].live > 0;
    return n;
  }

  std::uint32_t push(const OpenEntry& e) {
    std::uint32_t steps = 1;
    std::uint32_t s = find(e.f);
    if (s == kNone) {
      s = new_stack(e.f);
      heap_.push_back(s);
      steps += sift_up(heap_.size() - 1);
    }
    ++size_;
    return steps + bins_.push(s, e, heap_.front() == s);
  }

  OpenEntry pop(std::uint32_t& steps) noexcept {
    ++steps;
    while (bins_[heap_.front()].live == 0) steps += drop_root();
    const std::uint32_t s = heap_.front();
    const OpenEntry e = bins_.pop(s, steps, 0);
    --size_;
    if (bins_[s].live == 0) steps += drop_root();
    return e;
  }

  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) {
    if constexpr (D == Duplicates::open) {
      bins_.remove(e.id, 0);  // an emptied stack stays in the heap until it reaches the root
      --size_;
    }
    return push(e);
  }

 private:
  static constexpr std::uint32_t kNone = 0xffffffffu;
  struct Slot {
    std::uint64_t key = 0;
    std::uint32_t stack = kNone;
  };

  /// Removes the root stack; activates the next one. Returns steps.
  std::uint32_t drop_root() noexcept {
    const std::uint32_t s = heap_.front();
    free_stack(s);
    const std::uint32_t last = heap_.back();
    heap_.pop_back();
    std::uint32_t steps = 0;
    if (!heap_.empty()) {
      heap_.front() = last;
      steps += sift_down(0);
      steps += bins_.activate(heap_.front());
    }
    return steps;
  }

  std::uint32_t new_stack(Cost f) {
    std::uint32_t s;
    if (!free_.empty()) {
      s = free_.back();
      free_.pop_back();
    } else {
      s = std::uint32_t(stack_f_.size());
      stack_f_.push_back(0);
      bins_.all().emplace_back();
    }
    stack_f_[s] = f;
    bins_[s].reset(0);
    insert(f, s);
    return s;
  }
  void free_stack(std::uint32_t s) {
    erase(stack_f_[s]);
    bins_[s].reset(0);
    free_.push_back(s);
  }

  std::uint32_t sift_up(std::size_t at) noexcept {
    const std::uint32_t moving = heap_[at];
    std::uint32_t steps = 0;
    while (at > 0) {
      const std::size_t parent = (at - 1) / 2;
      ++steps;
      if (!(stack_f_[moving] < stack_f_[heap_[parent]])) break;
      heap_[at] = heap_[parent];
      at = parent;
    }
    heap_[at] = moving;
    return steps;
  }
  std::uint32_t sift_down(std::size_t at) noexcept {
    const std::uint32_t moving = heap_[at];
    const std::size_t n = heap_.size();
    std::uint32_t steps = 0;
    for (;;) {
      std::size_t child = 2 * at + 1;
      if (child >= n) break;
      steps += 2;
      if (child + 1 < n && stack_f_[heap_[child + 1]] < stack_f_[heap_[child]]) ++child;
      if (!(stack_f_[heap_[child]] < stack_f_[moving])) break;
      heap_[at] = heap_[child];
      at = child;
    }
    heap_[at] = moving;
    return steps;
  }

  // Open-addressing table f -> stack, linear probing, backward-shift deletion.
  [[nodiscard]] std::size_t home(std::uint64_t key) const noexcept {
    return std::size_t((key * 0x9E3779B97F4A7C15ull) >> 40) & (table_.size() - 1);
  }
  [[nodiscard]] static std::uint64_t bits(Cost f) noexcept { return std::bit_cast<std::uint64_t>(f + 0.0); }
  [[nodiscard]] std::uint32_t find(Cost f) const noexcept {
    const std::uint64_t key = bits(f);
    for (std::size_t i = home(key);; i = (i + 1) & (table_.size() - 1)) {
      if (table_[i].stack == kNone) return kNone;
      if (table_[i].key == key) return table_[i].stack;
    }
  }
  void insert(Cost f, std::uint32_t s) {
    if (2 * (used_ + 1) > table_.size()) rehash(table_.size() * 2);
    const std::uint64_t key = bits(f);
    std::size_t i = home(key);
    while (table_[i].stack != kNone) i = (i + 1) & (table_.size() - 1);
    table_[i] = {key, s};
    ++used_;
  }
  void erase(Cost f) noexcept {
    const std::uint64_t key = bits(f);
    const std::size_t mask = table_.size() - 1;
    std::size_t i = home(key);
    while (table_[i].key != key || table_[i].stack == kNone) {
      if (table_[i].stack == kNone) return;
      i = (i + 1) & mask;
    }
    for (std::size_t j = (i + 1) & mask;; j = (j + 1) & mask) {
      if (table_[j].stack == kNone) break;
      const std::size_t h = home(table_[j].key);
      // move j back into the hole i unless its home lies cyclically in (i, j]
      if (((j - h) & mask) >= ((j - i) & mask)) {
        table_[i] = table_[j];
        i = j;
      }
    }
    table_[i] = Slot{};
    --used_;
  }
  void rehash(std::size_t n) {
    std::vector<Slot> old = std::move(table_);
    table_.assign(n, Slot{});
    used_ = 0;
    for (const Slot& s : old)
      if (s.stack != kNone) insert(std::bit_cast<Cost>(s.key), s.stack);
  }

  detail::Bins<D> bins_;       // one bin per stack id
  std::vector<Cost> stack_f_;  // f of each stack id
  std::vector<std::uint32_t> free_;
  std::vector<std::uint32_t> heap_;  // stack ids, min-heap by f
  std::vector<Slot> table_;
  std::size_t used_ = 0;
  std::size_t size_ = 0;
};

}  // namespace gridnav
