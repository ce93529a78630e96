// String pulling of grid paths (anyangle/smooth.hpp).
#include "gridnav/anyangle/smooth.hpp"

namespace gridnav::anyangle {

bool centre_sight(const Grid& grid, Point a, Point b) noexcept {
  // The lattice of half cells: half-cell (x, y) lies in cell (x / 2, y / 2), and the centre
  // of cell (x, y) is its point (2x + 1, 2y + 1).
  const auto half_solid = [&grid](std::int32_t x, std::int32_t y) {
    return x < 0 || y < 0 || solid(grid, x >> 1, y >> 1);
  };
  return detail::sight(half_solid, Point{2 * a.x + 1, 2 * a.y + 1}, Point{2 * b.x + 1, 2 * b.y + 1});
}

std::vector<Point> smooth_path(const Grid& grid, const std::vector<Point>& path) {
  if (path.size() <= 2) return path;
  std::vector<Point> out{path.front()};
  std::size_t anchor = 0;
  for (std::size_t i = 1; i + 1 < path.size(); ++i)
    if (!centre_sight(grid, path[anchor], path[i + 1])) {
      out.push_back(path[i]);
      anchor = i;
    }
  out.push_back(path.back());
  return out;
}

}  // namespace gridnav::anyangle
