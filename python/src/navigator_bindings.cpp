// Navigators on a changing map (dynamic/navigator.hpp): D* Lite, LPA*, D*, Focused D* and
// repeated A* behind one class, with cell changes and agent moves from Python.
#include <memory>
#include <mutex>

#include "bindings.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"

namespace gridnav::python {
namespace {

class PyNavigator {
 public:
  PyNavigator(const py::object& grid_arg, const std::string& name, const py::handle& start, const py::handle& goal,
              int connect, const std::string& diagonal, const std::string& costs) {
    const py::object grid_object = as_grid(grid_arg);
    const Grid& grid = grid_object.cast<const Grid&>();
    nav_ = make_navigator(name);
    const Point s = to_point(start, "start"), g = to_point(goal, "goal");
    check_cell(grid, s, "start");
    if (!grid.in_bounds(g)) check_cell(grid, g, "goal");            // a blocked goal is allowed: no path until it opens
    nav_->reset(grid, make_rules(connect, diagonal, costs), s, g);  // copies the grid
  }

  std::string plan() {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    return std::string(to_string(nav_->plan()));
  }

  void set_cells(const py::handle& cells_arg, const py::handle& weights_arg) {
    const std::vector<Point> cells = to_points(cells_arg, "cells", true);
    std::vector<CellChange> changes;
    changes.reserve(cells.size());
    const auto weights = py::array_t<std::int64_t, py::array::forcecast>::ensure(weights_arg);
    if (!weights || (weights.ndim() != 0 && !(weights.ndim() == 1 && std::size_t(weights.shape(0)) == cells.size())))
      throw InputError("weights must be one integer or one per cell (0 blocks, 1..255 a weight)");
    for (std::size_t i = 0; i < cells.size(); ++i) {
      const std::int64_t w = weights.ndim() == 0 ? *weights.data() : weights.data()[i];
      if (w < 0 || w > 255) throw InputError("weight " + std::to_string(w) + " is not 0 (blocked) or 1..255");
      if (!nav_->map().in_bounds(cells[i])) check_cell(nav_->map(), cells[i], "cell");
      changes.push_back({cells[i], Weight(w)});
    }
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    nav_->apply_changes(changes);
  }

  void move_to(const py::handle& cell) {
    const Point p = to_point(cell, "cell");
    check_cell(nav_->map(), p, "cell");
    std::lock_guard lock(mutex_);
    nav_->move_agent(p);
  }

  void set_goal(const py::handle& cell) {
    const Point p = to_point(cell, "goal");
    if (!nav_->map().in_bounds(p)) check_cell(nav_->map(), p, "goal");
    std::lock_guard lock(mutex_);
    nav_->set_goal(p);
  }

  py::array_t<std::int32_t> path() {
    std::lock_guard lock(mutex_);
    return points_array(nav_->path());
  }
  double cost() {
    std::lock_guard lock(mutex_);
    return nav_->path_cost();
  }
  py::object next_step() {
    std::lock_guard lock(mutex_);
    const auto p = nav_->next_step();
    if (!p) return py::none();
    return py::make_tuple(p->x, p->y);
  }
  py::dict stats() const {
    const NavigatorStats s = nav_->stats();
    py::dict d;
    d["searches"] = s.searches;
    d["expanded"] = s.expansions;
    d["heap_inserts"] = s.heap_inserts;
    d["heap_removes"] = s.heap_removes;
    d["max_heap"] = s.max_heap;
    return d;
  }
  [[nodiscard]] const Navigator& nav() const { return *nav_; }

 private:
  std::unique_ptr<Navigator> nav_;
  std::mutex mutex_;
};

}  // namespace

void bind_navigators(py::module_& m) {
  py::class_<PyNavigator>(m, "Navigator", R"doc(
A planner for a map that changes while an agent walks it: "dstar-lite", "lpa", "dstar",
"focused-dstar" or "astar-replan" (gridnav.navigators() lists them). It keeps its own
copy of the grid, which set_cells changes; incremental planners repair their last search
instead of starting over.

    nav = gridnav.Navigator(grid, "dstar-lite", start=(0, 0), goal=(40, 30))
    nav.plan()                         # "found" or "no_path"
    while nav.next_step() is not None:
        nav.move_to(nav.next_step())
        nav.set_cells([(12, 5), (12, 6)], 0)   # two cells become blocked
        nav.plan()

path is an int32 array (n, 2) from the agent to the goal (empty without a path), cost its
cost on the navigator's map (inf without a path). Cells outside the grid, a blocked start
or weights outside 0..255 raise gridnav.InputError.
)doc")
      .def(py::init<const py::object&, const std::string&, const py::handle&, const py::handle&, int,
                    const std::string&, const std::string&>(),
           py::arg("grid"), py::arg("planner") = std::string(kDefaultNavigator), py::kw_only(), py::arg("start"),
           py::arg("goal"), connect_arg(), diagonal_arg(), costs_arg())
      .def("plan", &PyNavigator::plan, "Brings the path up to date; returns the status.")
      .def("set_cells", &PyNavigator::set_cells, py::arg("cells"), py::arg("weights"),
           "Sets the weights of cells (a pair or (n, 2) array): one weight for all or one each; 0 blocks.")
      .def("move_to", &PyNavigator::move_to, py::arg("cell"), "The agent is now at `cell`.")
      .def("set_goal", &PyNavigator::set_goal, py::arg("goal"), "Aims at a new goal, keeping the map.")
      .def("next_step", &PyNavigator::next_step, "The cell after the agent on the path, or None.")
      .def_property_readonly("path", &PyNavigator::path)
      .def_property_readonly("cost", &PyNavigator::cost)
      .def_property_readonly("stats", &PyNavigator::stats,
                             "searches, expanded, heap_inserts, heap_removes and max_heap so far.")
      .def_property_readonly("agent",
                             [](const PyNavigator& n) { return py::make_tuple(n.nav().agent().x, n.nav().agent().y); })
      .def_property_readonly("goal",
                             [](const PyNavigator& n) { return py::make_tuple(n.nav().goal().x, n.nav().goal().y); })
      .def_property_readonly("planner", [](const PyNavigator& n) { return std::string(n.nav().name()); })
      .def("__repr__", [](const PyNavigator& n) { return "<gridnav.Navigator " + std::string(n.nav().name()) + ">"; });
  m.def(
      "navigators", [] { return navigators().names(); }, "The names of the navigators, for gridnav.Navigator.");
}

}  // namespace gridnav::python
