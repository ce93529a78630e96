// jps under the move rules beyond the Moving AI one, in a file of its own (jps_make.hpp says
// why).
#include "jps_make.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_jps_other_rules(const Grid& grid, const MoveRules& rules, const Config& spec) {
  switch (*jump_rule_for(rules)) {
    case JumpRule::corner_cutting:
      return make_jps<JpsCuttingSearch>(spec, rules, grid, rules);
    case JumpRule::always:
      return make_jps<JpsAlwaysSearch>(spec, rules, grid, rules);
    default:
      return make_jps<JpsFourSearch>(spec, rules, grid, rules);
  }
}

}  // namespace gridnav::detail
