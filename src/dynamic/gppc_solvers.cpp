// The two kinds of ChangingMapSolver behind `gridnav dynscen`: a navigator repairing its
// own map copy, and a static planner made again for every snapshot.
#include <algorithm>
#include <string>

#include "gridnav/dynamic/gppc_replay.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

class NavigatorSolver final : public ChangingMapSolver {
 public:
  explicit NavigatorSolver(const Config& spec)
      : name_(to_string(navigators().complete(spec))), nav_(navigators().make(spec)) {}

  [[nodiscard]] std::string name() const override { return name_; }

  void start(const Grid& grid, const MoveRules& rules) override {
    nav_->reset(grid, rules, {0, 0}, {0, 0});
    aimed_ = false;
  }

  void change(std::span<const CellChange> changes) override { nav_->apply_changes(changes); }

  GppcAnswer answer(Point start, Point goal) override {
    // A new goal starts the search over (set_goal); a new start moves the agent, which
    // each navigator handles its own way (D* Lite keeps its search toward the goal).
    if (!aimed_ || goal != nav_->goal()) {
      nav_->reset(nav_->map(), nav_->rules(), start, goal);  // the map copy stays: no copy made
      aimed_ = true;
    } else {
      nav_->move_agent(start);
    }
    const Status status = nav_->plan();
    if (status != Status::found) return {status, kInfiniteCost};
    return {status, nav_->path_cost()};
  }

 private:
  std::string name_;
  std::unique_ptr<Navigator> nav_;
  bool aimed_ = false;
};

class PlannerSolver final : public ChangingMapSolver {
 public:
  PlannerSolver(const PlannerCatalog& catalog, const Config& spec) : catalog_(catalog), spec_(catalog.complete(spec)) {}

  [[nodiscard]] std::string name() const override { return to_string(spec_); }

  void start(const Grid& grid, const MoveRules& rules) override {
    grid_ = grid;
    rules_ = rules;
    planner_ = catalog_.make(grid_, rules_, spec_);
  }

  void change(std::span<const CellChange> changes) override {
    for (const CellChange& c : changes) grid_.set_weight(c.cell, c.weight);
    planner_ = catalog_.make(grid_, rules_, spec_);  // tables made for the old map would be stale
  }

  GppcAnswer answer(Point start, Point goal) override {
    if (!grid_.passable(start) || !grid_.passable(goal)) return {Status::no_path, kInfiniteCost};
    const SearchResult& r = planner_->solve({start, goal});
    if (r.status == Status::found) return {Status::found, r.cost};
    return {r.status == Status::no_path ? Status::no_path : Status::budget_exhausted, kInfiniteCost};
  }

 private:
  const PlannerCatalog& catalog_;
  Config spec_;
  Grid grid_;
  MoveRules rules_{};
  std::unique_ptr<Planner> planner_;
};

}  // namespace

std::unique_ptr<ChangingMapSolver> make_navigator_solver(const Config& spec) {
  return std::make_unique<NavigatorSolver>(spec);
}

std::unique_ptr<ChangingMapSolver> make_planner_solver(const PlannerCatalog& catalog, const Config& spec) {
  return std::make_unique<PlannerSolver>(catalog, spec);
}

std::unique_ptr<ChangingMapSolver> make_changing_map_solver(const Config& spec, const PlannerCatalog& catalog) {
  if (navigators().find(spec.name)) return make_navigator_solver(spec);
  if (catalog.find(spec.name)) return make_planner_solver(catalog, spec);
  std::string known;
  for (const std::string& n : navigators().names()) known += (known.empty() ? "" : "|") + n;
  for (const std::string& n : catalog.names()) known += "|" + n;
  throw InputError("unknown planner '" + spec.name + "' (navigators and static planners: " + known + ")");
}

}  // namespace gridnav
