// Distance fields (Dijkstra maps), the walk downhill, and batches of queries on all cores.
#include <cmath>
#include <limits>
#include <memory>

#include "bindings.hpp"
#include "gridnav/api/batch.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/inflation.hpp"
#include "gridnav/search/distance_field.hpp"
#include "gridnav/util/parallel.hpp"

namespace gridnav::python {
namespace {

Cost cap_of(const py::object& max_cost) {
  if (max_cost.is_none()) return std::numeric_limits<Cost>::infinity();
  const double cap = max_cost.cast<double>();
  if (!(cap >= 0)) throw InputError("max_cost must be a number >= 0 (or None: no cap)");
  return cap;
}

py::array_t<double> field_array(const Grid& grid) {
  return py::array_t<double>({py::ssize_t(grid.height()), py::ssize_t(grid.width())});
}

py::array_t<double> distance_field(py::object grid_arg, const py::handle& sources_arg, const py::object& max_cost,
                                   int connect, const std::string& diagonal, const std::string& costs) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const Grid& grid = grid_object.cast<const Grid&>();
  const std::vector<Point> sources = to_points(sources_arg, "sources", true);
  const MoveRules rules = make_rules(connect, diagonal, costs);
  const Cost cap = cap_of(max_cost);
  for (const Point s : sources) check_cell(grid, s, "source");
  py::array_t<double> out = field_array(grid);
  double* data = out.mutable_data();
  {
    py::gil_scoped_release release;
    DistanceField field(grid, rules);
    field.compute(sources, cap);
    field.copy_to(std::span<Cost>(data, grid.cell_count()));
  }
  return out;
}

py::array_t<double> distance_fields(py::object grid_arg, const py::handle& sets_arg, const py::object& max_cost,
                                    unsigned threads, int connect, const std::string& diagonal,
                                    const std::string& costs) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const Grid& grid = grid_object.cast<const Grid&>();
  std::vector<std::vector<Point>> sets;
  for (const auto& set : py::reinterpret_borrow<py::iterable>(sets_arg)) {
    sets.push_back(to_points(set, "sources", true));
    for (const Point s : sets.back()) check_cell(grid, s, "source");
  }
  const MoveRules rules = make_rules(connect, diagonal, costs);
  const Cost cap = cap_of(max_cost);
  py::array_t<double> out({py::ssize_t(sets.size()), py::ssize_t(grid.height()), py::ssize_t(grid.width())});
  double* data = out.mutable_data();
  {
    py::gil_scoped_release release;
    const unsigned workers = worker_count(sets.size(), threads, 1);
    std::vector<std::unique_ptr<DistanceField>> fields;
    for (unsigned w = 0; w < workers; ++w) fields.push_back(std::make_unique<DistanceField>(grid, rules));
    parallel_for(
        sets.size(), workers,
        [&](unsigned w, std::size_t i) {
          fields[w]->compute(sets[i], cap);
          fields[w]->copy_to(std::span<Cost>(data + i * grid.cell_count(), grid.cell_count()));
        },
        nullptr, 1);
  }
  return out;
}

py::array_t<std::int32_t> descend(const py::array_t<double, py::array::c_style | py::array::forcecast>& field,
                                  const py::handle& cell_arg, const py::object& grid_arg, int connect,
                                  const std::string& diagonal, const std::string& costs) {
  if (field.ndim() != 2) throw InputError("field must be a 2-D array (height, width)");
  const Point cell = to_point(cell_arg, "cell");
  const auto height = std::int32_t(field.shape(0)), width = std::int32_t(field.shape(1));
  const MoveRules rules = make_rules(connect, diagonal, costs);
  std::vector<Point> path;
  const std::span<const Cost> values(field.data(), std::size_t(field.size()));
  if (!grid_arg.is_none()) {
    const py::object grid_object = as_grid(grid_arg);
    const Grid& grid = grid_object.cast<const Grid&>();
    if (grid.width() != width || grid.height() != height)
      throw InputError("field and grid differ in shape: the field is " + std::to_string(height) + " x " +
                       std::to_string(width) + ", the grid " + std::to_string(grid.height()) + " x " +
                       std::to_string(grid.width()));
    py::gil_scoped_release release;
    path = gridnav::descend(MoveModel(grid, rules), values, cell);
  } else {
    // Without a grid: cells of finite value are ground of weight 1, the rest blocked.
    check_grid_size(width, height);
    Grid grid(width, height, kGround);
    for (std::int32_t y = 0; y < height; ++y)
      for (std::int32_t x = 0; x < width; ++x)
        if (!std::isfinite(values[std::size_t(y) * std::size_t(width) + std::size_t(x)])) grid.set_blocked({x, y});
    py::gil_scoped_release release;
    path = gridnav::descend(MoveModel(grid, rules), values, cell);
  }
  return points_array(path);
}

