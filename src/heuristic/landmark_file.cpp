// Saving and loading landmark tables (LandmarkTable::save, LandmarkTable::load) as table
// files (util/table_file.hpp): checksummed, and the file's length compared with the one its
// header implies before anything is allocated.
#include <chrono>
#include <cmath>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/util/table_file.hpp"

namespace gridnav {
namespace {

using Clock = std::chrono::steady_clock;

constexpr TableMagic kMagic{'G', 'N', 'L', 'M', 'K', '3', '\n', '\0'};
/// Earlier formats: without a checksum (1), with a byte-wise FNV-1a one (2).
constexpr TableMagic kOlder1{'G', 'N', 'L', 'M', 'K', '1', '\n', '\0'};
constexpr TableMagic kOlder2{'G', 'N', 'L', 'M', 'K', '2', '\n', '\0'};
/// Bytes of the fixed header: eight u32 and two u64.
constexpr std::uint64_t kHeaderBytes = 8 * 4 + 2 * 8;

}  // namespace

void LandmarkTable::save(const std::string& path) const {
  TableFileWriter w(path, kMagic);
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
  w.finish();
}

LandmarkTable LandmarkTable::load(const std::string& path, const Grid& grid, const MoveRules& rules) {
  const auto t0 = Clock::now();
  TableFileReader r(path, "landmark file", kMagic, {kOlder1, kOlder2});
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
  if (selection > 2 || flags > 1 || n > grid.traversable_count()) r.fail("corrupt header");
  if ((flags == 1) == grid.uniform()) r.fail("the table's direction flag does not fit the map");
  const std::uint64_t cells = grid.padded_size();
  r.expect_payload(kHeaderBytes + std::uint64_t(n) * 8 + cells * 4 +
                   std::uint64_t(n) * cells * 4 * (flags == 1 ? 2 : 1));
  t.width_ = grid.width();
  t.height_ = grid.height();
  t.cells_ = grid.padded_size();
  t.rules_ = rules;
  t.options_.count = n;
  t.options_.selection = LandmarkSelection(selection);
  for (std::uint32_t i = 0; i < n; ++i) {
    const Point p{r.get<std::int32_t>(), r.get<std::int32_t>()};
    if (!grid.passable(p)) r.fail("landmark " + std::to_string(i) + " is not a traversable cell");
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
  r.finish();
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
