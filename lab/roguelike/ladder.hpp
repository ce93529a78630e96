// The roguelike article's ladder of A* versions ("Optimizing A*", 2021), each rung written
// out as its own small search so that `gridnav lab roguelike` can time them side by side.
//
// Setting shared by every rung, as in the article: an 8-connected dungeon where every move
// costs 1 (diagonals too, whatever the corners), so the Chebyshev distance max(dx, dy) is
// exact on open ground and the Manhattan distance dx + dy overestimates by up to 2x. The
// open list is always a binary heap ordered on f = g + h alone (the article had one from
// the start). Coordinates and scores are 64-bit, as the article's `usize` fields, so the
// node sizes match its figures (80, 56 and 32 bytes).
//
// The rungs, each adding one change to the one before:
//   1 lists            heap of node values; closed list and open list searched linearly;
//                      the path is rebuilt by looking each parent up in the closed list
//   2 matrix           one node per cell with an unvisited/open/closed flag; the heap
//                      holds pointers; the open list is still searched for a duplicate
//   3 manhattan        rung 2 with the overestimating Manhattan heuristic
//   4 parent pointers  the node keeps a pointer to its parent instead of its coordinate
//   5 no open scan     a better g is written into the matrix in place: no search of the
//                      open list and no removal (the heap is not re-sifted, as in the article)
//   6 no coordinates   the node drops its coordinate; it is computed from the node's
//                      offset in the matrix
// Rungs 4-6 are built for either heuristic, so the lab also shows them with Chebyshev.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav::lab::roguelike {

struct Coord {
  std::size_t z = 0, x = 0, y = 0;  ///< z: the dungeon level (always 0 here), kept for the article's node sizes
  bool operator==(const Coord&) const = default;
};

/// The dungeon as the rungs see it: a row-major walkable flag per cell.
class Dungeon {
 public:
  explicit Dungeon(const Grid& grid)
      : width_(std::size_t(grid.width())), height_(std::size_t(grid.height())), walkable_(width_ * height_) {
    for (std::size_t y = 0; y < height_; ++y)
      for (std::size_t x = 0; x < width_; ++x)
        walkable_[y * width_ + x] = grid.passable({std::int32_t(x), std::int32_t(y)}) ? 1 : 0;
  }
  [[nodiscard]] std::size_t width() const noexcept { return width_; }
  [[nodiscard]] std::size_t height() const noexcept { return height_; }
  [[nodiscard]] bool walkable(Coord c) const noexcept { return walkable_[c.y * width_ + c.x] != 0; }

 private:
  std::size_t width_, height_;
  std::vector<std::uint8_t> walkable_;
};

/// The 8 moves, clockwise from north; every one costs 1.
inline constexpr int kMoveX[8] = {0, 1, 1, 1, 0, -1, -1, -1};
inline constexpr int kMoveY[8] = {-1, -1, 0, 1, 1, 1, 0, -1};

/// The cell one move from `from` in direction d, or false when it leaves the map.
inline bool step(const Dungeon& dungeon, Coord from, int d, Coord& to) noexcept {
  to = {from.z, from.x + std::size_t(std::ptrdiff_t(kMoveX[d])), from.y + std::size_t(std::ptrdiff_t(kMoveY[d]))};
  return to.x < dungeon.width() && to.y < dungeon.height();  // unsigned: -1 wraps past the edge
}

struct Chebyshev {  // exact on open ground: admissible and consistent
  static std::size_t distance(Coord a, Coord b) noexcept {
    const std::size_t dx = a.x > b.x ? a.x - b.x : b.x - a.x, dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    return dx > dy ? dx : dy;
  }
};
struct Manhattan {  // a diagonal move counted as two: overestimates, paths may be longer
  static std::size_t distance(Coord a, Coord b) noexcept {
    return (a.x > b.x ? a.x - b.x : b.x - a.x) + (a.y > b.y ? a.y - b.y : b.y - a.y);
  }
};

enum class Heuristic { chebyshev, manhattan };

/// One rung: a search object that keeps its buffers between queries.
class Rung {
 public:
  virtual ~Rung() = default;
  /// Fills `path` with the cells from start to goal (both included) and returns true, or
  /// clears it and returns false when the goal cannot be reached.
  virtual bool find_path(Coord start, Coord goal, std::vector<Coord>& path) = 0;
  /// Nodes expanded by the last find_path.
  [[nodiscard]] std::size_t expanded() const noexcept { return expanded_; }

 protected:
  std::size_t expanded_ = 0;
};

// The rungs (lab/roguelike/rung_*.cpp). node_bytes: sizeof the rung's node.
std::unique_ptr<Rung> make_list_rung(const Dungeon& dungeon);                         // 1 (Chebyshev)
std::unique_ptr<Rung> make_matrix_rung(const Dungeon& dungeon, Heuristic h);          // 2, 3
std::unique_ptr<Rung> make_parent_pointer_rung(const Dungeon& dungeon, Heuristic h);  // 4
std::unique_ptr<Rung> make_no_open_scan_rung(const Dungeon& dungeon, Heuristic h);    // 5
std::unique_ptr<Rung> make_no_coordinate_rung(const Dungeon& dungeon, Heuristic h);   // 6
extern const std::size_t kListNodeBytes, kMatrixNodeBytes, kParentPointerNodeBytes, kNoCoordinateNodeBytes;

}  // namespace gridnav::lab::roguelike
