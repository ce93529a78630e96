// Per-cell search state: the engine's NodeStore policy, three memory schemes with
// the same interface and the same observable results (registry key `memory`).
//
//   StampedNodeStore (`stamp`)  one NodeState per padded cell and a search number; a
//       node whose stamp differs from the current search is unseen and re-initialised
//       when touched, so starting a search clears nothing (Cazenave's "lazy cache").
//       16 bytes x padded cells, allocated once; a search never allocates.
//   PoolNodeStore (`pool`)  a node pool allocated once and handed out in generation
//       order during a search (Cazenave's pre-allocated array: a search resets it by
//       setting its fill mark back to 0), plus a per-cell index into it. Each index
//       entry carries the number of the search that wrote it, so an unseen cell costs
//       one read of its entry and the index is never cleared: reset is O(1) too.
//   AllocNodeStore (`alloc`)  one `new` per generated node, all deleted when the
//       next search begins (or the store dies): Cazenave's baseline ("mem").
//
// Interface: prepare(cells) once (allocates), begin(cells) per search, seen(id),
// touch(id) (initialises an unseen node: g infinite, no parent, NodeSlot::unqueued),
// operator[](id) for a seen node, bytes().
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

#include "gridnav/util/zeroed_array.hpp"

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// Where a node is in the current search (open lists keep their own position indexes).
enum class NodeSlot : std::uint32_t {
  unqueued = 0,  ///< seen, not open, not closed
  open = 1,
  closed = 2,
};

/// 16 bytes per cell: g, the parent and a tag. The tag packs, from its low bits: the
/// slot (2 bits), the direction of the move from the parent (3 bits; the engine reads it
/// instead of working it out from the two ids) and the search number (for the stamped
/// store; 0 in the others).
struct NodeState {
  Cost g;           ///< best known cost from the start
  PaddedId parent;  ///< predecessor on that path (kNoCell for the start)
  std::uint32_t tag;

  static constexpr std::uint32_t kSlotBits = 3;
  static constexpr unsigned kArrivalShift = 2;
  static constexpr std::uint32_t kArrivalBits = 7u << kArrivalShift;
  /// The bits below the search number.
  static constexpr std::uint32_t kLowBits = kSlotBits | kArrivalBits;
  [[nodiscard]] NodeSlot slot() const noexcept { return NodeSlot(tag & kSlotBits); }
  [[nodiscard]] bool closed() const noexcept { return slot() == NodeSlot::closed; }
  void set_slot(NodeSlot s) noexcept { tag = (tag & ~kSlotBits) | std::uint32_t(s); }
  /// The direction of the move from the parent (meaningless for the start).
  [[nodiscard]] Direction arrival() const noexcept { return Direction((tag & kArrivalBits) >> kArrivalShift); }
  /// Reached from `from` by the move in direction d, and open: one write of the tag.
  void open_from(PaddedId from, Direction d) noexcept {
    parent = from;
    tag = (tag & ~kLowBits) | std::uint32_t(d) << kArrivalShift | std::uint32_t(NodeSlot::open);
  }
};
static_assert(sizeof(NodeState) == 16);

class StampedNodeStore {
 public:
  /// Allocates the state of `padded_cells` cells, unless already that size, without touching
  /// it: zero bytes read as a node no search has seen (its tag holds search number 0), and
  /// each query claims the pages of the cells it reaches.
  void prepare(std::size_t padded_cells) {
    if (nodes_.size() == padded_cells) return;
    nodes_.reset(padded_cells);
    stamp_ = 0;
  }

  /// Prepares for a new search on a grid with `padded_cells` cells. O(1) unless the
  /// size changed or the 27-bit search counter wrapped.
  void begin(std::size_t padded_cells) {
    prepare(padded_cells);
    stamp_ += kStampStep;
    if (stamp_ == 0) {  // wrapped after 2^27 searches: clear once, start again
      for (auto& n : nodes_) n.tag = 0;
      stamp_ = kStampStep;
    }
  }

  [[nodiscard]] bool seen(PaddedId id) const noexcept { return mine(nodes_[raw(id)]); }

  /// The node's state, initialised (g = infinity, no parent, unqueued) if unseen in this search.
  NodeState& touch(PaddedId id) noexcept {
    NodeState& n = nodes_[raw(id)];
    if (!mine(n)) n = NodeState{kInfiniteG, kNoCell, stamp_};
    return n;
  }
  /// State of a node known to be seen in this search.
  [[nodiscard]] NodeState& operator[](PaddedId id) noexcept { return nodes_[raw(id)]; }
  [[nodiscard]] const NodeState& operator[](PaddedId id) const noexcept { return nodes_[raw(id)]; }
  [[nodiscard]] std::size_t bytes() const noexcept { return nodes_.bytes(); }

