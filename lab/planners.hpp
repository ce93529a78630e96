// The planners of the command line, the lab and the benchmarks: gridnav::planners() plus
// the reference planners that other libraries implement (boost-astar: Boost.Graph's
// astar_search), kept out of gridnav::core so that linking an A* needs no Boost.
#pragma once

#include "gridnav/api/registry.hpp"

namespace gridnav::lab {

/// Every planner of gridnav::planners(), then the reference planners. Built once.
[[nodiscard]] const PlannerCatalog& planners();

/// Adds boost-astar (lab/reference/boost_astar.cpp).
void register_boost_astar(PlannerCatalog& catalog);

}  // namespace gridnav::lab
