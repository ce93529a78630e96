#include "gridnav/io/image_map.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cmath>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <system_error>

// Debian's libstb ships the compiled implementation (libstb.so), so the headers are
// included for their declarations only; no STB_*_IMPLEMENTATION is defined here.
#include <stb/stb_image.h>
#include <stb/stb_image_write.h>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

constexpr std::uint64_t kMaxPgmMaxval = 65535;

std::string read_bytes(const std::filesystem::path& file) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError("image file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open image file '" + file.string() + "'");
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw InputError("cannot read image file '" + file.string() + "'");
  return bytes;
}

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

/// check_grid_size, reported as a defect of `file` at `line`.
void check_image_size(std::int64_t width, std::int64_t height, const std::string& file, std::size_t line) {
  try {
    check_grid_size(width, height);
  } catch (const InputError& e) {
    throw ParseError(file, line, e.what());
  }
}

bool is_pnm_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

/// Walks the text parts of a PGM (the header, and the samples of P2), counting lines from 1.
class PgmCursor {
 public:
  PgmCursor(std::string_view data, std::string file) : data_(data), file_(std::move(file)) {}

  /// Skips whitespace and '#' comments; returns false at the end of the data.
  bool skip_space() {
    while (pos_ < data_.size()) {
      const char c = data_[pos_];
      if (c == '#') {
        while (pos_ < data_.size() && data_[pos_] != '\n') ++pos_;
      } else if (is_pnm_space(c)) {
        if (c == '\n') ++line_;
        ++pos_;
      } else {
        return true;
      }
    }
    return false;
  }

  /// An unsigned decimal token in 0..limit. `what()` names it in errors; it is only
  /// called on failure, so per-sample callers pay nothing for the message.
  template <class What>
  std::uint64_t number(const What& what, std::uint64_t limit) {
    if (!skip_space()) fail("unexpected end of file, expected " + what());
    const std::size_t begin = pos_;
    std::uint64_t value = 0;
    while (pos_ < data_.size() && std::isdigit(static_cast<unsigned char>(data_[pos_]))) {
      value = std::min(value * 10 + std::uint64_t(data_[pos_] - '0'), limit + 1);
      ++pos_;
    }
    if (pos_ == begin) fail("expected " + what() + ", found " + describe(data_[pos_]));
    if (pos_ < data_.size() && !is_pnm_space(data_[pos_]) && data_[pos_] != '#')
      fail("expected " + what() + ", found " + describe(data_[pos_]) + " after the digits");
    if (value > limit)
      fail(what() + " is " + std::string(data_.substr(begin, std::min<std::size_t>(pos_ - begin, 20))) +
           ", above the limit " + std::to_string(limit));
    return value;
  }

  /// Steps over n bytes known not to contain a line end (the magic number).
  void skip(std::size_t n) noexcept { pos_ = std::min(pos_ + n, data_.size()); }

  /// Consumes the single whitespace byte that ends a binary PGM header.
  void single_space(std::string_view after) {
    if (pos_ >= data_.size() || !is_pnm_space(data_[pos_]))
      fail("expected one whitespace byte after " + std::string(after));
    if (data_[pos_] == '\n') ++line_;
    ++pos_;
  }

  [[noreturn]] void fail(const std::string& message) const { throw ParseError(file_, line_, message); }

  [[nodiscard]] std::size_t pos() const noexcept { return pos_; }
  [[nodiscard]] std::size_t line() const noexcept { return line_; }
  [[nodiscard]] const std::string& file() const noexcept { return file_; }

 private:
  static std::string describe(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u > 0x20 && u < 0x7f) return std::string("'") + c + "'";
    constexpr std::string_view kHex = "0123456789abcdef";
    return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 15];
  }

  std::string_view data_;
  std::string file_;
  std::size_t pos_ = 0;
  std::size_t line_ = 1;
};

/// A what() for PgmCursor::number that returns a fixed name.
auto named(const char* name) {
  return [name] { return std::string(name); };
}

/// round(v * 255 / maxval), exact for maxval 255.
std::uint8_t scale_sample(std::uint64_t v, std::uint64_t maxval) noexcept {
  return std::uint8_t((v * 255 + maxval / 2) / maxval);
}

