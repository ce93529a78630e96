// Landmark files (LandmarkTable::load, heuristic/landmarks.hpp) for a small map. The first
// byte picks the map (bit 0: weighted) and whether the harness rewrites the file's last
// 8 bytes with the checksum of what precedes them (bit 1), so that the fuzzer gets past the
// checksum to the header, length and consistency checks; the rest is the file.
#include <cstring>

#include "fuzz_maps.hpp"
#include "fuzz_support.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/util/table_file.hpp"

namespace {

/// The checksum of the bytes after the 8-byte magic, as table files have it.
void put_checksum(std::string& file) {
  if (file.size() < 16) return;
  const std::uint64_t hash = gridnav::table_checksum(file.data() + 8, file.size() - 16);
  std::memcpy(file.data() + file.size() - 8, &hash, 8);  // little-endian, as on every target
}

}  // namespace

GRIDNAV_FUZZ_TARGET(landmark_file) {
  if (size == 0) return 0;
  static const gridnav::Grid maps[2] = {gridnav::fuzz::small_map(false), gridnav::fuzz::small_map(true)};
  std::string file(gridnav::fuzz::text(data + 1, size - 1));
  if (data[0] & 2) put_checksum(file);
  const auto path = gridnav::fuzz::Scratch::get().write("table.lmk", file);
  gridnav::fuzz::clean([&] {
    const gridnav::Grid& grid = maps[data[0] & 1];
    const auto table = gridnav::LandmarkTable::load(path.string(), grid, gridnav::MoveRules{});
    if (table.width() != grid.width() || table.height() != grid.height()) gridnav::fuzz::fail("table of another size");
  });
  return 0;
}
