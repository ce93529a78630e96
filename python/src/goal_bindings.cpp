// Several goals: the path to the nearest of them, and the many-to-many cost matrix
// (search/many_goals.hpp).
#include <algorithm>

#include "bindings.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/many_goals.hpp"

namespace gridnav::python {
namespace {

py::dict nearest(py::object grid_arg, const py::handle& start, const py::handle& goals_arg, int connect,
                 const std::string& diagonal, const std::string& costs) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const Grid& grid = grid_object.cast<const Grid&>();
  const std::vector<Point> starts = to_points(start, "start", true);
  if (starts.size() != 1) throw InputError("start: one (x, y) pair");
  const std::vector<Point> goals = to_points(goals_arg, "goals", true);
  const MoveRules rules = make_rules(connect, diagonal, costs);
  NearestGoal r;
  {
    py::gil_scoped_release release;
    r = nearest_goal(grid, rules, starts[0], goals);
  }
  py::dict out;
  out["status"] = std::string(to_string(r.status));
  out["cost"] = r.cost;
  out["path"] = points_array(r.path);
  out["goal"] = r.status == Status::found ? py::object(py::int_(r.goal)) : py::object(py::none());
  out["settled"] = r.settled;
  return out;
}

py::array_t<double> matrix(py::object grid_arg, const py::handle& sources, const py::object& targets_arg,
                           unsigned threads, int connect, const std::string& diagonal, const std::string& costs) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const Grid& grid = grid_object.cast<const Grid&>();
  const std::vector<Point> from = to_points(sources, "sources", true);
  const std::vector<Point> to = targets_arg.is_none() ? from : to_points(targets_arg, "targets", true);
  const MoveRules rules = make_rules(connect, diagonal, costs);
  std::vector<Cost> m;
  {
    py::gil_scoped_release release;
    m = cost_matrix(grid, rules, from, to, threads);
  }
  py::array_t<double> out({py::ssize_t(from.size()), py::ssize_t(to.size())});
  std::copy(m.begin(), m.end(), out.mutable_data());
  return out;
}

}  // namespace

void bind_goals(py::module_& m) {
  m.def("nearest_goal", &nearest, py::arg("grid"), py::arg("start"), py::arg("goals"), py::kw_only(), connect_arg(),
        diagonal_arg(), costs_arg(), R"doc(
The least-cost path from `start` to the nearest of `goals`, by one Dijkstra search from all
the goals that stops at the start: a dict with status ("found" or "no_path"), cost, path
(int32 (n, 2) of (x, y), start first), goal (its index in `goals`, or None) and settled
(cells the search settled). A start or goal outside the grid or blocked raises
gridnav.InputError.

    r = gridnav.nearest_goal(grid, (5, 5), [(60, 40), (10, 50), (3, 60)])
)doc");
  m.def("cost_matrix", &matrix, py::arg("grid"), py::arg("sources"), py::arg("targets") = py::none(), py::kw_only(),
        py::arg("threads") = 0, connect_arg(), diagonal_arg(), costs_arg(), R"doc(
The least cost from every source to every target, a float64 array (len(sources),
len(targets)), inf without a path: one distance field per target, `threads` at a time (0:
every core), the GIL released. targets=None: the sources themselves.
)doc");
}

}  // namespace gridnav::python
