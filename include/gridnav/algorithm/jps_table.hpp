// JPS+ (Rabin's offline jump point search): the jumps of algorithm/jps_scan.hpp computed
// once per grid for every cell and direction, so a search reads each jump in O(1).
//
// Each traversable cell holds eight 16-bit distances, one per direction: d > 0 means the
// first jump point that way is d steps off; d <= 0 means there is none and -d legal steps
// lead to the wall (or the map's edge). A straight jump point is a cell where a turn is
// forced (the cell beside it is open while the one beside its predecessor is blocked); a
// diagonal one is a cell from which a straight jump along either part of the diagonal
// finds a jump point. Both tables are filled by one sweep per direction, each cell from
// its neighbour ahead: 16 bytes per padded cell, O(cells) time.
//
// A run longer than a 16-bit distance holds (32,767 cells, on maps that wide or tall) is cut
// by a jump point of the table's own: the cell that would overflow records a jump point one
// step ahead. A search stops there and goes on the same way, so costs and paths stay
// optimal; only on such maps do the expansions differ from the online scans'.
//
// The goal is not in the table. TableJumper adds it at search time, in O(1) per jump, with
// the rule the online scans follow: a straight jump stops at the goal when the goal lies
// ahead on its line no farther than where the jump would stop; a diagonal jump stops at
// the first cell on it that is the goal or from which such a straight jump reaches the
// goal. The jumps, and so the searches' expansions, costs and paths, are exactly those of
// the online scans (tests/unit/jps_test.cpp compares them).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/algorithm/jps_pruning.hpp"
#include "gridnav/grid/grid.hpp"

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
  /// Fills the table from the bits of a grid (padded coordinates).
  void build(const JpsBitGrid& bits) {
    const JpsBitRows& rows = bits.rows();
    pw_ = bits.columns().rows();  // the transpose has one row per padded column
    const std::int32_t ph = rows.rows();
    cells_.assign(std::size_t(pw_) * std::size_t(ph), {});
    auto open = [&](std::int32_t x, std::int32_t y) { return rows.get(y, x); };
    // Straight: each cell from the next one ahead.
    // Plain names rather than structured bindings: clang 14 cannot capture those in a lambda.
    for (const auto& dir : {std::array{1, 0}, std::array{-1, 0}, std::array{0, 1}, std::array{0, -1}}) {
      const std::int32_t dx = dir[0], dy = dir[1];
      const Slot s = straight_slot(dx, dy);
      for_each_cell_from_ahead(ph, dx, dy, [&](std::int32_t x, std::int32_t y) {
        if (!open(x, y)) return;
        const std::int32_t nx = x + dx, ny = y + dy;
        std::int16_t& d = at(x, y)[s];
        if (!open(nx, ny)) {
          d = 0;
          return;
        }
        // Beside the line: the two cells across it, at the next cell and at this one.
        const std::int32_t sx = dy, sy = dx;  // a unit vector across the line
        const bool forced =
            (open(nx + sx, ny + sy) && !open(x + sx, y + sy)) || (open(nx - sx, ny - sy) && !open(x - sx, y - sy));
        d = forced ? 1 : one_further(at(nx, ny)[s]);
      });
    }
    // Diagonal: a legal step, then a jump point if either straight part finds one there.
    for (const auto& dir : {std::array{1, 1}, std::array{-1, 1}, std::array{1, -1}, std::array{-1, -1}}) {
      const std::int32_t dx = dir[0], dy = dir[1];
      const Slot s = diagonal_slot(dx, dy);
      const Slot h = straight_slot(dx, 0), v = straight_slot(0, dy);
      for_each_cell_from_ahead(ph, dx, dy, [&](std::int32_t x, std::int32_t y) {
        if (!open(x, y)) return;
        std::int16_t& d = at(x, y)[s];
        const std::int32_t nx = x + dx, ny = y + dy;
        if (!open(nx, y) || !open(x, ny) || !open(nx, ny)) {
          d = 0;
          return;
        }
        const auto& n = at(nx, ny);
        d = (n[h] > 0 || n[v] > 0) ? 1 : one_further(n[s]);
      });
    }
  }

  /// Table file (util/table_file.hpp): magic "GNJPST1\n", then u32 width, height, u64 grid
  /// fingerprint, the distances [padded cell][slot] as i16, and the checksum. Throws
  /// InputError when the file cannot be written.
  void save(const std::string& path, const Grid& grid) const;
  /// Reads a table saved by save() for this grid: InputError when it was saved for another
  /// map (size or fingerprint), ParseError for a damaged file (length, checksum) or one whose
  /// jumps differ from the map's (the table is built again and compared: a distance sends a
  /// search that far, so an edited file with a valid checksum must not be trusted).
  [[nodiscard]] static JumpTable load(const std::string& path, const Grid& grid);

  [[nodiscard]] std::int16_t get(std::int32_t x, std::int32_t y, Slot s) const noexcept {
    return cells_[std::size_t(y) * std::size_t(pw_) + std::size_t(x)][s];
  }
  [[nodiscard]] std::size_t bytes() const noexcept { return cells_.capacity() * sizeof(Cell); }

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
  /// Visits the inner cells so that (x + dx, y + dy) comes before (x, y).
  template <class F>
  void for_each_cell_from_ahead(std::int32_t ph, std::int32_t dx, std::int32_t dy, F&& f) const {
    for (std::int32_t i = 1; i + 1 < ph; ++i) {
      const std::int32_t y = dy > 0 ? ph - 1 - i : i;
      for (std::int32_t j = 1; j + 1 < pw_; ++j) f(dx > 0 ? pw_ - 1 - j : j, y);
    }
  }

  std::int32_t pw_ = 0;
  std::vector<Cell> cells_;
};

/// The jumps of jps_scan.hpp's Jumper, read from a JumpTable, with the goal at padded (gx, gy).
class TableJumper {
 public:
  static constexpr JumpRule kRule = JumpRule::no_corner_cutting;

  TableJumper(const JpsBitGrid& bits, const JumpTable& table, std::int32_t gx, std::int32_t gy) noexcept
      : bits_(&bits), table_(&table), gx_(gx), gy_(gy) {}

  [[nodiscard]] std::int32_t horizontal(std::int32_t x, std::int32_t y, std::int32_t dx) const noexcept {
    return straight(x, y, table_->get(x, y, dx > 0 ? kE : kW), y == gy_ ? (gx_ - x) * dx : -1);
  }
  [[nodiscard]] std::int32_t vertical(std::int32_t x, std::int32_t y, std::int32_t dy) const noexcept {
    return straight(x, y, table_->get(x, y, dy > 0 ? kS : kN), x == gx_ ? (gy_ - y) * dy : -1);
  }
  [[nodiscard]] std::int32_t diagonal(std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy) const noexcept {
    const std::int16_t d = table_->get(x, y, diagonal_slot(dx, dy));
    const std::int32_t limit = d > 0 ? d : -d;  // steps the diagonal can take before it stops
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
  [[nodiscard]] static std::int32_t straight(std::int32_t, std::int32_t, std::int16_t d, std::int32_t goal) noexcept {
    if (goal > 0 && goal <= reach(d)) return goal;
    return d > 0 ? d : 0;
  }

  const JpsBitGrid* bits_;
  const JumpTable* table_;
  std::int32_t gx_, gy_;
};

}  // namespace gridnav::jps
