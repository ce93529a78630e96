#include "lab/planners.hpp"

namespace gridnav::lab {

const PlannerCatalog& planners() {
  static const PlannerCatalog catalog = [] {
    PlannerCatalog c = gridnav::planners();
    register_boost_astar(c);
    return c;
  }();
  return catalog;
}

}  // namespace gridnav::lab
