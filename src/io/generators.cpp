#include "gridnav/io/generators.hpp"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

// ---------------------------------------------------------------- shared helpers

/// Sets every cell of the rectangle [x0, x0 + w) x [y0, y0 + h) to `weight`; the caller
/// keeps the rectangle inside the grid.
void fill_rect(Grid& grid, std::int64_t x0, std::int64_t y0, std::int64_t w, std::int64_t h, Weight weight) {
  for (std::int64_t y = y0; y < y0 + h; ++y)
    for (std::int64_t x = x0; x < x0 + w; ++x) grid.set_weight(Point{std::int32_t(x), std::int32_t(y)}, weight);
}

Point cell_at(const Grid& grid, std::uint64_t index) { return grid.point(CellId{std::uint32_t(index)}); }

// ---------------------------------------------------------------- random obstacles

void check_percent(double percent) {
  if (!(percent >= 0.0 && percent <= 100.0))  // also rejects NaN
    throw InputError("obstacle percentage " + std::to_string(percent) + " is outside [0, 100]");
}

/// llround(percent / 100 * cells) in IEEE double: the same on every conforming platform.
std::uint64_t obstacle_count(std::uint64_t cells, double percent) {
  return std::uint64_t(std::llround(percent / 100.0 * double(cells)));
}

// ---------------------------------------------------------------- Cazenave walls

constexpr int kStartDraws = 64;  // random draws for a free start before the exact fallback

/// The k-th traversable cell in row-major order (k < traversable_count()).
Point nth_free_cell(const Grid& grid, std::uint64_t k) {
  for (std::uint64_t index = 0;; ++index) {
    const Point p = cell_at(grid, index);
    if (grid.passable(p) && k-- == 0) return p;
  }
}

/// A uniformly random traversable cell, or nothing when the grid is full.
std::optional<Point> random_free_cell(const Grid& grid, Random& random) {
  const std::uint64_t free_cells = grid.traversable_count();
  if (free_cells == 0) return std::nullopt;
  for (int draw = 0; draw < kStartDraws; ++draw) {
    const Point p = cell_at(grid, random.below(grid.cell_count()));
    if (grid.passable(p)) return p;
  }
  return nth_free_cell(grid, random.below(free_cells));
}

void check_wall_options(const WallOptions& o) {
  check_grid_size(o.width, o.height);
  if (o.walls < 0) throw InputError("wall count " + std::to_string(o.walls) + " is negative");
  if (o.length < 1) throw InputError("wall length " + std::to_string(o.length) + " must be at least 1");
}

// ---------------------------------------------------------------- mazes

/// Room lattice of a maze: rooms are `corridor` wide on a period of corridor + wall cells;
/// room (column, row) has index row * columns + column.
struct Lattice {
  std::int64_t corridor, wall, period, columns, rows;
  [[nodiscard]] std::int64_t rooms() const noexcept { return columns * rows; }
};

Lattice maze_lattice(const MazeOptions& o) {
  check_grid_size(o.width, o.height);
  if (o.corridor < 1) throw InputError("maze corridor width " + std::to_string(o.corridor) + " must be at least 1");
  if (o.wall < 1) throw InputError("maze wall thickness " + std::to_string(o.wall) + " must be at least 1");
  const std::int64_t period = std::int64_t(o.corridor) + o.wall;
  const Lattice lattice{o.corridor, o.wall, period, o.width / period, o.height / period};
  if (lattice.columns < 1 || lattice.rows < 1)
    throw InputError("a " + std::to_string(o.width) + "x" + std::to_string(o.height) +
                     " map is too small for one maze corridor: corridor " + std::to_string(o.corridor) + " + wall " +
                     std::to_string(o.wall) + " needs at least " + std::to_string(period) + "x" +
                     std::to_string(period) + " cells");
  return lattice;
}

/// A room of the lattice, kept with its index so that the carving loop never divides.
struct Room {
  std::int64_t column, row, index;
};

// Per-room carving state: 0 unvisited, 1 + d when the way back is direction d, kRoot for the first room.
constexpr std::uint8_t kUnvisited = 0;
constexpr std::uint8_t kRoot = 5;

/// The room next to `room` in orthogonal direction d, or nothing beyond the lattice.
std::optional<Room> neighbour_room(const Lattice& l, const Room& room, unsigned d) {
  const std::int64_t column = room.column + kDirectionDelta[d].x, row = room.row + kDirectionDelta[d].y;
  if (column < 0 || row < 0 || column >= l.columns || row >= l.rows) return std::nullopt;
  return Room{column, row, room.index + kDirectionDelta[d].x + kDirectionDelta[d].y * l.columns};
}

