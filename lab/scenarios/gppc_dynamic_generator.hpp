// Makes GPPC dynamic-track scenarios (io/gppc_dynamic.hpp) from any map, with reference
// costs computed exactly by Dijkstra on each snapshot. Deterministic for a seed.
//
// Patch 0 is the whole map: pasted before the first query, it turns the kit's all-open
// start into the map. Each later snapshot pastes `patches` random rectangles (sides
// 1..max_patch_side), each one of three kinds in turn at random:
//   close    every cell blocked (a door shuts, a room collapses);
//   restore  the original map's cells there (reopens what earlier patches closed);
//   rubble   the original cells with about a quarter of the open ones blocked.
// Queries: a start among the cells open on the current snapshot (in a component of two
// cells or more), a goal in its component, or for a share `anywhere` of them among all
// open cells, so that some pairs lie apart (reference -1, no path); a share `repeat` of each
// snapshot's queries asks again a query of the snapshot before, which incremental
// planners (D* Lite, LPA*) can answer by repairing their last search.
#pragma once

#include <cstddef>
#include <cstdint>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/gppc_dynamic.hpp"

namespace gridnav {

struct GppcGeneratorOptions {
  std::size_t snapshots = 20;        ///< map changes after the initial map
  std::size_t queries = 20;          ///< queries per snapshot (the initial one included)
  std::size_t patches = 4;           ///< patches per map change
  std::int32_t max_patch_side = 16;  ///< largest patch side (clipped to the map)
  double repeat = 0.25;              ///< share of queries repeating one of the snapshot before
  double anywhere = 0.1;             ///< share of new queries whose goal may lie in another component
  std::uint64_t seed = 1;
};

/// The scenario, patch library included (GppcScenario::patches); its file names are left
/// empty for the caller. Throws InputError when the map has no open cell or an option is
/// out of range (queries 0, max_patch_side < 1, repeat or anywhere outside 0..1).
[[nodiscard]] GppcScenario generate_gppc_dynamic(const Grid& map, const GppcGeneratorOptions& options);

}  // namespace gridnav
