// NumPy's .npy format as a map: a 2-D array of shape (height, width), row y of the array
// row y of the grid, dtype uint8 (0 = blocked, 1..255 = weight) or bool (True = blocked, as
// gridnav.Grid reads a bool array). What numpy.save writes and numpy.load(path,
// mmap_mode="r") reads, so a map made in Python opens here unchanged and the other way round.
//
// Reading maps the file into memory and copies it once into the grid's padded rows (no
// parsing, no text), at memory speed. Refused with a ParseError naming the file: a bad magic
// string or version, a header that is not the dictionary numpy writes, another dtype, a shape
// that is not 2-D or exceeds ReadLimits::max_cells, a file shorter than its shape says
// (truncated) or longer (another shape or trailing bytes). Column-major (Fortran order)
// arrays are read too. Writing gives version 1.0, dtype '|u1', C order, the header padded
// to 64 bytes as numpy pads it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

[[nodiscard]] Grid read_npy_map(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Throws InputError when the file cannot be written.
void write_npy_map(const Grid& grid, const std::filesystem::path& file);

/// The bytes of a .npy file before its data, for a C-order array of dtype `descr` ("|u1",
/// "<f8", ...) and shape (height, width): version 1.0, the header padded with spaces and a
/// newline so that the data starts on a multiple of 64 bytes, as numpy writes it.
[[nodiscard]] std::string npy_header(std::string_view descr, std::int64_t height, std::int64_t width);

}  // namespace gridnav
