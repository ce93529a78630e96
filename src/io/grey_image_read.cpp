// Reading grey images (read_grey_image in io/image_map.hpp): PGM P2/P5 parsed here, every
// other format through stb_image, each checked against ReadLimits before its pixels are
// allocated.
#include <cctype>
#include <climits>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

// Debian's libstb ships the compiled implementation (libstb.so), so the header is included
// for its declarations only; no STB_IMAGE_IMPLEMENTATION is defined here.
#include <stb/stb_image.h>

#include "detail/bounded_file.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/image_map.hpp"

namespace gridnav {
namespace {

constexpr std::uint64_t kMaxPgmMaxval = 65535;
/// Bytes read before the format is judged: enough for every header stb_image reads
/// (a JPEG's frame header may lie further, after its metadata; see read_grey_image).
constexpr std::size_t kHeadBytes = std::size_t{1} << 16;

/// check_read_size, reported as a defect of `file` at `line`.
void check_image_size(std::int64_t width, std::int64_t height, const std::string& file, std::size_t line,
                      const ReadLimits& limits) {
  try {
    check_read_size(width, height, limits);
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

/// Refuses a raster shorter than `needed` bytes before the pixels are allocated.
void check_raster_bytes(std::string_view data, const PgmCursor& cursor, std::uint64_t width, std::uint64_t height,
                        std::uint64_t needed, const char* kind) {
  const std::size_t available = data.size() - cursor.pos();
  if (available < needed)
    throw ParseError(cursor.file(), 0,
                     std::string("truncated ") + kind + " raster: " + std::to_string(width) + "x" +
                         std::to_string(height) + " pixels need at least " + std::to_string(needed) + " bytes, found " +
                         std::to_string(available));
}

void read_p5_raster(std::string_view data, PgmCursor& cursor, std::uint64_t maxval, GreyImage& image) {
  const std::size_t bytes_per_sample = maxval > 255 ? 2 : 1;
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

GreyImage parse_pgm(std::string_view data, const std::string& file, const ReadLimits& limits) {
  PgmCursor cursor(data, file);
  const bool ascii = data[1] == '2';
  cursor.skip(2);
  cursor.single_space("the magic number");
  const auto width = cursor.number(named("width"), std::uint64_t(INT32_MAX));
  const auto height = cursor.number(named("height"), std::uint64_t(INT32_MAX));
  check_image_size(std::int64_t(width), std::int64_t(height), file, cursor.line(), limits);
  const auto maxval = cursor.number(named("maxval"), kMaxPgmMaxval);
  if (maxval == 0) cursor.fail("maxval 0 is invalid; it must be in 1..65535");
  if (!ascii) cursor.single_space("maxval");

  // Each P2 sample takes a digit and a separator, each P5 sample one or two bytes.
  const std::uint64_t cells = width * height;
  if (ascii)
    check_raster_bytes(data, cursor, width, height, 2 * cells - 1, "P2");
  else
    check_raster_bytes(data, cursor, width, height, cells * (maxval > 255 ? 2 : 1), "P5");
  GreyImage image{std::int32_t(width), std::int32_t(height), {}};
  image.pixels.resize(std::size_t(cells));
  if (ascii) {
    read_p2_raster(cursor, maxval, image);
  } else {
    read_p5_raster(data, cursor, maxval, image);
  }
  return image;
}

struct StbFree {
  void operator()(stbi_uc* p) const noexcept { stbi_image_free(p); }
};

/// stb_image's reason for its last failure; never empty.
std::string stb_reason() {
  const char* reason = stbi_failure_reason();
  return reason != nullptr && *reason != '\0' ? printable(reason) : "no reason given";
}

/// The size stb_image reads from a header, when it knows the format.
bool stb_info(std::string_view data, int& width, int& height) {
  int channels = 0;
  const std::size_t length = std::min<std::size_t>(data.size(), INT_MAX);
  return stbi_info_from_memory(reinterpret_cast<const stbi_uc*>(data.data()), int(length), &width, &height,
                               &channels) != 0;
}

/// stb_image reads the numbers of a PPM (P6) header into an int with no overflow check,
/// undefined behaviour for ten digits or more (found by fuzz/image.cpp): such a header is
/// refused first, and so is a 16-bit PPM (maxval above 255), which stb reads out of bounds.
/// Comments and blanks are skipped as stb skips them.
void check_ppm_header(std::string_view data, const std::string& file) {
  if (!data.starts_with("P6")) return;
  std::size_t at = 2;
  for (int number = 0; number < 3; ++number) {  // width, height, maxval
    while (at < data.size() && (is_pnm_space(data[at]) || data[at] == '#')) {
      if (data[at] == '#')
        while (at < data.size() && data[at] != '\n' && data[at] != '\r') ++at;
      else
        ++at;
    }
    std::size_t digits = 0;
    std::uint64_t value = 0;
    for (; at < data.size() && data[at] >= '0' && data[at] <= '9'; ++at, ++digits)
      value = value * 10 + std::uint64_t(data[at] - '0');
    if (digits > 9)
      throw ParseError(file, 0, "PPM header holds a number of " + std::to_string(digits) + " digits (at most 9)");
    if (digits == 0) return;  // not a number: stb refuses the header
    // Debian's stb_image reads a 16-bit PPM past its buffer (ASan, fuzz/image.cpp).
    if (number == 2 && value > 255)
      throw ParseError(file, 0,
                       "PPM (P6) with maxval " + std::to_string(value) +
                           " (16 bits per sample) is not supported; convert it to 8 bits or to a PGM");
  }
}

/// stb_image grows its buffer for a PNG's IDAT chunks to the length a chunk declares
/// before it reads the chunk, so an 86-byte file declaring an IDAT of 800 MB made it
/// allocate 800 MB (found by fuzz/image.cpp). Every chunk up to IEND must lie within the
/// file before stb sees it; then what stb allocates is in proportion to the file.
/// stb also copies an IDAT chunk of no bytes that comes before any image data into a buffer it
/// has not allocated yet (memcpy to null, UBSan); such chunks carry nothing, so they are left
/// out: the result is a copy of the file without them, or nothing when the file is fine as is.
std::optional<std::string> check_png_chunks(std::string_view data, const std::string& file) {
  constexpr std::string_view kSignature("\x89PNG\r\n\x1a\n", 8);
  if (!data.starts_with(kSignature)) return std::nullopt;
  std::optional<std::string> without_empty_data;
  bool data_seen = false;
  std::size_t at = kSignature.size();
  while (data.size() - at >= 8) {  // a chunk: length (4 bytes, big-endian), type (4), data, CRC (4)
    std::uint64_t length = 0;
    for (std::size_t i = 0; i < 4; ++i) length = length << 8 | static_cast<unsigned char>(data[at + i]);
    const std::string_view type = data.substr(at + 4, 4);
    if (length + 12 > data.size() - at)
      throw ParseError(file, 0,
                       "cannot decode the image: truncated PNG: chunk '" + printable(type) + "' at byte " +
                           std::to_string(at) + " declares " + std::to_string(length) +
                           " bytes of data, the file ends " + std::to_string(data.size() - at) +
                           " bytes after its start");
    if (type == "IEND") break;
    if (type == "IDAT" && length == 0 && !data_seen) {
      if (!without_empty_data) without_empty_data.emplace(data.substr(0, at));
    } else {
      data_seen = data_seen || type == "IDAT";
      if (without_empty_data) without_empty_data->append(data.substr(at, std::size_t(length) + 12));
    }
    at += std::size_t(length) + 12;
  }
  if (without_empty_data) without_empty_data->append(data.substr(at));
  return without_empty_data;
}

/// Debian's stb_image builds a JPEG Huffman table from its 16 code counts without checking
/// that they sum to at most 256, then indexes past the table (UBSan, fuzz/image.cpp). Every
/// segment before the scan must lie within the file, and every table in a DHT segment must
/// hold at most 256 codes, all within the segment, before stb sees it.
/// stb takes any run of FF bytes before the D8 of the start marker, so FF FF D8 is a JPEG too.
std::size_t jpeg_start_marker_end(std::string_view data) {
  std::size_t at = 0;
  while (at < data.size() && static_cast<unsigned char>(data[at]) == 0xFF) ++at;
  return at > 0 && at < data.size() && static_cast<unsigned char>(data[at]) == 0xD8 ? at + 1 : 0;
}

bool may_be_jpeg(std::string_view head) { return head.starts_with("\xFF"); }

void check_jpeg_segments(std::string_view data, const std::string& file) {
  const std::size_t start = jpeg_start_marker_end(data);
  if (start == 0) return;
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(data[i]); };
  const auto bad = [&](std::size_t at, const std::string& what) {
    throw ParseError(file, 0, "cannot decode the image: bad JPEG: " + what + " at byte " + std::to_string(at));
  };
  std::size_t at = start;
  while (at < data.size()) {
    if (byte(at) != 0xFF) bad(at, "no segment marker");
    while (at < data.size() && byte(at) == 0xFF) ++at;  // fill bytes
    if (at >= data.size()) return;
    const unsigned marker = byte(at++);
    if (marker == 0xDA || marker == 0xD9) return;                        // the scan (stb checks its data) or the end
    if (marker == 0x01 || (marker >= 0xD0 && marker <= 0xD8)) continue;  // markers without a length
    if (data.size() - at < 2) bad(at, "truncated segment length");
    const std::size_t length = std::size_t(byte(at)) << 8 | byte(at + 1);
    if (length < 2 || length > data.size() - at)
      bad(at, "segment length " + std::to_string(length) + " beyond the file");
    if (marker == 0xC4)  // DHT: tables of (class and id, 16 counts, the codes' values)
      for (std::size_t t = at + 2, end = at + length; t < end;) {
        if (end - t < 17) bad(t, "truncated Huffman table");
        std::size_t codes = 0;
        for (std::size_t i = 1; i <= 16; ++i) codes += byte(t + i);
        if (codes > 256 || codes > end - t - 17) bad(t, "Huffman table of " + std::to_string(codes) + " codes");
        t += 17 + codes;
      }
    at += length;
  }
}

GreyImage decode_with_stb(std::string_view data, const std::string& file) {
  if (data.size() > std::size_t(INT_MAX)) throw ParseError(file, 0, "image file is too large to decode");
  const std::optional<std::string> cleaned = check_png_chunks(data, file);
  if (cleaned) data = *cleaned;
  check_jpeg_segments(data, file);
  int width = 0;
  int height = 0;
  int channels = 0;
  const std::unique_ptr<stbi_uc, StbFree> pixels(stbi_load_from_memory(
      reinterpret_cast<const stbi_uc*>(data.data()), int(data.size()), &width, &height, &channels, 1));
  if (!pixels) throw ParseError(file, 0, "cannot decode the image: " + stb_reason());
  GreyImage image{width, height, {}};
  image.pixels.assign(pixels.get(), pixels.get() + std::size_t(width) * std::size_t(height));
  return image;
}

bool is_pgm_magic(std::string_view head) {
  return head.size() >= 2 && head[0] == 'P' && (head[1] == '2' || head[1] == '5');
}

bool has_pgm_extension(const std::filesystem::path& file) {
  std::string ext = file.extension().string();
  for (char& c : ext) c = char(std::tolower(static_cast<unsigned char>(c)));
  return ext == ".pgm";
}

}  // namespace

GreyImage read_grey_image(const std::filesystem::path& file, const ReadLimits& limits) {
  detail::BoundedFile source(file, "image file", limits);
  const std::string& name = source.name();
  const std::string head = source.read_at_least(kHeadBytes);  // a copy: read_all() may move the bytes
  if (is_pgm_magic(head)) return parse_pgm(source.read_all(), name, limits);
  if (has_pgm_extension(file))
    throw ParseError(name, 1, "bad PGM magic number '" + printable(head.substr(0, 2)) + "', expected P2 or P5");
  check_ppm_header(head, name);
  if (may_be_jpeg(head)) check_jpeg_segments(source.read_all(), name);  // before stb_info reads it
  int width = 0;
  int height = 0;
  bool known = stb_info(head, width, height);
  // A JPEG (it starts with FF D8) may carry its size after more metadata than the head.
  if (!known && !source.complete() && may_be_jpeg(head)) known = stb_info(source.read_all(), width, height);
  if (!known) throw ParseError(name, 0, "not a P2/P5 PGM nor an image stb_image can decode: " + stb_reason());
  check_image_size(width, height, name, 0, limits);
  return decode_with_stb(source.read_all(), name);
}

}  // namespace gridnav
