// What a render shows of each cell, worked out once from a scene (viz/render.hpp), and the
// scale: pixels a cell, or cells a pixel on large maps.
#pragma once

#include <cstdint>
#include <limits>
#include <vector>

#include "gridnav/viz/render.hpp"
#include "palette.hpp"

namespace gridnav::viz {

/// Pixels a cell side (cells_per_px = 1), or cells a pixel side (cell_px = 1).
struct Scale {
  int cell_px = 1;
  int cells_per_px = 1;
  int map_w = 0, map_h = 0;  ///< the map's size in pixels
};
/// InputError for a cell_px outside 0..64 or a map over 8192 pixels a side.
[[nodiscard]] Scale choose_scale(const Grid& grid, const RenderOptions& options);

/// Past this many links the search tree is left out of a picture (a 2048 x 2048 flood has
/// 3.3 million: over 100 MB of SVG, and seconds to draw a tangle no eye can follow).
inline constexpr std::size_t kMaxTreeLinks = 250000;

inline constexpr std::uint32_t kNotExpanded = std::numeric_limits<std::uint32_t>::max();

/// Per cell (index y * width + x): expansion rank, g, parent, open and path flags.
struct SceneFacts {
  std::int32_t width = 0, height = 0;
  std::vector<std::uint32_t> rank;   ///< order of first expansion, or kNotExpanded
  std::vector<float> g;              ///< g at expansion (or at the latest generation)
  std::vector<std::int32_t> parent;  ///< cell index of the latest parent, or -1
  std::vector<std::uint8_t> flags;   ///< kGenerated | kPath
  std::uint32_t expanded = 0;        ///< cells expanded at least once
  std::uint64_t open = 0;            ///< cells generated and never expanded
  float max_g = 0;                   ///< greatest finite g of an expanded cell
  static constexpr std::uint8_t kGenerated = 1, kPath = 2;

  [[nodiscard]] bool is_open(std::size_t i) const noexcept {
    return (flags[i] & kGenerated) && rank[i] == kNotExpanded;
  }
  /// Whether the cell's link to its parent belongs to the drawn tree: it has a parent and
  /// was expanded, or is open and the open list is shown.
  [[nodiscard]] bool in_tree(std::size_t i, bool show_open) const noexcept {
    return parent[i] >= 0 && (rank[i] != kNotExpanded || (show_open && is_open(i)));
  }
  /// How many links the drawn tree has.
  [[nodiscard]] std::size_t tree_links(bool show_open) const noexcept;
  /// Where an expanded cell sits on the colour ramp (0..1).
  [[nodiscard]] double shade(std::size_t i, RenderOptions::Color by) const noexcept;
};

[[nodiscard]] SceneFacts collect_facts(const RenderScene& scene);

/// One colour per pixel block (cells_per_px x cells_per_px cells): the most telling of its
/// cells. With `with_path`, path cells take the path colour (when the path is not drawn
/// as a line). Size ceil(width / k) x ceil(height / k), row by row.
[[nodiscard]] std::vector<Rgb> block_colours(const Grid& grid, const SceneFacts& facts, const RenderOptions& options,
                                             int cells_per_px, bool with_path);

}  // namespace gridnav::viz
