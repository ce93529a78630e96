// render_field_svg and render_field_png (viz/render.hpp): a distance field as a heat map,
// drawn once as SVG; the PNG is that document rasterised (viz/rasterize.hpp).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/viz/rasterize.hpp"
#include "gridnav/viz/render.hpp"
#include "scene_facts.hpp"
#include "svg_image.hpp"

namespace gridnav::viz {
namespace {

constexpr int kMargin = 12;
constexpr int kBarW = 18, kBarH = 200;
constexpr double kFontSize = 13;
constexpr Rgb kUnreached{200, 200, 200};

std::string label(double v) {
  char text[32];
  std::snprintf(text, sizeof text, v >= 100 ? "%.0f" : "%.1f", v);
  return text;
}

/// Per pixel block: its nearest cell's distance on the ramp, dark when most of it is blocked.
std::vector<Rgb> field_blocks(const Grid& grid, std::span<const Cost> field, int k, Cost top) {
  const int bw = (grid.width() + k - 1) / k, bh = (grid.height() + k - 1) / k;
  std::vector<Rgb> blocks(std::size_t(bw) * std::size_t(bh));
  for (int by = 0; by < bh; ++by)
    for (int bx = 0; bx < bw; ++bx) {
      Cost least = std::numeric_limits<Cost>::infinity();
      int blocked = 0, total = 0;
      for (int y = by * k; y < std::min(grid.height(), (by + 1) * k); ++y)
        for (int x = bx * k; x < std::min(grid.width(), (bx + 1) * k); ++x) {
          ++total;
          if (grid.weight(Point{x, y}) == kBlocked) ++blocked;
          least = std::min(least, field[std::size_t(y) * std::size_t(grid.width()) + std::size_t(x)]);
        }
      Rgb colour = kUnreached;
      if (2 * blocked >= total)
        colour = palette::kBlocked;
      else if (std::isfinite(least))
        colour = palette::ramp(top > 0 ? least / top : 0.0);
      blocks[std::size_t(by) * std::size_t(bw) + std::size_t(bx)] = colour;
    }
  return blocks;
}

std::string text(int x, int y, const std::string& s) {
  return "<text x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\">" + escape_xml(s) + "</text>\n";
}

std::string colour_bar(int x, int y, Cost top) {
  std::string s = "<g id=\"legend\" font-family=\"" + std::string(kLabelFonts) + "\" font-size=\"" + number(kFontSize) +
                  "\" fill=\"" + hex(palette::kText) + "\">\n" + text(x, kMargin + 11, "cost to source");
  s += "<defs><linearGradient id=\"ramp\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">";
  for (int i = 0; i <= 4; ++i)
    s += "<stop offset=\"" + std::to_string(i * 25) + "%\" stop-color=\"" + hex(palette::ramp(i / 4.0)) + "\"/>";
  s += "</linearGradient></defs>\n";
  const auto rect = [](int rx, int ry, int w, int h, const std::string& fill) {
    return "<rect x=\"" + number(rx + 0.5) + "\" y=\"" + number(ry + 0.5) + "\" width=\"" + std::to_string(w - 1) +
           "\" height=\"" + std::to_string(h - 1) + "\" fill=\"" + fill + "\" stroke=\"" + hex(palette::kFrame) +
           "\"/>\n";
  };
  s += rect(x, y, kBarW, kBarH, "url(#ramp)");
  s += text(x + kBarW + 6, y + 10, "0") + text(x + kBarW + 6, y + kBarH, label(top));
  s += rect(x, y + kBarH + 10, kBarW, 10, hex(kUnreached)) + text(x + kBarW + 6, y + kBarH + 20, "unreached");
  return s + "</g>\n";
}

}  // namespace

std::string render_field_svg(const Grid& grid, std::span<const Cost> field, std::span<const Point> sources,
                             const RenderOptions& options) {
  const auto cells = std::size_t(grid.width()) * std::size_t(grid.height());
  if (field.size() != cells) throw InputError("render: the field has a different size from the map");
  const Scale scale = choose_scale(grid, options);
  Cost top = 0;
  for (const Cost c : field)
    if (std::isfinite(c)) top = std::max(top, c);
  const int k = scale.cells_per_px, px = scale.cell_px;
  const int legend_w = options.legend ? 130 : 0;
  const int width = scale.map_w + 2 * kMargin + legend_w, height = std::max(scale.map_h, kBarH + 40) + 2 * kMargin;
  std::string s = svg_begin(width, height);
  s += block_image(kMargin, kMargin, field_blocks(grid, field, k, top), (grid.width() + k - 1) / k,
                   (grid.height() + k - 1) / k, px, "map");
  s += "<rect id=\"frame\" x=\"" + number(kMargin - 0.5) + "\" y=\"" + number(kMargin - 0.5) + "\" width=\"" +
       std::to_string(scale.map_w + 1) + "\" height=\"" + std::to_string(scale.map_h + 1) +
       "\" fill=\"none\" stroke=\"" + hex(palette::kFrame) + "\"/>\n";
  const double cell = double(px) / k, r = std::max(4.0, cell * 0.7);
  for (const Point p : sources)
    s += "<circle class=\"source\" cx=\"" + number(kMargin + (p.x + 0.5) * cell) + "\" cy=\"" +
         number(kMargin + (p.y + 0.5) * cell) + "\" r=\"" + number(r) + "\" fill=\"" + hex(palette::kStart) +
         "\" stroke=\"#000\" stroke-width=\"1.5\"/>\n";
  if (options.legend) s += colour_bar(kMargin * 2 + scale.map_w, kMargin + 20, top);
  return s + "</svg>\n";
}

std::string render_field_png(const Grid& grid, std::span<const Cost> field, std::span<const Point> sources,
                             const RenderOptions& options) {
  return svg_to_png(render_field_svg(grid, field, sources, options));
}

}  // namespace gridnav::viz
