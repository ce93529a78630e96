// The dynamic planners behind the Navigator interface, and their catalog by name
// (navigators(), api/catalog.hpp).
//
//   astar-replan   gridnav's AStarSearch (octile heuristic, i.e. Chebyshev with unit costs and
//                  Manhattan on 4-connected grids; larger-g ties), a fresh forward search
//                  after every change that can matter (replan=needed, the default): any
//                  decrease anywhere (a shortcut may open), or an increase on a cell of the
//                  current path or a corner of one of its diagonal moves; moves along the
//                  path need no search. replan=always searches after every batch of changes
//                  and every move, as the A* of Moori's testbed does.
//   dstar          D* (Stentz 1994): backward from the goal, PROCESS-STATE on h/k/b with
//                  RAISE and LOWER states, MODIFY-COST as re-opening the end of each
//                  changed move whose processing would repair it, run until k_min >= h(agent).
//   focused-dstar  Focused D* (Stentz 1995): D* whose queue is ordered by the biased
//                  f = k + GVAL(agent) + d_curr, then raised cells before lowered ones with
//                  deep ties, with lazy re-focusing of entries made for an older agent
//                  position; f on a 2^-20 lattice so that equal f compare equal (src/dynamic/dstar/).
//   dstar-lite     D* Lite, optimized version (Koenig and Likhachev 2002/2005) with the key
//                  modifier km: backward from the goal, g/rhs, keys [min(g,rhs)+h+km; min(g,rhs)].
//   lpa            Lifelong Planning A* (Koenig, Likhachev and Furcy 2004), optimized:
//                  forward from a fixed start to a fixed goal. When the agent moves and
//                  then the map changes, it starts over from the agent (LPA* keeps one
//                  start); while the map does not change, moving along the path is free.
//                  D* Lite and LPA* share one core (dynamic/detail/rhs/core.hpp): flat per-cell
//                  records, legal-move masks, a bucket queue or a 4-ary heap, parent directions.
//
// Infinite costs are infinities: a blocked cell has no moves, g/h of a cell without a
// path is +inf, never a large number.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/api/catalog.hpp"
#include "gridnav/dynamic/navigator.hpp"

namespace gridnav {

/// What a planner records beyond its searches and expansions.
struct NavigatorOptions {
  /// Count the queue's work as Moori's thesis logs it (NavigatorStats' heap_* fields: the
  /// simulation's logs, `gridnav lab moori`). Off, the counting is compiled out of the
  /// planner's loops and those fields stay 0.
  bool heap_counts = false;
  /// Time the planner's calls (NavigatorStats::time_ns; Navigator::set_timing). Off, no
  /// clock is read (about 25 ns a timed call here; D* Lite's replan in the 40x40 LPA*
  /// setting took about 1 % less without them) and time_ns stays 0.
  bool timing = false;
};

/// Builds a navigator from a configuration that Catalog::complete checked.
using NavigatorFactory = std::function<std::unique_ptr<Navigator>(const Config&, NavigatorOptions)>;

class NavigatorCatalog : public Catalog<NavigatorFactory> {
 public:
  NavigatorCatalog() : Catalog("navigator") {}
  /// InputError naming the problem for an unknown name, key or value.
  [[nodiscard]] std::unique_ptr<Navigator> make(const Config& config, NavigatorOptions options = {}) const {
    const Config full = complete(config);
    return get(full.name).make(full, options);
  }
};

/// The navigator the front ends run when none is named.
inline constexpr std::string_view kDefaultNavigator = "dstar-lite";

/// Every navigator, in a fixed order; each passes the verification suites (tests/dynamic).
[[nodiscard]] const NavigatorCatalog& navigators();

/// navigators().make(parse_config(text), options): "dstar-lite", for example.
[[nodiscard]] std::unique_ptr<Navigator> make_navigator(std::string_view text, NavigatorOptions options = {});

/// When repeated A* searches again (the `replan` setting of astar-replan).
enum class AStarReplanWhen : std::uint8_t {
  needed,  ///< after a change that can matter, or a move off the path
  always,  ///< after every batch of changes and every move (Moori's A*)
};

std::unique_ptr<Navigator> make_astar_replan(NavigatorOptions options = {},
                                             AStarReplanWhen when = AStarReplanWhen::needed);
std::unique_ptr<Navigator> make_dstar(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_focused_dstar(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_dstar_lite(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_lpa_star(NavigatorOptions options = {});

}  // namespace gridnav
