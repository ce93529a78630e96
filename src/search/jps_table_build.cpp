// Building a JPS+ jump table (JumpTable::build) for any jump rule. Each distance is the next
// cell's plus one step, or a jump point found at the next cell, so a cell needs the cells
// ahead of it done first. Two sweeps over the rows share the work:
//
//   upward (from the bottom row):  east and west (along the row), south, south-east and
//                                  south-west (from the row below, done before);
//   downward (from the top row):   north, north-east and north-west (from the row above),
//                                  with that row's east and west worked out again locally.
//
// The sweeps write different slots and read only what they wrote themselves, so they run on
// two threads at once. Each reads the map from a few rows unpacked to a byte a cell, and
// writes each row's cells once, in order.
#include <array>
#include <cstdint>
#include <thread>
#include <vector>

#include "gridnav/algorithm/jps_table.hpp"

namespace gridnav::jps {
namespace {

/// The open cells of a few padded rows around the current one, a byte a cell (1 open), each
/// with a blocked cell before column 0 and two after the last, so that reads one or two cells
/// past a row's ends need no test. Rows outside the map read as blocked.
class RowWindow {
 public:
  RowWindow(const JpsBitRows& rows, std::int32_t width) : rows_(&rows), width_(width) {
    for (auto& b : buffers_) b.assign(std::size_t(width) + 3, 0);
    blocked_.assign(std::size_t(width) + 3, 0);
  }
  /// Row r, padded coordinates: open(r)[x] for x in -1 .. width + 1.
  [[nodiscard]] const std::uint8_t* open(std::int32_t r) {
    if (r < 0 || r >= rows_->rows()) return blocked_.data() + 1;
    auto& slot = slots_[std::size_t(r) & 3];
    std::vector<std::uint8_t>& buffer = buffers_[std::size_t(r) & 3];
    if (slot != r) {
      slot = r;
      const std::uint64_t* words = rows_->words(r) + 1;  // word k + 1: columns 64k ..
      for (std::int32_t x = 0; x < width_; ++x)
        buffer[std::size_t(x) + 1] = std::uint8_t(words[x >> 6] >> (x & 63) & 1);
    }
    return buffer.data() + 1;
  }

