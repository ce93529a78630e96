// Renders and Posthoc traces of a 2048 x 2048 map flooded by a breadth-first search
// (every free cell expanded: the largest picture a search on that map can make).
#include <benchmark/benchmark.h>

#include <queue>
#include <random>

#include "gridnav/viz/posthoc.hpp"
#include "gridnav/viz/render.hpp"

namespace {

using namespace gridnav;

struct Flood {
  Grid grid{2048, 2048};
  std::vector<SearchEvent> events;
  Flood() {
    std::mt19937 rng(7);
    for (std::int32_t y = 0; y < grid.height(); ++y)
      for (std::int32_t x = 0; x < grid.width(); ++x)
        if (rng() % 5 == 0 && (x | y) != 0) grid.set_blocked({x, y});
    std::vector<char> seen(std::size_t(grid.cell_count()));
    std::queue<Point> open;
    open.push({0, 0});
    seen[0] = 1;
    events.push_back({EventKind::begin, {0, 0}, {-1, -1}, 0, 0});
    while (!open.empty()) {
      const Point p = open.front();
      open.pop();
      events.push_back({EventKind::expand, p, {-1, -1}, 0, 0});
      for (int d = 0; d < 4; ++d) {
        const Point n{p.x + kDirectionDelta[d].x, p.y + kDirectionDelta[d].y};
        const std::size_t i = std::size_t(n.y) * std::size_t(grid.width()) + std::size_t(n.x);
        if (!grid.passable(n) || seen[i]) continue;
        seen[i] = 1;
        open.push(n);
        events.push_back({EventKind::generate, n, p, 0, 0});
      }
    }
  }
};

const Flood& flood() {
  static const Flood f;
  return f;
}

void BM_RenderPng2048(benchmark::State& state) {
  const Flood& f = flood();
  const viz::RenderScene scene{&f.grid, Point{0, 0}, Point{2047, 2047}, f.events, {}, {}};
  viz::RenderOptions options;
  options.tree = state.range(0) != 0;
  for (auto _ : state) benchmark::DoNotOptimize(viz::render_png(scene, options));
  state.counters["events"] = double(f.events.size());
}
BENCHMARK(BM_RenderPng2048)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

void BM_RenderSvg2048(benchmark::State& state) {
  const Flood& f = flood();
  const viz::RenderScene scene{&f.grid, Point{0, 0}, Point{2047, 2047}, f.events, {}, {}};
  for (auto _ : state) benchmark::DoNotOptimize(viz::render_svg(scene, viz::RenderOptions{}));
}
BENCHMARK(BM_RenderSvg2048)->Unit(benchmark::kMillisecond);

void BM_RenderMapOnly2048(benchmark::State& state) {
  const Flood& f = flood();
  const viz::RenderScene scene{&f.grid, std::nullopt, std::nullopt, {}, {}, {}};
  for (auto _ : state) benchmark::DoNotOptimize(viz::render_png(scene, viz::RenderOptions{}));
}
BENCHMARK(BM_RenderMapOnly2048)->Unit(benchmark::kMillisecond);

void BM_PosthocTrace2048(benchmark::State& state) {
  const Flood& f = flood();
  for (auto _ : state) benchmark::DoNotOptimize(viz::posthoc_trace(f.grid, f.events, viz::TraceFormat::yaml));
}
BENCHMARK(BM_PosthocTrace2048)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
