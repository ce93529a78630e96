// Internal to the dynamic planners: the grid's move rules as bit masks and small tables,
// shared by the rhs core of D* Lite and LPA* (rhs_core.hpp) and by D* / Focused D*
// (dstar.cpp), so that a neighbour loop reads one legal-move byte per cell instead of
// asking the move model move by move.
#pragma once

#include <array>
#include <cstdint>
#include <limits>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav::detail {

/// True when every move costs a whole number under `profile` (weights are whole): then
/// g, rhs, the grid heuristics and their sums are exact and keys need no snapping.
[[nodiscard]] inline bool whole_costs(CostProfile profile) noexcept {
  return profile.straight == Cost(std::int64_t(profile.straight)) &&
         profile.diagonal == Cost(std::int64_t(profile.diagonal));
}

/// MoveModel's legal moves out of a traversable cell as a function of which of its
/// neighbours are traversable (bit d for neighbour d), read off a 3x3 probe grid once
/// per set of rules, so that the rules live in one place (moves.cpp).
inline const std::array<std::uint8_t, 256>& legal_move_table(MoveRules rules) {
  using Table = std::array<std::uint8_t, 256>;
  static const std::array<Table, 6> tables = [] {
    std::array<Table, 6> out{};
    for (unsigned k = 0; k < 6; ++k) {
      Grid probe(3, 3);
      const MoveModel moves(
          probe, {k < 3 ? Connectivity::four : Connectivity::eight, DiagonalRule(k % 3), CostProfileKind::unit});
      for (unsigned mask = 0; mask < 256; ++mask) {
        for (unsigned d = 0; d < 8; ++d)
          probe.set_weight({1 + kDirectionDelta[d].x, 1 + kDirectionDelta[d].y}, mask >> d & 1u ? kGround : kBlocked);
        out[k][mask] = moves.legal_moves(probe.pad({1, 1}));
      }
    }
    return out;
  }();
  return tables[(rules.connectivity == Connectivity::eight ? 3u : 0u) + unsigned(rules.diagonal)];
}

/// opposite() without its branch on orthogonal vs diagonal, which the core's loops (random
/// directions) mispredict: the diagonal bit stays, the rest turns by two.
[[nodiscard]] constexpr unsigned back(unsigned d) noexcept { return (d & 4u) | ((d + 2u) & 3u); }
static_assert([] {
  for (unsigned d = 0; d < 8; ++d)
    if (back(d) != unsigned(opposite(Direction(d)))) return false;
  return true;
}());

/// Cost added to a move's cost by its legal bit: infinity for an illegal move, 0 for a
/// legal one (a table rather than ?:, which compilers turn into a jump).
inline constexpr std::array<Cost, 2> kIllegalAdds{std::numeric_limits<Cost>::infinity(), 0};

}  // namespace gridnav::detail
