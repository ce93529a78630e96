// Engine instantiations for the `radix` open list (see search_suite.hpp).
#include "gridnav/open_list/radix_heap.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_radix(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  return make_with_list<RadixHeap>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
