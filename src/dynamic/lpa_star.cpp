// Lifelong Planning A* (Koenig, Likhachev and Furcy 2004), optimized version.
//
// Searches forward from a fixed start to a fixed goal: g(s) and rhs(s) estimate the cost
// from the start to s, rhs(s) = min over predecessors p of g(p) + c(p, s) (0 at the start).
// The queue holds exactly the inconsistent cells with keys [min(g,rhs) + h(s, goal);
// min(g,rhs)], always exact (no key modifier: the heuristic's target never moves).
//
// LPA* keeps one start. In navigation the agent moves: while the map does not change,
// the remaining path is the suffix of the last one (a suffix of a shortest path is a
// shortest path) and no search is needed; once the agent has left the start and the map
// changes, LPA* starts over from the agent (a full search, counted as such).
#include <algorithm>
#include <limits>
#include <string>

#include "gridnav/dynamic/planners.hpp"
#include "rhs_core.hpp"

namespace gridnav {
namespace {

constexpr Cost kInf = std::numeric_limits<Cost>::infinity();

class LpaStar final : public Navigator {
 private:
  // Defined first: their deduced return types are used by the members below.
  // The cells rhs(v) is computed from, the cells whose rhs may use g(v) (rhs_core.hpp).
  [[nodiscard]] auto sources() const {
    return [this](PaddedId v, auto&& f) { for_each_pred(v, f); };
  }
  [[nodiscard]] auto dependents() const {
    return [this](PaddedId v, auto&& f) { for_each_succ(v, f); };
  }
  [[nodiscard]] auto key_of() const {
    return [this](PaddedId v) { return key(v); };
  }

 public:
  [[nodiscard]] std::string_view name() const noexcept override { return "lpa"; }
  [[nodiscard]] Cost cost_estimate() const override {
    if (agent_ == origin_) return g_[raw(goal_id_)];
    Cost total = 0;
    for (std::size_t i = offset_; i + 1 < full_path_.size(); ++i)
      total += *moves_->move_cost(full_path_[i], full_path_[i + 1]);
    return full_path_.empty() ? kInf : total;
  }

  [[nodiscard]] std::string check_invariants() const override {
    if (!open_.valid()) return "lpa: heap order or index broken";
    if (restart_) return {};  // the state belongs to an older start and will be rebuilt
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const PaddedId v = id({x, y});
        const std::uint32_t i = raw(v);
        const std::string at = "lpa: cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
        const Cost expected = v == start_id_ ? 0 : best_rhs(v);
        if (!(rhs_[i] == expected)) return at + ": rhs != min over predecessors";
        const bool inconsistent = !(g_[i] == rhs_[i]);
        if (open_.contains(v) != inconsistent)
          return at + (inconsistent ? ": inconsistent but not queued" : ": consistent but queued");
        if (open_.contains(v) && !(open_.key_of(v) == key(v))) return at + ": queued key differs from its true key";
      }
    return {};
  }

 protected:
  void on_reset() override {
    const std::size_t n = grid_.padded_size();
    open_.reset(n);
    goal_id_ = id(goal_);
    restart(agent_);
  }

  Status on_plan() override {
    if (agent_ != origin_) {
      offset_ = 0;
      if (!restart_ && last_status_ == Status::found) {
        const auto it = std::find(full_path_.begin(), full_path_.end(), agent_);
        if (it != full_path_.end()) {
          offset_ = std::size_t(it - full_path_.begin());
          return Status::found;
        }
      }
      restart(agent_);
    }
    restart_ = false;
    const std::uint32_t gi = raw(goal_id_);
    const std::uint64_t cap = step_cap();
    std::uint64_t steps = 0;
    bool worked = false;
    while (!open_.empty() && (key_not_above(open_.top_key(), key(goal_id_)) || !(rhs_[gi] == g_[gi]))) {
      worked = true;
      if (++steps > cap) return last_status_ = Status::budget_exhausted;
      const PaddedId u = open_.top().id;
      ++expansions_;
      core_.expand(u, start_id_, sources(), dependents(), key_of());
    }
    if (worked) ++searches_;
    last_status_ = g_[gi] < kInf ? Status::found : Status::no_path;
    full_path_.clear();
    offset_ = 0;
    if (last_status_ == Status::found) trace(full_path_);
    return last_status_;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    if (agent_ != origin_ || restart_) {
      restart_ = true;  // the next plan() starts over from the agent
      return;
    }
    for (const AppliedChange& c : changes) for_each_touched(c.cell, [&](PaddedId v) { update_vertex(v); });
  }

  void on_move(Point, Point) override {}

  void build_path(std::vector<Point>& out) override {
    if (full_path_.empty()) return;
    out.assign(full_path_.begin() + std::ptrdiff_t(offset_), full_path_.end());
  }

  [[nodiscard]] HeapCounters heap_counters() const override { return open_.counters(); }
  void clear_heap_counters() override { open_.clear_counters(); }

 private:
  void restart(Point from) {
    const std::size_t n = grid_.padded_size();
    g_.assign(n, kInf);
    rhs_.assign(n, kInf);
    open_.clear();
    origin_ = from;
    start_id_ = id(from);
    rhs_[raw(start_id_)] = 0;
    open_.insert(start_id_, key(start_id_));
    full_path_.clear();
    offset_ = 0;
    restart_ = false;
  }
  /// Start ... goal by following, from the goal, the predecessor p minimising g(p) + c(p, s).
  void trace(std::vector<Point>& out) const {
    PaddedId at = goal_id_;
    out.push_back(goal_);
    const std::size_t cap = grid_.padded_size();
    while (at != start_id_ && out.size() <= cap) {
      PaddedId best = kNoCell;
      Cost best_cost = kInf;
      for_each_pred(at, [&](PaddedId p, Cost c) {
        const Cost v = g_[raw(p)] + c;
        if (v < best_cost) {
          best_cost = v;
          best = p;
        }
      });
      if (best == kNoCell) break;
      at = best;
      out.push_back(grid_.unpad(at));
    }
    if (at != start_id_) {
      out.clear();
      return;
    }
    std::reverse(out.begin(), out.end());
  }
  [[nodiscard]] HeapKey key(PaddedId v) const noexcept {
    const Cost m = std::min(g_[raw(v)], rhs_[raw(v)]);
    return {snap_key(m + heuristic(grid_.unpad(v), goal_)), snap_key(m)};
  }
  [[nodiscard]] Cost best_rhs(PaddedId v) const { return core_.best_rhs(v, sources()); }
  void queue_update(PaddedId v) { core_.queue_update(v, key_of()); }
  void update_vertex(PaddedId v) {
    if (v != start_id_) rhs_[raw(v)] = best_rhs(v);
    queue_update(v);
  }

  detail::RhsCore core_;
  std::vector<Cost>& g_ = core_.g;
  std::vector<Cost>& rhs_ = core_.rhs;
  KeyHeap& open_ = core_.open;
  PaddedId start_id_{}, goal_id_{};
  Point origin_{};
  bool restart_ = false;
  Status last_status_ = Status::running;
  std::vector<Point> full_path_;
  std::size_t offset_ = 0;
};

}  // namespace

std::unique_ptr<Navigator> make_lpa_star() { return std::make_unique<LpaStar>(); }

}  // namespace gridnav
