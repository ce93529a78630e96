// Rung 4 of the roguelike ladder: rung 3 with a pointer to the parent node instead of the
// parent's coordinate. The node shrinks from 80 to 56 bytes, and rebuilding the path
// follows pointers without looking cells up in the matrix.
#include <algorithm>

#include "lab/roguelike/binary_heap.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab::roguelike {
namespace {

enum class NodeState : std::uint8_t { unvisited, open, closed };

struct PointerNode {
  Coord coord;
  PointerNode* parent = nullptr;
  std::size_t g = 0, h = 0;
  NodeState state = NodeState::unvisited;
};

template <class H>
class ParentPointerRung final : public Rung {
 public:
  explicit ParentPointerRung(const Dungeon& dungeon) : dungeon_(dungeon), matrix_(dungeon.width() * dungeon.height()) {
    for (std::size_t y = 0; y < dungeon_.height(); ++y)
      for (std::size_t x = 0; x < dungeon_.width(); ++x) at({0, x, y}).coord = {0, x, y};
  }

  bool find_path(Coord start, Coord goal, std::vector<Coord>& path) override {
    path.clear();
    open_.clear();
    expanded_ = 0;
    for (PointerNode& n : matrix_) n.state = NodeState::unvisited;  // the rest is written when a node opens
    PointerNode& first = at(start);
    first = {start, nullptr, 0, H::distance(start, goal), NodeState::open};
    open_.push(&first);
    while (!open_.empty()) {
      PointerNode* current = open_.pop();
      if (current->coord == goal) {
        for (const PointerNode* n = current; n != nullptr; n = n->parent) path.push_back(n->coord);
        std::reverse(path.begin(), path.end());
        return true;
      }
      current->state = NodeState::closed;
      ++expanded_;
      for (int d = 0; d < 8; ++d) {
        Coord next;
        if (!step(dungeon_, current->coord, d, next)) continue;
        PointerNode& node = at(next);
        if (node.state == NodeState::closed || !dungeon_.walkable(next)) continue;
        const std::size_t g = current->g + 1;
        if (!drop_worse_open_copy(next, g)) continue;
        node = {next, current, g, H::distance(next, goal), NodeState::open};
        open_.push(&node);
      }
    }
    return false;
  }

 private:
  PointerNode& at(Coord c) { return matrix_[c.y * dungeon_.width() + c.x]; }

  /// As rungs 1-3: the open list is still searched for a copy of the cell.
  bool drop_worse_open_copy(Coord c, std::size_t g) {
    const auto items = open_.items();
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (!(items[i]->coord == c)) continue;
      if (items[i]->g < g) return false;
      open_.remove_at(i);
      return true;
    }
    return true;
  }

  const Dungeon& dungeon_;
  std::vector<PointerNode> matrix_;
  BinaryHeap<PointerNode*, LowerF> open_;
};

}  // namespace

const std::size_t kParentPointerNodeBytes = sizeof(PointerNode);

std::unique_ptr<Rung> make_parent_pointer_rung(const Dungeon& dungeon, Heuristic h) {
  if (h == Heuristic::manhattan) return std::make_unique<ParentPointerRung<Manhattan>>(dungeon);
  return std::make_unique<ParentPointerRung<Chebyshev>>(dungeon);
}

}  // namespace gridnav::lab::roguelike
