// The scenario format of the Grid-based Path Planning Competition's dynamic track
// (start kit gppc-dev/startkit-dynamic, MIT): a grid that starts all open and changes
// by pasting rectangular patches, with queries and their reference costs in between.
//
// Scenario file (.scen), one item per line, words separated by spaces or tabs:
//   version 2
//   height H                      rows of the map (1..8000 in the kit)
//   width W                       columns
//   cost N NAME1 ... NAMEN        the cost columns of every query; one must be `octile`
//   patch FILE                    the patch library, relative to the scenario's folder
//   commands
//   P BUCKET ID X Y               paste patch ID with its top-left corner at (X, Y)
//   Q BUCKET SX SY GX GY C1..CN   a query with its N reference costs (-1: no path)
//
// Patch file:
//   type patch
//   patches K
//   patch 0                       K patches numbered 0..K-1 in order, each a Moving AI
//   height h                      style grid: '.', 'G', 'S' open; '@', 'O', 'T', 'W'
//   width w                       blocked. A patch replaces every cell it covers, open
//   map                           and blocked alike, and must fit inside the map.
//   <h rows of w characters>
//
// Replay rules (the kit's ScenarioRunner): the map starts with every cell open; the
// patches between two queries are one map change (one snapshot), applied in file order;
// the patches before the first query make the initial map. BUCKET is the kit's snapshot
// id, kept as written. Queries use 8 neighbours, octile costs, no corner cutting.
//
// The kit reads words from a stream, so it accepts an item split over lines; this reader
// wants one item per line (the kit's own files are written so) and names the file and
// line of whatever is wrong. Line ends LF or CRLF; blank lines are skipped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

/// One patch of the library: its cells row by row, true = open.
struct GppcPatch {
  std::int32_t width = 0;
  std::int32_t height = 0;
  std::vector<std::uint8_t> open;  ///< width x height, 1 = open, 0 = blocked
  std::size_t line = 0;            ///< line of its `patch ID` header in the patch file

  [[nodiscard]] bool is_open(std::int32_t x, std::int32_t y) const noexcept {
    return open[std::size_t(y) * std::size_t(width) + std::size_t(x)] != 0;
  }
  friend bool operator==(const GppcPatch&, const GppcPatch&) = default;
};

/// A `P` or `Q` line.
struct GppcCommand {
  enum class Kind : std::uint8_t { patch, query };
  Kind kind = Kind::query;
  std::int32_t bucket = 0;
  std::uint32_t patch = 0;  ///< P: patch id
  Point at;                 ///< P: where its top-left corner goes
  Point start;              ///< Q
  Point goal;               ///< Q
  double reference = -1;    ///< Q: the octile column; -1 = no path
  int decimals = 0;         ///< Q: digits printed after '.' in the reference
  std::size_t line = 0;

  [[nodiscard]] bool no_path() const noexcept { return reference < 0; }
  friend bool operator==(const GppcCommand&, const GppcCommand&) = default;
};

struct GppcScenario {
  std::filesystem::path file;        ///< the scenario file (empty for a stream)
  std::filesystem::path patch_file;  ///< resolved beside the scenario
  std::int32_t width = 0;
  std::int32_t height = 0;
  std::vector<std::string> cost_names;  ///< as declared; cost_column indexes `octile`
  std::size_t cost_column = 0;
  std::vector<GppcPatch> patches;
  std::vector<GppcCommand> commands;

  [[nodiscard]] std::size_t query_count() const noexcept;
  friend bool operator==(const GppcScenario&, const GppcScenario&) = default;
};

/// Parses a patch library. `source` names it in errors; every patch must fit within
/// max_width x max_height (the scenario's map) and ReadLimits::max_cells.
[[nodiscard]] std::vector<GppcPatch> parse_gppc_patches(std::istream& in, const std::string& source,
                                                        std::int32_t max_width, std::int32_t max_height,
                                                        const ReadLimits& limits = {});

/// Loads the patch library named by a scenario: (resolved file, map width, map height).
using GppcPatchLoader = std::function<std::vector<GppcPatch>(const std::filesystem::path&, std::int32_t, std::int32_t)>;

/// Parses a scenario; `load_patches` returns the library its `patch` line names
/// (read_gppc_scenario reads the file). Throws ParseError (file, line) for anything
/// malformed: unknown words, numbers that are not numbers, a patch id outside the
/// library, a patch or a query cell outside the map.
[[nodiscard]] GppcScenario parse_gppc_scenario(std::istream& in, const std::filesystem::path& file,
                                               const GppcPatchLoader& load_patches, const ReadLimits& limits = {});

/// Reads a scenario file and its patch library. InputError when a file cannot be opened,
/// ParseError (naming the file and line) when one is malformed.
[[nodiscard]] GppcScenario read_gppc_scenario(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Writes the scenario (one `octile` cost column, references with 10 decimals or -1) and
/// the patch library. `patch_name` is what the scenario's `patch` line says.
void write_gppc_scenario(const GppcScenario& s, const std::string& patch_name, std::ostream& out);
void write_gppc_patches(const std::vector<GppcPatch>& patches, std::ostream& out);

/// True when `computed` agrees with the command's reference: both "no path" (computed
/// infinite, reference < 0), or within half a unit of the last printed digit plus a
/// float epsilon relative (length_tolerance of io/scenario.hpp).
[[nodiscard]] bool gppc_cost_matches(double computed, const GppcCommand& query);

}  // namespace gridnav
