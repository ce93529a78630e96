#include "gridnav/io/ros_map.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <fstream>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>

#include "detail/bounded_file.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

// The thresholds write_ros_map uses for weighted grids: weight w in 1..253 is written as
// pixel 256 - w, whose p = (w - 1) / 255 is < free (w = 1) or inside the band (w >= 2).
constexpr double kScaleFree = 1.0 / 255.0;
constexpr double kScaleOccupied = 252.0 / 255.0;
constexpr double kTrinaryFree = 0.196;
constexpr double kTrinaryOccupied = 0.65;
/// Largest map_server YAML file read.
constexpr std::uint64_t kMaxYamlBytes = std::uint64_t{1} << 20;

/// 2 + round(251 * ratio) for ratio in [0, 1]: the weights 2..253 of a cost band.
Weight band_weight(double ratio) noexcept {
  const double clamped = std::clamp(ratio, 0.0, 1.0);
  return Weight(2 + std::lround(251.0 * clamped));
}

Weight raw_weight(std::uint8_t v, bool& unknown) noexcept {
  if (v == 0) return kGround;
  if (v < 100) return band_weight(double(v - 1) / 98.0);
  unknown = v == 255;
  return kBlocked;
}

Weight threshold_weight(std::uint8_t v, const RosMapInterpretation& in, bool& unknown) noexcept {
  const double p = double(255 - v) / 255.0;
  if (p > in.occupied_thresh) return kBlocked;
  if (p < in.free_thresh) return kGround;
  if (in.mode == RosMapMode::scale) return band_weight((p - in.free_thresh) / (in.occupied_thresh - in.free_thresh));
  unknown = true;
  return kBlocked;
}

// ---- reading the YAML -------------------------------------------------------------

/// Typed access to the keys of a map_server YAML document, with errors naming file,
/// line and key.
class YamlKeys {
 public:
  YamlKeys(YAML::Node root, std::string file) : root_(std::move(root)), file_(std::move(file)) {
    if (!root_.IsMap()) throw ParseError(file_, line_of(root_), "expected a mapping of map_server keys");
  }

  [[nodiscard]] YAML::Node require(const char* key) const {
    const YAML::Node node = root_[key];
    if (!node) throw ParseError(file_, 0, std::string("missing key '") + key + "'");
    return node;
  }
  [[nodiscard]] YAML::Node optional(const char* key) const { return root_[key]; }

  [[nodiscard]] std::string text(const char* key) const {
    const YAML::Node node = require(key);
    if (!node.IsScalar() || node.Scalar().empty()) fail(node, key, "expected a non-empty string");
    return node.Scalar();
  }

  [[nodiscard]] double number(const YAML::Node& node, const char* key) const {
    double value = 0;
    if (!node.IsScalar() || !YAML::convert<double>::decode(node, value))
      fail(node, key, "expected a number, found " + shown(node));
    if (!std::isfinite(value)) fail(node, key, "expected a finite number, found " + shown(node));
    return value;
  }
  [[nodiscard]] double number(const char* key) const { return number(require(key), key); }

  [[nodiscard]] double probability(const char* key) const {
    const YAML::Node node = require(key);
    const double value = number(node, key);
    if (value < 0 || value > 1) fail(node, key, "expected a value in [0, 1], found " + shown(node));
    return value;
  }

  /// map_server's negate: an integer (non-zero = true) or a boolean.
  [[nodiscard]] bool flag(const char* key) const {
    const YAML::Node node = require(key);
    int as_int = 0;
    bool as_bool = false;
    if (node.IsScalar() && YAML::convert<int>::decode(node, as_int)) return as_int != 0;
    if (node.IsScalar() && YAML::convert<bool>::decode(node, as_bool)) return as_bool;
    fail(node, key, "expected 0, 1, true or false, found " + shown(node));
  }

