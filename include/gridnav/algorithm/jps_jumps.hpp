// Where jump point search (algorithm/jps.hpp) reads its jumps: the Jumps policies of
// BasicJpsSearch. Each keeps what it needs for one grid (assign() when the grid is new or
// changed) and hands the search a jumper for one goal, with horizontal(), vertical() and
// diagonal() jumps and open() cells, all in padded coordinates.
//
//   OnlineJumps         scans of a bit-packed copy of the grid (jps_scan.hpp); the same for
//                       corner cutting (jps_scan_corners.hpp) and 4-connected moves
//                       (jps_scan_four.hpp)
//   BasicTableJumps     JPS+: a table of every jump of one rule (jps_table.hpp), built, or
//                       loaded from a table file when one is named
//   BasicBoundedTableJumps  JPS+ with goal bounding: a jump is taken only when the goal lies
//                       in the box of its first move (heuristic/goal_bounds.hpp)
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>

#include "gridnav/algorithm/jps_scan.hpp"
#include "gridnav/algorithm/jps_scan_corners.hpp"
#include "gridnav/algorithm/jps_scan_four.hpp"
#include "gridnav/algorithm/jps_table.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"

namespace gridnav::jps {

/// Jumps found by scans of the bit-packed grid with `JumperT` (the jumper of one rule).
template <class JumperT>
class BasicOnlineJumps {
 public:
  void assign(const Grid& grid) { bits_.assign(grid); }
  [[nodiscard]] bool current(const Grid& grid) const noexcept { return bits_.current(grid); }
  [[nodiscard]] JumperT jumper(std::int32_t gx, std::int32_t gy) const noexcept { return {bits_, gx, gy}; }
  [[nodiscard]] std::size_t bytes() const noexcept { return bits_.bytes(); }

 private:
  JpsBitGrid bits_;
};

using OnlineJumps = BasicOnlineJumps<Jumper>;                       // no corner cutting
using OnlineCuttingJumps = BasicOnlineJumps<CuttingJumper<false>>;  // DiagonalRule::corner_cutting
using OnlineAlwaysJumps = BasicOnlineJumps<CuttingJumper<true>>;    // DiagonalRule::always
using OnlineFourJumps = BasicOnlineJumps<FourJumper>;               // 4-connected

/// The jumps of rule `R` from a JumpTable.
template <JumpRule R>
class BasicTableJumps {
 public:
  BasicTableJumps() = default;
  /// With a table file: at the first assign(), loaded when the file exists (it must have
  /// been saved for this map and rule), else built and saved there. Later grids are built
  /// in memory.
  explicit BasicTableJumps(std::string file) : file_(std::move(file)) {}

  void assign(const Grid& grid) {
    bits_.assign(grid);
    const std::string file = std::exchange(file_, {});
    std::error_code error;
    if (!file.empty() && std::filesystem::exists(file, error)) {
      table_ = JumpTable::load(file, grid, R);
      return;
    }
    table_.build(bits_, R);
    if (!file.empty()) table_.save(file, grid);
  }
  [[nodiscard]] bool current(const Grid& grid) const noexcept { return bits_.current(grid); }
  [[nodiscard]] BasicTableJumper<R> jumper(std::int32_t gx, std::int32_t gy) const noexcept {
    return {bits_, table_, gx, gy};
  }
  [[nodiscard]] std::size_t bytes() const noexcept { return bits_.bytes() + table_.bytes(); }

 private:
  std::string file_;
  JpsBitGrid bits_;
  JumpTable table_;
};

/// The table's jumps of rule `R`, each dropped (0: no jump point) when the goal lies outside
/// the box of its first move.
template <JumpRule R>
class BoundedTableJumper {
 public:
  static constexpr JumpRule kRule = R;

  BoundedTableJumper(BasicTableJumper<R> jumps, const GoalBounds& bounds, std::int32_t pw, std::int32_t gx,
                     std::int32_t gy) noexcept
      : jumps_(jumps), bounds_(&bounds), pw_(pw), gx_(gx), gy_(gy) {}

  [[nodiscard]] std::int32_t horizontal(std::int32_t x, std::int32_t y, std::int32_t dx) const noexcept {
    return admits(x, y, dx > 0 ? kEast : kWest) ? jumps_.horizontal(x, y, dx) : 0;
  }
  [[nodiscard]] std::int32_t vertical(std::int32_t x, std::int32_t y, std::int32_t dy) const noexcept {
    return admits(x, y, dy > 0 ? kSouth : kNorth) ? jumps_.vertical(x, y, dy) : 0;
  }
  [[nodiscard]] std::int32_t diagonal(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy) const noexcept {
    const Direction d = dx > 0 ? (dy > 0 ? kSouthEast : kNorthEast) : (dy > 0 ? kSouthWest : kNorthWest);
    return admits(x, y, d) ? jumps_.diagonal(x, y, dx, dy) : 0;
  }
  [[nodiscard]] bool open(std::int32_t x, std::int32_t y) const noexcept { return jumps_.open(x, y); }
  [[nodiscard]] bool goal(std::int32_t x, std::int32_t y) const noexcept { return x == gx_ && y == gy_; }

 private:
  [[nodiscard]] bool admits(std::int32_t x, std::int32_t y, Direction d) const noexcept {
    return bounds_->admits(std::uint32_t(y * pw_ + x), d, gx_, gy_);
  }
  BasicTableJumper<R> jumps_;
  const GoalBounds* bounds_;
  std::int32_t pw_, gx_, gy_;
};

template <JumpRule R>
class BasicBoundedTableJumps {
 public:
  /// Throws InputError at assign() when `bounds` were made for another map or rules.
  BasicBoundedTableJumps(std::shared_ptr<const GoalBounds> bounds, MoveRules rules, std::string table_file = {})
      : table_(std::move(table_file)), bounds_(std::move(bounds)), rules_(rules) {}

  void assign(const Grid& grid) {
    if (!bounds_ || !bounds_->fits(grid, rules_))
      throw InputError(
          "the goal bounds were computed for another map or for this map before it changed; compute them again");
    table_.assign(grid);
    pw_ = grid.padded_width();
  }
  [[nodiscard]] bool current(const Grid& grid) const noexcept { return table_.current(grid); }
  [[nodiscard]] BoundedTableJumper<R> jumper(std::int32_t gx, std::int32_t gy) const noexcept {
    return {table_.jumper(gx, gy), *bounds_, pw_, gx, gy};
  }
  [[nodiscard]] std::size_t bytes() const noexcept { return table_.bytes() + bounds_->bytes(); }

 private:
  BasicTableJumps<R> table_;
  std::shared_ptr<const GoalBounds> bounds_;
  MoveRules rules_;
  std::int32_t pw_ = 0;
};

using TableJumps = BasicTableJumps<JumpRule::no_corner_cutting>;
using BoundedTableJumps = BasicBoundedTableJumps<JumpRule::no_corner_cutting>;

}  // namespace gridnav::jps
