// One entry point for every map format gridnav reads, chosen by file extension or
// named explicitly:
//   movingai  .map              Moving AI benchmark maps (blocked or weight 1)
//   world     .world .txt       Moori's tile world (walls, terrain 2..9, entities)
//   weighted  .wmap             weighted text: a header and rows of numbers 0..255
//   image     .pgm .png (.bmp .jpg .tga via stb)   grey values as costs or occupancy
//   ros       .yaml .yml        ROS map_server YAML + image, with resolution and origin
//   npy       .npy              NumPy's 2-D uint8 (or bool) array, memory-mapped
// See io/weighted_text.hpp, io/image_map.hpp, io/ros_map.hpp and io/npy_map.hpp for each
// format's rules.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/image_map.hpp"
#include "gridnav/io/read_limits.hpp"
#include "gridnav/io/ros_map.hpp"
#include "gridnav/io/world.hpp"

namespace gridnav {

enum class MapFormat : std::uint8_t { movingai, world, weighted, image, ros, npy };

[[nodiscard]] std::string_view to_string(MapFormat f) noexcept;
[[nodiscard]] std::optional<MapFormat> parse_map_format(std::string_view name) noexcept;
[[nodiscard]] const std::vector<std::string>& map_format_names();
/// The format a file's extension implies, if any.
[[nodiscard]] std::optional<MapFormat> format_from_extension(const std::filesystem::path& file) noexcept;

struct MapLoadOptions {
  std::optional<MapFormat> format;  ///< overrides the extension
  ImageMapOptions image;            ///< how grey values become weights (image format; also writing images)
  RosMapOptions ros;                ///< unknown cells in ROS maps
  ReadLimits limits;                ///< caps on cells, line and file lengths (io/read_limits.hpp)
};

struct LoadedMap {
  Grid grid;
  MapFormat format = MapFormat::movingai;
  std::optional<World> world;       ///< the entities, for the world format
  std::optional<Georeference> geo;  ///< resolution and origin, for ROS maps
};

/// Throws InputError when the extension of `file` names a format other than `expected`
/// (an unknown extension passes; the reader then judges the content).
void check_extension_is(const std::filesystem::path& file, MapFormat expected);

/// Reads any supported map. Throws InputError when the format cannot be told or the
/// file cannot be opened, ParseError when it is malformed or exceeds options.limits.
[[nodiscard]] LoadedMap load_map(const std::filesystem::path& file, const MapLoadOptions& options = {});

/// Writes a grid in the format the extension (or options.format) names. Throws
/// InputError when the format cannot hold the grid (e.g. weights > 1 in a .map).
void save_map(const Grid& grid, const std::filesystem::path& file, const MapLoadOptions& options = {});

}  // namespace gridnav
