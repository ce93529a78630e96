// Moori's experiment: agents crossing a tile world (io/world.hpp) while pit traps
// appear and vanish, each agent with its own planner, beside monsters and, if asked, a
// human player.
//
// World: walls and terrain weights 2..9 from the file. Agents: 'p', 'q', 'r' stand for
// 1, 2, 3 agents starting on that cell (Moori's convention), in the world's order; a world
// with none uses the player's cell 'o' as one agent unless a human plays. Planners are
// given to the agents in order, cycling through SimOptions::planners.
// The human player (SimOptions::human): starts on 'o' and is moved by HumanMoves, a
// script or live input (Simulation::queue_human_moves, set_human_heading). It crosses the
// same goals as the agents, is blocked by walls, closed doors and pits, seen, chased and
// caught by monsters like them; a move it cannot make costs its tick.
// Goals, the same sequence for every player: for each key 'x', 'y', 'z' present, the key,
// then its door ('X', 'Y', 'Z') when there is one. A door is blocked until the player
// holds its key (each picks up its own copy: keys stay for the others).
// Traps: every `update_every` ticks, expired traps vanish and new ones appear at random
// traversable cells (never under a player or on the tile it walks to, never on a start
// cell, where caught players come back, never on a door) until `trap_density` of the
// traversable cells are trapped; each lasts a random number of ticks in
// [trap_min, trap_max]. A trap blocks its cell.
// Ticks: in each tick, traps update (on their ticks), then each agent in turn senses,
// applies the changes to its planner, plans, and moves (8 or 4 neighbours), then the
// human moves. Every agent has planned once before the first tick, on the map as it is
// then, so its path is known from tick 0. With Follow::wait an agent without a path
// stays; with Follow::walk it walks its last path, or without one a path that ignores
// the pits it knows of, up to the obstruction, and waits there.
// Knowledge: with sense == 0 every agent knows the map and every trap; with sense = R
// it starts believing every cell is free ground (the freespace assumption) and learns
// the true state of the cells within Chebyshev distance R of itself each tick. Pits are
// temporary, so memory of them is too: when an agent's belief has no path to its goal,
// it forgets the pits it saw that are out of its sight now (those cells go back to free
// ground) and plans again; it waits only for pits it can see.
// Monsters (dynamic/monsters.hpp), when the world has some ('a'-'j') and
// SimOptions::monsters is on: each tick, after the traps, every monster that reached its
// tile decides its next one, then moves at its own speed; traps never appear under a
// monster. A monster standing on a player's cell at the end of a tick catches it: the
// player goes back to its start (an agent's planner told by move_agent), unless players
// are invulnerable (the default, as in the thesis). Threat: with threat_weight W > 0 each
// traversable cell's weight becomes its terrain plus round(W x threat), at most 255;
// agents learn those weights like any other change (all of them with full knowledge, the
// sensed square otherwise). Monsters draw from their own random stream, so they never
// change where traps fall.
// Motion: an entity gains its speed (tiles per tick) every tick and completes a move when
// its gain reaches the move's price, which is proportional to the move's cost: 1 for a
// straight move, the cost profile's diagonal (sqrt 2 with octile costs, 1 with unit
// costs) for a diagonal one, times the terrain weight of the cell entered when
// terrain_slows is on (the default: the thesis' entities slow down on heavy terrain).
// Gain left over after a move goes to the next one; a changed target starts from zero.
// Statistics: per player and goal, the planner's NavigatorStats (cleared at each goal),
// ticks, moves, waits, times caught and ticks spent in a monster's view.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "gridnav/dynamic/monsters.hpp"
#include "gridnav/dynamic/navigator.hpp"
#include "gridnav/io/world.hpp"

namespace gridnav {

enum class Follow : std::uint8_t { wait, walk };

/// One input of the human player: a step towards one of the eight neighbours, or a tick
/// standing still.
enum class HumanMove : std::uint8_t { n, ne, e, se, s, sw, w, nw, wait };
/// "n", "ne", "e", "se", "s", "sw", "w", "nw" (y grows downwards: "n" is up), "up",
/// "down", "left", "right", "wait"; case-insensitive. nullopt for anything else.
[[nodiscard]] std::optional<HumanMove> parse_human_move(std::string_view text) noexcept;
/// "n" ... "nw", "wait".
[[nodiscard]] std::string_view human_move_name(HumanMove move) noexcept;
/// The direction of a step; nullopt for wait.
[[nodiscard]] std::optional<Direction> human_move_direction(HumanMove move) noexcept;
/// A script: one move a line; blank lines and text after '#' are skipped. ParseError with
/// the source and line for anything else.
[[nodiscard]] std::vector<HumanMove> read_human_moves(std::istream& in, const std::string& source_name);

/// Whether a human plays, and what ends its part of the run.
enum class HumanPlay : std::uint8_t {
  off,
  scripted,  ///< moves from SimOptions::human_moves; the run may end once they are used up
  live,      ///< moves arrive while the run goes (a person at the page): it waits for them
};

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
  bool monsters = true;                ///< monsters move (when the world has some)
  MonsterParams monster{};             ///< vision, aggressiveness and speed of every monster
  bool invulnerable = true;            ///< monsters cannot catch agents
  double threat_weight = 0;            ///< extra weight per unit of threat (0: agents ignore threat)
  double agent_speed = 1.0;            ///< tiles per tick, in (0, 1]; the human's too
  bool terrain_slows = true;           ///< a move into terrain of weight w takes w times longer
  HumanPlay human = HumanPlay::off;    ///< a human player on the world's 'o'
  std::vector<HumanMove> human_moves;  ///< its first moves (all of them when scripted)
  bool verify = false;                 ///< PathVerifier after every change batch and move
  bool check_invariants = false;       ///< also the planners' invariants (slow; always on in debug builds)
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

/// The planner name of the human player's records.
inline constexpr std::string_view kHumanPlanner = "human";

struct SimResult {
  std::vector<GoalRecord> goals;  ///< the human's, when one plays, have agent == agents
  std::size_t agents = 0;         ///< AI agents
  bool human = false;             ///< whether a human played
  std::vector<std::string> agent_planners;
  std::uint64_t ticks = 0;
  std::uint64_t checks = 0;  ///< verifications done
  std::string failure;       ///< first verification failure (the run stops there)
  bool interrupted = false;
  /// Every player, the human included, reached every goal.
  [[nodiscard]] bool all_reached() const noexcept;
  /// Agents, plus one for the human.
  [[nodiscard]] std::size_t players() const noexcept { return agents + (human ? 1 : 0); }
  /// Sums a player's goal records (average heap size and height weighted by operations);
  /// `agent` == agents is the human.
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

/// One field of a goal record as every writer shows it: the logs (goal_log_tsv), `gridnav
/// sim --json` and the server's frames, under the same names (Moori's Tables 5 and 6 for the
/// queue's counts).
struct GoalField {
  const char* name;
  std::variant<std::uint64_t, double, bool, std::string> value;  ///< a bool is 1 or 0 in the logs
};
/// The fields of `g`, in the logs' column order. agent and goal count from 1; symbol is the
/// key or door letter ("" when the goal has none).
[[nodiscard]] std::vector<GoalField> goal_fields(const GoalRecord& g);

/// Tab-separated log of one player's goals (header line first): goal_fields' names, then
/// one line of values per goal.
[[nodiscard]] std::string goal_log_tsv(const SimResult& result, std::size_t agent);

}  // namespace gridnav
