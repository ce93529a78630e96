// Engine instantiations for the `multistack` open list (see search_suite.hpp).
#include "gridnav/open_list/multistack_heap.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_multistack(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                         PlannerInfo info) {
  return make_with_list<MultiStackHeap>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
