// Engine instantiations for the `unsorted` open list (see search_suite.hpp).
#include "gridnav/open_list/unsorted_array.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_unsorted(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                       PlannerInfo info) {
  return make_with_list<UnsortedArray>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
