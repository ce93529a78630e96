// Canvas (canvas.hpp): pixels and shapes.
#include "canvas.hpp"

#include <stb/stb_image_write.h>

#include <algorithm>
#include <cmath>

#include "gridnav/error.hpp"

namespace gridnav::viz {

Canvas::Canvas(int width, int height, Rgb fill)
    : width_(width), height_(height), rgb_(std::size_t(width) * std::size_t(height) * 3) {
  for (std::size_t i = 0; i < rgb_.size(); i += 3) {
    rgb_[i] = fill.r;
    rgb_[i + 1] = fill.g;
    rgb_[i + 2] = fill.b;
  }
}

Rgb Canvas::at(int x, int y) const noexcept {
  const std::size_t i = (std::size_t(y) * std::size_t(width_) + std::size_t(x)) * 3;
  return {rgb_[i], rgb_[i + 1], rgb_[i + 2]};
}

void Canvas::blend(int x, int y, Rgb c, double alpha) noexcept {
  if (x < 0 || y < 0 || x >= width_ || y >= height_) return;
  const std::size_t i = (std::size_t(y) * std::size_t(width_) + std::size_t(x)) * 3;
  if (alpha < 1.0) c = mix(Rgb{rgb_[i], rgb_[i + 1], rgb_[i + 2]}, c, alpha);
  rgb_[i] = c.r;
  rgb_[i + 1] = c.g;
  rgb_[i + 2] = c.b;
}

void Canvas::fill_rect(int x, int y, int w, int h, Rgb c, double alpha) noexcept {
  const int x0 = std::max(0, x), y0 = std::max(0, y);
  const int x1 = std::min(width_, x + w), y1 = std::min(height_, y + h);
  for (int py = y0; py < y1; ++py)
    for (int px = x0; px < x1; ++px) blend(px, py, c, alpha);
}

void Canvas::outline_rect(int x, int y, int w, int h, Rgb c) noexcept {
  fill_rect(x, y, w, 1, c);
  fill_rect(x, y + h - 1, w, 1, c);
  fill_rect(x, y, 1, h, c);
  fill_rect(x + w - 1, y, 1, h, c);
}

void Canvas::line(double x0, double y0, double x1, double y1, double thickness, Rgb c, double alpha) noexcept {
  // Every pixel whose centre lies within thickness / 2 of the segment.
  const double r = std::max(0.5, thickness / 2.0);
  const int px0 = int(std::floor(std::min(x0, x1) - r)), px1 = int(std::ceil(std::max(x0, x1) + r));
  const int py0 = int(std::floor(std::min(y0, y1) - r)), py1 = int(std::ceil(std::max(y0, y1) + r));
  const double dx = x1 - x0, dy = y1 - y0, len2 = dx * dx + dy * dy;
  for (int py = std::max(0, py0); py <= std::min(height_ - 1, py1); ++py) {
    for (int px = std::max(0, px0); px <= std::min(width_ - 1, px1); ++px) {
      const double cx = px + 0.5, cy = py + 0.5;
      double t = len2 > 0 ? ((cx - x0) * dx + (cy - y0) * dy) / len2 : 0.0;
      t = std::clamp(t, 0.0, 1.0);
      const double ex = x0 + t * dx - cx, ey = y0 + t * dy - cy;
      if (ex * ex + ey * ey <= r * r) blend(px, py, c, alpha);
    }
  }
}

void Canvas::disc(double cx, double cy, double radius, Rgb c) noexcept {
  for (int py = int(std::floor(cy - radius)); py <= int(std::ceil(cy + radius)); ++py)
    for (int px = int(std::floor(cx - radius)); px <= int(std::ceil(cx + radius)); ++px) {
      const double ex = px + 0.5 - cx, ey = py + 0.5 - cy;
      if (ex * ex + ey * ey <= radius * radius) blend(px, py, c);
    }
}

void Canvas::diamond(double cx, double cy, double radius, Rgb c) noexcept {
  for (int py = int(std::floor(cy - radius)); py <= int(std::ceil(cy + radius)); ++py)
    for (int px = int(std::floor(cx - radius)); px <= int(std::ceil(cx + radius)); ++px)
      if (std::abs(px + 0.5 - cx) + std::abs(py + 0.5 - cy) <= radius) blend(px, py, c);
}

void Canvas::text(int x, int y, std::string_view s, int scale, Rgb c) noexcept {
  for (const char ch : font_characters(s)) {
    if (const std::uint8_t* rows = glyph(ch)) {
      for (int row = 0; row < kGlyphH; ++row)
        for (int col = 0; col < kGlyphW; ++col)
          if (rows[row] & (0x10 >> col)) fill_rect(x + col * scale, y + row * scale, scale, scale, c);
    }
    x += kAdvance * scale;
  }
}

void Canvas::text_up(int x, int y, std::string_view s, int scale, Rgb c) noexcept {
  // Turned a quarter left: a glyph's row r becomes the column x + r, its column k the row
  // counted up from y.
  for (const char ch : font_characters(s)) {
    if (const std::uint8_t* rows = glyph(ch)) {
      for (int row = 0; row < kGlyphH; ++row)
        for (int col = 0; col < kGlyphW; ++col)
          if (rows[row] & (0x10 >> col)) fill_rect(x + row * scale, y - (col + 1) * scale, scale, scale, c);
    }
    y -= kAdvance * scale;
  }
}

int Canvas::text_width(std::string_view s, int scale) noexcept {
  const std::size_t n = font_characters(s).size();
  return n == 0 ? 0 : (int(n) * kAdvance - 1) * scale;
}

std::string font_characters(std::string_view utf8) {
  std::string out;
  for (std::size_t i = 0; i < utf8.size();) {
    const auto lead = static_cast<unsigned char>(utf8[i]);
    const std::size_t length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    const std::string_view ch = utf8.substr(i, length);
    if (length == 1)
      out += lead < 0x80 ? char(lead) : '\0';
    else if (ch == "\u00b5" || ch == "\u03bc")  // micro sign, Greek mu
      out += 'U';
    else if (ch == "\u00d7")  // multiplication sign
      out += 'X';
    else if (ch == "\u2013" || ch == "\u2014" || ch == "\u2212")  // en and em dash, minus
      out += '-';
    else if (ch == "\u2264")
      out += '<';
    else if (ch == "\u2265")
      out += '>';
    else
      out += '\0';
    i += length;
  }
  return out;
}

namespace {
void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), std::size_t(size));
}
}  // namespace

std::string encode_png(const Canvas& canvas) {
  std::string png;
  if (stbi_write_png_to_func(append_bytes, &png, canvas.width(), canvas.height(), 3, canvas.pixels().data(),
                             canvas.width() * 3) == 0)
    throw InputError("the PNG encoder failed");
  return png;
}

}  // namespace gridnav::viz
