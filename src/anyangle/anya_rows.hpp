// The exact row geometry Anya's nodes are made of (anyangle/anya.hpp): x coordinates as
// slopes from a root, intervals of a lattice row, and the free runs of a row of cells.
#pragma once

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <optional>
#include <utility>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/anyangle/corners.hpp"

namespace gridnav::anyangle::anya {

/// An x of a lattice row, exactly, as seen from the root of its node: x = root.x + m p / q
/// with q > 0, where m counts the rows from the root to the row (1 on the root's own row).
/// A ray from the root keeps its slope from row to row, so an interval is carried to the
/// next row without a number changing. p and q are differences of lattice coordinates
/// (|p| <= width, 0 < q <= height), so every product below stays under the map's cells.
struct Slope {
  std::int64_t p = 0, q = 1;
};

/// Slopes from one root compare as the x they stand for on any one row.
[[nodiscard]] inline bool operator<(Slope a, Slope b) noexcept { return a.p * b.q < b.p * a.q; }
[[nodiscard]] inline bool same(Slope a, Slope b) noexcept { return a.p * b.q == b.p * a.q; }

/// The points of a lattice row from x = a to x = b, each end included unless open.
struct Span {
  Slope a, b;
  bool a_open = false, b_open = false;

  [[nodiscard]] bool empty() const noexcept { return b < a || (same(a, b) && (a_open || b_open)); }
};

/// A row seen from a root: the x that slopes stand for, and the slopes of lattice x.
class Frame {
 public:
  Frame(Point root, std::int32_t y) noexcept : root_(root), y_(y), m_(y == root.y ? 1 : std::abs(y - root.y)) {}

  [[nodiscard]] Point root() const noexcept { return root_; }
  [[nodiscard]] std::int32_t y() const noexcept { return y_; }
  /// The root's row: the frame of a flat interval.
  [[nodiscard]] bool flat() const noexcept { return y_ == root_.y; }
  /// The same root one row farther on, in direction dir.
  [[nodiscard]] Frame next(int dir) const noexcept { return {root_, y_ + dir}; }
  /// The slope of lattice x.
  [[nodiscard]] Slope at(std::int64_t x) const noexcept { return {x - root_.x, m_}; }
  [[nodiscard]] std::int64_t floor(Slope s) const noexcept {
    const std::int64_t n = m_ * s.p;
    return root_.x + (n >= 0 ? n / s.q : -((-n + s.q - 1) / s.q));
  }
  [[nodiscard]] std::int64_t ceil(Slope s) const noexcept {
    const std::int64_t n = m_ * s.p;
    return root_.x + (n >= 0 ? (n + s.q - 1) / s.q : -(-n / s.q));
  }
  [[nodiscard]] bool integral(Slope s) const noexcept { return (m_ * s.p) % s.q == 0; }
  /// The x of an integral slope.
  [[nodiscard]] std::int32_t lattice(Slope s) const noexcept { return std::int32_t(root_.x + m_ * s.p / s.q); }
  [[nodiscard]] double value(Slope s) const noexcept { return root_.x + double(m_ * s.p) / double(s.q); }
  /// Whether lattice x lies between the ends of `span`, open or not.
  [[nodiscard]] bool spans(const Span& span, std::int64_t x) const noexcept {
    return !(at(x) < span.a) && !(span.b < at(x));
  }

 private:
  Point root_;
  std::int32_t y_;
  std::int64_t m_;
};

/// A closed range of lattice x.
struct Range {
  std::int32_t lo, hi;
};

/// The cells of a grid as Anya reads them: blocked outside, runs of free cells, corners.
/// Single cells are read from the grid's padded weights, runs and changes along a row 64
/// cells at a time from a bit-packed copy (`free`: bit set for a traversable cell, padded
/// coordinates, as jump point search keeps it). Every cell read lies on the map or its frame
/// of blocked cells (-1 <= x <= width, -1 <= row <= height): the lattice points searched are
/// on the map, and runs end at the frame.
class Rows {
 public:
  Rows(const Grid& grid, const JpsBitRows& free) noexcept
      : grid_(grid), free_(free), cells_(grid.padded_weights().data()), stride_(grid.padded_width()) {}

