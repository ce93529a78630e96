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

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::anyangle {

/// Whether cell (x, y) is blocked or outside the map. The grid's frame of blocked cells
/// answers for the ring just outside it without a bounds test; farther out is tested.
[[nodiscard]] inline bool solid(const Grid& grid, std::int32_t x, std::int32_t y) noexcept {
  if (std::uint32_t(x + 1) > std::uint32_t(grid.width() + 1) || std::uint32_t(y + 1) > std::uint32_t(grid.height() + 1))
    return true;
  return grid.weight(grid.pad(Point{x, y})) == kBlocked;
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

namespace detail {

/// The line-of-sight test over any lattice whose cells `solid(x, y)` tells blocked (true
/// outside): the corner lattice of a grid, or the lattice of half cells whose points
/// include the cells' centres (smooth.hpp).
template <class Solid>
[[nodiscard]] bool sight(const Solid& solid, Point a, Point b) noexcept {
  // A segment may not pass through p when two diagonal cells around it are blocked. Where
  // three or four are, every segment through p also crosses a blocked cell or edge.
  const auto pinched = [&solid](std::int32_t x, std::int32_t y) {
    return (solid(x - 1, y - 1) && solid(x, y)) || (solid(x, y - 1) && solid(x - 1, y));
  };
  if (a == b) return true;
  if (a.y == b.y) {  // along a row of edges: not between two blocked cells
    const auto [lo, hi] = std::minmax(a.x, b.x);
    for (std::int32_t x = lo; x < hi; ++x)
      if (solid(x, a.y - 1) && solid(x, a.y)) return false;
    for (std::int32_t x = lo + 1; x < hi; ++x)
      if (pinched(x, a.y)) return false;
    return true;
  }
  if (a.x == b.x) {
    const auto [lo, hi] = std::minmax(a.y, b.y);
    for (std::int32_t y = lo; y < hi; ++y)
      if (solid(a.x - 1, y) && solid(a.x, y)) return false;
    for (std::int32_t y = lo + 1; y < hi; ++y)
      if (pinched(a.x, y)) return false;
    return true;
  }
  if (a.x > b.x) std::swap(a, b);
  const std::int64_t dx = b.x - a.x, dy = b.y - a.y;
  // Column by column: the segment's heights at x = c and c + 1 are n0 / dx and n1 / dx;
  // it crosses the interior of the rows r with r < max and r + 1 > min.
  for (std::int64_t c = a.x; c < b.x; ++c) {
    const std::int64_t n0 = std::int64_t(a.y) * dx + dy * (c - a.x), n1 = n0 + dy;
    const std::int64_t lo = std::min(n0, n1), hi = std::max(n0, n1);
    for (std::int64_t r = lo / dx; r <= (hi + dx - 1) / dx - 1; ++r)
      if (solid(std::int32_t(c), std::int32_t(r))) return false;
  }
  const std::int64_t steps = std::gcd(dx, dy < 0 ? -dy : dy);
  for (std::int64_t k = 1; k < steps; ++k)
    if (pinched(std::int32_t(a.x + dx / steps * k), std::int32_t(a.y + dy / steps * k))) return false;
  return true;
}

}  // namespace detail

/// Whether the straight segment from a to b is valid (see above); a == b is. Both on the lattice.
[[nodiscard]] inline bool line_of_sight(const Grid& grid, Point a, Point b) noexcept {
  return detail::sight([&grid](std::int32_t x, std::int32_t y) { return solid(grid, x, y); }, a, b);
}

/// Empty when the query's start and goal are the top-left corners of free cells (what any-angle
/// planners answer), otherwise the message that says which is not.
[[nodiscard]] std::string query_problem(const Grid& grid, const Query& query);

/// Whether a segment may leave (or reach) `end`, a start or goal, towards `other`: always,
/// unless `end` is a double corner, where `other` must lie on the side of cell (end.x, end.y).
[[nodiscard]] bool leaves_end(const Grid& grid, Point end, Point other) noexcept;

[[nodiscard]] inline double distance(Point a, Point b) noexcept {
  // The squares are exact integers (below 2^53), so the root is correctly rounded; faster
  // than std::hypot, which guards against overflow these values cannot reach.
  const double dx = double(b.x - a.x), dy = double(b.y - a.y);
  return std::sqrt(dx * dx + dy * dy);
}

/// The cell a search event names for lattice point p (search/events.hpp speaks of cells):
/// the cell whose top-left corner p is, the far corners of the last column and row naming
/// the cells beside them.
[[nodiscard]] inline PaddedId event_cell(const Grid& grid, Point p) noexcept {
  return grid.pad(Point{std::min(p.x, grid.width() - 1), std::min(p.y, grid.height() - 1)});
}

/// The Euclidean length of a polyline.
[[nodiscard]] double path_length(const std::vector<Point>& path) noexcept;

/// Empty when `path` is a valid any-angle path from `start` to `goal` (each segment valid,
/// the start and goal rules of double corners kept, no turn through a double corner),
/// otherwise why not. A path of one point is valid when start == goal.
[[nodiscard]] std::string check_path(const Grid& grid, const std::vector<Point>& path, Point start, Point goal);

}  // namespace gridnav::anyangle
