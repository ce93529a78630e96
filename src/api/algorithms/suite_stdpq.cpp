// Engine instantiations for the `stdpq` open list (see search_suite.hpp).
#include "gridnav/open_list/std_priority_queue.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_stdpq(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  return make_with_list<StdPriorityQueue>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
