// The Moving AI scenario format (.scen): benchmark queries with their optimal lengths.
//
// File shape:
//   version 1                    optional first line; `version 1.0` (older files) is read too
//   one query per line, 9 columns separated by any run of spaces or tabs:
//     bucket  map  map_width  map_height  start_x  start_y  goal_x  goal_y  optimal_length
// Line ends may be LF or CRLF; blank lines are skipped. Map names cannot contain whitespace.
// A file whose first line is a query rather than a `version` line is accepted, and its
// Scenario::version is empty. Another version number is rejected (its columns may differ).
//
// The parser checks syntax only: integers fit 32 bits, the length is a finite number >= 0.
// Whether start and goal lie inside the map (and are traversable) is for the caller to
// check against the grid it loads.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

/// One query of a scenario file.
struct ScenarioEntry {
  int bucket = 0;              ///< the file's bucket column (floor(optimal_length / 4) in Moving AI sets)
  std::string map_name;        ///< the map column as written, e.g. "maps/dao/den520d.map" or "arena2.map"
  std::int32_t map_width = 0;  ///< the map size the query was made for
  std::int32_t map_height = 0;
  Point start;
  Point goal;
  double optimal_length = 0;  ///< octile length, no corner cutting, as printed
  int decimals = 0;           ///< digits printed after '.' for optimal_length (0 when there is no '.')
  std::size_t line = 0;       ///< line of the query in its file (1-based)

  friend bool operator==(const ScenarioEntry&, const ScenarioEntry&) = default;
};

struct Scenario {
  std::filesystem::path file;          ///< where it was read from (empty for a stream without a file)
  std::string version;                 ///< "1", "1.0", ... as written; empty when the file has no version line
  std::vector<ScenarioEntry> entries;  ///< in file order

  friend bool operator==(const Scenario&, const Scenario&) = default;
};

/// Parses a scenario from `in`. `file_for_messages` names the source in errors and is
/// stored as Scenario::file (resolve_scenario_map looks for maps beside it).
/// Throws ParseError(file, line, ...) for a wrong column count, a column that is not a
/// number of the expected kind, or an unsupported version.
/// Lines longer than limits.max_line_bytes are refused (ParseError) before they are stored.
[[nodiscard]] Scenario parse_scenario(std::istream& in, const std::filesystem::path& file_for_messages,
                                      const ReadLimits& limits = {});

/// Reads a scenario file; throws InputError when it cannot be opened, ParseError when malformed.
[[nodiscard]] Scenario read_scenario(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Writes `s` as `version 1`, tab-separated, lengths with 8 decimals, LF line ends
/// (whatever version and precision it was read with). Throws InputError for a map name
/// that is empty or contains whitespace, or a length that is negative or not finite.
void write_scenario(const Scenario& s, std::ostream& out);

/// The map file a scenario refers to. Tries, in order, and returns the first regular file:
///   1. map_name itself when it is an absolute path;
///   2. map_name relative to the scenario file's folder;
///   3. the last component of map_name in the scenario file's folder
///      (hog2 files say "maps/dao/den520d.map" while the map lies beside the scenario).
/// Throws InputError listing every path tried when none exists.
[[nodiscard]] std::filesystem::path resolve_scenario_map(const Scenario& s, const std::string& map_name);

/// How far a computed length may be from the printed one: half a unit of the last printed
/// digit, 0.5 * 10^-decimals, plus a slack of FLT_EPSILON * max(1, |printed|) (1.19e-7
/// relative). The slack covers files whose generator summed in single precision before
/// rounding: hog2's files print 412 + 96 sqrt(2) = 547.76450... as 547.764.
[[nodiscard]] double length_tolerance(const ScenarioEntry& e);
/// The same for any printed length with `decimals` digits after '.'.
[[nodiscard]] double length_tolerance(double printed, int decimals);

/// Digits after '.' of a number as printed, exponent included: "1.5e-2" counts 3; 0..17.
[[nodiscard]] int printed_decimals(std::string_view text);

/// True when `computed` rounds to the length printed in the file: |computed - printed| <=
/// length_tolerance(e). False for a NaN or infinite `computed` (e.g. "no path").
[[nodiscard]] bool length_matches(double computed, const ScenarioEntry& e);

}  // namespace gridnav
