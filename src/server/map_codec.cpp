#include "map_codec.hpp"

#include <stdlib.h>  // mkdtemp

#include <yaml-cpp/yaml.h>
#include <algorithm>
#include <cctype>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gridnav/error.hpp"
#include "gridnav/io/image_map.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "gridnav/io/ros_map.hpp"
#include "gridnav/io/weighted_text.hpp"
#include "gridnav/io/world.hpp"
#include "http_error.hpp"

namespace gridnav::server {
namespace fs = std::filesystem;
namespace {

void check_cells(std::uint64_t width, std::uint64_t height, std::uint64_t max_cells, std::string_view what,
                 std::string_view option = "--max-cells") {
  if (width == 0 || height == 0)
    bad_request(std::string(what) + " has no cells (" + std::to_string(width) + " x " + std::to_string(height) + ")");
  if (width > std::uint64_t(Grid::kMaxSide) || height > std::uint64_t(Grid::kMaxSide) || width * height > max_cells)
    throw HttpError(413, std::string(what) + " of " + std::to_string(width) + " x " + std::to_string(height) +
                             " cells is larger than this server allows (" + std::to_string(max_cells) + " cells, " +
                             std::string(option) + ")");
}

std::string lower_extension(const std::string& name) {
  std::string ext = fs::path(name).extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return ext;
}

std::uint64_t parse_size(std::string_view s) {
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc{} || end != s.data() + s.size()) return 0;  // the reader reports it
  return std::min<std::uint64_t>(v, std::uint64_t(1) << 40);
}

// The sizes a .map or .wmap header declares, checked before the reader allocates the grid.
void check_text_header(std::string_view text, std::uint64_t max_cells, const std::string& name) {
  std::uint64_t width = 1, height = 1;
  std::size_t pos = 0;
  for (int line = 0; line < 16 && pos < text.size(); ++line) {
    const std::size_t end = std::min(text.find('\n', pos), text.size());
    std::istringstream words{std::string(text.substr(pos, end - pos))};
    std::string key, value;
    words >> key >> value;
    if (key == "map") break;
    if (key == "width") width = std::max<std::uint64_t>(1, parse_size(value));
    if (key == "height") height = std::max<std::uint64_t>(1, parse_size(value));
    pos = end + 1;
  }
  check_cells(width, height, max_cells, name);
}

// A tile world is as wide as its longest line and as tall as its line count.
void check_world_size(std::string_view text, std::uint64_t max_cells, const std::string& name,
                      std::string_view option = "--max-cells") {
  std::uint64_t rows = 0, width = 1;
  std::size_t pos = 0;
  while (pos <= text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const bool last = end == text.size();
    if (last && end == pos && rows > 0) break;  // the line end after the last row
    width = std::max<std::uint64_t>(width, end - pos);
    ++rows;
    pos = end + 1;
  }
  check_cells(width, std::max<std::uint64_t>(rows, 1), max_cells, name, option);
}

std::uint32_t big_endian(std::string_view s, std::size_t at) {
  return std::uint32_t(std::uint8_t(s[at])) << 24 | std::uint32_t(std::uint8_t(s[at + 1])) << 16 |
         std::uint32_t(std::uint8_t(s[at + 2])) << 8 | std::uint32_t(std::uint8_t(s[at + 3]));
}

// Image dimensions from the header, before the pixels are decoded (no decompression bombs).
void check_image_header(std::string_view bytes, const std::string& ext, std::uint64_t max_cells,
                        const std::string& name) {
  if (ext == ".png") {
    if (bytes.size() < 24 || bytes.substr(0, 8) != "\x89PNG\r\n\x1a\n" || bytes.substr(12, 4) != "IHDR")
      bad_request(name + " is not a PNG file");
    check_cells(big_endian(bytes, 16), big_endian(bytes, 20), max_cells, name);
    return;
  }
  // PGM: P2 or P5, then width and height, with # comments between tokens.
  if (bytes.size() < 2 || bytes[0] != 'P' || (bytes[1] != '2' && bytes[1] != '5'))
    bad_request(name + " is not a P2/P5 PGM file");
  std::uint64_t dims[2] = {0, 0};
  std::size_t pos = 2;
  for (auto& d : dims) {
    while (pos < bytes.size() && (std::isspace(std::uint8_t(bytes[pos])) || bytes[pos] == '#')) {
      if (bytes[pos] == '#')
        while (pos < bytes.size() && bytes[pos] != '\n') ++pos;
      else
        ++pos;
    }
    const std::size_t start = pos;
    while (pos < bytes.size() && std::isdigit(std::uint8_t(bytes[pos]))) ++pos;
    d = parse_size(bytes.substr(start, pos - start));
  }
  check_cells(std::max<std::uint64_t>(dims[0], 1), std::max<std::uint64_t>(dims[1], 1), max_cells, name);
}

/// A private folder for readers that take only files, removed with everything in it.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "gridnav-upload-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) throw HttpError(500, "cannot create a temporary folder for the upload");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  [[nodiscard]] fs::path write(const std::string& base_name, const std::string& bytes) const {
    const fs::path file = path_ / base_name;
    std::ofstream out(file, std::ios::binary);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    if (!out) throw HttpError(500, "cannot write the upload to a temporary file");
    return file;
  }
  /// `message` with the folder's path left out, so that errors name the uploaded files.
  [[nodiscard]] std::string clean(std::string message) const {
    const std::string prefix = path_.string() + "/";
    for (std::size_t at; (at = message.find(prefix)) != std::string::npos;) message.erase(at, prefix.size());
    return message;
  }

 private:
  fs::path path_;
};

