// to_png: the figure's drawing (draw_figure, the same as the SVG's) rasterised on the
// renders' canvas (src/viz/canvas.hpp) at kPngScale pixels per SVG unit, with its 5 x 7
// pixel font (capitals only). Lines are not anti-aliased; at twice the size they read well.
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "lab/plot/chart.hpp"
#include "lab/plot/svg_panel.hpp"
#include "src/viz/canvas.hpp"

namespace gridnav::plot {
namespace {

using detail::Shape;
using viz::Canvas;
using viz::Rgb;

/// "#rgb" or "#rrggbb"; anything else black.
Rgb colour(const std::string& text) {
  const auto hex = [&](std::size_t at, std::size_t n) {
    return int(std::strtol(text.substr(at, n).c_str(), nullptr, 16)) * (n == 1 ? 17 : 1);
  };
  if (text.size() == 7 && text[0] == '#')
    return Rgb{std::uint8_t(hex(1, 2)), std::uint8_t(hex(3, 2)), std::uint8_t(hex(5, 2))};
  if (text.size() == 4 && text[0] == '#')
    return Rgb{std::uint8_t(hex(1, 1)), std::uint8_t(hex(2, 1)), std::uint8_t(hex(3, 1))};
  return Rgb{};
}

/// A segment, dashed (4 on, 3 off, in SVG units) when asked.
void segment(Canvas& canvas, double x0, double y0, double x1, double y1, double width, Rgb c, bool dashed) {
  if (!dashed) return canvas.line(x0, y0, x1, y1, width, c);
  const double length = std::hypot(x1 - x0, y1 - y0), on = 4 * kPngScale, off = 3 * kPngScale;
  for (double t = 0; t < length; t += on + off) {
    const double a = t / length, b = std::min(t + on, length) / length;
    canvas.line(x0 + a * (x1 - x0), y0 + a * (y1 - y0), x0 + b * (x1 - x0), y0 + b * (y1 - y0), width, c);
  }
}

void text(Canvas& canvas, const Shape& s) {
  const int scale = detail::png_font_scale(s.size);
  const double length = Canvas::text_width(s.text, scale);
  const double shift = s.anchor == detail::Anchor::start ? 0 : s.anchor == detail::Anchor::middle ? length / 2 : length;
  const double x = s.xy[0] * kPngScale, y = s.xy[1] * kPngScale, cap = Canvas::kGlyphH * scale;
  const Rgb c = colour(s.colour);
  for (int bold = 0; bold <= (s.bold ? 1 : 0); ++bold) {  // bold: drawn twice, one pixel apart
    if (s.upward)  // the baseline is the vertical line x; the text reads upwards, centred on its anchor
      canvas.text_up(int(std::lround(x - cap)) + bold, int(std::lround(y + shift)), s.text, scale, c);
    else
      canvas.text(int(std::lround(x - shift)) + bold, int(std::lround(y - cap)), s.text, scale, c);
  }
}

void draw(Canvas& canvas, const Shape& s) {
  const double k = kPngScale;
  const Rgb c = colour(s.colour);
  switch (s.kind) {
    case Shape::Kind::text:
      return text(canvas, s);
    case Shape::Kind::line:
      return segment(canvas, s.xy[0] * k, s.xy[1] * k, s.xy[2] * k, s.xy[3] * k, s.size * k, c, s.dashed);
    case Shape::Kind::polyline:
      for (std::size_t i = 2; i + 1 < s.xy.size(); i += 2)
        segment(canvas, s.xy[i - 2] * k, s.xy[i - 1] * k, s.xy[i] * k, s.xy[i + 1] * k, s.size * k, c, s.dashed);
      return;
    case Shape::Kind::rect: {
      const int x0 = int(std::lround(s.xy[0] * k)), y0 = int(std::lround(s.xy[1] * k));
      const int x1 = int(std::lround((s.xy[0] + s.xy[2]) * k)), y1 = int(std::lround((s.xy[1] + s.xy[3]) * k));
      return canvas.fill_rect(x0, y0, std::max(1, x1 - x0), std::max(1, y1 - y0), c);
    }
    case Shape::Kind::circle:
      return canvas.disc(s.xy[0] * k, s.xy[1] * k, s.xy[2] * k, c);
  }
}

}  // namespace

std::string to_png(const Figure& figure) {
  const detail::Drawing drawing = detail::draw_figure(figure);
  Canvas canvas(int(std::ceil(drawing.width * kPngScale)), int(std::ceil(drawing.height * kPngScale)),
                Rgb{255, 255, 255});
  for (const Shape& s : drawing.body.shapes()) draw(canvas, s);
  return viz::encode_png(canvas);
}

}  // namespace gridnav::plot
