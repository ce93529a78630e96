// Roguelike dungeons: rectangular rooms on a blocked map, joined by L-shaped corridors.
#include <algorithm>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

constexpr int kDrawsPerRoom = 50;  // position and size draws allowed per requested room

void check_roguelike_options(const RoguelikeOptions& o) {
  check_grid_size(o.width, o.height);
  if (o.rooms < 1) throw InputError("room count " + std::to_string(o.rooms) + " must be at least 1");
  if (o.min_room < 1) throw InputError("smallest room side " + std::to_string(o.min_room) + " must be at least 1");
  if (o.max_room < o.min_room)
    throw InputError("largest room side " + std::to_string(o.max_room) + " is below the smallest, " +
                     std::to_string(o.min_room));
  if (o.loops < 0) throw InputError("extra corridor count " + std::to_string(o.loops) + " is negative");
  if (std::int64_t(o.min_room) + 2 > o.width || std::int64_t(o.min_room) + 2 > o.height)
    throw InputError("a " + std::to_string(o.width) + "x" + std::to_string(o.height) +
                     " map is too small for a room of side " + std::to_string(o.min_room) +
                     " with a blocked border around it");
}

/// True when the two rooms, each grown by one cell on every side, overlap: the rooms
/// would then touch or share cells.
bool too_close(const RoomRect& a, const RoomRect& b) {
  return a.x - 1 < b.x + b.width + 1 && b.x - 1 < a.x + a.width + 1 && a.y - 1 < b.y + b.height + 1 &&
         b.y - 1 < a.y + a.height + 1;
}

std::int32_t draw_between(Random& random, std::int32_t lo, std::int32_t hi) {  // uniform in [lo, hi]
  return lo + std::int32_t(random.below(std::uint64_t(hi - lo) + 1));
}

/// A room of random size and position that keeps one blocked cell to the map edge.
RoomRect draw_room(const RoguelikeOptions& o, Random& random) {
  RoomRect r;
  r.width = draw_between(random, o.min_room, std::min(o.max_room, o.width - 2));
  r.height = draw_between(random, o.min_room, std::min(o.max_room, o.height - 2));
  r.x = draw_between(random, 1, o.width - 1 - r.width);
  r.y = draw_between(random, 1, o.height - 1 - r.height);
  return r;
}

void open_rect(Grid& grid, const RoomRect& r) {
  for (std::int32_t y = r.y; y < r.y + r.height; ++y)
    for (std::int32_t x = r.x; x < r.x + r.width; ++x) grid.set_weight({x, y}, kGround);
}

Point centre(const RoomRect& r) { return {r.x + r.width / 2, r.y + r.height / 2}; }

/// Opens an L-shaped corridor from a to b: along x then y, or along y then x.
void open_corridor(Grid& grid, Point a, Point b, bool horizontal_first) {
  const Point corner = horizontal_first ? Point{b.x, a.y} : Point{a.x, b.y};
  for (const auto& [from, to] : {std::pair{a, corner}, std::pair{corner, b}}) {
    const RoomRect leg{std::min(from.x, to.x), std::min(from.y, to.y), std::abs(to.x - from.x) + 1,
                       std::abs(to.y - from.y) + 1};
    open_rect(grid, leg);
  }
}

}  // namespace

RoguelikeMap generate_roguelike_map(const RoguelikeOptions& options) {
  check_roguelike_options(options);
  RoguelikeMap map{Grid(options.width, options.height, kBlocked), {}};
  Random random(options.seed);
  const std::int64_t draws = std::int64_t(options.rooms) * kDrawsPerRoom;
  for (std::int64_t d = 0; d < draws && std::int64_t(map.rooms.size()) < options.rooms; ++d) {
    const RoomRect room = draw_room(options, random);
    if (std::none_of(map.rooms.begin(), map.rooms.end(), [&](const RoomRect& r) { return too_close(r, room); }))
      map.rooms.push_back(room);
  }
  for (const RoomRect& room : map.rooms) open_rect(map.grid, room);
  for (std::size_t i = 1; i < map.rooms.size(); ++i)
    open_corridor(map.grid, centre(map.rooms[i - 1]), centre(map.rooms[i]), random.below(2) == 0);
  if (map.rooms.size() > 1)
    for (std::int32_t i = 0; i < options.loops; ++i) {
      const auto a = std::size_t(random.below(map.rooms.size()));
      auto b = std::size_t(random.below(map.rooms.size() - 1));  // any room but a
      if (b >= a) ++b;
      open_corridor(map.grid, centre(map.rooms[a]), centre(map.rooms[b]), random.below(2) == 0);
    }
  return map;
}

Grid generate_roguelike(const RoguelikeOptions& options) { return generate_roguelike_map(options).grid; }

}  // namespace gridnav