py::object batch(py::object grid_arg, const py::handle& starts_arg, const py::handle& goals_arg,
                 const std::string& planner, unsigned threads, bool paths, int connect, const std::string& diagonal,
                 const std::string& costs, std::uint64_t max_expansions, double time_limit, const py::kwargs& params) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const Grid& grid = grid_object.cast<const Grid&>();
  const std::vector<Point> starts = to_points(starts_arg, "starts", false);
  const std::vector<Point> goals = to_points(goals_arg, "goals", false);
  if (starts.size() != goals.size())
    throw InputError("starts and goals differ in length: " + std::to_string(starts.size()) + " and " +
                     std::to_string(goals.size()));
  std::vector<Query> queries;
  queries.reserve(starts.size());
  for (std::size_t i = 0; i < starts.size(); ++i) {
    const std::string which = "query " + std::to_string(i) + ": ";
    check_cell(grid, starts[i], (which + "start").c_str());
    check_cell(grid, goals[i], (which + "goal").c_str());
    queries.push_back({starts[i], goals[i]});
  }
  const Config config = planners().complete(make_config(planner, params));
  const MoveRules rules = make_rules(connect, diagonal, costs);
  const Limits limits = make_limits(max_expansions, time_limit);
  BatchResult r;
  {
    py::gil_scoped_release release;
    r = run_batch(grid, rules, config, queries, {.threads = threads, .paths = paths, .limits = limits});
  }
  py::array_t<double> cost(py::ssize_t(queries.size()));
  auto c = cost.mutable_unchecked<1>();
  for (py::ssize_t i = 0; i < c.shape(0); ++i) {
    const BatchAnswer& a = r.answers[std::size_t(i)];
    c(i) = a.status == Status::found ? a.cost : std::numeric_limits<double>::infinity();
  }
  if (!paths) return cost;
  py::list path_list;
  for (const BatchAnswer& a : r.answers) path_list.append(points_array(a.path));
  return py::make_tuple(cost, path_list);
}

constexpr const char* kFieldRules = R"doc(
Move rules as for find_path: connect (4 or 8), diagonal ("no-corner-cutting",
"corner-cutting", "always") and costs ("octile", "integer", "unit").
)doc";

InflationParams inflation_params(double resolution, double robot_radius, double inflation_radius, double cost_scaling) {
  InflationParams p{resolution, robot_radius, inflation_radius, cost_scaling};
  check_inflation(p);
  return p;
}

py::array_t<std::uint8_t> inflation(py::object grid_arg, double resolution, double robot_radius,
                                    double inflation_radius, double cost_scaling) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const Grid& grid = grid_object.cast<const Grid&>();
  const InflationParams p = inflation_params(resolution, robot_radius, inflation_radius, cost_scaling);
  std::vector<std::uint8_t> cost;
  {
    py::gil_scoped_release release;
    cost = inflation_costs(grid, p);
  }
  py::array_t<std::uint8_t> out({py::ssize_t(grid.height()), py::ssize_t(grid.width())});
  std::copy(cost.begin(), cost.end(), out.mutable_data());
  return out;
}

Grid robot_grid(py::object grid_arg, double resolution, double robot_radius, double inflation_radius,
                double cost_scaling) {
  const py::object grid_object = as_grid(std::move(grid_arg));
  const InflationParams p = inflation_params(resolution, robot_radius, inflation_radius, cost_scaling);
  return inflated_grid(grid_object.cast<const Grid&>(), p);
}

}  // namespace

