// The verification harness for dynamic planners, used by the tests and `gridnav sim --verify`.
//
// After every batch of changes and every agent move, call check(nav, status):
//   - the status is not budget_exhausted (the step cap turned a hang into a failure);
//   - a fresh Dijkstra (gridnav's DijkstraSearch, on the navigator's current map and
//     rules) from the agent to the goal gives the optimal cost, or no path;
//   - without a path the planner says no_path and its path is empty;
//   - with one, the planner's path starts at the agent, ends at the goal, every step is a
//     legal move on the current map (MoveModel::move_cost: adjacency, blocked cells, the
//     diagonal rule's corners), and its cost and the planner's own estimate equal the
//     Dijkstra cost (relative tolerance 1e-9, for sums in a different order);
//   - with check_invariants, the planner's own invariants (Navigator::check_invariants).
// The map checked is the navigator's own: in unknown terrain that is what it believes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/dynamic/navigator.hpp"

namespace gridnav {

class PathVerifier {
 public:
  explicit PathVerifier(bool check_invariants = false) : check_invariants_(check_invariants) {}
  /// Empty when everything holds, otherwise the first failure found.
  [[nodiscard]] std::string check(Navigator& nav, Status status);
  [[nodiscard]] std::uint64_t checks() const noexcept { return checks_; }
  void set_check_invariants(bool on) noexcept { check_invariants_ = on; }

 private:
  std::optional<DijkstraSearch<>> dijkstra_;
  const Grid* bound_grid_ = nullptr;
  const Weight* bound_data_ = nullptr;
  std::size_t bound_size_ = 0;
  MoveRules bound_rules_{};
  bool check_invariants_;
  std::uint64_t checks_ = 0;
};

}  // namespace gridnav
