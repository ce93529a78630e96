// ROS 2's inflation layer costs (grid/inflation.hpp).
#include "gridnav/grid/inflation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

constexpr std::int64_t kFar = std::numeric_limits<std::int64_t>::max() / 4;
constexpr std::uint8_t kLethal = 254, kInscribed = 253;

/// d[q] = min over p of (q - p)^2 + f[p], over the p with f[p] < kFar (the lower envelope of
/// the parabolas rooted there); kFar everywhere when there is none. v and z: scratch of n
/// and n + 1. Integer throughout: the envelope's breakpoints are compared as fractions.
void lower_envelope(const std::int64_t* f, std::int64_t* d, std::int64_t n, std::vector<std::int64_t>& v) {
  // Breakpoint between the parabolas of p and q (p < q): s = (f[q] + q^2 - f[p] - p^2) / (2(q - p)).
  const auto above = [&](std::int64_t p, std::int64_t q) { return f[q] + q * q - f[p] - p * p; };
  std::int64_t k = -1;  // v[0..k]: the parabolas of the envelope, left to right
  for (std::int64_t q = 0; q < n; ++q) {
    if (f[q] >= kFar) continue;
    // Drop v[k] while q's parabola overtakes it no later than v[k] overtook v[k - 1].
    while (k >= 1) {
      const std::int64_t a = v[std::size_t(k - 1)], b = v[std::size_t(k)];
      // s(b, q) <= s(a, b)  <=>  above(b, q) * 2(b - a) <= above(a, b) * 2(q - b)
      if (__int128(above(b, q)) * (b - a) <= __int128(above(a, b)) * (q - b))
        --k;
      else
        break;
    }
    v[std::size_t(++k)] = q;
  }
  if (k < 0) {
    std::fill(d, d + n, kFar);
    return;
  }
  std::int64_t j = 0;
  for (std::int64_t q = 0; q < n; ++q) {
    // Move on while the next parabola is lower at q.
    while (j < k) {
      const std::int64_t a = v[std::size_t(j)], b = v[std::size_t(j + 1)];
      if ((q - b) * (q - b) + f[b] <= (q - a) * (q - a) + f[a])
        ++j;
      else
        break;
    }
    const std::int64_t p = v[std::size_t(j)];
    d[q] = (q - p) * (q - p) + f[p];
  }
}

}  // namespace

void check_inflation(const InflationParams& p) {
  const auto finite = [](double v) { return std::isfinite(v); };
  if (!finite(p.resolution) || p.resolution <= 0)
    throw InputError("inflation: the resolution must be a positive number of metres a cell");
  if (!finite(p.inscribed_radius) || p.inscribed_radius < 0)
    throw InputError("inflation: the inscribed radius must be a number of metres, 0 or more");
  if (!finite(p.inflation_radius) || p.inflation_radius < 0)
    throw InputError("inflation: the inflation radius must be a number of metres, 0 or more");
  if (!finite(p.cost_scaling) || p.cost_scaling <= 0)
    throw InputError("inflation: the cost scaling factor must be a positive number per metre");
  if (p.inflation_radius / p.resolution > 1e6)
    throw InputError("inflation: an inflation radius of more than a million cells");
}

std::vector<std::int64_t> obstacle_distance_squared(const Grid& grid) {
  const std::int64_t w = grid.width(), h = grid.height();
  std::vector<std::int64_t> d(std::size_t(w * h)), f(std::size_t(std::max(w, h))), out(f.size()), v(f.size());
  // Columns first: the nearest blocked cell of the same column, above (a sweep down) or
  // below (a sweep up), read row by row; squared.
  const auto blocked = [&grid](std::int64_t x, std::int64_t y) {
    return !grid.passable({std::int32_t(x), std::int32_t(y)});
  };
  std::vector<std::int64_t> seen(std::size_t(w), -1);  // the row of the last blocked cell met
  for (std::int64_t y = 0; y < h; ++y)
    for (std::int64_t x = 0; x < w; ++x) {
      if (blocked(x, y)) seen[std::size_t(x)] = y;
      d[std::size_t(y * w + x)] = seen[std::size_t(x)] < 0 ? kFar : y - seen[std::size_t(x)];
    }
  std::fill(seen.begin(), seen.end(), -1);
  for (std::int64_t y = h - 1; y >= 0; --y)
    for (std::int64_t x = 0; x < w; ++x) {
      if (blocked(x, y)) seen[std::size_t(x)] = y;
      std::int64_t& e = d[std::size_t(y * w + x)];
      if (seen[std::size_t(x)] >= 0) e = std::min(e, seen[std::size_t(x)] - y);
      if (e < kFar) e *= e;
    }
  // Then rows, over those.
  for (std::int64_t y = 0; y < h; ++y) {
    lower_envelope(d.data() + y * w, out.data(), w, v);
    std::copy(out.begin(), out.begin() + w, d.begin() + y * w);
  }
  for (std::int64_t& e : d)
    if (e >= kFar) e = -1;
  return d;
}

std::vector<std::uint8_t> inflation_costs(const Grid& grid, const InflationParams& params) {
  check_inflation(params);
  const std::vector<std::int64_t> d2 = obstacle_distance_squared(grid);
  // InflationLayer: cells farther than cellDistance(inflation_radius) are not inflated.
  const double reach = std::max(0.0, std::ceil(params.inflation_radius / params.resolution));
  const auto cost_at = [&params](std::int64_t squared) -> std::uint8_t {
    if (squared == 0) return kLethal;
    const double distance = std::sqrt(double(squared));
    if (distance * params.resolution <= params.inscribed_radius) return kInscribed;
    const double factor =
        std::exp(-1.0 * params.cost_scaling * (distance * params.resolution - params.inscribed_radius));
    return static_cast<std::uint8_t>((kInscribed - 1) * factor);
  };
  // Like nav2's cached costs: one entry per squared distance within reach (reach is at most
  // a million cells, check_inflation, but a table is kept to a million entries).
  const auto reach_squared = std::int64_t(reach * reach);
  std::vector<std::uint8_t> table(std::size_t(std::min<std::int64_t>(reach_squared, 1 << 20) + 1));
  for (std::size_t i = 0; i < table.size(); ++i) table[i] = cost_at(std::int64_t(i));
  std::vector<std::uint8_t> cost(d2.size(), 0);
  for (std::size_t i = 0; i < d2.size(); ++i) {
    const std::int64_t squared = d2[i];
    if (squared < 0 || squared > reach_squared) continue;
    cost[i] = std::size_t(squared) < table.size() ? table[std::size_t(squared)] : cost_at(squared);
  }
  return cost;
}

Grid inflated_grid(const Grid& grid, const InflationParams& params) {
  const std::vector<std::uint8_t> cost = inflation_costs(grid, params);
  Grid out(grid.width(), grid.height());
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      const std::uint8_t c = cost[std::size_t(y) * std::size_t(grid.width()) + std::size_t(x)];
      if (c >= kInscribed || !grid.passable({x, y}))
        out.set_blocked({x, y});
      else
        out.set_weight({x, y}, Weight(std::min<int>(255, (1 + c) * int(grid.weight(Point{x, y})))));
    }
  return out;
}

}  // namespace gridnav
