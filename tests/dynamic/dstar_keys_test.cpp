// The queue of D* and Focused D* (key_heap.hpp): a 4-ary heap ordered by key, then cell.
// With whole-number costs both hold key and cell in one word (src/dynamic/dstar/keys.hpp) while the values
// fit, and move to wide keys the first time a finite value does not (Focused D*'s bias
// grows with every agent move). Both forms order alike, so the switch must change
// nothing: not the expansions, not the heap's statistics, not the paths.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <utility>

#include "gridnav/dynamic/detail/dstar_narrow_keys.hpp"
#include "gridnav/dynamic/key_heap.hpp"
#include "harness.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

// Random puts (new keys and changes either way), removals and pops against a sorted set of
// (key, cell): the top is always the set's least, and after take() from one-word entries
// (key and cell in 64 bits) into two-word ones, half-way through, the heap goes on in
// the same order. Half the pops leave the root as a hole (pop_to_hole) for the puts
// that follow, as D* does while it pushes the neighbours of the cell it took; the hole
// is filled after zero to three puts, sometimes by take() itself.
TEST(QuadKeyHeap, TotalOrderAndTakeIntoTwoWordKeys) {
  std::mt19937 rng(7);
  constexpr std::uint32_t cells = 200;
  QuadKeyHeap<KeyEntry0> one;
  QuadKeyHeap<KeyEntry2> two;
  one.reset(cells);
  ASSERT_EQ(one.id_bits(), 8u);
  two.reset(0);
  std::set<std::pair<std::uint64_t, std::uint32_t>> ref;
  std::vector<std::uint64_t> key_of(cells, 0);
  bool taken = false;
  int hole_puts = -1;  // puts left before the hole is filled; -1: no hole
  std::uint64_t pops = 0, holes = 0;
  for (int step = 0; step < 20000; ++step) {
    if (step == 10000) {
      two.take(one, [](const KeyEntry0& e, std::uint32_t c) { return KeyEntry2{0, e.key >> 8, c}; });
      taken = true;
      hole_puts = -1;  // take() filled it
    }
    if (hole_puts == 0) {
      if (taken)
        two.fill_hole();
      else
        one.fill_hole();
      hole_puts = -1;
    }
    if (hole_puts < 0 && !ref.empty() && rng() % 5 == 0) {  // the top out, as D* takes it
      const std::uint32_t top = ref.begin()->second;
      ref.erase(ref.begin());
      ++pops;
      if (rng() % 2 == 0) {
        ++holes;
        hole_puts = int(rng() % 4);
        if (taken)
          two.pop_to_hole();
        else
          one.pop_to_hole();
        ASSERT_EQ(taken ? two.size() : one.size(), ref.size());
      } else {
        if (taken)
          two.pop();
        else
          one.pop();
      }
      ASSERT_FALSE(taken ? two.contains(top) : one.contains(top));
      continue;
    }
    const auto c = std::uint32_t(rng() % cells);
    const bool queued = taken ? two.contains(c) : one.contains(c);
    if (hole_puts > 0) {  // only puts while the hole is open
      if (queued) ref.erase({key_of[c], c});
      key_of[c] = rng() % 40;
      ref.insert({key_of[c], c});
      if (taken)
        two.put({0, key_of[c], c});
      else
        one.put({key_of[c] << 8 | c});
      --hole_puts;
      ASSERT_EQ(taken ? two.size() : one.size(), ref.size());
      continue;
    }
    if (queued && rng() % 3 == 0) {
      ref.erase({key_of[c], c});
      if (taken)
        two.remove(c);
      else
        one.remove(c);
    } else {
      if (queued) ref.erase({key_of[c], c});
      key_of[c] = rng() % 40;  // few distinct keys: ties are the rule, as in D*'s queue
      ref.insert({key_of[c], c});
      if (taken)
        two.put({0, key_of[c], c});
      else
        one.put({key_of[c] << 8 | c});
    }
    ASSERT_TRUE(taken ? two.valid() : one.valid()) << "step " << step;
    if (ref.empty()) continue;
    const std::uint32_t top = taken ? two.top().id() : one.id_of(one.top());
    ASSERT_EQ(top, ref.begin()->second) << "step " << step;
  }
  EXPECT_GT(holes, 1000u);
  EXPECT_GT(pops, holes);
}

