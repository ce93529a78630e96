#include "gridnav/grid/grid.hpp"

#include <algorithm>
#include <array>
#include <bit>
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

void Grid::shape(std::int32_t width, std::int32_t height) {
  check_grid_size(width, height);
  width_ = width;
  height_ = height;
  row_magic_ = ~std::uint64_t{0} / std::uint64_t(width + 2) + 1;
  weights_.assign(std::size_t(width + 2) * std::size_t(height + 2), kBlocked);
}

Grid::Grid(std::int32_t width, std::int32_t height, Weight fill) {
  shape(width, height);
  for (std::int32_t y = 0; y < height; ++y) {
    auto* row = weights_.data() + raw(pad({0, y}));
    std::fill(row, row + width, fill);
  }
  histogram_[fill] = cell_count();
  present_[fill / 64] |= std::uint64_t{1} << (fill % 64);
  neighbours_.assign(weights_.size(), 0);
  if (fill != kBlocked) {
    // Every neighbour is traversable but across the border.
    for (std::int32_t y = 0; y < height; ++y) {
      auto* row = neighbours_.data() + raw(pad({0, y}));
      std::fill(row, row + width, std::uint8_t{0xFF});
      row[0] = count_mask({0, y});
      row[width - 1] = count_mask({width - 1, y});
    }
    for (std::int32_t x = 0; x < width; ++x) {
      neighbours_[raw(pad({x, 0}))] = count_mask({x, 0});
      neighbours_[raw(pad({x, height - 1}))] = count_mask({x, height - 1});
    }
  }
}

Grid Grid::from_rows(std::int32_t width, std::int32_t height, const RowFiller& fill_row) {
  Grid grid;
  grid.shape(width, height);
  const auto pw = std::size_t(width) + 2;
  Weight* const weights = grid.weights_.data();
  // Four tallies taken in turn, so that runs of one weight do not wait on one counter.
  std::array<std::array<std::uint64_t, 256>, 4> tally{};
  for (std::int32_t y = 0; y < height; ++y) {
    Weight* row = weights + (std::size_t(y) + 1) * pw + 1;
    fill_row(y, std::span<Weight>(row, std::size_t(width)));
    std::int32_t x = 0;
    for (; x + 4 <= width; x += 4)
      for (std::size_t k = 0; k < 4; ++k) ++tally[k][row[x + std::int32_t(k)]];
    for (; x < width; ++x) ++tally[0][row[x]];
  }
  for (std::size_t w = 0; w < 256; ++w) {
    grid.histogram_[w] = tally[0][w] + tally[1][w] + tally[2][w] + tally[3][w];
    if (grid.histogram_[w] != 0) grid.present_[w / 64] |= std::uint64_t{1} << (w % 64);
  }
  // Each real cell's mask from the three padded rows around it: the frame reads as blocked,
  // so no column or row needs a test, and the inner loop vectorises.
  grid.neighbours_.assign(grid.weights_.size(), 0);
  for (std::int32_t y = 0; y < height; ++y) {
    const Weight* mid = weights + (std::size_t(y) + 1) * pw + 1;
    const Weight* up = mid - pw;
    const Weight* down = mid + pw;
    std::uint8_t* out = grid.neighbours_.data() + (std::size_t(y) + 1) * pw + 1;
    for (std::int32_t x = 0; x < width; ++x) {
      // Bits in Direction order: N, E, S, W, NE, SE, SW, NW.
      out[x] = std::uint8_t(unsigned(up[x] != kBlocked) | unsigned(mid[x + 1] != kBlocked) << 1 |
                            unsigned(down[x] != kBlocked) << 2 | unsigned(mid[x - 1] != kBlocked) << 3 |
                            unsigned(up[x + 1] != kBlocked) << 4 | unsigned(down[x + 1] != kBlocked) << 5 |
                            unsigned(down[x - 1] != kBlocked) << 6 | unsigned(up[x - 1] != kBlocked) << 7);
    }
  }
  return grid;
}

