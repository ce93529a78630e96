// Pictures of a map and of a search on it, drawn as SVG documents; their PNG twins are the
// same documents rasterised by librsvg (rasterize.hpp), and svg_to_pdf prints them.
//
// A scene is the map, an optional query, the search's events (search/events.hpp), the
// path found and any landmark cells. The picture shows, bottom to top:
//   the map          free ground white, terrain weights as darker shades, blocked cells dark
//   expanded cells   coloured by expansion order (light early, dark late) or by g
//   the open list    cells generated but never expanded, in amber
//   the search tree  each cell's link to its parent (RenderOptions::tree)
//   the path         a red line through the cells' centres
//   markers          start (green), goal (magenta), landmarks (yellow diamonds)
// and, beside the map, a legend with a scale bar (RenderOptions::legend).
//
// Scale: cell_px pixels a cell side, or 0 to choose one so that the map's longer side
// comes near 1024 pixels. When the map has more cells than that, several cells share a
// pixel: the pixel shows the most telling of them (path, then expanded, then open, then
// blocked when at least half are, else the mean terrain shade). A 2048 x 2048 map renders
// in under a second this way (bench/viz_bench.cpp, docs/viewer.md). The map is an image in
// the document, one pixel per picture pixel; maps over 8192 pixels a side are refused.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"  // Cost, used by events.hpp
#include "gridnav/search/events.hpp"

namespace gridnav::viz {

struct RenderScene {
  const Grid* grid = nullptr;
  std::optional<Point> start, goal;
  std::span<const SearchEvent> events;
  std::vector<Point> path;
  std::vector<Point> landmarks;
  bool corners = false;  ///< the path's points are cell corners (any-angle planners), drawn there
};

struct RenderOptions {
  /// Pixels a cell side (1..64), or 0: automatic, several cells a pixel on large maps.
  int cell_px = 0;
  enum class Color { order, g } color = Color::order;
  bool tree = false;     ///< draw parent links of the search tree (up to 250,000 of them)
  bool legend = true;    ///< legend and scale bar beside the map
  bool open = true;      ///< show the open list (generated, never expanded)
  int target_px = 1024;  ///< the automatic scale aims the map's longer side at this many pixels
};

/// SVG document (UTF-8 text): the map as an embedded image, the tree, path, markers and
/// legend as shapes and text. Throws InputError for a scene without a grid or a bad cell_px.
[[nodiscard]] std::string render_svg(const RenderScene& scene, const RenderOptions& options);
/// The same picture as a PNG file (render_svg rasterised).
[[nodiscard]] std::string render_png(const RenderScene& scene, const RenderOptions& options);

/// A distance field (search/distance_field.hpp, row by row) as an SVG heat map: the ramp of
/// expanded cells from 0 to the largest finite distance, unreached cells grey, blocked
/// cells dark, sources as green discs, and a colour bar. InputError when the field's size
/// is not the map's.
[[nodiscard]] std::string render_field_svg(const Grid& grid, std::span<const Cost> field,
                                           std::span<const Point> sources, const RenderOptions& options);
/// The same heat map as a PNG.
[[nodiscard]] std::string render_field_png(const Grid& grid, std::span<const Cost> field,
                                           std::span<const Point> sources, const RenderOptions& options);

}  // namespace gridnav::viz
