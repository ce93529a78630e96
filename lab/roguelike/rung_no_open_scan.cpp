// Rung 5 of the roguelike ladder: no search of the open list. The matrix says whether a
// cell is open and holds its best g so far; a better path to an open cell is written over
// its node in place, and the heap keeps the pointer where it was (the article's change:
// no removal and no re-sift, so that entry may come out later than its new f warrants).
// A node enters the heap once, when it is first reached.
#include <algorithm>
#include <limits>

#include "lab/roguelike/binary_heap.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab::roguelike {
namespace {

constexpr std::size_t kUnreached = std::numeric_limits<std::size_t>::max();  // g before any path

enum class NodeState : std::uint8_t { unvisited, open, closed };

struct PointerNode {
  Coord coord;
  PointerNode* parent = nullptr;
  std::size_t g = kUnreached, h = 0;  // g: the best so far
  NodeState state = NodeState::unvisited;
};

template <class H>
class NoOpenScanRung final : public Rung {
 public:
  explicit NoOpenScanRung(const Dungeon& dungeon) : dungeon_(dungeon), matrix_(dungeon.width() * dungeon.height()) {
    for (std::size_t y = 0; y < dungeon_.height(); ++y)
      for (std::size_t x = 0; x < dungeon_.width(); ++x) at({0, x, y}).coord = {0, x, y};
  }

  bool find_path(Coord start, Coord goal, std::vector<Coord>& path) override {
    path.clear();
    open_.clear();
    expanded_ = 0;
    for (PointerNode& n : matrix_) {  // parent and h are written when a node opens
      n.state = NodeState::unvisited;
      n.g = kUnreached;
    }
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
        if (node.g < g) continue;
        const bool already_open = node.state == NodeState::open;
        node = {next, current, g, H::distance(next, goal), NodeState::open};
        if (!already_open) open_.push(&node);
      }
    }
    return false;
  }

 private:
  PointerNode& at(Coord c) { return matrix_[c.y * dungeon_.width() + c.x]; }

  const Dungeon& dungeon_;
  std::vector<PointerNode> matrix_;
  BinaryHeap<PointerNode*, LowerF> open_;
};

}  // namespace

std::unique_ptr<Rung> make_no_open_scan_rung(const Dungeon& dungeon, Heuristic h) {
  if (h == Heuristic::manhattan) return std::make_unique<NoOpenScanRung<Manhattan>>(dungeon);
  return std::make_unique<NoOpenScanRung<Chebyshev>>(dungeon);
}

}  // namespace gridnav::lab::roguelike
