// Arguments as Python hands them: planner specs with keyword parameters, move rules,
// limits and grids given as arrays.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <stdexcept>

#include "bindings.hpp"
#include "gridnav/api/settings.hpp"
#include "gridnav/error.hpp"

namespace gridnav::python {
namespace {

/// Milliseconds as text that reads back to the same double.
std::string fmt_ms(double ms) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.17g", ms);
  return buf;
}

std::string value_text(const std::string& key, const py::handle& v) {
  if (py::isinstance<py::bool_>(v)) return v.cast<bool>() ? "on" : "off";
  if (py::isinstance<py::str>(v)) return v.cast<std::string>();
  if (py::isinstance<py::int_>(v) || py::isinstance<py::float_>(v)) return std::string(py::str(v));
  if (PyIndex_Check(v.ptr()))
    return std::string(py::str(py::int_(py::reinterpret_borrow<py::object>(v))));  // numpy ints
  if (py::hasattr(v, "__float__") && !py::isinstance<py::sequence>(v))
    return std::string(py::str(py::float_(py::reinterpret_borrow<py::object>(v))));  // numpy floats
  if (py::isinstance<py::list>(v) || py::isinstance<py::tuple>(v)) {
    std::string out;
    for (const auto& item : v) out += (out.empty() ? "" : ",") + value_text(key, item);
    return out;
  }
  throw InputError("parameter " + key + " must be a str, bool, int, float or a list of them, got " +
                   std::string(py::str(py::type::of(v).attr("__name__"))));
}

}  // namespace

/// `spec` ("NAME[:key=value,...]") with the keyword parameters added ('_' in a keyword
/// stands for '-': deadend_cut is deadend-cut).
Config make_config(const std::string& spec, const py::kwargs& params) {
  Config config = parse_config(spec);
  for (const auto& [k, v] : params) {
    std::string key = k.cast<std::string>();
    for (char& c : key)
      if (c == '_') c = '-';
    if (config.params.count(key))
      throw InputError("parameter " + key + " is given twice, in the spec and as a keyword");
    config.params[key] = value_text(key, v);
  }
  return config;
}

MoveRules make_rules(int connect, const std::string& diagonal, const std::string& costs) {
  std::string d = diagonal;
  for (char& c : d)
    if (c == '_') c = '-';
  return rules_from(Config{"", {{"connect", std::to_string(connect)}, {"diagonal", d}, {"costs", costs}}});
}

Limits make_limits(std::uint64_t max_expansions, double time_limit) {
  // The declaration counts milliseconds; a positive limit stays at least one nanosecond.
  const double most_s = search_limit_settings().param("time-limit")->most / 1000;
  if (!(time_limit >= 0 && time_limit <= most_s))
    throw InputError("time_limit must be a number of seconds from 0 (no limit) to " + fmt_ms(most_s) + ", got " +
                     fmt_ms(time_limit));
  return limits_from(
      Config{"", {{"max-expansions", std::to_string(max_expansions)}, {"time-limit", fmt_ms(time_limit * 1000)}}});
}

std::string setting_default(const EntryInfo& settings, std::string_view key) {
  const Param* p = settings.param(key);
  if (p == nullptr) throw std::logic_error("no setting " + std::string(key) + " in " + settings.name);
  return p->default_value;
}

/// `grid` itself when it is a Grid, otherwise a Grid made from it (a numpy array).
py::object as_grid(py::object grid) {
  if (py::isinstance<Grid>(grid)) return grid;
  if (!py::isinstance<py::array>(grid))
    throw InputError("grid must be a gridnav.Grid or a 2-D numpy array, got " +
                     std::string(py::str(py::type::of(grid).attr("__name__"))));
  return py::type::of<Grid>()(grid);
}

std::vector<Point> to_points(const py::handle& value, const char* what, bool single_ok) {
  std::vector<Point> out;
  if (py::isinstance<py::array>(value)) {
    const auto a = py::reinterpret_borrow<py::array>(value);
    if (a.ndim() == 1 && a.shape(0) == 2 && single_ok) return {to_point(value, what)};
    if (a.ndim() != 2 || a.shape(1) != 2)
      throw InputError(std::string(what) + " must be an (n, 2) array of (x, y) rows");
    const auto ints = py::array_t<std::int64_t, py::array::c_style | py::array::forcecast>::ensure(value);
    if (!ints || a.dtype().kind() == 'f' || a.dtype().kind() == 'b')
      throw InputError(std::string(what) + " must hold integers, got dtype " + std::string(py::str(a.dtype())));
    const auto view = ints.unchecked<2>();
    out.reserve(std::size_t(view.shape(0)));
    for (py::ssize_t i = 0; i < view.shape(0); ++i) {
      if (view(i, 0) < INT32_MIN || view(i, 0) > INT32_MAX || view(i, 1) < INT32_MIN || view(i, 1) > INT32_MAX)
        throw InputError(std::string(what) + " row " + std::to_string(i) + " is out of range");
      out.push_back({std::int32_t(view(i, 0)), std::int32_t(view(i, 1))});
    }
    return out;
  }
  if (!py::isinstance<py::sequence>(value) || py::isinstance<py::str>(value))
    throw InputError(std::string(what) + " must be a sequence of (x, y) pairs");
  const auto items = py::reinterpret_borrow<py::sequence>(value);
  // A single pair of integers, e.g. (3, 4).
  if (single_ok && py::len(items) == 2 && PyIndex_Check(items[0].ptr()) && !py::isinstance<py::sequence>(items[0]))
    return {to_point(value, what)};
  for (const auto& item : items) out.push_back(to_point(item, what));
  return out;
}

py::array_t<std::int32_t> points_array(const std::vector<Point>& points) {
  py::array_t<std::int32_t> out({py::ssize_t(points.size()), py::ssize_t(2)});
  auto view = out.mutable_unchecked<2>();
  for (py::ssize_t i = 0; i < py::ssize_t(points.size()); ++i) {
    view(i, 0) = points[std::size_t(i)].x;
    view(i, 1) = points[std::size_t(i)].y;
  }
  return out;
}

}  // namespace gridnav::python
