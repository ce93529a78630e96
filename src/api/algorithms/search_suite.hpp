// Internal to the registry: builds a planner from the parts of the best-first
// engine chosen at run time (open list, duplicate rule, node memory, observer,
// heuristic). Each open list's instantiations live in their own .cpp file
// (suite_<list>.cpp) so the library builds in parallel and no file is huge; the
// heuristic is chosen at run time (DistanceHeuristic: one linear form for octile,
// Manhattan, Chebyshev and zero, a predictable branch for Euclidean) instead of five
// times the instantiations.
#pragma once

#include <memory>
#include <string>

#include "gridnav/api/planner.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/counters.hpp"

namespace gridnav::detail {

enum class OpenKind : std::uint8_t {
  unsorted,
  binary,
  stdpq,
  buckets,
  multistack,
  quaternary,
  radix,
  calendar,
  fifo,
  lifo
};
enum class MemoryKind : std::uint8_t { stamp, pool, alloc };

struct SuiteConfig {
  OpenKind open = OpenKind::binary;
  Duplicates duplicates = Duplicates::open;
  MemoryKind memory = MemoryKind::stamp;
  HeuristicKind heuristic = HeuristicKind::octile;
  SearchOptions options;
  bool stats = false;
};

/// One per open list (suite_<list>.cpp).
std::unique_ptr<Planner> make_unsorted(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_binary(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_stdpq(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_buckets(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_multistack(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_quaternary(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_radix(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_calendar(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);
std::unique_ptr<Planner> make_key_blind(const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);

template <class List, class Observer, class Memory>
std::unique_ptr<Planner> make_engine(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  using Search = BestFirstSearch<DistanceHeuristic, List, Observer, Memory>;
  DistanceHeuristic h(grid, MoveModel(grid, rules), c.heuristic);
  return std::make_unique<SearchPlanner<Search>>(std::move(info), grid, rules, c.options, Observer{}, std::move(h));
}

template <class List>
std::unique_ptr<Planner> make_with_memory(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                          PlannerInfo info) {
  const auto with_observer = [&]<class Memory>() -> std::unique_ptr<Planner> {
    if (c.stats) return make_engine<List, CountingObserver, Memory>(grid, rules, c, std::move(info));
    return make_engine<List, NullObserver, Memory>(grid, rules, c, std::move(info));
  };
  switch (c.memory) {
    case MemoryKind::pool:
      return with_observer.template operator()<PoolNodeStore>();
    case MemoryKind::alloc:
      return with_observer.template operator()<AllocNodeStore>();
    default:
      return with_observer.template operator()<StampedNodeStore>();
  }
}

template <template <Duplicates> class List>
std::unique_ptr<Planner> make_with_list(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                        PlannerInfo info) {
  if (c.duplicates == Duplicates::open)
    return make_with_memory<List<Duplicates::open>>(grid, rules, c, std::move(info));
  return make_with_memory<List<Duplicates::closed>>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
