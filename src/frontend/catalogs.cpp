#include "frontend/catalogs.hpp"

#include <nlohmann/json.hpp>

#include "gridnav/dynamic/planners.hpp"

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
  if (experiments) add("experiment", *experiments);
  return out.dump(2);
}

}  // namespace gridnav::frontend
