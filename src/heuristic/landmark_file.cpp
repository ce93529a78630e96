// Saving and loading landmark tables (LandmarkTable::save, LandmarkTable::load).
//
// Every byte after the magic goes through a 64-bit FNV-1a checksum, written last and
// compared on load, so a table damaged or edited since it was saved is refused. The file's
// length is compared with the one its header implies before anything is allocated.
#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"

namespace gridnav {
namespace {

using Clock = std::chrono::steady_clock;

constexpr char kMagic[8] = {'G', 'N', 'L', 'M', 'K', '2', '\n', '\0'};
/// Tables written before the checksum existed; refused, never trusted.
constexpr char kMagicWithoutChecksum[8] = {'G', 'N', 'L', 'M', 'K', '1', '\n', '\0'};
/// Bytes of the fixed header after the magic: eight u32 and two u64.
constexpr std::uint64_t kHeaderBytes = 8 * 4 + 2 * 8;

/// 64-bit FNV-1a over a stream of bytes.
class Checksum {
 public:
  void add(const unsigned char* bytes, std::size_t n) noexcept {
    for (std::size_t i = 0; i < n; ++i) {
      hash_ ^= bytes[i];
      hash_ *= 1099511628211u;  // FNV prime
    }
  }
  [[nodiscard]] std::uint64_t value() const noexcept { return hash_; }

 private:
  std::uint64_t hash_ = 14695981039346656037u;  // FNV offset basis
};

/// Little-endian values and arrays out, through the checksum.
class TableWriter {
 public:
  explicit TableWriter(std::ofstream& out) : out_(out) {}

  template <class T>
  void put(T value) {
    put_array(&value, 1);
  }
  /// Writes in blocks, so that saving a table does not copy it whole.
  template <class T>
  void put_array(const T* values, std::size_t n) {
    constexpr std::size_t kBlock = 4096;
    std::array<unsigned char, kBlock * sizeof(T)> bytes{};
    for (std::size_t first = 0; first < n; first += kBlock) {
      const std::size_t count = std::min(kBlock, n - first);
      std::memcpy(bytes.data(), values + first, count * sizeof(T));
      if constexpr (std::endian::native == std::endian::big)
        for (std::size_t i = 0; i < count; ++i)
          std::reverse(bytes.begin() + i * sizeof(T), bytes.begin() + (i + 1) * sizeof(T));
      checksum_.add(bytes.data(), count * sizeof(T));
      out_.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(count * sizeof(T)));
    }
  }
  /// The checksum of everything put so far, written after it (not part of itself).
  void put_checksum() {
    const std::uint64_t sum = checksum_.value();
    put(sum);
  }

 private:
  std::ofstream& out_;
  Checksum checksum_;
};

/// Little-endian values and arrays in, through the checksum.
class TableReader {
 public:
  TableReader(std::ifstream& in, const std::string& path) : in_(in), path_(path) {}

  template <class T>
  T get() {
    T value{};
    get_array(&value, 1);
    return value;
  }
  template <class T>
  void get_array(T* values, std::size_t n) {
    auto* bytes = reinterpret_cast<unsigned char*>(values);
    if (!in_.read(reinterpret_cast<char*>(bytes), std::streamsize(n * sizeof(T))))
      throw ParseError(path_, 0, "truncated landmark file");
    checksum_.add(bytes, n * sizeof(T));
    if constexpr (std::endian::native == std::endian::big)
      for (std::size_t i = 0; i < n; ++i) std::reverse(bytes + i * sizeof(T), bytes + (i + 1) * sizeof(T));
  }
  /// Reads the stored checksum and compares it with the bytes read so far.
  void check_checksum() {
    const std::uint64_t computed = checksum_.value();
    const auto stored = get<std::uint64_t>();
    if (stored != computed)
      throw ParseError(path_, 0,
                       "landmark file checksum mismatch: the file was damaged or edited after it was saved; delete it "
                       "so that the table is computed again");
  }

 private:
  std::ifstream& in_;
  const std::string& path_;
  Checksum checksum_;
};

void read_magic(std::ifstream& in, const std::string& path) {
  char magic[sizeof kMagic];
  if (!in.read(magic, sizeof magic)) throw ParseError(path, 0, "not a gridnav landmark file (too short)");
  if (std::memcmp(magic, kMagicWithoutChecksum, sizeof magic) == 0)
    throw ParseError(path, 0,
                     "landmark file of an older format without a checksum, which cannot be verified; delete it so that "
                     "the table is computed again (landmark-file= saves a new one)");
  if (std::memcmp(magic, kMagic, sizeof magic) != 0)
    throw ParseError(path, 0, "not a gridnav landmark file (bad magic)");
}

/// Refuses a file whose length differs from what its header declares, before allocating.
void check_file_length(const std::string& path, std::uint64_t landmarks, std::uint64_t cells, bool reverse) {
  const std::uint64_t expected = sizeof kMagic + kHeaderBytes + landmarks * 8 + cells * 4 +
                                 landmarks * cells * 4 * (reverse ? 2 : 1) + 8 /* checksum */;
  std::error_code error;
  const std::uintmax_t actual = std::filesystem::file_size(path, error);
  if (!error && actual != expected)
    throw ParseError(
        path, 0,
        "landmark file is " + std::to_string(actual) + " bytes, its header implies " + std::to_string(expected));
}

}  // namespace

