// Goal bounding (Rabin and Sturtevant, "Pruning Grid Pathfinding with Goal Bounding",
// AAAI 2016): for every traversable cell n and every move d out of it, the bounding box of
// the cells t such that some least-cost path from n to t begins with d. A search towards a
// goal outside that box can skip the move: no least-cost path to the goal takes it.
//
// Building is one Dijkstra search per traversable cell over the same MoveModel as the
// searches (so every rule set and terrain weights work), spread over the cores. Each
// search carries, per cell, the set of first moves of all its least-cost paths, and each
// cell t widens the box of every move in its set. Costs are compared exactly (a path's cost
// is whole sums of weights over its straight and its diagonal moves, and with octile costs
// a + b sqrt 2 is compared through squares), so ties are ties on maps of any size.
// Time O(cells^2 log cells); memory 64 bytes per padded cell (eight boxes of four 16-bit
// coordinates), so maps up to 65,533 cells wide and high.
//
// Keeping every least-cost first move, not one of them, is what makes the pruning sound
// for any search that follows least-cost paths: along any least-cost path to the goal,
// each move is the first move of a least-cost path from the cell it leaves, so its box
// holds the goal and the move survives. A* keeps its optimality (the pruned graph still
// holds a least-cost path); jump point search keeps its canonical path, whose jumps start
// with such moves (algorithm/jps.hpp applies the boxes at each jump point).
//
// Tables are saved in a table file (util/table_file.hpp), checked against the map's
// fingerprint and rules on load, and shared by planners made for one grid and rule set
// (shared_goal_bounds).
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// A box of padded coordinates; empty while x0 > x1.
struct BoundsBox {
  std::uint16_t x0 = 0xFFFF, y0 = 0xFFFF, x1 = 0, y1 = 0;
  [[nodiscard]] bool contains(std::int32_t x, std::int32_t y) const noexcept {
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  }
  [[nodiscard]] bool empty() const noexcept { return x0 > x1; }
  void add(std::int32_t x, std::int32_t y) noexcept;
  friend bool operator==(const BoundsBox&, const BoundsBox&) = default;
};

struct GoalBoundsOptions {
  /// Worker threads; 0: one per core.
  unsigned threads = 0;
  /// Called now and then with (cells done, cells in all), from one thread at a time.
  std::function<void(std::uint64_t, std::uint64_t)> progress;
  /// When set and true, the build stops early and throws InputError.
  const std::atomic<bool>* stop = nullptr;
  /// Refuse maps with more traversable cells (the build is quadratic).
  std::uint64_t max_cells = std::uint64_t{1} << 20;
};

class GoalBounds {
 public:
  GoalBounds() = default;

  /// Throws InputError for maps too large (width or height above 65,533, or more
  /// traversable cells than options.max_cells) and when options.stop ends the build.
  [[nodiscard]] static GoalBounds build(const Grid& grid, const MoveRules& rules,
                                        const GoalBoundsOptions& options = {});

  /// Table file: magic "GNGBND1\n", then u32 width, height, connectivity, diagonal rule,
  /// cost profile, u64 grid fingerprint, the boxes [padded cell][direction] as four u16,
  /// and the checksum. Throws InputError when the file cannot be written.
  void save(const std::string& path) const;
  /// Reads a table saved by save(); throws InputError when it was made for another map or
  /// other rules, ParseError for a damaged file (length, checksum, trailing bytes) or one
  /// whose boxes do not fit the map: a box that is not empty must lie inside the map, and a
  /// blocked cell or an illegal move must have an empty box.
  [[nodiscard]] static GoalBounds load(const std::string& path, const Grid& grid, const MoveRules& rules);

  /// Whether some least-cost path from padded cell `from` to padded (gx, gy) begins with d.
  [[nodiscard]] bool admits(std::uint32_t from, Direction d, std::int32_t gx, std::int32_t gy) const noexcept {
    return boxes_[std::size_t(from) * 8 + d].contains(gx, gy);
  }
  /// The moves out of `from` that admits() keeps, as a mask (bit d: direction d).
  [[nodiscard]] unsigned admitted(std::uint32_t from, std::int32_t gx, std::int32_t gy) const noexcept {
    const BoundsBox* b = &boxes_[std::size_t(from) * 8];
    unsigned mask = 0;
    for (unsigned d = 0; d < 8; ++d) mask |= unsigned(b[d].contains(gx, gy)) << d;
    return mask;
  }
  [[nodiscard]] const BoundsBox& box(std::uint32_t from, Direction d) const noexcept {
    return boxes_[std::size_t(from) * 8 + d];
  }

  /// Whether the table was made for this grid's contents and these rules.
  [[nodiscard]] bool fits(const Grid& grid, const MoveRules& rules) const noexcept;
  [[nodiscard]] std::int32_t width() const noexcept { return width_; }
  [[nodiscard]] std::int32_t height() const noexcept { return height_; }
  [[nodiscard]] std::size_t bytes() const noexcept { return boxes_.capacity() * sizeof(BoundsBox); }
  /// Nanoseconds the build (or the load) took.
  [[nodiscard]] std::int64_t build_ns() const noexcept { return build_ns_; }

 private:
  std::int32_t width_ = 0, height_ = 0;
  MoveRules rules_{};
  std::uint64_t fingerprint_ = 0;
  std::vector<BoundsBox> boxes_;  // [padded cell * 8 + direction]
  std::int64_t build_ns_ = 0;
};

/// The bounds for `grid` and `rules`, built once and shared while any planner holds them;
/// `file` (when not empty) is loaded when it exists, else the table is built and saved
/// there. The key holds the grid's revision and fingerprint, so an edited grid never meets
/// a stale table.
/// The file for `grid` and `rules` in a folder of goal-bounds files: DIR/gridnav-bounds-
/// <fingerprint as 16 hex digits>-<connectivity><diagonal rule><cost profile>.gnb, so one
/// folder serves many maps (the bounds-dir= of the planners).
[[nodiscard]] std::string goal_bounds_file_in(const std::string& dir, const Grid& grid, const MoveRules& rules);

[[nodiscard]] std::shared_ptr<const GoalBounds> shared_goal_bounds(const Grid& grid, const MoveRules& rules,
                                                                   const std::string& file = {},
                                                                   const GoalBoundsOptions& options = {});

}  // namespace gridnav
