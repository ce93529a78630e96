// Navigator specifications "NAME:k=v,..." (dynamic/planners.hpp): made by make_navigator,
// then run on a small map through a plan, a wall across the path, a step and a replan.
// The first byte picks the uniform or the weighted map; the rest is the text.
#include "fuzz_maps.hpp"
#include "fuzz_support.hpp"
#include "gridnav/dynamic/planners.hpp"

GRIDNAV_FUZZ_TARGET(navigator_spec) {
  if (size == 0) return 0;
  static const gridnav::Grid maps[2] = {gridnav::fuzz::small_map(false), gridnav::fuzz::small_map(true)};
  const std::string_view spec = gridnav::fuzz::text(data + 1, size - 1);
  gridnav::fuzz::clean([&] {
    const auto navigator = gridnav::make_navigator(spec);
    navigator->set_step_cap(1u << 16);
    navigator->reset(maps[data[0] & 1], gridnav::MoveRules{}, gridnav::fuzz::kStart, gridnav::fuzz::kGoal);
    (void)navigator->plan();
    navigator->apply_change({{7, 10}, gridnav::kBlocked});
    if (const auto step = navigator->next_step()) navigator->move_agent(*step);
    (void)navigator->plan();
  });
  return 0;
}
