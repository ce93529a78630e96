// The jumps of online jump point search on 8-connected grids that allow corner cutting
// (DiagonalRule::corner_cutting: a diagonal move needs one of the two cells beside it;
// DiagonalRule::always: its target only), block-based like jps_scan.hpp.
//
// Travelling straight (say east), cell n is a jump point when the cell beside n (north or
// south) is blocked while the cell beside n's successor is traversable: the diagonal from n
// past the blocked cell may start a least-cost path that no diagonal from an earlier cell
// reaches first. Travelling diagonally, a cell is a jump point when such a diagonal back
// past a blocked cell behind it opens, or when a straight jump from it along either part of
// the diagonal finds one. The goal is a jump point wherever it lies on the line.
//
// All coordinates are padded (the grid's frame of blocked cells included).
#pragma once

#include <bit>
#include <cstdint>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/algorithm/jps_pruning.hpp"

namespace gridnav::jps {

/// Cells from `col` along `row` towards larger columns to the first jump point under
/// corner cutting, or 0 when a blocked cell comes first; `goal` as in scan_forward.
[[nodiscard]] inline std::int32_t scan_forward_cutting(const JpsBitRows& bits, std::int32_t row, std::int32_t col,
                                                       std::int32_t goal) noexcept {
  // Bit i needs cell s + i + 1 beside the line, so a block decides bits 1 to 62 and the next
  // one starts 62 cells on.
  constexpr std::uint64_t kDecided = ~std::uint64_t{1} & ~(std::uint64_t{1} << 63);
  for (std::int32_t s = col;; s += 62) {
    const std::uint64_t up = bits.forward(row - 1, s), mid = bits.forward(row, s), down = bits.forward(row + 1, s);
    // Bit i: cell s + i beside the line is blocked while the one after it is open.
    const std::uint64_t forced = (~up & (up >> 1)) | (~down & (down >> 1));
    const std::uint64_t stop = (forced | ~mid) & kDecided;
    if (stop == 0) continue;
    const int i = std::countr_zero(stop);
    const std::int32_t at = s + i;
    const bool open = (mid >> i) & 1;
    const std::int32_t last = open ? at : at - 1;
    if (goal > col && goal <= last) return goal - col;
    return open ? at - col : 0;
  }
}

/// As scan_forward_cutting, towards smaller columns; `goal` as in scan_backward.
[[nodiscard]] inline std::int32_t scan_backward_cutting(const JpsBitRows& bits, std::int32_t row, std::int32_t col,
                                                        std::int32_t goal) noexcept {
  constexpr std::uint64_t kDecided = ~std::uint64_t{1} & ~(std::uint64_t{1} << 63);
  for (std::int32_t s = col;; s -= 62) {
    const std::uint64_t up = bits.backward(row - 1, s), mid = bits.backward(row, s), down = bits.backward(row + 1, s);
    // Bit 63 - i: cell s - i beside the line is blocked while the one before it is open.
    const std::uint64_t forced = (~up & (up << 1)) | (~down & (down << 1));
    const std::uint64_t stop = (forced | ~mid) & kDecided;
    if (stop == 0) continue;
    const int i = std::countl_zero(stop);
    const std::int32_t at = s - i;
    const bool open = (mid >> (63 - i)) & 1;
    const std::int32_t last = open ? at : at + 1;
    if (goal >= 0 && goal < col && goal >= last) return col - goal;
    return open ? col - at : 0;
  }
}

/// Straight and diagonal jumps under corner cutting (kAlways: DiagonalRule::always, else
/// DiagonalRule::corner_cutting), towards a goal at padded (gx, gy).
template <bool kAlways>
class CuttingJumper {
 public:
  static constexpr JumpRule kRule = kAlways ? JumpRule::always : JumpRule::corner_cutting;

  CuttingJumper(const JpsBitGrid& bits, std::int32_t gx, std::int32_t gy) noexcept : bits_(&bits), gx_(gx), gy_(gy) {}

  [[nodiscard]] std::int32_t horizontal(std::int32_t x, std::int32_t y, std::int32_t dx) const noexcept {
    const std::int32_t goal = gy_ == y ? gx_ : -1;
    return dx > 0 ? scan_forward_cutting(bits_->rows(), y, x, goal) : scan_backward_cutting(bits_->rows(), y, x, goal);
  }
  [[nodiscard]] std::int32_t vertical(std::int32_t x, std::int32_t y, std::int32_t dy) const noexcept {
    const std::int32_t goal = gx_ == x ? gy_ : -1;
    return dy > 0 ? scan_forward_cutting(bits_->columns(), x, y, goal)
                  : scan_backward_cutting(bits_->columns(), x, y, goal);
  }
  /// Diagonal steps from (x, y) along (dx, dy) to the first jump point, or 0 when the
  /// diagonal ends first.
  [[nodiscard]] std::int32_t diagonal(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy) const noexcept {
    for (std::int32_t k = 1;; ++k) {
      if (!open(x + dx, y + dy) || (!kAlways && !open(x + dx, y) && !open(x, y + dy))) return 0;
      x += dx;
      y += dy;
      if (x == gx_ && y == gy_) return k;
      if ((!open(x - dx, y) && open(x - dx, y + dy)) || (!open(x, y - dy) && open(x + dx, y - dy))) return k;
      if (horizontal(x, y, dx) != 0 || vertical(x, y, dy) != 0) return k;
    }
  }
  /// As diagonal(), also giving the straight jumps from the point it stops at: h along dx,
  /// v along dy (both 0 when it stops at the goal or for a diagonal back).
  [[nodiscard]] std::int32_t diagonal_legs(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy,
                                           std::int32_t& h, std::int32_t& v) const noexcept {
    h = v = 0;
    for (std::int32_t k = 1;; ++k) {
      if (!open(x + dx, y + dy) || (!kAlways && !open(x + dx, y) && !open(x, y + dy))) return 0;
      x += dx;
      y += dy;
      if (x == gx_ && y == gy_) return k;
      if ((!open(x - dx, y) && open(x - dx, y + dy)) || (!open(x, y - dy) && open(x + dx, y - dy))) return k;
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
