// Worked examples of the seeds, run on every open list and both duplicate rules:
//  - Cao's thesis, Fig. 24: a 5 x 5 open grid, 4-connected, unit costs, Manhattan;
//    FIFO among equal f expands nodes on every optimal path, LIFO only one path.
//  - Cazenave's integer octile costs (straight 2, diagonal 3): the g values of his
//    Fig. 1 example and his octile heuristic; and the array of stacks' layout.
// Plus direct checks of each list (order, decrease-key, stale entries) and the
// three node memory schemes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "gridnav/open_list/all.hpp"
#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/open_list/bucket_queue.hpp"
#include "gridnav/open_list/calendar_queue.hpp"
#include "gridnav/open_list/dary_heap.hpp"
#include "gridnav/open_list/multistack_heap.hpp"
#include "gridnav/open_list/radix_heap.hpp"
#include "gridnav/open_list/std_priority_queue.hpp"
#include "gridnav/open_list/unsorted_array.hpp"
#include "gridnav/search/best_first.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

/// Records the order of expansions as cell names of the Fig. 24 grid.
struct OrderRecorder : NullObserver {
  const Grid* grid = nullptr;
  std::string order;
  void on_start(PaddedId, PaddedId) noexcept { order.clear(); }
  void on_expand(PaddedId id, Cost, Cost) {
    const Point p = grid->unpad(id);
    order += kNames[std::size_t(p.y * 5 + p.x)];
  }
  static constexpr const char* kNames = "ASBCDEFHIJKLMNOPQRGTUVWXY";
};

// Fig. 24 (row by row):  A S B C D / E F H I J / K L M N O / P Q R G T / U V W X Y
constexpr Point kS{1, 0};
constexpr Point kG{3, 3};

template <class List>
std::string fig24_order(TieRule tie) {
  const Grid grid(5, 5);
  const MoveRules rules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
  SearchOptions options;
  options.tie = tie;
  OrderRecorder recorder;
  recorder.grid = &grid;
  BestFirstSearch<ManhattanHeuristic, List, OrderRecorder> search(grid, rules, options, recorder);
  const SearchResult& r = search.solve({kS, kG});
  EXPECT_TRUE(r.found());
  EXPECT_EQ(r.cost, 5);
  return search.observer().order;
}

template <class List>
void check_fig24() {
  // Neighbours are generated north, east, south, west. FIFO: the thesis' Fig. 25
  // order (S, B, F, C, H, L, I, ...), every node on an optimal path expanded.
  EXPECT_EQ(fig24_order<List>(TieRule::fifo), "SBFCHLIMQNRG") << List::kName;
  // LIFO: the last child pushed is expanded next; only the 6 cells of one path
  // (the thesis, picking B first, gets S B H M R G: the same count).
  EXPECT_EQ(fig24_order<List>(TieRule::lifo), "SFLQRG") << List::kName;
}

TEST(CaoFig24, FifoExpandsEveryOptimalPathLifoOnlyOne) {
  check_fig24<MultiStackHeap<Duplicates::closed>>();
  check_fig24<MultiStackHeap<Duplicates::open>>();
  check_fig24<BucketQueue<Duplicates::closed>>();
  check_fig24<BucketQueue<Duplicates::open>>();
  check_fig24<BinaryHeap<Duplicates::open>>();
  check_fig24<BinaryHeap<Duplicates::closed>>();
  check_fig24<QuaternaryHeap<Duplicates::closed>>();
  check_fig24<QuaternaryHeap<Duplicates::open>>();
  check_fig24<StdPriorityQueue<Duplicates::closed>>();
  check_fig24<RadixHeap<Duplicates::closed>>();
  check_fig24<RadixHeap<Duplicates::open>>();
  check_fig24<CalendarQueue<Duplicates::closed>>();
  check_fig24<CalendarQueue<Duplicates::open>>();
  check_fig24<UnsortedArray<Duplicates::open>>();
  check_fig24<UnsortedArray<Duplicates::closed>>();
}

