// Distance heuristics computed from coordinates.
//
// Each is bound to a grid and a move model, then aimed at a goal with set_goal();
// operator()(PaddedId) estimates the cost from a cell to the goal, and at(Point) does
// the same from the cell's coordinates (the search knows them, which spares a
// division per generated node). Estimates are
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
//
// Each also answers consistent() (h(a) <= cost(a, b) + h(b) for every move, so f never
// decreases along a move) and integral() (every value is an integer, given the
// profile), which open lists use to pick their exact layout. DistanceHeuristic picks
// one of the five at run time for the registry (one linear form for four of them, so a
// call reads no kind).
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <memory>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// Shared state of the coordinate heuristics: the grid (to unpad ids), the goal, the scale.
class CoordinateHeuristic {
 public:
  CoordinateHeuristic(const Grid& grid, const MoveModel& moves) noexcept
      : grid_(&grid), profile_(moves.profile()), eight_(moves.connectivity() == Connectivity::eight) {}
  void set_goal(Point goal) noexcept {
    goal_ = goal;
    scale_ = Cost(grid_->min_weight());
  }
  /// An estimate of the form (dx + dy) x per_sum + min(dx, dy) x per_min (octile,
  /// Manhattan and Chebyshev are), with the factors of the current goal (linear_distance).
  struct LinearForm {
    Cost per_sum = 0, per_min = 0;
  };

 protected:
  struct Delta {
    Cost dx, dy;
  };
  [[nodiscard]] Delta delta(Point p) const noexcept {
    return {Cost(std::abs(p.x - goal_.x)), Cost(std::abs(p.y - goal_.y))};
  }
  const Grid* grid_;
  CostProfile profile_;
  bool eight_;
  [[nodiscard]] static bool whole(Cost c) noexcept { return c == std::floor(c); }
  Point goal_{};
  Cost scale_ = 1;
};

/// The estimate of `form` between a and b: (dx + dy) x per_sum + min(dx, dy) x per_min.
[[nodiscard]] inline Cost linear_distance(Point a, Point b, CoordinateHeuristic::LinearForm form) noexcept {
  const std::int32_t dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  return Cost(dx + dy) * form.per_sum + Cost(std::min(dx, dy)) * form.per_min;
}

struct ZeroHeuristic {
  ZeroHeuristic(const Grid&, const MoveModel&) noexcept {}
  void set_goal(Point) noexcept {}
  [[nodiscard]] Cost operator()(PaddedId) const noexcept { return 0; }
  [[nodiscard]] Cost at(Point) const noexcept { return 0; }
  [[nodiscard]] bool consistent() const noexcept { return true; }
  [[nodiscard]] bool integral() const noexcept { return true; }
};

class ManhattanHeuristic : public CoordinateHeuristic {
 public:
  using CoordinateHeuristic::CoordinateHeuristic;
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept { return at(grid_->unpad(id)); }
  [[nodiscard]] Cost at(Point p) const noexcept {
    const auto [dx, dy] = delta(p);
    return (dx + dy) * profile_.straight * scale_;
  }
  [[nodiscard]] LinearForm linear() const noexcept { return {profile_.straight * scale_, 0}; }
  [[nodiscard]] bool consistent() const noexcept { return !eight_ || profile_.diagonal >= 2 * profile_.straight; }
  [[nodiscard]] bool integral() const noexcept { return whole(profile_.straight); }
};

class OctileHeuristic : public CoordinateHeuristic {
 public:
  OctileHeuristic(const Grid& grid, const MoveModel& moves) noexcept
      : CoordinateHeuristic(grid, moves), diagonal_saving_(diagonal_saving(profile_, moves.connectivity())) {}
  void set_goal(Point goal) noexcept {
    CoordinateHeuristic::set_goal(goal);
    form_ = {profile_.straight * scale_, diagonal_saving_ * scale_};
  }
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept { return at(grid_->unpad(id)); }
  [[nodiscard]] Cost at(Point p) const noexcept { return linear_distance(p, goal_, form_); }
  [[nodiscard]] LinearForm linear() const noexcept { return form_; }
  [[nodiscard]] bool consistent() const noexcept { return true; }
  [[nodiscard]] bool integral() const noexcept { return whole(profile_.straight) && whole(diagonal_saving_); }

  /// The octile distance's factors at weight 1, without a grid: the least cost between two
  /// cells of an open grid whose every weight is 1, so a lower bound on any weights
  /// (Manhattan x straight on 4-connected grids; Chebyshev max(dx, dy) with unit costs).
  [[nodiscard]] static LinearForm unit_weight_form(CostProfile profile, Connectivity connectivity) noexcept {
    return {profile.straight, diagonal_saving(profile, connectivity)};
  }

 private:
  /// diagonal - 2 x straight when a diagonal beats two straight moves (8-connected), else 0.
  [[nodiscard]] static Cost diagonal_saving(CostProfile profile, Connectivity connectivity) noexcept {
    return connectivity == Connectivity::eight ? std::min(Cost(0), profile.diagonal - 2 * profile.straight) : 0;
  }
  Cost diagonal_saving_;
  LinearForm form_;  // the two factors times the scale (set_goal)
};

class ChebyshevHeuristic : public CoordinateHeuristic {
 public:
  using CoordinateHeuristic::CoordinateHeuristic;
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept { return at(grid_->unpad(id)); }
  [[nodiscard]] Cost at(Point p) const noexcept {
    const auto [dx, dy] = delta(p);
    return (eight_ ? std::max(dx, dy) : dx + dy) * step();
  }
  /// max(dx, dy) = dx + dy - min(dx, dy) on 8-connected grids.
  [[nodiscard]] LinearForm linear() const noexcept { return {step(), eight_ ? -step() : Cost(0)}; }
  [[nodiscard]] bool consistent() const noexcept { return true; }
  [[nodiscard]] bool integral() const noexcept { return whole(profile_.straight) && whole(profile_.diagonal); }

