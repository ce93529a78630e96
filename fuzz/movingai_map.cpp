// Moving AI .map text (io/movingai_map.hpp), written back and read again when accepted.
#include "fuzz_support.hpp"
#include "gridnav/io/movingai_map.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gridnav::fuzz::read_text(
      data, size, [](std::istream& in) { return gridnav::parse_movingai_map(in, "fuzz.map", gridnav::fuzz::limits()); },
      [](const gridnav::Grid& grid, std::ostream& out) { gridnav::write_movingai_map(grid, out); });
}
