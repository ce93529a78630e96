// jps-plus and jps-plus-gb under the move rules beyond the Moving AI one, in a file of their
// own (jps_make.hpp says why).
#include "jps_make.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_jps_plus_other_rules(const Grid& grid, const MoveRules& rules, const Config& spec,
                                                   bool bounded) {
  switch (*jump_rule_for(rules)) {
    case JumpRule::corner_cutting:
      return make_jps_plus_for<JumpRule::corner_cutting>(grid, rules, spec, bounded);
    case JumpRule::always:
      return make_jps_plus_for<JumpRule::always>(grid, rules, spec, bounded);
    default:
      return make_jps_plus_for<JumpRule::four>(grid, rules, spec, bounded);
  }
}

}  // namespace gridnav::detail
