// render_png (viz/render.hpp): the scene on a Canvas, written as PNG by stb_image_write.
#include <algorithm>
#include <optional>

#include "canvas.hpp"
#include "gridnav/error.hpp"
#include "legend.hpp"
#include "scene_facts.hpp"

namespace gridnav::viz {
namespace {

void check(const RenderScene& scene) {
  if (scene.grid == nullptr) throw InputError("render: the scene has no map");
}

void draw_map(Canvas& canvas, const Grid& grid, const SceneFacts& facts, const RenderOptions& options,
              const Layout& lay, bool path_in_cells) {
  const int k = lay.scale.cells_per_px, px = lay.scale.cell_px;
  const std::vector<Rgb> blocks = block_colours(grid, facts, options, k, path_in_cells);
  const int bw = (grid.width() + k - 1) / k, bh = (grid.height() + k - 1) / k;
  for (int by = 0; by < bh; ++by)
    for (int bx = 0; bx < bw; ++bx)
      canvas.fill_rect(Layout::kMapMargin + bx * px, Layout::kMapMargin + by * px, px, px,
                       blocks[std::size_t(by) * std::size_t(bw) + std::size_t(bx)]);
  canvas.outline_rect(Layout::kMapMargin - 1, Layout::kMapMargin - 1, lay.scale.map_w + 2, lay.scale.map_h + 2,
                      palette::kFrame);
}

void draw_tree(Canvas& canvas, const SceneFacts& facts, const RenderOptions& options, const Layout& lay) {
  const double thickness = std::max(1.0, lay.cell() / 6.0);
  for (std::size_t i = 0; i < facts.parent.size(); ++i) {
    const std::int32_t p = facts.parent[i];
    if (p < 0 || (facts.rank[i] == kNotExpanded && !(options.open && facts.is_open(i)))) continue;
    const int x = int(i % std::size_t(facts.width)), y = int(i / std::size_t(facts.width));
    const int parent_x = p % facts.width, parent_y = p / facts.width;
    canvas.line(lay.cx(x), lay.cy(y), lay.cx(parent_x), lay.cy(parent_y), thickness, palette::kTree, 0.6);
  }
}

void draw_marker(Canvas& canvas, const Layout& lay, Point p, Rgb colour, bool diamond) {
  const double r = std::max(5.5, lay.cell() * 0.7);
  if (diamond) {
    canvas.diamond(lay.cx(p.x), lay.cy(p.y), r * 1.3 + 2, palette::kOutline);
    canvas.diamond(lay.cx(p.x), lay.cy(p.y), r * 1.3, colour);
  } else {
    canvas.disc(lay.cx(p.x), lay.cy(p.y), r + 1.5, palette::kOutline);
    canvas.disc(lay.cx(p.x), lay.cy(p.y), r, colour);
  }
}

}  // namespace

std::string render_png(const RenderScene& scene, const RenderOptions& options) {
  check(scene);
  const Grid& grid = *scene.grid;
  const Scale scale = choose_scale(grid, options);
  const SceneFacts facts = collect_facts(scene);
  std::optional<Legend> legend;
  if (options.legend) legend = make_legend(scene, facts, options, scale);
  const Layout lay = make_layout(scale, legend ? &*legend : nullptr);
  const bool path_as_line = lay.cell() >= 3;

  Canvas canvas(lay.width, lay.height, palette::kBackground);
  draw_map(canvas, grid, facts, options, lay, !path_as_line);
  if (options.tree) draw_tree(canvas, facts, options, lay);
  if (path_as_line && !scene.path.empty()) {
    const double thickness = std::max(2.0, lay.cell() * 0.35);
    for (std::size_t i = 1; i < scene.path.size(); ++i)
      canvas.line(lay.cx(scene.path[i - 1].x), lay.cy(scene.path[i - 1].y), lay.cx(scene.path[i].x),
                  lay.cy(scene.path[i].y), thickness, palette::kPath);
    if (scene.path.size() == 1)
      canvas.disc(lay.cx(scene.path[0].x), lay.cy(scene.path[0].y), thickness, palette::kPath);
  }
  for (const Point& p : scene.landmarks)
    if (grid.in_bounds(p)) draw_marker(canvas, lay, p, palette::kLandmark, true);
  if (scene.start && grid.in_bounds(*scene.start)) draw_marker(canvas, lay, *scene.start, palette::kStart, false);
  if (scene.goal && grid.in_bounds(*scene.goal)) draw_marker(canvas, lay, *scene.goal, palette::kGoal, false);
  if (legend) draw_legend(canvas, *legend, lay.legend_x, lay.legend_y);

  return encode_png(canvas);
}

}  // namespace gridnav::viz
