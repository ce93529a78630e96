// Rung 6 of the roguelike ladder: rung 5 without the coordinate in the node (32 bytes
// instead of 56). A node's cell is its offset from the first node of the matrix:
// x = offset % width, y = offset / width.
#include <algorithm>
#include <limits>

#include "lab/roguelike/binary_heap.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab::roguelike {
namespace {

constexpr std::size_t kUnreached = std::numeric_limits<std::size_t>::max();  // g before any path

enum class NodeState : std::uint8_t { unvisited, open, closed };

struct SlimNode {
  SlimNode* parent = nullptr;
  std::size_t g = kUnreached, h = 0;
  NodeState state = NodeState::unvisited;
};

template <class H>
class NoCoordinateRung final : public Rung {
 public:
  explicit NoCoordinateRung(const Dungeon& dungeon) : dungeon_(dungeon), matrix_(dungeon.width() * dungeon.height()) {}

  bool find_path(Coord start, Coord goal, std::vector<Coord>& path) override {
    path.clear();
    open_.clear();
    expanded_ = 0;
    for (SlimNode& n : matrix_) {  // parent and h are written when a node opens
      n.state = NodeState::unvisited;
      n.g = kUnreached;
    }
    SlimNode& first = at(start);
    first = {nullptr, 0, H::distance(start, goal), NodeState::open};
    open_.push(&first);
    while (!open_.empty()) {
      SlimNode* current = open_.pop();
      const Coord here = coord_of(current);
      if (here == goal) {
        for (const SlimNode* n = current; n != nullptr; n = n->parent) path.push_back(coord_of(n));
        std::reverse(path.begin(), path.end());
        return true;
      }
      current->state = NodeState::closed;
      ++expanded_;
      for (int d = 0; d < 8; ++d) {
        Coord next;
        if (!step(dungeon_, here, d, next)) continue;
        SlimNode& node = at(next);
        if (node.state == NodeState::closed || !dungeon_.walkable(next)) continue;
        const std::size_t g = current->g + 1;
        if (node.g < g) continue;
        const bool already_open = node.state == NodeState::open;
        node = {current, g, H::distance(next, goal), NodeState::open};
        if (!already_open) open_.push(&node);
      }
    }
    return false;
  }

 private:
  SlimNode& at(Coord c) { return matrix_[c.y * dungeon_.width() + c.x]; }
  Coord coord_of(const SlimNode* node) const {
    const auto offset = std::size_t(node - matrix_.data());
    return {0, offset % dungeon_.width(), offset / dungeon_.width()};
  }

  const Dungeon& dungeon_;
  std::vector<SlimNode> matrix_;
  BinaryHeap<SlimNode*, LowerF> open_;
};

}  // namespace

const std::size_t kNoCoordinateNodeBytes = sizeof(SlimNode);

std::unique_ptr<Rung> make_no_coordinate_rung(const Dungeon& dungeon, Heuristic h) {
  if (h == Heuristic::manhattan) return std::make_unique<NoCoordinateRung<Manhattan>>(dungeon);
  return std::make_unique<NoCoordinateRung<Chebyshev>>(dungeon);
}

}  // namespace gridnav::lab::roguelike
