// A binary min-heap of OpenEntry with decrease-key through a position index kept in
// NodeState::slot. push, pop, decrease: O(log n) sift steps; top: O(1).
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "gridnav/open_list/open_list.hpp"

namespace gridnav {

class IndexedBinaryHeap {
 public:
  static constexpr bool kDecreaseKey = true;
  static constexpr const char* kName = "binary";

  void bind(NodeState* nodes) noexcept { nodes_ = nodes; }
  void clear() noexcept { heap_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return heap_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return heap_.size(); }
  [[nodiscard]] OpenEntry top() const noexcept { return heap_.front(); }

  void push(PaddedId id, OpenKey key) {
    heap_.push_back({key, id});
    sift_up(heap_.size() - 1);
  }

  OpenEntry pop() noexcept {
    const OpenEntry best = heap_.front();
    nodes_[raw(best.id)].slot = slot::kUnqueued;
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) {
      heap_.front() = last;
      sift_down(0);
    }
    return best;
  }

  /// Lowers the key of an id that is in the heap.
  void decrease(PaddedId id, OpenKey key) noexcept {
    const std::uint32_t at = nodes_[raw(id)].slot;
    heap_[at].key = key;
    sift_up(at);
  }

  /// Entries in heap order (for inspection; not sorted).
  [[nodiscard]] const std::vector<OpenEntry>& entries() const noexcept { return heap_; }

 private:
  void place(std::size_t at, const OpenEntry& e) noexcept {
    heap_[at] = e;
    nodes_[raw(e.id)].slot = std::uint32_t(at);
  }
  void sift_up(std::size_t at) noexcept {
    const OpenEntry moving = heap_[at];
    while (at > 0) {
      const std::size_t parent = (at - 1) / 2;
      if (!(moving.key < heap_[parent].key)) break;
      place(at, heap_[parent]);
      at = parent;
    }
    place(at, moving);
  }
  void sift_down(std::size_t at) noexcept {
    const OpenEntry moving = heap_[at];
    const std::size_t n = heap_.size();
    for (;;) {
      std::size_t child = 2 * at + 1;
      if (child >= n) break;
      if (child + 1 < n && heap_[child + 1].key < heap_[child].key) ++child;
      if (!(heap_[child].key < moving.key)) break;
      place(at, heap_[child]);
      at = child;
    }
    place(at, moving);
  }

  NodeState* nodes_ = nullptr;
  std::vector<OpenEntry> heap_;
};

}  // namespace gridnav
