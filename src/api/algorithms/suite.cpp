// The suite's dispatch: from a SuiteConfig to the unit that instantiates it (suite.hpp).
#include "suite.hpp"

#include "gridnav/error.hpp"

namespace gridnav::detail {
namespace {

template <Duplicates D>
std::unique_ptr<Planner> make_with_rule(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                        PlannerInfo info) {
  switch (c.memory) {
    case MemoryKind::pool:
      return make_distance_unit<D, PoolNodeStore>(grid, rules, c, std::move(info));
    case MemoryKind::alloc:
      return make_distance_unit<D, AllocNodeStore>(grid, rules, c, std::move(info));
    case MemoryKind::stamp:
      break;
  }
  return make_distance_unit<D, StampedNodeStore>(grid, rules, c, std::move(info));
}

}  // namespace

std::unique_ptr<Planner> make_suite(const Grid& grid, const MoveRules& rules, const SuiteConfig& c, PlannerInfo info) {
  if (c.frontier != Frontier::keyed) return make_key_blind_unit(grid, rules, c, std::move(info));
  if (c.open >= AllOpenLists::kSize) throw InputError("open list #" + std::to_string(c.open) + " does not exist");
  if (c.duplicates == Duplicates::open) return make_with_rule<Duplicates::open>(grid, rules, c, std::move(info));
  return make_with_rule<Duplicates::closed>(grid, rules, c, std::move(info));
}

}  // namespace gridnav::detail
