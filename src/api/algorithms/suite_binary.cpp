// Engine instantiations for the `binary` open list (see search_suite.hpp).
#include "gridnav/open_list/binary_heap.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_binary(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  return make_with_list<BinaryHeap>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