/// A plain file name: no folders, not "." or "..", printable ASCII without spaces.
bool plain_name(const std::string& name) {
  if (name.empty() || name == "." || name == ".." || name.size() > 200) return false;
  return std::all_of(name.begin(), name.end(),
                     [](unsigned char c) { return c > 32 && c < 127 && c != '/' && c != '\\'; });
}

}  // namespace

nlohmann::json map_to_json(const Grid& grid) {
  std::vector<std::uint8_t> bytes;
  bytes.reserve(std::size_t(grid.cell_count()));
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) bytes.push_back(grid.weight(Point{x, y}));
  return {{"width", grid.width()}, {"height", grid.height()}, {"weights", base64_encode(bytes.data(), bytes.size())}};
}

Grid map_from_json(const nlohmann::json& j, std::uint64_t max_cells, std::string_view what) {
  const std::string w(what);
  if (!j.is_object()) bad_request(w + " must be a map name or an object {\"width\", \"height\", \"weights\"}");
  for (const char* key : {"width", "height"})
    if (!j.contains(key) || !j[key].is_number_integer() || j[key].get<std::int64_t>() < 1)
      bad_request(w + "." + key + " must be a whole number >= 1");
  if (!j.contains("weights") || !j["weights"].is_string()) bad_request(w + ".weights must be a base64 string");
  const auto width = j["width"].get<std::uint64_t>();
  const auto height = j["height"].get<std::uint64_t>();
  check_cells(width, height, max_cells, w);
  const std::vector<std::uint8_t> bytes = base64_decode(j["weights"].get_ref<const std::string&>(), w + ".weights");
  if (bytes.size() != width * height)
    bad_request(w + ".weights holds " + std::to_string(bytes.size()) + " bytes; a " + std::to_string(width) + " x " +
                std::to_string(height) + " map needs " + std::to_string(width * height));
  Grid grid{std::int32_t(width), std::int32_t(height)};
  std::size_t i = 0;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x, ++i)
      if (bytes[i] != kGround) grid.set_weight(Point{x, y}, bytes[i]);
  return grid;
}

