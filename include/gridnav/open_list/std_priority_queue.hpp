// std::priority_queue with lazy deletion (registry name `stdpq`): the structure a
// C++ programmer reaches for first, and the Cazenave paper's M_queue baseline.
//
// It cannot find or lower an entry, so under both duplicate rules a cheaper path
// pushes a new entry; the superseded one pops later, after its node was closed by
// the cheaper entry, and the engine discards it. Under Duplicates::open the push is
// counted as a decreaseKey (the node was found open through its state), under
// Duplicates::closed as an insertNew. Steps: one per level the entry could sift
// (the heap height), as the standard library does not report its comparisons. Under
// TieRule::native it compares f alone and the standard library's heap picks among ties.
#pragma once

#include <cstdint>
#include <functional>
#include <queue>
#include <vector>

#include "gridnav/open_list/open_list.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::closed>
class StdPriorityQueue {
 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = "stdpq";
  static constexpr const char* kSummary = "std::priority_queue (binary heap without decrease-key; lazy)";

  void configure(const OpenListSetup& setup) { queue_ = Queue(Greater{setup.tie == TieRule::native}); }
  void clear() noexcept { queue_.clear(); }
  [[nodiscard]] bool empty() const noexcept { return queue_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return queue_.size(); }
  [[nodiscard]] std::uint32_t height() const noexcept { return detail::binary_height(queue_.size()); }

  std::uint32_t push(const OpenEntry& e) {
    queue_.push(e);
    return height();
  }
  OpenEntry pop(std::uint32_t& steps) {
    steps += height();
    const OpenEntry top = queue_.top();
    queue_.pop();
    return top;
  }
  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) { return push(e); }

 private:
  struct Greater {
    bool f_alone = false;
    bool operator()(const OpenEntry& a, const OpenEntry& b) const noexcept { return f_alone ? b.f < a.f : b < a; }
  };
  /// std::priority_queue with access to its container, so clear() keeps the capacity.
  struct Queue : std::priority_queue<OpenEntry, std::vector<OpenEntry>, Greater> {
    Queue() = default;
    explicit Queue(Greater g) : std::priority_queue<OpenEntry, std::vector<OpenEntry>, Greater>(g) {}
    void clear() noexcept { this->c.clear(); }
  };
  Queue queue_;
};

}  // namespace gridnav
