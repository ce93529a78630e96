// render_svg (viz/render.hpp): the same picture as render_png, as SVG shapes. Cells of
// one colour next to each other along a row become one rectangle.
#include <algorithm>
#include <cstdio>
#include <optional>

#include "gridnav/error.hpp"
#include "legend.hpp"
#include "scene_facts.hpp"

namespace gridnav::viz {
namespace {

std::string number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string map_rects(const Grid& grid, const SceneFacts& facts, const RenderOptions& options, const Layout& lay,
                      bool path_in_cells) {
  const int k = lay.scale.cells_per_px, px = lay.scale.cell_px;
  const std::vector<Rgb> blocks = block_colours(grid, facts, options, k, path_in_cells);
  const int bw = (grid.width() + k - 1) / k, bh = (grid.height() + k - 1) / k;
  std::string s = "<g id=\"map\" shape-rendering=\"crispEdges\">\n";
  s += "<rect x=\"" + std::to_string(Layout::kMapMargin) + "\" y=\"" + std::to_string(Layout::kMapMargin) +
       "\" width=\"" + std::to_string(lay.scale.map_w) + "\" height=\"" + std::to_string(lay.scale.map_h) +
       "\" fill=\"" + hex(palette::kFree) + "\" stroke=\"" + hex(palette::kFrame) + "\"/>\n";
  for (int by = 0; by < bh; ++by) {
    for (int bx = 0; bx < bw;) {
      const Rgb c = blocks[std::size_t(by) * std::size_t(bw) + std::size_t(bx)];
      int end = bx + 1;
      while (end < bw && blocks[std::size_t(by) * std::size_t(bw) + std::size_t(end)] == c) ++end;
      if (!(c == palette::kFree)) {
        s += "<rect x=\"" + std::to_string(Layout::kMapMargin + bx * px) + "\" y=\"" +
             std::to_string(Layout::kMapMargin + by * px) + "\" width=\"" + std::to_string((end - bx) * px) +
             "\" height=\"" + std::to_string(px) + "\" fill=\"" + hex(c) + "\"/>\n";
      }
      bx = end;
    }
  }
  return s + "</g>\n";
}

std::string marker(const Layout& lay, Point p, Rgb colour, bool diamond, const char* id) {
  const double r = std::max(4.0, lay.cell() * 0.7), x = lay.cx(p.x), y = lay.cy(p.y);
  if (diamond) {
    const double d = r * 1.3;
    return "<polygon class=\"landmark\" points=\"" + number(x) + "," + number(y - d) + " " + number(x + d) + "," +
           number(y) + " " + number(x) + "," + number(y + d) + " " + number(x - d) + "," + number(y) + "\" fill=\"" +
           hex(colour) + "\" stroke=\"#000\" stroke-width=\"1.5\"/>\n";
  }
  return std::string("<circle id=\"") + id + "\" cx=\"" + number(x) + "\" cy=\"" + number(y) + "\" r=\"" + number(r) +
         "\" fill=\"" + hex(colour) + "\" stroke=\"#000\" stroke-width=\"1.5\"/>\n";
}

}  // namespace

std::string render_svg(const RenderScene& scene, const RenderOptions& options) {
  if (scene.grid == nullptr) throw InputError("render: the scene has no map");
  const Grid& grid = *scene.grid;
  const Scale scale = choose_scale(grid, options);
  const SceneFacts facts = collect_facts(scene);
  std::optional<Legend> legend;
  if (options.legend) legend = make_legend(scene, facts, options, scale);
  const Layout lay = make_layout(scale, legend ? &*legend : nullptr);
  const bool path_as_line = lay.cell() >= 3;

  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(lay.width) + "\" height=\"" +
       std::to_string(lay.height) + "\" viewBox=\"0 0 " + std::to_string(lay.width) + " " + std::to_string(lay.height) +
       "\">\n";
  s += "<rect width=\"100%\" height=\"100%\" fill=\"" + hex(palette::kBackground) + "\"/>\n";
  s += map_rects(grid, facts, options, lay, !path_as_line);
  if (options.tree) {
    std::string d;
    for (std::size_t i = 0; i < facts.parent.size(); ++i) {
      const std::int32_t p = facts.parent[i];
      if (p < 0 || (facts.rank[i] == kNotExpanded && !(options.open && facts.is_open(i)))) continue;
      const int x = int(i % std::size_t(facts.width)), y = int(i / std::size_t(facts.width));
      d += "M" + number(lay.cx(x)) + " " + number(lay.cy(y)) + "L" + number(lay.cx(p % facts.width)) + " " +
           number(lay.cy(p / facts.width));
    }
    if (!d.empty())
      s += "<path id=\"tree\" d=\"" + d + "\" stroke=\"" + hex(palette::kTree) +
           "\" stroke-opacity=\"0.6\" stroke-width=\"" + number(std::max(1.0, lay.cell() / 6.0)) +
           "\" fill=\"none\"/>\n";
  }
  if (!scene.path.empty()) {
    s += "<polyline id=\"path\" points=\"";
    for (const Point& p : scene.path) s += number(lay.cx(p.x)) + "," + number(lay.cy(p.y)) + " ";
    s += "\" fill=\"none\" stroke=\"" + hex(palette::kPath) + "\" stroke-width=\"" +
         number(std::max(path_as_line ? 2.0 : 1.0, lay.cell() * 0.35)) +
         "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n";
  }
  for (const Point& p : scene.landmarks)
    if (grid.in_bounds(p)) s += marker(lay, p, palette::kLandmark, true, "");
  if (scene.start && grid.in_bounds(*scene.start)) s += marker(lay, *scene.start, palette::kStart, false, "start");
  if (scene.goal && grid.in_bounds(*scene.goal)) s += marker(lay, *scene.goal, palette::kGoal, false, "goal");
  if (legend) s += legend_svg(*legend, lay.legend_x, lay.legend_y);
  return s + "</svg>\n";
}

}  // namespace gridnav::viz
