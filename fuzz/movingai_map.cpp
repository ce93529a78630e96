// Moving AI .map text (io/movingai_map.hpp), written back and read again when accepted.
#include "gridnav/io/movingai_map.hpp"
#include "fuzz_support.hpp"

GRIDNAV_FUZZ_TARGET(movingai_map) {
  return gridnav::fuzz::read_text(
      data, size, [](std::istream& in) { return gridnav::parse_movingai_map(in, "fuzz.map", gridnav::fuzz::limits()); },
      [](const gridnav::Grid& grid, std::ostream& out) { gridnav::write_movingai_map(grid, out); });
}
