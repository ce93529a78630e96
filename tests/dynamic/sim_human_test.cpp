// The human player, motion prices, and the testbed's fixes: traps never on start cells, paths
// known at tick 0, walk mode without a path, the thesis' A* that searches on every change.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "gridnav/dynamic/simulation.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

World bundled(const char* name) { return read_world(std::string(GRIDNAV_DATA_DIR) + "/worlds/" + name); }

World human_world(const std::string& text) {
  std::istringstream in(text);
  return parse_world(in, "test.world");
}

std::vector<HumanMove> moves(std::initializer_list<const char*> names) {
  std::vector<HumanMove> out;
  for (const char* n : names) out.push_back(*parse_human_move(n));
  return out;
}

SimOptions quiet() {  // no traps, no monsters: only what the test does moves
  SimOptions o;
  o.trap_density = 0;
  o.monsters = false;
  return o;
}

TEST(SimHuman, MoveNamesAndScripts) {
  EXPECT_EQ(parse_human_move("NE"), HumanMove::ne);
  EXPECT_EQ(parse_human_move("up"), HumanMove::n);
  EXPECT_EQ(parse_human_move("wait"), HumanMove::wait);
  EXPECT_EQ(parse_human_move("north"), std::nullopt);
  EXPECT_EQ(human_move_direction(HumanMove::sw), kSouthWest);
  EXPECT_EQ(human_move_direction(HumanMove::wait), std::nullopt);
  EXPECT_EQ(human_move_name(HumanMove::se), "se");
  std::istringstream good("e\n  s   # down\n\nwait\n");
  EXPECT_EQ(read_human_moves(good, "m.txt"), moves({"e", "s", "wait"}));
  std::istringstream bad("e\nleap\n");
  try {
    (void)read_human_moves(bad, "m.txt");
    FAIL() << "a bad move was read";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.line(), 2u);
    EXPECT_NE(std::string(e.what()).find("'leap' is not a move"), std::string::npos) << e.what();
  }
}

// A key and its door on a corridor: the human takes the key, walks through its door, bumps
// into a wall on the way (a refused move costs its tick) and finishes; the agent too.
TEST(SimHuman, ScriptedHumanReachesItsGoalsThroughTheDoor) {
  const World w = human_world(
      "AAAAAAAA\n"
      "Ao  x XA\n"
      "Ap     A\n"
      "AAAAAAAA\n");
  SimOptions o = quiet();
  o.human = HumanPlay::scripted;
  o.human_moves = moves({"n", "e", "e", "e", "wait", "e", "e"});  // n: a wall
  Simulation sim(w, o);
  std::vector<Point> cells;
  while (sim.step()) cells.push_back(sim.human()->cell);
  const SimResult r = sim.result();
  ASSERT_TRUE(r.human);
  EXPECT_EQ(r.players(), 2u);
  EXPECT_TRUE(r.all_reached()) << "ticks " << r.ticks;
  const GoalRecord h = r.total(1);
  EXPECT_EQ(h.planner, "human");
  EXPECT_EQ(h.goal_index, 2u);  // key x, door X
  EXPECT_EQ(h.moves, 5u);
  EXPECT_EQ(h.waits, 2u);  // the wall, the wait
  ASSERT_GE(cells.size(), 7u);
  EXPECT_EQ(cells[0], (Point{1, 1}));  // refused
  EXPECT_EQ(cells[3], (Point{4, 1}));  // the key
  EXPECT_EQ(cells[6], (Point{6, 1}));  // through the door
  EXPECT_TRUE(sim.human()->done);
}

// Without the key the door stays shut for the human, whatever the agents hold.
TEST(SimHuman, DoorsOpenOnlyForTheirKeysHolder) {
  const World w = human_world(
      "AAAAAAA\n"
      "Ap  oXA\n"
      "A    xA\n"
      "AAAAAAA\n");
  SimOptions o = quiet();
  o.human = HumanPlay::scripted;
  o.human_moves = moves({"e", "e", "e"});
  Simulation sim(w, o);
  while (sim.step()) {
  }
  EXPECT_EQ(sim.human()->cell, (Point{4, 1}));
  EXPECT_EQ(sim.result().total(1).moves, 0u);  // three refused moves, then it stands till the agent is done
  EXPECT_EQ(sim.result().total(1).waits, sim.tick());
  EXPECT_TRUE(sim.result().total(0).reached);  // the agent went round by the key
}

TEST(SimHuman, RefusedWithoutAPlayerStartOrWithMovesButNoHuman) {
  SimOptions o = quiet();
  o.human = HumanPlay::live;
  EXPECT_THROW(Simulation(human_world("AAAA\nApxA\nAAAA\n"), o), InputError);
  o.human = HumanPlay::off;
  o.human_moves = moves({"e"});
  EXPECT_THROW(Simulation(human_world("AAAAA\nApxoA\nAAAAA\n"), o), InputError);
  Simulation plain(bundled("maze.world"), quiet());
  EXPECT_FALSE(plain.human());
  EXPECT_THROW(plain.set_human_heading(kEast), InputError);
}

// A live human keeps the run going after the agents are done; its heading walks it.
TEST(SimHuman, LiveHumanWalksItsHeadingAndTheRunWaitsForIt) {
  const World w = human_world(
      "AAAAAAAA\n"
      "Ao     A\n"
      "Apx    A\n"
      "AAAAAAAA\n");
  SimOptions o = quiet();
  o.human = HumanPlay::live;
  Simulation sim(w, o);
  for (int i = 0; i < 10; ++i) ASSERT_TRUE(sim.step());
  EXPECT_EQ(sim.human()->cell, (Point{1, 1}));
  EXPECT_TRUE(sim.agent(0).done);
  sim.set_human_heading(kEast);
  for (int i = 0; i < 3; ++i) sim.step();
  EXPECT_EQ(sim.human()->cell, (Point{4, 1}));
  sim.set_human_heading(std::nullopt);
  sim.step();
  EXPECT_EQ(sim.human()->cell, (Point{4, 1}));
  const std::vector<HumanMove> to_key = moves({"w", "sw"});
  sim.queue_human_moves(to_key);
  while (sim.step()) {
  }
  EXPECT_TRUE(sim.human()->done);
  EXPECT_EQ(sim.human()->cell, (Point{2, 2}));
}

// Monsters see and catch the human as they catch agents; caught, it goes back to 'o'.
TEST(SimHuman, CaughtHumanGoesBackToItsStart) {
  const World w = human_world(
      "AAAAAAAAAA\n"
      "Ao      aA\n"
      "Ap       A\n"
      "A       xA\n"
      "AAAAAAAAAA\n");
  SimOptions o = quiet();
  o.monsters = true;
  o.invulnerable = false;
  o.monster = {.vision = 10, .aggressiveness = 100, .speed = 1};
  o.human = HumanPlay::live;
  Simulation sim(w, o);
  sim.set_human_heading(kEast);
  bool caught = false, seen = false;
  for (int i = 0; i < 60 && !caught; ++i) {
    sim.step();
    seen |= sim.human()->seen;
    caught = sim.human()->caught > 0;
  }
  EXPECT_TRUE(seen);
  ASSERT_TRUE(caught);
  EXPECT_EQ(sim.human()->cell, (Point{1, 1}));
  EXPECT_GE(sim.result().total(1).in_view, 1u);
}

}  // namespace
}  // namespace gridnav
