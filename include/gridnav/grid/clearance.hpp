// Clearance (Harabor and Botea, "Hierarchical path planning for multi-size agents in
// heterogeneous environments", CIG 2008): the side of the largest square of free cells whose
// top-left cell is this one. A square agent of k x k cells, placed by its top-left cell,
// fits where the clearance is at least k; moving it between such cells under the grid's
// no-corner-cutting rule never sweeps a blocked cell, so every planner plans for it on the
// grid of the cells where it fits (agent_grid; the catalog's agent-size=k).
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav {

/// Row by row: 0 for a blocked cell, else 1 + the least clearance of the cells to its right,
/// below and below-right (cells outside the map count 0), capped at 65,535. One pass.
[[nodiscard]] std::vector<std::uint16_t> clearance(const Grid& grid);

/// The grid on which a k x k agent's top-left cell moves: cells of clearance below k blocked,
/// the others keeping their weights. InputError for k outside 1..1024.
[[nodiscard]] Grid agent_grid(const Grid& grid, int size);

}  // namespace gridnav
