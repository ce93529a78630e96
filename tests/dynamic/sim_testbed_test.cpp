// The testbed as the thesis runs it: traps never under a player who comes back to its start,
// paths known before the first tick, walk mode that walks even without a path, every shipped
// world playable at the simulation page's defaults, motion priced by cost and terrain, and
// the thesis' A* (a fresh search on every change and every move).
#include <gtest/gtest.h>

#include <filesystem>
#include <iostream>
#include <sstream>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "gridnav/dynamic/simulation.hpp"

namespace gridnav {
namespace {

const std::string kWorlds = std::string(GRIDNAV_DATA_DIR) + "/worlds/";

World testbed_world(const std::string& text) {
  std::istringstream in(text);
  return parse_world(in, "test.world");
}

// Caught agents come back to their start: no trap may lie there (the page's bug: three
// agents respawned onto a pit at (3,2) of crypt.world and stayed stuck).
TEST(SimTestbed, TrapsNeverLieOnStartCellsOrUnderPlayers) {
  SimOptions o;
  o.planners = {"dstar-lite", "dstar", "astar-replan"};
  o.seed = 7;
  o.trap_density = 0.2;
  o.monster = {.vision = 10, .aggressiveness = 100, .speed = 1};
  o.invulnerable = false;
  Simulation sim(read_world(kWorlds + "crypt.world"), o);
  std::uint64_t catches = 0;
  for (int tick = 0; tick < 600 && sim.step(); ++tick) {
    for (const SimTrap& t : sim.traps())
      for (std::size_t a = 0; a < sim.agent_count(); ++a) {
        ASSERT_NE(t.cell, sim.agent(a).start) << "tick " << sim.tick();
        ASSERT_NE(t.cell, sim.agent(a).cell) << "tick " << sim.tick();
      }
    catches = 0;
    for (std::size_t a = 0; a < sim.agent_count(); ++a) catches += sim.agent(a).caught;
  }
  EXPECT_GT(catches, 0u);  // respawns happened
}

TEST(SimTestbed, EveryAgentHasItsPathBeforeTheFirstTick) {
  SimOptions o;
  o.planners = navigators().names();
  Simulation sim(read_world(kWorlds + "maze.world"), o);
  ASSERT_EQ(sim.tick(), 0u);
  for (std::size_t a = 0; a < sim.agent_count(); ++a) {
    const SimAgentView v = sim.agent(a);
    ASSERT_GE(v.path.size(), 2u) << v.planner;
    EXPECT_EQ(v.path.front(), v.start);
    EXPECT_EQ(v.path.back(), sim.goals()[0].cell);
    EXPECT_EQ(v.path_state, PathState::clear);
  }
}

// Walk mode with no free path and no earlier path walks a path that ignores the pits, up to
// the first pit, instead of standing on its start (the agents used to stay red at (1,1)
// for 600 ticks on maze.world at 6 % traps).
TEST(SimTestbed, WalkModeLeavesTheStartWithoutAFreePath) {
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    SimOptions o;
    o.planners = {"dstar-lite"};
    o.seed = seed;
    o.trap_density = 0.06;
    o.follow = Follow::walk;
    o.verify = true;
    Simulation sim(read_world(kWorlds + "maze.world"), o);
    bool walked_blocked = false;
    for (int i = 0; i < 60; ++i) {
      sim.step();
      walked_blocked |= sim.agent(0).path_state == PathState::obstructed;
    }
    EXPECT_EQ(sim.result().failure, "");
    EXPECT_TRUE(walked_blocked);
    for (std::size_t a = 0; a < sim.agent_count(); ++a) EXPECT_NE(sim.agent(a).cell, sim.agent(a).start) << a;
  }
}

// The simulation page's defaults (web/sim.html): three planners, walk mode, 5 % traps of
// 5..40 ticks changing every tick, monsters on at vision 6, aggressiveness 50, speed 0.5.
TEST(SimTestbed, EveryShippedWorldFinishesAtThePagesDefaults) {
  std::size_t worlds = 0;
  for (const auto& entry : std::filesystem::directory_iterator(kWorlds)) {
    if (entry.path().extension() != ".world") continue;
    ++worlds;
    SimOptions o;
    o.planners = {"dstar-lite", "focused-dstar", "astar-replan"};
    o.follow = Follow::walk;
    const SimResult r = run_simulation(read_world(entry.path()), o);
    std::cout << entry.path().filename().string() << ": " << r.ticks << " ticks\n";
    EXPECT_TRUE(r.all_reached()) << entry.path() << " after " << r.ticks << " ticks";
    EXPECT_LT(r.ticks, 2000u) << entry.path();
  }
  EXPECT_GE(worlds, 3u);
}

/// Ticks one agent needs to reach the key of `text` (no traps, no monsters).
std::uint64_t ticks_to_key(const std::string& text, bool terrain_slows, CostProfileKind costs) {
  SimOptions o;
  o.trap_density = 0;
  o.monsters = false;
  o.terrain_slows = terrain_slows;
  o.rules.costs = costs;
  const SimResult r = run_simulation(testbed_world(text), o);
  EXPECT_TRUE(r.all_reached());
  return r.ticks;
}

TEST(SimTestbed, AMoveTakesAsLongAsItCosts) {
  const std::string terrain = "AAAAA\nAp5xA\nAAAAA\n";  // 5 ticks into the 5, 1 onto the key
  EXPECT_EQ(ticks_to_key(terrain, true, CostProfileKind::octile), 6u);
  EXPECT_EQ(ticks_to_key(terrain, false, CostProfileKind::octile), 2u);
  const std::string diagonal = "AAAAA\nAp  A\nA   A\nA  xA\nAAAAA\n";    // two diagonal steps
  EXPECT_EQ(ticks_to_key(diagonal, true, CostProfileKind::octile), 3u);  // sqrt 2 each, gain carried over
  EXPECT_EQ(ticks_to_key(diagonal, true, CostProfileKind::unit), 2u);    // the thesis' diagonalPenalty off
}

// Moori's A* searches after every change batch and every move; gridnav's repeated A* only
// when a change can matter. Both stay optimal (verified), the first searches far more.
TEST(SimTestbed, TheThesisAStarSearchesOnEveryChangeAndMove) {
  SimOptions o;
  o.planners = {"astar-replan:replan=always", "astar-replan"};
  o.trap_density = 0.03;
  o.update_every = 2;
  o.monsters = false;
  o.verify = true;
  const SimResult r = run_simulation(read_world(kWorlds + "open.world"), o);
  EXPECT_EQ(r.failure, "");
  ASSERT_TRUE(r.all_reached());
  const GoalRecord always = r.total(0), needed = r.total(1);
  EXPECT_EQ(always.planner, "astar-replan:replan=always");
  EXPECT_GE(always.stats.searches, always.moves);  // one after every move at least
  EXPECT_GT(always.stats.searches, 2 * needed.stats.searches);
  EXPECT_GT(always.stats.expansions, needed.stats.expansions);
}

}  // namespace
}  // namespace gridnav