  [[noreturn]] void fail(const YAML::Node& node, const char* key, const std::string& message) const {
    throw ParseError(file_, line_of(node), std::string("key '") + key + "': " + message);
  }

  [[nodiscard]] static std::size_t line_of(const YAML::Node& node) {
    const YAML::Mark mark = node.Mark();
    return mark.is_null() || mark.line < 0 ? 0 : std::size_t(mark.line) + 1;
  }

 private:
  static std::string shown(const YAML::Node& node) {
    if (node.IsScalar()) {
      std::string text(1, '\'');  // appended piecewise: GCC 12 warns (-Wrestrict) on "'" + string
      text.append(printable(node.Scalar(), 40));
      return text + "'";
    }
    if (node.IsSequence()) return "a sequence";
    if (node.IsMap()) return "a mapping";
    return "nothing";
  }

  YAML::Node root_;
  std::string file_;
};

/// The YAML document, read whole first so that its size is bounded: a map_server YAML is a
/// few lines, so at most kMaxYamlBytes (or ReadLimits::max_file_bytes if smaller) are read,
/// and control bytes, which YAML does not allow, mark a binary file.
YAML::Node load_yaml(const std::filesystem::path& yaml, const ReadLimits& limits) {
  ReadLimits yaml_limits = limits.resolved();
  yaml_limits.max_file_bytes = std::min(yaml_limits.max_file_bytes, kMaxYamlBytes);
  detail::BoundedFile source(yaml, "map YAML file", yaml_limits,
                             yaml_limits.max_file_bytes == kMaxYamlBytes
                                 ? "the size of a map_server YAML file"
                                 : "ReadLimits::max_file_bytes, --max-file-bytes");
  const std::string& text = source.read_all();
  const auto binary = std::find_if(text.begin(), text.end(), [](char c) {
    const auto u = static_cast<unsigned char>(c);
    return (u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7f;
  });
  if (binary != text.end())
    throw ParseError(yaml.string(), std::size_t(std::count(text.begin(), binary, '\n')) + 1,
                     "byte " + printable(std::string_view(&*binary, 1)) +
                         " is not YAML text: this looks like a binary file, not a map_server YAML");
  try {
    return YAML::Load(text);
  } catch (const YAML::Exception& e) {
    throw ParseError(yaml.string(), e.mark.is_null() ? 0 : std::size_t(e.mark.line) + 1, printable(e.msg));
  }
}

Georeference read_georeference(const YamlKeys& keys) {
  Georeference geo;
  const YAML::Node resolution = keys.require("resolution");
  geo.resolution = keys.number(resolution, "resolution");
  if (geo.resolution <= 0) keys.fail(resolution, "resolution", "expected a number > 0");
  const YAML::Node origin = keys.require("origin");
  if (!origin.IsSequence() || origin.size() != 3) keys.fail(origin, "origin", "expected a sequence [x, y, yaw]");
  geo.origin_x = keys.number(origin[0], "origin");
  geo.origin_y = keys.number(origin[1], "origin");
  geo.origin_yaw = keys.number(origin[2], "origin");
  return geo;
}

RosMapInterpretation read_interpretation(const YamlKeys& keys, const std::string& file) {
  RosMapInterpretation in;
  in.negate = keys.flag("negate");
  in.occupied_thresh = keys.probability("occupied_thresh");
  in.free_thresh = keys.probability("free_thresh");
  if (in.free_thresh >= in.occupied_thresh) {
    const YAML::Node node = keys.require("free_thresh");
    throw ParseError(file, YamlKeys::line_of(node),
                     "key 'free_thresh': " + printable(node.Scalar(), 40) + " must be below occupied_thresh " +
                         printable(keys.require("occupied_thresh").Scalar(), 40));
  }
  if (const YAML::Node mode = keys.optional("mode")) {
    const std::string name = mode.IsScalar() ? mode.Scalar() : std::string();
    if (name == "trinary")
      in.mode = RosMapMode::trinary;
    else if (name == "scale")
      in.mode = RosMapMode::scale;
    else if (name == "raw")
      in.mode = RosMapMode::raw;
    else
      keys.fail(mode, "mode", "expected trinary, scale or raw, found '" + printable(name, 40) + "'");
  }
  return in;
}

std::filesystem::path resolve_image(const YamlKeys& keys, const std::filesystem::path& yaml) {
  const std::filesystem::path written = keys.text("image");
  const std::filesystem::path image = written.is_absolute() ? written : yaml.parent_path() / written;
  std::error_code error;
  if (!std::filesystem::is_regular_file(image, error))
    keys.fail(keys.require("image"), "image",
              "image file '" + printable(written.string()) + "' (resolved to '" + printable(image.string()) +
                  (std::filesystem::exists(image, error) ? "') is not a regular file" : "') does not exist"));
  return image;
}

// ---- writing ----------------------------------------------------------------------

/// Shortest text that parses back to the same double; a '.' is kept before an exponent
/// so YAML 1.1 readers (PyYAML) also see a float.
std::string number_text(double value) {
  std::array<char, 64> buffer{};
  const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
  std::string text(buffer.data(), result.ptr);
  const auto e = text.find('e');
  if (e != std::string::npos && text.find('.') == std::string::npos) text.insert(e, ".0");
  return text;
}

/// A YAML scalar for a file name: plain when obviously safe, double-quoted otherwise.
std::string yaml_string(const std::string& s) {
  const auto safe = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-' ||
           c == '.' || c == '/';
  };
  bool plain = !s.empty() && s.front() != '-' && s.front() != '.';
  for (char c : s) plain = plain && safe(c);
  if (plain) return s;
  std::string out = "\"";
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20 || u == 0x7f) {
      constexpr std::string_view kHex = "0123456789abcdef";
      out += "\\x";
      out += kHex[u >> 4];
      out += kHex[u & 15];
    } else {
      out += c;
    }
  }
  return out + "\"";
}

