// ROS map_server maps: a YAML file naming a grey image, plus the map's place in the world.
//
// YAML keys (as map_server reads them; other keys are ignored):
//   image: map.pgm            required; relative paths are relative to the YAML's folder
//   resolution: 0.05          required; metres per cell, finite and > 0
//   origin: [x, y, yaw]       required; metres, metres, radians (finite)
//   negate: 0                 required; 0/1 or false/true
//   occupied_thresh: 0.65     required; in [0, 1]
//   free_thresh: 0.196        required; in [0, 1] and < occupied_thresh
//   mode: trinary             optional; trinary (default), scale or raw
//
// Pixel v of the image (read as by read_grey_image; alpha is ignored, unlike map_server's
// scale mode which reads transparent pixels as unknown). With negate, v := 255 - v first.
// Then p = (255 - v) / 255 and, per mode:
//   trinary  p > occupied_thresh -> blocked; p < free_thresh -> weight 1; else unknown
//   scale    p > occupied_thresh -> blocked; p < free_thresh -> weight 1; else
//            weight = 2 + round(251 * (p - free_thresh) / (occupied_thresh - free_thresh)),
//            so the band [free_thresh, occupied_thresh] spans weights 2..253 (map_server
//            spans occupancy 1..99 over the same band)
//   raw      v is an occupancy percentage as map_server publishes it: 0 -> weight 1,
//            1..99 -> weight 2 + round(251 * (v - 1) / 98) (2..253), 100..254 -> blocked,
//            255 (-1 as int8) -> unknown; thresholds are ignored
// Unknown cells are blocked, or weight 1 with RosMapOptions::unknown_free.
//
// Coordinates: image row 0 is the top row and is grid row y = 0 (as in every gridnav
// grid). ROS places `origin` at the lower-left corner of the lower-left pixel, i.e. of
// grid cell (0, height - 1), and world y grows upward. Cell (x, y) therefore covers the
// map-frame square [x, x + 1) x [height - 1 - y, height - y) in cells, scaled by
// `resolution` metres and then rotated by `yaw` (counterclockwise) about the origin.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/image_map.hpp"

namespace gridnav {

/// Where a grid lies in the world: metres per cell, and the pose (metres, metres,
/// radians counterclockwise) of the lower-left corner of the lower-left cell.
struct Georeference {
  double resolution = 1;
  double origin_x = 0, origin_y = 0, origin_yaw = 0;
};

/// A point in world coordinates, metres.
struct WorldPoint {
  double x = 0;
  double y = 0;
};

/// Centre of cell `cell` of a grid with `grid_height` rows, in world metres.
/// Cells outside the grid are extrapolated along the same lattice.
[[nodiscard]] WorldPoint cell_to_world(Point cell, std::int32_t grid_height, const Georeference& geo) noexcept;

/// The cell of a grid_width x grid_height grid whose square contains `world` (a point on
/// a shared edge belongs to the cell with the larger map-frame coordinate, as ROS's
/// floor-based worldToMap does); nullopt outside the grid, for non-finite input, or for a
/// resolution that is not > 0.
[[nodiscard]] std::optional<Point> world_to_cell(WorldPoint world, std::int32_t grid_width, std::int32_t grid_height,
                                                 const Georeference& geo) noexcept;

/// A grid with its place in the world. `image` is the image file: on read, the path from
/// the YAML resolved against the YAML's folder; write_ros_map ignores it.
struct RosMap {
  Grid grid;
  Georeference geo;
  std::filesystem::path image;
};

enum class RosMapMode : std::uint8_t { trinary, scale, raw };

/// The interpretation keys of a map_server YAML file.
struct RosMapInterpretation {
  RosMapMode mode = RosMapMode::trinary;
  bool negate = false;
  double occupied_thresh = 0.65;
  double free_thresh = 0.196;
};

struct RosMapOptions {
  /// Unknown cells become weight 1 instead of blocked.
  bool unknown_free = false;
};

/// The weight of pixel value v under `interpretation` (see the file comment).
/// Thresholds are not checked here; read_ros_map checks them.
[[nodiscard]] Weight ros_pixel_to_weight(std::uint8_t v, const RosMapInterpretation& interpretation,
                                         const RosMapOptions& options = {}) noexcept;

/// Reads a map_server YAML file and the image it names, both within `limits`.
/// Throws InputError when the YAML cannot be opened or is a directory; ParseError(yaml, line, ...) naming the
/// key for YAML syntax errors, a missing key (line 0), a value of the wrong type or out of
/// range, free_thresh >= occupied_thresh, an unknown mode and a missing image file; and what
/// read_grey_image throws (naming the image) for a malformed image.
[[nodiscard]] RosMap read_ros_map(const std::filesystem::path& yaml, const RosMapOptions& options = {},
                                  const ReadLimits& limits = {});

/// Writes `yaml` and the PGM image `<yaml stem>.pgm` beside it, so that read_ros_map gives
/// back the grid and the georeference exactly (numbers are written in shortest
/// round-trip form):
///   * a grid whose traversable cells all have weight 1 is written as map_saver does:
///     mode trinary, thresholds 0.65 / 0.196, blocked = 0, free = 254;
///   * otherwise mode scale with free_thresh = 1/255 and occupied_thresh = 252/255,
///     pixel 255 - (w - 1) for weight w in 1..253 and 0 for blocked, which reads back to
///     the same weights. Weights 254 and 255 are rejected (InputError) or, with
///     HeavyWeights::clamp, written as 253.
/// Throws InputError for an empty grid, a resolution that is not finite and > 0, a
/// non-finite origin, and files that cannot be written.
void write_ros_map(const RosMap& map, const std::filesystem::path& yaml,
                   HeavyWeights heavy_weights = HeavyWeights::reject);

}  // namespace gridnav
