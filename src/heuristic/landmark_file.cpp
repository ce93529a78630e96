// Saving and loading landmark tables (LandmarkTable::save, LandmarkTable::load).
#include <chrono>
#include <cstring>
#include <fstream>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"

namespace gridnav {
namespace {
using Clock = std::chrono::steady_clock;
}  // namespace

namespace {

constexpr char kMagic[8] = {'G', 'N', 'L', 'M', 'K', '1', '\n', '\0'};

template <class T>
void put(std::ofstream& out, T value) {
  std::array<unsigned char, sizeof(T)> bytes{};
  std::memcpy(bytes.data(), &value, sizeof(T));
  if constexpr (std::endian::native == std::endian::big) std::reverse(bytes.begin(), bytes.end());
  out.write(reinterpret_cast<const char*>(bytes.data()), sizeof(T));
}

template <class T>
T get(std::ifstream& in, const std::string& path) {
  std::array<unsigned char, sizeof(T)> bytes{};
  if (!in.read(reinterpret_cast<char*>(bytes.data()), sizeof(T))) throw ParseError(path, 0, "truncated landmark file");
  if constexpr (std::endian::native == std::endian::big) std::reverse(bytes.begin(), bytes.end());
  T value;
  std::memcpy(&value, bytes.data(), sizeof(T));
  return value;
}

}  // namespace

void LandmarkTable::save(const std::string& path) const {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw InputError(path + ": cannot open for writing");
  out.write(kMagic, sizeof kMagic);
  put<std::uint32_t>(out, std::uint32_t(width_));
  put<std::uint32_t>(out, std::uint32_t(height_));
  put<std::uint32_t>(out, std::uint32_t(rules_.connectivity));
  put<std::uint32_t>(out, std::uint32_t(rules_.diagonal));
  put<std::uint32_t>(out, std::uint32_t(rules_.costs));
  put<std::uint32_t>(out, count());
  put<std::uint32_t>(out, std::uint32_t(options_.selection));
  put<std::uint32_t>(out, symmetric() ? 0u : 1u);
  put<std::uint64_t>(out, options_.seed);
  put<std::uint64_t>(out, fingerprint_);
  for (const Point& p : landmarks_) {
    put<std::int32_t>(out, p.x);
    put<std::int32_t>(out, p.y);
  }
  for (std::uint32_t c : components_) put<std::uint32_t>(out, c);
  for (Distance d : from_) put<Distance>(out, d);
  for (Distance d : to_) put<Distance>(out, d);
  if (!out) throw InputError(path + ": write failed");
}

LandmarkTable LandmarkTable::load(const std::string& path, const Grid& grid, const MoveRules& rules) {
  const auto t0 = Clock::now();
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open landmark file");
  char magic[sizeof kMagic];
  if (!in.read(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof magic) != 0)
    throw ParseError(path, 0, "not a gridnav landmark file (bad magic)");
  LandmarkTable t;
  const auto w = get<std::uint32_t>(in, path), h = get<std::uint32_t>(in, path);
  const auto conn = get<std::uint32_t>(in, path), diag = get<std::uint32_t>(in, path);
  const auto costs = get<std::uint32_t>(in, path), n = get<std::uint32_t>(in, path);
  const auto selection = get<std::uint32_t>(in, path), flags = get<std::uint32_t>(in, path);
  t.options_.seed = get<std::uint64_t>(in, path);
  t.fingerprint_ = get<std::uint64_t>(in, path);
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
  t.width_ = grid.width();
  t.height_ = grid.height();
  t.cells_ = grid.padded_size();
  t.rules_ = rules;
  t.options_.count = n;
  t.options_.selection = LandmarkSelection(selection);
  for (std::uint32_t i = 0; i < n; ++i) {
    const Point p{get<std::int32_t>(in, path), get<std::int32_t>(in, path)};
    if (!grid.passable(p)) throw ParseError(path, 0, "landmark " + std::to_string(i) + " is not a traversable cell");
    t.landmarks_.push_back(p);
  }
  t.components_.resize(t.cells_);
  for (auto& c : t.components_) c = get<std::uint32_t>(in, path);
  t.from_.resize(std::size_t(n) * t.cells_);
  for (auto& d : t.from_) d = get<Distance>(in, path);
  if (flags == 1) {
    t.to_.resize(std::size_t(n) * t.cells_);
    for (auto& d : t.to_) d = get<Distance>(in, path);
  }
  if (in.peek() != std::ifstream::traits_type::eof())
    throw ParseError(path, 0, "trailing bytes after the landmark table");
  const CostProfile p = rules.profile();
  double largest = 0;
  for (Distance d : t.from_)
    if (std::isfinite(d)) largest = std::max(largest, double(d));
  for (Distance d : t.to_)
    if (std::isfinite(d)) largest = std::max(largest, double(d));
  t.exact_ = p.straight == std::floor(p.straight) && p.diagonal == std::floor(p.diagonal) && largest < double(1 << 24);
  t.build_ns_ = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
  return t;
}

}  // namespace gridnav
