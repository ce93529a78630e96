// The figure: panels laid out in rows, a title above and a caption below; plus what the
// panels share (colours, log scale choice, titles, legends).
#include <algorithm>
#include <cmath>
#include <limits>

#include "gridnav/viz/rasterize.hpp"
#include "lab/plot/chart.hpp"
#include "lab/plot/svg_panel.hpp"

namespace gridnav::plot {
namespace detail {

namespace {
// Okabe and Ito's colour-blind-safe palette, the yellow last (weak on white).
constexpr const char* kPalette[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                    "#E69F00", "#56B4E9", "#000000", "#F0E442"};
constexpr double kTitleSize = 13, kLegendSize = 11;
constexpr double kBold = 1.12;  // bold text is wider: wrap it as if it were larger
}  // namespace

std::vector<std::string> series_colours(const Chart& chart) {
  std::vector<std::string> out;
  std::size_t next = 0;
  for (const Series& s : chart.series)
    out.push_back(!s.color.empty() ? s.color : kPalette[next++ % (sizeof kPalette / sizeof *kPalette)]);
  return out;
}

bool log_scale(const Chart& chart) {
  if (chart.scale != Scale::automatic) return chart.scale == Scale::log;
  double lo = std::numeric_limits<double>::infinity(), hi = 0;
  for (const Series& s : chart.series)
    for (const Point& p : s.points) {
      if (p.value <= 0) return false;
      lo = std::min(lo, p.value);
      hi = std::max(hi, p.value);
    }
  return hi > 0 && hi >= 50 * lo;
}

double panel_title(SvgWriter& svg, const Chart& chart, double width) {
  const auto lines = wrap(chart.title, width - 16, kTitleSize * kBold);
  double y = 4;
  for (const std::string& line : lines) {
    y += kTitleSize * 1.3;
    svg.text(8, y, line, kTitleSize, Anchor::start, {.bold = true});
  }
  return y + 6;
}

double legend(SvgWriter& svg, const Chart& chart, const std::vector<std::string>& colours, double x, double y,
              double width) {
  const double row = kLegendSize * 1.6;
  double cx = x, cy = y;
  for (std::size_t i = 0; i < chart.series.size(); ++i) {
    const Series& s = chart.series[i];
    const double w = 26 + text_width(s.name, kLegendSize) + 14;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += row;
    }
    const double mid = cy + row / 2;
    if (chart.kind == ChartKind::bars) {
      svg.rect(cx + 4, mid - 5, 16, 10, colours[i]);
    } else {
      svg.line(cx, mid, cx + 22, mid, colours[i], 2, s.dashed ? "stroke-dasharray=\"5 3\"" : "");
      svg.circle(cx + 11, mid, 3, colours[i]);
    }
    svg.text(cx + 26, mid + kLegendSize * 0.35, s.name, kLegendSize);
    cx += w;
  }
  return chart.series.empty() ? 0 : cy + row - y;
}

Drawing draw_figure(const Figure& figure) {
  constexpr double kPanelWidth = 520, kMargin = 12, kCaptionSize = 11, kFigureTitleSize = 15;
  const int columns = std::max(1, figure.columns);
  const auto used_columns = std::min<std::size_t>(std::size_t(columns), std::max<std::size_t>(1, figure.charts.size()));
  const double width = kMargin * 2 + double(used_columns) * kPanelWidth;

  std::vector<Chart> charts = figure.charts;
  if (figure.shared_value_axis) {  // every panel covers every panel's values, on one scale
    std::vector<double> all;
    bool any_log = false;
    for (const Chart& c : charts) {
      any_log = any_log || log_scale(c);
      for (const Series& s : c.series)
        for (const Point& p : s.points) all.push_back(p.value);
    }
    for (Chart& c : charts) {
      c.value_axis_covers.insert(c.value_axis_covers.end(), all.begin(), all.end());
      if (c.scale == Scale::automatic) c.scale = any_log ? Scale::log : Scale::linear;
    }
  }
  std::vector<Panel> panels;
  for (const Chart& c : charts)
    panels.push_back(c.kind == ChartKind::bars ? bar_panel(c, kPanelWidth) : line_panel(c, kPanelWidth));

  SvgWriter body;
  double y = kMargin;
  for (const std::string& line : wrap(figure.title, width - 2 * kMargin, kFigureTitleSize * kBold)) {
    y += kFigureTitleSize * 1.3;
    body.text(kMargin, y, line, kFigureTitleSize, Anchor::start, {.bold = true});
  }
  y += 8;
  for (std::size_t first = 0; first < panels.size(); first += used_columns) {
    double row_height = 0;
    for (std::size_t i = first; i < std::min(panels.size(), first + used_columns); ++i) {
      const double x = kMargin + double(i - first) * kPanelWidth;
      body.group(x, y, panels[i].body, "panel", "data-chart=\"" + escape(figure.charts[i].title) + "\"");
      row_height = std::max(row_height, panels[i].height);
    }
    y += row_height + 8;
  }
  for (const std::string& line : wrap(figure.caption, width - 2 * kMargin, kCaptionSize)) {
    y += kCaptionSize * 1.35;
    body.text(kMargin, y, line, kCaptionSize, Anchor::start, {.fill = "#444"});
  }
  return {width, std::ceil(y + kMargin), std::move(body)};
}

}  // namespace detail

std::string to_svg(const Figure& figure) {
  using namespace detail;
  const Drawing drawing = draw_figure(figure);
  const double width = drawing.width, height = drawing.height;

  std::string out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + px(width) + "\" height=\"" + px(height) +
         "\" viewBox=\"0 0 " + px(width) + " " + px(height) + "\" font-family=\"" + kFontFamily + "\" data-figure=\"" +
         escape(figure.name) + "\">\n";
  out += "<title>" + escape(figure.title) + "</title>\n";
  out += "<rect x=\"0\" y=\"0\" width=\"" + px(width) + "\" height=\"" + px(height) + "\" fill=\"#ffffff\"/>\n";
  out += drawing.body.str();
  out += "</svg>\n";
  return out;
}

std::string to_png(const Figure& figure) { return viz::svg_to_png(to_svg(figure), kPngScale); }

}  // namespace gridnav::plot
