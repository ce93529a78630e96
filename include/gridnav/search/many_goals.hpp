// Several goals: the least-cost path to the nearest of them, and the many-to-many cost
// matrix, both from distance fields (distance_field.hpp).
//
// nearest_goal runs one search, not one per goal: a Dijkstra search from all the goals at
// once (the field holds the cost from a cell to its nearest goal, in the direction of
// travel, terrain included) that stops when it settles the start; the path is the field
// descended from the start. cost_matrix runs one field per target, on every core.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

struct NearestGoal {
  Status status = Status::no_path;  ///< found, or no_path when no goal is reachable
  Cost cost = kInfiniteCost;
  std::vector<Point> path;  ///< start ... the goal reached
  std::size_t goal = 0;     ///< its index in the goals given (the first, when one is given twice)
  std::uint64_t settled = 0;
  std::int64_t time_ns = 0;
};

/// InputError for no goal, or a start or goal outside the map or blocked (naming which).
[[nodiscard]] NearestGoal nearest_goal(const Grid& grid, const MoveRules& rules, Point start,
                                       std::span<const Point> goals);

/// Row i, column j: the least cost from `from[i]` to `to[j]` (infinity without a path), row
/// by row. One distance field per target, `threads` at a time (0: every core). InputError as
/// nearest_goal for any point.
[[nodiscard]] std::vector<Cost> cost_matrix(const Grid& grid, const MoveRules& rules, std::span<const Point> from,
                                            std::span<const Point> to, unsigned threads = 0);

}  // namespace gridnav
