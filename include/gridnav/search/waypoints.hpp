// Waypoints: a path reduced to the cells where it changes direction. The path's cells
// between two consecutive waypoints are one straight or diagonal line, so expand_waypoints
// gives the full path back; a game or a robot can steer from waypoint to waypoint.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <span>
#include <vector>

#include "gridnav/grid/cell.hpp"

namespace gridnav {

/// The start, every cell where the direction of travel changes, and the goal. A path of one
/// cell (start == goal) gives that cell; an empty path gives nothing. The path's consecutive
/// cells must be neighbours (every path a gridnav planner returns is).
[[nodiscard]] inline std::vector<Point> waypoints(std::span<const Point> path) {
  std::vector<Point> out;
  if (path.empty()) return out;
  out.push_back(path.front());
  for (std::size_t i = 1; i + 1 < path.size(); ++i) {
    const Point in{path[i].x - path[i - 1].x, path[i].y - path[i - 1].y};
    const Point on{path[i + 1].x - path[i].x, path[i + 1].y - path[i].y};
    if (in.x != on.x || in.y != on.y) out.push_back(path[i]);
  }
  if (path.size() > 1) out.push_back(path.back());
  return out;
}

/// The cells of the lines between consecutive waypoints: the inverse of waypoints(). Each
/// leg must be straight or diagonal (|dx| == |dy|, or one of them 0).
[[nodiscard]] inline std::vector<Point> expand_waypoints(std::span<const Point> points) {
  std::vector<Point> out;
  if (points.empty()) return out;
  out.push_back(points.front());
  for (std::size_t i = 1; i < points.size(); ++i) {
    const Point from = points[i - 1], to = points[i];
    const std::int32_t sx = (to.x > from.x) - (to.x < from.x), sy = (to.y > from.y) - (to.y < from.y);
    const std::int32_t steps = std::max(std::abs(to.x - from.x), std::abs(to.y - from.y));
    for (std::int32_t k = 1; k <= steps; ++k) out.push_back({from.x + k * sx, from.y + k * sy});
  }
  return out;
}

}  // namespace gridnav
