// agent-size=k (api/registry.hpp): the planner runs on the grid of the cells where a k x k
// agent's top-left cell fits (grid/clearance.hpp); a start or goal where it does not fit is
// refused with its clearance. The grid is the wrapper's own and outlives the planner on it.
#include <string>

#include "gridnav/api/registry.hpp"
#include "gridnav/grid/clearance.hpp"
#include "planner_decorator.hpp"

namespace gridnav {
namespace {

/// Made before the planner it holds the grid of (a base constructed first, destroyed last).
struct AgentGrid {
  Grid grid;
  std::vector<std::uint16_t> clearance;
};

class AgentPlanner final : private AgentGrid, public detail::PlannerDecorator {
 public:
  AgentPlanner(const Grid& grid, int size, const std::function<std::unique_ptr<Planner>(const Grid&)>& make)
      : AgentGrid{agent_grid(grid, size), gridnav::clearance(grid)},
        PlannerDecorator(make(AgentGrid::grid)),
        original_(grid),
        size_(size) {}

  Status start(const Query& q, const Limits& limits) override {
    refused_ = false;
    for (const auto& [role, p] : {std::pair{"start", q.start}, std::pair{"goal", q.goal}}) {
      if (!original_.passable(p)) continue;  // outside or blocked: the planner says so
      const std::uint16_t c = clearance[std::size_t(p.y) * std::size_t(original_.width()) + std::size_t(p.x)];
      if (c >= size_) continue;
      refused_ = true;
      result_ = SearchResult{};
      result_.status = Status::invalid_input;
      result_.message = std::string(role) + " (" + std::to_string(p.x) + "," + std::to_string(p.y) + "): a " +
                        std::to_string(size_) + "x" + std::to_string(size_) +
                        " agent does not fit there (its top-left cell; the clearance is " + std::to_string(c) + ")";
      return result_.status;
    }
    return PlannerDecorator::start(q, limits);
  }
  Status step(std::uint64_t n) override { return refused_ ? result_.status : PlannerDecorator::step(n); }
  const SearchResult& finish() override { return refused_ ? result_ : inner().finish(); }

 private:
  const Grid& original_;
  int size_;
  bool refused_ = false;
  SearchResult result_;
};

}  // namespace

Param agent_size_param() {
  return Param::integer("agent-size", 1, 1, 1024,
                        "the side of a square agent, in cells: paths of its top-left cell where all of it fits "
                        "(clearance, Harabor and Botea 2008)");
}

std::unique_ptr<Planner> with_agent_size(const Grid& grid, const MoveRules& rules, int size,
                                         const std::function<std::unique_ptr<Planner>(const Grid&)>& make) {
  if (rules.connectivity == Connectivity::eight && rules.diagonal != DiagonalRule::no_corner_cutting)
    throw InputError("agent-size=" + std::to_string(size) +
                     ": a larger agent moving diagonally past a corner would sweep the blocked cell; use --diagonal "
                     "no-corner-cutting or --connect 4");
  return std::make_unique<AgentPlanner>(grid, size, make);
}

}  // namespace gridnav
