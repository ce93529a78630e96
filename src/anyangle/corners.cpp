// The corner lattice's exact tests (anyangle/corners.hpp).
#include "gridnav/anyangle/corners.hpp"

#include <algorithm>
#include <numeric>
#include <utility>

namespace gridnav::anyangle {
namespace {

struct Around {
  bool nw, ne, sw, se;
};

Around around(const Grid& grid, Point p) noexcept {
  return {solid(grid, p.x - 1, p.y - 1), solid(grid, p.x, p.y - 1), solid(grid, p.x - 1, p.y), solid(grid, p.x, p.y)};
}

/// A segment may not pass through p: a pinch (two diagonal cells blocked). Where three or
/// four are blocked every segment through p also crosses a blocked cell or edge.
bool pinched(const Grid& grid, Point p) noexcept {
  const Around a = around(grid, p);
  return (a.nw && a.se) || (a.ne && a.sw);
}

/// Which free side of double corner p the direction towards q lies on (directions along
/// an edge belong to the free cell beside it): true for the side of cell (p.x, p.y) when
/// that cell is free, of cell (p.x, p.y - 1) when it is blocked.
bool first_side(const Grid& grid, Point p, Point q) noexcept {
  const std::int32_t dx = q.x - p.x, dy = q.y - p.y;
  return solid(grid, p.x, p.y) ? dx >= 0 && dy <= 0 : dx >= 0 && dy >= 0;
}

}  // namespace

int solid_around(const Grid& grid, Point p) noexcept {
  const Around a = around(grid, p);
  return int(a.nw) + int(a.ne) + int(a.sw) + int(a.se);
}

bool double_corner(const Grid& grid, Point p) noexcept {
  const Around a = around(grid, p);
  return (a.nw && a.se && !a.ne && !a.sw) || (a.ne && a.sw && !a.nw && !a.se);
}

bool line_of_sight(const Grid& grid, Point a, Point b) noexcept {
  if (a == b) return true;
  if (a.y == b.y) {  // along a row of edges: not between two blocked cells
    const auto [lo, hi] = std::minmax(a.x, b.x);
    for (std::int32_t x = lo; x < hi; ++x)
      if (solid(grid, x, a.y - 1) && solid(grid, x, a.y)) return false;
    for (std::int32_t x = lo + 1; x < hi; ++x)
      if (pinched(grid, Point{x, a.y})) return false;
    return true;
  }
  if (a.x == b.x) {
    const auto [lo, hi] = std::minmax(a.y, b.y);
    for (std::int32_t y = lo; y < hi; ++y)
      if (solid(grid, a.x - 1, y) && solid(grid, a.x, y)) return false;
    for (std::int32_t y = lo + 1; y < hi; ++y)
      if (pinched(grid, Point{a.x, y})) return false;
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
      if (solid(grid, std::int32_t(c), std::int32_t(r))) return false;
  }
  const std::int64_t steps = std::gcd(dx, dy < 0 ? -dy : dy);
  for (std::int64_t k = 1; k < steps; ++k)
    if (pinched(grid, Point{std::int32_t(a.x + dx / steps * k), std::int32_t(a.y + dy / steps * k)})) return false;
  return true;
}

bool leaves_end(const Grid& grid, Point end, Point other) noexcept {
  if (!double_corner(grid, end)) return true;
  return !solid(grid, end.x, end.y) && first_side(grid, end, other);
}

double path_length(const std::vector<Point>& path) noexcept {
  double length = 0;
  for (std::size_t i = 1; i < path.size(); ++i) length += distance(path[i - 1], path[i]);
  return length;
}

std::string check_path(const Grid& grid, const std::vector<Point>& path, Point start, Point goal) {
  if (path.empty()) return "the path is empty";
  if (path.front() != start) return "the path does not begin at the start";
  if (path.back() != goal) return "the path does not end at the goal";
  for (std::size_t i = 0; i < path.size(); ++i) {
    const Point p = path[i];
    const std::string at = "point " + std::to_string(i) + " (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    if (!on_lattice(grid, p)) return at + " is off the map";
    if (i > 0 && path[i - 1] == p) return at + " repeats the point before it";
    if (i > 0 && !line_of_sight(grid, path[i - 1], p)) return "the segment to " + at + " is blocked";
    if (!double_corner(grid, p)) continue;
    if (i == 0 && path.size() > 1 && !leaves_end(grid, p, path[1]))
      return "the start leaves its double corner on the wrong side";
    if (i + 1 == path.size() && i > 0 && !leaves_end(grid, p, path[i - 1]))
      return "the goal is reached on the wrong side of its double corner";
    if (i > 0 && i + 1 < path.size() && first_side(grid, p, path[i - 1]) != first_side(grid, p, path[i + 1]))
      return at + " turns through a double corner";
  }
  return {};
}

}  // namespace gridnav::anyangle
