// Cazenave's section V.D in IDA*: the pre-computed table answers queries it proves
// impossible without search, and triggers the repair when the dead-end cut ends with "no
// path" although the table proves a path. Both proofs are checked: the component labels
// (exact) and the paper's, from the landmarks' distances (which may prove nothing).
//
// The cut's no-path failure is rare: a search of 500,000 small random maps and 89,000 wall
// maps, one query each (4- and 8-connected, 5-40 % obstacles, weights 1-7, deltas 0-40,
// both caches) found none where the cut alone lost every path; it finds paths that are too long instead (the paper's
// Fig. 1, tested in ida_test.cpp). So the no-path trigger is driven here by a heuristic
// that hides the goal (infinite at the goal cell): every iteration then ends with nothing
// beyond the threshold, which is what the cut's failure looks like to the repair.
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "gridnav/algorithm/ida_star.hpp"
#include "gridnav/api/registry.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::ascii_grid;

const MoveRules kRepairRules{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};

/// Octile everywhere except at the goal, where it says "unreachable".
class GoalHidingOctile {
 public:
  GoalHidingOctile(const Grid& grid, const MoveModel& moves) : grid_(&grid), octile_(grid, moves) {}
  void set_goal(Point goal) {
    octile_.set_goal(goal);
    goal_ = grid_->pad(goal);
  }
  Cost operator()(PaddedId id) const { return id == goal_ ? kInfiniteCost : octile_(id); }
  [[nodiscard]] bool consistent() const { return false; }
  [[nodiscard]] bool integral() const { return true; }

 private:
  const Grid* grid_;
  OctileHeuristic octile_;
  PaddedId goal_{};
};

// An open room: start (0,0), goal (5,3); a pocket at the right, walled off, holds (7,0).
const std::vector<std::string> kRoom = {"......#.",  //
                                        "......##",  //
                                        "........",  //
                                        "........"};
const Query kRoomQuery{{0, 0}, {5, 3}};

TEST(IdaRepair, NoPathUnderTheCutIsRerunWhenTheTableProvesAPath) {
  const Grid grid = ascii_grid(kRoom);
  IdaOptions options;
  options.delta = 4;
  using Ida = IdaStarSearch<GoalHidingOctile>;

  // Components prove start and goal connected: the repair reruns without the cut.
  auto components = std::make_shared<const LandmarkTable>(LandmarkTable::build(grid, kRepairRules, {0}));
  Ida repaired(grid, kRepairRules, options, components);
  const SearchResult& r = repaired.solve(kRoomQuery);
  EXPECT_EQ(r.status, Status::no_path);  // the hidden goal stays hidden after the rerun
  EXPECT_TRUE(repaired.ida_stats().repaired);
  EXPECT_GT(repaired.ida_stats().nodes_before_repair, 0u);
  EXPECT_GT(r.stats.expanded, repaired.ida_stats().nodes_before_repair);
  EXPECT_NE(r.message.find("ended with no path"), std::string::npos) << r.message;

  // No table, the repair off, or the cut off: nothing to repair.
  Ida no_table(grid, kRepairRules, options);
  EXPECT_EQ(no_table.solve(kRoomQuery).status, Status::no_path);
  EXPECT_FALSE(no_table.ida_stats().repaired);
  IdaOptions off = options;
  off.repair = false;
  Ida unrepaired(grid, kRepairRules, off, components);
  unrepaired.solve(kRoomQuery);
  EXPECT_FALSE(unrepaired.ida_stats().repaired);
  IdaOptions nof = options;
  nof.deadend_cut = DeadEndCut::off;
  Ida without_cut(grid, kRepairRules, nof, components);
  without_cut.solve(kRoomQuery);
  EXPECT_FALSE(without_cut.ida_stats().repaired);

  // The paper's proof: a landmark reaching both proves the path; one in the walled-off
  // pocket reaches neither and proves nothing, so the repair does not run.
  options.proof = ConnectivityProof::landmarks;
  auto inside = std::make_shared<const LandmarkTable>(LandmarkTable::build_at(grid, kRepairRules, {{2, 2}}));
  Ida by_landmark(grid, kRepairRules, options, inside);
  by_landmark.solve(kRoomQuery);
  EXPECT_TRUE(by_landmark.ida_stats().repaired);
  auto pocket = std::make_shared<const LandmarkTable>(LandmarkTable::build_at(grid, kRepairRules, {{7, 0}}));
  Ida blind(grid, kRepairRules, options, pocket);
  EXPECT_EQ(blind.solve(kRoomQuery).status, Status::no_path);
  EXPECT_FALSE(blind.ida_stats().repaired);
}

TEST(IdaRepair, LandmarkDistancesProveAGoalImpossibleWithoutSearch) {
  // Two rooms split by a wall, and a closed cell at the top right.
  const Grid grid = ascii_grid({"...#..#.",  //
                                "...#..##",  //
                                "...#....",  //
                                "...#...."});
  const Query across{{0, 0}, {5, 3}};
  IdaOptions options;
  options.proof = ConnectivityProof::landmarks;
  // A landmark in the start's room reaches the start and not the goal: no path, no search.
  auto left = std::make_shared<const LandmarkTable>(LandmarkTable::build_at(grid, kRepairRules, {{1, 1}}));
  IdaStarSearch<> proven(grid, kRepairRules, options, left);
  const SearchResult& r = proven.solve(across);
  EXPECT_EQ(r.status, Status::no_path);
  EXPECT_TRUE(proven.ida_stats().answered_by_table);
  EXPECT_EQ(r.stats.expanded, 0u);
  EXPECT_NE(r.message.find("landmark"), std::string::npos) << r.message;
  // A landmark in the closed cell reaches neither: the search runs and finds no path.
  auto closed = std::make_shared<const LandmarkTable>(LandmarkTable::build_at(grid, kRepairRules, {{7, 0}}));
  IdaStarSearch<> searched(grid, kRepairRules, options, closed);
  EXPECT_EQ(searched.solve(across).status, Status::no_path);
  EXPECT_FALSE(searched.ida_stats().answered_by_table);
  EXPECT_GT(searched.result().stats.expanded, 0u);
  // The component labels of the same table know without a landmark on either side.
  options.proof = ConnectivityProof::components;
  IdaStarSearch<> labelled(grid, kRepairRules, options, closed);
  labelled.solve(across);
  EXPECT_TRUE(labelled.ida_stats().answered_by_table);
  // Through the registry: ida:proof=landmarks builds landmarks for the octile heuristic.
  auto planner = planners().make(grid, kRepairRules, parse_config("ida:proof=landmarks,landmarks=4,deadend-cut=off"));
  EXPECT_EQ(planner->solve(across).status, Status::no_path);
  EXPECT_EQ(planner->solve({{0, 0}, {2, 3}}).cost, 2 * 3 + 2);  // two diagonals, one straight: it still searches
}

}  // namespace
}  // namespace gridnav
