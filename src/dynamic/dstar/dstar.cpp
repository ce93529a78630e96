// D* (Stentz 1994), after Moori's appendix C: the queue ordered by k alone, and
// PROCESS-STATE run until the agent's cell is CLOSED and k_min >= h(agent). The
// algorithm is engine.hpp's and MODIFY-COST modify_cost.hpp's; this file gives D*'s
// order and tests (the hooks engine.hpp lists).
#include <memory>
#include <string>

#include "../make_planner.hpp"
#include "gridnav/dynamic/detail/dstar_narrow_keys.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "invariants.hpp"
#include "modify_cost.hpp"

namespace gridnav {
namespace {

template <bool Counted>
class DStar final : public detail::DStarModifyCost<DStar<Counted>, false, Counted> {
  using Base = detail::DStarModifyCost<DStar<Counted>, false, Counted>;
  friend detail::DStarEngine<DStar, false, Counted>;
  friend Base;

 public:
  using Base::Base;
  [[nodiscard]] std::string_view name() const noexcept override { return "dstar"; }

 private:
  using Key = detail::DStarKey;
  using Base::nodes_;

  void start_focus() noexcept {}
  void refocus() noexcept {}
  template <bool Exact>
  [[nodiscard]] Key key_for(std::uint32_t i) const noexcept {
    return {0, nodes_[i].k, false};
  }
  template <bool Exact>
  [[nodiscard]] Cost f_of(std::uint32_t, Cost) const noexcept {
    return 0;
  }
  /// The RAISE step's test: h(Y) <= k_old.
  template <bool Exact>
  [[nodiscard]] bool settled(std::uint32_t y, Cost k_old, Cost) const noexcept {
    return nodes_[y].h <= k_old;
  }
  template <bool Exact>
  [[nodiscard]] bool min_state() const noexcept {
    return !this->queue_.template empty<Exact>();
  }
  /// The agent r is CLOSED: stop when k_min >= h(r).
  template <bool Exact>
  [[nodiscard]] bool done(const detail::DStarNode& r, std::uint32_t top) const noexcept {
    return nodes_[top].k >= r.h;
  }
  [[nodiscard]] Key fresh_key(std::uint32_t i) const noexcept { return {0, nodes_[i].k, false}; }
  [[nodiscard]] std::string check_focus(std::uint32_t) const { return {}; }
};

}  // namespace

std::unique_ptr<Navigator> make_dstar(NavigatorOptions options) { return detail::make_planner<DStar>(options); }

namespace detail {
std::unique_ptr<Navigator> make_dstar_with_narrow_bits(unsigned value_bits) {
  return std::make_unique<DStar<true>>(value_bits);
}
}  // namespace detail

}  // namespace gridnav
