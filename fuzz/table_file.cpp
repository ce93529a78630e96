// Goal-bounds files (GoalBounds::load) and JPS+ table files (JumpTable::load) for the
// uniform fuzz map. The first byte picks the kind (bit 0: JPS+ table), whether the harness
// rewrites the file's last 8 bytes with the checksum of what precedes them (bit 1), so that
// the fuzzer gets past the checksum to the header, length and box checks, and the jump rule
// a JPS+ table is loaded for (bits 2-3); the rest is the file. A table that loads must fit
// the map and rule it was loaded for.
#include <cstring>

#include "fuzz_maps.hpp"
#include "fuzz_support.hpp"
#include "gridnav/algorithm/jps_table.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"
#include "gridnav/util/table_file.hpp"

GRIDNAV_FUZZ_TARGET(table_file) {
  if (size == 0) return 0;
  static const gridnav::Grid grid = gridnav::fuzz::small_map(false);
  std::string file(gridnav::fuzz::text(data + 1, size - 1));
  if ((data[0] & 2) && file.size() >= 16) {
    const std::uint64_t sum = gridnav::table_checksum(file.data() + 8, file.size() - 16);
    std::memcpy(file.data() + file.size() - 8, &sum, 8);  // little-endian, as on every target
  }
  const auto path = gridnav::fuzz::Scratch::get().write("table.bin", file);
  gridnav::fuzz::clean([&] {
    if (data[0] & 1) {
      const auto rule = gridnav::JumpRule((data[0] >> 2) & 3);
      const auto table = gridnav::jps::JumpTable::load(path.string(), grid, rule);
      if (table.bytes() < grid.padded_size() * 16) gridnav::fuzz::fail("JPS+ table smaller than the map");
      if (table.rule() != rule) gridnav::fuzz::fail("JPS+ table of another rule");
    } else {
      const auto bounds = gridnav::GoalBounds::load(path.string(), grid, gridnav::MoveRules{});
      if (!bounds.fits(grid, gridnav::MoveRules{})) gridnav::fuzz::fail("goal bounds that do not fit the map");
    }
  });
  return 0;
}
