// The dynamic planners behind the Navigator interface, and the registry by name.
//
//   astar-replan   gridnav's AStarSearch (octile heuristic, i.e. Chebyshev with unit costs and
//                  Manhattan on 4-connected grids; larger-g ties), a fresh forward search
//                  after every change that can matter: any decrease anywhere (a shortcut may
//                  open), or an increase on a cell of the current path or a corner of one of
//                  its diagonal moves. Moves along the path need no search.
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

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/dynamic/navigator.hpp"

namespace gridnav {

/// Names accepted by make_navigator, in a fixed order.
[[nodiscard]] const std::vector<std::string>& navigator_names();
/// The planners that pass the verification suites (tests/dynamic): all of them.
[[nodiscard]] const std::vector<std::string>& verified_navigator_names();
/// What a planner records beyond its searches and expansions.
struct NavigatorOptions {
  /// Count the queue's work as the Moori seed logs it (NavigatorStats' heap_* fields: the
  /// simulation's logs, `gridnav lab moori`). Off, the counting is compiled out of the
  /// planner's loops and those fields stay 0.
  bool heap_counts = false;
  /// Time the planner's calls (NavigatorStats::time_ns; Navigator::set_timing). Off, no
  /// clock is read (about 25 ns a timed call here; D* Lite's replan in the 40x40 LPA*
  /// setting took about 1 % less without them) and time_ns stays 0.
  bool timing = false;
};

/// A new planner by name; throws InputError for an unknown name (the message lists the known ones).
[[nodiscard]] std::unique_ptr<Navigator> make_navigator(std::string_view name, NavigatorOptions options = {});

std::unique_ptr<Navigator> make_astar_replan(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_dstar(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_focused_dstar(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_dstar_lite(NavigatorOptions options = {});
std::unique_ptr<Navigator> make_lpa_star(NavigatorOptions options = {});

}  // namespace gridnav