void check_for_writing(const RosMap& map, const std::filesystem::path& yaml) {
  const Georeference& g = map.geo;
  const std::string where = "cannot write map '" + yaml.string() + "': ";
  if (map.grid.cell_count() == 0) throw InputError(where + "the grid is empty");
  if (!(std::isfinite(g.resolution) && g.resolution > 0))
    throw InputError(where + "resolution must be finite and > 0, got " + std::to_string(g.resolution));
  if (!std::isfinite(g.origin_x) || !std::isfinite(g.origin_y) || !std::isfinite(g.origin_yaw))
    throw InputError(where + "the origin must be finite");
}

/// Scale-mode image of a weighted grid (see write_ros_map).
GreyImage scale_image(const Grid& grid, HeavyWeights heavy_weights, const std::filesystem::path& yaml) {
  GreyImage image{grid.width(), grid.height(), {}};
  image.pixels.reserve(std::size_t(grid.cell_count()));
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      unsigned w = grid.weight(Point{x, y});
      if (w >= 254 && heavy_weights == HeavyWeights::reject)
        throw InputError("cannot write map '" + yaml.string() + "': cell (" + std::to_string(x) + "," +
                         std::to_string(y) + ") has weight " + std::to_string(w) +
                         "; a map_server image holds weights 1..253 (use HeavyWeights::clamp to write 253)");
      w = std::min(w, 253U);
      image.pixels.push_back(w == kBlocked ? std::uint8_t(0) : std::uint8_t(256 - w));
    }
  return image;
}

void write_text(const std::filesystem::path& file, const std::string& text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw InputError("cannot open '" + file.string() + "' for writing");
  out << text;
  out.close();
  if (!out) throw InputError("cannot write '" + file.string() + "'");
}

}  // namespace

