// The simulation with monsters, threat and sensing (dynamic/simulation.hpp), tick by tick:
// monsters keep off walls, doors, pits and safe spots; caught agents restart; the threat
// layer is the monsters' view; threat-weighted paths pass the verifier for every planner;
// sensing agents no longer wait forever behind pits they remember.
#include <gtest/gtest.h>

#include <algorithm>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/simulation.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

World shipped(const char* name) { return read_world(std::string(GRIDNAV_DATA_DIR) + "/worlds/" + name); }

std::string seed_note(std::uint64_t seed) { return "seed " + std::to_string(seed); }

/// A random world: border walls, `walls` of the inner cells blocked, key x and door X,
/// three agents ('r') and three monsters on free cells. Keys may be cut off: runs need
/// not finish, only stay correct.
World random_world(std::uint64_t seed, double walls) {
  Random random(seed);
  const std::int32_t w = 20 + std::int32_t(random.below(12)), h = 14 + std::int32_t(random.below(8));
  World world;
  world.grid = Grid(w, h, kGround);
  for (std::int32_t y = 0; y < h; ++y)
    for (std::int32_t x = 0; x < w; ++x) {
      const bool border = x == 0 || y == 0 || x == w - 1 || y == h - 1;
      if (border || random.uniform01() < walls)
        world.grid.set_weight({x, y}, kBlocked);
      else if (random.below(5) == 0)
        world.grid.set_weight({x, y}, Weight(2 + random.below(4)));
    }
  std::vector<Point> used;
  auto free_cell = [&] {
    for (;;) {
      const Point p{1 + std::int32_t(random.below(std::uint64_t(w - 2))),
                    1 + std::int32_t(random.below(std::uint64_t(h - 2)))};
      if (world.grid.weight(p) == kBlocked || std::find(used.begin(), used.end(), p) != used.end()) continue;
      used.push_back(p);
      return p;
    }
  };
  world.agents = {{'r', free_cell()}};
  world.grid.set_weight(world.agents[0].cell, kGround);
  world.keys = {{'x', free_cell()}};
  world.doors = {{'X', free_cell()}};
  world.grid.set_weight(world.doors[0].cell, kBlocked);
  for (char m : {'a', 'b', 'c'}) world.monsters.push_back({m, free_cell()});
  return world;
}

TEST(SimMonsters, KeepOffWallsDoorsPitsAndSafeSpots) {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    SCOPED_TRACE(seed_note(seed));
    SimOptions o;
    o.planners = {"dstar-lite"};
    o.seed = seed;
    o.ticks = 1500;
    o.trap_density = 0.05;
    o.monster = {.vision = int(3 + seed), .aggressiveness = std::uint32_t(seed * 16), .speed = 1.0 / double(seed)};
    const World world = shipped(seed % 2 ? "maze.world" : "open.world");
    Simulation sim(world, o);
    std::vector<Point> safe{world.agents.front().cell};
    for (const WorldEntity& k : world.keys) safe.push_back(k.cell);
    std::vector<Point> before;
    std::uint64_t moves = 0;
    while (sim.step()) {
      const auto monsters = sim.monsters();
      ASSERT_EQ(monsters.size(), world.monsters.size());
      for (std::size_t i = 0; i < monsters.size(); ++i) {
        const Monster& m = monsters[i];
        ASSERT_NE(world.grid.weight(m.cell), kBlocked) << "on a wall or door, tick " << sim.tick();
        ASSERT_EQ(std::count(safe.begin(), safe.end(), m.cell), 0) << "on a safe spot, tick " << sim.tick();
        if (!before.empty()) {
          ASSERT_LE(std::max(std::abs(m.cell.x - before[i].x), std::abs(m.cell.y - before[i].y)), 1);
          moves += m.cell != before[i];
        }
      }
      before.clear();
      for (const Monster& m : monsters) before.push_back(m.cell);
      for (const SimTrap& t : sim.traps())
        for (const Monster& m : monsters) ASSERT_TRUE(t.cell != m.next || m.next == m.cell) << "walking into a pit";
    }
    // Monsters walk: at least a quarter of what their speed allows (some stand boxed in for a while).
    EXPECT_GT(double(moves), 0.25 * double(sim.tick()) * o.monster.speed * double(world.monsters.size()))
        << moves << " moves in " << sim.tick() << " ticks";
  }
}

TEST(SimMonsters, ThreatIsWhatTheMonstersSee) {
  SimOptions o;
  o.planners = {"dstar-lite"};
  o.seed = 4;
  o.ticks = 200;
  o.monster.vision = 5;
  Simulation sim(shipped("open.world"), o);
  std::vector<Point> seen;
  while (sim.step()) {
    std::vector<float> expected(sim.threat().size(), 0.0f);
    for (const Monster& m : sim.monsters()) {
      visible_cells(sim.world().grid, m.cell, m.facing, o.monster.vision, seen);
      cast_threat(expected, sim.truth().width(), m.cell, seen, o.monster.vision);
    }
    ASSERT_TRUE(std::equal(expected.begin(), expected.end(), sim.threat().begin())) << "tick " << sim.tick();
    ASSERT_GT(std::count_if(expected.begin(), expected.end(), [](float t) { return t > 0; }), 10);
  }
}

