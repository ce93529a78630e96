// The tile-world simulation one tick at a time (the rules are in dynamic/sim.hpp), for
// viewers that draw it as it runs and change settings on the way; run_simulation is a
// loop over step().
//
//   Simulation sim(world, options);
//   while (sim.step()) draw(sim);          // step() is false once the run is over
//   const SimResult& r = sim.result();
//
// Live settings (invulnerability, monsters paused, follow mode, trap density and
// frequency) and the human player's input take effect from the next tick; a run that
// never changes them gives the same result as run_simulation with the same options.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "gridnav/dynamic/monsters.hpp"
#include "gridnav/dynamic/navigator.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "gridnav/io/world.hpp"
#include "gridnav/search/events.hpp"

namespace gridnav {

/// How an agent's path looks: Moori's green, yellow and red.
enum class PathState : std::uint8_t {
  clear,       ///< a path the agent believes free (green)
  obstructed,  ///< no path; walking the last one up to its obstruction (yellow, follow = walk)
  stuck,       ///< no path and nothing to walk: waiting (red)
};

struct SimTrap {
  Point cell;
  std::uint64_t until;  ///< the tick at whose update it vanishes
};

/// One agent as a viewer draws it.
struct SimAgentView {
  std::string planner;
  Point cell;           ///< the tile it stands on
  Point next;           ///< the tile it walks to (== cell when standing)
  double fraction = 0;  ///< how far along the move to `next`, 0..1
  Point start;
  std::size_t goal = 0;  ///< index into the goal sequence (== goals().size() when done)
  bool done = false;
  PathState path_state = PathState::clear;
  std::span<const Point> path;  ///< the path it follows (agent ... goal), or the one it walks
  std::uint64_t caught = 0;     ///< over the whole run
  std::uint64_t in_view = 0;
  bool seen = false;  ///< a monster sees it now
};

/// The human player as a viewer draws it.
struct SimHumanView {
  Point cell;           ///< the tile it stands on
  Point next;           ///< the tile it walks to (== cell when standing)
  double fraction = 0;  ///< how far along the move to `next`, 0..1
  Point start;          ///< the world's 'o', where it comes back when caught
  std::size_t goal = 0;
  bool done = false;
  std::uint64_t caught = 0;
  std::uint64_t in_view = 0;
  bool seen = false;
  std::size_t queued = 0;            ///< moves given and not taken yet
  std::optional<Direction> heading;  ///< the way it walks while no move is queued
};

struct SimGoal {
  char symbol;  ///< 'x', 'X', ...
  Point cell;
};

class Simulation {
 public:
  /// Checks the options (check_sim_options) and the world (InputError without agent or key).
  Simulation(const World& world, const SimOptions& options);
  ~Simulation();
  Simulation(const Simulation&) = delete;
  Simulation& operator=(const Simulation&) = delete;

  /// Runs one tick; false (and nothing done) once every player is done (a scripted human
  /// also once its moves are used up), the tick limit is reached or a verification failed.
  bool step();
  [[nodiscard]] bool finished() const noexcept;
  /// The goal records so far: finished goals, plus the current goal of every player not
  /// done (reached = false). Sorted by player, the human last.
  [[nodiscard]] SimResult result() const;

  // Live settings, from the next tick on.
  void set_invulnerable(bool on) noexcept;
  void set_monsters_paused(bool paused) noexcept;
  void set_follow(Follow follow) noexcept;
  void set_trap_density(double density);       ///< InputError outside 0..1
  void set_update_every(std::uint32_t ticks);  ///< 0: traps stop changing
  /// Queues steps for the human player, taken one a tile; InputError when no human plays.
  void queue_human_moves(std::span<const HumanMove> moves);
  /// The way the human walks whenever it stands on a tile with no move queued (a held
  /// key); nullopt stops it. InputError when no human plays.
  void set_human_heading(std::optional<Direction> heading);
  [[nodiscard]] const SimOptions& options() const noexcept;
  [[nodiscard]] bool monsters_paused() const noexcept;

  // The state, for viewers.
  [[nodiscard]] std::uint64_t tick() const noexcept;
  [[nodiscard]] const World& world() const noexcept;
  [[nodiscard]] std::span<const SimGoal> goals() const noexcept;
  /// Walls, closed doors and pits (the weights without threat).
  [[nodiscard]] const Grid& truth() const noexcept;
  [[nodiscard]] std::span<const SimTrap> traps() const noexcept;
  /// Row-major threat per cell, 0..1, as of the last tick (all zero without monsters).
  [[nodiscard]] std::span<const float> threat() const noexcept;
  [[nodiscard]] std::span<const Monster> monsters() const noexcept;
  [[nodiscard]] std::size_t agent_count() const noexcept;
  /// The gain (tiles of speed) a move from `from` to its neighbour `to` needs (dynamic/sim.hpp, "Motion").
  [[nodiscard]] double move_price(Point from, Point to) const noexcept;
  [[nodiscard]] SimAgentView agent(std::size_t index) const;
  /// The human player; nullopt when none plays.
  [[nodiscard]] std::optional<SimHumanView> human() const;
  /// The agent's planner: its map is what the agent believes.
  [[nodiscard]] const Navigator& navigator(std::size_t index) const;
  /// Sends the events of the agent's later replans to `sink` (nullptr detaches).
  void set_sink(std::size_t index, EventSink* sink);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace gridnav
