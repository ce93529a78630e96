// Thousands of random change sequences on random maps (4- and 8-connected, every
// diagonal rule, weighted terrain), for every planner, verified after every batch of
// changes and every move. Seeds are logged (SCOPED_TRACE) and GRIDNAV_TEST_SEED replays;
// GRIDNAV_TEST_SEQUENCES sets how many sequences run (1,000 by default).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>

#include "harness.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

struct Sequence {
  std::uint32_t seed;
  int steps;
};

void run_sequence(const std::string& planner, std::uint32_t seed, int steps) {
  SCOPED_TRACE("planner " + planner + " seed " + std::to_string(seed) + " (GRIDNAV_TEST_SEED=" +
               std::to_string(seed) + " replays it)");
  std::mt19937 rng(seed);
  const std::int32_t w = 6 + std::int32_t(rng() % 15), h = 6 + std::int32_t(rng() % 15);
  const double blocked = 0.05 + 0.3 * double(rng() % 100) / 100.0;
  const Weight max_weight = Weight(1 + rng() % 6);
  Grid grid = testing::random_grid(rng, w, h, blocked, max_weight);
  MoveRules rules;
  rules.connectivity = rng() % 2 ? Connectivity::eight : Connectivity::four;
  rules.diagonal = DiagonalRule(std::uint8_t(rng() % 3));
  rules.costs = CostProfileKind(std::uint8_t(rng() % 3));
  grid.set_weight({0, 0}, 1);
  const Point agent = testing::random_free_cell(rng, grid);
  const Point goal = testing::random_free_cell(rng, grid);
  testing::Driven d(planner);
  ASSERT_TRUE(d.start(grid, rules, agent, goal));
  for (int step = 0; step < steps; ++step) {
    SCOPED_TRACE("step " + std::to_string(step));
    std::vector<CellChange> changes;
    const int n = 1 + int(rng() % 4);
    for (int i = 0; i < n; ++i) {
      const Point p{std::int32_t(rng() % std::uint32_t(w)), std::int32_t(rng() % std::uint32_t(h))};
      if (p == d.nav->agent()) continue;
      const auto kind = unsigned(rng() % 3);
      const Weight weight = kind == 0 ? kBlocked : kind == 1 ? kGround : Weight(1 + rng() % max_weight);
      changes.push_back({p, weight});
    }
    // Sometimes a change right next to the agent or the goal.
    if (rng() % 4 == 0) {
      const Point c = rng() % 2 ? d.nav->agent() : d.nav->goal();
      const Point p{c.x + std::int32_t(rng() % 3) - 1, c.y + std::int32_t(rng() % 3) - 1};
      if (grid.in_bounds(p) && p != d.nav->agent()) changes.push_back({p, rng() % 2 ? kBlocked : kGround});
    }
    ASSERT_TRUE(d.change(changes));
    if (rng() % 5 == 0) {  // a move off the path (any free neighbour)
      const Point a = d.nav->agent();
      const Point p{a.x + std::int32_t(rng() % 3) - 1, a.y + std::int32_t(rng() % 3) - 1};
      if (d.nav->moves().move_cost(a, p)) {
        ASSERT_TRUE(d.move(p));
        continue;
      }
    }
    if (const auto next = d.nav->next_step()) {
      ASSERT_TRUE(d.move(*next));
    }
  }
}

class RandomSequences : public ::testing::TestWithParam<std::string> {};

INSTANTIATE_TEST_SUITE_P(Planners, RandomSequences, ::testing::ValuesIn(verified_navigator_names()),
                         testing::planner_test_name);

TEST_P(RandomSequences, ThousandSequencesVerifiedAfterEveryStep) {
  const std::uint32_t base = testing::test_seed(20260501);
  // GRIDNAV_TEST_SEQUENCES=N runs N sequences instead (long stress runs).
  const bool replay = std::getenv("GRIDNAV_TEST_SEED") != nullptr;
  const char* count = std::getenv("GRIDNAV_TEST_SEQUENCES");
  const int sequences = count ? std::max(1, std::atoi(count)) : replay ? 1 : 1000;
  for (int i = 0; i < sequences; ++i) {
    run_sequence(GetParam(), base + std::uint32_t(i), 25);
    if (::testing::Test::HasFatalFailure()) return;
  }
}

}  // namespace
}  // namespace gridnav
