#include "lab/plot/svg_text.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gridnav/viz/rasterize.hpp"
#include "lab/plot/chart.hpp"
#include "src/viz/svg_image.hpp"  // escape_xml: one escaping for every SVG gridnav writes

namespace gridnav::plot::detail {

std::string escape(std::string_view text) { return viz::escape_xml(text); }

double text_width(std::string_view text, double size) { return viz::text_advance(text, kMeasuredFont, size); }

std::vector<std::string> wrap(std::string_view text, double width, double size) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t pos = 0;
  while (pos < text.size()) {
    std::size_t space = text.find(' ', pos);
    if (space == std::string_view::npos) space = text.size();
    const std::string_view word = text.substr(pos, space - pos);
    const std::string candidate = line.empty() ? std::string(word) : line + " " + std::string(word);
    if (!line.empty() && text_width(candidate, size) > width) {
      lines.push_back(line);
      line = std::string(word);
    } else {
      line = candidate;
    }
    pos = space + 1;
  }
  if (!line.empty()) lines.push_back(line);
  return lines;
}

std::string px(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

namespace {

std::string class_attribute(std::string_view cls) {
  return cls.empty() ? std::string() : " class=\"" + escape(cls) + "\"";
}

/// Ends an element: with its tooltip child, or self-closed.
std::string close(std::string_view element, std::string_view title) {
  return title.empty() ? "/>\n" : "><title>" + escape(title) + "</title></" + std::string(element) + ">\n";
}

std::string spaced(std::string_view extra) { return extra.empty() ? std::string() : " " + std::string(extra); }

}  // namespace

void SvgWriter::text(double x, double y, std::string_view s, double size, Anchor anchor, TextLook look) {
  const char* a = anchor == Anchor::start ? "start" : anchor == Anchor::middle ? "middle" : "end";
  out_ << "<text x=\"" << px(x) << "\" y=\"" << px(y) << "\" font-size=\"" << px(size) << "\" text-anchor=\"" << a
       << "\"";
  if (look.bold) out_ << " font-weight=\"bold\"";
  if (!look.fill.empty()) out_ << " fill=\"" << look.fill << "\"";
  if (look.upward) out_ << " transform=\"rotate(-90 " << px(x) << " " << px(y) << ")\"";
  out_ << ">" << escape(s) << "</text>\n";
}

void SvgWriter::line(double x1, double y1, double x2, double y2, std::string_view stroke, double width,
                     std::string_view extra) {
  out_ << "<line x1=\"" << px(x1) << "\" y1=\"" << px(y1) << "\" x2=\"" << px(x2) << "\" y2=\"" << px(y2)
       << "\" stroke=\"" << stroke << "\" stroke-width=\"" << px(width) << "\"" << spaced(extra) << "/>\n";
}

void SvgWriter::rect(double x, double y, double w, double h, std::string_view fill, std::string_view extra,
                     std::string_view cls, std::string_view title) {
  out_ << "<rect" << class_attribute(cls) << " x=\"" << px(x) << "\" y=\"" << px(y) << "\" width=\"" << px(w)
       << "\" height=\"" << px(h) << "\" fill=\"" << fill << "\"" << spaced(extra) << close("rect", title);
}

void SvgWriter::circle(double cx, double cy, double r, std::string_view fill, std::string_view extra,
                       std::string_view cls, std::string_view title) {
  out_ << "<circle" << class_attribute(cls) << " cx=\"" << px(cx) << "\" cy=\"" << px(cy) << "\" r=\"" << px(r)
       << "\" fill=\"" << fill << "\"" << spaced(extra) << close("circle", title);
}

void SvgWriter::polyline(const std::vector<std::pair<double, double>>& points, std::string_view stroke, double width,
                         bool dashed, std::string_view extra, std::string_view cls) {
  std::string list;
  for (const auto& [x, y] : points) {
    list += (list.empty() ? "" : " ") + px(x) + "," + px(y);
  }
  out_ << "<polyline" << class_attribute(cls) << " points=\"" << list << "\" fill=\"none\" stroke=\"" << stroke
       << "\" stroke-width=\"" << px(width) << "\"" << (dashed ? " stroke-dasharray=\"6 3\"" : "") << spaced(extra)
       << "/>\n";
}

void SvgWriter::group(double x, double y, const SvgWriter& inner, std::string_view cls, std::string_view extra) {
  out_ << "<g" << class_attribute(cls) << " transform=\"translate(" << px(x) << "," << px(y) << ")\"" << spaced(extra)
       << ">\n"
       << inner.str() << "</g>\n";
}

std::string data_attributes(const std::vector<std::pair<std::string, std::string>>& data) {
  std::string out;
  for (const auto& [key, value] : data) out += " data-" + escape(key) + "=\"" + escape(value) + "\"";
  return out;
}

}  // namespace gridnav::plot::detail
