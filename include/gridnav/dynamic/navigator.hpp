// One interface for every planner on a changing map: repeated A*, D*, Focused D*,
// D* Lite and LPA* (see dynamic/planners.hpp for the registry by name).
//
// A Navigator owns its own copy of the map: that copy is what the planner believes
// (the whole truth in a fully known world; the sensed cells plus free space in unknown
// terrain). Life cycle:
//
//   nav->reset(grid, rules, agent, goal);    // copy the map, forget everything
//   nav->plan();                             // found / no_path / budget_exhausted
//   loop:
//     nav->apply_changes({{cell, weight}...});   // many at once; kBlocked blocks
//     nav->move_agent(next);                     // one step (any cell, really)
//     nav->plan();  nav->next_step(); nav->path();
//
// Costs: a move into cell c costs base x weight(c) (grid/moves.hpp). A blocked cell has
// no moves in or out: its cost is infinite (never a large number). Changing one cell
// changes the moves into and out of it and, on 8-connected grids with corner rules,
// the diagonal moves between its neighbours that it corners; every planner treats the
// cell and its 8 neighbours as touched.
//
// Statistics follow Moori's D* thesis (heap inserts, removes, average heap size, total
// operations, average heap height, worst-case search depth) plus expansions, searches
// and time; see NavigatorStats.
//
// A step cap (set_step_cap) bounds the expansions of one plan(): a planner that would
// loop forever returns Status::budget_exhausted instead, which tests treat as failure.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/queue/heap_counters.hpp"
#include "gridnav/search/events.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

/// A new weight for one cell (kBlocked blocks it, 1..255 makes it traversable).
struct CellChange {
  Point cell;
  Weight weight = kGround;
  friend bool operator==(const CellChange&, const CellChange&) = default;
};

/// A change as the planner sees it: the weight before and after.
struct AppliedChange {
  Point cell;
  Weight before;
  Weight after;
};

struct NavigatorStats {
  std::uint64_t searches = 0;      ///< plan() calls that did work (fresh searches for A*)
  std::uint64_t expansions = 0;    ///< cells taken from the queue and processed
  std::uint64_t heap_inserts = 0;  ///< pushes plus repositionings of queued cells (Moori's INSERT)
  std::uint64_t heap_removes = 0;
  std::uint64_t heap_size_sum = 0;
  std::uint64_t heap_height_sum = 0;  ///< Moori's "worst case search depth"
  std::uint64_t max_heap = 0;
  std::int64_t time_ns = 0;  ///< inside reset(), plan(), apply_changes() and move_agent(), when timed (set_timing)

  [[nodiscard]] std::uint64_t total_operations() const noexcept { return heap_inserts + heap_removes; }
  [[nodiscard]] double average_heap_size() const noexcept {
    return total_operations() ? double(heap_size_sum) / double(total_operations()) : 0.0;
  }
  [[nodiscard]] double average_heap_height() const noexcept {
    return total_operations() ? double(heap_height_sum) / double(total_operations()) : 0.0;
  }
  NavigatorStats& operator+=(const NavigatorStats& o) noexcept;
  void add_heap(const HeapCounters& c) noexcept;
};

class Navigator {
 public:
  Navigator() = default;
  Navigator(const Navigator&) = delete;
  Navigator& operator=(const Navigator&) = delete;
  virtual ~Navigator() = default;

  [[nodiscard]] virtual std::string_view name() const noexcept = 0;

  /// Copies `grid` as the planner's map and starts over with the agent at `agent`.
  /// Throws InputError when agent or goal is out of bounds (blocked is allowed: no path).
  void reset(const Grid& grid, MoveRules rules, Point agent, Point goal);
  /// Keeps the map, forgets the search, aims at a new goal.
  void set_goal(Point goal);

  /// Brings the path up to date with every change and move so far.
  Status plan();

  /// Sets the weights of many cells at once (the map copy and the planner's state).
  /// Cells whose weight does not change are ignored. Throws InputError out of bounds.
  void apply_changes(std::span<const CellChange> changes);
  /// The same for a braced list: apply_changes({{{4, 7}, kBlocked}, {{5, 7}, 3}}).
  void apply_changes(std::initializer_list<CellChange> changes) {
    apply_changes(std::span<const CellChange>(changes.begin(), changes.size()));
  }
  void apply_change(CellChange c) { apply_changes(std::span<const CellChange>(&c, 1)); }

  /// The agent is now at `to` (normally a neighbour on the path). Throws when out of bounds.
  void move_agent(Point to);

  /// The cell after the agent on the current path; nullopt at the goal or without a path.
  [[nodiscard]] std::optional<Point> next_step();
  /// Agent ... goal, inclusive; empty without a path. Valid after plan().
  [[nodiscard]] const std::vector<Point>& path();
  /// Cost of path() on the planner's map; infinite without a path.
  [[nodiscard]] Cost path_cost();
  /// The planner's own estimate of the cost from the agent to the goal.
  [[nodiscard]] virtual Cost cost_estimate() const = 0;

  [[nodiscard]] const Grid& map() const noexcept { return grid_; }
  [[nodiscard]] const MoveModel& moves() const noexcept { return *moves_; }
  [[nodiscard]] MoveRules rules() const noexcept { return rules_; }
  [[nodiscard]] Point agent() const noexcept { return agent_; }
  [[nodiscard]] Point goal() const noexcept { return goal_; }
  [[nodiscard]] Status status() const noexcept { return status_; }

