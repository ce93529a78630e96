// Turns a chain of parent links into the path start ... goal, for every search
// that records parents per cell.
#pragma once

#include <algorithm>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav {

/// Appends to `path` (which should be empty) the cells from the start to `goal`,
/// following parent_of(PaddedId) -> PaddedId until kNoCell.
template <class ParentOf>
void trace_path(const Grid& grid, PaddedId goal, ParentOf&& parent_of, std::vector<Point>& path) {
  for (PaddedId at = goal; at != kNoCell; at = parent_of(at)) path.push_back(grid.unpad(at));
  std::reverse(path.begin(), path.end());
}

}  // namespace gridnav
