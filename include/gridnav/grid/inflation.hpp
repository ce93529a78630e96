// The cost ROS 2's costmap inflation layer (nav2_costmap_2d::InflationLayer) gives each cell
// for a round robot: how near the nearest blocked cell is, in metres, scaled into 0..254.
//
//   254  a blocked cell (LETHAL_OBSTACLE)
//   253  within the robot's inscribed radius of one (INSCRIBED_INFLATED_OBSTACLE): the
//        robot's centre may not be there
//   252 .. 1  252 * exp(-cost_scaling * (d - inscribed_radius)), truncated, for the cells
//        up to ceil(inflation_radius / resolution) cells away
//   0    farther
//
// d is the Euclidean distance between cell centres, from the exact distance transform of the
// blocked cells (Felzenszwalb and Huttenlocher's lower envelope of parabolas, two passes);
// the constants and the formula are those of InflationLayer::computeCost, including its
// ceil of the inflation radius in cells. Cells beyond the map are not obstacles.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav {

/// The inflation layer's parameters, in metres (defaults: nav2's, and a 5 cm map).
struct InflationParams {
  double resolution = 0.05;       ///< metres a cell
  double inscribed_radius = 0.1;  ///< the robot's radius (nav2's robot_radius)
  double inflation_radius = 0.55;
  double cost_scaling = 10.0;  ///< cost_scaling_factor, per metre
};

/// InputError unless every parameter is finite, the resolution and scaling positive and the
/// radii not negative.
void check_inflation(const InflationParams& params);

/// Squared Euclidean distance, in cells, from each cell's centre to the nearest blocked
/// cell's (0 on blocked cells; -1 everywhere when none is blocked). Row-major, width x height.
[[nodiscard]] std::vector<std::int64_t> obstacle_distance_squared(const Grid& grid);

/// The inflation layer's cost of every cell, row-major (see above).
[[nodiscard]] std::vector<std::uint8_t> inflation_costs(const Grid& grid, const InflationParams& params);

/// The grid a round robot plans on: cells of cost 253 or more blocked, the others weighing
/// 1 + cost (ground that nears an obstacle costs more), times their own weight capped at 255.
[[nodiscard]] Grid inflated_grid(const Grid& grid, const InflationParams& params);

}  // namespace gridnav
