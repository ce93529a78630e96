// Makes Moving AI style scenario files for any map, weighted ones included: random
// pairs of connected traversable cells with their optimal cost computed exactly
// (Dijkstra under the given move rules). Deterministic for a seed.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/io/scenario.hpp"

namespace gridnav {

struct ScenarioOptions {
  std::size_t queries = 100;
  std::uint64_t seed = 1;
  MoveRules rules{};
  std::string map_name = "map.map";  ///< the map column, resolved beside the scenario file
  /// Called before each query is computed with the number done and the number asked; may be empty.
  std::function<void(std::size_t, std::size_t)> progress;
};

/// `queries` entries whose start and goal are distinct connected cells, every such ordered
/// pair equally likely (bucket = floor(cost / 4), as Moving AI does). Pairs are drawn from
/// the connected components directly, so the time does not depend on how fragmented or
/// full the map is: one flood fill, then one Dijkstra search per query. Throws InputError
/// when the grid has fewer than two traversable cells or no two of them are connected.
[[nodiscard]] Scenario generate_scenario(const Grid& grid, const ScenarioOptions& options);

/// Sets every traversable cell to a weight drawn uniformly from [lo, hi] (1 <= lo <= hi <= 255).
void randomize_weights(Grid& grid, Weight lo, Weight hi, std::uint64_t seed);

}  // namespace gridnav
