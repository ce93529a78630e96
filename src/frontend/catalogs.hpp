// The catalogs the front ends (the command line, the server, the benchmarks and the lab)
// offer: gridnav::planners() plus the reference planners that other libraries implement
// (boost-astar: Boost.Graph's astar_search, kept out of gridnav::core so that linking an A*
// needs no Boost), the navigators, and the one JSON document that describes them.
#pragma once

#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"

namespace gridnav::frontend {

/// Every planner of gridnav::planners(), then the reference planners. Built once.
[[nodiscard]] const PlannerCatalog& planners();

/// Every catalog as JSON, each parameter with its JSON Schema: {"planners": [...],
/// "navigators": [...], "settings": [move rules, search limits, read limits], "defaults":
/// {"planner", "navigator"}}, and "experiments" when `experiments` is given (the command
/// line's `gridnav algos --json`; the server's GET /api/planners has none).
[[nodiscard]] std::string catalogs_json(const std::vector<const EntryInfo*>* experiments = nullptr);

/// Adds boost-astar (boost_astar.cpp).
void register_boost_astar(PlannerCatalog& catalog);

}  // namespace gridnav::frontend
