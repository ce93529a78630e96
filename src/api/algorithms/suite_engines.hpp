// Internal to the registry: the bodies of the suite's units (suite.hpp), included only by
// the unit files that instantiate them.
#pragma once

#include <memory>
#include <utility>

#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/search/counters.hpp"
#include "suite.hpp"

namespace gridnav::detail {

/// The engine for one heuristic type H, open list, memory; the observer picked by c.stats.
template <class H, class List, class Memory>
std::unique_ptr<Planner> make_engine(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info,
                                     H heuristic) {
  if (c.stats) {
    using Search = BestFirstSearch<H, List, CountingObserver, Memory>;
    return std::make_unique<SearchPlanner<Search>>(std::move(info), grid, rules, c.options, CountingObserver{},
                                                   std::move(heuristic));
  }
  using Search = BestFirstSearch<H, List, NullObserver, Memory>;
  return std::make_unique<SearchPlanner<Search>>(std::move(info), grid, rules, c.options, NullObserver{},
                                                 std::move(heuristic));
}

template <Duplicates D, class Memory>
std::unique_ptr<Planner> make_distance_unit(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                            PlannerInfo info) {
  return AllOpenLists::visit(c.open, [&]<template <Duplicates> class List>() {
    return make_engine<DistanceHeuristic, List<D>, Memory>(
        grid, rules, c, std::move(info), DistanceHeuristic(grid, MoveModel(grid, rules), c.heuristic));
  });
}

template <Duplicates D, LandmarkKind K>
std::unique_ptr<Planner> make_landmark_unit(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                            PlannerInfo info) {
  // The heuristic takes the table of the LandmarkScope the factory opened.
  using H =
      std::conditional_t<K == LandmarkKind::alt, AltHeuristic<OctileHeuristic>, AltBestHeuristic<OctileHeuristic>>;
  return AllOpenLists::visit(c.open, [&]<template <Duplicates> class List>() {
    return make_engine<H, List<D>, StampedNodeStore>(grid, rules, c, std::move(info), H(grid, MoveModel(grid, rules)));
  });
}

}  // namespace gridnav::detail
