// Rungs 2 and 3 of the roguelike ladder: a node matrix with one node per cell and an
// unvisited/open/closed flag, so "is it closed?" reads one field. The heap holds pointers
// into the matrix. Finding a node already open still means searching the heap's items.
// The node keeps its parent's coordinate; the path is rebuilt through the matrix.
// Rung 2 uses the Chebyshev distance, rung 3 the overestimating Manhattan distance.
#include <algorithm>
#include <optional>

#include "lab/roguelike/binary_heap.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab::roguelike {
namespace {

enum class NodeState : std::uint8_t { unvisited, open, closed };

struct MatrixNode {
  Coord coord;
  std::optional<Coord> parent;
  std::size_t g = 0, h = 0;
  NodeState state = NodeState::unvisited;
};

template <class H>
class MatrixRung final : public Rung {
 public:
  explicit MatrixRung(const Dungeon& dungeon) : dungeon_(dungeon), matrix_(dungeon.width() * dungeon.height()) {
    for (std::size_t y = 0; y < dungeon_.height(); ++y)
      for (std::size_t x = 0; x < dungeon_.width(); ++x) at({0, x, y}).coord = {0, x, y};
  }

  bool find_path(Coord start, Coord goal, std::vector<Coord>& path) override {
    path.clear();
    open_.clear();
    expanded_ = 0;
    for (MatrixNode& n : matrix_) n.state = NodeState::unvisited;  // the rest is written when a node opens
    MatrixNode& first = at(start);
    first = {start, std::nullopt, 0, H::distance(start, goal), NodeState::open};
    open_.push(&first);
    while (!open_.empty()) {
      MatrixNode* current = open_.pop();
      if (current->coord == goal) {
        rebuild(*current, path);
        return true;
      }
      current->state = NodeState::closed;
      ++expanded_;
      for (int d = 0; d < 8; ++d) {
        Coord next;
        if (!step(dungeon_, current->coord, d, next)) continue;
        MatrixNode& node = at(next);
        if (node.state == NodeState::closed || !dungeon_.walkable(next)) continue;
        const std::size_t g = current->g + 1;
        if (!drop_worse_open_copy(next, g)) continue;
        node = {next, current->coord, g, H::distance(next, goal), NodeState::open};
        open_.push(&node);
      }
    }
    return false;
  }

 private:
  MatrixNode& at(Coord c) { return matrix_[c.y * dungeon_.width() + c.x]; }

  /// As rung 1: a copy with a smaller g keeps its place; a worse one leaves the heap.
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

  void rebuild(const MatrixNode& last, std::vector<Coord>& path) {
    path.push_back(last.coord);
    for (std::optional<Coord> parent = last.parent; parent; parent = at(*parent).parent) path.push_back(*parent);
    std::reverse(path.begin(), path.end());
  }

  const Dungeon& dungeon_;
  std::vector<MatrixNode> matrix_;
  BinaryHeap<MatrixNode*, LowerF> open_;
};

}  // namespace

const std::size_t kMatrixNodeBytes = sizeof(MatrixNode);

std::unique_ptr<Rung> make_matrix_rung(const Dungeon& dungeon, Heuristic h) {
  if (h == Heuristic::manhattan) return std::make_unique<MatrixRung<Manhattan>>(dungeon);
  return std::make_unique<MatrixRung<Chebyshev>>(dungeon);
}

}  // namespace gridnav::lab::roguelike
