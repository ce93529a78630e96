// Repeated A*: the baseline. gridnav's fastest A* configuration (the registry's default
// `astar`: calendar queue with decrease-key, stamped node state; octile heuristic, which is
// Chebyshev max(dx, dy) with unit costs and Manhattan on 4-connected grids; ties toward
// larger g) runs afresh from the agent. When, is the `replan` setting:
//   needed (the default): whenever a change can matter:
//     - any decrease (a cell unblocked or made cheaper): a shorter path may have opened;
//     - an increase on a cell the remaining path enters, or on a corner of one of its
//       diagonal moves (the corner rules may forbid the move now).
//     Other increases leave the remaining path optimal (its cost is unchanged and no other
//     path got cheaper). Moving along the path needs no search; leaving it does.
//   always: after every batch of changes, wherever they fall, and after every move of the
//     agent. This is the A* of Moori's testbed, which starts its search over on every
//     update event (pits changed, player on a new tile).
//
// Events (Navigator::set_sink): each fresh search is one group, the engine's own (begin
// at the agent, generate and expand as the search runs, with the engine's g and f), closed
// by an end at the goal (g = f = the path's cost, infinite without a path). A plan() that
// keeps the path searches nothing and reports nothing.
#include <limits>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/open_list/calendar_queue.hpp"
#include "gridnav/search/best_first.hpp"
#include "make_planner.hpp"

namespace gridnav {
namespace {

/// Passes the engine's events to a sink when one is set (a pointer test per event).
struct SinkObserver : NullObserver {
  EventSink* sink = nullptr;
  void on_start(PaddedId start, PaddedId) noexcept {
    if (sink) [[unlikely]]
      sink->on_event(EventKind::begin, start, kNoCell, 0, 0);
  }
  void on_expand(PaddedId node, Cost g, Cost f) noexcept {
    if (sink) [[unlikely]]
      sink->on_event(EventKind::expand, node, kNoCell, g, f);
  }
  void on_generate(PaddedId node, PaddedId parent, Cost g, Cost f, Generation) noexcept {
    if (sink) [[unlikely]]
      sink->on_event(EventKind::generate, node, parent, g, f);
  }
};

/// Counts heap work as Moori's thesis does, through the engine's observer hooks, and passes the
/// events on.
struct HeapCountingObserver : SinkObserver {
  HeapCounters* counters = nullptr;
  std::uint64_t* size = nullptr;
  void on_start(PaddedId start, PaddedId goal) noexcept {
    *size = 0;
    SinkObserver::on_start(start, goal);
  }
  void on_expand(PaddedId node, Cost g, Cost f) noexcept {
    SinkObserver::on_expand(node, g, f);
    op();
    ++counters->removes;
    --*size;
  }
  void on_generate(PaddedId node, PaddedId parent, Cost g, Cost f, Generation how) noexcept {
    SinkObserver::on_generate(node, parent, g, f, how);
    if (how == Generation::improved) {
      ++counters->updates;
    } else {
      ++counters->inserts;
      ++*size;
    }
    op();
  }
  void op() noexcept { counters->operation(*size); }
};

/// Counted: heap work is counted through HeapCountingObserver; otherwise the search runs
/// with SinkObserver, whose hooks only test the sink pointer.
template <bool Counted>
class AStarReplan final : public Navigator {
 public:
  explicit AStarReplan(bool always = false) : always_(always) {}
  [[nodiscard]] std::string_view name() const noexcept override { return "astar-replan"; }
  [[nodiscard]] Cost cost_estimate() const override {
    if (path_.empty()) return std::numeric_limits<Cost>::infinity();
    Cost total = 0;
    for (std::size_t i = at_; i + 1 < path_.size(); ++i) total += *moves_->move_cost(path_[i], path_[i + 1]);
    return total;
  }

 protected:
  void on_reset() override {
    Observer observer;
    if constexpr (Counted) {
      observer.counters = &counters_;
      observer.size = &size_;
    }
    search_.emplace(grid_, rules_, SearchOptions{}, observer);
    stamp_.assign(grid_.padded_size(), kUnmarked);
    path_.clear();
    at_ = 0;
    stale_ = true;
  }

