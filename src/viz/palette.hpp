// The colours of a render (viz/render.hpp).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

#include "gridnav/grid/cell.hpp"

namespace gridnav::viz {

struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
  friend constexpr bool operator==(Rgb, Rgb) = default;
};

[[nodiscard]] inline Rgb mix(Rgb a, Rgb b, double t) {
  t = std::clamp(t, 0.0, 1.0);
  const auto m = [t](std::uint8_t x, std::uint8_t y) {
    return std::uint8_t(std::lround(double(x) + (double(y) - double(x)) * t));
  };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b)};
}

/// "#rrggbb"
[[nodiscard]] inline std::string hex(Rgb c) {
  char text[8];
  std::snprintf(text, sizeof text, "#%02x%02x%02x", c.r, c.g, c.b);
  return text;
}

namespace palette {
inline constexpr Rgb kBackground{255, 255, 255};  ///< the picture around the map, and free ground
inline constexpr Rgb kFree{255, 255, 255};
inline constexpr Rgb kHeavy{121, 85, 72};    ///< terrain shade of the heaviest weight
inline constexpr Rgb kLight{244, 236, 222};  ///< terrain shade of weight 2
inline constexpr Rgb kBlocked{33, 33, 33};
inline constexpr Rgb kOpen{255, 183, 77};  ///< generated, never expanded
inline constexpr Rgb kPath{229, 20, 47};
inline constexpr Rgb kStart{0, 200, 83};
inline constexpr Rgb kGoal{213, 0, 249};
inline constexpr Rgb kLandmark{255, 214, 0};
inline constexpr Rgb kTree{55, 71, 79};
inline constexpr Rgb kOutline{0, 0, 0};
inline constexpr Rgb kText{33, 33, 33};
inline constexpr Rgb kFrame{189, 189, 189};

/// Expanded cells, t = 0 (first expanded, or least g) to 1 (last, or greatest g):
/// pale green through teal and blue to deep indigo.
[[nodiscard]] inline Rgb ramp(double t) {
  constexpr Rgb kStops[] = {{214, 240, 200}, {122, 204, 196}, {43, 140, 190}, {44, 45, 132}};
  t = std::clamp(t, 0.0, 1.0) * 3.0;
  const int i = std::min(2, int(t));
  return mix(kStops[i], kStops[i + 1], t - i);
}

/// Terrain: white for weight 1, then darker on a log scale up to weight 255.
[[nodiscard]] inline Rgb terrain(Weight w) {
  if (w <= gridnav::kGround) return kFree;
  const double t = std::log(double(w)) / std::log(255.0);
  return mix(kLight, kHeavy, (t - std::log(2.0) / std::log(255.0)) / (1.0 - std::log(2.0) / std::log(255.0)));
}
}  // namespace palette

}  // namespace gridnav::viz
