// agent-size=k (grid/clearance.hpp, api/agent_size.cpp): clearance on a drawn map; on random
// maps (seed logged) every planner with agent-size 2 or 3 plans where the square fits,
// checked against an independent brute-force fit of every cell and Dijkstra on it (optimal
// planners: the same cost; the any-angle reference: the same length); starts and goals where
// the agent does not fit, and corner-cutting rules, are refused with messages.
#include <gtest/gtest.h>

#include <random>

#include "gridnav/anyangle/visibility_graph.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/clearance.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

/// Cells where a k x k square with that top-left cell is all free, found cell by cell.
Grid brute_force_fit(const Grid& grid, int k) {
  Grid out = grid;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      bool fits = true;
      for (std::int32_t dy = 0; dy < k && fits; ++dy)
        for (std::int32_t dx = 0; dx < k && fits; ++dx) fits = grid.passable({x + dx, y + dy});
      if (!fits) out.set_blocked({x, y});
    }
  return out;
}

TEST(Clearance, IsTheSideOfTheLargestFreeSquareBelowRight) {
  Grid g(5, 4);
  g.set_blocked({3, 1});
  // . . . . .      clearance  3 2 1 1 1
  // . . . # .                 3 2 1 0 1
  // . . . . .                 2 2 2 2 1
  // . . . . .                 1 1 1 1 1
  const std::vector<std::uint16_t> want = {3, 2, 1, 1, 1, 3, 2, 1, 0, 1, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1};
  EXPECT_EQ(clearance(g), want);
  const Grid two = agent_grid(g, 2);
  EXPECT_TRUE(two.passable({0, 0}));
  EXPECT_FALSE(two.passable({2, 1}));
  EXPECT_FALSE(two.passable({4, 0}));
  EXPECT_THROW((void)agent_grid(g, 0), InputError);
}

TEST(AgentSize, EveryPlannerPlansWhereTheSquareFits) {
  const std::uint32_t seed = testing::test_seed(77);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int checked = 0, refused = 0;
  for (const auto& entry : planners().entries()) {
    ASSERT_NE(entry.param("agent-size"), nullptr) << entry.name;
    for (const int k : {2, 3}) {
      const Grid grid = testing::random_grid(rng, 30, 22, 0.08);
      const Grid fit = brute_force_fit(grid, k);
      EXPECT_EQ(agent_grid(grid, k).traversable_count(), fit.traversable_count());
      auto planner = planners().make(grid, MoveRules{}, Config{entry.name, {{"agent-size", std::to_string(k)}}});
      const MoveModel moves(fit, MoveRules{});
      const anyangle::VisibilityGraph reference(fit);
      for (int q = 0; q < 6; ++q) {
        const Query query{testing::random_free_cell(rng, fit), testing::random_free_cell(rng, fit)};
        const SearchResult& r = planner->solve(query);
        if (r.status == Status::budget_exhausted && entry.param("budget") != nullptr) continue;
        if (planner->info().any_angle) {
          const SearchResult best = reference.shortest(query);
          ASSERT_EQ(r.status, best.status) << entry.name;
          if (r.found()) EXPECT_EQ(anyangle::check_path(fit, r.path, query.start, query.goal), "") << entry.name;
          if (r.found() && planner->info().optimal) EXPECT_NEAR(r.cost, best.cost, 1e-9) << entry.name;
        } else {
          const Cost best = testing::reference_distances(moves, query.start)[raw(fit.cell_id(query.goal))];
          ASSERT_EQ(r.found(), best != kInfiniteCost) << entry.name;
          if (!r.found()) continue;
          EXPECT_NEAR(path_cost(moves, r.path), r.cost, 1e-9) << entry.name << ": a legal path of the fitted grid";
          if (planner->info().optimal) EXPECT_NEAR(r.cost, best, 1e-9) << entry.name;
        }
        ++checked;
      }
      // A free cell where the square does not fit.
      for (std::int32_t y = 0; y < grid.height(); ++y)
        for (std::int32_t x = 0; x < grid.width(); ++x)
          if (grid.passable({x, y}) && !fit.passable({x, y}) && refused < 1000) {
            const SearchResult& r = planner->solve({{x, y}, testing::random_free_cell(rng, fit)});
            EXPECT_EQ(r.status, Status::invalid_input) << entry.name;
            EXPECT_NE(r.message.find("does not fit"), std::string::npos) << r.message;
            ++refused;
            y = grid.height();
            break;
          }
    }
  }
  EXPECT_GT(checked, 100);
  EXPECT_GT(refused, 10);
}

TEST(AgentSize, CornerCuttingRulesAreRefused) {
  const Grid grid(8, 8);
  const MoveRules cutting{Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile};
  EXPECT_THROW((void)planners().make(grid, cutting, parse_config("astar:agent-size=2")), InputError);
  EXPECT_NO_THROW((void)planners().make(grid, cutting, parse_config("astar:agent-size=1")));
  const MoveRules four{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
  EXPECT_NO_THROW((void)planners().make(grid, four, parse_config("astar:agent-size=2")));
}

}  // namespace
}  // namespace gridnav
