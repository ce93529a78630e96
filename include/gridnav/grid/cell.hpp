// Cell coordinates, cell identifiers and per-cell weights.
//
// Two id spaces exist and are kept apart by the type system:
//   CellId    y * width + x, for x in [0, width), y in [0, height)           (user-facing)
//   PaddedId  (y + 1) * (width + 2) + (x + 1), inside a one-cell blocked frame (search-facing)
// The frame lets neighbour generation read all eight neighbours of any cell
// without bounds checks. Convert with Grid::pad / Grid::unpad.
#pragma once

#include <array>
#include <compare>
#include <cstdint>
#include <limits>
#include <string>

namespace gridnav {

/// Terrain weight of a cell: 0 is blocked, 1..255 is the multiplier applied to
/// the base cost of every move that enters the cell (1 = plain ground).
using Weight = std::uint8_t;
inline constexpr Weight kBlocked = 0;
inline constexpr Weight kGround = 1;
inline constexpr Weight kMaxWeight = 255;

/// A cell position: x is the column, y the row, (0, 0) is the top-left cell,
/// matching the Moving AI convention.
struct Point {
  std::int32_t x = 0;
  std::int32_t y = 0;
  friend constexpr auto operator<=>(const Point&, const Point&) = default;
};

/// "(x,y)", as messages and logs print a cell.
[[nodiscard]] inline std::string to_string(Point p) {
  std::string text(1, '(');  // appended piece by piece: GCC 12 -O3 warns falsely (-Wrestrict) on "(" + string
  text.append(std::to_string(p.x)).append(1, ',').append(std::to_string(p.y)).append(1, ')');
  return text;
}

/// The eight directions to a cell's neighbours, as bit positions of neighbour and move
/// masks. Orthogonal first, then each diagonal d = 4 + i lies between orthogonals i and
/// (i + 1) % 4.
enum Direction : std::uint8_t { kNorth, kEast, kSouth, kWest, kNorthEast, kSouthEast, kSouthWest, kNorthWest };
inline constexpr std::array<Point, 8> kDirectionDelta{
    {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}}};
/// The direction back, by index: north and south, east and west, north-east and south-west...
/// Without a branch (loops over random directions mispredict one): the diagonal bit stays,
/// the rest turns by two.
[[nodiscard]] constexpr unsigned opposite_index(unsigned d) noexcept { return (d & 4u) | ((d + 2u) & 3u); }
[[nodiscard]] constexpr Direction opposite(Direction d) noexcept { return Direction(opposite_index(d)); }
static_assert([] {
  for (unsigned d = 0; d < 8; ++d) {
    const Point there = kDirectionDelta[d], back = kDirectionDelta[opposite_index(d)];
    if (back.x != -there.x || back.y != -there.y) return false;
  }
  return true;
}());

/// Row-major id of a cell in the unpadded grid: y * width + x.
enum class CellId : std::uint32_t {};
/// Id of a cell in the padded storage: (y + 1) * (width + 2) + (x + 1).
enum class PaddedId : std::uint32_t {};

inline constexpr std::uint32_t raw(CellId id) noexcept { return static_cast<std::uint32_t>(id); }
inline constexpr std::uint32_t raw(PaddedId id) noexcept { return static_cast<std::uint32_t>(id); }

/// Sentinel for "no cell" (parents of the start, empty slots).
inline constexpr PaddedId kNoCell{std::numeric_limits<std::uint32_t>::max()};

}  // namespace gridnav
