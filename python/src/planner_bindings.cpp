// Planners from the registry: one-shot find_path, the reusable Planner (also step by
// step), results as numpy arrays and the catalog as a list of dicts.
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include "bindings.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/count_rows.hpp"
#include "gridnav/search/waypoints.hpp"

namespace gridnav::python {
namespace {

/// A finished search, copied out of the planner while the GIL is released.
struct PyResult {
  std::string status;
  double cost = std::numeric_limits<double>::infinity();
  py::array_t<std::int32_t> path;
  py::dict stats;
  std::string message;
};

PyResult to_python(const SearchResult& r) {
  PyResult out;
  out.status = std::string(to_string(r.status));
  out.cost = r.cost;
  out.message = r.message;
  out.path = points_array(r.path);
  for (const auto& [name, value] : stats_rows(r.stats)) out.stats[name] = value;
  out.stats["time_us"] = r.stats.time_us();
  return out;
}

/// A registry planner bound to one grid and one set of move rules. The Python object
/// keeps the grid alive; a mutex keeps calls from several threads apart (each releases
/// the GIL first, then takes the mutex).
class PyPlanner {
 public:
  PyPlanner(py::object grid, const std::string& spec, int connect, const std::string& diagonal,
            const std::string& costs, const py::kwargs& params)
      : grid_object_(as_grid(std::move(grid))), grid_(grid_object_.cast<const Grid&>()) {
    const Config config = make_config(spec, params);
    const MoveRules rules = make_rules(connect, diagonal, costs);
    py::gil_scoped_release release;
    planner_ = planners().make(grid_, rules, config);
  }

  PyResult find_path(const py::handle& start, const py::handle& goal, std::uint64_t max_expansions, double time_limit) {
    const Query query = to_query(start, goal);
    const Limits limits = make_limits(max_expansions, time_limit);
    SearchResult result;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      result = planner_->solve(query, limits);
      started_ = false;
    }
    return to_python(result);
  }

  std::string start(const py::handle& start, const py::handle& goal, std::uint64_t max_expansions, double time_limit) {
    const Query query = to_query(start, goal);
    const Limits limits = make_limits(max_expansions, time_limit);
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    started_ = true;
    return std::string(to_string(planner_->start(query, limits)));
  }

  std::string step(std::uint64_t n) {
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    need_started();
    return std::string(to_string(planner_->step(n)));
  }

  PyResult finish() {
    SearchResult result;
    {
      py::gil_scoped_release release;
      std::lock_guard lock(mutex_);
      need_started();
      result = planner_->finish();
      started_ = false;
    }
    return to_python(result);
  }

  py::array_t<std::uint8_t> states() {
    py::array_t<std::uint8_t> out({py::ssize_t(grid_.height()), py::ssize_t(grid_.width())});
    auto* data = out.mutable_data();
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    need_started();
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x)
        data[std::int64_t(y) * grid_.width() + x] = std::uint8_t(planner_->state({x, y}));
    return out;
  }

  py::array_t<double> g_values() {
    py::array_t<double> out({py::ssize_t(grid_.height()), py::ssize_t(grid_.width())});
    auto* data = out.mutable_data();
    py::gil_scoped_release release;
    std::lock_guard lock(mutex_);
    need_started();
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const bool seen = planner_->state({x, y}) != CellState::unseen;
        data[std::int64_t(y) * grid_.width() + x] = seen ? planner_->g({x, y}) : kInfiniteCost;
      }
    return out;
  }

  [[nodiscard]] const PlannerInfo& info() const { return planner_->info(); }
  [[nodiscard]] const py::object& grid() const { return grid_object_; }

 private:
  Query to_query(const py::handle& start, const py::handle& goal) const {
    const Query q{to_point(start, "start"), to_point(goal, "goal")};
    check_cell(grid_, q.start, "start");
    // partial=on answers a blocked goal with the path to the closest reachable cell.
    const Config& spec = planner_->info().spec;
    if (!(spec.has("partial") && spec.on("partial") && grid_.in_bounds(q.goal))) check_cell(grid_, q.goal, "goal");
    return q;
  }
  void need_started() const {
    if (!started_) throw std::logic_error("no search under way: call start(start, goal) first");
  }

  py::object grid_object_;
  const Grid& grid_;
  std::unique_ptr<Planner> planner_;
  std::mutex mutex_;
  bool started_ = false;
};

