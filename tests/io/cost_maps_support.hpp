// Helpers shared by the cost-map format tests: a private temporary folder per test and
// seeded random grids whose seed is logged with the test's output.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>

#include "gridnav/grid/grid.hpp"
#include "support/temp_dir.hpp"

namespace gridnav::testing {

/// A seed for a random test, recorded in the test's XML output and printed, so a failure
/// can be replayed by fixing the seed.
inline std::uint32_t logged_seed() {
  const std::uint32_t seed = std::random_device{}();
  ::testing::Test::RecordProperty("seed", std::to_string(seed));
  std::printf("[ seed     ] %u\n", seed);
  return seed;
}

/// A width x height grid of random weights drawn uniformly from [0, max_weight]
/// (0 = blocked).
inline Grid random_grid(std::mt19937& rng, std::int32_t width, std::int32_t height, unsigned max_weight) {
  Grid grid(width, height);
  std::uniform_int_distribution<unsigned> weight(0, max_weight);
  for (std::int32_t y = 0; y < height; ++y)
    for (std::int32_t x = 0; x < width; ++x) grid.set_weight({x, y}, Weight(weight(rng)));
  return grid;
}

}  // namespace gridnav::testing