  [[nodiscard]] const Grid& grid() const noexcept { return grid_; }
  [[nodiscard]] std::int32_t width() const noexcept { return grid_.width(); }
  [[nodiscard]] std::int32_t height() const noexcept { return grid_.height(); }
  [[nodiscard]] bool blocked(std::int32_t x, std::int32_t row) const noexcept {
    assert(x >= -1 && x <= width() && row >= -1 && row <= height());
    return cells_[(std::int64_t(row) + 1) * stride_ + x + 1] == kBlocked;
  }
  /// Exactly one blocked cell around lattice point (x, y): where paths turn.
  [[nodiscard]] bool corner(std::int32_t x, std::int32_t y) const noexcept {
    return int(blocked(x - 1, y - 1)) + int(blocked(x, y - 1)) + int(blocked(x - 1, y)) + int(blocked(x, y)) == 1;
  }
  /// Two blocked cells touching diagonally at (x, y), the other two free: no way through.
  [[nodiscard]] bool pinch(std::int32_t x, std::int32_t y) const noexcept {
    const bool nw = blocked(x - 1, y - 1), ne = blocked(x, y - 1), sw = blocked(x - 1, y), se = blocked(x, y);
    return nw == se && ne == sw && nw != ne;
  }
  /// Whether the edge from lattice x to x + 1 along row line y may be walked.
  [[nodiscard]] bool walkable(std::int32_t x, std::int32_t y) const noexcept {
    return !blocked(x, y - 1) || !blocked(x, y);
  }
  /// The first and last lattice x of the free run of cell row `row` holding free cell x.
  /// Followed no farther left than `near` nor right than `far`.
  [[nodiscard]] Range run(std::int32_t x, std::int32_t row,
                          std::int32_t near = std::numeric_limits<std::int32_t>::min(),
                          std::int32_t far = std::numeric_limits<std::int32_t>::max()) const noexcept {
    // Padded column c holds cell c - 1: forward(row, x + 2) starts at cell x + 1.
    std::int32_t hi = x + 1;
    for (;;) {
      const std::uint64_t stop = ~free_.forward(row + 1, hi + 1);
      if (stop != 0) {
        hi += std::countr_zero(stop);
        break;
      }
      hi += 64;
      if (hi >= far) break;
    }
    std::int32_t lo = x;  // cells lo - 1, lo - 2, ... going left
    for (;;) {
      const std::uint64_t stop = ~free_.backward(row + 1, lo);
      if (stop != 0) {
        lo -= std::countl_zero(stop);
        break;
      }
      lo -= 64;
      if (lo <= near) break;
    }
    return {std::max(lo, std::min(x, near)), std::min(hi, std::max(x + 1, far))};
  }
  /// The lattice x that straight segments from lattice point x through cell row `row`
  /// reach on its far line: the runs holding the cells left and right of x. None when both
  /// are blocked.
  [[nodiscard]] std::optional<Range> reach(std::int32_t x, std::int32_t row) const noexcept {
    const bool left = !blocked(x - 1, row), right = !blocked(x, row);
    if (!left && !right) return std::nullopt;
    return Range{left ? run(x - 1, row).lo : x, right ? run(x, row).hi : x};
  }
  /// Calls f(x), left to right, for each x from `first` to `last` where cells x - 1 and x of
  /// cell row `row` differ, one blocked and one free.
  template <class F>
  void each_change(std::int32_t row, std::int32_t first, std::int32_t last, F&& f) const {
    for (std::int32_t x0 = first; x0 <= last; x0 += 63) {
      const std::uint64_t cells = free_.forward(row + 1, x0);  // bit i: cell x0 - 1 + i
      std::uint64_t change = (cells ^ (cells >> 1)) & ~(std::uint64_t{1} << 63);
      if (last - x0 < 62) change &= (std::uint64_t{1} << (last - x0 + 1)) - 1;
      for (; change != 0; change &= change - 1) f(x0 + std::countr_zero(change));
    }
  }

 private:
  const Grid& grid_;
  const JpsBitRows& free_;
  const Weight* cells_;  ///< the padded weights
  std::int64_t stride_;
};

/// Where the successors of a node go: intervals with their roots, and the corners where a
/// path turns (a root record, or none when the corner is pruned).
class Sink {
 public:
  virtual void emit(const Span& span, const Frame& frame, std::uint32_t root) = 0;
  [[nodiscard]] virtual std::optional<std::uint32_t> turn(Point at, std::uint32_t from) = 0;

 protected:
  ~Sink() = default;
};

/// The intervals the start sees: along its row both ways and in the rows of cells above and
/// below it (a start on a double corner only towards its own cell).
void start_successors(const Rows& rows, Point start, std::uint32_t root, Sink& sink);

/// The successors of interval `span` of the row `frame` shows, seen from its root, record `root`.
void successors(const Rows& rows, const Span& span, const Frame& frame, std::uint32_t root, Sink& sink);

}  // namespace gridnav::anyangle::anya
