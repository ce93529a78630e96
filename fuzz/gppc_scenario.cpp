// A GPPC dynamic-track scenario (io/gppc_dynamic.hpp) over a library of eight one-cell
// patches (even ids blocked, odd ids open), written back and read again when accepted.
#include "fuzz_support.hpp"
#include "gridnav/io/gppc_dynamic.hpp"

namespace {

std::vector<gridnav::GppcPatch> one_cell_patches(const std::filesystem::path&, std::int32_t, std::int32_t) {
  std::vector<gridnav::GppcPatch> patches;
  for (std::uint8_t id = 0; id < 8; ++id) patches.push_back({1, 1, {std::uint8_t(id % 2)}, 1 + 5 * std::size_t(id)});
  return patches;
}

}  // namespace

GRIDNAV_FUZZ_TARGET(gppc_scenario) {
  return gridnav::fuzz::read_text(
      data, size,
      [](std::istream& in) {
        return gridnav::parse_gppc_scenario(in, "fuzz.scen", one_cell_patches, gridnav::fuzz::limits());
      },
      [](const gridnav::GppcScenario& s, std::ostream& out) { gridnav::write_gppc_scenario(s, "fuzz.patch", out); });
}