template <class List>
void check_cazenave() {
  // Fig. 1 of the paper with straight moves 2 and diagonal moves 3:
  //   A(0,0) B(1,0)       A-D diagonal, D-E diagonal, D-F straight,
  //   D(1,1) C(2,1)       A-B straight, B-C diagonal
  //   F(1,2) E(2,2)
  const Grid grid(3, 3);
  const MoveRules rules{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};
  BestFirstSearch<ZeroHeuristic, List> dijkstra(grid, rules);
  dijkstra.solve({{0, 0}, {2, 2}});
  EXPECT_EQ(dijkstra.g({1, 1}), 3) << List::kName;  // seen(D)
  EXPECT_EQ(dijkstra.g({2, 2}), 6) << List::kName;  // seen(E)
  EXPECT_EQ(dijkstra.g({1, 2}), 5) << List::kName;  // seen(F)
  EXPECT_EQ(dijkstra.g({2, 1}), 5) << List::kName;  // C, by A-B-C or A-D-C
  EXPECT_EQ(dijkstra.g({1, 0}), 2) << List::kName;  // B
  BestFirstSearch<OctileHeuristic, List> astar(grid, rules);
  EXPECT_EQ(astar.solve({{0, 0}, {2, 1}}).cost, 5) << List::kName;
}

TEST(Cazenave, IntegerOctileCostsTwoAndThree) {
  check_cazenave<BucketQueue<Duplicates::closed>>();
  check_cazenave<BucketQueue<Duplicates::open>>();
  check_cazenave<MultiStackHeap<Duplicates::closed>>();
  check_cazenave<StdPriorityQueue<Duplicates::closed>>();
  check_cazenave<BinaryHeap<Duplicates::open>>();
  check_cazenave<RadixHeap<Duplicates::open>>();
  check_cazenave<CalendarQueue<Duplicates::open>>();

  // The paper's heuristic: CostDiag x min(dx, dy) + Cost x (max - min).
  const Grid grid(40, 30);
  const MoveRules rules{Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer};
  const MoveModel moves(grid, rules);
  OctileHeuristic h(grid, moves);
  h.set_goal({5, 7});
  for (Point p : {Point{0, 0}, Point{39, 29}, Point{5, 20}, Point{30, 7}, Point{6, 9}}) {
    const int dx = std::abs(p.x - 5), dy = std::abs(p.y - 7);
    EXPECT_EQ(h(grid.pad(p)), 3 * std::min(dx, dy) + 2 * (std::max(dx, dy) - std::min(dx, dy)));
  }
  EXPECT_TRUE(h.integral());
  // Integer f: the array of stacks uses buckets of width 1 (one f value per bucket);
  // with sqrt(2) costs it falls back to width 1/4 with an exact heap in the current bucket.
  BestFirstSearch<OctileHeuristic, BucketQueue<>> integer_search(grid, rules);
  EXPECT_EQ(integer_search.open_list().width(), 1.0);
  BestFirstSearch<OctileHeuristic, BucketQueue<>> octile_search(grid, MoveRules{});
  EXPECT_EQ(octile_search.open_list().width(), BucketQueue<>::kFractionalWidth);
}

/// `monotone`: what the list is told (OpenListSetup::monotone_f); the keys here rise only
/// before the first pop, so either answer is true of them.
template <class List>
void check_list_order(bool monotone = true) {
  std::mt19937 rng(3);
  List list;
  OpenListSetup setup;
  setup.cells = 1000;
  setup.tie = TieRule::fifo;
  setup.monotone_f = monotone;
  list.configure(setup);
  for (int round = 0; round < 3; ++round) {
    list.clear();
    std::vector<OpenEntry> all;
    std::vector<Cost> f_of(1000, 0);
    for (std::uint32_t i = 0; i < 300; ++i) {
      const OpenEntry e{PaddedId{i}, i, Cost(rng() % 50) + (rng() % 2 ? 0.5 : 0.0)};
      f_of[i] = e.f;
      list.push(e);
      all.push_back(e);
    }
    if constexpr (List::kDuplicates == Duplicates::open) {
      // lower some keys in place
      for (std::uint32_t i = 0; i < 300; i += 7) {
        if (f_of[i] == 0) continue;  // nothing lower than f = 0
        OpenEntry lower{PaddedId{i}, 1000 + i, f_of[i] / 2};
        list.decrease(lower, f_of[i]);
        all[i] = lower;
      }
    }
    std::sort(all.begin(), all.end());
    ASSERT_EQ(list.size(), all.size()) << List::kName;
    for (const OpenEntry& want : all) {
      std::uint32_t steps = 0;
      const OpenEntry got = list.pop(steps);
      EXPECT_EQ(got.f, want.f) << List::kName;
      EXPECT_EQ(raw(got.id), raw(want.id)) << List::kName;
    }
    EXPECT_TRUE(list.empty()) << List::kName;
  }
}

