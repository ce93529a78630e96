// Figures of the lab as SVG and PNG: line charts and grouped bar charts, several panels to a figure.
//
// A small writer of our own (no plotting dependency): the lab draws its figures from the
// same numbers as its tables, in the same process. Every drawn point or bar carries
// data-* attributes (its series, its value, and whatever provenance the caller attaches,
// such as the CSV file, row and column it came from), so a test or a script can read the
// plotted data back out of the SVG and compare it with the tables.
//
// Shapes and limits: any number of panels (laid out `columns` to a row), series and points;
// values must be finite. A log value axis skips points <= 0. Text is UTF-8 and escaped.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gridnav::plot {

struct Point {
  double x = 0;          ///< line charts: position on the x axis (ignored by bar charts)
  std::string category;  ///< bar charts: the group the bar is drawn in (ignored by line charts)
  double value = 0;      ///< what is drawn: the y of a line chart, the length of a bar
  /// Written as data-KEY="VALUE" on the point's element (e.g. {"csv", "cao-1.csv"}).
  std::vector<std::pair<std::string, std::string>> data;
};

struct Series {
  std::string name;  ///< shown in the legend
  std::vector<Point> points;
  std::string color;    ///< "#rrggbb"; empty: the next colour of the palette
  bool dashed = false;  ///< line charts: a dashed line
};

enum class ChartKind {
  lines,  ///< one line with markers per series, x numeric
  bars,   ///< horizontal grouped bars: one group per category, one bar per series
};
enum class Scale { automatic, linear, log };  ///< automatic: log when positive values span >= 50x

struct Chart {
  ChartKind kind = ChartKind::lines;
  std::string title;
  std::string x_label;      ///< lines: the x axis, with its unit; bars: unused
  std::string value_label;  ///< the value axis (y for lines, x for bars), with its unit
  Scale scale = Scale::automatic;
  std::vector<std::string> categories;  ///< bars: the groups, top to bottom
  std::vector<Series> series;
  /// Values the value axis must cover besides the points' (e.g. the other panels' range).
  std::vector<double> value_axis_covers;
  /// A dashed line across the plot at this value (e.g. 1 on a chart of ratios), if any.
  std::optional<double> reference;
};

struct Figure {
  std::string name;     ///< file stem, e.g. "runtime-by-size"
  std::string title;    ///< above the panels
  std::string caption;  ///< below the panels: the setting and the source
  std::vector<Chart> charts;
  int columns = 2;                 ///< panels per row
  bool shared_value_axis = false;  ///< every panel gets the same value range (and scale)
};

/// The figure as a standalone SVG document.
[[nodiscard]] std::string to_svg(const Figure& figure);

/// PNG pixels per SVG unit: the PNG is this many times the SVG's width and height.
inline constexpr int kPngScale = 2;
/// The same figure as a PNG image: the SVG rasterised by librsvg at kPngScale times its size.
[[nodiscard]] std::string to_png(const Figure& figure);

}  // namespace gridnav::plot
