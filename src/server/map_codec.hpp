// Maps as the API carries them: JSON objects {"width", "height", "weights": base64} to and
// from grids, uploaded files parsed by gridnav's readers, grids exported as file text.
// Every defect is an HttpError 400 (or 413 for a map over the cell limit) naming it.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/world.hpp"

namespace gridnav::server {

/// {"width", "height", "weights"} (base64 of width x height bytes, row-major, 0 blocked).
[[nodiscard]] nlohmann::json map_to_json(const Grid& grid);
/// The grid a map object describes; `what` names it in messages ("map").
[[nodiscard]] Grid map_from_json(const nlohmann::json& j, std::uint64_t max_cells, std::string_view what);

/// One file of an upload.
struct UploadedFile {
  std::string name;  ///< the client's file name; only its extension and base name are used
  std::string bytes;
};

/// Parses one uploaded file by its extension: .map, .wmap, .world/.txt, .png, .pgm.
/// Declared sizes are checked against `max_cells` before anything is allocated.
[[nodiscard]] Grid parse_upload(const UploadedFile& file, std::uint64_t max_cells);
/// A tile world's text, its size checked against `max_cells` (413 naming `option`) before
/// it is parsed; ParseError (400) when malformed.
[[nodiscard]] World parse_world_text(const std::string& text, const std::string& name, std::uint64_t max_cells,
                                     std::string_view option = "--max-cells");
/// A ROS map: one .yaml/.yml file and the image it names (by base name) among `files`.
[[nodiscard]] Grid parse_ros_upload(const std::vector<UploadedFile>& files, std::uint64_t max_cells);

/// The text of a .map ("map") or .wmap ("wmap") file holding `grid`.
[[nodiscard]] std::string export_map(const Grid& grid, std::string_view format);

}  // namespace gridnav::server
