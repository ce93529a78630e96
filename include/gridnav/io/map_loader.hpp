// One entry point for every map format gridnav reads, chosen by file extension or
// named explicitly:
//   movingai  .map          Moving AI benchmark maps (blocked or weight 1)
//   world     .world .txt   the seeds' tile world (walls, terrain 2..9, entities)
// Further formats register here as they are added.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/world.hpp"

namespace gridnav {

enum class MapFormat : std::uint8_t { movingai, world };

[[nodiscard]] std::string_view to_string(MapFormat f) noexcept;
[[nodiscard]] std::optional<MapFormat> parse_map_format(std::string_view name) noexcept;
[[nodiscard]] const std::vector<std::string>& map_format_names();
/// The format a file's extension implies, if any.
[[nodiscard]] std::optional<MapFormat> format_from_extension(const std::filesystem::path& file) noexcept;

struct MapLoadOptions {
  std::optional<MapFormat> format;  ///< overrides the extension
};

struct LoadedMap {
  Grid grid;
  MapFormat format = MapFormat::movingai;
  std::optional<World> world;  ///< the entities, for the world format
};

/// Reads any supported map. Throws InputError when the format cannot be told or the
/// file cannot be opened, ParseError when it is malformed.
[[nodiscard]] LoadedMap load_map(const std::filesystem::path& file, const MapLoadOptions& options = {});

/// Writes a grid in the format the extension (or `format`) names.
void save_map(const Grid& grid, const std::filesystem::path& file, std::optional<MapFormat> format = std::nullopt);

}  // namespace gridnav
