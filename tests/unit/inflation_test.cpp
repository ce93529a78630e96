// The inflation layer's costs (grid/inflation.hpp): the exact distance transform against a
// brute-force nearest obstacle on random maps (seed logged), nav2's formula on worked
// values, the grid a round robot plans on, and refused parameters.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <random>

#include "gridnav/error.hpp"
#include "gridnav/grid/inflation.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

std::int64_t nearest_squared(const Grid& grid, Point p) {
  std::int64_t best = -1;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (!grid.passable({x, y})) {
        const std::int64_t d = std::int64_t(x - p.x) * (x - p.x) + std::int64_t(y - p.y) * (y - p.y);
        if (best < 0 || d < best) best = d;
      }
  return best;
}

TEST(Inflation, DistanceTransformEqualsTheNearestObstacleOnRandomMaps) {
  const std::uint32_t seed = testing::test_seed(41);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int cells = 0;
  for (int map = 0; map < 300; ++map) {
    const std::int32_t w = 1 + std::int32_t(rng() % 40), h = 1 + std::int32_t(rng() % 40);
    const double density = std::array{0.0, 0.01, 0.05, 0.3, 0.9}[rng() % 5];
    const Grid grid = testing::random_grid(rng, w, h, density);
    const std::vector<std::int64_t> d = obstacle_distance_squared(grid);
    ASSERT_EQ(d.size(), std::size_t(w) * std::size_t(h));
    for (std::int32_t y = 0; y < h; ++y)
      for (std::int32_t x = 0; x < w; ++x, ++cells)
        ASSERT_EQ(d[std::size_t(y) * std::size_t(w) + std::size_t(x)], nearest_squared(grid, {x, y}))
            << "map " << map << " (" << w << "x" << h << "), cell (" << x << "," << y << ")";
  }
  EXPECT_GT(cells, 100000);
}

/// nav2's computeCost, written out for one distance in cells.
std::uint8_t nav2_cost(double cells, const InflationParams& p) {
  if (cells == 0) return 254;
  if (cells * p.resolution <= p.inscribed_radius) return 253;
  return static_cast<std::uint8_t>(252 * std::exp(-p.cost_scaling * (cells * p.resolution - p.inscribed_radius)));
}

TEST(Inflation, CostsFollowTheInflationLayerAroundOneObstacle) {
  Grid grid(31, 31);
  grid.set_blocked({15, 15});
  // An inflation radius of 0.52 m is ceil(10.4) = 11 cells for nav2: a cell 0.55 m away
  // still has a cost.
  const InflationParams p{.resolution = 0.05, .inscribed_radius = 0.1, .inflation_radius = 0.52, .cost_scaling = 10};
  const std::vector<std::uint8_t> cost = inflation_costs(grid, p);
  const auto at = [&](std::int32_t x, std::int32_t y) { return cost[std::size_t(y) * 31 + std::size_t(x)]; };
  EXPECT_EQ(at(15, 15), 254);
  EXPECT_EQ(at(16, 15), 253);  // 0.05 m
  EXPECT_EQ(at(17, 15), 253);  // 0.10 m: on the inscribed radius
  EXPECT_EQ(at(18, 15), 152);  // 0.15 m: 252 e^-0.5 = 152.8
  EXPECT_EQ(at(19, 15), 92);   // 0.20 m: 252 e^-1 = 92.7
  EXPECT_EQ(at(15, 25), 4);    // 0.50 m: 252 e^-4 = 4.6
  EXPECT_EQ(at(15, 26), 2);    // 0.55 m: 252 e^-4.5 = 2.8, beyond 0.52 m but within 11 cells
  EXPECT_EQ(at(15, 27), 0);    // 12 cells
  EXPECT_EQ(at(23, 23), 0);    // 8 sqrt 2 = 11.3 cells: beyond 11
  for (std::int32_t y = 0; y < 31; ++y)
    for (std::int32_t x = 0; x < 31; ++x) {
      const double cells = std::sqrt(double((x - 15) * (x - 15) + (y - 15) * (y - 15)));
      EXPECT_EQ(at(x, y), cells > 11 ? 0 : nav2_cost(cells, p)) << x << "," << y;
    }
}

TEST(Inflation, TheRobotsGridBlocksTheInscribedCellsAndWeighsTheRest) {
  Grid grid(12, 5);
  for (std::int32_t y = 0; y < 5; ++y) grid.set_blocked({0, y});
  grid.set_weight({11, 2}, 2);
  const InflationParams p{.resolution = 0.1, .inscribed_radius = 0.15, .inflation_radius = 0.5, .cost_scaling = 3};
  const Grid robot = inflated_grid(grid, p);
  const std::vector<std::uint8_t> cost = inflation_costs(grid, p);
  for (std::int32_t y = 0; y < 5; ++y)
    for (std::int32_t x = 0; x < 12; ++x) {
      const std::uint8_t c = cost[std::size_t(y) * 12 + std::size_t(x)];
      if (x <= 1) {
        EXPECT_FALSE(robot.passable({x, y})) << x << "," << y;  // the wall and 0.1 m from it
      } else {
        ASSERT_TRUE(robot.passable({x, y})) << x << "," << y;
        EXPECT_EQ(robot.weight(Point{x, y}), (1 + c) * grid.weight(Point{x, y})) << x << "," << y;
      }
    }
  EXPECT_GT(robot.weight(Point{2, 0}), robot.weight(Point{6, 0})) << "nearer the wall costs more";
}

TEST(Inflation, BadParametersAreRefused) {
  const Grid grid(4, 4);
  for (const InflationParams p :
       {InflationParams{.resolution = 0}, InflationParams{.resolution = -1}, InflationParams{.inscribed_radius = -0.1},
        InflationParams{.inflation_radius = std::nan("")}, InflationParams{.cost_scaling = 0},
        InflationParams{.resolution = 1e-9, .inflation_radius = 1}})
    EXPECT_THROW((void)inflation_costs(grid, p), InputError);
  EXPECT_EQ(inflation_costs(grid, {}), std::vector<std::uint8_t>(16, 0)) << "no obstacle, no cost";
}

}  // namespace
}  // namespace gridnav