py::dict param_dict(const Param& p) {
  py::dict d;
  d["name"] = p.name;
  d["type"] = std::string(to_string(p.type));
  d["default"] = p.default_value;
  d["help"] = p.help;
  d["choices"] = p.choices;
  d["domain"] = p.domain();
  if (p.type == ParamType::integer || p.type == ParamType::real || (p.type == ParamType::list && p.choices.empty())) {
    d["minimum"] = p.least;
    d["maximum"] = p.most;
  }
  return d;
}

py::list planner_list() {
  static const Grid probe(2, 2);
  py::list out;
  for (const auto& entry : planners().entries()) {
    py::dict d;
    d["name"] = entry.name;
    d["summary"] = entry.summary;
    py::list params;
    for (const Param& p : entry.params) params.append(param_dict(p));
    d["params"] = params;
    d["any_angle"] = entry.traits.any_angle;
    try {
      d["optimal"] = planners().make(probe, MoveRules{}, Config{entry.name, {}})->info().optimal;
    } catch (const InputError&) {
      d["optimal"] = py::none();
    }
    out.append(d);
  }
  return out;
}

constexpr const char* kRulesDoc = R"doc(
Cells are (x, y) pairs: x the column, y the row (array[y, x] of the grid's array).

Move rules:
  connect   4 or 8 neighbours per cell
  diagonal  on 8-connected grids: "no-corner-cutting" (both orthogonal neighbours open;
            the Moving AI convention), "corner-cutting" (at least one) or "always"
  costs     "octile" (1 straight, sqrt(2) diagonal), "integer" (2 and 3; 1 on 4-connected
            grids) or "unit" (every move 1); each move costs that times the entered
            cell's weight

The planner is a registry name, optionally with parameters: "astar", "astar:tie=h",
"dijkstra:open=radix"; more parameters come as keywords (weight=1.5, deadend_cut=False;
'_' stands for '-'). gridnav.planners() lists every planner and its parameters.

max_expansions and time_limit (seconds) stop a search early with status
"budget_exhausted" (0: no limit); IDA* and Fringe Search also stop at their own `budget`.
The GIL is released while the search runs.

An unreachable goal is a result with status "no_path", never an exception. A start or
goal outside the grid or blocked, an unknown planner, parameter or value raise
gridnav.InputError with the library's message.
)doc";

}  // namespace

