// The jumps of online jump point search on 4-connected grids, block-based along rows.
//
// Least-cost 4-connected paths are ordered vertical-first: a path turns from a row into a
// column only where it could not have turned one cell earlier, that is where the cell
// beside it is traversable while the cell beside its predecessor is blocked (the rule of
// straight jumps without corner cutting, so rows are scanned by scan_forward and
// scan_backward of jps_scan.hpp). A vertical jump plays the part that a diagonal plays on
// 8-connected grids: at every cell it looks along the row both ways, and stops where either
// look finds a jump point, where a turn is forced in the same sense, or at the goal.
//
// All coordinates are padded (the grid's frame of blocked cells included).
#pragma once

#include <cstdint>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/algorithm/jps_pruning.hpp"
#include "gridnav/algorithm/jps_scan.hpp"

namespace gridnav::jps {

class FourJumper {
 public:
  static constexpr JumpRule kRule = JumpRule::four;

  FourJumper(const JpsBitGrid& bits, std::int32_t gx, std::int32_t gy) noexcept : bits_(&bits), gx_(gx), gy_(gy) {}

  /// dx = +-1: along the row to its first jump point, 0 when a blocked cell comes first.
  [[nodiscard]] std::int32_t horizontal(std::int32_t x, std::int32_t y, std::int32_t dx) const noexcept {
    const std::int32_t goal = gy_ == y ? gx_ : -1;
    return dx > 0 ? scan_forward(bits_->rows(), y, x, goal) : scan_backward(bits_->rows(), y, x, goal);
  }
  /// dy = +-1: along the column, looking along the row at every cell.
  [[nodiscard]] std::int32_t vertical(std::int32_t x, std::int32_t y, std::int32_t dy) const noexcept {
    for (std::int32_t k = 1;; ++k) {
      if (!open(x, y + dy)) return 0;
      y += dy;
      if (x == gx_ && y == gy_) return k;
      for (const std::int32_t side : {-1, 1})
        if (open(x + side, y) && !open(x + side, y - dy)) return k;
      if (horizontal(x, y, 1) != 0 || horizontal(x, y, -1) != 0) return k;
    }
  }
  /// As vertical(), also giving the jumps along the row from the point it stops at: west
  /// and east (both 0 when it stops at the goal).
  [[nodiscard]] std::int32_t vertical_legs(std::int32_t x, std::int32_t y, std::int32_t dy, std::int32_t& west,
                                           std::int32_t& east) const noexcept {
    west = east = 0;
    for (std::int32_t k = 1;; ++k) {
      if (!open(x, y + dy)) return 0;
      y += dy;
      if (x == gx_ && y == gy_) return k;
      west = horizontal(x, y, -1);
      east = horizontal(x, y, 1);
      if (west != 0 || east != 0) return k;
      // A forced turn with nothing along the row: no jump point for strong pruning to keep.
    }
  }
  /// Never called: 4-connected searches make no diagonal moves.
  [[nodiscard]] std::int32_t diagonal(std::int32_t, std::int32_t, std::int32_t, std::int32_t) const noexcept {
    return 0;
  }
  [[nodiscard]] bool open(std::int32_t x, std::int32_t y) const noexcept { return bits_->rows().get(y, x); }
  [[nodiscard]] bool goal(std::int32_t x, std::int32_t y) const noexcept { return x == gx_ && y == gy_; }

 private:
  const JpsBitGrid* bits_;
  std::int32_t gx_, gy_;
};

}  // namespace gridnav::jps