void read_p5_raster(std::string_view data, PgmCursor& cursor, std::uint64_t maxval, GreyImage& image) {
  const std::size_t bytes_per_sample = maxval > 255 ? 2 : 1;
  const std::size_t needed = image.pixels.size() * bytes_per_sample;
  const std::size_t available = data.size() - cursor.pos();
  if (available < needed)
    throw ParseError(cursor.file(), 0,
                     "truncated P5 raster: " + std::to_string(image.width) + "x" + std::to_string(image.height) +
                         " pixels need " + std::to_string(needed) + " bytes, found " + std::to_string(available));
  const auto* raster = reinterpret_cast<const unsigned char*>(data.data() + cursor.pos());
  for (std::size_t i = 0; i < image.pixels.size(); ++i) {
    const std::uint64_t v = bytes_per_sample == 2 ? (std::uint64_t(raster[2 * i]) << 8 | raster[2 * i + 1]) : raster[i];
    if (v > maxval)
      throw ParseError(cursor.file(), 0,
                       "P5 sample " + std::to_string(v) + " at pixel " + std::to_string(i) + " exceeds maxval " +
                           std::to_string(maxval));
    image.pixels[i] = scale_sample(v, maxval);
  }
}

void read_p2_raster(PgmCursor& cursor, std::uint64_t maxval, GreyImage& image) {
  for (std::size_t i = 0; i < image.pixels.size(); ++i) {
    if (!cursor.skip_space())
      cursor.fail("truncated P2 raster: expected " + std::to_string(image.pixels.size()) + " samples, found " +
                  std::to_string(i));
    const auto what = [&] {
      return "sample of pixel (" + std::to_string(i % std::size_t(image.width)) + "," +
             std::to_string(i / std::size_t(image.width)) + ")";
    };
    image.pixels[i] = scale_sample(cursor.number(what, maxval), maxval);
  }
}

GreyImage parse_pgm(std::string_view data, const std::string& file) {
  PgmCursor cursor(data, file);
  const bool ascii = data[1] == '2';
  cursor.skip(2);
  cursor.single_space("the magic number");
  const auto width = cursor.number(named("width"), std::uint64_t(INT32_MAX));
  const auto height = cursor.number(named("height"), std::uint64_t(INT32_MAX));
  check_image_size(std::int64_t(width), std::int64_t(height), file, cursor.line());
  const auto maxval = cursor.number(named("maxval"), kMaxPgmMaxval);
  if (maxval == 0) cursor.fail("maxval 0 is invalid; it must be in 1..65535");

  GreyImage image{std::int32_t(width), std::int32_t(height), {}};
  image.pixels.resize(std::size_t(width) * std::size_t(height));
  if (ascii) {
    read_p2_raster(cursor, maxval, image);
  } else {
    cursor.single_space("maxval");
    read_p5_raster(data, cursor, maxval, image);
  }
  return image;
}

struct StbFree {
  void operator()(stbi_uc* p) const noexcept { stbi_image_free(p); }
};

std::string stb_reason() {
  const char* reason = stbi_failure_reason();
  return reason != nullptr ? reason : "unknown reason";
}

GreyImage decode_with_stb(std::string_view data, const std::string& file) {
  if (data.size() > std::size_t(INT_MAX)) throw ParseError(file, 0, "image file is too large to decode");
  const auto* bytes = reinterpret_cast<const stbi_uc*>(data.data());
  const int length = int(data.size());
  int width = 0;
  int height = 0;
  int channels = 0;
  if (stbi_info_from_memory(bytes, length, &width, &height, &channels) == 0)
    throw ParseError(file, 0, "not a P2/P5 PGM nor an image stb_image can decode (" + stb_reason() + ")");
  check_image_size(width, height, file, 0);
  const std::unique_ptr<stbi_uc, StbFree> pixels(stbi_load_from_memory(bytes, length, &width, &height, &channels, 1));
  if (!pixels) throw ParseError(file, 0, "cannot decode image (" + stb_reason() + ")");
  GreyImage image{width, height, {}};
  image.pixels.assign(pixels.get(), pixels.get() + std::size_t(width) * std::size_t(height));
  return image;
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

GreyImage read_grey_image(const std::filesystem::path& file) {
  const std::string data = read_bytes(file);
  const std::string name = file.string();
  if (data.size() >= 2 && data[0] == 'P' && (data[1] == '2' || data[1] == '5')) return parse_pgm(data, name);
  if (lower_extension(file) == ".pgm") {
    const std::string magic = data.substr(0, 2);
    throw ParseError(name, 1, "bad PGM magic number '" + magic + "', expected P2 or P5");
  }
  return decode_with_stb(data, name);
}

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

Grid read_image_map(const std::filesystem::path& file, const ImageMapOptions& options) {
  if (options.mode == ImageMapMode::occupancy) check_thresholds(options.free_thresh, options.occupied_thresh);
  const GreyImage image = read_grey_image(file);
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
