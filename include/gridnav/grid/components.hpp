// Connected components of a grid under move rules. Every legal move can be made back
// under every diagonal rule, so "connected" is an equivalence and one flood fill per
// component labels them all.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// Per padded cell ([padded cells]) the number of its connected component: 0 for blocked
/// and frame cells, 1, 2, ... for traversable ones, numbered in row-major order of each
/// component's first cell. Time and memory O(padded cells).
[[nodiscard]] std::vector<std::uint32_t> label_components(const MoveModel& moves);

}  // namespace gridnav
