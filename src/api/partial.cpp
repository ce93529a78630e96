// partial=on (api/registry.hpp): when the goal cannot be reached, the path to the reachable
// cell closest to it, with Status::partial; the planner itself finds that path.
//
//   - goal blocked (inside the map) or unreachable: the cells the start reaches come from a
//     distance field (search/distance_field.hpp); the target is the one of least distance
//     estimate to the goal (octile or Manhattan in the rules' costs), then least cost from
//     the start, then least row and column.
//   - a node or time limit ended the search: the target is chosen the same way among the
//     cells that search closed (Planner::state), and reached by a second search under the
//     same limits; if that one stops too, the answer stays budget_exhausted.
// A start that is blocked or outside the map, or a goal outside it, stays invalid_input.
#include <algorithm>
#include <optional>
#include <tuple>

#include "gridnav/api/registry.hpp"
#include "gridnav/search/distance_field.hpp"
#include "planner_decorator.hpp"

namespace gridnav {
namespace {

class PartialPlanner final : public detail::PlannerDecorator {
 public:
  PartialPlanner(std::unique_ptr<Planner> inner, const Grid& grid, const MoveRules& rules)
      : PlannerDecorator(inner->info(), std::move(inner)), grid_(grid), rules_(rules) {}

  Status start(const Query& q, const Limits& limits) override {
    query_ = q;
    limits_ = limits;
    settled_ = false;
    redirected_ = grid_.in_bounds(q.goal) && !grid_.passable(q.goal) && grid_.passable(q.start);
    if (redirected_) return Status::running;  // no search can begin: the next step goes straight to the closest cell
    return inner().start(q, limits);
  }
  Status step(std::uint64_t n) override {
    if (settled_) return result_.status;
    if (!redirected_ && inner().step(n) == Status::running) return Status::running;
    settle();
    return result_.status;
  }
  const SearchResult& finish() override {
    if (!settled_) settle();
    return result_;
  }

 private:
  /// The answer once the search has ended: the planner's, or a partial path.
  void settle() {
    settled_ = true;
    if (redirected_) {
      result_ = SearchResult{};
      reach(closest_reachable());
      return;
    }
    result_ = inner().finish();  // a copy: reaching a target runs the planner again
    if (result_.status == Status::no_path) {
      reach(closest_reachable());
    } else if (result_.status == Status::budget_exhausted) {
      const SearchResult stopped = result_;
      if (const auto target = closest_closed(); !target || reach(*target).status != Status::partial)
        result_ = stopped;  // the second search stopped too: no path to offer
    }
  }

  /// The distance estimate from p to the goal in the rules' costs.
  [[nodiscard]] Cost estimate(Point p) const noexcept {
    const CostProfile c = rules_.profile();
    const Cost dx = std::abs(p.x - query_.goal.x), dy = std::abs(p.y - query_.goal.y);
    if (rules_.connectivity == Connectivity::four) return c.straight * (dx + dy);
    return c.diagonal * std::min(dx, dy) + c.straight * (std::max(dx, dy) - std::min(dx, dy));
  }
  using Key = std::tuple<Cost, Cost, std::int32_t, std::int32_t>;
  [[nodiscard]] Key key(Point p, Cost cost) const noexcept { return {estimate(p), cost, p.y, p.x}; }

  /// The cell of least key among those `cost_of` gives a finite cost.
  template <class CostOf>
  [[nodiscard]] std::optional<Point> closest(const CostOf& cost_of) const {
    std::optional<Point> best;
    Key best_key{};
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const Cost cost = cost_of(Point{x, y});
        if (cost == kInfiniteCost) continue;
        const Key k = key({x, y}, cost);
        if (!best || k < best_key) {
          best = Point{x, y};
          best_key = k;
        }
      }
    return best;
  }
  [[nodiscard]] std::optional<Point> closest_reachable() const {
    DistanceField field(grid_, rules_);
    const Point sources[] = {query_.start};
    field.compute(sources);
    return closest([&field](Point p) { return field.at(p); });
  }
  [[nodiscard]] std::optional<Point> closest_closed() const {
    return closest([this](Point p) { return inner().state(p) == CellState::closed ? inner().g(p) : kInfiniteCost; });
  }

  /// The inner planner's path to `target`, answered as partial; its statistics add up.
  const SearchResult& reach(std::optional<Point> target) {
    const SearchStats before = result_.stats;  // of the search that did not reach the goal
    if (!target) {                             // not even the start: cannot happen for a free start
      result_.status = Status::no_path;
      return result_;
    }
    const SearchResult& r = inner().solve({query_.start, *target}, limits_);
    result_ = r;
    if (r.found()) {
      result_.status = Status::partial;
      result_.message = "the goal (" + std::to_string(query_.goal.x) + "," + std::to_string(query_.goal.y) +
                        ") cannot be reached; the path ends at the reachable cell closest to it, (" +
                        std::to_string(target->x) + "," + std::to_string(target->y) + ")";
    }
    result_.stats.expanded += before.expanded;
    result_.stats.generated += before.generated;
    result_.stats.time_ns += before.time_ns;
    return result_;
  }

  const Grid& grid_;
  MoveRules rules_;
  Query query_{};
  Limits limits_{};
  bool redirected_ = false;
  bool settled_ = false;
  SearchResult result_;
};

}  // namespace

Param partial_param() {
  return Param::toggle("partial", false,
                       "when the goal is blocked or unreachable, or a limit stops the search: the path to the "
                       "reachable cell closest to the goal, with status partial")
      .with_flag("partial", "on");
}

std::unique_ptr<Planner> with_partial_paths(std::unique_ptr<Planner> planner, const Grid& grid,
                                            const MoveRules& rules) {
  return std::make_unique<PartialPlanner>(std::move(planner), grid, rules);
}

}  // namespace gridnav
