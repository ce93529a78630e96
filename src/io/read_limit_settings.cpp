// The read limits as typed settings (read_limit_settings, read_limits_from), apart from
// read_limits.cpp so that the readers alone (the fuzz targets' library) need no catalog.
#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

namespace {

/// Lines of up to 1 GiB and whole files of up to 64 GiB can be allowed; past that a
/// reader's buffer alone would take the machine.
constexpr std::int64_t kMostLineBytes = std::int64_t{1} << 30;
constexpr std::int64_t kMostFileBytes = std::int64_t{1} << 36;

}  // namespace

const EntryInfo& read_limit_settings() {
  static const EntryInfo info{
      "read limits",
      "caps every reader applies before it allocates",
      {Param::integer("max-cells", std::int64_t(ReadLimits::kDefaultMaxCells), 1, std::int64_t(Grid::kMaxCells),
                      "largest map read, in cells (width x height), checked before anything is allocated"),
       Param::integer("max-line-bytes", std::int64_t(ReadLimits::kDefaultMaxLineBytes), 1, kMostLineBytes,
                      "longest line of a text file read (maps, scenarios, worlds), in bytes"),
       Param::integer("max-file-bytes", std::int64_t(ReadLimits::kDefaultMaxFileBytes), 1, kMostFileBytes,
                      "largest file read whole (images, ROS YAML), in bytes")}};
  return info;
}

ReadLimits read_limits_from(const Config& config) {
  const EntryInfo& info = read_limit_settings();
  const Config full = detail::complete_config("settings", info, Config{info.name, config.params});
  return {.max_cells = std::uint64_t(full.integer("max-cells")),
          .max_line_bytes = std::size_t(full.integer("max-line-bytes")),
          .max_file_bytes = std::uint64_t(full.integer("max-file-bytes"))};
}

}  // namespace gridnav
