#include "gridnav/dynamic/planners.hpp"

namespace gridnav {
namespace {

/// A catalog factory for a planner without parameters.
template <std::unique_ptr<Navigator> (*Make)(NavigatorOptions)>
NavigatorFactory plain() {
  return [](const Config&, NavigatorOptions options) { return Make(options); };
}

}  // namespace

const NavigatorCatalog& navigators() {
  static const NavigatorCatalog catalog = [] {
    NavigatorCatalog c;
    c.add({"astar-replan",
           "a fresh A* search after every change that can matter (the baseline), or after every change and move",
           {Param::choice("replan", "needed", {"needed", "always"},
                          "needed: search again when a change can matter or the agent leaves its path; always: "
                          "after every batch of changes and every move (the A* of Moori's testbed)")}},
          [](const Config& config, NavigatorOptions options) {
            return make_astar_replan(
                options, config.text("replan") == "always" ? AStarReplanWhen::always : AStarReplanWhen::needed);
          });
    c.add({"dstar", "D* (Stentz 1994): backward from the goal, RAISE and LOWER waves", {}}, plain<make_dstar>());
    c.add({"focused-dstar", "Focused D* (Stentz 1995): D* focused on the agent with a biased key", {}},
          plain<make_focused_dstar>());
    c.add({"dstar-lite", "D* Lite (Koenig and Likhachev 2002), optimized, with the key modifier km", {}},
          plain<make_dstar_lite>());
    c.add({"lpa", "Lifelong Planning A* (Koenig, Likhachev and Furcy 2004), restarted when the agent moves", {}},
          plain<make_lpa_star>());
    return c;
  }();
  return catalog;
}

std::unique_ptr<Navigator> make_navigator(std::string_view text, NavigatorOptions options) {
  return navigators().make(parse_config(text), options);
}

}  // namespace gridnav
