// DistanceHeuristic (the registry's run-time choice) against each heuristic's own class:
// the same value, bit for bit, for every kind, connectivity, cost profile and weight scale.
#include "gridnav/heuristic/distance.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>

namespace gridnav {
namespace {

template <class H>
void expect_same_values(HeuristicKind kind, const Grid& grid, const MoveRules& rules, std::uint32_t seed) {
  const MoveModel moves(grid, rules);
  H own(grid, moves);
  DistanceHeuristic chosen(grid, moves, kind);
  std::mt19937 rng(seed);
  std::uniform_int_distribution<std::int32_t> x(0, grid.width() - 1), y(0, grid.height() - 1);
  for (int g = 0; g < 20; ++g) {
    const Point goal{x(rng), y(rng)};
    own.set_goal(goal);
    chosen.set_goal(goal);
    for (int i = 0; i < 50; ++i) {
      const Point p{x(rng), y(rng)};
      ASSERT_EQ(chosen.at(p), own.at(p)) << "kind " << int(kind) << " seed " << seed;
      ASSERT_EQ(chosen(grid.pad(p)), own(grid.pad(p)));
    }
  }
  EXPECT_EQ(chosen.consistent(), own.consistent());
  EXPECT_EQ(chosen.integral(), own.integral());
}

TEST(DistanceHeuristic, EveryKindGivesItsOwnClassValue) {
  const Grid weighted(300, 200, 3);  // no plain ground: every estimate scales by 3
  const Grid plain(300, 200);
  std::uint32_t seed = 1;
  for (const Grid* grid : {&plain, &weighted})
    for (Connectivity c : {Connectivity::four, Connectivity::eight})
      for (CostProfileKind costs : {CostProfileKind::octile, CostProfileKind::integer, CostProfileKind::unit}) {
        const MoveRules rules{c, DiagonalRule::no_corner_cutting, costs};
        SCOPED_TRACE(testing::Message() << "connectivity " << int(c) << ", costs " << to_string(costs));
        expect_same_values<OctileHeuristic>(HeuristicKind::octile, *grid, rules, seed++);
        expect_same_values<ManhattanHeuristic>(HeuristicKind::manhattan, *grid, rules, seed++);
        expect_same_values<ChebyshevHeuristic>(HeuristicKind::chebyshev, *grid, rules, seed++);
        expect_same_values<EuclideanHeuristic>(HeuristicKind::euclidean, *grid, rules, seed++);
        expect_same_values<ZeroHeuristic>(HeuristicKind::zero, *grid, rules, seed++);
      }
}

TEST(DistanceHeuristic, ChangingTheKindKeepsTheGoal) {
  const Grid grid(50, 50);
  const MoveModel moves(grid, MoveRules{});
  DistanceHeuristic h(grid, moves, HeuristicKind::zero);
  h.set_goal({10, 10});
  EXPECT_EQ(h.at({13, 14}), 0);
  h.set_kind(HeuristicKind::manhattan);
  EXPECT_EQ(h.at({13, 14}), 7);
  h.set_kind(HeuristicKind::chebyshev);
  EXPECT_EQ(h.at({13, 14}), 4);
  h.set_kind(HeuristicKind::octile);
  EXPECT_DOUBLE_EQ(h.at({13, 14}), 1 + 3 * kSqrt2);
}

}  // namespace
}  // namespace gridnav
