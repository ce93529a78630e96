// jps-plus and jps-plus-gb, in a file of their own (jps_make.hpp says why): the Moving AI
// rule here, the other rules in jps_plus_rules.cpp.
#include <string>

#include "jps_make.hpp"

namespace gridnav::detail {
namespace {

std::unique_ptr<Planner> make_plus(const Grid& grid, const MoveRules& rules, const Config& spec, bool bounded) {
  if (std::string why = jps_unsupported(grid, rules); !why.empty()) throw InputError(why);
  if (jump_rule_for(rules) != JumpRule::no_corner_cutting) return make_jps_plus_other_rules(grid, rules, spec, bounded);
  return make_jps_plus_for<JumpRule::no_corner_cutting>(grid, rules, spec, bounded);
}

}  // namespace

std::unique_ptr<Planner> make_jps_plus(const Grid& grid, const MoveRules& rules, const Config& spec) {
  return make_plus(grid, rules, spec, false);
}

std::unique_ptr<Planner> make_jps_plus_gb(const Grid& grid, const MoveRules& rules, const Config& spec) {
  return make_plus(grid, rules, spec, true);
}

}  // namespace gridnav::detail
