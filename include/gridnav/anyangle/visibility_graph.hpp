// Exact shortest any-angle paths: Dijkstra over the visibility graph of the convex corners
// (corners.hpp), the reference the any-angle planners are checked against.
//
// A shortest path of straight segments turns only at convex corners, so the graph of the
// start, the goal and the convex corners, joined wherever a segment between them is valid,
// holds one. Built once per grid (every pair of corners tested: V^2 / 2 sight tests for V
// corners), then each query adds its start and goal. For maps of a few thousand cells.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/anyangle/corners.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::anyangle {

class VisibilityGraph {
 public:
  explicit VisibilityGraph(const Grid& grid);

  /// The shortest path from corner query.start to corner query.goal (found, no_path, or
  /// invalid_input when a point is not the top-left corner of a free cell).
  [[nodiscard]] SearchResult shortest(const Query& query) const;

  [[nodiscard]] std::size_t corners() const noexcept { return corners_.size(); }
  [[nodiscard]] std::size_t edges() const noexcept;

 private:
  const Grid& grid_;
  std::vector<Point> corners_;
  std::vector<std::vector<std::uint32_t>> seen_;  ///< corners each corner sees
};

}  // namespace gridnav::anyangle
