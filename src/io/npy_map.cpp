#include "gridnav/io/npy_map.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

constexpr std::string_view kMagic = "\x93NUMPY";

/// A read-only mapping of a whole regular file, unmapped and closed when it goes.
class MappedFile {
 public:
  explicit MappedFile(const std::filesystem::path& file) : name_(file.string()) {
    fd_ = ::open(name_.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) throw InputError("cannot open .npy map '" + name_ + "': " + std::strerror(errno));
    struct stat info {};
    if (::fstat(fd_, &info) != 0 || !S_ISREG(info.st_mode)) {
      ::close(fd_);
      throw InputError(".npy map '" + name_ + "' is not a regular file");
    }
    size_ = std::size_t(info.st_size);
    if (size_ == 0) return;
    void* at = ::mmap(nullptr, size_, PROT_READ, MAP_PRIVATE, fd_, 0);
    if (at == MAP_FAILED) {
      ::close(fd_);
      throw InputError("cannot map .npy map '" + name_ + "' into memory: " + std::strerror(errno));
    }
    data_ = static_cast<const std::uint8_t*>(at);
    ::madvise(at, size_, MADV_SEQUENTIAL);
  }
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile() {
    if (data_) ::munmap(const_cast<std::uint8_t*>(data_), size_);
    ::close(fd_);
  }
  [[nodiscard]] const std::uint8_t* data() const noexcept { return data_; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }

 private:
  std::string name_;
  int fd_ = -1;
  const std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
};

struct Header {
  std::string descr;
  bool fortran = false;
  std::vector<std::int64_t> shape;
  std::size_t data_offset = 0;
};

/// Reads the Python dictionary literal numpy writes: {'descr': '|u1', 'fortran_order':
/// False, 'shape': (512, 256), } (any spacing, keys in any order).
class HeaderParser {
 public:
  HeaderParser(std::string_view text, const std::string& file) : text_(text), file_(file) {}

  Header parse() {
    Header h;
    bool descr = false, fortran = false, shape = false;
    expect('{');
    while (!peek('}')) {
      const std::string key = quoted();
      expect(':');
      if (key == "descr") {
        h.descr = quoted();
        descr = true;
      } else if (key == "fortran_order") {
        h.fortran = boolean();
        fortran = true;
      } else if (key == "shape") {
        h.shape = tuple();
        shape = true;
      } else {
        fail("has the unknown key '" + key + "'");
      }
      if (!peek('}')) expect(',');
    }
    expect('}');
    if (!descr || !fortran || !shape) fail("lacks one of 'descr', 'fortran_order' and 'shape'");
    return h;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    throw ParseError(file_, 1, "the .npy header " + what + " (header: " + std::string(text_) + ")");
  }
  void skip() {
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  bool peek(char c) {
    skip();
    return at_ < text_.size() && text_[at_] == c;
  }
  void expect(char c) {
    if (!peek(c))
      fail(std::string("is not a dictionary numpy writes: '") + c + "' expected at column " + std::to_string(at_ + 1));
    ++at_;
  }
  std::string quoted() {
    skip();
    if (at_ >= text_.size() || (text_[at_] != '\'' && text_[at_] != '"')) expect('\'');
    const char quote = text_[at_++];
    const std::size_t end = text_.find(quote, at_);
    if (end == std::string_view::npos) fail("has an unterminated string");
    std::string out(text_.substr(at_, end - at_));
    at_ = end + 1;
    return out;
  }
  bool boolean() {
    skip();
    for (const auto& [word, value] : {std::pair{std::string_view("True"), true}, {"False", false}})
      if (text_.substr(at_, word.size()) == word) {
        at_ += word.size();
        return value;
      }
    fail("has a 'fortran_order' that is neither True nor False");
  }
  std::vector<std::int64_t> tuple() {
    std::vector<std::int64_t> out;
    expect('(');
    while (!peek(')')) {
      skip();
      std::int64_t v = 0;
      std::size_t digits = 0;
      while (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_])) && digits < 18) {
        v = v * 10 + (text_[at_++] - '0');
        ++digits;
      }
      if (digits == 0 || (at_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at_]))))
        fail("has a 'shape' that is not a tuple of sizes");
      out.push_back(v);
      if (!peek(')')) expect(',');
    }
    expect(')');
    return out;
  }

  std::string_view text_;
  const std::string& file_;
  std::size_t at_ = 0;
};