TEST(OpenLists, PopInExactOrderWithDecreaseKey) {
  check_list_order<BinaryHeap<Duplicates::open>>();
  check_list_order<BinaryHeap<Duplicates::closed>>();
  check_list_order<QuaternaryHeap<Duplicates::open>>();
  check_list_order<QuaternaryHeap<Duplicates::closed>>();
  check_list_order<StdPriorityQueue<Duplicates::closed>>();
  check_list_order<BucketQueue<Duplicates::open>>();
  check_list_order<BucketQueue<Duplicates::closed>>();
  check_list_order<MultiStackHeap<Duplicates::open>>();
  check_list_order<MultiStackHeap<Duplicates::closed>>();
  check_list_order<UnsortedArray<Duplicates::open>>();
  check_list_order<UnsortedArray<Duplicates::closed>>();
  check_list_order<RadixHeap<Duplicates::open>>();
  check_list_order<RadixHeap<Duplicates::closed>>();
  check_list_order<RadixHeap<Duplicates::open>>(false);  // the 4-ary heap it hands over to
  check_list_order<CalendarQueue<Duplicates::open>>();
  check_list_order<CalendarQueue<Duplicates::closed>>();
  check_list_order<CalendarQueue<Duplicates::open>>(false);
}

/// Pushes, decreases and pops interleaved at random, against an ordered set: every pop
/// must return the exact minimum by (f, tie, id), whatever the heap layout (sentinel
/// children, bottom-up pops). Keys are lowered below the last pop too, which a list told
/// `monotone` sees only through rounding: the radix heap must still order them exactly.
/// With `rising`, f never falls below the last pop, as in A* with a consistent heuristic:
/// the radix heap then keeps every entry in its buckets (none below the last key), and
/// decreases take the least entry out of buckets that still hold others. `spread` is the
/// list's sizing hint: 0 makes the calendar queue grow its year again and again. `values`:
/// how many f values a push picks from (a few crowd the calendar queue's days, so that
/// many entries are inserted into today's sorted bucket and taken out of it).
template <class List>
void check_interleaved(std::uint32_t seed, bool monotone = true, bool rising = false, Cost spread = 0,
                       std::uint32_t values = 400) {
  std::mt19937 rng(seed);
  List list;
  OpenListSetup setup;
  setup.cells = 4000;
  setup.monotone_f = monotone;
  setup.spread = spread;
  list.configure(setup);
  list.clear();
  std::set<OpenEntry> model;
  std::uint32_t next_id = 0, tie = 0;
  Cost floor_f = 0;  // f of the last pop, under `rising`
  for (int op = 0; op < 20000 && next_id < setup.cells; ++op) {
    const auto what = unsigned(rng() % 10);
    if (what < 4 || model.empty()) {  // push a new cell
      const OpenEntry e{PaddedId{next_id}, std::uint32_t(rng() % 1000), floor_f + Cost(rng() % values) / 4};
      ++next_id;
      list.push(e);
      model.insert(e);
    } else if (what < 7) {  // lower the key of a random open cell
      const OpenEntry& old = *std::next(model.begin(), std::ptrdiff_t(rng() % model.size()));
      if (old.f == floor_f) continue;
      // f stays a multiple of 1/4 (exact on the radix heap's lattice), below the old one
      const OpenEntry lower{old.id, ++tie, floor_f + std::floor((old.f - floor_f) * Cost(rng() % 4)) / 4};
      const Cost old_f = old.f;
      model.erase(old);
      model.insert(lower);
      list.decrease(lower, old_f);
    } else {
      std::uint32_t steps = 0;
      const OpenEntry got = list.pop(steps);
      const OpenEntry want = *model.begin();
      model.erase(model.begin());
      ASSERT_EQ(raw(got.id), raw(want.id)) << List::kName << " seed " << seed << " op " << op;
      ASSERT_EQ(got.f, want.f) << List::kName << " seed " << seed << " op " << op;
      if (rising) floor_f = got.f;
    }
    ASSERT_EQ(list.size(), model.size()) << List::kName << " seed " << seed << " op " << op;
  }
}

