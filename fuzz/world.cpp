// Moori's tile-world text (io/world.hpp), written back and read again when accepted.
#include "gridnav/io/world.hpp"
#include "fuzz_support.hpp"

GRIDNAV_FUZZ_TARGET(world) {
  return gridnav::fuzz::read_text(
      data, size, [](std::istream& in) { return gridnav::parse_world(in, "fuzz.world", gridnav::fuzz::limits()); },
      [](const gridnav::World& world, std::ostream& out) { gridnav::write_world(world, out); });
}
