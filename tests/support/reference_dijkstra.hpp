// An independent, deliberately plain Dijkstra used as the oracle in tests: it
// shares no code with the engine beyond MoveModel::move_cost (checked on its own
// in moves_test), works on Points, and uses std::priority_queue with lazy deletion.
#pragma once

#include <cstdint>
#include <functional>
#include <queue>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::testing {

/// "8-connected, no-corner-cutting, octile": the rules, for test traces.
inline std::string describe(const MoveRules& rules) {
  return std::to_string(int(rules.connectivity)) + "-connected, " + std::string(to_string(rules.diagonal)) + ", " +
         std::string(to_string(rules.costs));
}

/// Cost of a cheapest path from `from` to every cell ([y * width + x]); infinity where unreachable.
inline std::vector<Cost> reference_distances(const MoveModel& moves, Point from) {
  const Grid& grid = moves.grid();
  std::vector<Cost> dist(grid.cell_count(), kInfiniteCost);
  using Item = std::tuple<Cost, std::int32_t, std::int32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  dist[raw(grid.cell_id(from))] = 0;
  queue.emplace(0, from.x, from.y);
  while (!queue.empty()) {
    const auto [d, x, y] = queue.top();
    queue.pop();
    if (d > dist[raw(grid.cell_id({x, y}))]) continue;
    for (std::int32_t dy = -1; dy <= 1; ++dy)
      for (std::int32_t dx = -1; dx <= 1; ++dx) {
        const Point next{x + dx, y + dy};
        if ((dx == 0 && dy == 0) || !grid.in_bounds(next)) continue;
        const auto step = moves.move_cost({x, y}, next);
        if (!step) continue;
        Cost& best = dist[raw(grid.cell_id(next))];
        if (d + *step < best) {
          best = d + *step;
          queue.emplace(best, next.x, next.y);
        }
      }
  }
  return dist;
}

inline Cost reference_cost(const MoveModel& moves, Point from, Point to) {
  return reference_distances(moves, from)[raw(moves.grid().cell_id(to))];
}

/// A random grid: each cell blocked with probability `blocked`, else weight 1 or
/// (with `max_weight` > 1) uniform in 1..max_weight. Portable: uses mt19937 output only.
inline Grid random_grid(std::mt19937& rng, std::int32_t width, std::int32_t height, double blocked,
                        Weight max_weight = 1) {
  Grid grid(width, height);
  for (std::int32_t y = 0; y < height; ++y)
    for (std::int32_t x = 0; x < width; ++x) {
      const double u = double(rng()) / double(std::mt19937::max());
      if (u < blocked) {
        grid.set_blocked({x, y});
      } else if (max_weight > 1) {
        grid.set_weight({x, y}, Weight(1 + rng() % max_weight));
      }
    }
  return grid;
}

/// A grid drawn as text, one string per row: '#' blocked, any other character free.
inline Grid ascii_grid(const std::vector<std::string>& rows) {
  Grid grid(std::int32_t(rows[0].size()), std::int32_t(rows.size()));
  for (std::size_t y = 0; y < rows.size(); ++y)
    for (std::size_t x = 0; x < rows[y].size(); ++x)
      if (rows[y][x] == '#') grid.set_blocked({std::int32_t(x), std::int32_t(y)});
  return grid;
}

/// A random traversable cell (the grid must have one).
inline Point random_free_cell(std::mt19937& rng, const Grid& grid) {
  for (;;) {
    const Point p{std::int32_t(rng() % std::uint32_t(grid.width())),
                  std::int32_t(rng() % std::uint32_t(grid.height()))};
    if (grid.passable(p)) return p;
  }
}

/// Seed for a randomised test: GRIDNAV_TEST_SEED from the environment, else a fixed default.
/// Tests print it (SCOPED_TRACE) so a failure can be replayed.
inline std::uint32_t test_seed(std::uint32_t fallback) {
  if (const char* s = std::getenv("GRIDNAV_TEST_SEED")) return std::uint32_t(std::stoul(s));
  return fallback;
}

}  // namespace gridnav::testing
