// Caps every map and scenario reader applies before it allocates, so that a broken or
// hostile file fails with a ParseError naming the file instead of taking the machine's
// memory: a header declaring 16384 x 16384 cells over no rows, /dev/zero given as a map,
// a small PNG whose header claims a huge canvas.
//
//   max_cells       cells of a map read from a file, width x height, checked against the
//                   header (or, for images, stbi_info) before the grid or the pixels are
//                   allocated. Default 2^26 = 67,108,864 (8192 x 8192); raise it up to
//                   Grid::kMaxCells (2^30) for larger maps.
//   max_line_bytes  longest text line, line end excluded (.map, .wmap, .scen, tile worlds).
//                   Default 2^24 bytes (16 MiB), far above a .wmap row of 2^20 values.
//   max_file_bytes  largest file read whole into memory (images). Default 2^30 (1 GiB).
//
// A limit of 0 means the default. Readers of formats with a header (.map, .wmap, PGM)
// allocate the grid or the pixels only once the data is known to be there, so a file
// shorter than its header declares fails without allocating the declared size.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "gridnav/api/catalog.hpp"

namespace gridnav {

struct ReadLimits {
  static constexpr std::uint64_t kDefaultMaxCells = std::uint64_t{1} << 26;
  static constexpr std::size_t kDefaultMaxLineBytes = std::size_t{1} << 24;
  static constexpr std::uint64_t kDefaultMaxFileBytes = std::uint64_t{1} << 30;

  std::uint64_t max_cells = kDefaultMaxCells;
  std::size_t max_line_bytes = kDefaultMaxLineBytes;
  std::uint64_t max_file_bytes = kDefaultMaxFileBytes;

  /// The limits with 0 replaced by the defaults.
  [[nodiscard]] ReadLimits resolved() const noexcept;
};

/// "read limits": max-cells, max-line-bytes and max-file-bytes, as typed parameters with the
/// defaults above and their largest allowed values (api/settings.hpp says who reads them).
[[nodiscard]] const EntryInfo& read_limit_settings();
/// ReadLimits from `config`'s parameters, each checked, the absent ones at their defaults.
[[nodiscard]] ReadLimits read_limits_from(const Config& config);

/// Throws InputError unless width x height passes check_grid_size and is at most
/// limits.max_cells; the message names the limit and how to raise it.
void check_read_size(std::int64_t width, std::int64_t height, const ReadLimits& limits);

/// Bytes as a reader's message shows them: "16777216 bytes (16 MiB)".
[[nodiscard]] std::string describe_bytes(std::uint64_t bytes);

}  // namespace gridnav
