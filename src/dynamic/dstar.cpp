// D* (Stentz 1994) and Focused D* (Stentz 1995), after the seed's appendices C and D.
//
// Both search backward from the goal. Each cell X has a tag t (NEW, OPEN, CLOSED), a
// path cost h(X) to the goal, a key k(X) = the smallest h(X) since X was last put on
// OPEN, and a back pointer b(X) (the next cell toward the goal). A cell with k < h is
// RAISED (its cost went up and must be propagated or repaired), with k = h LOWER.
//
// Costs are directed here: arc(X, Y) is the cost of moving from X into Y (base x weight
// of Y), infinite when the move is illegal, so h(X) = arc(X, b(X)) + h(b(X)). The
// appendices write c(X, Y) and c(Y, X) for what is one symmetric cost in Stentz's papers;
// with terrain weights they differ, and each test below uses the direction it means.
// Neighbours are the 8 (or 4) adjacent cells whether or not a move exists, so that a cell
// that becomes blocked still reaches, and raises, the cells that pointed through it.
// A NEW cell is only inserted when a move to the expanded cell exists (otherwise its
// cost would be infinite: inserting it would only churn the queue).
//
// MODIFY-COST: after a batch of changes, every CLOSED cell among the changed cells and
// their neighbours (the ends of every move whose cost changed) is re-inserted with its
// h, as Stentz's MODIFY-COST does for the start of each changed arc. plan() then runs
// PROCESS-STATE until the agent's cell is CLOSED and k_min >= h(agent).
//
// Focused D* orders the queue by the biased estimate fB = f + bias with f = k + GVAL(X,
// agent), then k (within one focus position fB and f order alike). GVAL is the heuristic
// from X to the agent at insertion; when the agent moves, the bias d_curr grows by
// GVAL(old, new) + epsilon and entries made for an older agent position are re-keyed when
// they reach the top (MIN-STATE). The RAISE tests compare COST(Y) = <h(Y) + GVAL(Y), h(Y)>
// with val = <f(X), k(X)>, and the stop test is: the agent is CLOSED and the smallest
// <f, k> is not below COST(agent) = <h(agent), h(agent)>.
//
// Exact ties in f are the normal case on a grid, not an accident: every cell on a straight
// or diagonal shortest path to the agent has f = h(agent), and a raised cell X and its
// descendant Y tie in f whenever Y lies on the geodesic from X to the agent; only the
// second part (k(X) < h(Y)) tells the ancestor from its stale descendant. With octile
// costs these f are sums of multiples of sqrt(2) in different orders and differ in their
// last bits, and the queue order, the RAISE tests and the stop test then disagree about
// the ties: a descendant's stale h is accepted as settled, or the search stops with a
// raised ancestor of the agent still queued (a walled-in goal keeps a finite cost, or
// cells keep lowering each other from stale values until the step cap: "counting to
// infinity"). So every f is rounded to the 2^-20 lattice of snap_key (fval), and d_curr
// stays on that lattice (GVAL rounded up plus two lattice steps as epsilon): fB = f + bias
// is then exact, all three comparisons see one value per mathematically equal f, and a
// stale queued fB stays a lower bound on the current one (check_invariants checks it).
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "gridnav/dynamic/planners.hpp"

namespace gridnav {
namespace {

constexpr Cost kInf = std::numeric_limits<Cost>::infinity();
enum Tag : std::uint8_t { kNew, kOpen, kClosed };

class DStar final : public Navigator {
 public:
  explicit DStar(bool focused) : focused_(focused) {}
  [[nodiscard]] std::string_view name() const noexcept override { return focused_ ? "focused-dstar" : "dstar"; }
  [[nodiscard]] Cost cost_estimate() const override { return h_[raw(id(agent_))]; }

  [[nodiscard]] std::string check_invariants() const override {
    const std::string who(name());
    if (!open_.valid()) return who + ": heap order or index broken";
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const PaddedId v = id({x, y});
        const std::uint32_t i = raw(v);
        if ((t_[i] == kOpen) != open_.contains(v))
          return who + ": cell (" + std::to_string(x) + "," + std::to_string(y) + ") tag and queue disagree";
        if (t_[i] != kNew && k_[i] > h_[i]) return who + ": k above h";
        // A queued key (Focused D*: possibly made for an older agent position) is never
        // above the key the cell has now, so MIN-STATE's lazy re-keying finds the minimum.
        if (t_[i] == kOpen && key_for(v) < open_.key_of(v))
          return who + ": cell (" + std::to_string(x) + "," + std::to_string(y) + ") queued key above its current key";
      }
    return {};
  }

