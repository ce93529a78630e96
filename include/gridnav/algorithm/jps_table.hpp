// JPS+ (Rabin's offline jump point search): the jumps of the online scans computed once
// per grid for every cell and direction, under any jump rule, so a search reads each jump
// in O(1).
//
// Each traversable cell holds eight 16-bit distances, one per direction: d > 0 means the
// first jump point that way is d steps off; d <= 0 means there is none and -d legal steps
// lead to the wall (or the map's edge). The jump points are those of the rule's online
// jumper: without corner cutting (jps_scan.hpp), a straight jump stops where the cell
// beside it is open while the one beside its predecessor is blocked; with corner cutting
// (jps_scan_corners.hpp), where the cell beside it is blocked while the one beside its
// successor is open, and a diagonal one also where a diagonal back past a blocked cell
// opens; on 4-connected grids (jps_scan_four.hpp), rows follow the first rule and a
// vertical jump stops where a turn is forced or a jump along the row finds a point. A
// diagonal jump stops where a straight jump along either part finds one. Every table is
// filled from the cells ahead, by two sweeps over the rows on two threads: 16 bytes per
// padded cell, O(cells) time (jps_table_build.cpp).
//
// A run longer than a 16-bit distance holds (32,767 cells, on maps that wide or tall) is cut
// by a jump point of the table's own: the cell that would overflow records a jump point one
// step ahead. A search stops there and goes on the same way, so costs and paths stay
// optimal; only on such maps do the expansions differ from the online scans'.
//
// The goal is not in the table. TableJumper adds it at search time, in O(1) per jump, with
// the rule the online scans follow: a straight jump stops at the goal when the goal lies
// ahead on its line no farther than where the jump would stop; a diagonal jump (and a
// 4-connected vertical one) stops at the first cell on it that is the goal or from which
// such a straight jump reaches the goal. The jumps, and so the searches' expansions, costs
// and paths, are exactly those of the online scans (tests/unit/jps_test.cpp and
// jps_plus_rules_test.cpp compare them).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/algorithm/jps_pruning.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav::jps {

/// Direction slots of the table: east, west, south, north, then the diagonals.
enum Slot : std::uint8_t { kE, kW, kS, kN, kSE, kSW, kNE, kNW };
[[nodiscard]] constexpr Slot straight_slot(std::int32_t dx, std::int32_t dy) noexcept {
  return dx > 0 ? kE : dx < 0 ? kW : dy > 0 ? kS : kN;
}
[[nodiscard]] constexpr Slot diagonal_slot(std::int32_t dx, std::int32_t dy) noexcept {
  return dy > 0 ? (dx > 0 ? kSE : kSW) : (dx > 0 ? kNE : kNW);
}

class JumpTable {
 public:
  /// Fills the table from the bits of a grid (padded coordinates) for the jumps of `rule`: on
  /// two threads when `threads` >= 2, on one when it is 1, and when 0 on two where the machine
  /// has them and the map has 65,536 cells or more. The table is the same either way.
  void build(const JpsBitGrid& bits, JumpRule rule = JumpRule::no_corner_cutting, unsigned threads = 0);

  /// Table file (util/table_file.hpp): magic "GNJPST2\n", then u32 width, height, jump
  /// rule (the JumpRule's value), u64 grid fingerprint, the distances [padded cell][slot] as
  /// i16, and the checksum. Throws InputError when the file cannot be written.
  void save(const std::string& path, const Grid& grid) const;
  /// Reads a table saved by save() for this grid and rule: InputError when it was saved for
  /// another map (size or fingerprint) or rule, ParseError for a damaged file (length,
  /// checksum) or one whose jumps differ from the map's (the table is built again and
  /// compared: a distance sends a search that far, so an edited file with a valid checksum
  /// must not be trusted).
  [[nodiscard]] static JumpTable load(const std::string& path, const Grid& grid,
                                      JumpRule rule = JumpRule::no_corner_cutting);

  [[nodiscard]] std::int16_t get(std::int32_t x, std::int32_t y, Slot s) const noexcept {
    return cells_[std::size_t(y) * std::size_t(pw_) + std::size_t(x)][s];
  }
  [[nodiscard]] std::size_t bytes() const noexcept { return cells_.bytes(); }
  [[nodiscard]] JumpRule rule() const noexcept { return rule_; }

