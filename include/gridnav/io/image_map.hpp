// Grids painted as 8-bit grey images: PGM (P2 ASCII, P5 binary) and PNG, read and write.
//
// Shape: an image of width W and height H pixels is a W x H grid; pixel (x, y) is cell
// (x, y), image row 0 (the top row) is grid row y = 0. Size limits: ReadLimits
// (io/read_limits.hpp): the file's length, and the width x height of the PGM header or of
// stbi_info, checked before the pixels are allocated or decoded.
//
// Reading (read_grey_image):
//   * P2 and P5 PGM are parsed here. maxval may be 1..65535; P5 with maxval > 255 holds
//     two big-endian bytes per sample (Netpbm). Every sample is scaled to 0..255 as
//     round(v * 255 / maxval), so a value always means "fraction of white"; maxval 255
//     is read unchanged. Comments (# to end of line) are allowed between header tokens
//     and, in P2, between samples. Only the first image of a multi-image file is read.
//   * Anything else (PNG, JPEG, BMP, TGA, GIF, PPM P6, ...) is decoded by stb_image and
//     converted to grey (stb's luma, 77 R + 150 G + 29 B >> 8); alpha is ignored;
//     16-bit PNGs are reduced to 8 bits. A file named *.pgm must be P2 or P5.
//
// Two interpretations of a grey value v (ImageMapOptions::mode); `invert` first replaces
// v by 255 - v in both:
//   cost       ROS costmap_2d values, for maps painted by designers
//                v in 0..252   -> weight v + 1 (1..253; black 0 is plain ground)
//                v = 253, 254  -> blocked (inscribed, lethal)
//                v = 255       -> unknown: blocked, or weight 1 with unknown_free
//              With invert (images painted dark = expensive): white = weight 1,
//              black = unknown.
//   occupancy  ROS map_server "trinary": p = (255 - v) / 255 (invert: p = v / 255, which is
//              map_server's `negate`)
//                p > occupied_thresh -> blocked
//                p < free_thresh     -> weight 1
//                otherwise           -> unknown: blocked, or weight 1 with unknown_free
//              (the comparisons are strict, exactly as in map_server).
//
// Writing (write_image_map), PGM P5 (maxval 255) or PNG (8-bit grey) by the extension:
//   cost       weight w in 1..253 -> v = w - 1; blocked -> 254 (lethal). Reading the file
//              back with the same options gives an identical grid. Weights 254 and 255
//              have no value of their own: by default they are rejected (InputError),
//              with HeavyWeights::clamp they are written as 252 (weight 253).
//   occupancy  blocked -> 0, any weight -> 254 (map_saver's values); weights are lost.
//              Reading back gives the same blocked cells for any free_thresh > 1/255 and
//              occupied_thresh < 1.
//   invert     applies v := 255 - v to the written value too, so reading back with the
//              same options still gives the grid back.
#pragma once

#include <cstdint>
#include <filesystem>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

/// An 8-bit grey raster: pixels [(y * width + x)], row 0 at the top, 0 = black, 255 = white.
struct GreyImage {
  std::int32_t width = 0;
  std::int32_t height = 0;
  std::vector<std::uint8_t> pixels;
};

/// Reads a PGM (P2/P5) or any image stb_image decodes as grey (see the file comment).
/// Throws InputError when the file cannot be opened or is a directory; ParseError(file,
/// line, ...) for a malformed PGM (line 0 when no line applies, e.g. truncated P5 data), an
/// image stb cannot decode (with stb's reason), a file or a size beyond `limits`.
[[nodiscard]] GreyImage read_grey_image(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Writes `image` as PGM P5 (extension .pgm) or 8-bit grey PNG (.png), case-insensitive.
/// Throws InputError for another extension, an image whose pixel count does not match
/// width x height or which fails check_grid_size, and when the file cannot be written.
void write_grey_image(const GreyImage& image, const std::filesystem::path& file);

enum class ImageMapMode : std::uint8_t { cost, occupancy };

/// What writers do with weights 254 and 255, which the 8-bit cost convention cannot hold.
enum class HeavyWeights : std::uint8_t { reject, clamp };

/// How grey values and weights correspond (see the file comment). Fields marked
/// "read" only affect reading, "write" only writing.
struct ImageMapOptions {
  ImageMapMode mode = ImageMapMode::cost;
  /// Both modes: use 255 - v instead of v (dark = expensive; map_server's `negate`).
  bool invert = false;
  /// Occupancy mode, read: probabilities in [0, 1] with free_thresh < occupied_thresh.
  /// The defaults are map_server's.
  double occupied_thresh = 0.65;
  double free_thresh = 0.196;
  /// Read: unknown cells (cost 255, occupancy between the thresholds) become weight 1
  /// instead of blocked.
  bool unknown_free = false;
  /// Write, cost mode: weights 254 and 255.
  HeavyWeights heavy_weights = HeavyWeights::reject;
};

/// Throws InputError unless 0 <= free_thresh < occupied_thresh <= 1 (NaN fails).
void check_thresholds(double free_thresh, double occupied_thresh);

/// The weight of grey value v under `options` (cost or occupancy, after invert).
/// Thresholds are not checked here; read_image_map checks them once.
[[nodiscard]] Weight grey_to_weight(std::uint8_t v, const ImageMapOptions& options) noexcept;

/// The grey value written for weight w under `options`. Throws InputError for weights 254
/// and 255 in cost mode unless options.heavy_weights is clamp.
[[nodiscard]] std::uint8_t weight_to_grey(Weight w, const ImageMapOptions& options);

/// Reads an image (read_grey_image) and maps every pixel with grey_to_weight.
/// Throws what read_grey_image throws, and InputError for bad occupancy thresholds.
[[nodiscard]] Grid read_image_map(const std::filesystem::path& file, const ImageMapOptions& options = {},
                                  const ReadLimits& limits = {});

/// The grid as a grey image, pixel (x, y) = weight_to_grey(weight (x, y)).
/// Throws InputError for an empty grid and as weight_to_grey does.
[[nodiscard]] GreyImage to_grey_image(const Grid& grid, const ImageMapOptions& options = {});

/// Writes to_grey_image(grid, options) with write_grey_image (.pgm or .png).
void write_image_map(const Grid& grid, const std::filesystem::path& file, const ImageMapOptions& options = {});

}  // namespace gridnav
