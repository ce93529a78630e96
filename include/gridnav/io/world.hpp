// Moori's tile-world text format (the D* testbed of his thesis), read and write.
//
// File shape: each text line is one row of the grid, row 0 first (x = column, y = row).
// The width is that of the longest line; shorter lines are padded with ground. Every
// line counts, empty ones too (an empty line is a row of ground); only the line end
// (LF or CRLF) after the last row does not start another row.
//
// Characters (one cell each):
//   'A'-'T'   wall: blocked (the letter is kept in World::walls, for drawing)
//   '2'-'9'   terrain of weight 2..9
//   'o'       the player's start                    (on ground, weight 1)
//   'p'-'r'   AI agents' start                      (on ground)
//   'x'-'z'   keys                                  (on ground)
//   'X'-'Z'   doors, closed: blocked in the grid, listed so a simulation can open them
//   'a'-'j'   monsters' start                       (on ground)
//   anything else, space and tab included: ground, weight 1
// Limits: ReadLimits (io/read_limits.hpp) on the size and the line length; at most one 'o'.
// Refused as not a tile world: a first line `type NAME` (a Moving AI or weighted map header)
// and control bytes other than tab, CR and LF (binary files). Nothing else is checked (keys
// and doors need not pair up, the number of agents is not limited).
#pragma once

#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {

/// A symbol of the file standing on one cell.
struct WorldEntity {
  char symbol = 0;  ///< the character as written, e.g. 'p' or 'X'
  Point cell;
  friend bool operator==(const WorldEntity&, const WorldEntity&) = default;
};

/// A parsed tile world. Entity lists are in row-major file order, except `agents`.
struct World {
  Grid grid;                          ///< walls and closed doors blocked, terrain 1..9
  std::optional<Point> player;        ///< the 'o' cell, if the file has one
  std::vector<WorldEntity> agents;    ///< 'p', 'q', 'r', sorted by symbol, then row-major. In Moori's thesis
                                      ///< the symbol is the number of agents starting there (p 1, q 2, r 3)
  std::vector<WorldEntity> keys;      ///< 'x', 'y', 'z'; key 'x' opens door 'X', and so on
  std::vector<WorldEntity> doors;     ///< 'X', 'Y', 'Z'; their cells are blocked in `grid`
  std::vector<WorldEntity> monsters;  ///< 'a'..'j', the monster type
  /// The wall letter of each cell, row-major ('A'..'T' on walls, ' ' elsewhere), for viewers
  /// that draw the thesis' tile kinds apart; empty when every wall is an 'A'.
  std::string walls;
  /// The letter of the wall at `p` ('A' when `walls` is empty); ' ' for a door or a cell
  /// that is no wall.
  [[nodiscard]] char wall_letter(Point p) const;
  friend bool operator==(const World&, const World&) = default;
};

/// Parses a tile world from `in`; `source_name` is only used in error messages.
/// Throws ParseError for an empty file (line 0), a file whose lines are all empty (line 0),
/// a size or a line beyond `limits` (at the line that exceeds it), a second 'o', a Moving AI
/// header and binary bytes (both as described above).
[[nodiscard]] World parse_world(std::istream& in, const std::string& source_name, const ReadLimits& limits = {});

/// Reads a tile-world file; throws InputError when it cannot be opened, ParseError when malformed.
[[nodiscard]] World read_world(const std::filesystem::path& file, const ReadLimits& limits = {});

/// Writes `world` so that parse_world gives it back: walls as their letters, weight 1 as ' ',
/// weights 2..9 as digits, then the entities' symbols over their cells (doors over
/// their cells whatever the cell's weight, since the file has no open doors), LF line ends.
/// Throws InputError for an empty grid, a weight above 9, an entity outside the grid,
/// with a symbol of the wrong list, sharing a cell with another entity, or (except
/// doors) not standing on a weight-1 cell.
void write_world(const World& world, std::ostream& out);

}  // namespace gridnav
