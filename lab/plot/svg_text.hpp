// Building blocks of the figure writers: escaping, text width estimates, wrapping, and a
// small element writer that keeps every element twice: as SVG text and as a Shape the PNG
// writer rasterises (png_figure.cpp), so both files come from one layout. Internal to lab/plot.
#pragma once

#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridnav::plot::detail {

inline constexpr const char* kFontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif";

/// Text safe inside an XML attribute or element.
std::string escape(std::string_view text);

/// Estimated width in pixels of `text` in the sans-serif font at `size` px (UTF-8 aware),
/// or its width in the PNG's pixel font when that is wider, so that one layout fits both.
double text_width(std::string_view text, double size);

/// The scale of the PNG's 5 x 7 pixel font for text of `size` SVG pixels: characters about
/// as wide as the SVG's, rounded down for small text (value labels stay apart).
int png_font_scale(double size);

/// `text` broken at spaces into lines no wider than `width` pixels at `size` px.
std::vector<std::string> wrap(std::string_view text, double width, double size);

/// A number for a coordinate attribute: at most two decimals.
std::string px(double v);

enum class Anchor { start, middle, end };

/// How text looks besides its size: bold, its colour ("#rgb" or "#rrggbb"; empty: black),
/// upright or turned to read upwards (rotated -90 degrees about its anchor point).
struct TextLook {
  bool bold = false;
  std::string_view fill = {};
  bool upward = false;
};

/// One drawn element in figure coordinates, for the PNG writer.
struct Shape {
  enum class Kind { text, line, rect, circle, polyline };
  Kind kind = Kind::line;
  /// text: x, y (the anchor on the baseline); line: x1, y1, x2, y2; rect: x, y, w, h;
  /// circle: cx, cy, r; polyline: x, y of each point.
  std::vector<double> xy;
  std::string colour;  ///< the stroke of lines, the fill of everything else
  double size = 1;     ///< the stroke width of lines, the font size of text
  bool dashed = false;
  std::string text;
  Anchor anchor = Anchor::start;
  bool bold = false, upward = false;
};

/// Accumulates elements. `extra`: attributes written after the element's own (data-*,
/// a dash pattern); `cls`: its class, written first; `title`: a tooltip child.
class SvgWriter {
 public:
  using Anchor = detail::Anchor;
  void text(double x, double y, std::string_view s, double size, Anchor anchor = Anchor::start, TextLook look = {});
  void line(double x1, double y1, double x2, double y2, std::string_view stroke, double width = 1,
            std::string_view extra = {});
  void rect(double x, double y, double w, double h, std::string_view fill, std::string_view extra = {},
            std::string_view cls = {}, std::string_view title = {});
  void circle(double cx, double cy, double r, std::string_view fill, std::string_view extra = {},
              std::string_view cls = {}, std::string_view title = {});
  void polyline(const std::vector<std::pair<double, double>>& points, std::string_view stroke, double width,
                bool dashed, std::string_view extra = {}, std::string_view cls = {});
  /// `inner` moved to (x, y), in a <g> with these attributes (`cls` first).
  void group(double x, double y, const SvgWriter& inner, std::string_view cls, std::string_view extra = {});
  [[nodiscard]] std::string str() const { return out_.str(); }
  [[nodiscard]] const std::vector<Shape>& shapes() const noexcept { return shapes_; }

 private:
  std::ostringstream out_;
  std::vector<Shape> shapes_;
};

/// data-KEY="VALUE" attributes, escaped, each preceded by a space.
std::string data_attributes(const std::vector<std::pair<std::string, std::string>>& data);

}  // namespace gridnav::plot::detail