void bind_planners(py::module_& m) {
  py::class_<PyResult>(m, "Result", R"doc(
What a search found: status ("found", "no_path", "budget_exhausted", or "partial" with
partial=on: the path ends at the reachable cell closest to the goal), cost (inf without
a path), path (int32 array of shape (n, 2), rows (x, y) from start to goal; empty
without a path) and stats (a dict: expanded, generated, reopened, improved, max_open,
time_us). The path is copied out of the planner once (8 bytes per cell), so a Result
stays valid after the planner's next search.
)doc")
      .def_readonly("status", &PyResult::status)
      .def_readonly("cost", &PyResult::cost)
      .def_readonly("path", &PyResult::path)
      .def_readonly("stats", &PyResult::stats)
      .def_readonly("message", &PyResult::message,
                    "Why: the invalid input, or for a partial path the goal and the cell the path ends at.")
      .def_property_readonly("found", [](const PyResult& r) { return r.status == "found"; })
      .def_property_readonly(
          "waypoints",
          [](const PyResult& r) {
            const auto path = r.path.unchecked<2>();
            std::vector<Point> cells(std::size_t(path.shape(0)));
            for (py::ssize_t i = 0; i < path.shape(0); ++i) cells[std::size_t(i)] = {path(i, 0), path(i, 1)};
            return points_array(waypoints(cells));
          },
          "The path's waypoints, shape (k, 2): the start, each cell where the direction changes, the goal.")
      .def("__bool__", [](const PyResult& r) { return r.status == "found"; })
      .def("__repr__", [](const PyResult& r) {
        return "<gridnav.Result " + r.status + ", cost " + std::string(py::repr(py::float_(r.cost))) + ", " +
               std::to_string(r.path.shape(0)) + " cells>";
      });

  py::class_<PyPlanner>(m, "Planner",
                        (std::string(R"doc(
A planner made once for a grid and reused for many queries: its memory is allocated on
the first search and kept.

    planner = gridnav.Planner(grid, "astar:tie=h", connect=8)
    result = planner.find_path((0, 0), (10, 7))

Step by step (for animations): start(start, goal), step(n) as often as wanted (each
returns the status, "running" until the search ends), states() and g_values() between
steps, then finish() for the Result.
)doc") + kRulesDoc)
                            .c_str())
      .def(py::init<py::object, const std::string&, int, const std::string&, const std::string&, const py::kwargs&>(),
           py::arg("grid"), py::arg("planner") = std::string(kDefaultPlanner), py::kw_only(), connect_arg(),
           diagonal_arg(), costs_arg())
      .def("find_path", &PyPlanner::find_path, py::arg("start"), py::arg("goal"), py::kw_only(),
           py::arg("max_expansions") = 0, py::arg("time_limit") = 0.0, R"doc(
Searches from start to goal and returns a Result. The GIL is released during the
search. max_expansions and time_limit (seconds) stop it early (status
"budget_exhausted"); 0 means no limit.
)doc")
      .def("start", &PyPlanner::start, py::arg("start"), py::arg("goal"), py::kw_only(), py::arg("max_expansions") = 0,
           py::arg("time_limit") = 0.0,
           "Begins a step-wise search; returns the status (\"running\" unless it ends at once).")
      .def("step", &PyPlanner::step, py::arg("n") = 1, "Expands up to n more nodes; returns the status.")
      .def("finish", &PyPlanner::finish, "Ends the step-wise search and returns its Result.")
      .def("states", &PyPlanner::states,
           "A new uint8 array (height, width) of node states: 0 unseen, 1 open, 2 closed.")
      .def("g_values", &PyPlanner::g_values,
           "A new float64 array (height, width) of the g values found so far (inf where unseen).")
      .def_property_readonly(
          "spec", [](const PyPlanner& p) { return to_string(p.info().spec); },
          "The full configuration, every default filled in.")
      .def_property_readonly(
          "optimal", [](const PyPlanner& p) { return p.info().optimal; },
          "True when the planner guarantees least-cost paths under its rules.")
      .def_property_readonly(
          "note", [](const PyPlanner& p) { return p.info().note; }, "Why the planner is not optimal, when it is not.")
      .def_property_readonly(
          "any_angle", [](const PyPlanner& p) { return p.info().any_angle; },
          "True when paths are cell corners joined by straight segments and costs their Euclidean lengths "
          "(theta-star, lazy-theta-star, anya, visibility-graph; docs/anyangle.md).")
      .def_property_readonly("grid", &PyPlanner::grid)
      .def("__repr__", [](const PyPlanner& p) { return "<gridnav.Planner " + to_string(p.info().spec) + ">"; });

  m.def(
      "find_path",
      [](py::object grid, const py::handle& start, const py::handle& goal, const std::string& planner, int connect,
         const std::string& diagonal, const std::string& costs, std::uint64_t max_expansions, double time_limit,
         const py::kwargs& params) {
        PyPlanner p(std::move(grid), planner, connect, diagonal, costs, params);
        return p.find_path(start, goal, max_expansions, time_limit);
      },
      py::arg("grid"), py::arg("start"), py::arg("goal"), py::arg("planner") = std::string(kDefaultPlanner),
      py::kw_only(), connect_arg(), diagonal_arg(), costs_arg(), py::arg("max_expansions") = 0,
      py::arg("time_limit") = 0.0,
      (std::string(R"doc(
Finds a path on `grid` from `start` to `goal` and returns a Result (status, cost, path,
stats). Makes a planner for this one query; for many queries on one grid a
gridnav.Planner saves that work.

    result = gridnav.find_path(grid, (0, 0), (10, 7), "astar", connect=8)
    if result.found:
        print(result.cost, result.path)
)doc") +
       kRulesDoc)
          .c_str());

  m.def("planners", &planner_list, R"doc(
Every registered planner as a dict: name, summary, optimal (with its default
parameters) and params, a list of dicts with name, type, default, help, choices,
domain and, for numbers, minimum and maximum.
)doc");
}

}  // namespace gridnav::python
