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
//
// Strong pruning (JPS2, Harabor and Grastien, ICAPS 2014) leaves out the jump points that a
// diagonal jump (a vertical one on 4-connected grids) finds only because a straight jump
// from them finds one: the search would expand such a point at once into those straight
// jumps and the diagonal's continuation, so they are made right away, and the straight
// jumps' ends become successors of the node itself along a bent path (diagonal, or
// vertical, first; then straight). A point of the diagonal that is the goal, or that has a
// diagonal back past a blocked cell (corner cutting), is still a successor of its own.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

enum class JumpRule : std::uint8_t { no_corner_cutting, corner_cutting, always, four };

[[nodiscard]] constexpr const char* to_string(JumpRule rule) noexcept {
  switch (rule) {
    case JumpRule::corner_cutting:
      return "8-connected with corner cutting";
    case JumpRule::always:
      return "8-connected with diagonals always";
    case JumpRule::four:
      return "4-connected";
    default:
      return "8-connected without corner cutting";
  }
}

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

namespace jps {

/// Calls jump(sx, sy, k, tx, ty, h) for each jump point found along the directions that
/// pruning keeps at padded (x, y), reached along (dx, dy) ((0, 0): the start): the point is
/// k steps along (sx, sy) and then h steps along (tx, ty) (h = 0, tx = ty = 0: a line; h > 0
/// only under strong pruning, kStrong, after a diagonal or a 4-connected vertical leg).
template <bool kStrong, class Jumper, class Jump>
void successors(const Jumper& j, std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy, Jump&& jump) {
  constexpr JumpRule rule = Jumper::kRule;
  // The legs that a point at (cx, cy), reached along (sx, sy), would start: straight jumps
  // along the parts of a diagonal, or both ways along the row after a vertical move.
  auto bent = [&](std::int32_t sx, std::int32_t sy, std::int32_t k) {
    const std::int32_t cx = x + k * sx, cy = y + k * sy;
    if constexpr (rule == JumpRule::four) {
      for (const std::int32_t side : {-1, 1})
        if (const std::int32_t h = j.horizontal(cx, cy, side); h != 0) jump(sx, sy, k, side, 0, h);
    } else {
      if (const std::int32_t h = j.horizontal(cx, cy, sx); h != 0) jump(sx, sy, k, sx, 0, h);
      if (const std::int32_t v = j.vertical(cx, cy, sy); v != 0) jump(sx, sy, k, 0, sy, v);
    }
  };
  // A point on a diagonal (or 4-connected vertical) leg that strong pruning still keeps as a
  // node: the goal, or under corner cutting a point with a diagonal back past a blocked cell.
  auto kept = [&](std::int32_t cx, std::int32_t cy, std::int32_t sx, std::int32_t sy) {
    if constexpr (rule == JumpRule::corner_cutting || rule == JumpRule::always)
      if ((!j.open(cx - sx, cy) && j.open(cx - sx, cy + sy)) || (!j.open(cx, cy - sy) && j.open(cx + sx, cy - sy)))
        return true;
    return j.goal(cx, cy);
  };
  // Along (sx, sy) from (x, y): under strong pruning, past the points that only start bent
  // legs, making those legs. `first` finds the next point from a cell.
  auto along = [&](std::int32_t sx, std::int32_t sy, auto&& first) {
    if (!kStrong || (rule == JumpRule::four ? sx != 0 : sx == 0 || sy == 0)) {
      if (const std::int32_t k = first(x, y); k != 0) jump(sx, sy, k, 0, 0, 0);
      return;
    }
    for (std::int32_t k = 0;;) {
      const std::int32_t step = first(x + k * sx, y + k * sy);
      if (step == 0) return;
      k += step;
      if (kept(x + k * sx, y + k * sy, sx, sy)) {
        jump(sx, sy, k, 0, 0, 0);
        return;
      }
      bent(sx, sy, k);
    }
  };
  // The same with a jumper that gives the legs with the point (diagonal_legs, vertical_legs):
  // legs(cx, cy, a, b) returns the steps to the next point and its two legs' lengths.
  auto along_with_legs = [&](std::int32_t sx, std::int32_t sy, std::int32_t ax, std::int32_t ay, std::int32_t bx,
                             std::int32_t by, auto&& legs) {
    for (std::int32_t k = 0;;) {
      std::int32_t a = 0, b = 0;
      const std::int32_t step = legs(x + k * sx, y + k * sy, a, b);
      if (step == 0) return;
      k += step;
      if (kept(x + k * sx, y + k * sy, sx, sy)) {
        jump(sx, sy, k, 0, 0, 0);
        return;
      }
      if (a != 0) jump(sx, sy, k, ax, ay, a);
      if (b != 0) jump(sx, sy, k, bx, by, b);
    }
  };
  auto straight = [&](std::int32_t sx, std::int32_t sy) {
    if constexpr (!kStrong) {  // the basic pruning's whole loop: kept short for the inliner
      const std::int32_t k = sx != 0 ? j.horizontal(x, y, sx) : j.vertical(x, y, sy);
      if (k != 0) jump(sx, sy, k, 0, 0, 0);
      return;
    }
    if constexpr (kStrong && rule == JumpRule::four &&
                  requires(std::int32_t & r) { j.vertical_legs(x, y, sy, r, r); }) {
      if (sx == 0) {
        along_with_legs(0, sy, -1, 0, 1, 0, [&](std::int32_t cx, std::int32_t cy, std::int32_t& a, std::int32_t& b) {
          return j.vertical_legs(cx, cy, sy, a, b);
        });
        return;
      }
    }
    along(sx, sy, [&](std::int32_t cx, std::int32_t cy) {
      return sx != 0 ? j.horizontal(cx, cy, sx) : j.vertical(cx, cy, sy);
    });
  };
  auto diagonal = [&](std::int32_t sx, std::int32_t sy) {
    if constexpr (!kStrong) {
      if (const std::int32_t k = j.diagonal(x, y, sx, sy); k != 0) jump(sx, sy, k, 0, 0, 0);
      return;
    }
    if constexpr (kStrong && requires(std::int32_t & r) { j.diagonal_legs(x, y, sx, sy, r, r); }) {
      along_with_legs(sx, sy, sx, 0, 0, sy, [&](std::int32_t cx, std::int32_t cy, std::int32_t& a, std::int32_t& b) {
        return j.diagonal_legs(cx, cy, sx, sy, a, b);
      });
      return;
    }
    along(sx, sy, [&](std::int32_t cx, std::int32_t cy) { return j.diagonal(cx, cy, sx, sy); });
  };
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
  } else if (dx != 0) {  // a straight arrival: the two axes apart, so that each loop is branch-free
    straight(dx, 0);
    for (const std::int32_t side : {-1, 1}) {
      if constexpr (rule == JumpRule::no_corner_cutting) {
        if (j.open(x - dx, y + side) || !j.open(x, y + side)) continue;  // a turn forced by a blocked cell behind
        straight(0, side);
      } else if (j.open(x, y + side) || !j.open(x + dx, y + side)) {
        continue;  // the diagonal towards a blocked side
      }
      diagonal(dx, side);
    }
  } else {
    straight(0, dy);
    for (const std::int32_t side : {-1, 1}) {
      if constexpr (rule == JumpRule::no_corner_cutting) {
        if (j.open(x + side, y - dy) || !j.open(x + side, y)) continue;
        straight(side, 0);
      } else if (j.open(x + side, y) || !j.open(x + side, y + dy)) {
        continue;
      }
      diagonal(side, dy);
    }
  }
}

}  // namespace jps
}  // namespace gridnav
