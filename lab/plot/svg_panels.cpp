// The two kinds of panel: a line chart over a numeric x axis, and horizontal grouped bars.
#include <algorithm>
#include <cmath>
#include <limits>

#include "lab/plot/axis.hpp"
#include "lab/plot/svg_panel.hpp"

namespace gridnav::plot::detail {
namespace {

constexpr double kTickSize = 10, kLabelSize = 11, kValueSize = 9;
constexpr const char* kDashed = "stroke-dasharray=\"4 3\" class=\"reference\"";

/// Smallest and largest value the axis covers (values <= 0 are not drawn on a log axis).
std::pair<double, double> value_range(const Chart& chart, bool log) {
  double lo = std::numeric_limits<double>::infinity(), hi = -lo;
  const auto cover = [&](double v) {
    if (log && v <= 0) return;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  };
  for (const Series& s : chart.series)
    for (const Point& p : s.points) cover(p.value);
  if (lo <= hi) {
    for (double v : chart.value_axis_covers) cover(v);
    if (chart.reference) cover(*chart.reference);
  }
  return {lo, hi};
}

std::string value_axis_label(const Chart& chart, bool log) { return chart.value_label + (log ? " (log scale)" : ""); }

/// The element's attributes that carry its data: series, value and the caller's provenance.
std::string point_data(const Series& s, const Point& p) {
  return " data-series=\"" + escape(s.name) + "\" data-value=\"" + exact_text(p.value) + "\"" + data_attributes(p.data);
}

void no_data(SvgWriter& svg, double width, double y) {
  svg.text(width / 2, y + 20, "no data", kLabelSize, Anchor::middle, {.fill = "#888"});
}

}  // namespace

Panel line_panel(const Chart& chart, double width) {
  SvgWriter svg;
  const double top = panel_title(svg, chart, width);
  const bool log = log_scale(chart);
  const double x0 = 72, x1 = width - 20, y0 = top + 8, y1 = y0 + 220;
  double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo;
  for (const Series& s : chart.series)
    for (const Point& p : s.points) {
      xlo = std::min(xlo, p.x);
      xhi = std::max(xhi, p.x);
    }
  const auto [vlo, vhi] = value_range(chart, log);
  if (!(vlo <= vhi) || !(xlo <= xhi)) {
    no_data(svg, width, top);
    return {width, top + 40, std::move(svg)};
  }
  const Axis xa(xlo, xhi, false, false), ya(vlo, vhi, log);
  const auto X = [&](double v) { return x0 + xa.fraction(v) * (x1 - x0); };
  const auto Y = [&](double v) { return y1 - ya.fraction(v) * (y1 - y0); };
  for (double t : ya.ticks()) {
    svg.line(x0, Y(t), x1, Y(t), "#e4e4e4");
    svg.text(x0 - 6, Y(t) + 3.5, tick_text(t), kTickSize, Anchor::end);
  }
  for (double t : xa.ticks()) {
    svg.line(X(t), y0, X(t), y1, "#f0f0f0");
    svg.line(X(t), y1, X(t), y1 + 4, "#333");
    svg.text(X(t), y1 + 15, tick_text(t), kTickSize, Anchor::middle);
  }
  svg.line(x0, y1, x1, y1, "#333");
  svg.line(x0, y0, x0, y1, "#333");
  if (chart.reference) svg.line(x0, Y(*chart.reference), x1, Y(*chart.reference), "#555", 1.2, kDashed);
  svg.text((x0 + x1) / 2, y1 + 32, chart.x_label, kLabelSize, Anchor::middle);
  const double mid = (y0 + y1) / 2;
  svg.text(16, mid, value_axis_label(chart, log), kLabelSize, Anchor::middle, {.upward = true});

  const auto colours = series_colours(chart);
  for (std::size_t i = 0; i < chart.series.size(); ++i) {
    const Series& s = chart.series[i];
    std::vector<const Point*> points;
    for (const Point& p : s.points)
      if (!log || p.value > 0) points.push_back(&p);
    std::sort(points.begin(), points.end(), [](const Point* a, const Point* b) { return a->x < b->x; });
    std::vector<std::pair<double, double>> line;
    for (const Point* p : points) line.emplace_back(X(p->x), Y(p->value));
    svg.polyline(line, colours[i], 2, s.dashed, "data-series=\"" + escape(s.name) + "\"", "series");
    for (const Point* p : points)
      svg.circle(X(p->x), Y(p->value), 3.2, colours[i], "data-x=\"" + exact_text(p->x) + "\"" + point_data(s, *p),
                 "point", s.name + ": " + tick_text(p->x) + ", " + value_text(p->value));
  }
  const double legend_height = legend(svg, chart, colours, 8, y1 + 42, width - 16);
  return {width, y1 + 42 + legend_height + 6, std::move(svg)};
}

Panel bar_panel(const Chart& chart, double width) {
  SvgWriter svg;
  const double top = panel_title(svg, chart, width);
  const bool log = log_scale(chart);
  const std::size_t n = std::max<std::size_t>(1, chart.series.size());
  const double bar = n <= 2 ? 13 : n <= 4 ? 10 : 8, gap = 10, group = double(n) * bar + gap;
  double label_width = 0;
  for (const std::string& c : chart.categories) label_width = std::max(label_width, text_width(c, kLabelSize));
  label_width = std::min(label_width, 190.0);
  const double x0 = 16 + label_width + 8, x1 = width - 52, y0 = top + 6;
  const double y1 = y0 + double(chart.categories.size()) * group;
  const auto [vlo, vhi] = value_range(chart, log);
  if (!(vlo <= vhi) || chart.categories.empty()) {
    no_data(svg, width, top);
    return {width, top + 40, std::move(svg)};
  }
  const Axis va(log ? vlo / 1.5 : std::min(vlo, 0.0), vhi, log);  // log: the shortest bar stays visible
  const auto X = [&](double v) { return x0 + va.fraction(v) * (x1 - x0); };
  const double base = X(log ? va.min() : 0.0);
  for (double t : va.ticks()) {
    svg.line(X(t), y0, X(t), y1, "#e4e4e4");
    svg.text(X(t), y1 + 15, tick_text(t), kTickSize, Anchor::middle);
  }
  svg.line(x0, y1, x1, y1, "#333");
  svg.line(base, y0, base, y1, "#333");
  svg.text((x0 + x1) / 2, y1 + 32, value_axis_label(chart, log), kLabelSize, Anchor::middle);

  const auto colours = series_colours(chart);
  for (std::size_t g = 0; g < chart.categories.size(); ++g) {
    const std::string& category = chart.categories[g];
    const double gy = y0 + double(g) * group + gap / 2;
    const auto lines = wrap(category, label_width, kLabelSize);
    const double first_line = gy + double(n) * bar / 2 - (double(lines.size()) - 1) * kLabelSize * 0.6 + 4;
    for (std::size_t l = 0; l < lines.size() && l < 3; ++l)
      svg.text(x0 - 8, first_line + double(l) * kLabelSize * 1.2, lines[l], kLabelSize, Anchor::end);
    for (std::size_t i = 0; i < chart.series.size(); ++i) {
      const Series& s = chart.series[i];
      const auto p =
          std::find_if(s.points.begin(), s.points.end(), [&](const Point& q) { return q.category == category; });
      if (p == s.points.end() || (log && p->value <= 0)) continue;
      const double by = gy + double(i) * bar, end = X(p->value);
      svg.rect(std::min(base, end), by + 0.5, std::abs(end - base), bar - 1, colours[i],
               "data-category=\"" + escape(category) + "\"" + point_data(s, *p), "bar",
               s.name + ", " + category + ": " + value_text(p->value));
      if (bar >= 8) svg.text(std::max(base, end) + 3, by + bar - 2, value_text(p->value), kValueSize);
    }
  }
  if (chart.reference) svg.line(X(*chart.reference), y0, X(*chart.reference), y1, "#333", 1.2, kDashed);
  const double legend_height = legend(svg, chart, colours, 8, y1 + 42, width - 16);
  return {width, y1 + 42 + legend_height + 6, std::move(svg)};
}

}  // namespace gridnav::plot::detail
