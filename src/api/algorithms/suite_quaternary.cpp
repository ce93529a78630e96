// Engine instantiations for the `quaternary` open list (see search_suite.hpp).
#include "gridnav/open_list/dary_heap.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_quaternary(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                         PlannerInfo info) {
  return make_with_list<QuaternaryHeap>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
