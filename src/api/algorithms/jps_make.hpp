// Internal to the registry: how src/api/algorithms/jps*.cpp make their planners. The jump
// point searches are instantiated in three files (jps.cpp: the Moving AI rule online;
// jps_rules.cpp: the other rules; jps_plus.cpp: the JPS+ planners), because with all of them
// in one file GCC's unit-wide inlining budget left the Moving AI search's scans out of line.
#pragma once

#include <memory>
#include <utility>

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

/// jps under corner cutting, diagonals always, or 4-connected moves (jps_rules.cpp).
std::unique_ptr<Planner> make_jps_other_rules(const Grid& grid, const MoveRules& rules, const Config& spec);
/// jps-plus and jps-plus-gb, their rules and grid checked (jps_plus.cpp).
std::unique_ptr<Planner> make_jps_plus(const Grid& grid, const MoveRules& rules, const Config& spec);
std::unique_ptr<Planner> make_jps_plus_gb(const Grid& grid, const MoveRules& rules, const Config& spec);

}  // namespace gridnav::detail
