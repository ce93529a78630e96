// gridnav::viz renders: the PNG decodes back with the expected size and the expected
// colours at known cells; the SVG is well-formed and holds the path.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "frontend/catalogs.hpp"
#include "gridnav/error.hpp"
#include "gridnav/viz/render.hpp"
#include "palette.hpp"  // src/viz: the colours the picture must show
#include "support/decoded_png.hpp"

namespace gridnav::viz {

// Failure messages print colours as #rrggbb (found by argument-dependent lookup).
std::ostream& operator<<(std::ostream& os, Rgb c) { return os << hex(c); }

namespace {

using Decoded = testing::DecodedPng;
using testing::decode_png;
const auto decode = decode_png;

/// A 12 x 9 map with a wall across the middle rows, open at the bottom.
Grid walled_map() {
  Grid g(12, 9);
  for (std::int32_t y = 0; y < 7; ++y) g.set_blocked({6, y});
  return g;
}

struct Searched {
  Grid grid = walled_map();
  std::vector<SearchEvent> events;
  SearchResult result;
};

Searched search(const char* spec, Point from, Point to) {
  Searched s;
  auto planner = frontend::planners().make(s.grid, MoveRules{}, parse_config(spec));
  EventRecorder recorder(s.grid);
  EXPECT_TRUE(planner->attach(&recorder));
  s.result = planner->solve(Query{from, to});
  s.events = recorder.events();
  return s;
}

TEST(RenderPng, DecodesWithSizeAndColoursAtKnownCells) {
  const Point from{1, 1}, to{10, 1};
  const Searched s = search("astar:stats=on", from, to);
  ASSERT_TRUE(s.result.found());
  RenderScene scene{&s.grid, from, to, s.events, s.result.path, {}};
  RenderOptions options;
  options.cell_px = 10;
  options.legend = false;
  const Decoded png = decode(render_png(scene, options));
  constexpr int m = 12;  // the map's margin (Layout::kMapMargin)
  EXPECT_EQ(png.width, 12 * 10 + 2 * m);
  EXPECT_EQ(png.height, 9 * 10 + 2 * m);
  const auto centre = [&](Point p) { return png.at(m + p.x * 10 + 5, m + p.y * 10 + 5); };

  EXPECT_EQ(centre({6, 3}), palette::kBlocked);
  // A path cell away from the start and goal markers: the path line crosses its centre.
  const Point mid = s.result.path[s.result.path.size() / 2];
  EXPECT_EQ(centre(mid), palette::kPath) << "path cell " << to_string(mid);

  // Expanded cells off the path show the ramp at their expansion rank; open ones amber.
  std::vector<Point> order;
  std::vector<Point> generated;
  for (const SearchEvent& e : s.events) {
    if (e.kind == EventKind::expand && std::find(order.begin(), order.end(), e.cell) == order.end())
      order.push_back(e.cell);
    if (e.kind == EventKind::generate) generated.push_back(e.cell);
  }
  const auto on_path = [&](Point p) {
    return std::find(s.result.path.begin(), s.result.path.end(), p) != s.result.path.end();
  };
  int checked_expanded = 0, checked_open = 0;
  for (std::size_t rank = 0; rank < order.size(); ++rank) {
    const Point p = order[rank];
    if (on_path(p) || p == from || p == to) continue;
    EXPECT_EQ(centre(p), palette::ramp(double(rank) / double(order.size() - 1))) << "expanded " << to_string(p);
    ++checked_expanded;
  }
  for (const Point p : generated) {
    if (std::find(order.begin(), order.end(), p) != order.end() || on_path(p) || p == to) continue;
    EXPECT_EQ(centre(p), palette::kOpen) << "open " << to_string(p);
    ++checked_open;
  }
  EXPECT_GT(checked_expanded, 5);
  EXPECT_GT(checked_open, 0);
  // A free cell the search never reached stays white.
  EXPECT_EQ(centre({11, 8}), palette::kFree);
}

TEST(RenderPng, MapOnlyAndLegendWidenThePicture) {
  const Grid grid = walled_map();
  RenderScene scene{&grid, std::nullopt, std::nullopt, {}, {}, {}};
  RenderOptions options;
  options.cell_px = 4;
  const Decoded with_legend = decode(render_png(scene, options));
  options.legend = false;
  const Decoded without = decode(render_png(scene, options));
  EXPECT_EQ(without.width, 12 * 4 + 24);
  EXPECT_GT(with_legend.width, without.width + 100);
  EXPECT_EQ(without.at(12 + 6 * 4 + 2, 12 + 2), palette::kBlocked);
}

TEST(RenderPng, LargeMapsShareOnePixelBetweenSeveralCells) {
  Grid grid(2100, 1000);
  for (std::int32_t y = 0; y < 1000; ++y) grid.set_blocked({0, y});
  RenderScene scene{&grid, std::nullopt, std::nullopt, {}, {}, {}};
  RenderOptions options;
  options.legend = false;
  const Decoded png = decode(render_png(scene, options));  // 3 x 3 cells a pixel
  EXPECT_EQ(png.width, 700 + 24);
  EXPECT_EQ(png.height, 334 + 24);
  EXPECT_EQ(png.at(12, 100), palette::kFree) << "one blocked column of three does not make a blocked pixel";
}

TEST(RenderPng, RefusesBadScales) {
  const Grid grid = walled_map();
  RenderScene scene{&grid, std::nullopt, std::nullopt, {}, {}, {}};
  RenderOptions options;
  options.cell_px = 65;
  EXPECT_THROW((void)render_png(scene, options), InputError);
  options.cell_px = -1;
  EXPECT_THROW((void)render_svg(scene, options), InputError);
  RenderScene empty;
  EXPECT_THROW((void)render_png(empty, RenderOptions{}), InputError);
}

/// True when every opened element is closed in order (no attributes with '<' or '>').
bool well_formed(const std::string& xml) {
  std::vector<std::string> open;
  for (std::size_t i = xml.find('<'); i != std::string::npos; i = xml.find('<', i + 1)) {
    const std::size_t end = xml.find('>', i);
    if (end == std::string::npos) return false;
    const std::string tag = xml.substr(i + 1, end - i - 1);
    if (tag.empty() || tag[0] == '?' || tag[0] == '!') continue;
    if (tag.back() == '/') continue;
    const std::string name = tag.substr(tag[0] == '/' ? 1 : 0, tag.find_first_of(" \n", 0) - (tag[0] == '/' ? 1 : 0));
    if (tag[0] == '/') {
      if (open.empty() || open.back() != name) return false;
      open.pop_back();
    } else {
      open.push_back(name);
    }
  }
  return open.empty();
}

TEST(RenderSvg, IsWellFormedAndHoldsThePath) {
  const Point from{1, 1}, to{10, 1};
  const Searched s = search("dijkstra:stats=on", from, to);
  ASSERT_TRUE(s.result.found());
  RenderScene scene{&s.grid, from, to, s.events, s.result.path, {{3, 7}}};
  RenderOptions options;
  options.cell_px = 10;
  options.tree = true;
  const std::string svg = render_svg(scene, options);
  EXPECT_EQ(svg.rfind("<?xml", 0), 0u);
  EXPECT_TRUE(well_formed(svg));
  const std::size_t at = svg.find("<polyline id=\"path\" points=\"");
  ASSERT_NE(at, std::string::npos);
  const std::size_t begin = svg.find('"', svg.find("points=", at)) + 1;
  const std::string points = svg.substr(begin, svg.find('"', begin) - begin);
  EXPECT_EQ(std::size_t(std::count(points.begin(), points.end(), ',')), s.result.path.size());
  // The first point is the start's centre: 12 + 1.5 x 10.
  EXPECT_EQ(points.rfind("27,27 ", 0), 0u) << points.substr(0, 40);
  EXPECT_NE(svg.find("id=\"tree\""), std::string::npos);
  EXPECT_NE(svg.find("class=\"landmark\""), std::string::npos);
  EXPECT_NE(svg.find(hex(palette::kBlocked)), std::string::npos);
  EXPECT_NE(svg.find(">path</text>"), std::string::npos);
}

TEST(RenderSvg, AnyAnglePathsRunThroughCellCorners) {
  const Point from{1, 1}, to{10, 1};
  const Searched s = search("anya", from, to);
  ASSERT_TRUE(s.result.found());
  ASSERT_FALSE(s.events.empty()) << "anya reports its roots";
  RenderScene scene{&s.grid, from, to, s.events, s.result.path, {}};
  scene.corners = true;
  RenderOptions options;
  options.cell_px = 10;
  const std::string svg = render_svg(scene, options);
  EXPECT_TRUE(well_formed(svg));
  const std::size_t at = svg.find("<polyline id=\"path\" points=\"");
  ASSERT_NE(at, std::string::npos);
  // The first point is the start's top-left corner: 12 + 1 x 10, half a cell before its centre.
  EXPECT_EQ(svg.find("22,22 ", at), svg.find("points=", at) + 8) << svg.substr(at, 80);
  EXPECT_NE(svg.find("corners</text>"), std::string::npos) << "the legend counts corners";
}

}  // namespace
}  // namespace gridnav::viz