void LandmarkTable::save(const std::string& path) const {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError(path + ": cannot open for writing");
  out.write(kMagic, sizeof kMagic);
  TableWriter w(out);
  w.put<std::uint32_t>(std::uint32_t(width_));
  w.put<std::uint32_t>(std::uint32_t(height_));
  w.put<std::uint32_t>(std::uint32_t(rules_.connectivity));
  w.put<std::uint32_t>(std::uint32_t(rules_.diagonal));
  w.put<std::uint32_t>(std::uint32_t(rules_.costs));
  w.put<std::uint32_t>(count());
  w.put<std::uint32_t>(std::uint32_t(options_.selection));
  w.put<std::uint32_t>(symmetric() ? 0u : 1u);
  w.put<std::uint64_t>(options_.seed);
  w.put<std::uint64_t>(fingerprint_);
  for (const Point& p : landmarks_) {
    w.put<std::int32_t>(p.x);
    w.put<std::int32_t>(p.y);
  }
  w.put_array(components_.data(), components_.size());
  w.put_array(from_.data(), from_.size());
  w.put_array(to_.data(), to_.size());
  w.put_checksum();
  out.close();
  if (!out) throw InputError(path + ": write failed");
}

LandmarkTable LandmarkTable::load(const std::string& path, const Grid& grid, const MoveRules& rules) {
  const auto t0 = Clock::now();
  std::error_code error;
  if (std::filesystem::is_directory(path, error)) throw InputError(path + ": the landmark file is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open landmark file");
  read_magic(in, path);
  TableReader r(in, path);
  LandmarkTable t;
  const auto w = r.get<std::uint32_t>(), h = r.get<std::uint32_t>();
  const auto conn = r.get<std::uint32_t>(), diag = r.get<std::uint32_t>();
  const auto costs = r.get<std::uint32_t>(), n = r.get<std::uint32_t>();
  const auto selection = r.get<std::uint32_t>(), flags = r.get<std::uint32_t>();
  t.options_.seed = r.get<std::uint64_t>();
  t.fingerprint_ = r.get<std::uint64_t>();
  if (std::int64_t(w) != grid.width() || std::int64_t(h) != grid.height())
    throw InputError(path + ": landmark table is for a " + std::to_string(w) + "x" + std::to_string(h) +
                     " map, this map is " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()));
  if (conn != std::uint32_t(rules.connectivity) || diag != std::uint32_t(rules.diagonal) ||
      costs != std::uint32_t(rules.costs))
    throw InputError(path + ": landmark table was computed for other move rules (connect " + std::to_string(conn) +
                     ", diagonal " + std::to_string(diag) + ", costs " + std::to_string(costs) + "; asked: connect " +
                     std::to_string(unsigned(rules.connectivity)) + ", diagonal " +
                     std::to_string(unsigned(rules.diagonal)) + ", costs " + std::to_string(unsigned(rules.costs)) +
                     ")");
  if (t.fingerprint_ != gridnav::grid_fingerprint(grid))
    throw InputError(path + ": landmark table was computed for a different map (fingerprint differs)");
  if (selection > 2 || flags > 1 || n > grid.traversable_count()) throw ParseError(path, 0, "corrupt landmark header");
  if ((flags == 1) == grid.uniform()) throw ParseError(path, 0, "landmark table direction flag does not fit the map");
  check_file_length(path, n, grid.padded_size(), flags == 1);
  t.width_ = grid.width();
  t.height_ = grid.height();
  t.cells_ = grid.padded_size();
  t.rules_ = rules;
  t.options_.count = n;
  t.options_.selection = LandmarkSelection(selection);
  for (std::uint32_t i = 0; i < n; ++i) {
    const Point p{r.get<std::int32_t>(), r.get<std::int32_t>()};
    if (!grid.passable(p)) throw ParseError(path, 0, "landmark " + std::to_string(i) + " is not a traversable cell");
    t.landmarks_.push_back(p);
  }
  t.components_.resize(t.cells_);
  r.get_array(t.components_.data(), t.components_.size());
  t.from_.resize(std::size_t(n) * t.cells_);
  r.get_array(t.from_.data(), t.from_.size());
  if (flags == 1) {
    t.to_.resize(std::size_t(n) * t.cells_);
    r.get_array(t.to_.data(), t.to_.size());
  }
  r.check_checksum();
  if (in.peek() != std::ifstream::traits_type::eof())
    throw ParseError(path, 0, "trailing bytes after the landmark table");
  const CostProfile p = rules.profile();
  double largest = 0;
  for (Distance d : t.from_)
    if (std::isfinite(d)) largest = std::max(largest, double(d));
  for (Distance d : t.to_)
    if (std::isfinite(d)) largest = std::max(largest, double(d));
  t.exact_ = p.straight == std::floor(p.straight) && p.diagonal == std::floor(p.diagonal) && largest < double(1 << 24);
  t.check_consistency(grid, path);
  t.build_ns_ = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
  return t;
}

}  // namespace gridnav
