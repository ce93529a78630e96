// The planners: every static search reachable by name, with its typed parameters, so the
// command line, the lab, the tests, the benchmarks and the bindings share one list.
//
//   const gridnav::PlannerCatalog& all = gridnav::planners();
//   auto planner = all.make(grid, rules, gridnav::parse_config("astar:heuristic=octile"));
//   const auto& result = planner->solve({start, goal});
//
// A new algorithm is one file in src/api/algorithms/ that defines a registration function,
// plus one line in src/api/planners.cpp (see docs/design.md).
#pragma once

#include <functional>
#include <memory>
#include <string_view>

#include "gridnav/api/catalog.hpp"
#include "gridnav/api/planner.hpp"
#include "gridnav/grid/grid.hpp"

namespace gridnav {

/// Builds a planner from a configuration that Catalog::complete checked (every parameter
/// present and valid: read it with Config's typed getters).
using PlannerFactory = std::function<std::unique_ptr<Planner>(const Grid&, const MoveRules&, const Config&)>;

/// smooth=on|off, which every grid planner takes (PlannerCatalog::add declares it).
[[nodiscard]] Param smoothing_param();
/// `planner` with its paths smoothed (anyangle/smooth.hpp); InputError on weighted maps.
[[nodiscard]] std::unique_ptr<Planner> with_smoothing(std::unique_ptr<Planner> planner, const Grid& grid);

/// partial=on|off, which every grid planner takes (PlannerCatalog::add declares it).
[[nodiscard]] Param partial_param();
/// `planner` answering Status::partial with a path to the reachable cell closest to the
/// goal when the goal is blocked or unreachable, or a limit ended the search (partial.hpp).
[[nodiscard]] std::unique_ptr<Planner> with_partial_paths(std::unique_ptr<Planner> planner, const Grid& grid,
                                                          const MoveRules& rules);

/// agent-size=1..1024, which every planner takes (PlannerCatalog::add declares it).
[[nodiscard]] Param agent_size_param();
/// The planner `make` builds on the grid where a size x size agent fits (grid/clearance.hpp),
/// refusing starts and goals where it does not; InputError under corner-cutting rules.
[[nodiscard]] std::unique_ptr<Planner> with_agent_size(
    const Grid& grid, const MoveRules& rules, int size,
    const std::function<std::unique_ptr<Planner>(const Grid&)>& make);

class PlannerCatalog : public Catalog<PlannerFactory> {
 public:
  PlannerCatalog() : Catalog("planner") {}
  /// Adds an entry; every planner also takes `agent-size`, and a grid planner (not
  /// EntryTraits::any_angle) `smooth` and `partial`.
  void add(EntryInfo info, PlannerFactory make) {
    info.params.push_back(agent_size_param());
    if (!info.traits.any_angle) {
      info.params.push_back(smoothing_param());
      info.params.push_back(partial_param());
    }
    Catalog::add(std::move(info), std::move(make));
  }
  /// Makes a planner for `grid` (which must outlive it). InputError naming the problem for
  /// an unknown name, an unknown key or a value not allowed.
  /// agent-size, partial and smooth are honoured by wrapping the planner (planner_decorator.hpp).
  [[nodiscard]] std::unique_ptr<Planner> make(const Grid& grid, const MoveRules& rules, const Config& config) const;
};

/// The planner the front ends run when none is named.
inline constexpr std::string_view kDefaultPlanner = "astar";

/// Every built-in planner. Built once on first use, then read-only.
[[nodiscard]] const PlannerCatalog& planners();

namespace detail {
// One registration function per file in src/api/algorithms/ (called by planners()).
void register_classic(PlannerCatalog& catalog);
void register_ida(PlannerCatalog& catalog);
void register_jps(PlannerCatalog& catalog);
void register_anyangle(PlannerCatalog& catalog);
void register_hierarchy(PlannerCatalog& catalog);
}  // namespace detail

}  // namespace gridnav
