// GPPC dynamic-track replays: every navigator and several static planners answer every
// query of the hand-made files (data/gppc) and of generated scenarios with the reference
// cost, and with the cost of a fresh Dijkstra search on the same snapshot.
#include "gridnav/dynamic/gppc_replay.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "frontend/catalogs.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "lab/scenarios/gppc_dynamic_generator.hpp"

namespace gridnav {
namespace {

/// Every navigator, then static planners made again per snapshot (JPS included).
std::vector<std::string> every_solver() {
  std::vector<std::string> names = navigators().names();
  for (const char* name : {"astar", "dijkstra", "jps", "astar:heuristic=octile"}) names.emplace_back(name);
  return names;
}

GppcScenario shipped(const char* name) { return read_gppc_scenario(std::string(GRIDNAV_DATA_DIR) + "/gppc/" + name); }

void expect_clean_replay(const GppcScenario& s, const std::string& solver_name) {
  SCOPED_TRACE(solver_name);
  auto solver = make_changing_map_solver(parse_config(solver_name), frontend::planners());
  GppcReplayOptions options;
  options.verify = true;
  const GppcReplay r = replay_gppc(s, *solver, options);
  EXPECT_EQ(r.queries.size(), s.query_count());
  EXPECT_EQ(r.mismatches, 0u);
  EXPECT_EQ(r.verified, s.query_count());
  EXPECT_EQ(r.verify_failures, 0u);
  for (const GppcQueryResult& q : r.queries)
    EXPECT_TRUE(q.matches && q.verify_failure.empty())
        << "line " << s.commands[q.command].line << ": " << q.verify_failure;
}

TEST(GppcReplay, HandMadeFilesWithEveryPlanner) {
  for (const char* file : {"doors.scen", "rooms.scen"}) {
    const GppcScenario s = shipped(file);
    for (const std::string& name : every_solver()) expect_clean_replay(s, name);
  }
}

TEST(GppcReplay, SnapshotsFollowTheBatchesOfPatches) {
  const GppcScenario s = shipped("doors.scen");
  auto solver = make_changing_map_solver(parse_config("dstar-lite"), frontend::planners());
  const GppcReplay r = replay_gppc(s, *solver);
  ASSERT_EQ(r.snapshots.size(), 8u);
  EXPECT_EQ(r.snapshots[0].patches, 0u);  // the kit's all-open start
  EXPECT_EQ(r.snapshots[0].change_ns, 0);
  EXPECT_EQ(r.snapshots[1].cells_changed, 6u);  // a wall of 6 cells closes
  EXPECT_EQ(r.snapshots[2].cells_changed, 2u);  // a door of 2 opens
  EXPECT_EQ(r.snapshots[3].patches, 2u);        // two patches, one change
  EXPECT_EQ(r.snapshots[3].cells_changed, 4u);
  EXPECT_EQ(r.snapshots[4].cells_changed, 0u);  // a batch that cancels out
  std::size_t queries = 0;
  for (const GppcSnapshot& snap : r.snapshots) {
    queries += snap.queries;
    EXPECT_GE(snap.max_step_ns, snap.change_ns);
  }
  EXPECT_EQ(queries, s.query_count());
  const GppcScenario rooms = shipped("rooms.scen");
  const GppcReplay initial = replay_gppc(rooms, *make_changing_map_solver(parse_config("lpa"), frontend::planners()));
  EXPECT_EQ(initial.snapshots[0].patches, 2u);  // the patches before the first query make the initial map
}

TEST(GppcReplay, WrongReferencesAreMismatches) {
  GppcScenario s = shipped("doors.scen");
  std::size_t changed = 0;
  for (GppcCommand& c : s.commands)
    if (c.kind == GppcCommand::Kind::query && changed < 3) {
      c.reference = c.no_path() ? 1.0 : -1.0;  // a path where none exists, and the reverse
      ++changed;
    }
  auto solver = make_changing_map_solver(parse_config("astar-replan"), frontend::planners());
  EXPECT_EQ(replay_gppc(s, *solver).mismatches, 3u);
}

TEST(GppcReplay, UnknownPlannerListsBothCatalogs) {
  try {
    (void)make_changing_map_solver(parse_config("nope"), frontend::planners());
    FAIL() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("dstar-lite"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("jps"), std::string::npos) << e.what();
  }
}

TEST(GppcReplay, GeneratedScenariosWithEveryPlanner) {
  const Grid arena = read_movingai_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map");
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    GppcGeneratorOptions o;
    o.seed = seed;
    o.snapshots = 6;
    o.queries = 8;
    o.patches = 5;
    o.max_patch_side = 24;
    o.repeat = 0.5;
    const Grid map = seed == 3 ? generate_random_obstacles(60, 40, 30, seed) : arena;
    const GppcScenario s = generate_gppc_dynamic(map, o);
    EXPECT_EQ(s.query_count(), (o.snapshots + 1) * o.queries);
    for (const std::string& name : every_solver()) expect_clean_replay(s, name);
  }
}

TEST(GppcReplay, GeneratorIsDeterministicAndCoversTheMap) {
  const Grid map = generate_random_obstacles(40, 30, 20, 5);
  GppcGeneratorOptions o;
  o.seed = 11;
  const GppcScenario a = generate_gppc_dynamic(map, o), b = generate_gppc_dynamic(map, o);
  EXPECT_EQ(a, b);
  ASSERT_FALSE(a.patches.empty());
  EXPECT_EQ(a.patches[0].width, 40);  // patch 0 is the whole map
  EXPECT_EQ(a.patches[0].height, 30);
  o.seed = 12;
  EXPECT_NE(generate_gppc_dynamic(map, o).commands, a.commands);
  o.queries = 0;
  EXPECT_THROW((void)generate_gppc_dynamic(map, o), InputError);
}

}  // namespace
}  // namespace gridnav
