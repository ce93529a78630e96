// Focused D* (Stentz 1995), after Moori's appendix D: D* (engine.hpp, modify_cost.hpp)
// whose queue is focused on the agent.
//
// Focused D* orders the queue by the biased estimate fB = f + bias with f = k + GVAL(X,
// agent) (within one focus position fB and f order alike), then deep ties: RAISED cells
// first, smaller k first; then the LOWER cells and the cells MODIFY-COST queued to be
// lowered, larger k first (DStarKey). GVAL is the heuristic from X to the agent at
// insertion; when the agent moves, the bias d_curr grows by GVAL(old, new) + epsilon and
// entries made for an older agent position are re-keyed when they reach the top
// (MIN-STATE). The RAISE tests compare COST(Y) = <h(Y) + GVAL(Y), h(Y)> with val = <f(X),
// k(X)> as the textbook does, and the stop test is: the agent is CLOSED and either the
// least f is above h(agent), or it equals h(agent) and the top is a LOWER cell.
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
// infinity"). So every f is rounded to the 2^-20 lattice of snap_key (lattice), and d_curr
// stays on that lattice (GVAL rounded up plus two lattice steps as epsilon): fB = f + bias
// is then exact, all three comparisons see one value per mathematically equal f, and a
// stale queued fB stays a lower bound on the current one (check_invariants checks it).
//
// GVAL(X) is memoised per cell for the current focus (refocus starts a new epoch); the
// memo of a queued cell is written only when its key is made, so its stamp is the epoch
// of its queued key (MIN-STATE's test) and entries carry no stamp. With whole-number
// costs (Exact) every f is a whole number, which the lattice rounding gives back
// unchanged, so the rounding is skipped: the same values.
#include <cmath>
#include <memory>
#include <string>

#include "../make_planner.hpp"
#include "gridnav/dynamic/detail/dstar_narrow_keys.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "invariants.hpp"
#include "modify_cost.hpp"

namespace gridnav {
namespace {

using detail::kOpen;

template <bool Counted>
class FocusedDStar final : public detail::DStarModifyCost<FocusedDStar<Counted>, true, Counted> {
  using Base = detail::DStarModifyCost<FocusedDStar<Counted>, true, Counted>;
  friend detail::DStarEngine<FocusedDStar, true, Counted>;
  friend Base;

 public:
  using Base::Base;
  [[nodiscard]] std::string_view name() const noexcept override { return "focused-dstar"; }

 private:
  using Key = detail::DStarKey;
  using Node = detail::DStarNode;
  using Base::agent_;
  using Base::exact_;
  using Base::grid_;
  using Base::nodes_;
  using Base::queue_;

  static constexpr Cost kLattice = 1048576.0;  // snap_key's 2^20
  static constexpr Cost kEpsilon = 2.0 / kLattice;

  void start_focus() {
    bias_ = 0;
    epoch_ = 1;
    focus_point_ = agent_;
  }
  void refocus() {
    if (agent_ == focus_point_) return;
    // d_curr accrues GVAL(old, new) + epsilon, on the lattice of the keys (rounded up): an
    // entry keyed for an older focus then has fB below its fB for the new focus (triangle
    // inequality of the heuristic), so MIN-STATE's lazy re-keying never lets a stale entry
    // hide below the true minimum. With whole-number costs the lattice is the integers and
    // epsilon is 1, so that fB stays whole (narrow keys); otherwise 2^-20 and two steps.
    const Cost step = this->heuristic(focus_point_, agent_);
    bias_ += exact_ ? step + 1 : std::ceil(step * kLattice) / kLattice + kEpsilon;
    focus_point_ = agent_;
    ++epoch_;
  }