Header read_header(const std::uint8_t* data, std::size_t size, const std::string& file) {
  const auto fail = [&](const std::string& what) { throw ParseError(file, 1, what); };
  if (size < 10 || std::memcmp(data, kMagic.data(), kMagic.size()) != 0)
    fail("not a .npy file: it does not start with NumPy's magic string \\x93NUMPY");
  const unsigned major = data[6];
  if (major < 1 || major > 3)
    fail("unsupported .npy version " + std::to_string(major) + "." + std::to_string(data[7]) +
         " (1.0, 2.0 and 3.0 are read)");
  std::size_t length = 0, start = 10;
  if (major == 1) {
    length = std::size_t(data[8]) | std::size_t(data[9]) << 8;
  } else {
    if (size < 12) fail("the .npy file ends inside its header");
    length =
        std::size_t(data[8]) | std::size_t(data[9]) << 8 | std::size_t(data[10]) << 16 | std::size_t(data[11]) << 24;
    start = 12;
  }
  if (length > size - start)
    fail("the .npy header claims " + std::to_string(length) + " bytes, but the file ends after " +
         std::to_string(size - start));
  const std::string_view text(reinterpret_cast<const char*>(data + start), length);
  Header h = HeaderParser(text, file).parse();
  h.data_offset = start + length;
  return h;
}

}  // namespace

Grid read_npy_map(const std::filesystem::path& file, const ReadLimits& limits) {
  const std::string name = file.string();
  const MappedFile mapped(file);
  const Header h = read_header(mapped.data(), mapped.size(), name);
  const auto fail = [&](const std::string& what) { throw ParseError(name, 1, what); };
  const bool is_bool = h.descr == "|b1";
  if (!is_bool && h.descr != "|u1" && h.descr != "<u1" && h.descr != ">u1" && h.descr != "u1")
    fail("dtype '" + h.descr +
         "' is not a map's: save a uint8 array (0 = blocked, 1..255 = weight) or a bool array (True = "
         "blocked); convert with array.astype(numpy.uint8)");
  if (h.shape.size() != 2) {
    std::string shape;
    for (const auto s : h.shape) shape += (shape.empty() ? "" : ", ") + std::to_string(s);
    fail("shape (" + shape + ") is not 2-D; a map is an array of shape (height, width)");
  }
  const std::int64_t height = h.shape[0], width = h.shape[1];
  try {
    check_read_size(width, height, limits);
  } catch (const InputError& e) {
    fail(e.what());
  }
  const std::uint64_t cells = std::uint64_t(width) * std::uint64_t(height);
  const std::uint64_t held = mapped.size() - h.data_offset;
  if (held < cells)
    fail("truncated: shape (" + std::to_string(height) + ", " + std::to_string(width) + ") needs " +
         std::to_string(cells) + " bytes of data, the file holds " + std::to_string(held));
  if (held > cells)
    fail("holds " + std::to_string(held - cells) + " bytes beyond the " + std::to_string(cells) + " of its shape (" +
         std::to_string(height) + ", " + std::to_string(width) + ")");
  const std::uint8_t* data = mapped.data() + h.data_offset;
  const auto w = std::int32_t(width), hgt = std::int32_t(height);
  return Grid::from_rows(w, hgt, [&](std::int32_t y, std::span<Weight> row) {
    if (h.fortran) {
      for (std::int32_t x = 0; x < w; ++x)
        row[std::size_t(x)] = data[std::size_t(x) * std::size_t(hgt) + std::size_t(y)];
    } else {
      const std::uint8_t* from = data + std::size_t(y) * std::size_t(w);
      std::copy(from, from + w, row.begin());
    }
    if (is_bool)
      for (Weight& cell : row) cell = cell ? kBlocked : kGround;
  });
}

std::string npy_header(std::string_view descr, std::int64_t height, std::int64_t width) {
  std::string dict = "{'descr': '" + std::string(descr) + "', 'fortran_order': False, 'shape': (" +
                     std::to_string(height) + ", " + std::to_string(width) + "), }";
  const std::size_t prefix = kMagic.size() + 4;  // magic, version, header length
  dict.append(63 - (prefix + dict.size()) % 64, ' ');
  dict += '\n';
  std::string out(kMagic);
  out += {char(1), char(0), char(dict.size() & 0xFF), char(dict.size() >> 8)};
  return out + dict;
}

void write_npy_map(const Grid& grid, const std::filesystem::path& file) {
  const std::string header = npy_header("|u1", grid.height(), grid.width());
  std::ofstream out(file, std::ios::binary);
  if (!out) throw InputError("cannot open '" + file.string() + "' for writing");
  out.write(header.data(), std::streamsize(header.size()));
  const auto weights = grid.padded_weights();
  for (std::int32_t y = 0; y < grid.height(); ++y)
    out.write(reinterpret_cast<const char*>(weights.data() + raw(grid.pad({0, y}))), grid.width());
  if (!out.flush()) throw InputError("writing '" + file.string() + "' failed");
}

}  // namespace gridnav
