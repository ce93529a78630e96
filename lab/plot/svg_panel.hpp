// One chart drawn as a panel of a figure, at the origin; draw_figure places the panels
// for both writers (to_svg, to_png). Internal to lab/plot.
#pragma once

#include <string>
#include <vector>

#include "lab/plot/chart.hpp"
#include "lab/plot/svg_text.hpp"

namespace gridnav::plot::detail {

struct Panel {
  double width = 0, height = 0;
  SvgWriter body;  ///< elements with coordinates inside [0, width] x [0, height]
};

/// A whole figure: its size and its elements (title, panels, caption), white background not included.
struct Drawing {
  double width = 0, height = 0;
  SvgWriter body;
};
Drawing draw_figure(const Figure& figure);

Panel line_panel(const Chart& chart, double width);
Panel bar_panel(const Chart& chart, double width);

/// The colour of each series: its own, else the next of a colour-blind-safe palette.
std::vector<std::string> series_colours(const Chart& chart);

/// Whether the value axis is logarithmic (Scale::automatic: every value > 0 and the
/// largest at least 50 times the smallest).
bool log_scale(const Chart& chart);

/// The chart's title, wrapped to `width`, from the top of the panel; returns the height used.
double panel_title(SvgWriter& svg, const Chart& chart, double width);

/// The legend, one entry per series, wrapped into rows from y; returns the height used.
double legend(SvgWriter& svg, const Chart& chart, const std::vector<std::string>& colours, double x, double y,
              double width);

}  // namespace gridnav::plot::detail
