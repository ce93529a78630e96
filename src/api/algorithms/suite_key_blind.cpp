// Engine instantiations for breadth-first (FIFO) and depth-first (LIFO) search.
#include "gridnav/open_list/fifo_queue.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_key_blind(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                        PlannerInfo info) {
  if (c.open == OpenKind::lifo) return make_with_memory<LifoStack>(grid, rules, c, std::move(info));
  return make_with_memory<FifoQueue>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
