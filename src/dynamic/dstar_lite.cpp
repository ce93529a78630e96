// D* Lite, optimized version with the key modifier km (Koenig and Likhachev 2002, 2005).
//
// Searches backward from the goal: g(s) and rhs(s) estimate the cost from s to the goal,
// rhs(s) = min over successors s' of c(s, s') + g(s') (0 at the goal). The queue holds
// exactly the inconsistent cells (g != rhs) with keys [min(g,rhs) + h(agent, s) + km;
// min(g,rhs)]. When the agent moves, km grows by h(last, agent) instead of re-keying the
// queue, so queued keys are lower bounds of their true keys; a popped cell whose key
// grew is re-queued with its true key.
//
// Changes: for each changed cell, the cell and its 8 neighbours get their rhs recomputed
// from scratch (their outgoing moves are the ones a cell change can alter, diagonal
// corners included), then ComputeShortestPath runs until the agent is consistent and no
// queued key is below the agent's key.
#include <algorithm>
#include <limits>
#include <string>

#include "gridnav/dynamic/planners.hpp"
#include "rhs_core.hpp"

namespace gridnav {
namespace {

constexpr Cost kInf = std::numeric_limits<Cost>::infinity();

class DStarLite final : public Navigator {
 private:
  // Defined first: their deduced return types are used by the members below.
  // The cells rhs(v) is computed from, the cells whose rhs may use g(v) (rhs_core.hpp).
  [[nodiscard]] auto sources() const {
    return [this](PaddedId v, auto&& f) { for_each_succ(v, f); };
  }
  [[nodiscard]] auto dependents() const {
    return [this](PaddedId v, auto&& f) { for_each_pred(v, f); };
  }
  [[nodiscard]] auto key_of() const {
    return [this](PaddedId v) { return key(v); };
  }

 public:
  [[nodiscard]] std::string_view name() const noexcept override { return "dstar-lite"; }
  [[nodiscard]] Cost cost_estimate() const override { return g_[raw(id(agent_))]; }

  [[nodiscard]] std::string check_invariants() const override {
    if (!open_.valid()) return "dstar-lite: heap order or index broken";
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const PaddedId v = id({x, y});
        const std::uint32_t i = raw(v);
        const std::string at = "dstar-lite: cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
        const Cost expected = v == goal_id_ ? 0 : best_rhs(v);
        if (!(rhs_[i] == expected)) return at + ": rhs " + std::to_string(rhs_[i]) + " != min over successors " + std::to_string(expected);
        const bool inconsistent = !(g_[i] == rhs_[i]);
        if (open_.contains(v) != inconsistent)
          return at + (inconsistent ? ": inconsistent but not queued" : ": consistent but queued");
        if (open_.contains(v)) {
          const HeapKey queued = open_.key_of(v), truth = key(v);
          const Cost tol = 1e-9 * (1 + std::abs(truth.first));
          if (queued.first > truth.first + tol ||
              (queued.first >= truth.first - tol && queued.second > truth.second + 1e-9 * (1 + std::abs(truth.second))))
            return at + ": queued key above its true key";
        }
      }
    const std::uint32_t s = raw(id(agent_));
    if (last_ == agent_ && status() == Status::found && !(g_[s] == rhs_[s])) return "dstar-lite: agent inconsistent after plan";
    return {};
  }

 protected:
  void on_reset() override {
    const std::size_t n = grid_.padded_size();
    g_.assign(n, kInf);
    rhs_.assign(n, kInf);
    open_.reset(n);
    km_ = 0;
    last_ = agent_;
    goal_id_ = id(goal_);
    rhs_[raw(goal_id_)] = 0;
    open_.insert(goal_id_, key(goal_id_));
  }

  Status on_plan() override {
    sync_agent();
    const PaddedId start = id(agent_);
    const std::uint32_t s = raw(start);
    const std::uint64_t cap = step_cap();
    std::uint64_t steps = 0;
    bool worked = false;
    while (!open_.empty() && (key_not_above(open_.top_key(), key(start)) || !(rhs_[s] == g_[s]))) {
      worked = true;
      if (++steps > cap) return Status::budget_exhausted;
      const KeyHeap::Entry top = open_.top();
      const PaddedId u = top.id;
      const HeapKey fresh = key(u);
      if (top.key < fresh) {
        open_.update(u, fresh);
        continue;
      }
      ++expansions_;
      core_.expand(u, goal_id_, sources(), dependents(), key_of());
    }
    if (worked) ++searches_;
    return g_[s] < kInf ? Status::found : Status::no_path;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    sync_agent();
    for (const AppliedChange& c : changes) for_each_touched(c.cell, [&](PaddedId v) { update_vertex(v); });
  }

  void on_move(Point, Point) override {}  // km catches up lazily (sync_agent)

  void build_path(std::vector<Point>& out) override {
    PaddedId at = id(agent_);
    out.push_back(agent_);
    const std::size_t cap = grid_.padded_size();
    while (at != goal_id_ && out.size() <= cap) {
      PaddedId best = kNoCell;
      Cost best_cost = kInf;
      for_each_succ(at, [&](PaddedId n, Cost c) {
        const Cost v = c + g_[raw(n)];
        if (v < best_cost) {
          best_cost = v;
          best = n;
        }
      });
      if (best == kNoCell) {
        out.clear();
        return;
      }
      at = best;
      out.push_back(grid_.unpad(at));
    }
    if (at != goal_id_) out.clear();
  }

  [[nodiscard]] HeapCounters heap_counters() const override { return open_.counters(); }
  void clear_heap_counters() override { open_.clear_counters(); }

 private:
  [[nodiscard]] HeapKey key(PaddedId v) const noexcept {
    const Cost m = std::min(g_[raw(v)], rhs_[raw(v)]);
    return {snap_key(m + heuristic(last_, grid_.unpad(v)) + km_), snap_key(m)};
  }
  [[nodiscard]] Cost best_rhs(PaddedId v) const { return core_.best_rhs(v, sources()); }
  void queue_update(PaddedId v) { core_.queue_update(v, key_of()); }
  void update_vertex(PaddedId v) {
    if (v != goal_id_) rhs_[raw(v)] = best_rhs(v);
    queue_update(v);
  }
  void sync_agent() {
    if (agent_ == last_) return;
    km_ += heuristic(last_, agent_);
    last_ = agent_;
  }

  detail::RhsCore core_;
  std::vector<Cost>& g_ = core_.g;
  std::vector<Cost>& rhs_ = core_.rhs;
  KeyHeap& open_ = core_.open;
  Cost km_ = 0;
  Point last_{};
  PaddedId goal_id_{};
};

}  // namespace

std::unique_ptr<Navigator> make_dstar_lite() { return std::make_unique<DStarLite>(); }

}  // namespace gridnav