 private:
  /// The cheapest move, times the scale.
  [[nodiscard]] Cost step() const noexcept {
    return (eight_ ? std::min(profile_.straight, profile_.diagonal) : profile_.straight) * scale_;
  }
};

class EuclideanHeuristic : public CoordinateHeuristic {
 public:
  using CoordinateHeuristic::CoordinateHeuristic;
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept { return at(grid_->unpad(id)); }
  [[nodiscard]] Cost at(Point p) const noexcept {
    const auto [dx, dy] = delta(p);
    const Cost unit = eight_ ? std::min(profile_.straight, profile_.diagonal / kSqrt2) : profile_.straight;
    return std::sqrt(dx * dx + dy * dy) * unit * scale_;
  }
  [[nodiscard]] bool consistent() const noexcept { return true; }
  [[nodiscard]] bool integral() const noexcept { return false; }
};

enum class HeuristicKind : std::uint8_t { octile, manhattan, zero, chebyshev, euclidean, extension };

/// An estimate DistanceHeuristic can take instead of its own (HeuristicKind::extension):
/// the landmark heuristics of heuristic/landmarks.hpp (LandmarkExtension). Shared by the
/// copies of the heuristic that holds it.
class HeuristicExtension {
 public:
  virtual ~HeuristicExtension() = default;
  virtual void set_goal(Point goal) = 0;
  [[nodiscard]] virtual Cost at(Point p) const = 0;
  [[nodiscard]] virtual bool consistent() const = 0;
  [[nodiscard]] virtual bool integral() const = 0;
};

/// One of the five distance heuristics, or an extension, chosen at run time. Four of them
/// have a linear form (LinearForm; zero: both factors 0), taken from the chosen class when
/// the goal is set, so a call reads no kind and computes the same value as that class; the
/// Euclidean distance and an extension share one branch that the linear kinds never take.
class DistanceHeuristic : public CoordinateHeuristic {
 public:
  DistanceHeuristic(const Grid& grid, const MoveModel& moves, HeuristicKind kind = HeuristicKind::octile) noexcept
      : CoordinateHeuristic(grid, moves),
        kind_(kind == HeuristicKind::extension ? HeuristicKind::octile : kind),
        octile_(grid, moves),
        manhattan_(grid, moves),
        chebyshev_(grid, moves),
        euclidean_(grid, moves) {}
  /// Estimates with `extension` (set_goal is passed on to it).
  DistanceHeuristic(const Grid& grid, const MoveModel& moves, std::shared_ptr<HeuristicExtension> extension) noexcept
      : DistanceHeuristic(grid, moves) {
    extension_ = std::move(extension);
    kind_ = HeuristicKind::extension;
  }
  void set_kind(HeuristicKind kind) noexcept {
    if (kind == HeuristicKind::extension && !extension_) return;
    kind_ = kind;
    set_goal(goal_);
  }
  [[nodiscard]] HeuristicKind kind() const noexcept { return kind_; }
  void set_goal(Point goal) {
    CoordinateHeuristic::set_goal(goal);
    octile_.set_goal(goal);
    manhattan_.set_goal(goal);
    chebyshev_.set_goal(goal);
    euclidean_.set_goal(goal);
    switch (kind_) {
      case HeuristicKind::octile:
        linear_ = octile_.linear();
        break;
      case HeuristicKind::manhattan:
        linear_ = manhattan_.linear();
        break;
      case HeuristicKind::chebyshev:
        linear_ = chebyshev_.linear();
        break;
      case HeuristicKind::extension:
        extension_->set_goal(goal);
        linear_ = {};
        break;
      default:
        linear_ = {};  // zero (Euclidean does not use it)
    }
  }
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept { return at(grid_->unpad(id)); }
  [[nodiscard]] Cost at(Point p) const noexcept {
    if (kind_ >= HeuristicKind::euclidean) [[unlikely]]
      return kind_ == HeuristicKind::euclidean ? euclidean_.at(p) : extension_->at(p);
    return linear_distance(p, goal_, linear_);
  }
  [[nodiscard]] bool consistent() const noexcept {
    if (kind_ == HeuristicKind::extension) return extension_->consistent();
    return kind_ == HeuristicKind::manhattan ? manhattan_.consistent() : true;
  }
  [[nodiscard]] bool integral() const noexcept {
    switch (kind_) {
      case HeuristicKind::octile:
        return octile_.integral();
      case HeuristicKind::manhattan:
        return manhattan_.integral();
      case HeuristicKind::zero:
        return true;
      case HeuristicKind::chebyshev:
        return chebyshev_.integral();
      case HeuristicKind::euclidean:
        return false;
      case HeuristicKind::extension:
        return extension_->integral();
    }
    return false;
  }
  [[nodiscard]] const HeuristicExtension* extension() const noexcept { return extension_.get(); }

 private:
  HeuristicKind kind_;
  OctileHeuristic octile_;
  ManhattanHeuristic manhattan_;
  ChebyshevHeuristic chebyshev_;
  EuclideanHeuristic euclidean_;
  LinearForm linear_;  // the chosen kind's, for the current goal (set_goal)
  std::shared_ptr<HeuristicExtension> extension_;
};

}  // namespace gridnav
