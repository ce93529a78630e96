// Deterministic map generators: empty maps, random obstacles, Cazenave's walls, mazes,
// roguelike dungeons (rooms and corridors).
//
// Same parameters and seed => the same Grid on every machine and compiler: all
// randomness comes from gridnav::Random (util/random.hpp), never from <random>
// distributions or std::shuffle. grid_fingerprint() (grid/grid.hpp) gives a 64-bit value to log.
//
// Every generator produces cells of weight kGround (1) or kBlocked (0). Sizes are
// checked with check_grid_size (1 <= side <= Grid::kMaxSide, at most Grid::kMaxCells
// cells); every invalid parameter throws gridnav::InputError before any allocation.
// Coordinates: x is the column, y the row, (0, 0) the top-left cell (cell.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// A width x height grid with every cell traversable.
[[nodiscard]] Grid generate_empty(std::int32_t width, std::int32_t height);

/// A width x height grid with exactly llround(percent / 100.0 * width * height) blocked
/// cells (computed in IEEE double, halves rounded away from zero), chosen uniformly
/// among all subsets of that size (selection sampling, Knuth's Algorithm S: one pass,
/// O(cells) time, no extra memory). percent must lie in [0, 100] (NaN is rejected).
/// The maps of the multi-stack heap experiments: 40x40 .. 560x560, 0 .. 40 %.
[[nodiscard]] Grid generate_random_obstacles(std::int32_t width, std::int32_t height, double percent,
                                             std::uint64_t seed);

/// Parameters of the Cazenave wall maps. The paper's experiments use 300 x 300 maps
/// with 200 walls of length 20 (and sets with 400 and 600 walls).
struct WallOptions {
  std::int32_t width = 300, height = 300;
  std::int32_t walls = 200;  ///< walls to place, >= 0
  std::int32_t length = 20;  ///< cells along the wall's line, >= 1
  std::uint64_t seed = 1;
};

/// One wall as placed: it starts at `start` (a cell that was free when drawn) and runs
/// `cells` cells along `direction` (fewer than the requested length at the border).
struct PlacedWall {
  Point start;
  Direction direction = kNorth;
  std::int32_t cells = 0;
};

/// A wall map together with the walls that made it, in placement order.
struct WallMap {
  Grid grid;
  std::vector<PlacedWall> walls;
};

/// Draws one wall into `grid` and returns the number of cells along its line (<= length).
/// Cells on the line: start + k * delta(direction) for k = 0, 1, ... while in bounds and
/// k < length. Orthogonal walls are those cells (one cell thick). Diagonal walls are two
/// cells thick: for each diagonal step from (x, y) to (x + dx, y + dy) the cell
/// (x + dx, y) is blocked too, so the wall is a staircase whose consecutive cells share
/// an edge (horizontal step first, then vertical). No move between two free cells can
/// cross such a wall, even under DiagonalRule::always; a one-cell diagonal line would
/// be crossed under `always` (under corner_cutting it already is not, since both corners
/// of the crossing move are blocked). A diagonal wall of n line cells blocks at most
/// 2n - 1 cells. Cells already blocked stay blocked. Throws InputError when `start` is
/// outside the grid, length < 1 or direction is not one of the 8 directions.
std::int32_t draw_cazenave_wall(Grid& grid, Point start, Direction direction, std::int32_t length);

/// Cazenave's wall maps (the IDA*/A* optimisation experiments): starting from an empty
/// map, each wall picks a uniformly random unoccupied cell and one of the 8 directions
/// uniformly, then is drawn with draw_cazenave_wall. At most walls * (2 * length - 1)
/// cells end up blocked.
/// Termination: a start is sought by at most 64 random draws; if they all hit blocked
/// cells, the free cells are counted and the k-th of them taken for a uniform k (still
/// exactly uniform). When no cell is free the remaining walls are skipped, so the result
/// has fewer PlacedWall entries than options.walls. Time O(walls * length) on sparse
/// maps, O(walls * cells) at worst on nearly full ones.
/// Throws InputError for a bad size, walls < 0 or length < 1.
[[nodiscard]] WallMap generate_cazenave_wall_map(const WallOptions& options);
/// The grid of generate_cazenave_wall_map.
[[nodiscard]] Grid generate_cazenave_walls(const WallOptions& options);