 private:
  const JpsBitRows* rows_;
  std::int32_t width_;
  std::array<std::vector<std::uint8_t>, 4> buffers_;
  std::array<std::int32_t, 4> slots_{-1, -1, -1, -1};
  std::vector<std::uint8_t> blocked_;
};

}  // namespace

void JumpTable::build(const JpsBitGrid& bits, JumpRule rule, unsigned threads) {
  const JpsBitRows& rows = bits.rows();
  pw_ = bits.columns().rows();  // the transpose has one row per padded column
  rule_ = rule;
  const std::int32_t ph = rows.rows(), pw = pw_;
  cells_.reset(std::size_t(pw) * std::size_t(ph));
  cells_.will_fill();
  const bool cutting = rule == JumpRule::corner_cutting || rule == JumpRule::always;
  const bool four = rule == JumpRule::four;

  // The straight distance at x along a row of cells `o` (with the rows above and below, u
  // and d), dx = +1 or -1, from the distance at x + dx.
  auto along_row = [cutting](const std::uint8_t* u, const std::uint8_t* o, const std::uint8_t* d, std::int32_t x,
                             std::int32_t dx, std::int16_t ahead) -> std::int16_t {
    const std::int32_t n = x + dx;
    if (!o[n]) return 0;
    const bool forced = cutting ? (!u[n] && u[n + dx]) || (!d[n] && d[n + dx]) : (u[n] && !u[x]) || (d[n] && !d[x]);
    return forced ? 1 : one_further(ahead);
  };
  // The vertical distance at x in row `o`, moving to row `n` (and `beyond` it), from
  // `ahead`, the next cell's table entry.
  auto along_column = [&](const std::uint8_t* o, const std::uint8_t* n, const std::uint8_t* beyond, std::int32_t x,
                          std::int16_t ahead, std::int16_t ahead_e, std::int16_t ahead_w) -> std::int16_t {
    if (!n[x]) return 0;
    if (four) {  // a turn into the row forced, or a jump along the row finding a point
      const bool turn = (n[x - 1] && !o[x - 1]) || (n[x + 1] && !o[x + 1]);
      return (turn || ahead_e > 0 || ahead_w > 0) ? 1 : one_further(ahead);
    }
    const bool forced = cutting ? (!n[x + 1] && beyond[x + 1]) || (!n[x - 1] && beyond[x - 1])
                                : (n[x + 1] && !o[x + 1]) || (n[x - 1] && !o[x - 1]);
    return forced ? 1 : one_further(ahead);
  };
  // The diagonal distance at x in row `o` towards row `n` (and `beyond`), dx = +1 or -1,
  // from the next cell's entry `ahead` and its straight entries h and v.
  auto along_diagonal = [&](const std::uint8_t* o, const std::uint8_t* n, const std::uint8_t* beyond, std::int32_t x,
                            std::int32_t dx, const Cell& ahead, Slot s, Slot h, Slot v) -> std::int16_t {
    const std::int32_t nx = x + dx;
    const bool legal = n[nx] && (rule == JumpRule::always           ? true
                                 : rule == JumpRule::corner_cutting ? o[nx] || n[x]
                                                                    : o[nx] && n[x]);
    if (!legal) return 0;
    const bool back = cutting && ((!n[x] && beyond[x]) || (!o[nx] && o[nx + dx]));
    return (back || ahead[h] > 0 || ahead[v] > 0) ? 1 : one_further(ahead[s]);
  };
  auto row_of = [&](std::int32_t y) { return cells_.data() + std::size_t(y) * std::size_t(pw); };

  auto upward = [&] {
    RowWindow window(rows, pw);
    for (std::int32_t y = ph - 2; y >= 1; --y) {
      const std::uint8_t *u = window.open(y - 1), *o = window.open(y), *d = window.open(y + 1),
                         *beyond = window.open(y + 2);
      Cell* row = row_of(y);
      const Cell* below = row_of(y + 1);
      // Each distance carried in a register to the next cell, not read back from the table.
      std::int16_t next = 0;
      for (std::int32_t x = pw - 2; x >= 1; --x) {
        next = o[x] ? along_row(u, o, d, x, 1, next) : std::int16_t{0};
        if (o[x]) row[x][kE] = next;
      }
      next = 0;
      for (std::int32_t x = 1; x <= pw - 2; ++x) {
        next = o[x] ? along_row(u, o, d, x, -1, next) : std::int16_t{0};
        if (o[x]) row[x][kW] = next;
      }
      for (std::int32_t x = 1; x <= pw - 2; ++x) {
        if (!o[x]) continue;
        const Cell& s = below[x];
        row[x][kS] = along_column(o, d, beyond, x, s[kS], s[kE], s[kW]);
        if (four) continue;
        row[x][kSE] = along_diagonal(o, d, beyond, x, 1, below[x + 1], kSE, kE, kS);
        row[x][kSW] = along_diagonal(o, d, beyond, x, -1, below[x - 1], kSW, kW, kS);
      }
    }
  };
  auto downward = [&] {
    RowWindow window(rows, pw);
    // East and west of the row above, worked out here: the upward sweep may not have written them yet.
    std::vector<std::array<std::int16_t, 2>> above(std::size_t(pw) + 1), here(std::size_t(pw) + 1);
    for (std::int32_t y = 1; y <= ph - 2; ++y) {
      const std::uint8_t *beyond = window.open(y - 2), *u = window.open(y - 1), *o = window.open(y),
                         *d = window.open(y + 1);
      std::int16_t next = 0;
      for (std::int32_t x = pw - 2; x >= 1; --x)
        here[std::size_t(x)][0] = next = o[x] ? along_row(u, o, d, x, 1, next) : std::int16_t{0};
      next = 0;
      for (std::int32_t x = 1; x <= pw - 2; ++x)
        here[std::size_t(x)][1] = next = o[x] ? along_row(u, o, d, x, -1, next) : std::int16_t{0};
      Cell* row = row_of(y);
      const Cell* up = row_of(y - 1);
      for (std::int32_t x = 1; x <= pw - 2; ++x) {
        if (!o[x]) continue;
        row[x][kN] = along_column(o, u, beyond, x, up[x][kN], above[std::size_t(x)][0], above[std::size_t(x)][1]);
        if (four) continue;
        // The diagonals read the straight entries of the cell ahead: its north from the
        // table (this sweep's), its east and west from `above`.
        auto ahead = [&](std::int32_t ax) {
          Cell c = up[ax];
          c[kE] = above[std::size_t(ax)][0];
          c[kW] = above[std::size_t(ax)][1];
          return c;
        };
        row[x][kNE] = along_diagonal(o, u, beyond, x, 1, ahead(x + 1), kNE, kE, kN);
        row[x][kNW] = along_diagonal(o, u, beyond, x, -1, ahead(x - 1), kNW, kW, kN);
      }
      std::swap(above, here);
    }
  };
  // Two threads when asked, or by default where the machine has them and the map is large
  // enough to pay for a thread (tens of microseconds).
  const bool share = threads >= 2 || (threads == 0 && std::thread::hardware_concurrency() >= 2 &&
                                      std::size_t(pw) * std::size_t(ph) >= (std::size_t{1} << 16));
  if (share) {
    std::jthread other(downward);
    upward();
  } else {
    upward();
    downward();
  }
}

}  // namespace gridnav::jps
