// The jumps of online jump point search on an 8-connected grid without corner cutting (the
// Moving AI rule), block-based as in Harabor and Grastien, "Improving Jump Point Search"
// (ICAPS 2014): a straight jump reads 64 cells of its row and of the rows on both sides as
// three words and finds the first stop with a count of trailing (or leading) zeros.
//
// Travelling straight (say east) from cell c without corner cutting, cell n is a jump point
// when the cell beside n (north or south) is traversable while the cell beside n's
// predecessor is blocked: the predecessor cannot reach it diagonally, so a least-cost path
// may turn there. A blocked cell ends the jump with no jump point. The goal is a jump point
// wherever it lies on the line.
//
// All coordinates are padded (the grid's frame of blocked cells included).
#pragma once

#include <bit>
#include <cstdint>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/algorithm/jps_pruning.hpp"

namespace gridnav::jps {

/// Cells from `col` along `row` of `bits` towards larger columns to the first jump point,
/// or 0 when a blocked cell comes first. `goal` is the goal's column when the goal lies on
/// this row beyond `col`, else -1.
[[nodiscard]] inline std::int32_t scan_forward(const JpsBitRows& bits, std::int32_t row, std::int32_t col,
                                               std::int32_t goal) noexcept {
  for (std::int32_t s = col;; s += 63) {
    const std::uint64_t up = bits.forward(row - 1, s), mid = bits.forward(row, s), down = bits.forward(row + 1, s);
    // Bit i: cell s + i beside the line is open while the one before it is blocked.
    const std::uint64_t forced = ((~up << 1) & up) | ((~down << 1) & down);
    const std::uint64_t stop = (forced | ~mid) & ~std::uint64_t{1};
    if (stop == 0) continue;
    const int i = std::countr_zero(stop);
    const std::int32_t at = s + i;
    const bool open = (mid >> i) & 1;
    const std::int32_t last = open ? at : at - 1;
    if (goal > col && goal <= last) return goal - col;
    return open ? at - col : 0;
  }
}

/// As scan_forward, towards smaller columns; `goal` is the goal's column when it lies on
/// this row before `col`, else -1.
[[nodiscard]] inline std::int32_t scan_backward(const JpsBitRows& bits, std::int32_t row, std::int32_t col,
                                                std::int32_t goal) noexcept {
  for (std::int32_t s = col;; s -= 63) {
    const std::uint64_t up = bits.backward(row - 1, s), mid = bits.backward(row, s), down = bits.backward(row + 1, s);
    // Bit 63 - i: cell s - i beside the line is open while the one after it is blocked.
    const std::uint64_t forced = ((~up >> 1) & up) | ((~down >> 1) & down);
    const std::uint64_t stop = (forced | ~mid) & ~(std::uint64_t{1} << 63);
    if (stop == 0) continue;
    const int i = std::countl_zero(stop);
    const std::int32_t at = s - i;
    const bool open = (mid >> (63 - i)) & 1;
    const std::int32_t last = open ? at : at + 1;
    if (goal >= 0 && goal < col && goal >= last) return col - goal;
    return open ? col - at : 0;
  }
}

/// Straight and diagonal jumps from padded (x, y) on a grid's bits, towards a goal at
/// padded (gx, gy).
class Jumper {
 public:
  static constexpr JumpRule kRule = JumpRule::no_corner_cutting;

  Jumper(const JpsBitGrid& bits, std::int32_t gx, std::int32_t gy) noexcept : bits_(&bits), gx_(gx), gy_(gy) {}

  /// dx = +-1: along the row.
  [[nodiscard]] std::int32_t horizontal(std::int32_t x, std::int32_t y, std::int32_t dx) const noexcept {
    const std::int32_t goal = gy_ == y ? gx_ : -1;
    return dx > 0 ? scan_forward(bits_->rows(), y, x, goal) : scan_backward(bits_->rows(), y, x, goal);
  }
  /// dy = +-1: along the column (a row of the transpose).
  [[nodiscard]] std::int32_t vertical(std::int32_t x, std::int32_t y, std::int32_t dy) const noexcept {
    const std::int32_t goal = gx_ == x ? gy_ : -1;
    return dy > 0 ? scan_forward(bits_->columns(), x, y, goal) : scan_backward(bits_->columns(), x, y, goal);
  }
  /// Diagonal steps from (x, y) along (dx, dy) to the first jump point: the goal, or a cell
  /// from which a straight jump along dx or dy finds one. 0 when the diagonal ends first.
  [[nodiscard]] std::int32_t diagonal(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy) const noexcept {
    const JpsBitRows& rows = bits_->rows();
    for (std::int32_t k = 1;; ++k) {
      // Without corner cutting, a diagonal step needs both cells it passes between.
      if (!rows.get(y, x + dx) || !rows.get(y + dy, x) || !rows.get(y + dy, x + dx)) return 0;
      x += dx;
      y += dy;
      if ((x == gx_ && y == gy_) || horizontal(x, y, dx) != 0 || vertical(x, y, dy) != 0) return k;
    }
  }
  /// As diagonal(), also giving the straight jumps from the point it stops at: h along dx,
  /// v along dy (both 0 when it stops at the goal), so that strong pruning need not scan again.
  [[nodiscard]] std::int32_t diagonal_legs(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy,
                                           std::int32_t& h, std::int32_t& v) const noexcept {
    const JpsBitRows& rows = bits_->rows();
    h = v = 0;
    for (std::int32_t k = 1;; ++k) {
      if (!rows.get(y, x + dx) || !rows.get(y + dy, x) || !rows.get(y + dy, x + dx)) return 0;
      x += dx;
      y += dy;
      if (x == gx_ && y == gy_) return k;
      h = horizontal(x, y, dx);
      v = vertical(x, y, dy);
      if (h != 0 || v != 0) return k;
    }
  }
  [[nodiscard]] bool open(std::int32_t x, std::int32_t y) const noexcept { return bits_->rows().get(y, x); }
  [[nodiscard]] bool goal(std::int32_t x, std::int32_t y) const noexcept { return x == gx_ && y == gy_; }

 private:
  const JpsBitGrid* bits_;
  std::int32_t gx_, gy_;
};

}  // namespace gridnav::jps
