// Moori's experiment: agents crossing a tile world (io/world.hpp) while pit traps
// appear and vanish, each agent with its own planner.
//
// World: walls and terrain weights 2..9 from the file. Agents: 'p', 'q', 'r' stand for
// 1, 2, 3 agents starting on that cell (Moori's convention); a world with none uses
// the player 'o' as one agent. Planners are given to the agents in order, cycling
// through SimOptions::planners.
// Goals, the same sequence for every agent: for each key 'x', 'y', 'z' present, the key,
// then its door ('X', 'Y', 'Z') when there is one. A door is blocked until the agent
// holds its key (each agent picks up its own copy: keys stay for the others).
// Traps: every `update_every` ticks, expired traps vanish and new ones appear at random
// traversable cells (never under an agent, never on a door) until `trap_density` of the
// traversable cells are trapped; each lasts a random number of ticks in
// [trap_min, trap_max]. A trap blocks its cell.
// Ticks: in each tick, traps update (on their ticks), then each agent in turn senses,
// applies the changes to its planner, plans, and moves one cell (8 or 4 neighbours;
// weights change costs, not speed). With Follow::wait an agent without a path stays; with
// Follow::walk it keeps walking its last path up to the obstruction.
// Knowledge: with sense == 0 every agent knows the map and every trap; with sense = R
// it starts believing every cell is free ground (the freespace assumption) and learns
// the true state of the cells within Chebyshev distance R of itself each tick. Pits are
// temporary, so memory of them is too: when an agent's belief has no path to its goal,
// it forgets the pits it saw that are out of its sight now (those cells go back to free
// ground) and plans again; it waits only for pits it can see.
// Monsters (dynamic/monsters.hpp), when the world has some ('a'-'j') and
// SimOptions::monsters is on: each tick, after the traps, every monster that reached its
// tile decides its next one, then moves at its own speed; traps never appear under a
// monster. A monster standing on an agent's cell at the end of a tick catches it: the
// agent goes back to its start (its planner told by move_agent), unless agents are
// invulnerable (the default, as in the thesis). Threat: with threat_weight W > 0 each
// traversable cell's weight becomes its terrain plus round(W x threat), at most 255;
// agents learn those weights like any other change (all of them with full knowledge, the
// sensed square otherwise). Monsters draw from their own random stream, so they never
// change where traps fall.
// Motion: an entity gains its speed (tiles per tick) every tick and completes a move when
// its gain reaches the move's price: 1, or the terrain weight of the cell entered when
// terrain_slows is on. Agents at speed 1 on flat prices move one tile per tick.
// Statistics: per agent and goal, the planner's NavigatorStats (cleared at each goal),
// ticks, moves, waits, times caught and ticks spent in a monster's view.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "gridnav/dynamic/monsters.hpp"
#include "gridnav/dynamic/navigator.hpp"
#include "gridnav/io/world.hpp"

namespace gridnav {

enum class Follow : std::uint8_t { wait, walk };

struct SimOptions {
  std::vector<std::string> planners{"dstar-lite"};
  std::uint64_t seed = 1;
  std::uint64_t ticks = 20000;                ///< the run stops after this many ticks at the latest
  double trap_density = 0.05;                 ///< share of traversable cells trapped at a time, 0..1
  std::uint32_t trap_min = 5, trap_max = 40;  ///< trap durations in ticks
  std::uint32_t update_every = 1;             ///< ticks between trap updates
  Follow follow = Follow::wait;
  std::int32_t sense = 0;  ///< 0: full knowledge; R >= 1: sensing radius
  MoveRules rules{};
  bool monsters = true;           ///< monsters move (when the world has some)
  MonsterParams monster{};        ///< vision, aggressiveness and speed of every monster
  bool invulnerable = true;       ///< monsters cannot catch agents
  double threat_weight = 0;       ///< extra weight per unit of threat (0: agents ignore threat)
  double agent_speed = 1.0;       ///< tiles per tick, in (0, 1]
  bool terrain_slows = false;     ///< a move into terrain of weight w takes w times longer
  bool verify = false;            ///< PathVerifier after every change batch and move
  bool check_invariants = false;  ///< also the planners' invariants (slow; always on in debug builds)
};

struct GoalRecord {
  std::size_t agent = 0;
  std::string planner;
  std::size_t goal_index = 0;
  char symbol = 0;
  Point cell;
  bool reached = false;
  std::uint64_t ticks = 0;
  std::uint64_t moves = 0;
  std::uint64_t waits = 0;
  std::uint64_t caught = 0;   ///< times a monster caught the agent (counted when invulnerable too)
  std::uint64_t in_view = 0;  ///< ticks the agent spent in a monster's view
  NavigatorStats stats;
};

struct SimResult {
  std::vector<GoalRecord> goals;
  std::size_t agents = 0;
  std::vector<std::string> agent_planners;
  std::uint64_t ticks = 0;
  std::uint64_t checks = 0;  ///< verifications done
  std::string failure;       ///< first verification failure (the run stops there)
  bool interrupted = false;
  [[nodiscard]] bool all_reached() const noexcept;
  /// Sums an agent's goal records (average heap size and height weighted by operations).
  [[nodiscard]] GoalRecord total(std::size_t agent) const;
};

/// Throws InputError for options out of range (each message names the option).
void check_sim_options(const SimOptions& options);

/// Runs the simulation (dynamic/simulation.hpp) to its end, calling `after_tick` (when
/// given) with the number of ticks run after each one. Throws InputError when the world
/// has no agent or no key.
[[nodiscard]] SimResult run_simulation(const World& world, const SimOptions& options,
                                       const std::atomic<bool>* stop = nullptr,
                                       const std::function<void(std::uint64_t)>& after_tick = {});

/// Tab-separated log of one agent's goals (header line first), Moori's columns plus ours.
[[nodiscard]] std::string goal_log_tsv(const SimResult& result, std::size_t agent);

}  // namespace gridnav
