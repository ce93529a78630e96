// render_svg and render_png (viz/render.hpp): the scene drawn once, as an SVG document; the
// PNG is that document rasterised by librsvg (viz/rasterize.hpp). The map is an embedded
// image of its pixel blocks; the tree, the path, the markers and the legend are shapes.
#include <algorithm>
#include <optional>

#include "gridnav/error.hpp"
#include "gridnav/viz/rasterize.hpp"
#include "legend.hpp"
#include "scene_facts.hpp"
#include "svg_image.hpp"

namespace gridnav::viz {
namespace {

std::string map_layer(const Grid& grid, const SceneFacts& facts, const RenderOptions& options, const Layout& lay,
                      bool path_in_cells) {
  const int k = lay.scale.cells_per_px;
  const std::vector<Rgb> blocks = block_colours(grid, facts, options, k, path_in_cells);
  const int bw = (grid.width() + k - 1) / k, bh = (grid.height() + k - 1) / k;
  return block_image(Layout::kMapMargin, Layout::kMapMargin, blocks, bw, bh, lay.scale.cell_px, "map") +
         "<rect id=\"frame\" x=\"" + number(Layout::kMapMargin - 0.5) + "\" y=\"" + number(Layout::kMapMargin - 0.5) +
         "\" width=\"" + std::to_string(lay.scale.map_w + 1) + "\" height=\"" + std::to_string(lay.scale.map_h + 1) +
         "\" fill=\"none\" stroke=\"" + hex(palette::kFrame) + "\"/>\n";
}

std::string tree_layer(const SceneFacts& facts, const RenderOptions& options, const Layout& lay) {
  std::string d;
  for (std::size_t i = 0; i < facts.parent.size(); ++i) {
    if (!facts.in_tree(i, options.open)) continue;
    const std::int32_t p = facts.parent[i];
    const int x = int(i % std::size_t(facts.width)), y = int(i / std::size_t(facts.width));
    d += "M" + number(lay.cx(x)) + " " + number(lay.cy(y)) + "L" + number(lay.cx(p % facts.width)) + " " +
         number(lay.cy(p / facts.width));
  }
  if (d.empty()) return {};
  return "<path id=\"tree\" d=\"" + d + "\" stroke=\"" + hex(palette::kTree) +
         "\" stroke-opacity=\"0.6\" stroke-width=\"" + number(std::max(1.0, lay.cell() / 6.0)) +
         "\" stroke-linecap=\"round\" fill=\"none\"/>\n";
}

/// The path through cell centres, or through cell corners (a half cell up and left).
std::string path_layer(const std::vector<Point>& path, const Layout& lay, bool as_line, bool corners) {
  const double width = std::max(as_line ? 2.0 : 1.0, lay.cell() * 0.35), shift = corners ? lay.cell() / 2 : 0;
  if (path.size() == 1)
    return "<circle id=\"path\" cx=\"" + number(lay.cx(path[0].x) - shift) + "\" cy=\"" +
           number(lay.cy(path[0].y) - shift) + "\" r=\"" + number(width) + "\" fill=\"" + hex(palette::kPath) +
           "\"/>\n";
  std::string s = "<polyline id=\"path\" points=\"";
  for (const Point& p : path) s += number(lay.cx(p.x) - shift) + "," + number(lay.cy(p.y) - shift) + " ";
  return s + "\" fill=\"none\" stroke=\"" + hex(palette::kPath) + "\" stroke-width=\"" + number(width) +
         "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n";
}

/// A marker on cell p, or on its top-left corner (`corner`: the ends of any-angle paths).
std::string marker(const Layout& lay, Point p, Rgb colour, bool diamond, const char* id, bool corner = false) {
  const double shift = corner ? lay.cell() / 2 : 0;
  const double r = std::max(5.5, lay.cell() * 0.7), x = lay.cx(p.x) - shift, y = lay.cy(p.y) - shift;
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

  std::string s = svg_begin(lay.width, lay.height);
  s += map_layer(grid, facts, options, lay, !path_as_line);
  if (options.tree && facts.tree_links(options.open) <= kMaxTreeLinks) s += tree_layer(facts, options, lay);
  if (!scene.path.empty()) s += path_layer(scene.path, lay, path_as_line, scene.corners);
  for (const Point& p : scene.landmarks)
    if (grid.in_bounds(p)) s += marker(lay, p, palette::kLandmark, true, "");
  if (scene.start && grid.in_bounds(*scene.start))
    s += marker(lay, *scene.start, palette::kStart, false, "start", scene.corners);
  if (scene.goal && grid.in_bounds(*scene.goal))
    s += marker(lay, *scene.goal, palette::kGoal, false, "goal", scene.corners);
  if (legend) s += legend_svg(*legend, lay.legend_x, lay.legend_y);
  return s + "</svg>\n";
}

std::string render_png(const RenderScene& scene, const RenderOptions& options) {
  return svg_to_png(render_svg(scene, options));
}

}  // namespace gridnav::viz
