// The module gridnav._gridnav: exceptions, then the grid and planner bindings.
#include <exception>
#include <string>

#include "bindings.hpp"
#include "gridnav/error.hpp"

namespace gridnav::python {

Point to_point(const py::handle& value, const char* what) {
  if (!py::isinstance<py::sequence>(value) && !py::isinstance<py::array>(value))
    throw InputError(std::string(what) + " must be a pair of integers (x, y), got " +
                     std::string(py::str(py::type::of(value).attr("__name__"))));
  const auto items = py::reinterpret_borrow<py::object>(value);
  if (py::len(items) != 2)
    throw InputError(std::string(what) + " must be a pair of integers (x, y), got " + std::string(py::repr(items)));
  std::int64_t xy[2] = {0, 0};
  for (int i = 0; i < 2; ++i) {
    const py::object item = items[py::int_(i)];
    if (py::isinstance<py::bool_>(item) || !PyIndex_Check(item.ptr()))
      throw InputError(std::string(what) + " must be a pair of integers (x, y), got " + std::string(py::repr(items)));
    const auto v = py::int_(py::reinterpret_steal<py::object>(PyNumber_Index(item.ptr())));
    const long long n = PyLong_AsLongLong(v.ptr());
    if (PyErr_Occurred()) {
      PyErr_Clear();
      throw InputError(std::string(what) + " " + std::string(py::repr(items)) + " is out of range");
    }
    xy[i] = n;
  }
  if (xy[0] < INT32_MIN || xy[0] > INT32_MAX || xy[1] < INT32_MIN || xy[1] > INT32_MAX)
    throw InputError(std::string(what) + " " + std::string(py::repr(items)) + " is out of range");
  return Point{std::int32_t(xy[0]), std::int32_t(xy[1])};
}

void check_cell(const Grid& grid, Point p, const char* what) {
  const std::string cell = "(" + std::to_string(p.x) + ", " + std::to_string(p.y) + ")";
  if (!grid.in_bounds(p))
    throw InputError(std::string(what) + " " + cell + " is outside the " + std::to_string(grid.width()) + " x " +
                     std::to_string(grid.height()) + " grid");
  if (grid.weight(p) == kBlocked) throw InputError(std::string(what) + " " + cell + " is blocked");
}

}  // namespace gridnav::python

PYBIND11_MODULE(_gridnav, m) {
  namespace py = pybind11;
  m.doc() = "gridnav: pathfinding on grid maps (the compiled part; import gridnav instead).";

  // InputError is a ValueError; ParseError an InputError with `file` and `line`. The
  // handles own one reference each that is never given back, so the types outlive any
  // translation, even one during interpreter shutdown.
  static const py::handle input_error = PyErr_NewExceptionWithDoc(
      "gridnav.InputError", "Bad input: an argument, a size, a cell or a configuration the library refuses.",
      PyExc_ValueError, nullptr);
  static const py::handle parse_error = PyErr_NewExceptionWithDoc(
      "gridnav.ParseError", "A malformed file; `file` and `line` say where (line 0: the file as a whole).",
      input_error.ptr(), nullptr);
  m.attr("InputError") = input_error;  // the module takes references of its own
  m.attr("ParseError") = parse_error;
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const gridnav::ParseError& e) {
      py::object exc = parse_error(e.what());
      exc.attr("file") = e.file();
      exc.attr("line") = e.line();
      PyErr_SetObject(parse_error.ptr(), exc.ptr());
    } catch (const gridnav::InputError& e) {
      PyErr_SetString(input_error.ptr(), e.what());
    }
  });

  gridnav::python::bind_grid(m);
  gridnav::python::bind_planners(m);
  gridnav::python::bind_fields(m);
  gridnav::python::bind_goals(m);
  gridnav::python::bind_navigators(m);
}
