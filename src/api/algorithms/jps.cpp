// Registers jps: online jump point search with block-based jumps (algorithm/jps.hpp).
// The factory refuses, with InputError naming the reason, the rules and grids whose
// pruning it does not support (terrain weights, corner cutting, 4-connected moves).
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
                auto planner = std::make_unique<SearchPlanner<JpsSearch>>(std::move(info), grid, rules);
                return planner;
              });
}

}  // namespace gridnav::detail
