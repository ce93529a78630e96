// Key-blind frontiers: with FifoQueue the best-first engine becomes breadth-first
// search, with LifoStack depth-first search. Both use the check-from-closed rule
// (a node reached again is pushed again; the engine skips it once closed).
//
// BFS is optimal in number of moves only when every move costs the same
// (4-connected uniform grids, or the `unit` cost profile); DFS is not optimal.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/open_list/open_list.hpp"

namespace gridnav {

class FifoQueue {
 public:
  static constexpr Duplicates kDuplicates = Duplicates::closed;
  static constexpr bool kKeyBlind = true;  // pops in arrival order, not by f
  static constexpr const char* kName = "fifo";

  void configure(const OpenListSetup&) {}
  void clear() noexcept {
    items_.clear();
    head_ = 0;
  }
  [[nodiscard]] bool empty() const noexcept { return head_ == items_.size(); }
  [[nodiscard]] std::size_t size() const noexcept { return items_.size() - head_; }
  [[nodiscard]] std::uint32_t height() const noexcept { return 0; }
  std::uint32_t push(const OpenEntry& e) {
    items_.push_back(e);
    return 1;
  }
  OpenEntry pop(std::uint32_t& steps) noexcept {
    ++steps;
    return items_[head_++];
  }
  std::uint32_t decrease(const OpenEntry& e, Cost) { return push(e); }

 private:
  std::vector<OpenEntry> items_;  // every entry of the search; head_ marks the front
  std::size_t head_ = 0;
};

class LifoStack {
 public:
  static constexpr Duplicates kDuplicates = Duplicates::closed;
  static constexpr bool kKeyBlind = true;  // pops in arrival order, not by f
  static constexpr const char* kName = "lifo";

  void configure(const OpenListSetup&) {}
  void clear() noexcept { items_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return items_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return items_.size(); }
  [[nodiscard]] std::uint32_t height() const noexcept { return 0; }
  std::uint32_t push(const OpenEntry& e) {
    items_.push_back(e);
    return 1;
  }
  OpenEntry pop(std::uint32_t& steps) noexcept {
    ++steps;
    const OpenEntry e = items_.back();
    items_.pop_back();
    return e;
  }
  std::uint32_t decrease(const OpenEntry& e, Cost) { return push(e); }

 private:
  std::vector<OpenEntry> items_;
};

}  // namespace gridnav
