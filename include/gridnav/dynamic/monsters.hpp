// The tile world's monsters (Moori's testbed, thesis sections 4.2 and 5.2): sight,
// wandering, chasing, and the threat (influence) map they cast.
//
// Sight. A monster looks along its facing, one of the eight directions. It sees a cell
// when the cell lies in its 90-degree cone (within 45 degrees of the facing, edges
// included), no farther than `vision` tiles (Euclidean distance), and a line of sight
// joins them: the Bresenham line between the two cell centres crosses no opaque cell
// (walls and closed doors; pits do not hide anything) and never slips diagonally
// between two opaque cells. The monster's own cell is always seen.
//
// Walking. A monster stands on ground it may enter: not a wall, a closed door or a pit,
// and not a safe spot (the agents' start cells and the keys). On reaching a tile it
// picks the next one. A random move draws direction d with probability
//     prior(d) x run(d) / sum over the eight directions of prior x run,
// where prior is 37 % straight ahead, 15 % for each diagonal ahead and each side, 1 %
// for each of the three directions behind (the priors sum to 1), and run(d) counts the
// tiles it could walk in a straight line that way, up to `vision`. With no direction
// open it turns around and stays.
//
// Behaviour (Moori's Figure 12), decided on each tile:
//   a player in view   remember the line to the player's cell; with probability
//                      aggressiveness % step along it (chase), else move at random;
//   no player in view, a remembered cell:
//                      if the cell is out of line of sight, forget it (the monster lost
//                      the trail while wandering) and move at random; else with
//                      probability aggressiveness % step towards it (recall), forgetting
//                      it on arrival, else move at random;
//   otherwise          move at random (wander).
//
// Threat. Every cell a monster sees gets 1 - d / (vision + 1), d its Euclidean distance
// from the monster (1 on the monster's cell, falling towards the edge of its view); with
// several monsters a cell keeps the largest value.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {

struct MonsterParams {
  std::int32_t vision = 6;            ///< how far a monster sees, in tiles (>= 1)
  std::uint32_t aggressiveness = 50;  ///< 0..100: the chance in percent that a roll to chase succeeds
  double speed = 0.5;                 ///< tiles per tick, in (0, 1]
};

enum class MonsterMode : std::uint8_t {
  wander,  ///< no player in mind
  chase,   ///< stepping towards a player it sees
  recall,  ///< heading back to where it last saw a player
};

struct Monster {
  char symbol = 'a';  ///< the monster type from the world file
  Point cell;         ///< the tile it stands on
  Point next;         ///< the tile it walks to (== cell when it stands still)
  double progress = 0;
  Direction facing = kSouth;
  MonsterMode mode = MonsterMode::wander;
  std::optional<Point> last_seen;  ///< where it last saw a player
  std::vector<Point> trail;        ///< the line from `cell` to last_seen, both included (empty without one)
};

/// What monsters see through and where they may stand.
struct MonsterGround {
  const Grid* sight = nullptr;              ///< opaque where blocked: walls and closed doors
  const Grid* floor = nullptr;              ///< blocked where no one may stand now: walls, doors and pits
  std::span<const std::uint8_t> safe = {};  ///< row-major, nonzero on safe spots
  [[nodiscard]] bool enterable(Point p) const noexcept;
  /// A step from `from` to its neighbour `to`: `to` enterable and, diagonally, both
  /// corner cells enterable too (monsters do not cut corners).
  [[nodiscard]] bool can_step(Point from, Point to) const noexcept;
};

/// The Bresenham line from a to b, both included.
[[nodiscard]] std::vector<Point> sight_line(Point a, Point b);
/// Whether a sees b through `sight`: the cells strictly between them are not blocked and
/// no diagonal step of the line slips between two blocked cells.
[[nodiscard]] bool line_of_sight(const Grid& sight, Point a, Point b);
/// Whether `p` lies in the 90-degree cone of a monster at `at` facing `facing`, within `vision`.
[[nodiscard]] bool in_cone(Point at, Direction facing, std::int32_t vision, Point p) noexcept;
/// Every cell the monster sees (its cone, line of sight), its own cell first.
void visible_cells(const Grid& sight, Point at, Direction facing, std::int32_t vision, std::vector<Point>& out);

/// The three priors, by how far d turns from `facing`: 0.37 ahead, 0.15, 0.01 behind.
[[nodiscard]] double direction_prior(Direction facing, Direction d) noexcept;
/// run(d) for the eight directions: straight-line steps the monster can take, up to vision.
[[nodiscard]] std::array<std::int32_t, 8> open_runs(const MonsterGround& ground, Point at, std::int32_t vision);
/// prior(d) x run(d) per direction (not normalised).
[[nodiscard]] std::array<double, 8> direction_weights(Direction facing, const std::array<std::int32_t, 8>& runs);
/// A direction drawn in proportion to `weights`; nullopt when they are all zero.
[[nodiscard]] std::optional<Direction> draw_direction(const std::array<double, 8>& weights, Random& random);

/// The decision a monster makes on reaching a tile: updates mode, facing, trail and
/// `next`. `players` are the cells of the players it might see (the nearest seen one wins).
void decide_monster_move(Monster& m, const MonsterGround& ground, std::span<const Point> players,
                         const MonsterParams& params, Random& random);

/// Adds the monster's view to `threat` (row-major, one value per cell), keeping maxima.
void cast_threat(std::span<float> threat, std::int32_t width, Point at, std::span<const Point> seen,
                 std::int32_t vision);

}  // namespace gridnav