World parse_world_text(const std::string& text, const std::string& name, std::uint64_t max_cells,
                       std::string_view option) {
  check_world_size(text, max_cells, name, option);
  std::istringstream in(text);
  return parse_world(in, name);
}

Grid parse_upload(const UploadedFile& file, std::uint64_t max_cells) {
  const std::string ext = lower_extension(file.name);
  const std::string name =
      plain_name(fs::path(file.name).filename().string()) ? fs::path(file.name).filename().string() : "upload" + ext;
  if (file.bytes.empty()) bad_request(name + " is empty");
  std::istringstream in(file.bytes);
  if (ext == ".map") {
    check_text_header(file.bytes, max_cells, name);
    return parse_movingai_map(in, name);
  }
  if (ext == ".wmap") {
    check_text_header(file.bytes, max_cells, name);
    return parse_weighted_text(in, name);
  }
  if (ext == ".world" || ext == ".txt") {
    check_world_size(file.bytes, max_cells, name);
    return parse_world(in, name).grid;
  }
  if (ext == ".png" || ext == ".pgm") {
    check_image_header(file.bytes, ext, max_cells, name);
    const TempDir dir;
    try {
      return read_image_map(dir.write(name, file.bytes));
    } catch (const InputError& e) {
      bad_request(dir.clean(e.what()));
    }
  }
  if (ext == ".yaml" || ext == ".yml")
    bad_request("a ROS map is sent as multipart/form-data holding its .yaml and its image");
  bad_request("cannot tell the format of '" + name +
              "' (known: .map .wmap .world .txt .png .pgm; ROS .yaml with its "
              "image as multipart/form-data)");
}

Grid parse_ros_upload(const std::vector<UploadedFile>& files, std::uint64_t max_cells) {
  const UploadedFile* yaml = nullptr;
  for (const auto& f : files) {
    const std::string ext = lower_extension(f.name);
    if (ext == ".yaml" || ext == ".yml") {
      if (yaml != nullptr) bad_request("the upload holds two .yaml files");
      yaml = &f;
    }
  }
  if (yaml == nullptr) {
    if (files.size() == 1) return parse_upload(files[0], max_cells);
    bad_request("a multipart upload holds one map file, or a ROS .yaml and its image");
  }
  std::string image_name;
  try {
    const YAML::Node doc = YAML::Load(yaml->bytes);
    if (!doc.IsMap() || !doc["image"] || !doc["image"].IsScalar()) bad_request("the .yaml has no image key");
    image_name = doc["image"].as<std::string>();
  } catch (const YAML::Exception& e) {
    bad_request(std::string("the .yaml is not valid YAML: ") + e.what());
  }
  if (!plain_name(image_name))
    bad_request("the .yaml's image '" + image_name + "' must be a plain file name sent in the same upload");
  const UploadedFile* image = nullptr;
  for (const auto& f : files)
    if (fs::path(f.name).filename().string() == image_name) image = &f;
  if (image == nullptr) bad_request("the .yaml names the image '" + image_name + "', which the upload does not hold");
  const std::string ext = lower_extension(image_name);
  if (ext != ".png" && ext != ".pgm") bad_request("ROS map images are taken as .png or .pgm, not '" + ext + "'");
  check_image_header(image->bytes, ext, max_cells, image_name);
  const TempDir dir;
  (void)dir.write(image_name, image->bytes);
  try {
    return read_ros_map(dir.write("map.yaml", yaml->bytes)).grid;
  } catch (const InputError& e) {
    bad_request(dir.clean(e.what()));
  }
}

std::string export_map(const Grid& grid, std::string_view format) {
  std::ostringstream out;
  try {
    if (format == "map") {
      write_movingai_map(grid, out);
    } else if (format == "wmap") {
      write_weighted_text(grid, out);
    } else {
      bad_request("format '" + std::string(format) + "' is not one of map|wmap");
    }
  } catch (const InputError& e) {
    bad_request(e.what());
  }
  return out.str();
}

}  // namespace gridnav::server