 private:
  static constexpr Cost kInfiniteG = std::numeric_limits<Cost>::infinity();
  static constexpr std::uint32_t kStampStep = NodeState::kLowBits + 1;
  [[nodiscard]] bool mine(const NodeState& n) const noexcept { return (n.tag & ~NodeState::kLowBits) == stamp_; }
  ZeroedArray<NodeState> nodes_;
  std::uint32_t stamp_ = 0;  // search number x kStampStep: the tag bits above the slot and arrival
};

class PoolNodeStore {
 public:
  void prepare(std::size_t padded_cells) {
    if (index_.size() == padded_cells) return;
    index_.assign(padded_cells, Slot{});
    pool_.assign(padded_cells, Node{});
    used_ = 0;
    search_ = 0;
  }
  void begin(std::size_t padded_cells) {
    prepare(padded_cells);
    used_ = 0;
    if (++search_ == 0) {  // wrapped after 2^32 searches: forget every slot once
      std::fill(index_.begin(), index_.end(), Slot{});
      search_ = 1;
    }
  }
  [[nodiscard]] bool seen(PaddedId id) const noexcept { return index_[raw(id)].search == search_; }
  NodeState& touch(PaddedId id) noexcept {
    Slot& slot = index_[raw(id)];
    if (slot.search == search_) return pool_[slot.node].state;
    slot = Slot{search_, used_++};
    pool_[slot.node] = Node{{kInfiniteG, kNoCell, 0}, id};
    return pool_[slot.node].state;
  }
  [[nodiscard]] NodeState& operator[](PaddedId id) noexcept { return pool_[index_[raw(id)].node].state; }
  [[nodiscard]] const NodeState& operator[](PaddedId id) const noexcept { return pool_[index_[raw(id)].node].state; }
  [[nodiscard]] std::size_t bytes() const noexcept {
    return pool_.capacity() * sizeof(Node) + index_.capacity() * sizeof(Slot);
  }

 private:
  static constexpr Cost kInfiniteG = std::numeric_limits<Cost>::infinity();
  struct Node {
    NodeState state{kInfiniteG, kNoCell, 0};
    PaddedId cell = kNoCell;
  };
  /// Where a cell's node is, valid when `search` is the current search number.
  struct Slot {
    std::uint32_t search = 0;
    std::uint32_t node = 0;
  };
  std::vector<Node> pool_;   // handed out in generation order
  std::vector<Slot> index_;  // cell -> pool position, tagged with the search that set it
  std::uint32_t used_ = 0;
  std::uint32_t search_ = 0;  // 0 is never a live search number
};

class AllocNodeStore {
 public:
  AllocNodeStore() = default;
  AllocNodeStore(const AllocNodeStore&) = delete;
  AllocNodeStore& operator=(const AllocNodeStore&) = delete;
  AllocNodeStore(AllocNodeStore&& o) noexcept : cell_(std::move(o.cell_)), owned_(std::move(o.owned_)) {}
  AllocNodeStore& operator=(AllocNodeStore&&) = delete;
  ~AllocNodeStore() { release(); }

  void prepare(std::size_t padded_cells) {
    if (cell_.size() == padded_cells) return;
    release();
    cell_.assign(padded_cells, nullptr);
  }
  void begin(std::size_t padded_cells) {
    prepare(padded_cells);
    release();
  }
  [[nodiscard]] bool seen(PaddedId id) const noexcept { return cell_[raw(id)] != nullptr; }
  NodeState& touch(PaddedId id) {
    NodeState*& p = cell_[raw(id)];
    if (p == nullptr) {
      p = new NodeState{kInfiniteG, kNoCell, 0};
      owned_.push_back(raw(id));
    }
    return *p;
  }
  [[nodiscard]] NodeState& operator[](PaddedId id) noexcept { return *cell_[raw(id)]; }
  [[nodiscard]] const NodeState& operator[](PaddedId id) const noexcept { return *cell_[raw(id)]; }
  [[nodiscard]] std::size_t bytes() const noexcept {
    return cell_.capacity() * sizeof(NodeState*) + owned_.size() * sizeof(NodeState);
  }

 private:
  void release() noexcept {
    for (std::uint32_t c : owned_) {
      delete cell_[c];
      cell_[c] = nullptr;
    }
    owned_.clear();
  }
  static constexpr Cost kInfiniteG = std::numeric_limits<Cost>::infinity();
  std::vector<NodeState*> cell_;      // per cell: its node in this search, or null
  std::vector<std::uint32_t> owned_;  // cells whose node this search allocated
};

}  // namespace gridnav
