// Rung 1 of the roguelike ladder: A* with lists. Nodes are values; the closed list is a
// vector searched from the front for every neighbour, and so is the open list (the heap's
// items) to find a node reached before. The path is rebuilt by looking each parent's
// coordinate up in the closed list.
#include <algorithm>
#include <optional>

#include "lab/roguelike/binary_heap.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab::roguelike {
namespace {

struct ListNode {
  Coord coord;
  std::optional<Coord> parent;  // none for the start
  std::size_t g = 0, h = 0;
};

class ListRung final : public Rung {
 public:
  explicit ListRung(const Dungeon& dungeon) : dungeon_(dungeon) {}

  bool find_path(Coord start, Coord goal, std::vector<Coord>& path) override {
    path.clear();
    open_.clear();
    closed_.clear();
    expanded_ = 0;
    open_.push({start, std::nullopt, 0, Chebyshev::distance(start, goal)});
    while (!open_.empty()) {
      const ListNode current = open_.pop();
      if (current.coord == goal) {
        rebuild(current, path);
        return true;
      }
      ++expanded_;
      for (int d = 0; d < 8; ++d) {
        Coord next;
        if (!step(dungeon_, current.coord, d, next) || !dungeon_.walkable(next)) continue;
        if (in_closed_list(next)) continue;
        const std::size_t g = current.g + 1;
        if (!drop_worse_open_copy(next, g)) continue;
        open_.push({next, current.coord, g, Chebyshev::distance(next, goal)});
      }
      closed_.push_back(current);
    }
    return false;
  }

 private:
  bool in_closed_list(Coord c) const {
    return std::any_of(closed_.begin(), closed_.end(), [&](const ListNode& n) { return n.coord == c; });
  }

  /// Looks for `c` in the open list. Returns false when it is there with a smaller g (the
  /// new node is then dropped); removes a copy with a larger or equal g and returns true.
  bool drop_worse_open_copy(Coord c, std::size_t g) {
    const auto items = open_.items();
    for (std::size_t i = 0; i < items.size(); ++i) {
      if (!(items[i].coord == c)) continue;
      if (items[i].g < g) return false;
      open_.remove_at(i);
      return true;
    }
    return true;
  }

  void rebuild(const ListNode& last, std::vector<Coord>& path) const {
    path.push_back(last.coord);
    for (std::optional<Coord> parent = last.parent; parent;) {
      const auto it =
          std::find_if(closed_.begin(), closed_.end(), [&](const ListNode& n) { return n.coord == *parent; });
      path.push_back(it->coord);
      parent = it->parent;
    }
    std::reverse(path.begin(), path.end());
  }

  const Dungeon& dungeon_;
  BinaryHeap<ListNode, LowerF> open_;
  std::vector<ListNode> closed_;
};

}  // namespace

const std::size_t kListNodeBytes = sizeof(ListNode);

std::unique_ptr<Rung> make_list_rung(const Dungeon& dungeon) { return std::make_unique<ListRung>(dungeon); }

}  // namespace gridnav::lab::roguelike