/// Random pushes, decreases and pops as the engine makes them: a decrease only lowers an
/// entry that was pushed and not yet popped, and a popped entry whose cell was popped
/// before is stale and skipped (a list may decrease lazily by pushing again). Every cell's
/// first pop must come in (f, tie, id) order of the keys then held, with its lowest key.
template <class List>
void check_first_pops(std::uint32_t seed) {
  std::mt19937 rng(seed);
  List list;
  OpenListSetup setup;
  setup.cells = 4000;
  setup.tie = TieRule::fifo;  // ties by push order, which stack-like lists keep by themselves
  setup.monotone_f = true;
  setup.spread = 64;
  list.configure(setup);
  std::uint32_t pushes = 0;   // the tie key: FIFO among equal f
  std::set<OpenEntry> model;  // the current key of every cell pushed and not yet popped
  std::vector<Cost> key_of(4000, -1);
  std::vector<bool> popped(4000, false);
  Cost floor_f = 0;
  std::uint32_t next_id = 0;
  for (int op = 0; op < 6000 && !(next_id >= 4000 && model.empty()); ++op) {
    const auto r = std::uint32_t(rng() % 10);
    if (r < 5 && next_id < 4000) {
      const OpenEntry e{PaddedId{next_id}, ++pushes, floor_f + Cost(rng() % 40) + (rng() % 2 ? 0.5 : 0.0)};
      key_of[next_id++] = e.f;
      list.push(e);
      model.insert(e);
    } else if (r < 7 && !model.empty()) {
      auto it = model.begin();
      std::advance(it, rng() % model.size());
      const OpenEntry old = *it;
      const Cost lower = std::floor((floor_f + (old.f - floor_f) / 2) * 2) / 2;  // keys stay on halves
      if (!(lower < old.f)) continue;
      const OpenEntry e{old.id, ++pushes, lower};
      model.erase(it);
      model.insert(e);
      key_of[raw(old.id)] = lower;
      if constexpr (List::kDuplicates == Duplicates::open) {
        list.decrease(e, old.f);
      } else {
        list.push(e);
      }
    } else if (!model.empty()) {
      OpenEntry got{};
      for (;;) {  // skip stale entries, as the engine does
        ASSERT_FALSE(list.empty()) << List::kName << " seed " << seed << " op " << op;
        std::uint32_t steps = 0;
        got = list.pop(steps);
        if (!popped[raw(got.id)]) break;
      }
      const OpenEntry want = *model.begin();
      model.erase(model.begin());
      ASSERT_EQ(raw(got.id), raw(want.id)) << List::kName << " seed " << seed << " op " << op;
      ASSERT_EQ(got.f, want.f) << List::kName << " seed " << seed << " op " << op;
      popped[raw(got.id)] = true;
      floor_f = got.f;
    }
  }
}

// Every list of the registry's set, under both duplicate rules: a list added to
// AllOpenLists (open_list/all.hpp) is checked here with no edit.
TEST(OpenLists, EveryListOfTheSetPopsInExactOrder) {
  const std::uint32_t seed = testing::test_seed(12);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::size_t lists = 0;
  AllOpenLists::for_each([&]<template <Duplicates> class List>() {
    check_first_pops<List<Duplicates::open>>(seed);
    check_first_pops<List<Duplicates::closed>>(seed);
    ++lists;
  });
  EXPECT_EQ(lists, AllOpenLists::kSize);
}

