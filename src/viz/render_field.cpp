// render_field_png (viz/render.hpp): a distance field as a heat map, written by stb.
#include <stb/stb_image_write.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "canvas.hpp"
#include "gridnav/error.hpp"
#include "gridnav/viz/render.hpp"
#include "scene_facts.hpp"

namespace gridnav::viz {
namespace {

constexpr int kMargin = 12;
constexpr int kBarW = 18, kBarH = 200;
constexpr Rgb kUnreached{200, 200, 200};

void append_bytes(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), std::size_t(size));
}

std::string label(double v) {
  char text[32];
  std::snprintf(text, sizeof text, v >= 100 ? "%.0f" : "%.1f", v);
  return text;
}

}  // namespace

std::string render_field_png(const Grid& grid, std::span<const Cost> field, std::span<const Point> sources,
                             const RenderOptions& options) {
  const auto cells = std::size_t(grid.width()) * std::size_t(grid.height());
  if (field.size() != cells) throw InputError("render: the field has a different size from the map");
  const Scale scale = choose_scale(grid, options);
  Cost top = 0;
  for (const Cost c : field)
    if (std::isfinite(c)) top = std::max(top, c);
  const int k = scale.cells_per_px, px = scale.cell_px;
  const int legend_w = options.legend ? 110 : 0;
  const int width = scale.map_w + 2 * kMargin + legend_w, height = std::max(scale.map_h, kBarH + 40) + 2 * kMargin;
  Canvas canvas(width, height, palette::kBackground);
  const int bw = (grid.width() + k - 1) / k, bh = (grid.height() + k - 1) / k;
  for (int by = 0; by < bh; ++by)
    for (int bx = 0; bx < bw; ++bx) {
      // A block shows its nearest cell's distance, blocked when most of it is blocked.
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
      canvas.fill_rect(kMargin + bx * px, kMargin + by * px, px, px, colour);
    }
  canvas.outline_rect(kMargin - 1, kMargin - 1, scale.map_w + 2, scale.map_h + 2, palette::kFrame);
  const double cell = double(px) / k;
  for (const Point s : sources) {
    const double cx = kMargin + (s.x + 0.5) * cell, cy = kMargin + (s.y + 0.5) * cell;
    const double r = std::max(4.0, cell * 0.7);
    canvas.disc(cx, cy, r + 1.5, palette::kOutline);
    canvas.disc(cx, cy, r, palette::kStart);
  }
  if (options.legend) {
    const int x = kMargin * 2 + scale.map_w, y = kMargin + 16;
    canvas.text(x, kMargin, "COST TO SOURCE", 1, palette::kText);
    for (int i = 0; i < kBarH; ++i) canvas.fill_rect(x, y + i, kBarW, 1, palette::ramp(double(i) / (kBarH - 1)));
    canvas.outline_rect(x - 1, y - 1, kBarW + 2, kBarH + 2, palette::kFrame);
    canvas.text(x + kBarW + 6, y, "0", 1, palette::kText);
    canvas.text(x + kBarW + 6, y + kBarH - 7, label(top), 1, palette::kText);
    canvas.fill_rect(x, y + kBarH + 10, kBarW, 10, kUnreached);
    canvas.text(x + kBarW + 6, y + kBarH + 12, "UNREACHED", 1, palette::kText);
  }
  std::string png;
  if (stbi_write_png_to_func(append_bytes, &png, canvas.width(), canvas.height(), 3, canvas.pixels().data(),
                             canvas.width() * 3) == 0)
    throw InputError("render: the PNG encoder failed");
  return png;
}

}  // namespace gridnav::viz
