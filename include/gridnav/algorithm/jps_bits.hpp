// A bit-packed copy of a grid's traversable cells, for the block-based jumps of jump point
// search (Harabor and Grastien, "Improving Jump Point Search", ICAPS 2014).
//
//   JpsBitRows  one bit per cell (1: traversable), row by row, in padded coordinates (the
//               grid's blocked frame included). Each row has 64 zero bits of margin on both
//               sides, so a 64-bit read that starts or ends up to 63 cells beyond the frame
//               reads blocked cells and never leaves the row's storage.
//   JpsBitGrid  the rows of a grid and of its transpose (columns as rows), so that
//               vertical scans read words as horizontal ones do.
//
// A scan along a row reads 64 cells at once: forward(row, col) gives bit i = cell col + i,
// backward(row, col) gives bit 63 - i = cell col - i.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav {

class JpsBitRows {
 public:
  JpsBitRows() = default;
  /// `rows` x `cols` cells, all blocked.
  JpsBitRows(std::int32_t rows, std::int32_t cols)
      : rows_(rows),
        words_per_row_((std::size_t(cols) + 2 * kMargin + 63) / 64 + 1),
        bits_(std::size_t(rows) * words_per_row_, 0) {}

  void set(std::int32_t row, std::int32_t col) noexcept {
    const std::size_t b = std::size_t(col) + kMargin;
    bits_[std::size_t(row) * words_per_row_ + (b >> 6)] |= std::uint64_t{1} << (b & 63);
  }
  [[nodiscard]] bool get(std::int32_t row, std::int32_t col) const noexcept {
    const std::size_t b = std::size_t(col + kMargin);
    return (bits_[std::size_t(row) * words_per_row_ + (b >> 6)] >> (b & 63)) & 1;
  }
  /// 64 cells from `col` on: bit i is cell col + i (col >= -64, col <= the row's end).
  [[nodiscard]] std::uint64_t forward(std::int32_t row, std::int32_t col) const noexcept {
    const std::size_t b = std::size_t(col + kMargin);
    const std::uint64_t* w = bits_.data() + std::size_t(row) * words_per_row_ + (b >> 6);
    const unsigned shift = unsigned(b & 63);
    return shift == 0 ? w[0] : (w[0] >> shift) | (w[1] << (64 - shift));
  }
  /// 64 cells up to `col`: bit 63 - i is cell col - i.
  [[nodiscard]] std::uint64_t backward(std::int32_t row, std::int32_t col) const noexcept {
    return forward(row, col - 63);
  }
  [[nodiscard]] std::int32_t rows() const noexcept { return rows_; }
  [[nodiscard]] std::size_t bytes() const noexcept { return bits_.capacity() * sizeof(std::uint64_t); }
  /// The words of `row`: word k + 1 holds columns 64k .. 64k + 63 (bit i: column 64k + i);
  /// word 0 and the words past the row's end are its margin, zero.
  [[nodiscard]] std::uint64_t* words(std::int32_t row) noexcept {
    return bits_.data() + std::size_t(row) * words_per_row_;
  }
  [[nodiscard]] const std::uint64_t* words(std::int32_t row) const noexcept {
    return bits_.data() + std::size_t(row) * words_per_row_;
  }

 private:
  static constexpr std::int32_t kMargin = 64;
  std::int32_t rows_ = 0;
  std::size_t words_per_row_ = 0;
  std::vector<std::uint64_t> bits_;
};

/// Transposes a 64 x 64 bit matrix in place: bit c of a[r] goes to bit r of a[c]
/// (Warren, Hacker's Delight, 7-3: swap ever smaller blocks, 6 rounds of 32 word pairs).
inline void transpose64(std::uint64_t* a) noexcept {
  std::uint64_t m = 0x00000000FFFFFFFFull;
  for (unsigned j = 32; j != 0; j >>= 1, m ^= m << j)
    for (unsigned k = 0; k < 64; k = (k + j + 1) & ~j) {
      const std::uint64_t t = ((a[k] >> j) ^ a[k + j]) & m;
      a[k] ^= t << j;
      a[k + j] ^= t;
    }
}

/// The grid (rows: padded y, columns: padded x) and its transpose (rows: padded x,
/// columns: padded y), rebuilt by assign() when the grid changes.
class JpsBitGrid {
 public:
  /// Packs the grid 64 x 64 cells at a time: each block's 64 row words are read off the
  /// weights, stored, transposed and stored again as 64 column words.
  void assign(const Grid& grid) {
    const std::int32_t pw = grid.padded_width(), ph = grid.height() + 2;
    rows_ = JpsBitRows(ph, pw);
    columns_ = JpsBitRows(pw, ph);
    const Weight* weights = grid.padded_weights().data();  // the frame reads blocked: zero bits
    std::uint64_t block[64];
    for (std::int32_t y0 = 0; y0 < ph; y0 += 64)
      for (std::int32_t x0 = 0; x0 < pw; x0 += 64) {
        const std::int32_t rows = std::min(64, ph - y0), cols = std::min(64, pw - x0);
        for (std::int32_t r = 0; r < 64; ++r) {
          std::uint64_t w = 0;
          if (r < rows) {
            const Weight* cell = weights + std::size_t(y0 + r) * std::size_t(pw) + std::size_t(x0);
            for (std::int32_t c = 0; c < cols; ++c) w |= std::uint64_t(cell[c] != kBlocked) << c;
            rows_.words(y0 + r)[x0 / 64 + 1] = w;
          }
          block[r] = w;
        }
        transpose64(block);
        for (std::int32_t c = 0; c < cols; ++c) columns_.words(x0 + c)[y0 / 64 + 1] = block[c];
      }
    revision_ = grid.revision();
    source_ = &grid;
  }
  /// True when assign() saw this grid at its current revision.
  [[nodiscard]] bool current(const Grid& grid) const noexcept {
    return source_ == &grid && revision_ == grid.revision() && rows_.rows() == grid.height() + 2;
  }
  [[nodiscard]] const JpsBitRows& rows() const noexcept { return rows_; }
  [[nodiscard]] const JpsBitRows& columns() const noexcept { return columns_; }
  [[nodiscard]] std::size_t bytes() const noexcept { return rows_.bytes() + columns_.bytes(); }

 private:
  JpsBitRows rows_, columns_;
  std::uint64_t revision_ = 0;
  const Grid* source_ = nullptr;
};

}  // namespace gridnav
