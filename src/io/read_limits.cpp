#include "gridnav/io/read_limits.hpp"

#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"

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

ReadLimits ReadLimits::resolved() const noexcept {
  ReadLimits out = *this;
  if (out.max_cells == 0) out.max_cells = kDefaultMaxCells;
  if (out.max_line_bytes == 0) out.max_line_bytes = kDefaultMaxLineBytes;
  if (out.max_file_bytes == 0) out.max_file_bytes = kDefaultMaxFileBytes;
  return out;
}

void check_read_size(std::int64_t width, std::int64_t height, const ReadLimits& limits) {
  check_grid_size(width, height);
  const std::uint64_t cells = std::uint64_t(width) * std::uint64_t(height);
  const std::uint64_t cap = limits.resolved().max_cells;
  if (cells > cap)
    throw InputError("grid size " + std::to_string(width) + "x" + std::to_string(height) + " = " +
                     std::to_string(cells) + " cells exceeds the read limit of " + std::to_string(cap) +
                     " cells (ReadLimits::max_cells, --max-cells; at most " + std::to_string(Grid::kMaxCells) + ")");
}

std::string describe_bytes(std::uint64_t bytes) {
  std::string out = std::to_string(bytes) + " bytes";
  if (bytes >= (std::uint64_t{1} << 30) && bytes % (std::uint64_t{1} << 30) == 0)
    out += " (" + std::to_string(bytes >> 30) + " GiB)";
  else if (bytes >= (std::uint64_t{1} << 20) && bytes % (std::uint64_t{1} << 20) == 0)
    out += " (" + std::to_string(bytes >> 20) + " MiB)";
  return out;
}

}  // namespace gridnav