  /// GVAL(cell, focus), the heuristic to the agent's position of the current epoch,
  /// remembered. Only where the cell's key is made (or the cell is not on OPEN): a queued
  /// cell's stamp is then the epoch of its queued key, which MIN-STATE tests.
  [[nodiscard]] Cost gval(std::uint32_t i) noexcept {
    Node& n = nodes_[i];
    if (n.stamp != epoch_) {
      n.gval = this->heuristic(grid_.unpad(PaddedId{i}), focus_point_);
      n.stamp = epoch_;
    }
    return n.gval;
  }
  /// GVAL(cell, focus) for any cell, leaving the stamp of a queued cell alone.
  [[nodiscard]] Cost gval_any(std::uint32_t i) noexcept {
    const Node& n = nodes_[i];
    if (n.stamp == epoch_) return n.gval;
    if (n.tag != kOpen) return gval(i);
    return this->heuristic(grid_.unpad(PaddedId{i}), focus_point_);
  }
  /// f = cost + GVAL, rounded to the 2^-20 lattice so that every comparison of f (queue
  /// order, the RAISE tests, the stop test) sees the same value for mathematically equal
  /// sums; with whole-number costs the sum is whole and the rounding would give it back
  /// unchanged, so Exact skips it.
  template <bool Exact>
  [[nodiscard]] static Cost lattice(Cost f) noexcept {
    if constexpr (Exact)
      return f;
    else
      return snap_key(f);
  }
  /// The deep class: a LOWER state, or a cell MODIFY-COST queued to be lowered (docs/dynamic.md,
  /// "Focused D*: deep ties").
  [[nodiscard]] static bool deep_class(const Node& n) noexcept { return n.k == n.h || n.lowering; }
  template <bool Exact>
  [[nodiscard]] Key key_for(std::uint32_t i) noexcept {
    const Node& n = nodes_[i];
    return {lattice<Exact>(n.k + gval(i)) + bias_, n.k, deep_class(n)};
  }
  /// "val"'s f for the cell taken, with k = k_old.
  template <bool Exact>
  [[nodiscard]] Cost f_of(std::uint32_t xi, Cost k) noexcept {
    return lattice<Exact>(k + gval(xi));
  }
  /// COST(Y) <= val: f(Y) below f_old, or equal with h(Y) <= k_old.
  template <bool Exact>
  [[nodiscard]] bool settled(std::uint32_t y, Cost k_old, Cost f_old) noexcept {
    const Node& n = nodes_[y];
    const Cost fy = lattice<Exact>(n.h + gval_any(y));
    if (fy < f_old) return true;
    if (fy > f_old) return false;
    return n.h <= k_old;
  }
  /// MIN-STATE: re-keys entries made for an older agent position until the top is
  /// current. Returns false when the queue is empty.
  template <bool Exact>
  [[nodiscard]] bool min_state() {
    while (!queue_.template empty<Exact>()) {
      const std::uint32_t top = queue_.template top<Exact>();
      if (nodes_[top].stamp == epoch_) return true;
      queue_.template put<Exact>(top, key_for<Exact>(top));
    }
    return false;
  }
  /// The stop test, with a current queue and the agent r CLOSED. COST(R) = <h(R) +
  /// GVAL(R, R), h(R)> = <h(R), h(R)>, a deep key (R is consistent); stop when the least
  /// key is not below it. Every raised ancestor of R (MODIFY-COST raises the cells whose
  /// moves got dearer itself) has f <= h(R) (often f = h(R) exactly along a straight path)
  /// in the shallow class, so it is processed before this holds; a deep key with f = h(R)
  /// has k <= h(R), so it is not below COST(R), and processing it could not lower h(R)
  /// (docs/dynamic.md, "Focused D*: deep ties").
  template <bool Exact>
  [[nodiscard]] bool done(const Node& r, std::uint32_t top) {
    const Cost fmin = lattice<Exact>(nodes_[top].k + gval(top)), fr = lattice<Exact>(r.h);
    return fmin > fr || (fmin == fr && deep_class(nodes_[top]));
  }

  /// key_for without the memo and with the rounding (the same value), for the checks.
  [[nodiscard]] Key fresh_key(std::uint32_t i) const {
    const Node& n = nodes_[i];
    return {snap_key(n.k + this->heuristic(grid_.unpad(PaddedId{i}), focus_point_)) + bias_, n.k, deep_class(n)};
  }
  /// The checks of the focus: the memo and the keys made in the current focus.
  [[nodiscard]] std::string check_focus(std::uint32_t i) const {
    const Node& n = nodes_[i];
    if (n.stamp != epoch_) return {};
    if (!(n.gval == this->heuristic(grid_.unpad(PaddedId{i}), focus_point_)))
      return ": remembered GVAL differs from the heuristic";
    if (n.tag == kOpen &&
        (queue_.less(queue_.queued_key(i), fresh_key(i)) || queue_.less(fresh_key(i), queue_.queued_key(i))))
      return ": queued key made in this focus differs from the current key";
    return {};
  }

  Cost bias_ = 0;
  std::uint32_t epoch_ = 1;  // the focus: starts anew whenever the agent moved
  Point focus_point_{};
};

}  // namespace

std::unique_ptr<Navigator> make_focused_dstar(NavigatorOptions options) {
  return detail::make_planner<FocusedDStar>(options);
}

namespace detail {
std::unique_ptr<Navigator> make_focused_dstar_with_narrow_bits(unsigned value_bits) {
  return std::make_unique<FocusedDStar<true>>(value_bits);
}
}  // namespace detail

}  // namespace gridnav
