// Per-cell search state, reset in O(1) between searches.
//
// StampedNodeStore keeps one NodeState per padded cell and a search number. A
// node whose stamp differs from the current search number is unseen: touching it
// re-initialises it lazily, so starting a new search clears nothing (the seeds'
// "lazy cache"). Memory: sizeof(NodeState) x padded cells, allocated on the first
// search of a grid and reused after; a search never allocates.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// Where a node is. Values below kInOpen are positions inside an indexed open list.
namespace slot {
inline constexpr std::uint32_t kClosed = std::numeric_limits<std::uint32_t>::max();
inline constexpr std::uint32_t kUnqueued = kClosed - 1;  ///< seen, not open, not closed
inline constexpr std::uint32_t kInOpen = kClosed - 2;    ///< open in a list without positions
}  // namespace slot

struct NodeState {
  Cost g;                  ///< best known cost from the start
  PaddedId parent;         ///< predecessor on that path (kNoCell for the start)
  std::uint32_t stamp;     ///< search number that last initialised this node
  std::uint32_t slot;      ///< open-list position, or one of slot::k*
  std::uint32_t reserved;  ///< free for open lists or algorithms (keeps 8-byte alignment)
};

class StampedNodeStore {
 public:
  /// Allocates (and touches) the state of `padded_cells` cells, unless already that size.
  void prepare(std::size_t padded_cells) {
    if (nodes_.size() == padded_cells) return;
    nodes_.assign(padded_cells, NodeState{kInfiniteG, kNoCell, 0, slot::kUnqueued, 0});
    search_ = 0;
  }

  /// Prepares for a new search on a grid with `padded_cells` cells. O(1) unless the
  /// size changed or the 32-bit search counter wrapped.
  void begin(std::size_t padded_cells) {
    prepare(padded_cells);
    if (++search_ == 0) {  // wrapped after 2^32 searches: clear once, start again
      for (auto& n : nodes_) n.stamp = 0;
      search_ = 1;
    }
  }

  [[nodiscard]] bool seen(PaddedId id) const noexcept { return nodes_[raw(id)].stamp == search_; }

  /// The node's state, initialised (g = infinity, no parent, unqueued) if unseen in this search.
  NodeState& touch(PaddedId id) noexcept {
    NodeState& n = nodes_[raw(id)];
    if (n.stamp != search_) n = NodeState{kInfiniteG, kNoCell, search_, slot::kUnqueued, 0};
    return n;
  }
  /// State of a node known to be seen in this search.
  [[nodiscard]] NodeState& operator[](PaddedId id) noexcept { return nodes_[raw(id)]; }
  [[nodiscard]] const NodeState& operator[](PaddedId id) const noexcept { return nodes_[raw(id)]; }
  [[nodiscard]] NodeState* data() noexcept { return nodes_.data(); }
  [[nodiscard]] std::size_t bytes() const noexcept { return nodes_.capacity() * sizeof(NodeState); }

 private:
  static constexpr Cost kInfiniteG = std::numeric_limits<Cost>::infinity();
  std::vector<NodeState> nodes_;
  std::uint32_t search_ = 0;
};

}  // namespace gridnav
