// The human player of the tile-world simulation (dynamic/sim.hpp): where it stands and
// walks, the moves it has been given, its goals and its own view of the doors.
#pragma once

#include <deque>
#include <memory>
#include <optional>
#include <vector>

#include "gridnav/dynamic/sim.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav::detail {

struct SimHuman {
  Point at, next, start;
  double progress = 0;
  std::size_t goal = 0;
  std::vector<bool> opened;  // per door
  /// The world as the human can walk it: walls, pits, and the doors it has not opened.
  Grid map;
  std::optional<MoveModel> moves;  // on `map`, so the diagonal rules are the planners'
  std::deque<HumanMove> queue;
  std::optional<Direction> heading;
  GoalRecord current;
  bool done = false;
  bool seen = false;
  std::uint64_t caught_total = 0, in_view_total = 0;

  SimHuman(const Grid& truth, MoveRules rules, Point start_cell)
      : at(start_cell), next(start_cell), start(start_cell), map(truth) {
    moves.emplace(map, rules);
  }
  SimHuman(const SimHuman&) = delete;
  SimHuman& operator=(const SimHuman&) = delete;

  [[nodiscard]] bool standing() const noexcept { return next == at; }
  /// Whether it has nothing left to do: every goal reached, or (scripted) no move left.
  [[nodiscard]] bool idle() const noexcept { return standing() && queue.empty() && !heading; }
  /// The step it takes next from a tile: a queued move first, then the heading.
  [[nodiscard]] std::optional<HumanMove> take_move() {
    if (!queue.empty()) {
      const HumanMove m = queue.front();
      queue.pop_front();
      return m;
    }
    if (heading) return HumanMove(heading_move(*heading));
    return std::nullopt;
  }
  /// Whether a step from `at` to its neighbour `to` is legal now (walls, pits, closed doors, corners).
  [[nodiscard]] bool can_step(Point to) const noexcept {
    return map.in_bounds(to) && moves->move_cost(at, to).has_value();
  }

  static HumanMove heading_move(Direction d) noexcept {
    constexpr HumanMove kByDirection[8] = {HumanMove::n,  HumanMove::e,  HumanMove::s,  HumanMove::w,
                                           HumanMove::ne, HumanMove::se, HumanMove::sw, HumanMove::nw};
    return kByDirection[d & 7];
  }
};

}  // namespace gridnav::detail
