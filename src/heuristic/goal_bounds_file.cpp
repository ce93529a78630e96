// Saving and loading goal bounds (GoalBounds::save, GoalBounds::load) as table files
// (util/table_file.hpp).
#include <chrono>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"
#include "gridnav/util/table_file.hpp"

namespace gridnav {
namespace {

constexpr TableMagic kMagic{'G', 'N', 'G', 'B', 'N', 'D', '1', '\n'};
/// Bytes of the fixed header: five u32 and one u64.
constexpr std::uint64_t kHeaderBytes = 5 * 4 + 8;

}  // namespace

void GoalBounds::save(const std::string& path) const {
  TableFileWriter w(path, kMagic);
  w.put<std::uint32_t>(std::uint32_t(width_));
  w.put<std::uint32_t>(std::uint32_t(height_));
  w.put<std::uint32_t>(std::uint32_t(rules_.connectivity));
  w.put<std::uint32_t>(std::uint32_t(rules_.diagonal));
  w.put<std::uint32_t>(std::uint32_t(rules_.costs));
  w.put<std::uint64_t>(fingerprint_);
  static_assert(sizeof(BoundsBox) == 4 * sizeof(std::uint16_t));
  w.put_array(reinterpret_cast<const std::uint16_t*>(boxes_.data()), boxes_.size() * 4);
  w.finish();
}

GoalBounds GoalBounds::load(const std::string& path, const Grid& grid, const MoveRules& rules) {
  const auto t0 = std::chrono::steady_clock::now();
  TableFileReader r(path, "goal-bounds file", kMagic);
  GoalBounds b;
  const auto w = r.get<std::uint32_t>(), h = r.get<std::uint32_t>();
  const auto conn = r.get<std::uint32_t>(), diag = r.get<std::uint32_t>(), costs = r.get<std::uint32_t>();
  b.fingerprint_ = r.get<std::uint64_t>();
  if (std::int64_t(w) != grid.width() || std::int64_t(h) != grid.height())
    throw InputError(path + ": goal bounds are for a " + std::to_string(w) + "x" + std::to_string(h) +
                     " map, this map is " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()));
  if (conn != std::uint32_t(rules.connectivity) || diag != std::uint32_t(rules.diagonal) ||
      costs != std::uint32_t(rules.costs))
    throw InputError(path + ": goal bounds were computed for other move rules (connect " + std::to_string(conn) +
                     ", diagonal " + std::to_string(diag) + ", costs " + std::to_string(costs) + ")");
  if (b.fingerprint_ != grid_fingerprint(grid))
    throw InputError(path + ": goal bounds were computed for a different map (fingerprint differs)");
  r.expect_payload(kHeaderBytes + std::uint64_t(grid.padded_size()) * 8 * sizeof(BoundsBox));
  b.width_ = grid.width();
  b.height_ = grid.height();
  b.rules_ = rules;
  b.boxes_.resize(grid.padded_size() * 8);
  r.get_array(reinterpret_cast<std::uint16_t*>(b.boxes_.data()), b.boxes_.size() * 4);
  r.finish();
  // What every table of this map must satisfy: boxes inside the map, and empty for a
  // blocked cell and for an illegal move.
  const MoveModel moves(grid, rules);
  const auto pw = std::uint32_t(grid.padded_width());
  for (std::uint32_t id = 0; id < grid.padded_size(); ++id) {
    const unsigned legal = grid.weight(PaddedId{id}) == kBlocked ? 0u : moves.legal_moves(PaddedId{id});
    for (unsigned d = 0; d < 8; ++d) {
      const BoundsBox& box = b.boxes_[std::size_t(id) * 8 + d];
      if (box.empty()) {
        if (box != BoundsBox{}) r.fail("an empty box of another form at cell " + std::to_string(id));
        continue;
      }
      if (!(legal >> d & 1u))
        r.fail("cell " + std::to_string(id % pw) + "," + std::to_string(id / pw) +
               " (padded) has a box for a move it cannot make");
      if (box.x0 < 1 || box.y0 < 1 || box.x1 > grid.width() || box.y1 > grid.height() || box.y0 > box.y1)
        r.fail("a box outside the map at cell " + std::to_string(id % pw) + "," + std::to_string(id / pw) +
               " (padded)");
    }
  }
  b.build_ns_ = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count();
  return b;
}

}  // namespace gridnav
