// Clearance and the grids of square agents (grid/clearance.hpp).
#include "gridnav/grid/clearance.hpp"

#include <algorithm>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav {

std::vector<std::uint16_t> clearance(const Grid& grid) {
  const std::int32_t w = grid.width(), h = grid.height();
  std::vector<std::uint16_t> c(std::size_t(w) * std::size_t(h), 0);
  const auto at = [&](std::int32_t x, std::int32_t y) -> std::uint32_t {
    return x < w && y < h ? c[std::size_t(y) * std::size_t(w) + std::size_t(x)] : 0u;
  };
  for (std::int32_t y = h - 1; y >= 0; --y)
    for (std::int32_t x = w - 1; x >= 0; --x) {
      if (!grid.passable({x, y})) continue;
      const std::uint32_t least = std::min({at(x + 1, y), at(x, y + 1), at(x + 1, y + 1)});
      c[std::size_t(y) * std::size_t(w) + std::size_t(x)] = std::uint16_t(std::min<std::uint32_t>(least + 1, 65535));
    }
  return c;
}

Grid agent_grid(const Grid& grid, int size) {
  if (size < 1 || size > 1024) throw InputError("agent size " + std::to_string(size) + " is outside 1..1024 cells");
  Grid out = grid;
  if (size == 1) return out;
  const std::vector<std::uint16_t> c = clearance(grid);
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.passable({x, y}) && c[std::size_t(y) * std::size_t(grid.width()) + std::size_t(x)] < size)
        out.set_blocked({x, y});
  return out;
}

}  // namespace gridnav
