// What a best-first search (search/best_first.hpp) is told besides its grid and rules:
// the tie rule, the weights of g and h, reopening, Cao's Algorithm 2, the goal test, and goal bounds.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "gridnav/grid/cell.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"
#include "gridnav/open_list/open_list.hpp"

namespace gridnav {

/// Every tie rule, in the order the command line lists them (names: to_string).
inline constexpr TieRule kTieRules[] = {TieRule::larger_g, TieRule::smaller_h, TieRule::lifo, TieRule::fifo,
                                        TieRule::native};
[[nodiscard]] std::string_view to_string(TieRule t) noexcept;
[[nodiscard]] std::optional<TieRule> parse_tie_rule(std::string_view s) noexcept;

struct SearchOptions {
  TieRule tie = TieRule::larger_g;
  Cost g_weight = 1;
  Cost h_weight = 1;
  /// Put closed nodes back when reached more cheaply. Only an inconsistent
  /// heuristic (or h_weight > 1) can make this happen; without it weighted A*
  /// still keeps its bound, and expands each node at most once.
  bool reopen_closed = true;
  /// Check from closed as Cao's Algorithm 2 (thesis, section 4.2): every neighbour that is
  /// not closed is pushed, also when this way to it is no cheaper than one already open;
  /// a neighbour reached again at its g takes the new parent. A copy that is not the
  /// cheapest pops after its node closed and is skipped, so the costs stay optimal; the
  /// pushes (insertNew) and the list's size are those of the thesis. Off, check from
  /// closed pushes only a strictly cheaper way. Check from open ignores it.
  bool push_every_duplicate = false;
  /// Stop when the goal is generated (pushed), not when it is expanded: the goal test of
  /// Eranki's tutorial. Breadth-first search still finds the fewest moves; A* returns the
  /// first path to reach the goal, which need not be the cheapest.
  bool goal_at_generation = false;
  /// Goal bounding (heuristic/goal_bounds.hpp): a move is generated only when the goal
  /// lies in its box. Made for the grid and rules of the search, which refuses queries
  /// once the grid has changed.
  std::shared_ptr<const GoalBounds> goal_bounds;
};

/// Where a cell stands in the current search.
enum class CellState : std::uint8_t { unseen, open, closed };

}  // namespace gridnav
