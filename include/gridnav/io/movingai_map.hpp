// The Moving AI benchmark map format (.map), read and write.
//
// File shape:
//   type octile            four header lines, keys in any order, any spacing,
//   height H               each key once; `map` ends the header
//   width W
//   map
//   H rows of exactly W characters, row 0 first (x = column, y = row)
// Line ends may be LF or CRLF; a UTF-8 byte order mark is skipped; blank lines
// inside the header and after the last row are ignored (not between rows).
//
// Cells: '.' 'G' 'S' are traversable with weight 1; '@' 'O' 'T' 'W' are blocked.
// Only `type octile` is accepted (hog2's `octile-corner` maps store a different
// grid and are rejected). Size limits: ReadLimits (io/read_limits.hpp), checked at the
// header; the grid is allocated only once every row has been read, so a file shorter than
// its header declares costs no memory of the declared size.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

/// Parses a .map from `in`. `source_name` is only used in error messages.
/// Throws ParseError(source_name, line, what was expected) for any malformed input:
/// missing or repeated header entries, another type, sizes that are not numbers or
/// exceed `limits`, too few or too many rows,
/// a line longer than limits.max_line_bytes, rows of the wrong length, and
/// unknown cell characters (the message names the character, its column and x).
[[nodiscard]] Grid parse_movingai_map(std::istream& in, const std::string& source_name, const ReadLimits& limits = {});

/// Reads a .map file; throws InputError when it cannot be opened, ParseError when malformed.
[[nodiscard]] Grid read_movingai_map(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Writes `grid` as a .map: '.' for weight 1, '@' for blocked, LF line ends.
/// Throws InputError for an empty (default-constructed) grid and for a grid with any
/// weight above 1, which the format cannot store (use the weighted text format instead).
void write_movingai_map(const Grid& grid, std::ostream& out);

/// Writes `grid` to `file` as above; throws InputError when the file cannot be written.
void write_movingai_map(const Grid& grid, const std::filesystem::path& file);

}  // namespace gridnav
