// D* Lite, optimized version with the key modifier km (Koenig and Likhachev 2002, 2005).
//
// Searches backward from the goal: g(s) and rhs(s) estimate the cost from s to the goal,
// rhs(s) = min over successors s' of c(s, s') + g(s') (0 at the goal). The queue holds
// exactly the inconsistent cells (g != rhs) with keys [min(g,rhs) + h(agent, s) + km;
// min(g,rhs)]. When the agent moves, km grows by h(last, agent) instead of re-keying the
// queue, so queued keys are lower bounds of their true keys; a popped cell whose key
// grew is re-queued with its true key.
//
// Changes: the core's apply() (gridnav/dynamic/detail/rhs/core.hpp) looks at the moves
// whose cost a changed cell alters (into and out of it, and the diagonals it corners); a
// cell whose rhs came through a move that is gone or dearer gets its rhs recomputed, a
// cell that a new or cheaper move feeds takes the lower candidate. ComputeShortestPath then runs until the agent is
// consistent and no queued key is below the agent's key.
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
class DStarLite final : public Navigator {
 private:
  // Defined first: its deduced return type is used by the members below.
  /// key_of(cell, g, rhs) for the core. Forced inline: the core's expansion loop calls it
  /// for every cell it queues.
  [[nodiscard]] auto key_of() const {
    return [this](std::uint32_t i, Cost g, Cost rhs) __attribute__((always_inline)) {
      return key_from(g, rhs, h_to_agent(i));
    };
  }

 public:
  [[nodiscard]] std::string_view name() const noexcept override { return "dstar-lite"; }
  [[nodiscard]] Cost cost_estimate() const override { return core_.g(id(agent_)); }

  [[nodiscard]] std::string check_invariants() const override {
    if (!core_.heap_valid()) return "dstar-lite: heap order or index broken";
    if (!core_.masks_valid()) return "dstar-lite: a legal-move mask differs from the map";
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const PaddedId v = id({x, y});
        const std::string at = "dstar-lite: cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
        const Cost expected = v == goal_id_ ? 0 : core_.best_rhs(v);
        if (!(core_.rhs(v) == expected))
          return at + ": rhs " + std::to_string(core_.rhs(v)) + " != min over successors " + std::to_string(expected);
        if (!core_.parent_valid(v)) return at + ": its parent does not give its rhs";
        const bool inconsistent = !core_.consistent(v);
        if (core_.queued(v) != inconsistent)
          return at + (inconsistent ? ": inconsistent but not queued" : ": consistent but queued");
        if (core_.queued(v) && !detail::key_not_above_tolerant(core_.queued_key(v), key(v)))
          return at + ": queued key above its true key";
      }
    const PaddedId s = id(agent_);
    if (last_ == agent_ && status() == Status::found && !core_.consistent(s))
      return "dstar-lite: agent inconsistent after plan";
    return {};
  }

 protected:
  void on_reset() override {
    km_ = 0;
    last_ = agent_;
    h_memo_.assign(grid_.padded_size(), HMemo{});
    h_epoch_ = 1;
    goal_id_ = id(goal_);
    core_.reset(grid_, *moves_);
    exact_ = moves_->profile().whole_numbers();
    h_max_ = heuristic({0, 0}, {grid_.width() - 1, grid_.height() - 1});  // h grows with dx and dy
    core_.fit_keys(exact_, h_max_ + km_);
    core_.restart(goal_id_, key_of());
  }

  Status on_plan() override {
    sync_agent();
    const PaddedId start = id(agent_);
    // An entry keyed before the agent last moved may be below its true key: the core
    // re-queues it with that key if so (entries keyed since are exact, so the check is
    // skipped). The agent's key is key_of's with h = h(agent, agent) = 0.
    const auto run = core_.search(start, step_cap(), exact_, key_of(), sink());
    expansions_ += run.expanded;
    if (run.capped) return Status::budget_exhausted;
    if (run.steps) ++searches_;
    return core_.g(start) < kInf ? Status::found : Status::no_path;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    sync_agent();
    core_.apply(changes, key_of());
  }

  void on_move(Point, Point) override {}  // km catches up lazily (sync_agent)

  void build_path(std::vector<Point>& out) override {
    // The path read last time stands while the agent stays and no cell of it was
    // touched (detail/rhs/cells.hpp); otherwise it is read again from the agent, each step to
    // the successor minimising c(s, n) + g(n): the parent through which rhs(s) came.
    if (!held_ || held_from_ != agent_ || core_.path_touched()) {
      core_.trace_and_hold(id(agent_), goal_id_, held_path_);
      held_ = !held_path_.empty();
      held_from_ = agent_;
    }
    out = held_path_;
  }

  [[nodiscard]] HeapCounters heap_counters() const override { return core_.counters(); }
  void clear_heap_counters() override { core_.clear_counters(); }

 private:
  [[nodiscard]] PackedKey key(PaddedId v) const noexcept { return key_of()(raw(v), core_.g(v), core_.rhs(v)).packed(); }
  /// [m + h + km; ties] with m = min(g, rhs) (KeyParts), rounded to the 2^-20 lattice
  /// unless costs are whole numbers.
  [[nodiscard, gnu::always_inline]] KeyParts key_from(Cost g, Cost rhs, Cost h) const noexcept {
    const Cost m = std::min(g, rhs), first = m + h + km_;
    return exact_ ? KeyParts{first, g < rhs, m} : KeyParts{snap_key(first), g < rhs, snap_key(m)};
  }
  void sync_agent() {
    if (agent_ == last_) return;
    km_ += heuristic(last_, agent_);
    last_ = agent_;
    core_.fit_keys(exact_, h_max_ + km_);  // narrow keys while km leaves them below 2^31
    core_.new_epoch();
    ++h_epoch_;
  }
  /// h(last_, cell), memoised per cell until the agent moves (a key needs it for every
  /// cell whose g or rhs changes, often the same cells again within a search).
  [[nodiscard, gnu::always_inline]] Cost h_to_agent(std::uint32_t i) const noexcept {
    HMemo& m = h_memo_[i];
    if (m.epoch != h_epoch_) {
      m.h = heuristic(last_, grid_.unpad(PaddedId{i}));
      m.epoch = h_epoch_;
    }
    return m.h;
  }

  detail::RhsCore<detail::RhsFrom::successors, Counted> core_;
  bool exact_ = false;  // whole-number costs: keys need no snapping
  bool held_ = false;   // held_path_ is the path last read, from held_from_
  Point held_from_{};
  std::vector<Point> held_path_;
  Cost km_ = 0;
  Cost h_max_ = 0;  // above h between any two cells
  Point last_{};
  struct HMemo {
    Cost h = 0;
    std::uint64_t epoch = 0;  // h is h(last_, cell) when epoch == h_epoch_
  };
  mutable std::vector<HMemo> h_memo_;
  std::uint64_t h_epoch_ = 1;
  PaddedId goal_id_{};
};

}  // namespace

std::unique_ptr<Navigator> make_dstar_lite(NavigatorOptions options) {
  return detail::make_planner<DStarLite>(options);
}

}  // namespace gridnav
