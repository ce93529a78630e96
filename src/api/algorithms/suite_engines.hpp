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
/// Without counting, the engine has no hook for events (NullObserver): it comes with a
/// twin for the searches a sink watches, the counting engine told to search as it does
/// (CountingObserver(false)), made on first use (RecordablePlanner). No third engine is
/// compiled.
template <class H, class List, class Memory>
std::unique_ptr<Planner> make_engine(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info,
                                     H heuristic) {
  using Counting = BestFirstSearch<H, List, CountingObserver, Memory>;
  if (c.stats)
    return std::make_unique<SearchPlanner<Counting>>(std::move(info), grid, rules, c.options, CountingObserver{},
                                                     std::move(heuristic));
  using Quiet = BestFirstSearch<H, List, NullObserver, Memory>;
  auto quiet = [&grid, rules, options = c.options, info, heuristic]() -> std::unique_ptr<Planner> {
    return std::make_unique<SearchPlanner<Quiet>>(info, grid, rules, options, NullObserver{}, heuristic);
  };
  auto recording = [&grid, rules, options = c.options, info, heuristic]() -> std::unique_ptr<Planner> {
    return std::make_unique<SearchPlanner<Counting>>(info, grid, rules, options, CountingObserver(false), heuristic);
  };
  return std::make_unique<RecordablePlanner>(std::move(info), std::move(quiet), std::move(recording));
}

/// The heuristic of a configuration: a distance heuristic, or a landmark one (ALT, ALTBest
/// over octile) as DistanceHeuristic's extension, whose table the LandmarkScope the factory
/// opened binds.
inline DistanceHeuristic suite_heuristic(const Grid& grid, const MoveRules& rules, const SuiteConfig& c) {
  const MoveModel moves(grid, rules);
  if (c.landmarks == LandmarkKind::none) return DistanceHeuristic(grid, moves, c.heuristic);
  return DistanceHeuristic(grid, moves,
                           std::make_shared<LandmarkExtension>(grid, moves, c.landmarks == LandmarkKind::altbest));
}

template <Duplicates D, class Memory>
std::unique_ptr<Planner> make_distance_unit(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                            PlannerInfo info) {
  return AllOpenLists::visit(c.open, [&]<template <Duplicates> class List>() {
    return make_engine<DistanceHeuristic, List<D>, Memory>(grid, rules, c, std::move(info),
                                                           suite_heuristic(grid, rules, c));
  });
}

}  // namespace gridnav::detail
