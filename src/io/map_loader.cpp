#include "gridnav/io/map_loader.hpp"

#include <algorithm>
#include <cctype>
#include <fstream>

#include "gridnav/error.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "gridnav/io/npy_map.hpp"
#include "gridnav/io/weighted_text.hpp"

namespace gridnav {
namespace {

struct FormatName {
  MapFormat format;
  std::string_view name;
  std::vector<std::string_view> extensions;
};

const std::vector<FormatName>& formats() {
  static const std::vector<FormatName> table{
      {MapFormat::movingai, "movingai", {".map"}},
      {MapFormat::world, "world", {".world", ".txt"}},
      {MapFormat::weighted, "weighted", {".wmap"}},
      {MapFormat::image, "image", {".pgm", ".png", ".bmp", ".jpg", ".jpeg", ".tga"}},
      {MapFormat::ros, "ros", {".yaml", ".yml"}},
      {MapFormat::npy, "npy", {".npy"}},
  };
  return table;
}

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return s;
}

MapFormat pick_format(const std::filesystem::path& file, std::optional<MapFormat> format) {
  if (format) return *format;
  if (auto f = format_from_extension(file)) return *f;
  std::string known;
  for (const auto& f : formats())
    for (auto ext : f.extensions) {
      if (!known.empty()) known += ' ';
      known += ext;
    }
  throw InputError(file.string() + ": cannot tell the map format from the extension '" + file.extension().string() +
                   "' (known: " + known + "); name it with --format");
}

}  // namespace

std::string_view to_string(MapFormat f) noexcept {
  for (const auto& entry : formats())
    if (entry.format == f) return entry.name;
  return "unknown";
}

std::optional<MapFormat> parse_map_format(std::string_view name) noexcept {
  for (const auto& entry : formats())
    if (entry.name == name) return entry.format;
  return std::nullopt;
}

const std::vector<std::string>& map_format_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& entry : formats()) out.emplace_back(entry.name);
    return out;
  }();
  return names;
}

std::optional<MapFormat> format_from_extension(const std::filesystem::path& file) noexcept {
  const std::string ext = lower(file.extension().string());
  for (const auto& entry : formats())
    for (auto e : entry.extensions)
      if (ext == e) return entry.format;
  return std::nullopt;
}

void check_extension_is(const std::filesystem::path& file, MapFormat expected) {
  const std::optional<MapFormat> named = format_from_extension(file);
  if (named && *named != expected)
    throw InputError(file.string() + ": the extension '" + file.extension().string() + "' names a " +
                     std::string(to_string(*named)) + " map, but a " + std::string(to_string(expected)) +
                     " map is expected here");
}

LoadedMap load_map(const std::filesystem::path& file, const MapLoadOptions& options) {
  LoadedMap out;
  out.format = pick_format(file, options.format);
  switch (out.format) {
    case MapFormat::movingai:
      out.grid = read_movingai_map(file, options.limits);
      break;
    case MapFormat::world:
      out.world = read_world(file, options.limits);
      out.grid = out.world->grid;
      break;
    case MapFormat::weighted:
      out.grid = read_weighted_text(file, options.limits);
      break;
    case MapFormat::image:
      out.grid = read_image_map(file, options.image, options.limits);
      break;
    case MapFormat::ros: {
      RosMap ros = read_ros_map(file, options.ros, options.limits);
      out.grid = std::move(ros.grid);
      out.geo = ros.geo;
      break;
    }
    case MapFormat::npy:
      out.grid = read_npy_map(file, options.limits);
      break;
  }
  return out;
}

void save_map(const Grid& grid, const std::filesystem::path& file, const MapLoadOptions& options) {
  switch (pick_format(file, options.format)) {
    case MapFormat::movingai:
      write_movingai_map(grid, file);
      return;
    case MapFormat::world: {
      std::ofstream out(file);
      if (!out) throw InputError(file.string() + ": cannot open for writing");
      World world;
      world.grid = grid;
      write_world(world, out);
      if (!out) throw InputError(file.string() + ": write failed");
      return;
    }
    case MapFormat::weighted:
      write_weighted_text(grid, file);
      return;
    case MapFormat::image:
      write_image_map(grid, file, options.image);
      return;
    case MapFormat::ros:
      write_ros_map(RosMap{grid, Georeference{}, {}}, file, options.image.heavy_weights);
      return;
    case MapFormat::npy:
      write_npy_map(grid, file);
      return;
  }
}

}  // namespace gridnav
