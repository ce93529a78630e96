// The corner lattice's exact tests (anyangle/corners.hpp).
#include "gridnav/anyangle/corners.hpp"

namespace gridnav::anyangle {
namespace {

struct Around {
  bool nw, ne, sw, se;
};

Around around(const Grid& grid, Point p) noexcept {
  return {solid(grid, p.x - 1, p.y - 1), solid(grid, p.x, p.y - 1), solid(grid, p.x - 1, p.y), solid(grid, p.x, p.y)};
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

bool leaves_end(const Grid& grid, Point end, Point other) noexcept {
  if (!double_corner(grid, end)) return true;
  return !solid(grid, end.x, end.y) && first_side(grid, end, other);
}

std::string query_problem(const Grid& grid, const Query& query) {
  for (const Point p : {query.start, query.goal})
    if (!on_lattice(grid, p) || solid(grid, p.x, p.y))
      return "corner (" + std::to_string(p.x) + "," + std::to_string(p.y) +
             ") is not the top-left corner of a free cell";
  return {};
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
