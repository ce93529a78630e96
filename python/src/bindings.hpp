// Shared pieces of the Python module: the exception types, point conversion and the
// binding functions each source file defines.
#pragma once

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>  // in every source of the module, so that conversions agree

#include <string>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/grid.hpp"

namespace gridnav::python {

namespace py = pybind11;

/// A cell given from Python: any sequence of two integers (x, y), e.g. a tuple, a list
/// or a numpy array. InputError naming `what` otherwise.
Point to_point(const py::handle& value, const char* what);

/// Throws InputError unless `p` is inside `grid` and traversable; `what` names the cell.
void check_cell(const Grid& grid, Point p, const char* what);

void bind_grid(py::module_& m);
void bind_planners(py::module_& m);

}  // namespace gridnav::python
