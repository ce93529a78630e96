// An RGB picture in memory with the few shapes a render needs: rectangles, lines, discs,
// diamonds and text in a 5 x 7 pixel font (upper case, digits, some punctuation), and its
// PNG encoding. Used by the renders (render_png.cpp) and the lab's PNG figures (lab/plot).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "palette.hpp"

namespace gridnav::viz {

class Canvas {
 public:
  Canvas(int width, int height, Rgb fill);

  [[nodiscard]] int width() const noexcept { return width_; }
  [[nodiscard]] int height() const noexcept { return height_; }
  [[nodiscard]] const std::vector<std::uint8_t>& pixels() const noexcept { return rgb_; }  ///< row by row, 3 bytes each
  [[nodiscard]] Rgb at(int x, int y) const noexcept;

  /// Paints one pixel, mixed with what is there by `alpha` (1: replaced). Clipped.
  void blend(int x, int y, Rgb c, double alpha = 1.0) noexcept;
  void fill_rect(int x, int y, int w, int h, Rgb c, double alpha = 1.0) noexcept;
  void outline_rect(int x, int y, int w, int h, Rgb c) noexcept;
  /// A line `thickness` pixels wide between two points (pixel units, centres at .5).
  void line(double x0, double y0, double x1, double y1, double thickness, Rgb c, double alpha = 1.0) noexcept;
  void disc(double cx, double cy, double radius, Rgb c) noexcept;
  void diamond(double cx, double cy, double radius, Rgb c) noexcept;
  /// Text with its top-left corner at (x, y), each font pixel `scale` x `scale` pixels.
  /// Lower case prints as upper case; unknown characters as blanks. UTF-8: one character
  /// per code point (a few, such as the micro sign, drawn as their nearest capital).
  void text(int x, int y, std::string_view s, int scale, Rgb c) noexcept;
  /// The same text turned to read upwards: (x, y) is the bottom-left corner of the first
  /// character (the tops of the letters face left).
  void text_up(int x, int y, std::string_view s, int scale, Rgb c) noexcept;
  /// Length in pixels that text(s, scale) takes along its line.
  [[nodiscard]] static int text_width(std::string_view s, int scale) noexcept;
  static constexpr int kGlyphW = 5, kGlyphH = 7, kAdvance = 6;

 private:
  int width_, height_;
  std::vector<std::uint8_t> rgb_;
};

/// The 7 rows of a glyph, bit 4 the leftmost pixel; nullptr for characters without one.
[[nodiscard]] const std::uint8_t* glyph(char c) noexcept;

/// The characters of UTF-8 text as the font draws them: ASCII as is, a few others as
/// their nearest ASCII character ('µ' as 'U', '×' as 'X', dashes as '-'), the rest '\0'.
[[nodiscard]] std::string font_characters(std::string_view utf8);

/// The picture as a PNG file; InputError when the encoder fails.
[[nodiscard]] std::string encode_png(const Canvas& canvas);

}  // namespace gridnav::viz
