// Distance heuristics computed from coordinates.
//
// Each is bound to a grid and a move model, then aimed at a goal with set_goal();
// operator()(PaddedId) estimates the cost from a cell to the goal. Estimates are
// scaled by the grid's smallest traversable weight, so they stay admissible on
// weighted terrain (every move costs at least base cost x min weight).
//
// Admissible (never overestimates) and consistent when:
//   Zero       always (A* becomes Dijkstra)
//   Manhattan  4-connected grids; on 8-connected grids it overestimates (the
//              roguelike trick: faster, not optimal)
//   Octile     8-connected grids with any profile; on 4-connected grids it equals
//              Manhattan x straight
//   Chebyshev  8-connected: max(dx, dy) x min(straight, diagonal)
//   Euclidean  sqrt(dx^2 + dy^2) x min(straight, diagonal / sqrt 2)
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdlib>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

template <class H>
concept Heuristic = std::constructible_from<H, const Grid&, const MoveModel&> &&
                    requires(H& h, const H& ch, Point goal, PaddedId id) {
                      h.set_goal(goal);
                      { ch(id) } -> std::convertible_to<Cost>;
                    };

/// Shared state of the coordinate heuristics: the grid (to unpad ids), the goal, the scale.
class CoordinateHeuristic {
 public:
  CoordinateHeuristic(const Grid& grid, const MoveModel& moves) noexcept
      : grid_(&grid), profile_(moves.profile()), eight_(moves.connectivity() == Connectivity::eight) {}
  void set_goal(Point goal) noexcept {
    goal_ = goal;
    scale_ = Cost(grid_->min_weight());
  }

 protected:
  struct Delta {
    Cost dx, dy;
  };
  [[nodiscard]] Delta delta(PaddedId id) const noexcept {
    const Point p = grid_->unpad(id);
    return {Cost(std::abs(p.x - goal_.x)), Cost(std::abs(p.y - goal_.y))};
  }
  const Grid* grid_;
  CostProfile profile_;
  bool eight_;
  Point goal_{};
  Cost scale_ = 1;
};

struct ZeroHeuristic {
  ZeroHeuristic(const Grid&, const MoveModel&) noexcept {}
  void set_goal(Point) noexcept {}
  [[nodiscard]] Cost operator()(PaddedId) const noexcept { return 0; }
};

class ManhattanHeuristic : public CoordinateHeuristic {
 public:
  using CoordinateHeuristic::CoordinateHeuristic;
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept {
    const auto [dx, dy] = delta(id);
    return (dx + dy) * profile_.straight * scale_;
  }
};

class OctileHeuristic : public CoordinateHeuristic {
 public:
  OctileHeuristic(const Grid& grid, const MoveModel& moves) noexcept
      : CoordinateHeuristic(grid, moves),
        diagonal_saving_(eight_ ? std::min(Cost(0), moves.profile().diagonal - 2 * moves.profile().straight) : 0) {}
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept {
    const auto [dx, dy] = delta(id);
    return ((dx + dy) * profile_.straight + std::min(dx, dy) * diagonal_saving_) * scale_;
  }

 private:
  Cost diagonal_saving_;  // diagonal - 2 x straight when a diagonal beats two straight moves, else 0
};

class ChebyshevHeuristic : public CoordinateHeuristic {
 public:
  using CoordinateHeuristic::CoordinateHeuristic;
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept {
    const auto [dx, dy] = delta(id);
    const Cost step = eight_ ? std::min(profile_.straight, profile_.diagonal) : profile_.straight;
    return (eight_ ? std::max(dx, dy) : dx + dy) * step * scale_;
  }
};

class EuclideanHeuristic : public CoordinateHeuristic {
 public:
  using CoordinateHeuristic::CoordinateHeuristic;
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept {
    const auto [dx, dy] = delta(id);
    const Cost unit = eight_ ? std::min(profile_.straight, profile_.diagonal / kSqrt2) : profile_.straight;
    return std::sqrt(dx * dx + dy * dy) * unit * scale_;
  }
};

}  // namespace gridnav
