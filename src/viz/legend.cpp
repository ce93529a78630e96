// The legend and layout of a render (legend.hpp).
#include "legend.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "gridnav/viz/rasterize.hpp"
#include "svg_image.hpp"

namespace gridnav::viz {
namespace {

constexpr double kFontSize = 15;                        // px, DejaVu Sans Mono
constexpr int kRow = 26;                                // pixels between entries
constexpr int kSwatchW = 44, kSwatchH = 16, kGap = 10;  // swatch column, then the label
constexpr int kPad = 10;                                // inside the legend's frame
constexpr int kTextH = 14;                              // from the top of a row to below the baseline

int text_px(std::string_view s) { return int(std::ceil(text_advance(s, kLabelFont, kFontSize))); }

std::string thousands(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

/// The longest round length (1, 2, 5 x 10^k cells) whose bar fits in `max_px` pixels.
int bar_length(double cell_px, int max_px) {
  int best = 0;
  for (int base = 1; base <= 1000000; base *= 10)
    for (const int m : {1, 2, 5})
      if (base * m * cell_px <= max_px) best = base * m;
  return best;
}

}  // namespace

int Legend::width() const {
  int text = 0;
  for (const auto& e : entries) text = std::max(text, text_px(e.label));
  for (const auto& n : notes) text = std::max(text, text_px(n) - kSwatchW - kGap);
  text = std::max(text, text_px(bar_label));
  return 2 * kPad + kSwatchW + kGap + text;
}

int Legend::height() const {
  const int rows = int(entries.size() + notes.size()) + (bar_cells > 0 ? 2 : 0);
  return 2 * kPad + rows * kRow - (kRow - kTextH);
}

Legend make_legend(const RenderScene& scene, const SceneFacts& facts, const RenderOptions& options,
                   const Scale& scale) {
  const Grid& grid = *scene.grid;
  Legend l;
  l.entries.push_back({Swatch::fill, palette::kBlocked, "blocked"});
  if (!grid.uniform())
    l.entries.push_back({Swatch::terrain, palette::kHeavy, "terrain 1-" + std::to_string(grid.max_weight())});
  if (!scene.events.empty()) {
    l.entries.push_back({Swatch::ramp, palette::ramp(1),
                         options.color == RenderOptions::Color::g ? "expanded, g low-high" : "expanded, first-last"});
    if (options.open) l.entries.push_back({Swatch::fill, palette::kOpen, "open list"});
    if (options.tree && facts.tree_links(options.open) <= kMaxTreeLinks)
      l.entries.push_back({Swatch::line, palette::kTree, "search tree"});
  }
  if (!scene.path.empty()) l.entries.push_back({Swatch::line, palette::kPath, "path"});
  if (scene.start) l.entries.push_back({Swatch::disc, palette::kStart, "start"});
  if (scene.goal) l.entries.push_back({Swatch::disc, palette::kGoal, "goal"});
  if (!scene.landmarks.empty()) l.entries.push_back({Swatch::diamond, palette::kLandmark, "landmark"});

  l.notes.push_back("map " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()));
  if (!scene.events.empty()) {
    l.notes.push_back("expanded " + thousands(facts.expanded));
    if (options.open) l.notes.push_back("open " + thousands(facts.open));
    if (const std::size_t links = facts.tree_links(options.open); options.tree && links > kMaxTreeLinks)
      l.notes.push_back("tree of " + thousands(links) + " links not drawn");
  }
  if (!scene.path.empty())
    l.notes.push_back("path " + thousands(scene.path.size()) + (scene.corners ? " corners" : " cells"));
  l.notes.push_back(scale.cells_per_px > 1 ? "1 px = " + std::to_string(scale.cells_per_px) + "x" +
                                                 std::to_string(scale.cells_per_px) + " cells"
                                           : "1 cell = " + std::to_string(scale.cell_px) + " px");
  const double cell_px = scale.cell_px / double(scale.cells_per_px);
  l.bar_cells = bar_length(cell_px, 200);
  l.bar_px = int(l.bar_cells * cell_px + 0.5);
  l.bar_label = std::to_string(l.bar_cells) + (l.bar_cells == 1 ? " cell" : " cells");
  return l;
}

Layout make_layout(const Scale& scale, const Legend* legend) {
  Layout lay;
  lay.scale = scale;
  lay.width = scale.map_w + 2 * Layout::kMapMargin;
  lay.height = scale.map_h + 2 * Layout::kMapMargin;
  if (legend) {
    lay.legend_x = lay.width;
    lay.width += legend->width() + Layout::kMapMargin;
    lay.height = std::max(lay.height, legend->height() + 2 * Layout::kMapMargin);
  }
  return lay;
}

std::string legend_svg(const Legend& legend, int x0, int y0) {
  std::string s;
  char buf[512];
  std::snprintf(buf, sizeof buf,
                "<g id=\"legend\" font-family=\"%s\" font-size=\"%g\" fill=\"%s\">\n"
                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fafafa\" stroke=\"%s\"/>\n",
                kLabelFonts, kFontSize, hex(palette::kText).c_str(), x0, y0, legend.width(), legend.height(),
                hex(palette::kFrame).c_str());
  s += buf;
  s += "<defs><linearGradient id=\"ramp\">";
  for (int i = 0; i <= 4; ++i)
    s += "<stop offset=\"" + std::to_string(i * 25) + "%\" stop-color=\"" + hex(palette::ramp(i / 4.0)) + "\"/>";
  s += "</linearGradient><linearGradient id=\"terrain\"><stop offset=\"0%\" stop-color=\"" + hex(palette::kLight) +
       "\"/><stop offset=\"100%\" stop-color=\"" + hex(palette::kHeavy) + "\"/></linearGradient></defs>\n";
  int y = y0 + kPad;
  const int sx = x0 + kPad, tx = sx + kSwatchW + kGap;
  for (const LegendEntry& e : legend.entries) {
    const int sy = y + (kTextH - kSwatchH) / 2;
    const double mx = sx + kSwatchW / 2.0, my = sy + kSwatchH / 2.0;
    switch (e.swatch) {
      case Swatch::fill:
      case Swatch::ramp:
      case Swatch::terrain: {
        const std::string fill = e.swatch == Swatch::fill   ? hex(e.colour)
                                 : e.swatch == Swatch::ramp ? "url(#ramp)"
                                                            : "url(#terrain)";
        std::snprintf(buf, sizeof buf,
                      "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\"/>\n", sx, sy,
                      kSwatchW, kSwatchH, fill.c_str(), hex(palette::kFrame).c_str());
        break;
      }
      case Swatch::line:
        std::snprintf(buf, sizeof buf,
                      "<line x1=\"%d\" y1=\"%g\" x2=\"%d\" y2=\"%g\" stroke=\"%s\" stroke-width=\"4\"/>\n", sx + 2, my,
                      sx + kSwatchW - 2, my, hex(e.colour).c_str());
        break;
      case Swatch::disc:
        std::snprintf(buf, sizeof buf,
                      "<circle cx=\"%g\" cy=\"%g\" r=\"7\" fill=\"%s\" stroke=\"#000\" stroke-width=\"1.5\"/>\n", mx,
                      my, hex(e.colour).c_str());
        break;
      case Swatch::diamond:
        std::snprintf(buf, sizeof buf, "<polygon points=\"%g,%g %g,%g %g,%g %g,%g\" fill=\"%s\" stroke=\"#000\"/>\n",
                      mx, my - 9, mx + 9, my, mx, my + 9, mx - 9, my, hex(e.colour).c_str());
        break;
    }
    s += buf;
    s += "<text x=\"" + std::to_string(tx) + "\" y=\"" + std::to_string(y + kTextH - 2) + "\">" + escape_xml(e.label) +
         "</text>\n";
    y += kRow;
  }
  for (const std::string& n : legend.notes) {
    s += "<text x=\"" + std::to_string(sx) + "\" y=\"" + std::to_string(y + kTextH - 2) + "\">" + escape_xml(n) +
         "</text>\n";
    y += kRow;
  }
  if (legend.bar_cells > 0) {
    std::snprintf(buf, sizeof buf,
                  "<path d=\"M%d %dv12M%d %dh%dM%d %dv12\" stroke=\"%s\" stroke-width=\"3\" fill=\"none\"/>\n", sx + 1,
                  y, sx, y + 6, legend.bar_px, sx + legend.bar_px - 1, y, hex(palette::kText).c_str());
    s += buf;
    s += "<text x=\"" + std::to_string(sx) + "\" y=\"" + std::to_string(y + kRow + kTextH - 2) + "\">" +
         escape_xml(legend.bar_label) + "</text>\n";
  }
  return s + "</g>\n";
}

}  // namespace gridnav::viz
