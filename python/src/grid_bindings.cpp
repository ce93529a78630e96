// Grid from and to numpy arrays, map files and scenario files.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "bindings.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/map_loader.hpp"
#include "gridnav/io/scenario.hpp"

namespace gridnav::python {
namespace {

std::string shape_text(const py::array& a) {
  std::string out = "(";
  for (py::ssize_t i = 0; i < a.ndim(); ++i) out += (i ? ", " : "") + std::to_string(a.shape(i));
  return out + (a.ndim() == 1 ? ",)" : ")");
}

/// A grid from a 2-D C-contiguous array of bool (True = blocked) or uint8 (0 = blocked,
/// 1..255 = weight); row y of the array is row y of the grid.
Grid grid_from_array(const py::array& a) {
  if (a.ndim() != 2) throw InputError("a grid array must be 2-D (height, width), got shape " + shape_text(a));
  const bool is_bool = a.dtype().is(py::dtype::of<bool>());
  const bool is_u8 = a.dtype().is(py::dtype::of<std::uint8_t>());
  if (!is_bool && !is_u8)
    throw InputError(
        "a grid array must have dtype bool (True = blocked) or uint8 (0 = blocked, 1..255 = weight), got " +
        std::string(py::str(a.dtype())) + " (convert with array.astype(numpy.uint8))");
  if (!(a.flags() & py::array::c_style))
    throw InputError("a grid array must be C-contiguous, got a strided view (copy it with numpy.ascontiguousarray)");
  check_grid_size(a.shape(1), a.shape(0));
  const auto width = std::int32_t(a.shape(1));
  const auto height = std::int32_t(a.shape(0));
  const auto* data = static_cast<const std::uint8_t*>(a.data());
  return Grid::from_rows(width, height, [&](std::int32_t y, std::span<Weight> row) {
    const std::uint8_t* from = data + std::int64_t(y) * width;
    if (is_bool)
      std::transform(from, from + width, row.begin(), [](std::uint8_t b) { return b ? kBlocked : kGround; });
    else
      std::copy(from, from + width, row.begin());
  });
}

py::array_t<std::uint8_t> grid_to_array(const Grid& grid) {
  py::array_t<std::uint8_t> out({py::ssize_t(grid.height()), py::ssize_t(grid.width())});
  auto* data = out.mutable_data();
  const auto padded = grid.padded_weights();
  for (std::int32_t y = 0; y < grid.height(); ++y)
    std::memcpy(data + std::int64_t(y) * grid.width(), padded.data() + raw(grid.pad({0, y})), grid.width());
  return out;
}

/// A scenario file as arrays, one row per query.
struct PyScenario {
  Scenario scenario;
  py::array_t<std::int32_t> starts, goals, buckets;
  py::array_t<double> optimal_lengths, tolerances;
  std::vector<std::string> map_names;
};

PyScenario scenario_from_file(const std::filesystem::path& path) {
  PyScenario s;
  s.scenario = read_scenario(path);
  const auto n = py::ssize_t(s.scenario.entries.size());
  s.starts = py::array_t<std::int32_t>({n, py::ssize_t(2)});
  s.goals = py::array_t<std::int32_t>({n, py::ssize_t(2)});
  s.buckets = py::array_t<std::int32_t>(n);
  s.optimal_lengths = py::array_t<double>(n);
  s.tolerances = py::array_t<double>(n);
  auto starts = s.starts.mutable_unchecked<2>();
  auto goals = s.goals.mutable_unchecked<2>();
  auto buckets = s.buckets.mutable_unchecked<1>();
  auto lengths = s.optimal_lengths.mutable_unchecked<1>();
  auto tolerances = s.tolerances.mutable_unchecked<1>();
  for (py::ssize_t i = 0; i < n; ++i) {
    const ScenarioEntry& e = s.scenario.entries[std::size_t(i)];
    starts(i, 0) = e.start.x;
    starts(i, 1) = e.start.y;
    goals(i, 0) = e.goal.x;
    goals(i, 1) = e.goal.y;
    buckets(i) = e.bucket;
    lengths(i) = e.optimal_length;
    tolerances(i) = length_tolerance(e);
    s.map_names.push_back(e.map_name);
  }
  return s;
}

}  // namespace

void bind_grid(py::module_& m) {
  py::class_<Grid>(m, "Grid", R"doc(
A rectangle of cells, each blocked or traversable with a weight from 1 to 255.

Cells are addressed as (x, y): x is the column, y the row, so cell (x, y) is
array[y, x] of the numpy array the grid is made from or turned into.
Moving into a cell costs the move's base cost (1 straight, sqrt(2) diagonal with the
octile costs) times the entered cell's weight.
)doc")
      .def(py::init(&grid_from_array), py::arg("array"), R"doc(
Makes a grid from a 2-D numpy array of shape (height, width):

* dtype bool: True is blocked, False is open ground (weight 1);
* dtype uint8: 0 is blocked, 1..255 is the cell's weight.

The values are copied into the grid's own padded storage (one pass over the array,
about a byte per cell); later changes to the array do not affect the grid. Raises
gridnav.InputError for another dtype, another number of dimensions, a non-contiguous
array or a size the library refuses.
)doc")
      .def_property_readonly("width", &Grid::width, "Number of columns.")
      .def_property_readonly("height", &Grid::height, "Number of rows.")
      .def_property_readonly(
          "shape", [](const Grid& g) { return py::make_tuple(g.height(), g.width()); },
          "(height, width), as the numpy array's shape.")
      .def_property_readonly("traversable_count", &Grid::traversable_count, "Number of cells that are not blocked.")
      .def("to_numpy", &grid_to_array, R"doc(
The weights as a new uint8 array of shape (height, width): 0 is blocked, 1..255 the
weight. A copy (one byte per cell); changing it leaves the grid as it is.
)doc")
      .def(
          "weight",
          [](const Grid& g, const py::handle& cell) {
            const Point p = to_point(cell, "cell");
            if (!g.in_bounds(p)) check_cell(g, p, "cell");
            return int(g.weight(p));
          },
          py::arg("cell"), "The weight of cell (x, y): 0 when blocked.")
      .def("__eq__", [](const Grid& a, const Grid& b) { return a == b; })
      .def("__repr__", [](const Grid& g) {
        return "<gridnav.Grid " + std::to_string(g.width()) + " x " + std::to_string(g.height()) + ", " +
               std::to_string(g.traversable_count()) + " traversable>";
      });

  m.def(
      "load_map",
      [](const std::filesystem::path& path, const std::string& format, std::uint64_t max_cells) {
        MapLoadOptions options;
        options.limits = read_limits_from(Config{"", {{"max-cells", std::to_string(max_cells)}}});
        if (!format.empty()) {
          options.format = parse_map_format(format);
          if (!options.format) {
            std::string known;
            for (const auto& name : map_format_names()) known += (known.empty() ? "" : "|") + name;
            throw InputError("unknown map format '" + format + "' (known: " + known + ")");
          }
        }
        py::gil_scoped_release release;
        return load_map(path, options).grid;
      },
      py::arg("path"), py::arg("format") = "", py::kw_only(),
      py::arg("max_cells") = std::uint64_t(ReadLimits::kDefaultMaxCells), R"doc(
Reads a map file into a Grid. The format comes from the extension unless `format`
names it: movingai (.map), world (.world, .txt), weighted (.wmap), image (.pgm, .png,
...), ros (.yaml) or npy (.npy: a 2-D uint8 array as numpy.save writes it, 0 = blocked,
read memory-mapped). A map of more than `max_cells` cells (width x height; at most
2**30) is refused before anything is allocated. Raises gridnav.InputError when the file
cannot be opened or its format told, gridnav.ParseError (with `file` and `line`) when it
is malformed or too large.
)doc");

  py::class_<PyScenario>(m, "Scenario", R"doc(
The queries of a Moving AI scenario file (.scen), as numpy arrays with one row per query:
starts and goals (int32, shape (n, 2), columns x and y), optimal_lengths (float64),
tolerances (float64: how far a computed cost may be from the printed length) and
buckets (int32); map_names lists each query's map as written in the file.
)doc")
      .def_readonly("starts", &PyScenario::starts)
      .def_readonly("goals", &PyScenario::goals)
      .def_readonly("optimal_lengths", &PyScenario::optimal_lengths)
      .def_readonly("tolerances", &PyScenario::tolerances)
      .def_readonly("buckets", &PyScenario::buckets)
      .def_readonly("map_names", &PyScenario::map_names)
      .def_property_readonly("file", [](const PyScenario& s) { return s.scenario.file.string(); })
      .def_property_readonly("version", [](const PyScenario& s) { return s.scenario.version; })
      .def(
          "map_path",
          [](const PyScenario& s, std::size_t i) {
            if (i >= s.map_names.size())
              throw InputError("query " + std::to_string(i) + " is out of range (the file has " +
                               std::to_string(s.map_names.size()) + ")");
            return resolve_scenario_map(s.scenario, s.map_names[i]).string();
          },
          py::arg("query") = 0, "The map file of a query (default the first), looked for beside the scenario file.")
      .def("__len__", [](const PyScenario& s) { return s.map_names.size(); })
      .def("__repr__", [](const PyScenario& s) {
        return "<gridnav.Scenario " + s.scenario.file.string() + ", " + std::to_string(s.map_names.size()) +
               " queries>";
      });

  m.def("load_scenario", &scenario_from_file, py::arg("path"), R"doc(
Reads a Moving AI scenario file into a Scenario (arrays of starts, goals and optimal
lengths; copied once, about 30 bytes per query). Raises gridnav.InputError when the file
cannot be opened, gridnav.ParseError (with `file` and `line`) when it is malformed.
)doc");
}

}  // namespace gridnav::python
