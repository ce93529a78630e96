// Internal to the registry: how src/api/algorithms/jps*.cpp make their planners. The jump
// point searches are instantiated in four files (jps.cpp: the Moving AI rule online;
// jps_rules.cpp: the other rules online; jps_plus.cpp: the JPS+ planners for the Moving AI
// rule; jps_plus_rules.cpp: for the others), because with all of them in one file GCC's
// unit-wide inlining budget left the Moving AI search's scans out of line.
#pragma once

#include <chrono>
#include <memory>
#include <utility>

#include "../goal_bounds_support.hpp"
#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"

namespace gridnav::detail {

/// The planner with the pruning the spec asks for (`pruning=strong`).
template <class Search, class... Args>
std::unique_ptr<SearchPlanner<Search>> make_jps(const Config& spec, const MoveRules& rules, Args&&... args) {
  PlannerInfo info{spec, rules, true, {}};
  auto planner = std::make_unique<SearchPlanner<Search>>(std::move(info), std::forward<Args>(args)...);
  planner->search().set_strong_pruning(spec.text("pruning") == "strong");
  return planner;
}

/// jps-plus (bounded: jps-plus-gb) for the rule R, with its table (and bounds) built or
/// loaded, and their time and memory noted.
template <JumpRule R>
std::unique_ptr<Planner> make_jps_plus_for(const Grid& grid, const MoveRules& rules, const Config& spec, bool bounded) {
  const auto t0 = std::chrono::steady_clock::now();
  std::unique_ptr<Planner> made;
  std::size_t bytes = 0;
  if (bounded) {
    auto bounds = goal_bounds_for(spec, grid, rules, unsigned(spec.integer("bounds-threads")));
    auto planner = make_jps<JpsPlusBoundedSearchFor<R>>(
        spec, rules, grid, rules, jps::BasicBoundedTableJumps<R>(std::move(bounds), rules, spec.text("table-file")));
    bytes = planner->search().memory_bytes();
    made = std::move(planner);
  } else {
    auto planner =
        make_jps<JpsPlusSearchFor<R>>(spec, rules, grid, rules, jps::BasicTableJumps<R>(spec.text("table-file")));
    bytes = planner->search().memory_bytes();
    made = std::move(planner);
  }
  made->note_precompute(
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count(), bytes);
  return made;
}

/// jps under corner cutting, diagonals always, or 4-connected moves (jps_rules.cpp).
std::unique_ptr<Planner> make_jps_other_rules(const Grid& grid, const MoveRules& rules, const Config& spec);
/// jps-plus and jps-plus-gb, their rules and grid checked (jps_plus.cpp); under the rules
/// beyond the Moving AI one (jps_plus_rules.cpp).
std::unique_ptr<Planner> make_jps_plus(const Grid& grid, const MoveRules& rules, const Config& spec);
std::unique_ptr<Planner> make_jps_plus_gb(const Grid& grid, const MoveRules& rules, const Config& spec);
std::unique_ptr<Planner> make_jps_plus_other_rules(const Grid& grid, const MoveRules& rules, const Config& spec,
                                                   bool bounded);

}  // namespace gridnav::detail