 protected:
  void on_reset() override {
    const std::size_t n = grid_.padded_size();
    t_.assign(n, kNew);
    h_.assign(n, kInf);
    k_.assign(n, kInf);
    b_.assign(n, kNoCell);
    focus_.assign(n, Point{});
    bias_at_.assign(n, 0);
    open_.reset(n);
    bias_ = 0;
    focus_point_ = agent_;
    goal_id_ = id(goal_);
    b_[raw(goal_id_)] = kNoCell;
    insert(goal_id_, 0);
    const Connectivity c = rules_.connectivity;
    directions_ = c == Connectivity::four ? 4u : 8u;
  }

  Status on_plan() override {
    refocus();
    const PaddedId r = id(agent_);
    const std::uint64_t cap = step_cap();
    std::uint64_t steps = 0;
    bool worked = false;
    for (;;) {
      if (!min_state()) break;
      if (done(r)) break;
      worked = true;
      if (++steps > cap) return Status::budget_exhausted;
      process_state();
    }
    if (worked) ++searches_;
    return h_[raw(r)] < kInf && t_[raw(r)] != kNew ? Status::found : Status::no_path;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    refocus();
    for (const AppliedChange& c : changes)
      for_each_touched(c.cell, [&](PaddedId v) {
        if (t_[raw(v)] == kClosed) insert(v, h_[raw(v)]);
      });
  }

  void on_move(Point, Point) override {}

  void build_path(std::vector<Point>& out) override {
    PaddedId at = id(agent_);
    out.push_back(agent_);
    const std::size_t cap = grid_.padded_size();
    while (at != goal_id_ && out.size() <= cap) {
      const PaddedId next = b_[raw(at)];
      if (next == kNoCell || !(h_[raw(at)] < kInf)) {
        out.clear();
        return;
      }
      at = next;
      out.push_back(grid_.unpad(at));
    }
    if (at != goal_id_) out.clear();
  }

  [[nodiscard]] HeapCounters heap_counters() const override { return open_.counters(); }
  void clear_heap_counters() override { open_.clear_counters(); }

 private:
  /// Cost of moving from a into its neighbour in direction d (infinite when illegal).
  [[nodiscard]] Cost arc(PaddedId a, unsigned d) const noexcept {
    if (!passable(a) || !(moves_->legal_moves(a) >> d & 1u)) return kInf;
    return moves_->base_cost(Direction(d)) * Cost(grid_.weight(neighbour(a, d)));
  }
  [[nodiscard]] PaddedId neighbour(PaddedId a, unsigned d) const noexcept {
    return PaddedId{std::uint32_t(std::int64_t(raw(a)) + moves_->offset(Direction(d)))};
  }

  [[nodiscard]] Cost gval(PaddedId v) const { return focused_ ? heuristic(grid_.unpad(v), focus_point_) : 0; }
  /// Focused D*'s f = k + GVAL (or h + GVAL for COST), rounded to the 2^-20 lattice so
  /// that every comparison of f (queue order, the RAISE tests, the stop test) sees the
  /// same value for mathematically equal sums.
  [[nodiscard]] Cost fval(PaddedId v, Cost cost) const { return snap_key(cost + gval(v)); }
  [[nodiscard]] HeapKey key_for(PaddedId v) const {
    const std::uint32_t i = raw(v);
    if (!focused_) return {k_[i], 0};
    // <fB, k> with fB = f + bias: f and bias are lattice values, so the sum is exact and
    // within one focus fB orders exactly as f does (Stentz's <fB, f, k>).
    return {fval(v, k_[i]) + bias_, k_[i]};
  }

  void insert(PaddedId v, Cost h_new) {
    const std::uint32_t i = raw(v);
    if (t_[i] == kNew) {
      k_[i] = h_new;
    } else if (t_[i] == kOpen) {
      k_[i] = std::min(k_[i], h_new);
    } else {
      k_[i] = std::min(h_[i], h_new);
    }
    h_[i] = h_new;
    t_[i] = kOpen;
    focus_[i] = focus_point_;
    bias_at_[i] = bias_;
    open_.put(v, key_for(v));
  }

  /// Focused D*'s MIN-STATE: re-keys entries made for an older agent position until the
  /// top is current. Returns false when the queue is empty.
  bool min_state() {
    if (!focused_) return !open_.empty();
    while (!open_.empty()) {
      const PaddedId v = open_.top().id;
      if (focus_[raw(v)] == focus_point_ && bias_at_[raw(v)] == bias_) return true;
      focus_[raw(v)] = focus_point_;
      bias_at_[raw(v)] = bias_;
      open_.update(v, key_for(v));
    }
    return false;
  }

