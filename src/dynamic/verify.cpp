#include "gridnav/dynamic/verify.hpp"

#include <cmath>
#include <string>

namespace gridnav {
namespace {

bool same_cost(Cost a, Cost b) { return std::abs(a - b) <= 1e-9 * std::max(Cost(1), std::abs(b)); }

}  // namespace

std::string PathVerifier::check(Navigator& nav, Status status) {
  ++checks_;
  const Grid& grid = nav.map();
  const MoveRules rules = nav.rules();
  const std::string who =
      std::string(nav.name()) + " agent " + to_string(nav.agent()) + " goal " + to_string(nav.goal()) + ": ";
  if (status == Status::budget_exhausted) return who + "step cap reached (the planner would not stop)";
  if (!dijkstra_ || bound_grid_ != &grid || bound_data_ != grid.padded_weights().data() ||
      bound_size_ != grid.padded_size() || bound_rules_.connectivity != rules.connectivity ||
      bound_rules_.diagonal != rules.diagonal || bound_rules_.costs != rules.costs) {
    dijkstra_.emplace(grid, rules);
    bound_grid_ = &grid;
    bound_data_ = grid.padded_weights().data();
    bound_size_ = grid.padded_size();
    bound_rules_ = rules;
  }
  const SearchResult& truth = dijkstra_->solve({nav.agent(), nav.goal()});
  const Cost expected = truth.found() ? truth.cost : kInfiniteCost;
  const std::vector<Point>& path = nav.path();
  if (expected == kInfiniteCost) {
    if (status != Status::no_path) return who + "no path exists but the planner says " + std::string(to_string(status));
    if (!path.empty()) return who + "no path exists but the planner returns one";
    // (Agent = goal on a blocked cell counts as no path, but the planners' own estimate
    // of staying put is 0.)
    if (const Cost estimate = nav.cost_estimate(); estimate != kInfiniteCost && nav.agent() != nav.goal())
      return who + "no path exists but the planner's estimate is " + std::to_string(estimate);
  } else {
    if (status != Status::found)
      return who + "a path of cost " + std::to_string(expected) + " exists but the planner says " +
             std::string(to_string(status));
    if (path.empty()) return who + "planner found a path but returns none";
    if (path.front() != nav.agent()) return who + "path does not start at the agent";
    if (path.back() != nav.goal()) return who + "path does not end at the goal";
    const MoveModel& moves = nav.moves();
    Cost total = 0;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
      const auto step = moves.move_cost(path[i], path[i + 1]);
      if (!step)
        return who + "illegal move " + to_string(path[i]) + " -> " + to_string(path[i + 1]) + " at step " +
               std::to_string(i);
      total += *step;
    }
    if (!same_cost(total, expected))
      return who + "path cost " + std::to_string(total) + " but the optimum is " + std::to_string(expected);
    const Cost estimate = nav.cost_estimate();
    if (!same_cost(estimate, expected))
      return who + "planner's estimate " + std::to_string(estimate) + " but the optimum is " + std::to_string(expected);
  }
  if (check_invariants_) {
    if (std::string why = nav.check_invariants(); !why.empty()) return who + why;
  }
  return {};
}

}  // namespace gridnav
