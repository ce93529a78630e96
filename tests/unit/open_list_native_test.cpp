// TieRule::native: each open list's own order among equal f (open_list.hpp). Checked on
// the lists directly (the tie key and cell no longer decide) and through the engine:
// optimal everywhere, and on Cao's 160 x 160 maps the thesis' three lists part ways, as
// its Tables 6-9 report (different decreaseKey counts per list).
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/open_list/multistack_heap.hpp"
#include "gridnav/open_list/std_priority_queue.hpp"
#include "gridnav/open_list/unsorted_array.hpp"
#include "gridnav/search/counters.hpp"
#include "gridnav/util/random.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

using testing::reference_cost;
using testing::test_seed;

OpenEntry native_entry(std::uint32_t cell, std::uint32_t tie, Cost f) { return {PaddedId(cell), tie, f}; }

template <class List>
List configured(TieRule tie) {
  List list;
  OpenListSetup setup;
  setup.cells = 64;
  setup.tie = tie;
  list.configure(setup);
  return list;
}

template <class List>
std::vector<std::uint32_t> pop_cells(List& list) {
  std::vector<std::uint32_t> cells;
  std::uint32_t steps = 0;
  while (!list.empty()) cells.push_back(raw(list.pop(steps).id));
  return cells;
}

TEST(NativeOrder, UnsortedArrayTakesTheLastOfTheLeastFInInsertionOrder) {
  // Tie keys that the other rules would follow say 1, 2, 3, 4, 5; native ignores them.
  for (const bool open_rule : {true, false}) {
    std::vector<std::uint32_t> popped;
    if (open_rule) {
      auto list = configured<UnsortedArray<Duplicates::open>>(TieRule::native);
      for (std::uint32_t c : {1u, 2u, 3u, 4u, 5u}) list.push(native_entry(c, c, c == 3 ? 2.0 : 1.0));
      popped = pop_cells(list);
    } else {
      auto list = configured<UnsortedArray<Duplicates::closed>>(TieRule::native);
      for (std::uint32_t c : {1u, 2u, 3u, 4u, 5u}) list.push(native_entry(c, c, c == 3 ? 2.0 : 1.0));
      popped = pop_cells(list);
    }
    EXPECT_EQ(popped, (std::vector<std::uint32_t>{5, 4, 2, 1, 3})) << "open rule " << open_rule;
  }
  auto lifo = configured<UnsortedArray<Duplicates::closed>>(TieRule::lifo);
  for (std::uint32_t c : {1u, 2u, 3u, 4u, 5u}) lifo.push(native_entry(c, c, c == 3 ? 2.0 : 1.0));
  EXPECT_EQ(pop_cells(lifo), (std::vector<std::uint32_t>{1, 2, 4, 5, 3})) << "other rules follow the tie key";
}

TEST(NativeOrder, UnsortedArrayLowersAKeyWhereTheEntryStands) {
  // The thesis' decreaseKey: a lowered node keeps its place, so it is not "last in".
  auto list = configured<UnsortedArray<Duplicates::open>>(TieRule::native);
  list.push(native_entry(7, 0, 3));
  list.push(native_entry(8, 0, 2));
  list.push(native_entry(9, 0, 4));
  list.decrease(native_entry(7, 0, 2), 3);
  EXPECT_EQ(pop_cells(list), (std::vector<std::uint32_t>{8, 7, 9}));
  // After a pop closes the gap, the position index still finds every entry.
  list.push(native_entry(1, 0, 5));
  list.push(native_entry(2, 0, 6));
  list.push(native_entry(3, 0, 7));
  std::uint32_t steps = 0;
  EXPECT_EQ(raw(list.pop(steps).id), 1u);
  list.decrease(native_entry(3, 0, 1), 7);
  EXPECT_EQ(pop_cells(list), (std::vector<std::uint32_t>{3, 2}));
}

