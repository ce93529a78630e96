// Smoothing a grid path: straight segments between the centres of some of its cells
// (string pulling), under the corner lattice's rules (corners.hpp) applied to segments
// between centres: no blocked interior crossed, no edge between two blocked cells run
// along, no pinch passed through.
//
// From each kept cell the path goes straight to the farthest later cell of the input it can
// see without a cell in between that it cannot, so the result is never longer than the
// input (triangle inequality) and keeps only moves of the input or valid segments. Work: a
// sight test of a segment's length per input cell; paths of thousands of cells take
// milliseconds.
#pragma once

#include <vector>

#include "gridnav/anyangle/corners.hpp"

namespace gridnav::anyangle {

/// Whether the segment between the centres of cells a and b is valid.
[[nodiscard]] bool centre_sight(const Grid& grid, Point a, Point b) noexcept;

/// The cells of `path` (start ... goal, consecutive cells a legal move apart) whose
/// centres the smoothed path joins; its length is path_length of the result.
[[nodiscard]] std::vector<Point> smooth_path(const Grid& grid, const std::vector<Point>& path);

}  // namespace gridnav::anyangle
