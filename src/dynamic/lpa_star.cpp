// Lifelong Planning A* (Koenig, Likhachev and Furcy 2004), optimized version.
//
// Searches forward from a fixed start to a fixed goal: g(s) and rhs(s) estimate the cost
// from the start to s, rhs(s) = min over predecessors p of g(p) + c(p, s) (0 at the start).
// The queue holds exactly the inconsistent cells with keys [min(g,rhs) + h(s, goal);
// min(g,rhs)], always exact (no key modifier: the heuristic's target never moves), so
// h(s, goal) is computed once per cell when the goal is set. The state, the queue and the
// change handling are the core's that LPA* shares with D* Lite
// (gridnav/dynamic/detail/rhs/core.hpp).
//
// LPA* keeps one start. In navigation the agent moves: while the map does not change,
// the remaining path is the suffix of the last one (a suffix of a shortest path is a
// shortest path) and no search is needed; once the agent has left the start and the map
// changes, LPA* starts over from the agent (a full search, counted as such; the restart
// resets only the cells the previous searches touched).
//
// The path is read off the g-values (from the goal, the predecessor minimising
// g(p) + c(p, s): the parent through which rhs(s) came) when it is asked for, not by
// plan(), and read again only when a search or a change touched one of its cells.
#include <algorithm>
#include <limits>
#include <string>

#include "gridnav/dynamic/detail/rhs/core.hpp"
#include "gridnav/dynamic/key_heap.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "make_planner.hpp"

namespace gridnav {
namespace {

constexpr Cost kInf = std::numeric_limits<Cost>::infinity();
using detail::KeyParts;
using detail::PackedKey;

template <bool Counted>
class LpaStar final : public Navigator {
 private:
  // Defined first: its deduced return type is used by the members below.
  /// key_of(cell, g, rhs) for the core: [min(g, rhs) + h; ties] (KeyParts). Forced inline:
  /// the core's expansion loop calls it for every cell it queues.
  [[nodiscard]] auto key_of() const {
    return [this](std::uint32_t i, Cost g, Cost rhs) __attribute__((always_inline)) {
      const Cost m = std::min(g, rhs), first = m + h_[i];
      return exact_ ? KeyParts{first, g < rhs, m} : KeyParts{snap_key(first), g < rhs, snap_key(m)};
    };
  }

 public:
  [[nodiscard]] std::string_view name() const noexcept override { return "lpa"; }
  [[nodiscard]] Cost cost_estimate() const override {
    if (agent_ == origin_) return core_.g(goal_id_);
    if (full_path_.empty()) return kInf;
    Cost total = 0;
    for (std::size_t i = offset_; i + 1 < full_path_.size(); ++i)
      total += *moves_->move_cost(full_path_[i], full_path_[i + 1]);
    return total;
  }

  [[nodiscard]] std::string check_invariants() const override {
    if (!core_.heap_valid()) return "lpa: heap order or index broken";
    if (!core_.masks_valid()) return "lpa: a legal-move mask differs from the map";
    if (restart_ || pending_) return {};  // the state is rebuilt or brought up to date by the next plan()
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const PaddedId v = id({x, y});
        const std::string at = "lpa: cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
        const Cost expected = v == start_id_ ? 0 : core_.best_rhs(v);
        if (!(core_.rhs(v) == expected)) return at + ": rhs != min over predecessors";
        if (!core_.parent_valid(v)) return at + ": its parent does not give its rhs";
        const bool inconsistent = !core_.consistent(v);
        if (core_.queued(v) != inconsistent)
          return at + (inconsistent ? ": inconsistent but not queued" : ": consistent but queued");
        if (core_.queued(v) && !(core_.queued_key(v) == key(v))) return at + ": queued key differs from its true key";
      }
    return {};
  }