 private:
  using Cell = std::array<std::int16_t, 8>;
  /// The distance one cell before a cell of distance `next`: a step more to the same jump
  /// point or wall, or, where that no longer fits in 16 bits, a jump point at that cell.
  [[nodiscard]] static std::int16_t one_further(std::int16_t next) noexcept {
    constexpr std::int16_t kMost = std::numeric_limits<std::int16_t>::max();
    if (next >= kMost || next <= -kMost) return 1;
    return next > 0 ? std::int16_t(next + 1) : std::int16_t(next - 1);
  }
  Cell& at(std::int32_t x, std::int32_t y) noexcept {
    return cells_[std::size_t(y) * std::size_t(pw_) + std::size_t(x)];
  }

  JumpRule rule_ = JumpRule::no_corner_cutting;
  std::int32_t pw_ = 0;
  ZeroedArray<Cell> cells_;  // written whole by build or read whole from a file
};

/// The jumps of the online jumper of `R` (jps_scan.hpp, jps_scan_corners.hpp,
/// jps_scan_four.hpp), read from a JumpTable built for `R`, with the goal at padded (gx, gy).
template <JumpRule R>
class BasicTableJumper {
 public:
  static constexpr JumpRule kRule = R;

  BasicTableJumper(const JpsBitGrid& bits, const JumpTable& table, std::int32_t gx, std::int32_t gy) noexcept
      : bits_(&bits), table_(&table), gx_(gx), gy_(gy) {}

  [[nodiscard]] std::int32_t horizontal(std::int32_t x, std::int32_t y, std::int32_t dx) const noexcept {
    return straight(table_->get(x, y, dx > 0 ? kE : kW), y == gy_ ? (gx_ - x) * dx : -1);
  }
  [[nodiscard]] std::int32_t vertical(std::int32_t x, std::int32_t y, std::int32_t dy) const noexcept {
    const std::int16_t d = table_->get(x, y, dy > 0 ? kS : kN);
    if constexpr (R == JumpRule::four) {  // looks along the row at every cell, as a diagonal does
      const std::int32_t k = (gy_ - y) * dy;
      std::int32_t stop = d > 0 ? d : 0;
      if (k >= 1 && k <= reach(d) && (stop == 0 || k < stop) &&
          (gx_ == x || std::abs(gx_ - x) <= reach(table_->get(x, gy_, gx_ > x ? kE : kW))))
        stop = k;
      return stop;
    }
    return straight(d, x == gx_ ? (gy_ - y) * dy : -1);
  }
  [[nodiscard]] std::int32_t diagonal(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy) const noexcept {
    const std::int16_t d = table_->get(x, y, diagonal_slot(dx, dy));
    const std::int32_t limit = reach(d);  // steps the diagonal can take before it stops
    std::int32_t stop = d > 0 ? d : 0;
    auto consider = [&](std::int32_t k) {
      if (k >= 1 && k <= limit && (stop == 0 || k < stop)) stop = k;
    };
    const std::int32_t kx = (gx_ - x) * dx, ky = (gy_ - y) * dy;  // steps to the goal's column and row
    if (kx == ky) consider(kx);                                   // the goal on the diagonal
    if (ky >= 1 && ky <= limit && kx > ky &&                      // on the goal's row, goal ahead
        kx - ky <= reach(table_->get(x + ky * dx, y + ky * dy, dx > 0 ? kE : kW)))
      consider(ky);
    if (kx >= 1 && kx <= limit && ky > kx &&  // on the goal's column, goal ahead
        ky - kx <= reach(table_->get(x + kx * dx, y + kx * dy, dy > 0 ? kS : kN)))
      consider(kx);
    return stop;
  }
  [[nodiscard]] bool open(std::int32_t x, std::int32_t y) const noexcept { return bits_->rows().get(y, x); }
  [[nodiscard]] bool goal(std::int32_t x, std::int32_t y) const noexcept { return x == gx_ && y == gy_; }

 private:
  /// How far a jump with table value d goes before it stops: at its jump point, or at the
  /// last open cell before the wall.
  [[nodiscard]] static std::int32_t reach(std::int16_t d) noexcept { return d > 0 ? d : -d; }
  /// A straight jump's stop: the goal when it lies `goal` steps ahead within reach, else the jump point.
  [[nodiscard]] static std::int32_t straight(std::int16_t d, std::int32_t goal) noexcept {
    if (goal > 0 && goal <= reach(d)) return goal;
    return d > 0 ? d : 0;
  }

  const JpsBitGrid* bits_;
  const JumpTable* table_;
  std::int32_t gx_, gy_;
};

using TableJumper = BasicTableJumper<JumpRule::no_corner_cutting>;

}  // namespace gridnav::jps
