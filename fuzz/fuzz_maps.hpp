// The small fixed maps the planner, navigator and landmark targets search: a 16 x 12 map
// with a wall across most of it, uniform or with a band of weighted cells. Shared with
// landmark_seeds.cpp, which writes the landmark seeds for exactly these maps.
#pragma once

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav::fuzz {

inline Grid small_map(bool weighted) {
  Grid grid(16, 12);
  for (std::int32_t y = 0; y < 9; ++y) grid.set_blocked({7, y});
  if (weighted)
    for (std::int32_t x = 0; x < 16; ++x)
      if (x != 7) grid.set_weight({x, 10}, Weight(2 + x));
  return grid;
}

inline constexpr Point kStart{1, 1};
inline constexpr Point kGoal{14, 2};

}  // namespace gridnav::fuzz
