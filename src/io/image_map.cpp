#include "gridnav/io/image_map.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <fstream>
#include <string>
#include <string_view>

// Debian's libstb ships the compiled implementation (libstb.so), so the header is included
// for its declarations only; no STB_IMAGE_WRITE_IMPLEMENTATION is defined here.
#include <stb/stb_image_write.h>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

void write_bytes(const std::filesystem::path& file, std::string_view bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw InputError("cannot open '" + file.string() + "' for writing");
  out.write(bytes.data(), std::streamsize(bytes.size()));
  out.close();
  if (!out) throw InputError("cannot write '" + file.string() + "'");
}

std::string lower_extension(const std::filesystem::path& file) {
  std::string ext = file.extension().string();
  for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
  return ext;
}

void check_image(const GreyImage& image, const std::filesystem::path& file) {
  try {
    check_grid_size(image.width, image.height);
  } catch (const InputError& e) {
    throw InputError("cannot write '" + file.string() + "': " + e.what());
  }
  if (image.pixels.size() != std::size_t(image.width) * std::size_t(image.height))
    throw InputError("cannot write '" + file.string() + "': " + std::to_string(image.pixels.size()) + " pixels for a " +
                     std::to_string(image.width) + "x" + std::to_string(image.height) + " image");
}

std::string encode_pgm(const GreyImage& image) {
  std::string out = "P5\n" + std::to_string(image.width) + " " + std::to_string(image.height) + "\n255\n";
  out.append(reinterpret_cast<const char*>(image.pixels.data()), image.pixels.size());
  return out;
}

void append_to_string(void* context, void* data, int size) {
  static_cast<std::string*>(context)->append(static_cast<const char*>(data), std::size_t(size));
}

std::string encode_png(const GreyImage& image, const std::filesystem::path& file) {
  std::string out;
  if (stbi_write_png_to_func(&append_to_string, &out, image.width, image.height, 1, image.pixels.data(), image.width) ==
      0)
    throw InputError("cannot encode '" + file.string() + "' as PNG");
  return out;
}

Weight cost_to_weight(std::uint8_t v, bool unknown_free) noexcept {
  if (v <= 252) return Weight(v + 1);
  if (v == 255 && unknown_free) return kGround;
  return kBlocked;
}

Weight occupancy_to_weight(std::uint8_t v, const ImageMapOptions& options) noexcept {
  const double p = double(255 - v) / 255.0;
  if (p > options.occupied_thresh) return kBlocked;
  if (p < options.free_thresh) return kGround;
  return options.unknown_free ? kGround : kBlocked;
}

std::string describe_heavy_cell(const Grid& grid) {
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.weight(Point{x, y}) >= 254)
        return "cell (" + std::to_string(x) + "," + std::to_string(y) + ") has weight " +
               std::to_string(grid.weight(Point{x, y}));
  return "a cell has weight 254 or 255";
}

}  // namespace

void write_grey_image(const GreyImage& image, const std::filesystem::path& file) {
  check_image(image, file);
  const std::string ext = lower_extension(file);
  if (ext == ".pgm") return write_bytes(file, encode_pgm(image));
  if (ext == ".png") return write_bytes(file, encode_png(image, file));
  throw InputError("cannot write '" + file.string() + "': unsupported extension '" + ext + "' (use .pgm or .png)");
}

void check_thresholds(double free_thresh, double occupied_thresh) {
  if (!(free_thresh >= 0 && occupied_thresh <= 1 && free_thresh < occupied_thresh))
    throw InputError("occupancy thresholds must satisfy 0 <= free_thresh < occupied_thresh <= 1, got free_thresh " +
                     std::to_string(free_thresh) + " and occupied_thresh " + std::to_string(occupied_thresh));
}

Weight grey_to_weight(std::uint8_t v, const ImageMapOptions& options) noexcept {
  const auto value = options.invert ? std::uint8_t(255 - v) : v;
  return options.mode == ImageMapMode::cost ? cost_to_weight(value, options.unknown_free)
                                            : occupancy_to_weight(value, options);
}

std::uint8_t weight_to_grey(Weight w, const ImageMapOptions& options) {
  std::uint8_t v = 0;
  if (options.mode == ImageMapMode::occupancy) {
    v = w == kBlocked ? 0 : 254;
  } else if (w == kBlocked) {
    v = 254;
  } else if (w <= 253) {
    v = std::uint8_t(w - 1);
  } else if (options.heavy_weights == HeavyWeights::clamp) {
    v = 252;
  } else {
    throw InputError("weight " + std::to_string(w) +
                     " cannot be stored as an 8-bit cost (weights 1..253 can); use HeavyWeights::clamp");
  }
  return options.invert ? std::uint8_t(255 - v) : v;
}

Grid read_image_map(const std::filesystem::path& file, const ImageMapOptions& options, const ReadLimits& limits) {
  if (options.mode == ImageMapMode::occupancy) check_thresholds(options.free_thresh, options.occupied_thresh);
  const GreyImage image = read_grey_image(file, limits);
  std::array<Weight, 256> table{};
  for (unsigned v = 0; v < table.size(); ++v) table[v] = grey_to_weight(std::uint8_t(v), options);
  Grid grid(image.width, image.height);
  for (std::int32_t y = 0; y < image.height; ++y)
    for (std::int32_t x = 0; x < image.width; ++x)
      grid.set_weight({x, y}, table[image.pixels[std::size_t(y) * std::size_t(image.width) + std::size_t(x)]]);
  return grid;
}

GreyImage to_grey_image(const Grid& grid, const ImageMapOptions& options) {
  if (grid.cell_count() == 0) throw InputError("cannot convert an empty grid to an image");
  if (options.mode == ImageMapMode::cost && options.heavy_weights == HeavyWeights::reject && grid.max_weight() >= 254)
    throw InputError(describe_heavy_cell(grid) +
                     "; an 8-bit cost image holds weights 1..253 (use HeavyWeights::clamp to write 253)");
  ImageMapOptions clamping = options;
  clamping.heavy_weights = HeavyWeights::clamp;
  std::array<std::uint8_t, 256> table{};
  for (unsigned w = 0; w < table.size(); ++w) table[w] = weight_to_grey(Weight(w), clamping);
  GreyImage image{grid.width(), grid.height(), {}};
  image.pixels.reserve(std::size_t(grid.cell_count()));
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) image.pixels.push_back(table[grid.weight(Point{x, y})]);
  return image;
}

void write_image_map(const Grid& grid, const std::filesystem::path& file, const ImageMapOptions& options) {
  write_grey_image(to_grey_image(grid, options), file);
}

}  // namespace gridnav