 protected:
  void on_reset() override {
    goal_id_ = id(goal_);
    h_.assign(grid_.padded_size(), 0);
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) h_[raw(id({x, y}))] = heuristic({x, y}, goal_);
    core_.reset(grid_, *moves_);
    exact_ = moves_->profile().whole_numbers();
    // h is largest between opposite corners (it grows with dx and dy).
    core_.fit_keys(exact_, heuristic({0, 0}, {grid_.width() - 1, grid_.height() - 1}));
    last_status_ = Status::running;
    restart(agent_);
  }

  Status on_plan() override {
    if (restart_) {
      restart(agent_);
    } else if (agent_ != origin_) {
      if (!pending_ && last_status_ == Status::found) {
        if (!path_built_) trace();
        const auto it = std::find(full_path_.begin(), full_path_.end(), agent_);
        if (it != full_path_.end()) {
          offset_ = std::size_t(it - full_path_.begin());
          return Status::found;
        }
      }
      restart(agent_);
    }
    restart_ = pending_ = false;
    const auto run = core_.search(goal_id_, step_cap(), exact_, key_of(), sink());
    expansions_ += run.expanded;
    if (run.capped) return last_status_ = Status::budget_exhausted;
    if (run.steps) ++searches_;
    const Status before = last_status_;
    last_status_ = core_.g(goal_id_) < kInf ? Status::found : Status::no_path;
    // The path read last time stands while no cell of it was touched (detail/rhs/cells.hpp).
    if (core_.path_touched() || before != Status::found || last_status_ != Status::found) path_built_ = false;
    offset_ = 0;
    return last_status_;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    if (agent_ != origin_ || restart_) {
      core_.track(changes);
      restart_ = true;  // the next plan() starts over from the agent
      return;
    }
    core_.apply(changes, key_of());
    pending_ = true;
  }

  void on_move(Point, Point) override {}

  void build_path(std::vector<Point>& out) override {
    if (!path_built_) trace();
    if (full_path_.empty()) return;
    out.assign(full_path_.begin() + std::ptrdiff_t(offset_), full_path_.end());
  }

  [[nodiscard]] HeapCounters heap_counters() const override { return core_.counters(); }
  void clear_heap_counters() override { core_.clear_counters(); }

 private:
  void restart(Point from) {
    origin_ = from;
    start_id_ = id(from);
    core_.restart(start_id_, key_of());
    full_path_.clear();
    offset_ = 0;
    path_built_ = false;
    restart_ = pending_ = false;
  }
  /// Start ... goal by following, from the goal, the predecessor p minimising g(p) + c(p, s):
  /// the parent the core keeps with each rhs (rhs(s) is that minimum).
  void trace() {
    full_path_.clear();
    path_built_ = true;
    path_points_.clear();
    if (last_status_ == Status::found)
      core_.trace_and_hold(goal_id_, start_id_, path_points_);
    else
      core_.hold_path({});
    full_path_.assign(path_points_.rbegin(), path_points_.rend());
  }
  [[nodiscard]] KeyParts key_parts(PaddedId v) const noexcept { return key_of()(raw(v), core_.g(v), core_.rhs(v)); }
  [[nodiscard]] PackedKey key(PaddedId v) const noexcept { return key_parts(v).packed(); }

  detail::RhsCore<detail::RhsFrom::predecessors, Counted> core_;
  std::vector<Cost> h_;  // h(s, goal) per padded cell
  PaddedId start_id_{}, goal_id_{};
  Point origin_{};
  bool exact_ = false;       // whole-number costs: keys need no snapping
  bool restart_ = false;     // changes arrived after the agent left the start
  bool pending_ = false;     // changes applied since the last search
  bool path_built_ = false;  // full_path_ is up to date with the last search
  Status last_status_ = Status::running;
  std::vector<Point> full_path_;
  std::vector<Point> path_points_;  // full_path_, goal first
  std::size_t offset_ = 0;
};

}  // namespace

std::unique_ptr<Navigator> make_lpa_star(NavigatorOptions options) { return detail::make_planner<LpaStar>(options); }

}  // namespace gridnav