/// Opens the room and, when `towards` is given, the corridor x wall gap to its neighbour
/// in that direction.
void open_room(Grid& grid, const Lattice& l, const Room& room, std::optional<unsigned> towards) {
  const std::int64_t x0 = l.wall + room.column * l.period, y0 = l.wall + room.row * l.period;
  fill_rect(grid, x0, y0, l.corridor, l.corridor, kGround);
  if (!towards) return;
  switch (*towards) {
    case kNorth:
      fill_rect(grid, x0, y0 - l.wall, l.corridor, l.wall, kGround);
      break;
    case kEast:
      fill_rect(grid, x0 + l.corridor, y0, l.wall, l.corridor, kGround);
      break;
    case kSouth:
      fill_rect(grid, x0, y0 + l.corridor, l.corridor, l.wall, kGround);
      break;
    default:
      fill_rect(grid, x0 - l.wall, y0, l.wall, l.corridor, kGround);
      break;
  }
}

/// Randomised depth-first backtracker over the lattice. Instead of a stack, each room
/// remembers the direction it was entered from, so backtracking walks those links.
/// Unvisited neighbours are listed in the order N, E, S, W and one is taken with below().
void carve_maze(Grid& grid, const Lattice& l, Random& random) {
  std::vector<std::uint8_t> back(std::size_t(l.rooms()), kUnvisited);
  const auto first = std::int64_t(random.below(std::uint64_t(l.rooms())));
  Room room{first % l.columns, first / l.columns, first};
  back[std::size_t(room.index)] = kRoot;
  open_room(grid, l, room, std::nullopt);
  for (;;) {
    Room options[4];
    unsigned option_direction[4];
    unsigned count = 0;
    for (unsigned d = 0; d < 4; ++d) {
      const std::optional<Room> next = neighbour_room(l, room, d);
      if (next && back[std::size_t(next->index)] == kUnvisited) {
        options[count] = *next;
        option_direction[count++] = d;
      }
    }
    if (count > 0) {
      const auto pick = std::size_t(random.below(count));
      const unsigned way_back = (option_direction[pick] + 2) % 4;  // the opposite direction
      room = options[pick];
      back[std::size_t(room.index)] = std::uint8_t(1 + way_back);
      open_room(grid, l, room, way_back);
    } else if (back[std::size_t(room.index)] == kRoot) {
      return;
    } else {
      room = *neighbour_room(l, room, back[std::size_t(room.index)] - 1u);
    }
  }
}

}  // namespace

Grid generate_empty(std::int32_t width, std::int32_t height) { return Grid(width, height, kGround); }

Grid generate_random_obstacles(std::int32_t width, std::int32_t height, double percent, std::uint64_t seed) {
  check_grid_size(width, height);
  check_percent(percent);
  Grid grid(width, height, kGround);
  std::uint64_t needed = obstacle_count(grid.cell_count(), percent);
  Random random(seed);
  // Algorithm S: cell i is chosen with probability needed / (cells left), so every
  // subset of the requested size is equally likely.
  for (std::uint64_t index = 0, left = grid.cell_count(); needed > 0; ++index, --left) {
    if (random.below(left) < needed) {
      grid.set_blocked(cell_at(grid, index));
      --needed;
    }
  }
  return grid;
}

std::int32_t draw_cazenave_wall(Grid& grid, Point start, Direction direction, std::int32_t length) {
  if (!grid.in_bounds(start))
    throw InputError("wall start (" + std::to_string(start.x) + "," + std::to_string(start.y) +
                     ") is outside the grid");
  if (length < 1) throw InputError("wall length " + std::to_string(length) + " must be at least 1");
  if (unsigned(direction) >= kDirectionDelta.size())
    throw InputError("wall direction " + std::to_string(unsigned(direction)) + " is not one of the 8 directions");
  const Point delta = kDirectionDelta[direction];
  const bool diagonal = delta.x != 0 && delta.y != 0;
  std::int32_t drawn = 0;
  for (Point p = start; drawn < length && grid.in_bounds(p); ++drawn, p = {p.x + delta.x, p.y + delta.y}) {
    if (diagonal && drawn > 0) grid.set_blocked({p.x, p.y - delta.y});  // horizontal step, then vertical
    grid.set_blocked(p);
  }
  return drawn;
}

WallMap generate_cazenave_wall_map(const WallOptions& options) {
  check_wall_options(options);
  WallMap map{Grid(options.width, options.height, kGround), {}};
  map.walls.reserve(std::size_t(std::min<std::uint64_t>(std::uint64_t(options.walls), map.grid.cell_count())));
  Random random(options.seed);
  for (std::int32_t i = 0; i < options.walls; ++i) {
    const std::optional<Point> start = random_free_cell(map.grid, random);
    if (!start) break;  // the map is full
    const auto direction = Direction(random.below(8));
    const std::int32_t cells = draw_cazenave_wall(map.grid, *start, direction, options.length);
    map.walls.push_back({*start, direction, cells});
  }
  return map;
}

Grid generate_cazenave_walls(const WallOptions& options) { return generate_cazenave_wall_map(options).grid; }

Grid generate_maze(const MazeOptions& options) {
  const Lattice lattice = maze_lattice(options);
  Grid grid(options.width, options.height, kBlocked);
  Random random(options.seed);
  carve_maze(grid, lattice, random);
  return grid;
}

}  // namespace gridnav
