// Building blocks of the SVG writer: escaping, text width estimates, wrapping, and a
// small element writer. Internal to lab/plot.
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

/// Estimated width in pixels of `text` in the sans-serif font at `size` px (UTF-8 aware).
double text_width(std::string_view text, double size);

/// `text` broken at spaces into lines no wider than `width` pixels at `size` px.
std::vector<std::string> wrap(std::string_view text, double width, double size);

/// A number for a coordinate attribute: at most two decimals.
std::string px(double v);

/// Accumulates SVG elements.
class SvgWriter {
 public:
  enum class Anchor { start, middle, end };
  void text(double x, double y, std::string_view s, double size, Anchor anchor = Anchor::start,
            std::string_view extra = {});
  void line(double x1, double y1, double x2, double y2, std::string_view stroke, double width = 1,
            std::string_view extra = {});
  void rect(double x, double y, double w, double h, std::string_view fill, std::string_view extra = {});
  void raw(std::string_view s) { out_ << s; }
  [[nodiscard]] std::string str() const { return out_.str(); }

 private:
  std::ostringstream out_;
};

/// data-KEY="VALUE" attributes, escaped, each preceded by a space.
std::string data_attributes(const std::vector<std::pair<std::string, std::string>>& data);

}  // namespace gridnav::plot::detail
