// The grid: a rectangle of cells, each blocked or traversable with a weight 1..255.
//
// Storage is padded by a one-cell frame of blocked cells (see cell.hpp), so the
// search reads any neighbour of a real cell without a bounds check.
// Limits: 1 <= width, height <= kMaxSide and width * height <= kMaxCells; larger
// requests throw gridnav::InputError before allocating anything.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "gridnav/grid/cell.hpp"

namespace gridnav {

namespace detail {
__extension__ using uint128 = unsigned __int128;  // GCC and Clang; used for exact fast division
}

class Grid {
 public:
  static constexpr std::int32_t kMaxSide = 1 << 20;
  /// 32768 x 32768 cells (2 GiB of weights and neighbour masks). Padded ids stay below 2^31,
  /// so every id and offset fits the 32-bit types the searches use. A search claims its
  /// per-cell state (A*: 20 bytes a cell) only where it goes (docs/performance.md).
  static constexpr std::uint64_t kMaxCells = std::uint64_t{1} << 30;

  Grid() = default;
  /// A width x height grid whose cells all have weight `fill` (kBlocked allowed).
  Grid(std::int32_t width, std::int32_t height, Weight fill = kGround);
  /// A width x height grid filled row by row: `fill_row(y, row)` writes the `width` weights of
  /// row y (kBlocked allowed), once per row from the top. The counts and neighbour masks follow
  /// in one pass over the rows, so a map of N cells is built in O(N) at memory speed (where
  /// set_weight on each cell would update eight masks a cell). Throws as check_grid_size.
  using RowFiller = std::function<void(std::int32_t y, std::span<Weight> row)>;
  [[nodiscard]] static Grid from_rows(std::int32_t width, std::int32_t height, const RowFiller& fill_row);

  [[nodiscard]] std::int32_t width() const noexcept { return width_; }
  [[nodiscard]] std::int32_t height() const noexcept { return height_; }
  [[nodiscard]] std::uint64_t cell_count() const noexcept { return std::uint64_t(width_) * std::uint64_t(height_); }
  /// Width of a padded row: width + 2.
  [[nodiscard]] std::int32_t padded_width() const noexcept { return width_ + 2; }
  /// Number of padded cells: (width + 2) * (height + 2). Per-cell search arrays use this size.
  [[nodiscard]] std::size_t padded_size() const noexcept { return weights_.size(); }

  [[nodiscard]] bool in_bounds(Point p) const noexcept { return p.x >= 0 && p.y >= 0 && p.x < width_ && p.y < height_; }

  [[nodiscard]] PaddedId pad(Point p) const noexcept {
    return PaddedId{std::uint32_t((p.y + 1) * std::int64_t(width_ + 2) + (p.x + 1))};
  }
  /// Inverse of pad; divides by the padded width with a precomputed multiplier
  /// (exact for every 32-bit id, Lemire et al. 2019), since the search calls it per node.
  [[nodiscard]] Point unpad(PaddedId id) const noexcept {
    const auto pw = std::uint32_t(width_ + 2);
    const auto row = std::uint32_t((detail::uint128{row_magic_} * raw(id)) >> 64);
    return {std::int32_t(raw(id) - row * pw) - 1, std::int32_t(row) - 1};
  }
  [[nodiscard]] CellId cell_id(Point p) const noexcept {
    return CellId{std::uint32_t(std::int64_t(p.y) * width_ + p.x)};
  }
  [[nodiscard]] Point point(CellId id) const noexcept {
    return {std::int32_t(raw(id) % std::uint32_t(width_)), std::int32_t(raw(id) / std::uint32_t(width_))};
  }

  /// Weight of an in-bounds cell; the caller checks in_bounds first.
  [[nodiscard]] Weight weight(Point p) const noexcept { return weights_[raw(pad(p))]; }
  /// Weight of any padded cell (the frame reads as kBlocked).
  [[nodiscard]] Weight weight(PaddedId id) const noexcept { return weights_[raw(id)]; }
  [[nodiscard]] bool passable(Point p) const noexcept { return in_bounds(p) && weight(p) != kBlocked; }

  /// Sets the weight of an in-bounds cell (kBlocked blocks it). Throws InputError when out of range.
  void set_weight(Point p, Weight w);
  void set_blocked(Point p) { set_weight(p, kBlocked); }

  /// Smallest weight among traversable cells (1 when none is traversable). Heuristics
  /// scale by it so that they stay admissible on maps without plain ground.
  [[nodiscard]] Weight min_weight() const noexcept;
  /// Largest weight among traversable cells.
  [[nodiscard]] Weight max_weight() const noexcept;
  [[nodiscard]] std::uint64_t traversable_count() const noexcept { return cell_count() - histogram_[0]; }
  /// True when every traversable cell has weight 1.
  [[nodiscard]] bool uniform() const noexcept { return max_weight() == kGround; }

  /// Raw padded storage, row-major with the frame: [(padded_width) * (height + 2)].
  [[nodiscard]] std::span<const Weight> padded_weights() const noexcept { return weights_; }
  /// Per padded cell, bit d set when its neighbour in Direction d is traversable (0 on
  /// the frame). Kept up to date by set_weight, so that neighbour generation reads one
  /// byte per cell instead of eight weights.
  [[nodiscard]] std::span<const std::uint8_t> padded_neighbour_masks() const noexcept { return neighbours_; }
  [[nodiscard]] std::uint8_t neighbour_mask(PaddedId id) const noexcept { return neighbours_[raw(id)]; }

  /// Incremented by every change; planners use it to notice edits.
  [[nodiscard]] std::uint64_t revision() const noexcept { return revision_; }

  friend bool operator==(const Grid& a, const Grid& b) noexcept {
    return a.width_ == b.width_ && a.height_ == b.height_ && a.weights_ == b.weights_;
  }

 private:
  /// Moves one cell from weight `from` to weight `to` in the counts.
  void count_weight(Weight from, Weight to) noexcept;
  /// The neighbour mask of a real cell, from the weights.
  [[nodiscard]] std::uint8_t count_mask(Point p) const noexcept;
  /// Sets the size and the padded storage (all kBlocked, masks 0) without counting.
  void shape(std::int32_t width, std::int32_t height);

  std::int32_t width_ = 0;
  std::int32_t height_ = 0;
  std::vector<Weight> weights_;                 // padded, frame = kBlocked
  std::vector<std::uint8_t> neighbours_;        // padded, traversable-neighbour masks
  std::array<std::uint64_t, 256> histogram_{};  // cells per weight (real cells only)
  std::array<std::uint64_t, 4> present_{};      // bit w: histogram_[w] != 0 (min/max in O(1))
  std::uint64_t revision_ = 0;
  std::uint64_t row_magic_ = 0;  // floor(2^64 / padded_width) + 1
};

/// Throws InputError unless 1 <= width, height <= Grid::kMaxSide and width * height <= Grid::kMaxCells.
void check_grid_size(std::int64_t width, std::int64_t height);

/// FNV-1a (64-bit) over the width and the height (each as 4 bytes, little-endian) and
/// then every weight in row-major order (unpadded). Equal grids give equal values on
/// every platform; log it to show that a generated map is the expected one.
[[nodiscard]] std::uint64_t grid_fingerprint(const Grid& grid) noexcept;

}  // namespace gridnav
