// Registers jps (online jump point search with block-based jumps) and jps-plus (JPS+, the
// jumps precomputed per grid), both from algorithm/jps.hpp. The factories refuse, with
// InputError naming the reason, the rules and grids whose pruning they do not support
// (terrain weights, corner cutting, 4-connected moves).
#include <chrono>
#include <memory>

#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"

namespace gridnav::detail {

void register_jps(PlannerCatalog& catalog) {
  catalog.add({"jps",
               "online jump point search (Harabor & Grastien 2011) with block-based jumps over a bit-packed grid "
               "(ICAPS 2014); 8-connected, no corner cutting, uniform costs only",
               {}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                PlannerInfo info{spec, rules, true, {}};
                return std::make_unique<SearchPlanner<JpsSearch>>(std::move(info), grid, rules);
              });
  catalog.add({"jps-plus",
               "JPS+ (Rabin): jump point search reading every jump from a table of 8 distances per cell, built "
               "when the planner is made (16 bytes a cell); the same rules as jps",
               {}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                const auto t0 = std::chrono::steady_clock::now();
                PlannerInfo info{spec, rules, true, {}};
                auto planner = std::make_unique<SearchPlanner<JpsPlusSearch>>(std::move(info), grid, rules);
                planner->note_precompute(
                    std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count(),
                    planner->search().memory_bytes());
                return planner;
              });
}

}  // namespace gridnav::detail
