#include "gridnav/io/read_limits.hpp"

#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"

namespace gridnav {

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