std::uint8_t Grid::count_mask(Point p) const noexcept {
  unsigned mask = 0;
  for (unsigned d = 0; d < 8; ++d) {
    const Point n{p.x + kDirectionDelta[d].x, p.y + kDirectionDelta[d].y};
    if (in_bounds(n) && weight(n) != kBlocked) mask |= 1u << d;
  }
  return std::uint8_t(mask);
}

void Grid::set_weight(Point p, Weight w) {
  if (!in_bounds(p))
    throw InputError("cell (" + std::to_string(p.x) + "," + std::to_string(p.y) + ") is outside the " +
                     std::to_string(width_) + "x" + std::to_string(height_) + " grid");
  const std::uint32_t at = raw(pad(p));
  Weight& cell = weights_[at];
  if (cell == w) return;
  const bool passability_changes = (cell == kBlocked) != (w == kBlocked);
  count_weight(cell, w);
  cell = w;
  ++revision_;
  if (passability_changes) {
    // Each real neighbour sees this cell in the opposite direction. Every neighbour is in
    // the padded storage; a frame cell's mask is xor-ed with 0 (it stays 0), so the loop
    // has no branch and no multiplication per neighbour.
    const std::int32_t pw = padded_width();
    // Whether the column (row) at offset -1, 0, +1 is inside the grid.
    const std::array<unsigned, 3> column{unsigned(p.x > 0), 1u, unsigned(p.x + 1 < width_)};
    const std::array<unsigned, 3> row{unsigned(p.y > 0), 1u, unsigned(p.y + 1 < height_)};
    for (unsigned d = 0; d < 8; ++d) {
      const Point delta = kDirectionDelta[d];
      const unsigned real = column[std::size_t(delta.x + 1)] & row[std::size_t(delta.y + 1)];
      neighbours_[std::uint32_t(std::int32_t(at) + delta.y * pw + delta.x)] ^=
          std::uint8_t(real << unsigned(opposite(Direction(d))));
    }
  }
}

void Grid::count_weight(Weight from, Weight to) noexcept {
  if (--histogram_[from] == 0) present_[from / 64] &= ~(std::uint64_t{1} << (from % 64));
  if (histogram_[to]++ == 0) present_[to / 64] |= std::uint64_t{1} << (to % 64);
}

// Both read the presence bits (a few instructions) rather than the 255 counts: planners
// ask for them on every search and every batch of changes.
namespace {
/// The presence bits of the traversable weights (bit 0, kBlocked, cleared).
std::array<std::uint64_t, 4> traversable_classes(std::array<std::uint64_t, 4> present) noexcept {
  present[0] &= ~std::uint64_t{1};
  return present;
}
}  // namespace

Weight Grid::min_weight() const noexcept {
  const auto classes = traversable_classes(present_);
  for (std::size_t word = 0; word < classes.size(); ++word)
    if (classes[word] != 0) return Weight(word * 64 + std::size_t(std::countr_zero(classes[word])));
  return kGround;
}

Weight Grid::max_weight() const noexcept {
  const auto classes = traversable_classes(present_);
  for (std::size_t word = classes.size(); word-- > 0;)
    if (classes[word] != 0) return Weight(word * 64 + 63 - std::size_t(std::countl_zero(classes[word])));
  return kGround;
}

std::uint64_t grid_fingerprint(const Grid& grid) noexcept {
  std::uint64_t hash = 14695981039346656037u;  // FNV-1a offset basis
  const auto add = [&hash](std::uint8_t byte) {
    hash ^= byte;
    hash *= 1099511628211u;  // FNV prime
  };
  for (const std::int32_t side : {grid.width(), grid.height()})
    for (int shift = 0; shift < 32; shift += 8) add(std::uint8_t(std::uint32_t(side) >> shift));
  const auto weights = grid.padded_weights();
  for (std::int32_t y = 0; y < grid.height(); ++y) {
    const std::size_t row = raw(grid.pad(Point{0, y}));
    for (std::int32_t x = 0; x < grid.width(); ++x) add(weights[row + std::size_t(x)]);
  }
  return hash;
}

}  // namespace gridnav