TEST(SimMonsters, CaughtAgentsRestartUnlessInvulnerable) {
  for (const bool invulnerable : {false, true}) {
    SCOPED_TRACE(invulnerable ? "invulnerable" : "vulnerable");
    std::uint64_t catches = 0;
    for (std::uint64_t seed = 1; seed <= 8 && catches < 3; ++seed) {
      SCOPED_TRACE(seed_note(seed));
      SimOptions o;
      o.planners = {"lpa", "dstar-lite", "astar-replan"};
      o.seed = seed;
      o.ticks = 4000;
      o.trap_density = 0.02;
      o.invulnerable = invulnerable;
      o.monster = {.vision = 8, .aggressiveness = 100, .speed = 1.0};
      Simulation sim(shipped("maze.world"), o);
      std::vector<std::uint64_t> caught(sim.agent_count(), 0);
      while (sim.step()) {
        for (std::size_t a = 0; a < sim.agent_count(); ++a) {
          const SimAgentView v = sim.agent(a);
          if (v.caught == caught[a]) continue;
          caught[a] = v.caught;
          ++catches;
          if (!invulnerable) {
            EXPECT_EQ(v.cell, v.start) << "tick " << sim.tick();
            EXPECT_EQ(sim.navigator(a).agent(), v.start);
          }
        }
      }
    }
    EXPECT_GT(catches, 0u) << "no catch happened: the test saw nothing";
  }
}

TEST(SimMonsters, ThreatWeightedPathsPassTheVerifierForEveryPlanner) {
  const std::vector<std::string> planners = navigators().names();
  std::uint64_t threatened = 0;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    SCOPED_TRACE(seed_note(seed) + " (random world)");
    World world = random_world(seed, 0.18);
    world.agents = {{'r', world.agents[0].cell}, {'q', world.agents[0].cell}};  // 5 agents
    SimOptions o;
    o.planners = planners;
    o.seed = seed;
    o.ticks = 300;
    o.trap_density = 0.03;
    o.threat_weight = double(std::array{3, 12, 40, 200}[seed % 4]);
    o.sense = seed % 3 == 0 ? 3 : 0;
    o.invulnerable = seed % 2 == 0;
    o.verify = true;
    o.check_invariants = true;
    Simulation sim(world, o);
    while (sim.step())
      threatened += std::any_of(sim.threat().begin(), sim.threat().end(), [](float t) { return t > 0.5f; });
    const SimResult r = sim.result();
    EXPECT_EQ(r.failure, "");
    EXPECT_GT(r.checks, 100u);
  }
  EXPECT_GT(threatened, 200u);
}

// A room crossed from west to east under the gaze of a monster at the top wall looking
// south: without threat the path runs straight through its view; with a threat weight it
// crosses at the edge of the view, where the threat is least.
TEST(SimMonsters, ThreatWeightRoutesAroundTheView) {
  World world;
  world.grid = Grid(30, 9, kGround);
  for (std::int32_t x = 0; x < 30; ++x)
    world.grid.set_weight({x, 0}, kBlocked), world.grid.set_weight({x, 8}, kBlocked);
  for (std::int32_t y = 0; y < 9; ++y)
    world.grid.set_weight({0, y}, kBlocked), world.grid.set_weight({29, y}, kBlocked);
  world.agents = {{'p', {1, 4}}};
  world.keys = {{'x', {28, 4}}};
  world.monsters = {{'a', {14, 1}}};  // facing south (its first facing) while paused
  double exposure[2] = {0, 0};
  for (const int k : {0, 1}) {
    SimOptions o;
    o.planners = {k ? "lpa" : "dstar-lite"};
    o.trap_density = 0;
    o.threat_weight = k ? 60.0 : 0.0;
    o.verify = true;
    Simulation sim(world, o);
    sim.set_monsters_paused(true);
    ASSERT_TRUE(sim.step());
    ASSERT_EQ(sim.monsters()[0].facing, kSouth);
    for (const Point p : sim.agent(0).path) exposure[k] += sim.threat()[std::size_t(p.y * 30 + p.x)];
    EXPECT_EQ(sim.result().failure, "");
  }
  EXPECT_GT(exposure[0], 2.0);  // straight through: about 3.4
  EXPECT_LT(exposure[1], 0.5);  // only (14,7), at the edge of the view: 1/7
}

TEST(SimMonsters, SameSeedSameRun) {
  SimOptions o;
  o.planners = {"dstar-lite", "focused-dstar", "astar-replan"};
  o.seed = 11;
  o.invulnerable = false;
  o.threat_weight = 10;
  o.terrain_slows = true;
  o.agent_speed = 0.7;
  const SimResult a = run_simulation(shipped("maze.world"), o), b = run_simulation(shipped("maze.world"), o);
  ASSERT_EQ(a.goals.size(), b.goals.size());
  for (std::size_t i = 0; i < a.goals.size(); ++i) {
    EXPECT_EQ(a.goals[i].ticks, b.goals[i].ticks);
    EXPECT_EQ(a.goals[i].moves, b.goals[i].moves);
    EXPECT_EQ(a.goals[i].caught, b.goals[i].caught);
    EXPECT_EQ(a.goals[i].in_view, b.goals[i].in_view);
    EXPECT_EQ(a.goals[i].stats.expansions, b.goals[i].stats.expansions);
  }
}

// The defect: an agent that once saw a pit kept it blocked in its memory after the pit was
// gone, found no path and waited out the run. Many seeds and radii on both worlds.
TEST(SimSensing, AgentsFinishWhateverTheRadius) {
  for (const char* name : {"maze.world", "open.world"})
    for (const std::int32_t radius : {1, 2, 3, 5, 8})
      for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        SCOPED_TRACE(std::string(name) + " radius " + std::to_string(radius) + " " + seed_note(seed));
        SimOptions o;
        o.planners = {"dstar-lite", "lpa", "astar-replan"};
        o.seed = seed;
        o.sense = radius;
        o.trap_density = 0.05;
        o.verify = radius == 3;
        const SimResult r = run_simulation(shipped(name), o);
        EXPECT_EQ(r.failure, "");
        EXPECT_TRUE(r.all_reached()) << r.ticks << " ticks";
      }
}

}  // namespace
}  // namespace gridnav
