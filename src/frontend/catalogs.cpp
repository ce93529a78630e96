#include "frontend/catalogs.hpp"

#include <nlohmann/json.hpp>

#include "gridnav/api/settings.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav::frontend {

const PlannerCatalog& planners() {
  static const PlannerCatalog catalog = [] {
    PlannerCatalog c = gridnav::planners();
    register_boost_astar(c);
    return c;
  }();
  return catalog;
}

std::string catalogs_json(const std::vector<const EntryInfo*>* experiments) {
  nlohmann::json out;
  const auto add = [&](const std::string& kind, const std::vector<const EntryInfo*>& entries) {
    out[kind + "s"] = nlohmann::json::parse(catalog_schema_json(kind, entries))["entries"];
  };
  add("planner", planners().infos());
  add("navigator", navigators().infos());
  add("setting", {&move_rule_settings(), &search_limit_settings(), &read_limit_settings()});
  out["defaults"] = {{"planner", kDefaultPlanner}, {"navigator", kDefaultNavigator}};
  if (experiments) add("experiment", *experiments);
  return out.dump(2);
}

}  // namespace gridnav::frontend
