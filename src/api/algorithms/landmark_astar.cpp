// A* with the landmark heuristics (alt, altbest) on the open lists that matter for the
// Cazenave experiments: the array of stacks (buckets), std::priority_queue (stdpq) and the
// binary heap, under either duplicate rule, with stamped node memory. Other open lists and
// memory schemes fall back to the binary heap / stamps, and the planner's spec says so.
// The table comes from LandmarkScope (precompute cost in PlannerInfo); a query between two
// components is answered without search (ConnectivityGuard).
#include "../heuristic_dispatch.hpp"
#include "../landmark_support.hpp"
#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/open_list/bucket_queue.hpp"
#include "gridnav/open_list/std_priority_queue.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/counters.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {
namespace {

template <class H, class List>
std::unique_ptr<Planner> make_one(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  H h(grid, MoveModel(grid, rules));  // picks the table of the LandmarkScope
  if (c.stats) {
    using Search = BestFirstSearch<H, List, CountingObserver, StampedNodeStore>;
    return std::make_unique<SearchPlanner<Search>>(std::move(info), grid, rules, c.options, CountingObserver{},
                                                   std::move(h));
  }
  using Search = BestFirstSearch<H, List, NullObserver, StampedNodeStore>;
  return std::make_unique<SearchPlanner<Search>>(std::move(info), grid, rules, c.options, NullObserver{}, std::move(h));
}

template <class H>
std::unique_ptr<Planner> make_for(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  const bool open_rule = c.duplicates == Duplicates::open;
  switch (c.open) {
    case OpenKind::buckets:
      return open_rule ? make_one<H, BucketQueue<Duplicates::open>>(grid, rules, c, std::move(info))
                       : make_one<H, BucketQueue<Duplicates::closed>>(grid, rules, c, std::move(info));
    case OpenKind::stdpq:
      return open_rule ? make_one<H, StdPriorityQueue<Duplicates::open>>(grid, rules, c, std::move(info))
                       : make_one<H, StdPriorityQueue<Duplicates::closed>>(grid, rules, c, std::move(info));
    default:
      return open_rule ? make_one<H, BinaryHeap<Duplicates::open>>(grid, rules, c, std::move(info))
                       : make_one<H, BinaryHeap<Duplicates::closed>>(grid, rules, c, std::move(info));
  }
}

}  // namespace

std::unique_ptr<Planner> make_landmark_suite(const Grid& grid, const MoveRules& rules, const SuiteConfig& config,
                                             PlannerInfo info) {
  SuiteConfig c = config;
  if (c.open != OpenKind::buckets && c.open != OpenKind::stdpq && c.open != OpenKind::binary) {
    c.open = OpenKind::binary;
    info.spec.params["open"] = "binary";
  }
  if (c.memory != MemoryKind::stamp) {
    c.memory = MemoryKind::stamp;
    info.spec.params["memory"] = "stamp";
  }
  const LandmarkScope landmarks(grid, rules, info.spec, info);
  const std::string& name = info.spec.params.at("heuristic");
  std::unique_ptr<Planner> planner = name == "alt"
                                         ? make_for<AltHeuristic<OctileHeuristic>>(grid, rules, c, std::move(info))
                                         : make_for<AltBestHeuristic<OctileHeuristic>>(grid, rules, c, std::move(info));
  return landmarks.wrap(std::move(planner));
}

}  // namespace gridnav::detail
