// The SVG pieces of svg_image.hpp. The map's image is a PNG written by Cairo and put in
// the document as a data: URL (base64 by GLib, which librsvg brings).
#include "svg_image.hpp"

#include <glib.h>

#include <cstdint>
#include <cstdio>
#include <memory>

#include "gridnav/viz/rasterize.hpp"

namespace gridnav::viz {

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string escape_xml(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
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

std::string svg_begin(int width, int height) {
  const std::string w = std::to_string(width), h = std::to_string(height);
  return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + w +
         "\" height=\"" + h + "\" viewBox=\"0 0 " + w + " " + h + "\">\n<rect width=\"100%\" height=\"100%\" fill=\"" +
         hex(palette::kBackground) + "\"/>\n";
}

std::string block_image(int x, int y, const std::vector<Rgb>& blocks, int blocks_w, int blocks_h, int block_px,
                        std::string_view id) {
  const int w = blocks_w * block_px, h = blocks_h * block_px;
  std::vector<std::uint8_t> rgb(std::size_t(w) * std::size_t(h) * 3);
  for (int py = 0; py < h; ++py) {
    const Rgb* row = blocks.data() + std::size_t(py / block_px) * std::size_t(blocks_w);
    std::uint8_t* out = rgb.data() + std::size_t(py) * std::size_t(w) * 3;
    for (int px = 0; px < w; ++px, out += 3) {
      const Rgb c = row[px / block_px];
      out[0] = c.r;
      out[1] = c.g;
      out[2] = c.b;
    }
  }
  const std::string png = encode_png(w, h, rgb);
  const std::unique_ptr<gchar, decltype(&g_free)> base64(
      g_base64_encode(reinterpret_cast<const guchar*>(png.data()), png.size()), &g_free);
  return "<image id=\"" + std::string(id) + "\" x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) +
         "\" width=\"" + std::to_string(w) + "\" height=\"" + std::to_string(h) +
         "\" style=\"image-rendering:pixelated\" href=\"data:image/png;base64," + base64.get() + "\"/>\n";
}

}  // namespace gridnav::viz
