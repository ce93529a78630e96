// nearest_goal and cost_matrix (search/many_goals.hpp).
#include "gridnav/search/many_goals.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/search/distance_field.hpp"
#include "gridnav/util/parallel.hpp"

namespace gridnav {
namespace {

void check_point(const Grid& grid, Point p, const std::string& what) {
  const std::string at = what + " (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
  if (!grid.in_bounds(p))
    throw InputError(at + " is outside the " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()) +
                     " grid");
  if (!grid.passable(p)) throw InputError(at + " is a blocked cell");
}

}  // namespace

NearestGoal nearest_goal(const Grid& grid, const MoveRules& rules, Point start, std::span<const Point> goals) {
  if (goals.empty()) throw InputError("no goal given");
  check_point(grid, start, "start");
  for (std::size_t i = 0; i < goals.size(); ++i) check_point(grid, goals[i], "goal " + std::to_string(i + 1));
  const auto began = std::chrono::steady_clock::now();
  DistanceField field(grid, rules);
  field.compute(goals, std::numeric_limits<Cost>::infinity(), start);
  NearestGoal out;
  out.settled = field.settled();
  out.cost = field.at(start);
  if (out.cost != kInfiniteCost) {
    out.status = Status::found;
    out.path = field.descend(start);
    out.goal = std::size_t(std::find(goals.begin(), goals.end(), out.path.back()) - goals.begin());
  }
  out.time_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began).count();
  return out;
}

std::vector<Cost> cost_matrix(const Grid& grid, const MoveRules& rules, std::span<const Point> from,
                              std::span<const Point> to, unsigned threads) {
  for (std::size_t i = 0; i < from.size(); ++i) check_point(grid, from[i], "from " + std::to_string(i + 1));
  for (std::size_t j = 0; j < to.size(); ++j) check_point(grid, to[j], "to " + std::to_string(j + 1));
  std::vector<Cost> matrix(from.size() * to.size(), kInfiniteCost);
  const unsigned workers = worker_count(to.size(), threads, 1);
  std::vector<std::unique_ptr<DistanceField>> fields;
  for (unsigned w = 0; w < workers; ++w) fields.push_back(std::make_unique<DistanceField>(grid, rules));
  parallel_for(
      to.size(), workers,
      [&](unsigned worker, std::size_t j) {
        DistanceField& field = *fields[worker];
        const Point target[] = {to[j]};
        field.compute(target);  // the cost from every cell to to[j]
        for (std::size_t i = 0; i < from.size(); ++i) matrix[i * to.size() + j] = field.at(from[i]);
      },
      nullptr, 1);
  return matrix;
}

}  // namespace gridnav
