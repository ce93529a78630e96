// How an agent moves on a grid: connectivity, the diagonal rule and the cost profile.
//
// Cost model (the same for every algorithm):
//   cost(move into cell c) = base(direction) x weight(c)
// where base is `straight` for the four orthogonal moves and `diagonal` for the
// four diagonal ones, and weight(c) in 1..255 is the entered cell's terrain weight.
//
// Profiles:
//   octile   straight 1, diagonal sqrt(2)   the Moving AI benchmark convention
//   integer  straight 2, diagonal 3 on 8-connected grids, straight 1 on 4-connected
//            grids (the Cazenave paper's integer costs, exact in any open list)
//   unit     straight 1, diagonal 1         every move costs one step (BFS-optimal)
//
// Diagonal rules, for 8-connected grids (a diagonal move always needs its target traversable):
//   no_corner_cutting  both orthogonal neighbours traversable (Moving AI; the default)
//   corner_cutting     at least one of them traversable
//   always             regardless of them
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "gridnav/grid/grid.hpp"

namespace gridnav {

using Cost = double;
inline constexpr Cost kSqrt2 = 1.41421356237309504880;

enum class Connectivity : std::uint8_t { four = 4, eight = 8 };
enum class DiagonalRule : std::uint8_t { no_corner_cutting, corner_cutting, always };
enum class CostProfileKind : std::uint8_t { octile, integer, unit };

struct CostProfile {
  Cost straight = 1;
  Cost diagonal = kSqrt2;
  static constexpr CostProfile octile() noexcept { return {1, kSqrt2}; }
  static constexpr CostProfile integer(Connectivity c) noexcept {
    return c == Connectivity::four ? CostProfile{1, 2} : CostProfile{2, 3};
  }
  static constexpr CostProfile unit() noexcept { return {1, 1}; }
  static constexpr CostProfile of(CostProfileKind kind, Connectivity c) noexcept {
    switch (kind) {
      case CostProfileKind::integer: return integer(c);
      case CostProfileKind::unit: return unit();
      default: return octile();
    }
  }
};

/// The per-query movement settings a user chooses; turned into a MoveModel for a grid.
struct MoveRules {
  Connectivity connectivity = Connectivity::eight;
  DiagonalRule diagonal = DiagonalRule::no_corner_cutting;
  CostProfileKind costs = CostProfileKind::octile;
  [[nodiscard]] CostProfile profile() const noexcept { return CostProfile::of(costs, connectivity); }
};

/// Directions, as bit positions of the move masks. Orthogonal first, then each
/// diagonal d = 4 + i lies between orthogonals i and (i + 1) % 4.
enum Direction : std::uint8_t { kNorth, kEast, kSouth, kWest, kNorthEast, kSouthEast, kSouthWest, kNorthWest };
inline constexpr std::array<Point, 8> kDirectionDelta{
    {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}};

/// Neighbour generation for one grid and one set of rules. Cheap to copy; holds a
/// pointer into the grid's storage, so it must not outlive the grid (edits are seen).
class MoveModel {
 public:
  MoveModel(const Grid& grid, MoveRules rules) noexcept;

  [[nodiscard]] const MoveRules& rules() const noexcept { return rules_; }
  [[nodiscard]] CostProfile profile() const noexcept { return profile_; }
  [[nodiscard]] Connectivity connectivity() const noexcept { return rules_.connectivity; }
  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }

  /// Bit d set when neighbour d of `id` is traversable (frame cells read as blocked).
  [[nodiscard]] [[gnu::always_inline]] std::uint8_t passable_mask(PaddedId id) const noexcept {
    const Weight* w = weights_ + raw(id);
    unsigned m = unsigned(w[offset_[kNorth]] != 0) | unsigned(w[offset_[kEast]] != 0) << 1 |
                 unsigned(w[offset_[kSouth]] != 0) << 2 | unsigned(w[offset_[kWest]] != 0) << 3;
    if (rules_.connectivity == Connectivity::eight)
      m |= unsigned(w[offset_[kNorthEast]] != 0) << 4 | unsigned(w[offset_[kSouthEast]] != 0) << 5 |
           unsigned(w[offset_[kSouthWest]] != 0) << 6 | unsigned(w[offset_[kNorthWest]] != 0) << 7;
    return std::uint8_t(m);
  }
  /// Bit d set when the move from `id` in direction d is legal under the rules.
  [[nodiscard]] std::uint8_t legal_moves(PaddedId id) const noexcept { return legal_[passable_mask(id)]; }

  /// Calls f(PaddedId neighbour, Cost move_cost, Direction d) for every legal move out of `id`.
  /// With UnitWeights the caller vouches that every traversable cell has weight 1 (see
  /// Grid::uniform), and the cost is the base cost without reading the weight.
  template <bool UnitWeights = false, class F>
  void for_each_move(PaddedId id, F&& f) const {
    for (unsigned m = legal_moves(id); m != 0; m &= m - 1) {
      const auto d = Direction(std::countr_zero(m));
      const auto next = PaddedId{std::uint32_t(std::int64_t(raw(id)) + offset_[d])};
      if constexpr (UnitWeights) {
        f(next, base_[d], d);
      } else {
        f(next, base_[d] * Cost(weights_[raw(next)]), d);
      }
    }
  }

  /// The move from a to b if they are adjacent and the move is legal; used to check paths.
  [[nodiscard]] std::optional<Cost> move_cost(Point a, Point b) const noexcept;

  [[nodiscard]] std::int32_t offset(Direction d) const noexcept { return offset_[d]; }
  [[nodiscard]] Cost base_cost(Direction d) const noexcept { return base_[d]; }

 private:
  const Grid* grid_;
  const Weight* weights_;
  MoveRules rules_;
  CostProfile profile_;
  std::array<std::int32_t, 8> offset_{};
  std::array<Cost, 8> base_{};
  std::array<std::uint8_t, 256> legal_{};
};

// Names used on the command line and in configuration strings.
[[nodiscard]] std::string_view to_string(Connectivity c) noexcept;
[[nodiscard]] std::string_view to_string(DiagonalRule r) noexcept;
[[nodiscard]] std::string_view to_string(CostProfileKind k) noexcept;
[[nodiscard]] std::optional<DiagonalRule> parse_diagonal_rule(std::string_view s) noexcept;
[[nodiscard]] std::optional<CostProfileKind> parse_cost_profile(std::string_view s) noexcept;

}  // namespace gridnav