void bind_fields(py::module_& m) {
  const InflationParams d;
  m.def("inflation_costs", &inflation, py::arg("grid"), py::kw_only(), py::arg("resolution") = d.resolution,
        py::arg("robot_radius") = d.inscribed_radius, py::arg("inflation_radius") = d.inflation_radius,
        py::arg("cost_scaling") = d.cost_scaling, R"doc(
ROS 2's inflation layer for a round robot (nav2's InflationLayer): a uint8 array (height,
width) of costs, 254 on blocked cells, 253 within robot_radius metres of one, then
252 * exp(-cost_scaling * (d - robot_radius)) out to inflation_radius (rounded up to whole
cells, as nav2 does), 0 beyond; d is the Euclidean distance between cell centres, exact.
Lengths in metres, `resolution` metres a cell. Bad parameters raise gridnav.InputError.

    costs = gridnav.inflation_costs(grid, resolution=0.05, robot_radius=0.2)
)doc");
  m.def("inflated_grid", &robot_grid, py::arg("grid"), py::kw_only(), py::arg("resolution") = d.resolution,
        py::arg("robot_radius") = d.inscribed_radius, py::arg("inflation_radius") = d.inflation_radius,
        py::arg("cost_scaling") = d.cost_scaling, R"doc(
The grid a round robot's centre plans on: cells of inflation cost 253 or more blocked, the
others weighing 1 + cost times their own weight (capped at 255), so that paths keep away from
walls where they can. The same parameters as inflation_costs.
)doc");
  m.def("distance_field", &distance_field, py::arg("grid"), py::arg("sources"), py::arg("max_cost") = py::none(),
        py::kw_only(), connect_arg(), diagonal_arg(), costs_arg(),
        (std::string(R"doc(
The cost from every cell to its nearest source (a "Dijkstra map"), as a new float64
array (height, width): inf on blocked and unreachable cells and beyond max_cost.

    field = gridnav.distance_field(grid, [(3, 4), (20, 9)], max_cost=50)
    way = gridnav.descend(field, (12, 7), grid)   # the walk to the nearest source

sources: one (x, y) pair, a sequence of pairs or an (n, 2) integer array. The cost is
that of walking from the cell to the source (a move costs base x the weight of the cell
entered), what find_path(grid, cell, source) returns. One multi-source Dijkstra; the GIL
is released while it runs. A source outside the grid or blocked raises
gridnav.InputError.
)doc") + kFieldRules)
            .c_str());
  m.def("distance_fields", &distance_fields, py::arg("grid"), py::arg("source_sets"), py::arg("max_cost") = py::none(),
        py::kw_only(), py::arg("threads") = 0, connect_arg(), diagonal_arg(), costs_arg(),
        (std::string(R"doc(
Many distance fields at once: one per set of sources, spread over `threads` threads (0:
every core), returned as a float64 array (len(source_sets), height, width).
)doc") + kFieldRules)
            .c_str());
  m.def("descend", &descend, py::arg("field"), py::arg("cell"), py::arg("grid") = py::none(), py::kw_only(),
        connect_arg(), diagonal_arg(), costs_arg(),
        (std::string(R"doc(
The walk downhill on a distance field from `cell` to a source, as an int32 array (n, 2)
of (x, y) rows (empty when the cell's value is inf). Each step goes to the neighbour n
minimising step cost + field[n]. Give the grid the field was made on for exact costs on
weighted grids; without it every finite cell counts as weight 1.
)doc") + kFieldRules)
            .c_str());
  m.def("batch", &batch, py::arg("grid"), py::arg("starts"), py::arg("goals"),
        py::arg("planner") = std::string(kDefaultPlanner), py::kw_only(), py::arg("threads") = 0,
        py::arg("paths") = false, connect_arg(), diagonal_arg(), costs_arg(), py::arg("max_expansions") = 0,
        py::arg("time_limit") = 0.0,
        (std::string(R"doc(
Answers many queries at once: starts and goals are (n, 2) arrays (or sequences of pairs);
returns the costs as a float64 array (inf where there is no path), or with paths=True a
tuple (costs, list of (k, 2) path arrays). The queries are spread over `threads` threads
(0: every core), one planner per thread, all reading the one grid; the GIL is released.
The answers are those of find_path, whatever the thread count. planner and keyword
parameters as for find_path; max_expansions and time_limit apply to each query. A start
or goal outside the grid or blocked raises gridnav.InputError naming the query.
)doc") + kFieldRules)
            .c_str());
}

}  // namespace gridnav::python
