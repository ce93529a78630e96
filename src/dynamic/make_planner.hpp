// Internal to the dynamic planners: the factories' common shape. Each planner is a class
// template over Counted (heap counting compiled in or out); make_planner builds the
// instantiation NavigatorOptions ask for and switches the call timing on if asked.
#pragma once

#include <memory>

#include "gridnav/dynamic/planners.hpp"

namespace gridnav::detail {

template <template <bool> class Planner, class... Args>
[[nodiscard]] std::unique_ptr<Navigator> make_planner(NavigatorOptions options, Args&&... args) {
  std::unique_ptr<Navigator> nav;
  if (options.heap_counts)
    nav = std::make_unique<Planner<true>>(args...);
  else
    nav = std::make_unique<Planner<false>>(args...);
  nav->set_timing(options.timing);
  return nav;
}

}  // namespace gridnav::detail
