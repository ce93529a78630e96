// Per-cell facts of a scene and the colour of each pixel block (scene_facts.hpp).
#include "scene_facts.hpp"

#include <algorithm>
#include <cmath>

#include "gridnav/error.hpp"

namespace gridnav::viz {

namespace {
constexpr int kMaxSide = 8192;  // pixels; larger maps are refused (the map alone: 200 MB of pixels)
}

Scale choose_scale(const Grid& grid, const RenderOptions& options) {
  if (options.cell_px < 0 || options.cell_px > 64)
    throw InputError("cell size " + std::to_string(options.cell_px) + " px is outside 1..64 (0: automatic)");
  const int longer = std::max(grid.width(), grid.height());
  Scale s;
  if (options.cell_px > 0) {
    s.cell_px = options.cell_px;
  } else if (longer <= options.target_px) {
    s.cell_px = std::clamp(options.target_px / std::max(1, longer), 1, 32);
  } else {
    s.cells_per_px = (longer + options.target_px - 1) / options.target_px;
  }
  const std::int64_t w = (std::int64_t(grid.width()) + s.cells_per_px - 1) / s.cells_per_px * s.cell_px;
  const std::int64_t h = (std::int64_t(grid.height()) + s.cells_per_px - 1) / s.cells_per_px * s.cell_px;
  if (w > kMaxSide || h > kMaxSide)
    throw InputError("the picture would be " + std::to_string(w) + "x" + std::to_string(h) + " pixels, over " +
                     std::to_string(kMaxSide) + " a side: use a smaller --cell-px");
  s.map_w = int(w);
  s.map_h = int(h);
  return s;
}

double SceneFacts::shade(std::size_t i, RenderOptions::Color by) const noexcept {
  if (by == RenderOptions::Color::g) {
    if (!(max_g > 0) || !std::isfinite(g[i])) return 1.0;
    return double(g[i]) / double(max_g);
  }
  return expanded > 1 ? double(rank[i]) / double(expanded - 1) : 0.0;
}

std::size_t SceneFacts::tree_links(bool show_open) const noexcept {
  std::size_t n = 0;
  for (std::size_t i = 0; i < parent.size(); ++i) n += in_tree(i, show_open);
  return n;
}

SceneFacts collect_facts(const RenderScene& scene) {
  const Grid& grid = *scene.grid;
  SceneFacts f;
  f.width = grid.width();
  f.height = grid.height();
  const std::size_t n = std::size_t(grid.cell_count());
  f.rank.assign(n, kNotExpanded);
  f.g.assign(n, 0.0f);
  f.parent.assign(n, -1);
  f.flags.assign(n, 0);
  const auto index = [&](Point p) { return std::size_t(raw(grid.cell_id(p))); };
  for (const SearchEvent& e : scene.events) {
    if (!grid.in_bounds(e.cell)) continue;
    const std::size_t i = index(e.cell);
    switch (e.kind) {
      case EventKind::begin:
        f.flags[i] |= SceneFacts::kGenerated;
        if (f.rank[i] == kNotExpanded) f.g[i] = float(e.g);
        break;
      case EventKind::generate:
        f.flags[i] |= SceneFacts::kGenerated;
        if (e.has_parent() && grid.in_bounds(e.parent)) f.parent[i] = std::int32_t(index(e.parent));
        if (f.rank[i] == kNotExpanded) f.g[i] = float(e.g);
        break;
      case EventKind::expand:
      case EventKind::close:
        f.flags[i] |= SceneFacts::kGenerated;
        if (f.rank[i] == kNotExpanded) {
          f.rank[i] = f.expanded++;
          if (e.kind == EventKind::expand) f.g[i] = float(e.g);
        }
        break;
      case EventKind::end:
        break;
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (f.rank[i] != kNotExpanded && std::isfinite(f.g[i])) f.max_g = std::max(f.max_g, f.g[i]);
    f.open += f.is_open(i);
  }
  for (const Point& p : scene.path)
    if (grid.in_bounds(p)) f.flags[index(p)] |= SceneFacts::kPath;
  return f;
}

std::vector<Rgb> block_colours(const Grid& grid, const SceneFacts& facts, const RenderOptions& options, int k,
                               bool with_path) {
  const int bw = (grid.width() + k - 1) / k, bh = (grid.height() + k - 1) / k;
  std::vector<Rgb> out(std::size_t(bw) * std::size_t(bh), palette::kFree);
  double log_weight[256];
  for (int w = 0; w < 256; ++w) log_weight[w] = w > 0 ? std::log(double(w)) : 0.0;
  for (int by = 0; by < bh; ++by) {
    for (int bx = 0; bx < bw; ++bx) {
      int cells = 0, blocked = 0, open = 0, expanded = 0;
      bool path = false;
      double shade_sum = 0, weight_log_sum = 0;
      for (int y = by * k; y < std::min(grid.height(), (by + 1) * k); ++y) {
        for (int x = bx * k; x < std::min(grid.width(), (bx + 1) * k); ++x) {
          const std::size_t i = std::size_t(y) * std::size_t(grid.width()) + std::size_t(x);
          const Weight w = grid.weight(Point{x, y});
          ++cells;
          if (w == kBlocked) {
            ++blocked;
          } else {
            weight_log_sum += log_weight[w];
          }
          if (with_path && (facts.flags[i] & SceneFacts::kPath)) path = true;
          if (facts.rank[i] != kNotExpanded) {
            ++expanded;
            shade_sum += facts.shade(i, options.color);
          } else if (options.open && facts.is_open(i)) {
            ++open;
          }
        }
      }
      Rgb c;
      if (path) {
        c = palette::kPath;
      } else if (expanded > 0) {
        c = palette::ramp(shade_sum / expanded);
      } else if (open > 0) {
        c = palette::kOpen;
      } else if (2 * blocked >= cells) {
        c = palette::kBlocked;
      } else {
        const double mean_weight = std::exp(weight_log_sum / double(cells - blocked));
        c = palette::terrain(Weight(std::clamp(std::lround(mean_weight), 1L, 255L)));
      }
      out[std::size_t(by) * std::size_t(bw) + std::size_t(bx)] = c;
    }
  }
  return out;
}

}  // namespace gridnav::viz
