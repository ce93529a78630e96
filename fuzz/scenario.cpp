// Moving AI .scen, with or without a version line (io/scenario.hpp), written back and read
// again when accepted.
#include "gridnav/io/scenario.hpp"
#include "fuzz_support.hpp"

GRIDNAV_FUZZ_TARGET(scenario) {
  return gridnav::fuzz::read_text(
      data, size, [](std::istream& in) { return gridnav::parse_scenario(in, "fuzz.scen"); },
      [](const gridnav::Scenario& s, std::ostream& out) { gridnav::write_scenario(s, out); });
}
