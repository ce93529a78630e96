#include "lab/plot/svg_text.hpp"

#include <cstdio>

namespace gridnav::plot::detail {

std::string escape(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

double text_width(std::string_view text, double size) {
  double ems = 0;
  for (unsigned char c : text) {
    if ((c & 0xC0) == 0x80) continue;  // a UTF-8 continuation byte: same character
    if (c == ' ' || c == '.' || c == ',' || c == ':' || c == 'i' || c == 'l' || c == '|' || c == '(' || c == ')')
      ems += 0.32;
    else if (c == 'm' || c == 'w' || c == 'M' || c == 'W' || c == '%')
      ems += 0.85;
    else if (c >= 'A' && c <= 'Z')
      ems += 0.68;
    else
      ems += 0.58;
  }
  return ems * size;
}

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

void SvgWriter::text(double x, double y, std::string_view s, double size, Anchor anchor, std::string_view extra) {
  const char* a = anchor == Anchor::start ? "start" : anchor == Anchor::middle ? "middle" : "end";
  out_ << "<text x=\"" << px(x) << "\" y=\"" << px(y) << "\" font-size=\"" << px(size) << "\" text-anchor=\"" << a
       << "\"" << (extra.empty() ? "" : " ") << extra << ">" << escape(s) << "</text>\n";
}

void SvgWriter::line(double x1, double y1, double x2, double y2, std::string_view stroke, double width,
                     std::string_view extra) {
  out_ << "<line x1=\"" << px(x1) << "\" y1=\"" << px(y1) << "\" x2=\"" << px(x2) << "\" y2=\"" << px(y2)
       << "\" stroke=\"" << stroke << "\" stroke-width=\"" << px(width) << "\"" << (extra.empty() ? "" : " ") << extra
       << "/>\n";
}

void SvgWriter::rect(double x, double y, double w, double h, std::string_view fill, std::string_view extra) {
  out_ << "<rect x=\"" << px(x) << "\" y=\"" << px(y) << "\" width=\"" << px(w) << "\" height=\"" << px(h)
       << "\" fill=\"" << fill << "\"" << (extra.empty() ? "" : " ") << extra << "/>\n";
}

std::string data_attributes(const std::vector<std::pair<std::string, std::string>>& data) {
  std::string out;
  for (const auto& [key, value] : data) out += " data-" + escape(key) + "=\"" + escape(value) + "\"";
  return out;
}

}  // namespace gridnav::plot::detail
