#include "gridnav/grid/moves.hpp"

#include <cstdlib>

namespace gridnav {
namespace {

std::array<std::uint8_t, 256> legal_move_table(Connectivity connectivity, DiagonalRule rule) {
  std::array<std::uint8_t, 256> table{};
  for (unsigned mask = 0; mask < 256; ++mask) {
    unsigned legal = mask & 0x0Fu;
    if (connectivity == Connectivity::eight) {
      for (unsigned i = 0; i < 4; ++i) {
        const unsigned diagonal = 4 + i;
        if (!(mask >> diagonal & 1u)) continue;
        const bool side_a = mask >> i & 1u;
        const bool side_b = mask >> ((i + 1) % 4) & 1u;
        const bool ok = rule == DiagonalRule::always ||
                        (rule == DiagonalRule::corner_cutting && (side_a || side_b)) || (side_a && side_b);
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
      legal_(legal_move_table(rules.connectivity, rules.diagonal)) {
  const std::int32_t pw = grid.padded_width();
  for (unsigned d = 0; d < 8; ++d) {
    offset_[d] = kDirectionDelta[d].y * pw + kDirectionDelta[d].x;
    base_[d] = d < 4 ? profile_.straight : profile_.diagonal;
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
    case DiagonalRule::corner_cutting: return "corner-cutting";
    case DiagonalRule::always: return "always";
    default: return "no-corner-cutting";
  }
}

std::string_view to_string(CostProfileKind k) noexcept {
  switch (k) {
    case CostProfileKind::integer: return "integer";
    case CostProfileKind::unit: return "unit";
    default: return "octile";
  }
}

std::optional<DiagonalRule> parse_diagonal_rule(std::string_view s) noexcept {
  for (auto r : {DiagonalRule::no_corner_cutting, DiagonalRule::corner_cutting, DiagonalRule::always})
    if (s == to_string(r)) return r;
  return std::nullopt;
}

std::optional<CostProfileKind> parse_cost_profile(std::string_view s) noexcept {
  for (auto k : {CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit})
    if (s == to_string(k)) return k;
  return std::nullopt;
}

}  // namespace gridnav
