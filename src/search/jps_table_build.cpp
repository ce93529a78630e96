// Building a JPS+ jump table (JumpTable::build) for any jump rule: one sweep per direction,
// each cell from its neighbour ahead, so every distance is the next cell's plus one step or a
// jump point found at the next cell.
#include <array>
#include <cstdint>

#include "gridnav/algorithm/jps_table.hpp"

namespace gridnav::jps {
namespace {

/// Visits the inner cells of a pw x ph padded grid so that (x + dx, y + dy) comes before (x, y).
template <class F>
void for_each_cell_from_ahead(std::int32_t pw, std::int32_t ph, std::int32_t dx, std::int32_t dy, F&& f) {
  for (std::int32_t i = 1; i + 1 < ph; ++i) {
    const std::int32_t y = dy > 0 ? ph - 1 - i : i;
    for (std::int32_t j = 1; j + 1 < pw; ++j) f(dx > 0 ? pw - 1 - j : j, y);
  }
}

constexpr std::array<std::array<std::int32_t, 2>, 4> kStraights{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
constexpr std::array<std::array<std::int32_t, 2>, 4> kDiagonals{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};

}  // namespace

void JumpTable::build(const JpsBitGrid& bits, JumpRule rule) {
  const JpsBitRows& rows = bits.rows();
  pw_ = bits.columns().rows();  // the transpose has one row per padded column
  rule_ = rule;
  const std::int32_t ph = rows.rows();
  cells_.reset(std::size_t(pw_) * std::size_t(ph));
  auto open = [&](std::int32_t x, std::int32_t y) { return rows.get(y, x); };
  const bool cutting = rule == JumpRule::corner_cutting || rule == JumpRule::always;

  // Is the next cell n = (x + dx, y + dy) of a straight line a jump point? (sx, sy) is a unit
  // vector across the line.
  auto forced_straight = [&](std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy) {
    const std::int32_t nx = x + dx, ny = y + dy, sx = dy, sy = dx;
    if (cutting)  // beside n blocked, beside n's successor open: a diagonal past the corner
      return (!open(nx + sx, ny + sy) && open(nx + dx + sx, ny + dy + sy)) ||
             (!open(nx - sx, ny - sy) && open(nx + dx - sx, ny + dy - sy));
    // beside n open, beside its predecessor blocked: a turn no earlier cell makes
    return (open(nx + sx, ny + sy) && !open(x + sx, y + sy)) || (open(nx - sx, ny - sy) && !open(x - sx, y - sy));
  };
  // Straight lines; on 4-connected grids the rows only, as columns depend on them.
  for (const auto& dir : kStraights) {
    const std::int32_t dx = dir[0], dy = dir[1];
    if (rule == JumpRule::four && dy != 0) continue;
    const Slot s = straight_slot(dx, dy);
    for_each_cell_from_ahead(pw_, ph, dx, dy, [&](std::int32_t x, std::int32_t y) {
      if (!open(x, y)) return;
      std::int16_t& d = at(x, y)[s];
      if (!open(x + dx, y + dy)) {
        d = 0;
        return;
      }
      d = forced_straight(x, y, dx, dy) ? 1 : one_further(at(x + dx, y + dy)[s]);
    });
  }
  if (rule == JumpRule::four) {
    // Columns: a jump point where a turn into the row is forced or a row jump finds one.
    for (const std::int32_t dy : {1, -1}) {
      const Slot s = straight_slot(0, dy);
      for_each_cell_from_ahead(pw_, ph, 0, dy, [&](std::int32_t x, std::int32_t y) {
        if (!open(x, y)) return;
        std::int16_t& d = at(x, y)[s];
        const std::int32_t ny = y + dy;
        if (!open(x, ny)) {
          d = 0;
          return;
        }
        const auto& n = at(x, ny);
        const bool turn = (open(x - 1, ny) && !open(x - 1, y)) || (open(x + 1, ny) && !open(x + 1, y));
        d = (turn || n[kE] > 0 || n[kW] > 0) ? 1 : one_further(n[s]);
      });
    }
    return;  // no diagonal moves
  }
  // Diagonals: a legal step, then a jump point if a diagonal back past a blocked cell opens
  // there (corner cutting) or either straight part finds one.
  for (const auto& dir : kDiagonals) {
    const std::int32_t dx = dir[0], dy = dir[1];
    const Slot s = diagonal_slot(dx, dy);
    const Slot h = straight_slot(dx, 0), v = straight_slot(0, dy);
    for_each_cell_from_ahead(pw_, ph, dx, dy, [&](std::int32_t x, std::int32_t y) {
      if (!open(x, y)) return;
      std::int16_t& d = at(x, y)[s];
      const std::int32_t nx = x + dx, ny = y + dy;
      const bool legal = open(nx, ny) && (rule == JumpRule::always           ? true
                                          : rule == JumpRule::corner_cutting ? open(nx, y) || open(x, ny)
                                                                             : open(nx, y) && open(x, ny));
      if (!legal) {
        d = 0;
        return;
      }
      const bool back =
          cutting && ((!open(nx - dx, ny) && open(nx - dx, ny + dy)) || (!open(nx, ny - dy) && open(nx + dx, ny - dy)));
      const auto& n = at(nx, ny);
      d = (back || n[h] > 0 || n[v] > 0) ? 1 : one_further(n[s]);
    });
  }
}

}  // namespace gridnav::jps
