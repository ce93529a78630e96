// Moving AI .scen, with or without a version line (io/scenario.hpp), written back and read
// again when accepted.
#include "fuzz_support.hpp"
#include "gridnav/io/scenario.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gridnav::fuzz::read_text(
      data, size, [](std::istream& in) { return gridnav::parse_scenario(in, "fuzz.scen"); },
      [](const gridnav::Scenario& s, std::ostream& out) { gridnav::write_scenario(s, out); });
}
