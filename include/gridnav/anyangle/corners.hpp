// Any-angle paths on the corner lattice of a grid: the geometry every any-angle planner and
// check shares.
//
// Points are the corners of cells: (x, y) with 0 <= x <= width and 0 <= y <= height; cell
// (x, y) is the unit square from corner (x, y) to corner (x + 1, y + 1), so a query's start
// and goal cells name their top-left corners (as in the Grid-Based Path Planning
// Competition's any-angle track). Outside the map counts as blocked. A straight segment
// between two points is valid (line_of_sight) when
//   - it crosses the interior of no blocked cell,
//   - it runs along no edge shared by two blocked cells (nor a blocked cell and the outside),
//   - it passes through no point, other than its ends, where two blocked cells touch
//     diagonally (a pinch: a zero-width gap is no gap).
// A double corner is a point whose two diagonally opposite cells are blocked and whose
// other two are free. A path may not turn there from one free side to the other; a start or
// goal on one leaves or arrives on the side of its own cell (x, y). Shortest paths turn only
// at convex corners: points with exactly one blocked cell among the four around them.
//
// Every test is exact: integer arithmetic, no tolerance.
#pragma once

#include <cmath>
#include <string>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav::anyangle {

/// Whether cell (x, y) is blocked or outside the map.
[[nodiscard]] inline bool solid(const Grid& grid, std::int32_t x, std::int32_t y) noexcept {
  return !grid.passable(Point{x, y});
}

/// Whether p lies on the corner lattice of the grid.
[[nodiscard]] inline bool on_lattice(const Grid& grid, Point p) noexcept {
  return p.x >= 0 && p.y >= 0 && p.x <= grid.width() && p.y <= grid.height();
}

/// The number of blocked (or outside) cells among the four around corner p.
[[nodiscard]] int solid_around(const Grid& grid, Point p) noexcept;

/// Two diagonally opposite cells around p blocked, the other two free.
[[nodiscard]] bool double_corner(const Grid& grid, Point p) noexcept;

/// Exactly one blocked cell around p: where shortest paths may turn.
[[nodiscard]] inline bool convex_corner(const Grid& grid, Point p) noexcept { return solid_around(grid, p) == 1; }

/// Whether the straight segment from a to b is valid (see above); a == b is. Both on the lattice.
[[nodiscard]] bool line_of_sight(const Grid& grid, Point a, Point b) noexcept;

/// Whether a segment may leave (or reach) `end`, a start or goal, towards `other`: always,
/// unless `end` is a double corner, where `other` must lie on the side of cell (end.x, end.y).
[[nodiscard]] bool leaves_end(const Grid& grid, Point end, Point other) noexcept;

[[nodiscard]] inline double distance(Point a, Point b) noexcept {
  return std::hypot(double(b.x - a.x), double(b.y - a.y));
}

/// The Euclidean length of a polyline.
[[nodiscard]] double path_length(const std::vector<Point>& path) noexcept;

/// Empty when `path` is a valid any-angle path from `start` to `goal` (each segment valid,
/// the start and goal rules of double corners kept, no turn through a double corner),
/// otherwise why not. A path of one point is valid when start == goal.
[[nodiscard]] std::string check_path(const Grid& grid, const std::vector<Point>& path, Point start, Point goal);

}  // namespace gridnav::anyangle
