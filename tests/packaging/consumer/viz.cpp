// gridnav::viz alone: a search's events drawn as SVG.
#include <cstdio>

#include "every_header.hpp"

int main() {
  const gridnav::Grid grid(6, 4, gridnav::kGround);
  gridnav::EventRecorder recorder(grid);
  recorder.on_event(gridnav::EventKind::begin, grid.pad({0, 0}), gridnav::kNoCell, 0, 0);
  recorder.on_event(gridnav::EventKind::expand, grid.pad({0, 0}), gridnav::kNoCell, 0, 0);
  gridnav::viz::RenderScene scene;
  scene.grid = &grid;
  scene.start = gridnav::Point{0, 0};
  scene.goal = gridnav::Point{5, 3};
  scene.events = recorder.events();
  const std::string svg = gridnav::viz::render_svg(scene, {});
  if (svg.find("<svg") == std::string::npos) return 1;
  std::printf("svg %zu bytes\n", svg.size());
  return 0;
}
