// The state behind Simulation (dynamic/simulation.hpp), shared by its files: simulation.cpp
// (set-up, the tick's order, what viewers read), sim_tick.cpp (traps, monsters, threat,
// agents, catches) and sim_human.cpp (the human player's moves).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "gridnav/dynamic/simulation.hpp"
#include "gridnav/dynamic/verify.hpp"
#include "gridnav/util/random.hpp"
#include "sim_agent.hpp"
#include "sim_human.hpp"

namespace gridnav {

struct Simulation::State {
  World world;
  SimOptions options;
  std::vector<SimGoal> goals;
  std::vector<detail::GoalDoor> goal_doors;
  Grid truth;                        // walls, closed doors, pits
  std::vector<std::uint8_t> safe;    // players' starts and keys: no monster enters
  std::vector<std::uint8_t> starts;  // players' starts: no trap appears
  std::vector<detail::SimAgent> agents;
  std::unique_ptr<detail::SimHuman> human;
  std::vector<SimTrap> traps;
  std::vector<Monster> monsters;
  std::vector<float> threat;
  std::vector<Weight> bonus;  // round(threat_weight x threat) per cell, as the agents were told
  std::vector<GoalRecord> finished;
  std::vector<CellChange> global_changes, changes;
  std::vector<Point> seen;
  Random random, monster_random;
  PathVerifier verifier;
  double diagonal_price = 1;  // the cost profile's diagonal over its straight move
  std::uint64_t tick = 0, checks = 0;
  std::uint64_t trap_target = 0;
  std::string failure;
  bool monsters_paused = false;

  State(const World& w, const SimOptions& o);

  [[nodiscard]] bool monsters_active() const noexcept { return options.monsters && !monsters.empty(); }
  [[nodiscard]] std::size_t index(Point p) const noexcept {
    return std::size_t(p.y) * std::size_t(truth.width()) + std::size_t(p.x);
  }
  [[nodiscard]] bool door_open(const std::vector<bool>& opened, Point p) const noexcept {
    for (std::size_t d = 0; d < world.doors.size(); ++d)
      if (opened[d] && world.doors[d].cell == p) return true;
    return false;
  }
  /// The weight of `p` now (pits included) for a player holding the keys of `opened`.
  [[nodiscard]] Weight weight_with_doors(const std::vector<bool>& opened, Point p) const noexcept {
    return door_open(opened, p) ? kGround : truth.weight(p);
  }
  /// Whether `p` is a wall, or a door closed for a player holding the keys of `opened`.
  [[nodiscard]] bool wall_for(const std::vector<bool>& opened, Point p) const noexcept {
    return world.grid.weight(p) == kBlocked && !door_open(opened, p);
  }
  /// The weight of `p` as agent `a` would see it now: its opened doors, pits, threat.
  [[nodiscard]] Weight seen_weight(const detail::SimAgent& a, Point p) const noexcept {
    const Weight w = weight_with_doors(a.opened, p);
    if (w == kBlocked || bonus.empty()) return w;
    return Weight(std::min<int>(kMaxWeight, int(w) + bonus[index(p)]));
  }
  /// The ticks' worth of gain a move from `from` to its neighbour `to` needs (dynamic/sim.hpp, "Motion").
  [[nodiscard]] double move_price(Point from, Point to) const noexcept {
    double price = from.x != to.x && from.y != to.y ? diagonal_price : 1.0;
    if (options.terrain_slows) {
      const Weight w = world.grid.weight(to);  // doors are blocked in the world's grid: ground once open
      price *= w == kBlocked ? 1.0 : double(w);
    }
    return price;
  }
  /// Moves an entity standing on `at` towards its neighbour `target` by `speed`; true when
  /// it arrives (then `at` is the target). Gain carries over a completed move, not a
  /// changed target.
  bool advance(Point& at, Point& next, double& progress, Point target, double speed) const noexcept;
  /// Every player's cell and the tile it walks to (what monsters see, where no trap falls).
  void player_cells(std::vector<Point>& out, bool with_next) const;

  void update_traps();
  void move_monsters();
  void cast_threat_map();
  void run_agent(detail::SimAgent& a);
  /// Walk mode without a free path: the agent's next step on its last path, or on a path
  /// that ignores the pits it believes in; nullopt at the obstruction.
  std::optional<Point> walk_obstructed(detail::SimAgent& a);
  void reach_goal(detail::SimAgent& a);
  void run_human();
  void catch_players();
  void verify(detail::SimAgent& a, Status s) {
    if (!options.verify || !failure.empty()) return;
    ++checks;
    if (std::string why = verifier.check(*a.nav, s); !why.empty())
      failure = "tick " + std::to_string(tick) + ": " + why;
  }
};

}  // namespace gridnav