  Status on_plan() override {
    if (!stale_) return last_;
    stale_ = false;
    ++searches_;
    for (const Point& p : path_) mark_around(p, kUnmarked);
    path_.clear();
    at_ = 0;
    if (!grid_.passable(agent_) || !grid_.passable(goal_)) {
      emit(EventKind::begin, id(agent_), kNoCell, 0, 0);  // a search that ends at once
      emit(EventKind::end, id(goal_), kNoCell, kInfiniteCost, kInfiniteCost);
      return last_ = Status::no_path;
    }
    search_->observer().sink = sink();
    const SearchResult& r = search_->solve({agent_, goal_}, Limits{step_cap(), {}});
    expansions_ += r.stats.expanded;
    const Cost cost = r.found() ? r.cost : kInfiniteCost;
    emit(EventKind::end, id(goal_), r.path.size() >= 2 ? id(r.path[r.path.size() - 2]) : kNoCell, cost, cost);
    if (r.status == Status::budget_exhausted) return last_ = Status::budget_exhausted;
    if (!r.found()) return last_ = Status::no_path;
    path_ = r.path;
    for (std::size_t i = 0; i < path_.size(); ++i) mark(grid_.pad(path_[i]), std::uint32_t(i));
    // Corners of diagonal moves count as part of the move that follows them.
    for (std::size_t i = 0; i + 1 < path_.size(); ++i) {
      const Point a = path_[i], b = path_[i + 1];
      if (a.x != b.x && a.y != b.y) {
        mark(grid_.pad({a.x, b.y}), std::uint32_t(i));
        mark(grid_.pad({b.x, a.y}), std::uint32_t(i));
      }
    }
    return last_ = Status::found;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    if (stale_) return;
    if (always_ && !changes.empty()) {
      stale_ = true;
      return;
    }
    for (const AppliedChange& c : changes) {
      const bool decrease = c.before == kBlocked || (c.after != kBlocked && c.after < c.before);
      if (decrease) {
        stale_ = true;
      } else if (last_ == Status::found) {
        const std::uint32_t s = stamp_[raw(grid_.pad(c.cell))];
        if (s != kUnmarked && s >= at_) stale_ = true;
      }
      if (stale_) return;
    }
  }

  void on_move(Point, Point to) override {
    if (!always_ && !stale_ && at_ + 1 < path_.size() && path_[at_ + 1] == to) {
      ++at_;
    } else {
      stale_ = true;
    }
  }

  void build_path(std::vector<Point>& out) override { out.assign(path_.begin() + std::ptrdiff_t(at_), path_.end()); }

  [[nodiscard]] HeapCounters heap_counters() const override { return counters_; }
  void clear_heap_counters() override { counters_ = {}; }

 private:
  static constexpr std::uint32_t kUnmarked = std::numeric_limits<std::uint32_t>::max();
  /// Keeps the largest path index touching a cell (later moves matter longer).
  void mark(PaddedId v, std::uint32_t index) {
    std::uint32_t& s = stamp_[raw(v)];
    if (s == kUnmarked || index > s) s = index;
  }
  void mark_around(Point p, std::uint32_t value) {
    for (std::int32_t dy = -1; dy <= 1; ++dy)
      for (std::int32_t dx = -1; dx <= 1; ++dx) {
        const Point q{p.x + dx, p.y + dy};
        if (grid_.in_bounds(q)) stamp_[raw(grid_.pad(q))] = value;
      }
  }

  using Observer = std::conditional_t<Counted, HeapCountingObserver, SinkObserver>;
  std::optional<BestFirstSearch<OctileHeuristic, CalendarQueue<Duplicates::open>, Observer>> search_;
  HeapCounters counters_;
  std::uint64_t size_ = 0;
  std::vector<std::uint32_t> stamp_;
  std::vector<Point> path_;
  std::size_t at_ = 0;
  bool stale_ = true;
  bool always_ = false;  // replan=always
  Status last_ = Status::running;
};

}  // namespace

std::unique_ptr<Navigator> make_astar_replan(NavigatorOptions options, AStarReplanWhen when) {
  return detail::make_planner<AStarReplan>(options, when == AStarReplanWhen::always);
}

}  // namespace gridnav
