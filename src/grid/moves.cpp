#include "gridnav/grid/moves.hpp"

#include <array>
#include <bit>
#include <cstdlib>

namespace gridnav {
namespace {

std::array<std::uint8_t, 256> build_legal_move_table(Connectivity connectivity, DiagonalRule rule) {
  std::array<std::uint8_t, 256> table{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    unsigned legal = mask & 0x0Fu;
    if (connectivity == Connectivity::eight) {
      for (unsigned i = 0; i < 4; ++i) {
        const unsigned diagonal = 4 + i;
        if (!(mask >> diagonal & 1u)) continue;
        const bool side_a = mask >> i & 1u;
        const bool side_b = mask >> ((i + 1) % 4) & 1u;
        const bool ok = rule == DiagonalRule::always || (rule == DiagonalRule::corner_cutting && (side_a || side_b)) ||
                        (side_a && side_b);
        if (ok) legal |= 1u << diagonal;
      }
    }
    table[mask] = std::uint8_t(legal);
  }
  return table;
}

}  // namespace

MoveModel::MoveModel(const Grid& grid, MoveRules rules) noexcept
    : grid_(&grid),
      weights_(grid.padded_weights().data()),
      rules_(rules),
      profile_(rules.profile()),
      legal_(build_legal_move_table(rules.connectivity, rules.diagonal)) {
  const std::int32_t pw = grid.padded_width();
  for (unsigned d = 0; d < 8; ++d) {
    offset_[d] = kDirectionDelta[d].y * pw + kDirectionDelta[d].x;
    base_[d] = d < 4 ? profile_.straight : profile_.diagonal;
  }
  // The moves made redundant by an expanded parent (see onward_moves). For each arrival
  // a (parent + delta[a] = here) and move e (here + delta[e] = x): x is the parent itself,
  // or x is adjacent to the parent, the parent's move f to x is legal, and
  // cost(f) < cost(a) + cost(e) strictly (true for every profile with diagonal < 2 x straight).
  // A settled parent also drops x when it reaches x by a legal move f to a cell y other
  // than here and then one straight move (legal whenever x is traversable, which a legal
  // move e to x implies), for strictly less: cost(f) + straight < cost(a) + cost(e).
  const bool strict = profile_.diagonal < 2 * profile_.straight;
  for (unsigned a = 0; a < 8; ++a) {
    // What each single move f of the parent drops, then the table by subsets: the drops of
    // a set of parent moves are the union of their drops (2,048 steps, not 131,072, since
    // every search and every navigator builds a model).
    unsigned itself = 0;
    std::array<std::uint8_t, 8> by_move{}, by_move_settled{};
    for (unsigned e = 0; e < 8; ++e) {
      const Point x{kDirectionDelta[a].x + kDirectionDelta[e].x, kDirectionDelta[a].y + kDirectionDelta[e].y};
      if (x == Point{0, 0}) {
        itself |= 1u << e;
        continue;
      }
      const Cost through_here = base_[a] + base_[e];
      for (unsigned f = 0; f < 8; ++f) {
        const Point y = kDirectionDelta[f];
        if (strict && y == x && base_[f] < through_here) by_move[f] |= std::uint8_t(1u << e);
        const bool straight_to_x = std::abs(x.x - y.x) + std::abs(x.y - y.y) == 1;
        if (f != a && straight_to_x && base_[f] + profile_.straight < through_here)
          by_move_settled[f] |= std::uint8_t(1u << e);
      }
    }
    redundant_[0][a][0] = redundant_[1][a][0] = std::uint8_t(itself);
    for (unsigned parent_moves = 1; parent_moves < 256; ++parent_moves) {
      const unsigned f = unsigned(std::countr_zero(parent_moves)), rest = parent_moves & (parent_moves - 1);
      redundant_[0][a][parent_moves] = redundant_[0][a][rest] | by_move[f];
      redundant_[1][a][parent_moves] = redundant_[1][a][rest] | by_move[f] | by_move_settled[f];
    }
  }
}

std::optional<Cost> MoveModel::move_cost(Point a, Point b) const noexcept {
  if (!grid_->passable(a) || !grid_->passable(b)) return std::nullopt;
  const Point delta{b.x - a.x, b.y - a.y};
  for (unsigned d = 0; d < 8; ++d) {
    if (kDirectionDelta[d] != delta) continue;
    if (!(legal_moves(grid_->pad(a)) >> d & 1u)) return std::nullopt;
    return base_[d] * Cost(grid_->weight(b));
  }
  return std::nullopt;
}

std::string_view to_string(Connectivity c) noexcept { return c == Connectivity::four ? "4" : "8"; }

std::string_view to_string(DiagonalRule r) noexcept {
  switch (r) {
    case DiagonalRule::corner_cutting:
      return "corner-cutting";
    case DiagonalRule::always:
      return "always";
    default:
      return "no-corner-cutting";
  }
}

std::string_view to_string(CostProfileKind k) noexcept {
  switch (k) {
    case CostProfileKind::integer:
      return "integer";
    case CostProfileKind::unit:
      return "unit";
    default:
      return "octile";
  }
}

std::optional<DiagonalRule> parse_diagonal_rule(std::string_view s) noexcept {
  for (auto r : kDiagonalRules)
    if (s == to_string(r)) return r;
  return std::nullopt;
}

std::optional<CostProfileKind> parse_cost_profile(std::string_view s) noexcept {
  for (auto k : kCostProfiles)
    if (s == to_string(k)) return k;
  return std::nullopt;
}

}  // namespace gridnav