  /// The stop test, with a non-empty, current queue.
  [[nodiscard]] bool done(PaddedId r) const {
    const std::uint32_t ri = raw(r);
    if (t_[ri] != kClosed) return false;
    const PaddedId top = open_.top().id;
    const Cost kmin = k_[raw(top)];
    if (!focused_) return kmin >= h_[ri];
    // COST(R) = <h(R) + GVAL(R, R), h(R)> = <h(R), h(R)>; stop when <f, k>_min >= it.
    // Every raised ancestor of R has f <= h(R) (often f = h(R) exactly along a straight
    // path) and k < h(R), so it is processed before this holds.
    const Cost fmin = fval(top, kmin), fr = snap_key(h_[ri]);
    return fmin > fr || (fmin == fr && kmin >= h_[ri]);
  }

  void process_state() {
    const PaddedId x = open_.top().id;
    const std::uint32_t xi = raw(x);
    const Cost k_old = k_[xi];
    const Cost f_old = focused_ ? fval(x, k_old) : 0;
    open_.remove(x);
    t_[xi] = kClosed;
    ++expansions_;
    // "val" of the focused variant: <f, k> of the state just taken.
    auto below_val = [&](PaddedId y, bool or_equal) {  // COST(Y) vs val
      const Cost fy = fval(y, h_[raw(y)]);
      if (fy < f_old) return true;
      if (fy > f_old) return false;
      return or_equal ? h_[raw(y)] <= k_old : h_[raw(y)] < k_old;
    };
    if (k_old < h_[xi]) {  // RAISE: try to lower h(X) through neighbours that are settled
      for (unsigned d = 0; d < directions_; ++d) {
        const PaddedId y = neighbour(x, d);
        const std::uint32_t yi = raw(y);
        if (t_[yi] == kNew) continue;
        const Cost via = h_[yi] + arc(x, d);
        const bool settled = focused_ ? below_val(y, true) : h_[yi] <= k_old;
        if (settled && h_[xi] > via) {
          b_[xi] = y;
          h_[xi] = via;
        }
      }
    }
    if (k_old == h_[xi]) {  // LOWER: propagate to every neighbour that should point here
      for (unsigned d = 0; d < directions_; ++d) {
        const PaddedId y = neighbour(x, d);
        const std::uint32_t yi = raw(y);
        const Cost via = h_[xi] + arc(y, opposite(Direction(d)));
        if ((t_[yi] == kNew && via < kInf) || (t_[yi] != kNew && b_[yi] == x && !(h_[yi] == via)) ||
            (t_[yi] != kNew && b_[yi] != x && h_[yi] > via)) {
          b_[yi] = x;
          insert(y, via);
        }
      }
    } else {
      for (unsigned d = 0; d < directions_; ++d) {
        const PaddedId y = neighbour(x, d);
        const std::uint32_t yi = raw(y);
        const Cost via = h_[xi] + arc(y, opposite(Direction(d)));
        if ((t_[yi] == kNew && via < kInf) || (t_[yi] != kNew && b_[yi] == x && !(h_[yi] == via))) {
          b_[yi] = x;
          insert(y, via);
        } else if (t_[yi] != kNew && b_[yi] != x && h_[yi] > via) {
          if (!focused_ || t_[xi] == kClosed) insert(x, h_[xi]);
        } else if (t_[yi] == kClosed && b_[yi] != x && h_[xi] > h_[yi] + arc(x, d) &&
                   (focused_ ? !below_val(y, true) : h_[yi] > k_old)) {
          insert(y, h_[yi]);
        }
      }
    }
  }

  void refocus() {
    if (agent_ == focus_point_) return;
    // d_curr accrues GVAL(old, new) + epsilon, rounded up to the lattice of fval(): an
    // entry keyed for an older focus then has fB <= its fB for the new focus (triangle
    // inequality of the heuristic), with margin for rounding, so MIN-STATE's lazy
    // re-keying never lets a stale entry hide below the true minimum.
    if (focused_) bias_ += std::ceil(heuristic(focus_point_, agent_) * kLattice) / kLattice + kEpsilon;
    focus_point_ = agent_;
  }

  static constexpr Cost kLattice = 1048576.0;  // snap_key's 2^20
  static constexpr Cost kEpsilon = 2.0 / kLattice;

  bool focused_;
  std::vector<std::uint8_t> t_;
  std::vector<Cost> h_, k_;
  std::vector<PaddedId> b_;
  std::vector<Point> focus_;
  std::vector<Cost> bias_at_;
  KeyHeap open_;
  Cost bias_ = 0;
  Point focus_point_{};
  PaddedId goal_id_{};
  unsigned directions_ = 8;
};

}  // namespace

std::unique_ptr<Navigator> make_dstar() { return std::make_unique<DStar>(false); }
std::unique_ptr<Navigator> make_focused_dstar() { return std::make_unique<DStar>(true); }

}  // namespace gridnav
