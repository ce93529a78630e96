// Shared pieces of the Python module: the exception types, point conversion and the
// binding functions each source file defines.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>             // in every source of the module, so that conversions agree
#include <pybind11/stl/filesystem.h>  // paths: str or os.PathLike

#include <string>
#include <vector>

#include "gridnav/api/param.hpp"
#include "gridnav/api/settings.hpp"
#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::python {

namespace py = pybind11;

/// A cell given from Python: any sequence of two integers (x, y), e.g. a tuple, a list
/// or a numpy array. InputError naming `what` otherwise.
Point to_point(const py::handle& value, const char* what);

/// Throws InputError unless `p` is inside `grid` and traversable; `what` names the cell.
void check_cell(const Grid& grid, Point p, const char* what);

/// `spec` ("NAME[:key=value,...]") with the keyword parameters added ('_' in a keyword
/// stands for '-': deadend_cut is deadend-cut).
Config make_config(const std::string& spec, const py::kwargs& params);
/// The move rules from the keywords connect, diagonal and costs, read by rules_from
/// (api/settings.hpp); InputError naming a bad one.
MoveRules make_rules(int connect, const std::string& diagonal, const std::string& costs);
/// max_expansions (0: none) and time_limit in seconds (0: none), read by limits_from.
Limits make_limits(std::uint64_t max_expansions, double time_limit);
/// The default a settings group declares for `key`.
std::string setting_default(const EntryInfo& settings, std::string_view key);
/// The keywords connect, diagonal and costs with the defaults move_rule_settings() declares.
inline py::arg_v connect_arg() {
  return py::arg("connect") = std::stoi(setting_default(move_rule_settings(), "connect"));
}
inline py::arg_v diagonal_arg() { return py::arg("diagonal") = setting_default(move_rule_settings(), "diagonal"); }
inline py::arg_v costs_arg() { return py::arg("costs") = setting_default(move_rule_settings(), "costs"); }
/// `grid` itself when it is a Grid, otherwise a Grid made from it (a numpy array).
py::object as_grid(py::object grid);
/// A sequence of (x, y) pairs or an (n, 2) integer array; a single pair is a list of one
/// when `single_ok`. InputError naming `what` otherwise.
std::vector<Point> to_points(const py::handle& value, const char* what, bool single_ok);
/// An (n, 2) int32 array of the points, rows (x, y).
py::array_t<std::int32_t> points_array(const std::vector<Point>& points);

void bind_grid(py::module_& m);
void bind_planners(py::module_& m);
void bind_fields(py::module_& m);
void bind_goals(py::module_& m);
void bind_navigators(py::module_& m);

}  // namespace gridnav::python
