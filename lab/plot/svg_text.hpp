// Building blocks of the figure writer: escaping, text widths, wrapping, and a small SVG
// element writer. The PNG of a figure is its SVG rasterised (chart.hpp). Internal to lab/plot.
#pragma once

#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gridnav::plot::detail {

inline constexpr const char* kFontFamily = "DejaVu Sans, Helvetica, Arial, sans-serif";
inline constexpr const char* kMeasuredFont = "DejaVu Sans";  ///< the family text_width measures

/// Text safe inside an XML attribute or element.
std::string escape(std::string_view text);

/// Width in pixels of `text` in the figures' font at `size` px, measured by Cairo (bold
/// text is about 10 % wider: layouts leave room for it).
double text_width(std::string_view text, double size);

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

 private:
  std::ostringstream out_;
};

/// data-KEY="VALUE" attributes, escaped, each preceded by a space.
std::string data_attributes(const std::vector<std::pair<std::string, std::string>>& data);

}  // namespace gridnav::plot::detail
