#include "gridnav/grid/grid.hpp"

#include <algorithm>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav {

void check_grid_size(std::int64_t width, std::int64_t height) {
  if (width < 1 || height < 1)
    throw InputError("grid size " + std::to_string(width) + "x" + std::to_string(height) +
                     " is empty; width and height must be at least 1");
  if (width > Grid::kMaxSide || height > Grid::kMaxSide)
    throw InputError("grid size " + std::to_string(width) + "x" + std::to_string(height) +
                     " exceeds the largest side of " + std::to_string(Grid::kMaxSide));
  if (std::uint64_t(width) * std::uint64_t(height) > Grid::kMaxCells)
    throw InputError("grid size " + std::to_string(width) + "x" + std::to_string(height) + " exceeds " +
                     std::to_string(Grid::kMaxCells) + " cells");
}

Grid::Grid(std::int32_t width, std::int32_t height, Weight fill) {
  check_grid_size(width, height);
  width_ = width;
  height_ = height;
  row_magic_ = ~std::uint64_t{0} / std::uint64_t(width + 2) + 1;
  weights_.assign(std::size_t(width + 2) * std::size_t(height + 2), kBlocked);
  for (std::int32_t y = 0; y < height; ++y) {
    auto* row = weights_.data() + raw(pad({0, y}));
    std::fill(row, row + width, fill);
  }
  histogram_[fill] = cell_count();
}

void Grid::set_weight(Point p, Weight w) {
  if (!in_bounds(p))
    throw InputError("cell (" + std::to_string(p.x) + "," + std::to_string(p.y) + ") is outside the " +
                     std::to_string(width_) + "x" + std::to_string(height_) + " grid");
  Weight& cell = weights_[raw(pad(p))];
  if (cell == w) return;
  --histogram_[cell];
  ++histogram_[w];
  cell = w;
  ++revision_;
}

Weight Grid::min_weight() const noexcept {
  for (unsigned w = 1; w < histogram_.size(); ++w)
    if (histogram_[w] != 0) return Weight(w);
  return kGround;
}

Weight Grid::max_weight() const noexcept {
  for (std::size_t w = histogram_.size() - 1; w >= 1; --w)
    if (histogram_[w] != 0) return Weight(w);
  return kGround;
}

}  // namespace gridnav
