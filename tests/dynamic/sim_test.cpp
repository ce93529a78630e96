// The tile-world simulation on the shipped worlds, verified after every change and move.
#include <gtest/gtest.h>

#include <limits>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/sim.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

World shipped(const char* name) { return read_world(std::string(GRIDNAV_DATA_DIR) + "/worlds/" + name); }

SimOptions verified(std::vector<std::string> planners, std::uint64_t seed) {
  SimOptions o;
  o.planners = std::move(planners);
  o.seed = seed;
  o.verify = true;
  o.check_invariants = true;
  o.trap_density = 0.04;
  o.ticks = 8000;
  return o;
}

TEST(Sim, MazeWorldEveryPlannerVerifiedAndFinishes) {
  World world = shipped("maze.world");
  const Point start = world.agents.front().cell;
  world.agents = {{'r', start}, {'p', start}};  // 4 agents
  for (std::uint64_t seed : {1u, 2u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    const SimResult r = run_simulation(world, verified(navigators().names(), seed));
    EXPECT_EQ(r.failure, "");
    EXPECT_GT(r.checks, 100u);
    EXPECT_EQ(r.agents, 4u);
    EXPECT_TRUE(r.all_reached());
    for (std::size_t a = 0; a < r.agents; ++a) EXPECT_EQ(r.total(a).goal_index, 4u);  // x, X, y, Y
  }
}

TEST(Sim, OpenWorldWalkModeAndDenseTraps) {
  World world = shipped("open.world");
  SimOptions o = verified({"dstar-lite", "dstar", "astar-replan"}, 7);
  o.follow = Follow::walk;
  o.trap_density = 0.2;
  o.check_invariants = false;
  const SimResult r = run_simulation(world, o);
  EXPECT_EQ(r.failure, "");
  EXPECT_EQ(r.agents, 3u);
}

TEST(Sim, UnknownTerrainWithSensing) {
  for (const auto& planner : navigators().names()) {
    SCOPED_TRACE(planner);
    SimOptions o = verified({planner}, 3);
    o.sense = 2;
    o.trap_density = 0.02;
    const SimResult r = run_simulation(shipped("maze.world"), o);
    EXPECT_EQ(r.failure, "");
    EXPECT_TRUE(r.all_reached());
  }
}

// Walk mode keeps going along the last path up to the pit that blocks it instead of standing
// still: on the maze it waits far less than wait mode with the same traps.
TEST(Sim, WalkModeWalksTheObstructedPath) {
  std::uint64_t waits[2] = {0, 0};
  for (std::uint64_t seed = 1; seed <= 3; ++seed)
    for (const int walk : {0, 1}) {
      SimOptions o = verified({"dstar-lite"}, seed);
      o.check_invariants = false;
      o.trap_density = 0.05;
      o.ticks = 20000;
      o.follow = walk ? Follow::walk : Follow::wait;
      const SimResult r = run_simulation(shipped("maze.world"), o);
      EXPECT_EQ(r.failure, "");
      waits[walk] += r.total(0).waits;
    }
  SCOPED_TRACE("seeds 1..3");
  EXPECT_LT(waits[1] * 2, waits[0]) << "walk " << waits[1] << ", wait " << waits[0];
}

TEST(Sim, LogHasOneRowPerGoal) {
  SimOptions o;
  o.planners = {"dstar-lite"};
  o.trap_density = 0.02;
  const SimResult r = run_simulation(shipped("open.world"), o);
  const std::string log = goal_log_tsv(r, 0);
  EXPECT_NE(
      log.find("heapInsert\theapRemove\taverageHeapSize\ttotalOperations\taverageHeapHeight\tworstCaseSearchDepth"),
      std::string::npos);
  EXPECT_EQ(std::count(log.begin(), log.end(), '\n'), 5);  // header + 4 goals
}

TEST(Sim, RejectsWorldsWithoutGoals) {
  World world;
  world.grid = Grid(4, 4);
  world.agents = {{'p', {0, 0}}};
  EXPECT_THROW((void)run_simulation(world, SimOptions{}), InputError);
}

// A radius far beyond the map senses the whole map each tick: the run finishes as fast as
// with a radius that just covers it, and every agent reaches what it reaches with full
// knowledge. (The window used to be the radius squared, and x + radius overflowed.)
TEST(Sim, SensingRadiusBeyondTheMap) {
  SimOptions o = verified({"dstar-lite", "lpa"}, 5);
  o.check_invariants = false;
  o.sense = std::numeric_limits<std::int32_t>::max();
  const SimResult huge = run_simulation(shipped("open.world"), o);
  EXPECT_EQ(huge.failure, "");
  o.sense = 0;
  const SimResult full = run_simulation(shipped("open.world"), o);
  ASSERT_EQ(huge.agents, full.agents);
  EXPECT_EQ(huge.all_reached(), full.all_reached());
  for (std::size_t a = 0; a < huge.agents; ++a) EXPECT_EQ(huge.total(a).goal_index, full.total(a).goal_index) << a;
}

}  // namespace
}  // namespace gridnav
