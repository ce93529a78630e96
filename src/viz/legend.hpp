// Where things go in a render, and the legend beside the map: its entries, the scale bar
// and a few counts, as SVG elements.
#pragma once

#include <string>
#include <vector>

#include "scene_facts.hpp"

namespace gridnav::viz {

enum class Swatch { fill, ramp, terrain, line, disc, diamond };

struct LegendEntry {
  Swatch swatch = Swatch::fill;
  Rgb colour;
  std::string label;
};

struct Legend {
  std::vector<LegendEntry> entries;
  std::vector<std::string> notes;  ///< lines of counts under the entries
  int bar_cells = 0;               ///< the scale bar's length in cells (0: none)
  int bar_px = 0;                  ///< and in pixels
  std::string bar_label;
  [[nodiscard]] int width() const;
  [[nodiscard]] int height() const;
};

[[nodiscard]] Legend make_legend(const RenderScene& scene, const SceneFacts& facts, const RenderOptions& options,
                                 const Scale& scale);

/// The picture's layout: the map at (kMapMargin, kMapMargin), the legend to its right.
struct Layout {
  static constexpr int kMapMargin = 12;
  Scale scale;
  int legend_x = 0, legend_y = kMapMargin;
  int width = 0, height = 0;
  /// Pixel position of a cell's centre.
  [[nodiscard]] double cx(int x) const noexcept {
    return kMapMargin + (x + 0.5) * scale.cell_px / double(scale.cells_per_px);
  }
  [[nodiscard]] double cy(int y) const noexcept {
    return kMapMargin + (y + 0.5) * scale.cell_px / double(scale.cells_per_px);
  }
  /// Pixels a cell side (below 1 on downsampled maps).
  [[nodiscard]] double cell() const noexcept { return scale.cell_px / double(scale.cells_per_px); }
};
[[nodiscard]] Layout make_layout(const Scale& scale, const Legend* legend);

[[nodiscard]] std::string legend_svg(const Legend& legend, int x, int y);

}  // namespace gridnav::viz
