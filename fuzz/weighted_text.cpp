// Weighted text .wmap (io/weighted_text.hpp), written back and read again when accepted.
#include "gridnav/io/weighted_text.hpp"
#include "fuzz_support.hpp"

GRIDNAV_FUZZ_TARGET(weighted_text) {
  return gridnav::fuzz::read_text(
      data, size,
      [](std::istream& in) { return gridnav::parse_weighted_text(in, "fuzz.wmap", gridnav::fuzz::limits()); },
      [](const gridnav::Grid& grid, std::ostream& out) { gridnav::write_weighted_text(grid, out); });
}
