// Engine instantiations for the `calendar` open list (see search_suite.hpp).
#include "gridnav/open_list/calendar_queue.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_calendar(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                       PlannerInfo info) {
  return make_with_list<CalendarQueue>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
