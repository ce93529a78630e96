// Engine instantiations for the `buckets` open list (see search_suite.hpp).
#include "gridnav/open_list/bucket_queue.hpp"
#include "search_suite.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_buckets(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                      PlannerInfo info) {
  return make_with_list<BucketQueue>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