  [[nodiscard]] NavigatorStats stats() const;
  void clear_stats();
  /// Whether reset(), plan(), apply_changes() and move_agent() read the clock for
  /// NavigatorStats::time_ns. Off by default (make_navigator: NavigatorOptions::timing).
  void set_timing(bool on) noexcept { timed_ = on; }
  [[nodiscard]] bool timed() const noexcept { return timed_; }

  /// Sends the events of every later plan() to `sink`, each replan that searches as its
  /// own begin ... end group (search/events.hpp): begin at the search's root (the goal
  /// for D*, Focused D* and D* Lite, the start for LPA* and repeated A*), expand and
  /// generate as the search runs, end at its target (g infinite without a path). A
  /// plan() that does no work reports nothing; the queue updates of apply_changes() are
  /// not reported. Each planner's file says what g and f are. nullptr detaches.
  void set_sink(EventSink* sink) noexcept { sink_ = sink; }

  /// Largest number of expansions one plan() may do; 0 = automatic (64 x cells + 1024).
  void set_step_cap(std::uint64_t cap) noexcept { step_cap_ = cap; }

  /// Empty when the planner's own invariants hold, else what is wrong (for tests and
  /// --check-invariants; O(cells)). Meaningful after plan() returned.
  [[nodiscard]] virtual std::string check_invariants() const { return {}; }

 protected:
  virtual void on_reset() = 0;
  virtual Status on_plan() = 0;
  virtual void on_changes(std::span<const AppliedChange> changes) = 0;
  virtual void on_move(Point from, Point to) = 0;
  /// Fills `out` with agent ... goal (the base class has cleared it).
  virtual void build_path(std::vector<Point>& out) = 0;
  /// Heap counters of the planner (the base class turns them into stats).
  [[nodiscard]] virtual HeapCounters heap_counters() const = 0;
  virtual void clear_heap_counters() = 0;

  /// Reports one event to the attached sink, if any (a pointer test when none is).
  void emit(EventKind kind, PaddedId node, PaddedId parent, Cost g, Cost f) const {
    if (sink_) [[unlikely]]
      sink_->on_event(kind, node, parent, g, f);
  }
  [[nodiscard]] bool emitting() const noexcept { return sink_ != nullptr; }
  /// The attached sink (nullptr when none), for searches that report events themselves.
  [[nodiscard]] EventSink* sink() const noexcept { return sink_; }

  [[nodiscard]] std::uint64_t step_cap() const noexcept {
    return step_cap_ ? step_cap_ : 64 * std::uint64_t(grid_.padded_size()) + 1024;
  }

  // ---- graph helpers on the planner's map (padded ids) ----
  [[nodiscard]] PaddedId id(Point p) const noexcept { return grid_.pad(p); }
  [[nodiscard]] bool passable(PaddedId v) const noexcept { return grid_.weight(v) != kBlocked; }
  /// f(successor, cost of the move id -> successor) for every legal move out of a traversable id.
  template <class F>
  void for_each_succ(PaddedId v, F&& f) const {
    if (!passable(v)) return;
    moves_->for_each_move(v, [&](PaddedId n, Cost c, Direction) { f(n, c); });
  }
  /// f(predecessor, cost of the move predecessor -> id). Moves exist both ways or not
  /// at all (corner rules are symmetric, both ends must be traversable); the cost is that
  /// of entering `v`.
  template <class F>
  void for_each_pred(PaddedId v, F&& f) const {
    if (!passable(v)) return;
    const Cost w = Cost(grid_.weight(v));
    moves_->for_each_move(v, [&](PaddedId n, Cost, Direction d) { f(n, moves_->base_cost(d) * w); });
  }
  /// Consistent, admissible estimate of the cost between two cells whatever the weights
  /// (every weight is >= 1): the octile distance at weight 1 (heuristic/distance.hpp),
  /// which is Manhattan x straight on 4-connected grids and Chebyshev max(dx, dy) with unit
  /// costs (Koenig's gridworlds), the exact cost on an open grid in each case.
  [[nodiscard]] Cost heuristic(Point a, Point b) const noexcept { return linear_distance(a, b, distance_); }
  /// Calls f(PaddedId) for `p` and its 8 neighbours that lie inside the grid.
  template <class F>
  void for_each_touched(Point p, F&& f) const {
    for (std::int32_t dy = -1; dy <= 1; ++dy)
      for (std::int32_t dx = -1; dx <= 1; ++dx) {
        const Point q{p.x + dx, p.y + dy};
        if (grid_.in_bounds(q)) f(grid_.pad(q));
      }
  }

  Grid grid_;
  MoveRules rules_{};
  std::optional<MoveModel> moves_;
  Point agent_{};
  Point goal_{};
  std::uint64_t expansions_ = 0;
  std::uint64_t searches_ = 0;

 private:
  std::vector<Point> path_;
  bool path_valid_ = false;
  Status status_ = Status::running;
  std::uint64_t step_cap_ = 0;
  EventSink* sink_ = nullptr;
  std::int64_t time_ns_ = 0;
  bool timed_ = false;
  CoordinateHeuristic::LinearForm distance_;  // heuristic()'s factors (reset)
  std::vector<AppliedChange> applied_;
};

}  // namespace gridnav