TEST(OpenLists, InterleavedPushDecreasePopKeepExactOrder) {
  const std::uint32_t seed = testing::test_seed(11);
  check_interleaved<BinaryHeap<Duplicates::open>>(seed);
  check_interleaved<QuaternaryHeap<Duplicates::open>>(seed);
  check_interleaved<UnsortedArray<Duplicates::open>>(seed);
  check_interleaved<RadixHeap<Duplicates::open>>(seed);
  check_interleaved<RadixHeap<Duplicates::open>>(seed, false);
  check_interleaved<RadixHeap<Duplicates::open>>(seed, true, true);
  check_interleaved<QuaternaryHeap<Duplicates::open>>(seed, true, true);
  check_interleaved<CalendarQueue<Duplicates::open>>(seed);
  check_interleaved<CalendarQueue<Duplicates::open>>(seed, false);
  check_interleaved<CalendarQueue<Duplicates::open>>(seed, true, true);
  check_interleaved<CalendarQueue<Duplicates::open>>(seed, true, true, 100);     // a year that holds every key
  check_interleaved<CalendarQueue<Duplicates::open>>(seed, true, true, 100, 3);  // crowded days
  check_interleaved<CalendarQueue<Duplicates::open>>(seed, true, false, 100, 3);
}

/// Weighted A* and an overestimating heuristic let f fall along a move; a radix heap would
/// file most keys below its last pop, a calendar queue in today's sorted bucket, so both
/// lists run a 4-ary heap there (and are exact). `own` tells whether the list runs itself.
template <class List>
void expect_non_monotone_searches_handed_over(bool (List::*own)() const noexcept) {
  SCOPED_TRACE(List::kName);
  const Grid grid(30, 20);
  const MoveRules rules{};
  BestFirstSearch<OctileHeuristic, List> plain(grid, rules);
  EXPECT_TRUE((plain.open_list().*own)());
  SearchOptions weighted;
  weighted.h_weight = 1.5;
  BestFirstSearch<OctileHeuristic, List> heavy(grid, rules, weighted);
  EXPECT_FALSE((heavy.open_list().*own)());
  BestFirstSearch<ManhattanHeuristic, List> over(grid, rules);
  EXPECT_FALSE((over.open_list().*own)());
  EXPECT_LE(heavy.solve({{0, 0}, {29, 19}}).cost, 1.5 * plain.solve({{0, 0}, {29, 19}}).cost);
}

TEST(OpenLists, RadixAndCalendarHandNonMonotoneSearchesToAFourAryHeap) {
  expect_non_monotone_searches_handed_over(&RadixHeap<Duplicates::open>::radix);
  expect_non_monotone_searches_handed_over(&CalendarQueue<Duplicates::open>::calendar);
}

TEST(OpenLists, RadixKeysTieEqualSumsAndKeepDistinctOctileValuesApart) {
  using Radix = RadixHeap<>;
  const Cost d = std::sqrt(2.0);
  // Equal values summed in another order: one key, whatever the rounding of each sum.
  EXPECT_EQ(Radix::key(1 + d + 1 + d + d), Radix::key(d + d + 1 + d + 1));
  EXPECT_EQ(Radix::key(0.1 + 0.2), Radix::key(0.3));
  // The nearest distinct octile values of the documented range (19 601 - 13 860 sqrt(2)
  // ~ 2.55e-5 apart) keep their order, at any offset.
  for (const Cost base : {0.0, 1.0, 777.5, 4096.0}) {
    EXPECT_GT(Radix::key(base + 19601), Radix::key(base + 13860 * d)) << base;
    EXPECT_LT(Radix::key(base + 8119), Radix::key(base + 5741 * d)) << base;
  }
  EXPECT_EQ(Radix::key(0), 0u);
  EXPECT_EQ(Radix::key(1), std::uint64_t{1} << Radix::kFractionBits);
}

