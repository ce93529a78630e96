// Internal to the registry: builds a planner from the parts of the best-first engine
// chosen at run time: the frontier (an open list of AllOpenLists, or BFS's FIFO and DFS's
// LIFO), the duplicate rule, the node memory, the observer (counting or not) and the
// heuristic.
//
// The engine is instantiated for every open list, duplicate rule, node memory and observer;
// the heuristic is chosen at run time (DistanceHeuristic, with the landmark heuristics as
// its extension), so it multiplies nothing. The instantiations are spread over a fixed set
// of files that do not depend on which lists exist (suite_units.cmake writes them): one per
// duplicate rule and node memory, and one for the key-blind frontiers. So a new open list
// needs no file here, and the library still builds in parallel.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>

#include "gridnav/api/planner.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/open_list/all.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/node_store.hpp"

namespace gridnav::detail {

enum class Frontier : std::uint8_t { keyed, fifo, lifo };
enum class MemoryKind : std::uint8_t { stamp, pool, alloc };
enum class LandmarkKind : std::uint8_t { none, alt, altbest };

struct SuiteConfig {
  Frontier frontier = Frontier::keyed;
  std::size_t open = 0;  ///< index in AllOpenLists (Frontier::keyed)
  Duplicates duplicates = kDefaultDuplicates;
  MemoryKind memory = MemoryKind::stamp;
  HeuristicKind heuristic = HeuristicKind::octile;
  LandmarkKind landmarks = LandmarkKind::none;  ///< alt/altbest over octile instead of `heuristic`
  SearchOptions options;
  bool stats = false;  ///< CountingObserver instead of NullObserver
};

/// Any configuration (dispatches to the units below).
std::unique_ptr<Planner> make_suite(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info);

/// One unit each: every open list, for one duplicate rule and node memory.
template <Duplicates D, class Memory>
std::unique_ptr<Planner> make_distance_unit(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                            PlannerInfo info);
/// BFS and DFS frontiers, every memory.
std::unique_ptr<Planner> make_key_blind_unit(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                             PlannerInfo info);

}  // namespace gridnav::detail
