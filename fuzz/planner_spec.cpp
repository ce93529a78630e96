// Planner specifications "NAME:k=v,..." (api/param.hpp, api/registry.hpp): parsed, checked
// by the catalog, then the planner made and run once on a small map. The first byte picks
// the uniform or the weighted map; the rest is the text.
#include "fuzz_maps.hpp"
#include "fuzz_support.hpp"
#include "gridnav/api/registry.hpp"

GRIDNAV_FUZZ_TARGET(planner_spec) {
  if (size == 0) return 0;
  static const gridnav::Grid maps[2] = {gridnav::fuzz::small_map(false), gridnav::fuzz::small_map(true)};
  const gridnav::Grid& grid = maps[data[0] & 1];
  const std::string_view spec = gridnav::fuzz::text(data + 1, size - 1);
  gridnav::fuzz::clean([&] {
    const gridnav::Config config = gridnav::parse_config(spec);
    // A text parameter names a file, which a planner may write (landmark-file=F saves a
    // table): not for a fuzzer to create.
    if (const auto* entry = gridnav::planners().find(config.name))
      for (const auto& [key, value] : config.params)
        if (const gridnav::Param* p = entry->param(key); p && p->type == gridnav::ParamType::text) return;
    const auto planner = gridnav::planners().make(grid, gridnav::MoveRules{}, config);
    gridnav::Limits limits;
    limits.max_expansions = 1u << 16;
    (void)planner->solve({gridnav::fuzz::kStart, gridnav::fuzz::kGoal}, limits);
  });
  return 0;
}