TEST(OpenLists, RadixKeysBelowTheLastPopComeFirst) {
  // f decreasing along a move (an inconsistent heuristic): the entry pops before every
  // entry of the current key and above.
  for (const bool lifo : {false, true}) {
    RadixHeap<Duplicates::closed> q;
    OpenListSetup setup;
    setup.monotone_f = true;  // as under a consistent heuristic: the low keys come from rounding
    q.configure(setup);
    ASSERT_TRUE(q.radix());
    q.clear();
    std::uint32_t steps = 0;
    q.push({PaddedId{1}, 5, 10});
    q.push({PaddedId{2}, 6, 10});
    EXPECT_EQ(raw(q.pop(steps).id), 1u);
    q.push({PaddedId{3}, lifo ? 1u : 9u, 10});
    q.push({PaddedId{4}, 0, 4.5});
    q.push({PaddedId{5}, 0, 12});
    q.push({PaddedId{6}, 1, 4.5});
    std::vector<std::uint32_t> order;
    while (!q.empty()) order.push_back(raw(q.pop(steps).id));
    const std::vector<std::uint32_t> want =
        lifo ? std::vector<std::uint32_t>{4, 6, 3, 2, 5} : std::vector<std::uint32_t>{4, 6, 2, 3, 5};
    EXPECT_EQ(order, want) << (lifo ? "tie 1" : "tie 9");
  }
}

TEST(OpenLists, CalendarYearCoversTheSpreadOfOpenKeys) {
  // Octile costs, unit weights: the engine's hint is 3 sqrt(2) (open f spans at most twice
  // the dearest move); days of 1/64 need 275 buckets, so the year has 512.
  const Grid grid(30, 20);
  BestFirstSearch<OctileHeuristic, CalendarQueue<Duplicates::open>> search(grid, MoveRules{});
  EXPECT_EQ(search.open_list().buckets(), 512u);
  EXPECT_EQ(search.open_list().day_bits(), CalendarQueue<>::kMinDayBits);
  // Terrain weights up to 255: the spread is 255 times larger; days widen past 2^12 buckets.
  Grid heavy(30, 20);
  heavy.set_weight({3, 3}, 255);
  BestFirstSearch<OctileHeuristic, CalendarQueue<Duplicates::open>> weighted(heavy, MoveRules{});
  EXPECT_EQ(weighted.open_list().buckets(), CalendarQueue<>::kMaxBuckets);
  EXPECT_GT(weighted.open_list().day_bits(), CalendarQueue<>::kMinDayBits);
  EXPECT_NEAR(weighted.solve({{0, 0}, {29, 19}}).cost, search.solve({{0, 0}, {29, 19}}).cost, 1e-9);
}

TEST(OpenLists, CalendarGrowsItsYearForFarKeysAndKeepsTheOrder) {
  for (const bool open : {false, true}) {
    CalendarQueue<Duplicates::open> q;
    OpenListSetup setup;
    setup.cells = 10;
    setup.monotone_f = true;
    setup.spread = 0;  // a 64-day year: one unit
    q.configure(setup);
    q.clear();
    ASSERT_EQ(q.buckets(), CalendarQueue<>::kMinBuckets);
    q.push({PaddedId{1}, 0, 10});
    q.push({PaddedId{2}, 0, 10.125});
    q.push({PaddedId{3}, 0, 30});  // 20 units on: 1 280 days, so 2 048 buckets
    EXPECT_EQ(q.buckets(), 2048u);
    EXPECT_EQ(q.day_bits(), CalendarQueue<>::kMinDayBits);
    q.push({PaddedId{4}, 0, 1e6});  // beyond 2^12 days of 1/64: the days widen
    EXPECT_EQ(q.buckets(), CalendarQueue<>::kMaxBuckets);
    EXPECT_GT(q.day_bits(), CalendarQueue<>::kMinDayBits);
    q.push({PaddedId{5}, 0, 10.0625});
    if (open) q.decrease({PaddedId{3}, 0, 10.1}, 30);  // taken out of its far day
    std::uint32_t steps = 0;
    std::vector<std::uint32_t> order;
    while (!q.empty()) order.push_back(raw(q.pop(steps).id));
    const std::vector<std::uint32_t> want =
        open ? std::vector<std::uint32_t>{1, 5, 3, 2, 4} : std::vector<std::uint32_t>{1, 5, 2, 3, 4};
    EXPECT_EQ(order, want) << (open ? "with a decrease" : "pushes only");
  }
}

