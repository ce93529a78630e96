// Weighted text .wmap (io/weighted_text.hpp), written back and read again when accepted.
#include "fuzz_support.hpp"
#include "gridnav/io/weighted_text.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gridnav::fuzz::read_text(
      data, size, [](std::istream& in) { return gridnav::parse_weighted_text(in, "fuzz.wmap", gridnav::fuzz::limits()); },
      [](const gridnav::Grid& grid, std::ostream& out) { gridnav::write_weighted_text(grid, out); });
}
