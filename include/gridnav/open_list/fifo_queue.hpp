// A first-in first-out queue that ignores keys: with it the best-first engine
// becomes breadth-first search. Optimal in number of moves only when every move
// costs the same (4-connected uniform grids, or the `unit` cost profile).
#pragma once

#include <vector>

#include "gridnav/open_list/open_list.hpp"

namespace gridnav {

class FifoQueue {
 public:
  static constexpr bool kDecreaseKey = false;
  static constexpr const char* kName = "fifo";

  void bind(NodeState*) noexcept {}
  void clear() noexcept {
    items_.clear();
    head_ = 0;
  }
  [[nodiscard]] bool empty() const noexcept { return head_ == items_.size(); }
  [[nodiscard]] std::size_t size() const noexcept { return items_.size() - head_; }
  [[nodiscard]] OpenEntry top() const noexcept { return items_[head_]; }
  void push(PaddedId id, OpenKey key) { items_.push_back({key, id}); }
  OpenEntry pop() noexcept { return items_[head_++]; }

 private:
  std::vector<OpenEntry> items_;  // every entry of the search; head_ marks the front
  std::size_t head_ = 0;
};

}  // namespace gridnav
