// The open list of every rung: a binary min-heap in a vector, with removal at any index
// and read access to its items in heap order (what the early rungs search linearly).
// Modelled on the priority queue of Zig's standard library that the article used.
#pragma once

#include <cstddef>
#include <span>
#include <type_traits>
#include <utility>
#include <vector>

namespace gridnav::lab::roguelike {

/// Less(a, b): a comes out before b.
template <class T, class Less>
class BinaryHeap {
 public:
  void clear() noexcept { items_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return items_.empty(); }
  [[nodiscard]] std::span<const T> items() const noexcept { return items_; }

  void push(T item) {
    items_.push_back(std::move(item));
    sift_up(items_.size() - 1);
  }

  /// Removes and returns the least item; the heap must not be empty.
  T pop() { return remove_at(0); }

  /// Removes and returns the item at `index` (< items().size()).
  T remove_at(std::size_t index) {
    T item = std::move(items_[index]);
    items_[index] = std::move(items_.back());
    items_.pop_back();
    if (index < items_.size()) {
      sift_up(index);
      sift_down(index);
    }
    return item;
  }

 private:
  void sift_up(std::size_t i) {
    while (i > 0) {
      const std::size_t parent = (i - 1) / 2;
      if (!less_(items_[i], items_[parent])) return;
      std::swap(items_[i], items_[parent]);
      i = parent;
    }
  }
  void sift_down(std::size_t i) {
    for (;;) {
      const std::size_t left = 2 * i + 1, right = left + 1;
      std::size_t least = i;
      if (left < items_.size() && less_(items_[left], items_[least])) least = left;
      if (right < items_.size() && less_(items_[right], items_[least])) least = right;
      if (least == i) return;
      std::swap(items_[i], items_[least]);
      i = least;
    }
  }

  std::vector<T> items_;
  [[no_unique_address]] Less less_;
};

/// Orders nodes, or pointers to nodes, on f = g + h.
struct LowerF {
  template <class Node>
  bool operator()(const Node& a, const Node& b) const noexcept {
    if constexpr (std::is_pointer_v<Node>)
      return a->g + a->h < b->g + b->h;
    else
      return a.g + a.h < b.g + b.h;
  }
};

}  // namespace gridnav::lab::roguelike
