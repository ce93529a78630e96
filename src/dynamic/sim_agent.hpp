// One agent of the tile-world simulation (dynamic/simulation.cpp): its planner, where it
// stands and walks, its goal, and what it senses and forgets.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "gridnav/dynamic/simulation.hpp"

namespace gridnav::detail {

#ifdef NDEBUG
inline constexpr bool kDebugBuild = false;
#else
inline constexpr bool kDebugBuild = true;  // debug builds check the planners' invariants whenever they verify
#endif

/// For each goal of the sequence: whether reaching it opens a door, and which.
struct GoalDoor {
  bool opens = false;
  std::size_t door = 0;
};

/// The goals every agent crosses: for each key 'x', 'y', 'z' present, the key, then its door.
inline void goal_sequence(const World& world, std::vector<SimGoal>& goals, std::vector<GoalDoor>& doors) {
  for (const char k : {'x', 'y', 'z'}) {
    const auto key =
        std::find_if(world.keys.begin(), world.keys.end(), [&](const WorldEntity& e) { return e.symbol == k; });
    if (key == world.keys.end()) continue;
    const char door_symbol = char(k - 'a' + 'A');
    const auto door = std::find_if(world.doors.begin(), world.doors.end(),
                                   [&](const WorldEntity& e) { return e.symbol == door_symbol; });
    goals.push_back({k, key->cell});
    if (door == world.doors.end()) {
      doors.push_back({});
      continue;
    }
    doors.push_back({true, std::size_t(door - world.doors.begin())});
    goals.push_back({door_symbol, door->cell});
    doors.push_back({});
  }
}

struct SimAgent {
  std::unique_ptr<Navigator> nav;
  std::string planner;
  std::size_t index = 0;
  Point at, next, start;
  double progress = 0;
  std::size_t goal = 0;
  std::vector<bool> opened;      // per door
  std::vector<Point> last_path;  // the last path found, walked with Follow::walk
  std::size_t last_at = 0;       // the agent's place on last_path
  PathState path_state = PathState::clear;
  GoalRecord current;
  bool done = false;
  bool seen = false;
  std::uint64_t caught_total = 0, in_view_total = 0;

  void begin_goal(std::size_t goal_index, const SimGoal& g) {
    current = {};
    current.agent = index;
    current.planner = planner;
    current.goal_index = goal_index;
    current.symbol = g.symbol;
    current.cell = g.cell;
    last_path.clear();
    last_at = 0;
  }

  /// The sensed square around the agent, clipped to the map (in 64 bits: a radius may be
  /// as large as an int32 allows, and costs the map, not the radius squared).
  struct Square {
    std::int32_t x0, y0, x1, y1;
    [[nodiscard]] bool contains(Point p) const noexcept { return p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1; }
  };
  [[nodiscard]] Square sight(const Grid& grid, std::int32_t radius) const noexcept {
    const std::int64_t r = radius;
    return {std::int32_t(std::max<std::int64_t>(0, at.x - r)), std::int32_t(std::max<std::int64_t>(0, at.y - r)),
            std::int32_t(std::min<std::int64_t>(grid.width() - 1, at.x + r)),
            std::int32_t(std::min<std::int64_t>(grid.height() - 1, at.y + r))};
  }

  /// Appends to `out` every cell in sight whose weight differs from the planner's map.
  template <class WeightOf>
  void sense(const Grid& grid, std::int32_t radius, WeightOf&& weight_of, std::vector<CellChange>& out) const {
    const Square s = sight(grid, radius);
    for (std::int32_t y = s.y0; y <= s.y1; ++y)
      for (std::int32_t x = s.x0; x <= s.x1; ++x) {
        const Point p{x, y};
        const Weight w = weight_of(p);
        if (nav->map().weight(p) != w) out.push_back({p, w});
      }
  }

  /// Pits are temporary: forgets every pit the planner's map holds out of sight (a cell
  /// blocked on the map but not in the world's walls and doors goes back to free ground).
  /// True when something was forgotten.
  bool forget_unseen_pits(const Grid& walls, std::int32_t radius) {
    const Square s = sight(walls, radius);
    std::vector<CellChange> forgotten;
    const Grid& map = nav->map();
    for (std::int32_t y = 0; y < map.height(); ++y)
      for (std::int32_t x = 0; x < map.width(); ++x) {
        const Point p{x, y};
        if (map.weight(p) == kBlocked && walls.weight(p) != kBlocked && !s.contains(p))
          forgotten.push_back({p, kGround});
      }
    nav->apply_changes(forgotten);
    return !forgotten.empty();
  }
};

}  // namespace gridnav::detail