WorldPoint cell_to_world(Point cell, std::int32_t grid_height, const Georeference& geo) noexcept {
  const double lx = (double(cell.x) + 0.5) * geo.resolution;
  const double ly = (double(grid_height) - double(cell.y) - 0.5) * geo.resolution;
  const double c = std::cos(geo.origin_yaw);
  const double s = std::sin(geo.origin_yaw);
  return {geo.origin_x + c * lx - s * ly, geo.origin_y + s * lx + c * ly};
}

std::optional<Point> world_to_cell(WorldPoint world, std::int32_t grid_width, std::int32_t grid_height,
                                   const Georeference& geo) noexcept {
  if (!(geo.resolution > 0)) return std::nullopt;
  const double dx = world.x - geo.origin_x;
  const double dy = world.y - geo.origin_y;
  const double c = std::cos(geo.origin_yaw);
  const double s = std::sin(geo.origin_yaw);
  const double mx = std::floor((c * dx + s * dy) / geo.resolution);
  const double my = std::floor((-s * dx + c * dy) / geo.resolution);
  // The negated comparisons also reject NaN.
  if (!(mx >= 0 && mx < double(grid_width) && my >= 0 && my < double(grid_height))) return std::nullopt;
  return Point{std::int32_t(mx), grid_height - 1 - std::int32_t(my)};
}

Weight ros_pixel_to_weight(std::uint8_t v, const RosMapInterpretation& interpretation,
                           const RosMapOptions& options) noexcept {
  const auto value = interpretation.negate ? std::uint8_t(255 - v) : v;
  bool unknown = false;
  const Weight w = interpretation.mode == RosMapMode::raw ? raw_weight(value, unknown)
                                                          : threshold_weight(value, interpretation, unknown);
  return unknown && options.unknown_free ? kGround : w;
}

RosMap read_ros_map(const std::filesystem::path& yaml, const RosMapOptions& options, const ReadLimits& limits) {
  const YamlKeys keys(load_yaml(yaml, limits), yaml.string());
  RosMap map;
  map.geo = read_georeference(keys);
  const RosMapInterpretation interpretation = read_interpretation(keys, yaml.string());
  map.image = resolve_image(keys, yaml);

  const GreyImage image = read_grey_image(map.image, limits);
  std::array<Weight, 256> table{};
  for (unsigned v = 0; v < table.size(); ++v) table[v] = ros_pixel_to_weight(std::uint8_t(v), interpretation, options);
  map.grid = Grid(image.width, image.height);
  for (std::int32_t y = 0; y < image.height; ++y)
    for (std::int32_t x = 0; x < image.width; ++x)
      map.grid.set_weight({x, y}, table[image.pixels[std::size_t(y) * std::size_t(image.width) + std::size_t(x)]]);
  return map;
}

void write_ros_map(const RosMap& map, const std::filesystem::path& yaml, HeavyWeights heavy_weights) {
  check_for_writing(map, yaml);
  const bool trinary = map.grid.uniform();
  const std::string image_name = yaml.stem().string() + ".pgm";
  ImageMapOptions occupancy;
  occupancy.mode = ImageMapMode::occupancy;
  const GreyImage image = trinary ? to_grey_image(map.grid, occupancy) : scale_image(map.grid, heavy_weights, yaml);
  write_grey_image(image, yaml.parent_path() / image_name);

  const Georeference& g = map.geo;
  std::string text;
  text += "image: " + yaml_string(image_name) + "\n";
  text += std::string("mode: ") + (trinary ? "trinary" : "scale") + "\n";
  text += "resolution: " + number_text(g.resolution) + "\n";
  text +=
      "origin: [" + number_text(g.origin_x) + ", " + number_text(g.origin_y) + ", " + number_text(g.origin_yaw) + "]\n";
  text += "negate: 0\n";
  text += "occupied_thresh: " + number_text(trinary ? kTrinaryOccupied : kScaleOccupied) + "\n";
  text += "free_thresh: " + number_text(trinary ? kTrinaryFree : kScaleFree) + "\n";
  write_text(yaml, text);
}

}  // namespace gridnav