/// Parameters of the maze generator. width and height default to the Moving AI maze
/// size (512); corridor and wall are thicknesses in cells, both >= 1.
struct MazeOptions {
  std::int32_t width = 512, height = 512;
  std::int32_t corridor = 1;  ///< width of every corridor, >= 1
  std::int32_t wall = 1;      ///< thickness of every wall, >= 1
  std::uint64_t seed = 1;
};

/// A perfect maze (exactly one simple path between any two corridor cells; all corridor
/// cells are 4-connected) carved by a randomised depth-first backtracker.
///
/// Geometry, with p = corridor + wall: a lattice of columns = width / p by rows = height / p
/// square rooms, room (i, j) covering x in [wall + i*p, wall + i*p + corridor) and
/// y in [wall + j*p, wall + j*p + corridor). Between two rooms the maze opens either the
/// whole corridor x wall gap or none of it. The top `wall` rows and left `wall` columns
/// are wall; the map edge serves as the right and bottom wall; any columns and rows left
/// over after the last full room (fewer than p) are blocked. Traversable cells:
///   columns * rows * corridor^2 + (columns * rows - 1) * corridor * wall.
/// Against Moving AI's mazes (maze512-C-0): they share this layout (wall on the top/left
/// edge, rooms on the period p, none on the right/bottom edge). maze512-1-0 fits exactly
/// (512 = 256 * 2) and {512, 512, 1, 1} has the same walls at every lattice post and the
/// same 131071 free cells. maze512-32-0 does not fit (512 / 33 = 15.5): Moving AI keeps a
/// cropped 16-wide 16th room column and row, this generator makes 15 x 15 full rooms and
/// blocks the last 17 columns and rows, so every corridor has exactly the requested width.
///
/// The carving is iterative and keeps one byte per room (the way back), no stack, so a
/// 16384 x 16384 map needs about width * height / p^2 extra bytes and no recursion
/// (corridor 1, wall 1: 64 MiB besides the grid's 256 MiB, under 10 s on one core).
/// Throws InputError for a bad size, corridor < 1, wall < 1, or a map smaller than
/// p x p (too small for one room).
[[nodiscard]] Grid generate_maze(const MazeOptions& options);

/// Parameters of the roguelike dungeon generator. The defaults give an 80 x 50 map
/// (4,000 cells, the map size of the roguelike A* article that `gridnav lab roguelike`
/// reproduces) with about a third of its cells open.
struct RoguelikeOptions {
  std::int32_t width = 80, height = 50;
  std::int32_t rooms = 14;     ///< rooms to place, >= 1 (fewer when they do not fit)
  std::int32_t min_room = 4;   ///< smallest room side in open cells, >= 1
  std::int32_t max_room = 12;  ///< largest room side in open cells, >= min_room
  std::int32_t loops = 3;      ///< extra corridors between random rooms, >= 0 (0: rooms in a chain)
  std::uint64_t seed = 1;
};

/// A rectangle of open cells: x in [x, x + width), y in [y, y + height).
struct RoomRect {
  std::int32_t x = 0, y = 0, width = 0, height = 0;
};

/// A dungeon together with the rooms that made it, in placement order.
struct RoguelikeMap {
  Grid grid;
  std::vector<RoomRect> rooms;
};

/// A roguelike dungeon: rectangular rooms joined by corridors one cell wide, everything
/// else blocked. Rooms get sides drawn uniformly from [min_room, max_room] (the height
/// capped at the map height - 2) and a uniform position; a room that would touch another
/// (they keep at least one blocked cell between them) or the map edge is redrawn, with
/// at most 50 draws per requested room, so crowded maps hold fewer rooms than asked. Each
/// room after the first is joined to the one placed before it by an L-shaped corridor
/// between their centres (horizontal or vertical leg first, at random); `loops` more
/// corridors join random pairs of distinct
/// rooms (none when only one room fits). Every open cell is therefore reachable from every
/// other through 4-connected moves. Corridors may run through other rooms.
/// Throws InputError for a bad size, rooms < 1, min_room < 1, max_room < min_room,
/// loops < 0, or a map too small for one room of min_room cells plus its border.
[[nodiscard]] RoguelikeMap generate_roguelike_map(const RoguelikeOptions& options);
/// The grid of generate_roguelike_map.
[[nodiscard]] Grid generate_roguelike(const RoguelikeOptions& options);

}  // namespace gridnav
