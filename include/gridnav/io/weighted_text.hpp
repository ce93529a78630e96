// The weighted text map format (.wmap), read and write: a Moving AI style header over
// rows of cell weights, for maps whose terrain costs a .map cannot hold.
//
// File shape:
//   type weighted          four header lines, keys in any order, any spacing,
//   height H               each key once; `map` ends the header
//   width W
//   map
//   H rows of exactly W whitespace-separated (spaces or tabs) decimal integers, row 0
//   first (x = position in the row, y = row)
// Values are cell weights: 0 = blocked, 1..255 = the terrain multiplier (see cell.hpp);
// leading zeros are allowed, signs are not. Line ends may be LF or CRLF; a UTF-8 byte
// order mark is skipped; blank lines before the header entries and after the last row are
// ignored (a blank line among the rows is a row with no values). Size limits: ReadLimits
// (io/read_limits.hpp), checked at the header; the grid is allocated only once every row
// has been read, so a file shorter than its header declares costs no memory of that size.
//
// Writing uses LF, single spaces and no padding; reading a written file gives the grid back.
#pragma once

#include <filesystem>
#include <iosfwd>
#include <string>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

/// Parses a .wmap from `in`. `source_name` is only used in error messages.
/// Throws ParseError(source_name, line, message) for any defect: missing, repeated or
/// unknown header entries, another type, sizes that are not numbers or exceed `limits`,
/// a line longer than limits.max_line_bytes,
/// too few or too many rows, rows with too few or too many values, and
/// values that are not integers in 0..255 (the message names the character column and x).
[[nodiscard]] Grid parse_weighted_text(std::istream& in, const std::string& source_name, const ReadLimits& limits = {});

/// Reads a .wmap file; throws InputError when it cannot be opened, ParseError when malformed.
[[nodiscard]] Grid read_weighted_text(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Writes `grid` as .wmap text. Throws InputError for an empty (default-constructed) grid
/// and when the stream fails.
void write_weighted_text(const Grid& grid, std::ostream& out);

/// Writes `grid` to `file` as above; throws InputError when the file cannot be written.
void write_weighted_text(const Grid& grid, const std::filesystem::path& file);

}  // namespace gridnav
