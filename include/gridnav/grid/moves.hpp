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
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

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
  /// Every move costs a whole number (weights are whole): path costs, the grid
  /// distances and their sums are then exact in a double.
  [[nodiscard]] constexpr bool whole_numbers() const noexcept {
    return straight == Cost(std::int64_t(straight)) && diagonal == Cost(std::int64_t(diagonal));
  }
  static constexpr CostProfile of(CostProfileKind kind, Connectivity c) noexcept {
    switch (kind) {
      case CostProfileKind::integer:
        return integer(c);
      case CostProfileKind::unit:
        return unit();
      default:
        return octile();
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

/// Neighbour generation for one grid and one set of rules. Cheap to copy; holds a
/// pointer into the grid's storage, so it must not outlive the grid (edits are seen).
class MoveModel {
 public:
  MoveModel(const Grid& grid, MoveRules rules) noexcept;

  [[nodiscard]] const MoveRules& rules() const noexcept { return rules_; }
  [[nodiscard]] CostProfile profile() const noexcept { return profile_; }
  [[nodiscard]] Connectivity connectivity() const noexcept { return rules_.connectivity; }
  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }

  /// Bit d set when neighbour d of the real cell `id` is traversable (the frame reads as
  /// blocked); diagonal bits are set on 4-connected grids too, and ignored there.
  /// (Read through the grid on every call, so the mask is right even after the grid's
  /// storage moved, as in an assignment of another grid of the same size.)
  [[nodiscard]] std::uint8_t passable_mask(PaddedId id) const noexcept { return grid_->neighbour_mask(id); }
  /// Bit d set when the move from `id` in direction d is legal under the rules.
  [[nodiscard]] std::uint8_t legal_moves(PaddedId id) const noexcept { return legal_[passable_mask(id)]; }
  /// The table legal_moves() reads: the legal moves out of a traversable cell by its mask of
  /// traversable neighbours (bit d: neighbour d). Planners that cache a cell's moves read it
  /// directly, so the rules live in one place.
  [[nodiscard]] const std::array<std::uint8_t, 256>& legal_move_table() const noexcept { return legal_; }

  /// The legal moves out of `id` that can still lower a neighbour's g, when `id` was
  /// reached by the move `arrival` from `parent` and the parent has been expanded, on a
  /// grid whose traversable cells all weigh the same. A neighbour x that the parent
  /// reaches by a legal move of its own already has g(x) <= g(parent) + cost(parent, x),
  /// which is strictly less than g(parent) + cost(parent, id) + cost(id, x): the move
  /// from `id` to x cannot improve it, and skipping it changes nothing but the work.
  /// (Straight arrival: 3 moves remain of 8; diagonal arrival: 5.) Without the strict
  /// triangle inequality (diagonal >= 2 x straight) nothing is skipped but the way back.
  ///
  /// `parent_settled`: the parent's g is also the least cost from the start (every node
  /// is expanded with its least g: Dijkstra, A* with a consistent heuristic weighted no
  /// more than g). Then a neighbour x that the parent reaches in two legal moves around
  /// `id`, the second one straight, for strictly less than cost(parent, id) + cost(id, x)
  /// gets a smaller g that way, so the move from `id` to x is on no least-cost path and is
  /// skipped too. After a diagonal arrival on open ground 3 moves remain (the diagonal
  /// onward and its two straight parts): the two far diagonals went to a worse g first and
  /// were lowered later. Costs found stay the same; generations and decrease-keys drop.
  [[nodiscard]] std::uint8_t onward_moves(PaddedId id, PaddedId parent, Direction arrival,
                                          bool parent_settled = false) const noexcept {
    return legal_moves(id) & ~redundant_[parent_settled][arrival][legal_moves(parent)];
  }
  /// The direction of the move from `from` to its neighbour `to` (padded ids of adjacent cells).
  [[nodiscard]] Direction arrival(PaddedId from, PaddedId to) const noexcept {
    const auto pw = std::uint32_t(offset_[kSouth]);
    const std::uint32_t k = raw(to) - raw(from) + pw + 1;  // 0..2, pw..pw + 2, 2pw..2pw + 2
    const std::uint32_t row = std::uint32_t(k >= pw) + std::uint32_t(k >= 2 * pw);
    return kArrivalByOffset[row * 3 + (k - row * pw)];
  }

  /// Calls f(PaddedId neighbour, Cost move_cost, Direction d) for every legal move out of `id`.
  /// With UnitWeights the caller vouches that every traversable cell has weight 1 (see
  /// Grid::uniform), and the cost is the base cost without reading the weight.
  template <bool UnitWeights = false, class F>
  void for_each_move(PaddedId id, F&& f) const {
    for_each_move_in<UnitWeights>(id, legal_moves(id), std::forward<F>(f));
  }
  /// As for_each_move, over the moves of `mask` only (a subset of legal_moves(id)).
  template <bool UnitWeights = false, class F>
  void for_each_move_in(PaddedId id, unsigned mask, F&& f) const {
    for (unsigned m = mask; m != 0; m &= m - 1) {
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
  /// redundant_[parent settled][arrival][legal moves of the parent]: the moves onward_moves drops.
  std::array<std::array<std::array<std::uint8_t, 256>, 8>, 2> redundant_{};

  /// Direction of a neighbour by (dy + 1) * 3 + (dx + 1); the centre is never asked for.
  static constexpr std::array<Direction, 9> kArrivalByOffset{
      {kNorthWest, kNorth, kNorthEast, kWest, kNorth, kEast, kSouthWest, kSouth, kSouthEast}};
};

/// What a move's legal bit adds to its cost: infinity for an illegal move, 0 for a legal
/// one. Indexed by the bit, so a neighbour loop costs every direction without a branch
/// (compilers turn ?: there into a jump).
inline constexpr std::array<Cost, 2> kLegalBitCost{std::numeric_limits<Cost>::infinity(), 0};

/// Every value of the rules' enums, in the order front ends list them.
inline constexpr std::array kDiagonalRules{DiagonalRule::no_corner_cutting, DiagonalRule::corner_cutting,
                                           DiagonalRule::always};
inline constexpr std::array kCostProfiles{CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit};

// Names used on the command line and in configuration strings.
[[nodiscard]] std::string_view to_string(Connectivity c) noexcept;
[[nodiscard]] std::string_view to_string(DiagonalRule r) noexcept;
[[nodiscard]] std::string_view to_string(CostProfileKind k) noexcept;
[[nodiscard]] std::optional<DiagonalRule> parse_diagonal_rule(std::string_view s) noexcept;
[[nodiscard]] std::optional<CostProfileKind> parse_cost_profile(std::string_view s) noexcept;

}  // namespace gridnav
