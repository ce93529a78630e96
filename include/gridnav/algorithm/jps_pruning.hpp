// Which rules jump point search supports, and the directions its pruning keeps at a jump
// point under each (Harabor and Grastien, AAAI 2011, extended to every move rule of
// grid/moves.hpp). Each jumper (jps_scan.hpp, jps_scan_corners.hpp, jps_scan_four.hpp,
// jps_table.hpp) names its rule as `kRule`; its jumps stop wherever the pruning below needs
// a jump point.
//
//   no_corner_cutting  8-connected, a diagonal move needs both cells beside it (Moving AI).
//                      After a straight arrival: on, plus the turns a blocked cell behind
//                      a side forces (the straight side and the diagonal towards it).
//   corner_cutting     8-connected, a diagonal move needs one of the cells beside it.
//   always             8-connected, a diagonal move needs its target only.
//                      For both: after a straight arrival, on, plus the diagonal towards a
//                      blocked side; after a diagonal arrival, the diagonal on, its two
//                      straight parts, and the diagonals back past a blocked cell behind.
//   four               4-connected. A vertical jump looks along the row at every cell, as
//                      a diagonal one does on 8-connected grids; after any arrival, on and
//                      both turns.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

enum class JumpRule : std::uint8_t { no_corner_cutting, corner_cutting, always, four };

/// The jump rule for `rules`, if jump point search supports them.
[[nodiscard]] inline std::optional<JumpRule> jump_rule_for(const MoveRules& rules) noexcept {
  if (rules.connectivity == Connectivity::four) return JumpRule::four;
  if (rules.costs == CostProfileKind::unit) return std::nullopt;
  switch (rules.diagonal) {
    case DiagonalRule::corner_cutting:
      return JumpRule::corner_cutting;
    case DiagonalRule::always:
      return JumpRule::always;
    default:
      return JumpRule::no_corner_cutting;
  }
}

/// Empty when online jump point search supports `rules` on `grid`, otherwise the reason.
[[nodiscard]] inline std::string jps_unsupported(const Grid& grid, const MoveRules& rules) {
  if (!jump_rule_for(rules))
    return "jps on 8-connected grids supports the octile and integer cost profiles, not unit (diagonal = straight "
           "breaks its pruning; use astar or bfs)";
  if (!grid.uniform())
    return "jps needs a grid of uniform costs: this one has terrain weights up to " +
           std::to_string(int(grid.max_weight())) +
           ", and jump point pruning is only sound when every cell costs the "
           "same (use astar)";
  return {};
}

/// Empty when JPS+ (the jump table, jps_table.hpp) supports `rules` on `grid`.
[[nodiscard]] inline std::string jps_plus_unsupported(const Grid& grid, const MoveRules& rules) {
  if (rules.connectivity != Connectivity::eight || rules.diagonal != DiagonalRule::no_corner_cutting)
    return "jps-plus's jump table is for 8-connected moves without corner cutting (--connect 8 --diagonal "
           "no-corner-cutting), not " +
           std::to_string(int(rules.connectivity)) + "-connected with " + std::string(to_string(rules.diagonal)) +
           " (use jps, which supports every rule)";
  return jps_unsupported(grid, rules);
}

namespace jps {

/// Calls jump(dx, dy, k) for each jump point found along the directions that pruning keeps
/// at padded (x, y), reached along (dx, dy) ((0, 0): the start); k is its number of steps.
template <class Jumper, class Jump>
void successors(const Jumper& j, std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy, Jump&& jump) {
  auto straight = [&](std::int32_t sx, std::int32_t sy) {
    const std::int32_t k = sx != 0 ? j.horizontal(x, y, sx) : j.vertical(x, y, sy);
    if (k != 0) jump(sx, sy, k);
  };
  auto diagonal = [&](std::int32_t sx, std::int32_t sy) {
    if (const std::int32_t k = j.diagonal(x, y, sx, sy); k != 0) jump(sx, sy, k);
  };
  constexpr JumpRule rule = Jumper::kRule;
  if (dx == 0 && dy == 0) {
    for (const std::int32_t d : {-1, 1}) {
      straight(d, 0);
      straight(0, d);
    }
    if constexpr (rule != JumpRule::four)
      for (const std::int32_t sy : {-1, 1})
        for (const std::int32_t sx : {-1, 1}) diagonal(sx, sy);
    return;
  }
  if constexpr (rule == JumpRule::four) {
    straight(dx, dy);
    for (const std::int32_t side : {-1, 1}) dx != 0 ? straight(0, side) : straight(side, 0);
  } else if (dx != 0 && dy != 0) {
    straight(dx, 0);
    straight(0, dy);
    diagonal(dx, dy);
    if constexpr (rule != JumpRule::no_corner_cutting) {  // the diagonals back past a blocked cell
      if (!j.open(x - dx, y) && j.open(x - dx, y + dy)) diagonal(-dx, dy);
      if (!j.open(x, y - dy) && j.open(x + dx, y - dy)) diagonal(dx, -dy);
    }
  } else {
    straight(dx, dy);
    for (const std::int32_t side : {-1, 1}) {
      // The cell beside (x, y) and the one beside the cell behind, for a straight arrival.
      const std::int32_t bx = dx != 0 ? x : x + side, by = dx != 0 ? y + side : y;
      if constexpr (rule == JumpRule::no_corner_cutting) {
        if (j.open(bx - dx, by - dy) || !j.open(bx, by)) continue;  // a turn forced by a blocked cell behind
        dx != 0 ? straight(0, side) : straight(side, 0);
      } else if (j.open(bx, by) || !j.open(bx + dx, by + dy)) {
        continue;  // the diagonal towards a blocked side
      }
      diagonal(dx != 0 ? dx : side, dy != 0 ? dy : side);
    }
  }
}

}  // namespace jps
}  // namespace gridnav
