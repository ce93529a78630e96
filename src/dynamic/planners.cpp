#include "gridnav/dynamic/planners.hpp"

#include "gridnav/error.hpp"

namespace gridnav {

const std::vector<std::string>& navigator_names() {
  static const std::vector<std::string> names{"astar-replan", "dstar", "focused-dstar", "dstar-lite", "lpa"};
  return names;
}

const std::vector<std::string>& verified_navigator_names() {
  static const std::vector<std::string> names{"astar-replan", "dstar", "focused-dstar", "dstar-lite", "lpa"};
  return names;
}

std::unique_ptr<Navigator> make_navigator(std::string_view name, NavigatorOptions options) {
  if (name == "astar-replan") return make_astar_replan(options);
  if (name == "dstar") return make_dstar(options);
  if (name == "focused-dstar") return make_focused_dstar(options);
  if (name == "dstar-lite") return make_dstar_lite(options);
  if (name == "lpa") return make_lpa_star(options);
  std::string known;
  for (const auto& n : navigator_names()) known += (known.empty() ? "" : ", ") + n;
  throw InputError("unknown planner '" + std::string(name) + "' (known: " + known + ")");
}

}  // namespace gridnav
