// A GPPC dynamic-track patch library (io/gppc_dynamic.hpp), for a 64 x 64 map, written back
// and read again when accepted.
#include "fuzz_support.hpp"
#include "gridnav/io/gppc_dynamic.hpp"

GRIDNAV_FUZZ_TARGET(gppc_patches) {
  return gridnav::fuzz::read_text(
      data, size,
      [](std::istream& in) { return gridnav::parse_gppc_patches(in, "fuzz.patch", 64, 64, gridnav::fuzz::limits()); },
      [](const std::vector<gridnav::GppcPatch>& p, std::ostream& out) { gridnav::write_gppc_patches(p, out); });
}