struct Driven {
  std::unique_ptr<Navigator> nav;
  PathVerifier verifier{true};
};

// D* and Focused D* with the default layout, with no bits for values (wide keys from the
// first insert) and with 4 to 8 bits per part (the switch in mid-run: as costs change
// and, for Focused D*, as the bias grows with the agent's moves and jumps): every step
// verified, and the same expansions, heap counters and paths.
class NarrowKeyLimit : public ::testing::TestWithParam<bool> {};
INSTANTIATE_TEST_SUITE_P(Planners, NarrowKeyLimit, ::testing::Values(false, true),
                         [](const auto& param) { return param.param ? "focused_dstar" : "dstar"; });

TEST_P(NarrowKeyLimit, SwitchToWideKeysChangesNothing) {
  const bool focused = GetParam();
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    std::mt19937 rng(seed);
    const std::int32_t w = 8 + std::int32_t(rng() % 10), h = 8 + std::int32_t(rng() % 10);
    Grid grid = testing::random_grid(rng, w, h, 0.25, Weight(1 + rng() % 4));
    MoveRules rules;
    rules.connectivity = rng() % 2 ? Connectivity::eight : Connectivity::four;
    rules.diagonal = DiagonalRule(std::uint8_t(rng() % 3));
    rules.costs = rng() % 2 ? CostProfileKind::unit : CostProfileKind::integer;
    const Point agent = testing::random_free_cell(rng, grid), goal = testing::random_free_cell(rng, grid);
    std::vector<Driven> runs;
    runs.push_back({make_navigator(focused ? "focused-dstar" : "dstar", {.heap_counts = true})});
    for (const unsigned bits : {0u, 4u, 5u, 6u, 8u})
      runs.push_back({detail::make_dstar_with_narrow_bits(focused, bits)});
    const auto check_all = [&](const std::vector<Status>& st) {
      const NavigatorStats s0 = runs[0].nav->stats();
      for (std::size_t r = 0; r < runs.size(); ++r) {
        SCOPED_TRACE("run " + std::to_string(r));
        const std::string why = runs[r].verifier.check(*runs[r].nav, st[r]);
        if (!why.empty()) return ::testing::AssertionFailure() << why;
        const NavigatorStats s = runs[r].nav->stats();
        if (s.expansions != s0.expansions || s.heap_inserts != s0.heap_inserts || s.heap_removes != s0.heap_removes ||
            s.heap_size_sum != s0.heap_size_sum || s.max_heap != s0.max_heap)
          return ::testing::AssertionFailure()
                 << "run " << r << " differs from the default: expansions " << s.expansions << " vs " << s0.expansions;
        if (runs[r].nav->path() != runs[0].nav->path()) return ::testing::AssertionFailure() << "path differs";
      }
      return ::testing::AssertionSuccess();
    };
    std::vector<Status> st(runs.size());
    for (std::size_t r = 0; r < runs.size(); ++r) {
      runs[r].nav->reset(grid, rules, agent, goal);
      st[r] = runs[r].nav->plan();
    }
    ASSERT_TRUE(check_all(st));
    for (int step = 0; step < 30; ++step) {
      SCOPED_TRACE("step " + std::to_string(step));
      // A jump to any free cell now and then (the bias grows by the distance), else a step.
      std::optional<Point> to = runs[0].nav->next_step();
      if (rng() % 3 == 0) to = testing::random_free_cell(rng, runs[0].nav->map());
      std::vector<CellChange> changes;
      for (int i = 0; i < 3; ++i) {
        const Point p{std::int32_t(rng() % std::uint32_t(w)), std::int32_t(rng() % std::uint32_t(h))};
        if (p != runs[0].nav->agent() && p != to)
          changes.push_back({p, rng() % 3 == 0 ? kBlocked : Weight(1 + rng() % 4)});
      }
      for (std::size_t r = 0; r < runs.size(); ++r) {
        runs[r].nav->apply_changes(changes);
        if (to) runs[r].nav->move_agent(*to);
        st[r] = runs[r].nav->plan();
      }
      ASSERT_TRUE(check_all(st));
    }
  }
}

}  // namespace
}  // namespace gridnav
