// --max-cells, --max-line-bytes and --max-file-bytes: the caps every reader applies before it
// allocates (gridnav/io/read_limits.hpp), for each subcommand that reads a map, a scenario
// or a world. The defaults are the library's; a file over a cap fails with a ParseError that
// names the option to raise.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {

struct ReadLimitsCli {
  /// Lines of up to 1 GiB and whole files of up to 64 GiB can be allowed; past that a
  /// reader's buffer alone would take the machine.
  static constexpr std::uint64_t kMostLineBytes = std::uint64_t{1} << 30;
  static constexpr std::uint64_t kMostFileBytes = std::uint64_t{1} << 36;

  std::uint64_t max_cells = ReadLimits::kDefaultMaxCells;
  std::uint64_t max_line_bytes = ReadLimits::kDefaultMaxLineBytes;
  std::uint64_t max_file_bytes = ReadLimits::kDefaultMaxFileBytes;

  void add_to(CLI::App& cmd) {
    cmd.add_option("--max-cells", max_cells,
                   "largest map read, in cells (width x height), checked before anything is allocated")
        ->check(whole_number<std::uint64_t>(1, Grid::kMaxCells))
        ->capture_default_str();
    cmd.add_option("--max-line-bytes", max_line_bytes,
                   "longest line of a text file read (maps, scenarios, worlds), in bytes")
        ->check(whole_number<std::uint64_t>(1, kMostLineBytes))
        ->capture_default_str();
    cmd.add_option("--max-file-bytes", max_file_bytes, "largest file read whole (images, ROS YAML), in bytes")
        ->check(whole_number<std::uint64_t>(1, kMostFileBytes))
        ->capture_default_str();
  }

  [[nodiscard]] ReadLimits limits() const {
    return {.max_cells = max_cells, .max_line_bytes = std::size_t(max_line_bytes), .max_file_bytes = max_file_bytes};
  }
};

}  // namespace gridnav::cli