TEST(OpenLists, CalendarKeysBeforeTodayComeFirst) {
  CalendarQueue<Duplicates::closed> q;
  OpenListSetup setup;
  setup.monotone_f = true;  // the low keys come from rounding, as under a consistent heuristic
  setup.spread = 4;
  q.configure(setup);
  q.clear();
  std::uint32_t steps = 0;
  q.push({PaddedId{1}, 5, 10});
  q.push({PaddedId{2}, 6, 10});
  EXPECT_EQ(raw(q.pop(steps).id), 1u);
  q.push({PaddedId{3}, 9, 10});
  q.push({PaddedId{4}, 0, 9.5});
  q.push({PaddedId{5}, 0, 12});
  q.push({PaddedId{6}, 1, 9.5});
  std::vector<std::uint32_t> order;
  while (!q.empty()) order.push_back(raw(q.pop(steps).id));
  EXPECT_EQ(order, (std::vector<std::uint32_t>{4, 6, 2, 3, 5}));
}

TEST(OpenLists, BucketQueueGrowsForFarKeys) {
  BucketQueue<Duplicates::closed> q;
  OpenListSetup setup;
  setup.cells = 10;
  setup.integral_f = true;
  setup.monotone_f = true;
  setup.spread = 2;
  setup.tie = TieRule::lifo;
  q.configure(setup);
  q.clear();
  const std::size_t before = q.bucket_count();
  q.push({PaddedId{1}, 0, 10});
  q.push({PaddedId{2}, 0, 10 + Cost(before) * 5});
  q.push({PaddedId{3}, 0, 11});
  EXPECT_GT(q.bucket_count(), before);
  std::uint32_t steps = 0;
  EXPECT_EQ(raw(q.pop(steps).id), 1u);
  EXPECT_EQ(raw(q.pop(steps).id), 3u);
  EXPECT_EQ(raw(q.pop(steps).id), 2u);
}

template <class Nodes>
void check_memory_scheme() {
  Nodes nodes;
  nodes.prepare(100);
  for (int search = 0; search < 3; ++search) {
    nodes.begin(100);
    EXPECT_FALSE(nodes.seen(PaddedId{5}));
    NodeState& n = nodes.touch(PaddedId{5});
    EXPECT_EQ(n.g, kInfiniteCost);
    EXPECT_EQ(n.slot(), NodeSlot::unqueued);
    n.g = search;
    n.open_from(PaddedId{4}, kSouthWest);
    EXPECT_EQ(n.slot(), NodeSlot::open);
    EXPECT_EQ(n.arrival(), kSouthWest);
    EXPECT_EQ(n.parent, PaddedId{4});
    n.set_slot(NodeSlot::closed);  // the next search must see it unseen and unqueued again
    EXPECT_TRUE(nodes[PaddedId{5}].closed());
    EXPECT_EQ(nodes[PaddedId{5}].arrival(), kSouthWest);  // the slot leaves the direction alone
    EXPECT_TRUE(nodes.seen(PaddedId{5}));                 // and neither hides the search number
    nodes.touch(PaddedId{7}).g = 1;
    EXPECT_TRUE(nodes.seen(PaddedId{5}));
    EXPECT_EQ(nodes[PaddedId{5}].g, search);
    EXPECT_EQ(nodes.touch(PaddedId{5}).g, search);  // touching a seen node keeps it
  }
}

TEST(NodeMemory, EverySchemeResetsBetweenSearches) {
  check_memory_scheme<StampedNodeStore>();
  check_memory_scheme<PoolNodeStore>();
  check_memory_scheme<AllocNodeStore>();
}

}  // namespace
}  // namespace gridnav
