// The catalogs the front ends (the command line, the server, the benchmarks and the lab)
// offer: gridnav::planners() plus the reference planners that other libraries implement
// (boost-astar: Boost.Graph's astar_search, kept out of gridnav::core so that linking an A*
// needs no Boost), the navigators, and the one JSON document that describes them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"

namespace gridnav::frontend {

/// Every planner of gridnav::planners(), then the reference planners. Built once.
[[nodiscard]] const PlannerCatalog& planners();

/// InputError when `spec` names an any-angle planner (EntryTraits::any_angle): `command`
/// checks each answer against a scenario file's grid lengths, which do not measure paths
/// of straight segments between corners.
inline void refuse_any_angle(const PlannerCatalog& catalog, const Config& spec, std::string_view command) {
  if (catalog.get(spec.name).traits.any_angle)
    throw InputError(std::string(command) + ": " + spec.name +
                     " plans any-angle paths, which the scenario files' grid lengths do not measure; run it "
                     "with `gridnav path`");
}

/// Every catalog as JSON, each parameter with its JSON Schema: {"planners": [...],
/// "navigators": [...], "settings": [move rules, search limits, read limits], "defaults":
/// {"planner", "navigator"}}, and "experiments" when `experiments` is given (the command
/// line's `gridnav algos --json`; the server's GET /api/planners has none).
[[nodiscard]] std::string catalogs_json(const std::vector<const EntryInfo*>* experiments = nullptr);

/// Adds boost-astar (boost_astar.cpp).
void register_boost_astar(PlannerCatalog& catalog);

}  // namespace gridnav::frontend