TEST(NativeOrder, BinaryHeapComparesFAloneAndANewEntryClimbsPastEqualF) {
  for (const TieRule tie : {TieRule::native, TieRule::lifo}) {
    auto heap = configured<BinaryHeap<Duplicates::closed>>(tie);
    heap.push(native_entry(1, 1, 4));  // the smaller tie key: first under every other rule
    heap.push(native_entry(2, 9, 4));
    heap.push(native_entry(3, 0, 5));
    const std::vector<std::uint32_t> order = pop_cells(heap);
    if (tie == TieRule::native)
      EXPECT_EQ(order, (std::vector<std::uint32_t>{2, 1, 3}));
    else
      EXPECT_EQ(order, (std::vector<std::uint32_t>{1, 2, 3}));
  }
  // Decrease-key climbs past equal f too.
  auto heap = configured<BinaryHeap<Duplicates::open>>(TieRule::native);
  for (std::uint32_t c = 1; c <= 6; ++c) heap.push(native_entry(c, 0, c == 6 ? 9.0 : 3.0));
  heap.decrease(native_entry(6, 99, 3), 9);
  std::uint32_t steps = 0;
  EXPECT_EQ(raw(heap.pop(steps).id), 6u);
}

TEST(NativeOrder, StdPriorityQueueIgnoresTheTieKey) {
  for (const TieRule tie : {TieRule::native, TieRule::lifo}) {
    auto queue = configured<StdPriorityQueue<Duplicates::closed>>(tie);
    queue.push(native_entry(1, 9, 4));
    queue.push(native_entry(2, 1, 4));  // the smaller tie key
    std::uint32_t steps = 0;
    // The standard library leaves an equal child below its parent: cell 1 stays on top.
    EXPECT_EQ(raw(queue.pop(steps).id), tie == TieRule::native ? 1u : 2u);
  }
}

TEST(NativeOrder, MultiStackHeapIsLifo) {
  auto heap = configured<MultiStackHeap<Duplicates::closed>>(TieRule::native);
  for (std::uint32_t c = 1; c <= 4; ++c) heap.push(native_entry(c, 100 - c, 2));  // tie keys as LIFO writes them
  heap.push(native_entry(5, 0, 4));
  EXPECT_EQ(pop_cells(heap), (std::vector<std::uint32_t>{4, 3, 2, 1, 5}));
}

// Through the registry: optimal on random 4-connected maps for every list (the conformance
// suite covers every rule set), and on Cao's 160 x 160 maps with 15 to 25 % obstacles the
// thesis' three lists under check from open lower different numbers of keys.
TEST(NativeOrder, CaoListsPartWaysOnHisMaps) {
  const std::uint32_t seed = test_seed(2018);
  SCOPED_TRACE("seed " + std::to_string(seed));
  const MoveRules rules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
  int differing_maps = 0;
  for (const double percent : {15.0, 20.0, 25.0}) {
    const Grid grid = generate_random_obstacles(160, 160, percent, seed + std::uint64_t(percent));
    Random rng(seed ^ std::uint64_t(percent));
    const MoveModel moves(grid, rules);
    std::vector<Query> queries;
    std::vector<Cost> optimum;
    while (queries.size() < 10) {
      const Point s{std::int32_t(rng.below(160)), std::int32_t(rng.below(160))};
      const Point t{std::int32_t(rng.below(160)), std::int32_t(rng.below(160))};
      if (!grid.passable(s) || !grid.passable(t)) continue;
      const Cost cost = reference_cost(moves, s, t);
      if (cost == kInfiniteCost) continue;
      queries.push_back({s, t});
      optimum.push_back(cost);
    }
    std::vector<std::uint64_t> decreases;
    for (const char* open : {"unsorted", "binary", "multistack"}) {
      auto planner = planners().make(
          grid, rules,
          parse_config(std::string("astar:heuristic=manhattan,tie=native,stats=on,duplicates=open,open=") + open));
      std::uint64_t lowered = 0;
      for (std::size_t i = 0; i < queries.size(); ++i) {
        const SearchResult& r = planner->solve(queries[i]);
        ASSERT_TRUE(r.found()) << open;
        EXPECT_DOUBLE_EQ(r.cost, optimum[i]) << open;
        lowered += planner->counts()->decrease_key;
      }
      decreases.push_back(lowered);
    }
    differing_maps += decreases[0] != decreases[1] && decreases[1] != decreases[2] && decreases[0] != decreases[2];
  }
  EXPECT_GE(differing_maps, 2) << "the three lists lowered the same number of keys";
}

}  // namespace
}  // namespace gridnav
