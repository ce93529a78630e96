// The bucket queue of D* Lite and LPA* (detail/rhs/buckets.hpp) and the core's moves between
// its queue forms (detail/rhs/queue.hpp): buckets, narrow heap, wide heap. The buckets order only
// k1 and "underconsistent first" (what the proofs need), so a core with buckets must
// reach the same g values as one with the exact heap order, however its ties fall, and
// must go on correctly when its keys outgrow the buckets in mid-search. The core tests
// run the queue out, so they check values (any order gives them); the order itself is
// checked by the first three tests here, and at the planners' level by DeepTies
// (ties_test.cpp) and the random sequences, which fail when the two kinds of bucket swap.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "gridnav/dynamic/detail/rhs/buckets.hpp"
#include "gridnav/dynamic/detail/rhs/core.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

using detail::KeyBuckets;
using Core = detail::RhsCore<detail::RhsFrom::predecessors>;
using Form = Core::Form;

/// A narrow key: k1, and an underconsistent g or another rhs as the tie value.
std::uint64_t narrow(std::uint64_t k1, bool under, std::uint64_t m) { return k1 << 32 | (under ? m : 0xFFFFFFFFu - m); }

// Random pushes, key changes and removals against a map of what is queued: after each,
// the links and bitmaps agree (valid()) and the top is in the least occupied bucket, i.e.
// has the least (k1, underconsistent first) of all queued keys. Keys past the limit make
// the buckets grow, as the core does, and growing keeps every entry and its key.
TEST(KeyBuckets, TopHasTheLeastBucketThroughRandomOperations) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    Random rng(seed);
    constexpr std::uint32_t kIds = 300;
    KeyBuckets q;
    q.reset(kIds, 64);
    std::map<std::uint32_t, std::uint64_t> queued;
    for (int op = 0; op < 4000; ++op) {
      const std::uint32_t id = std::uint32_t(rng.below(kIds));
      // Mostly small k1, sometimes past the limit (growth).
      const std::uint64_t k1 = rng.below(20) == 0 ? rng.below(2000) : rng.below(40);
      const std::uint64_t key = narrow(k1, rng.below(2) == 0, rng.below(30));
      if (!q.holds(key)) {
        std::vector<std::uint32_t> before, after;
        q.for_each([&](std::uint32_t i) { before.push_back(i); });
        ASSERT_TRUE(q.grow(key >> 32));
        ASSERT_TRUE(q.holds(key));
        ASSERT_TRUE(q.valid());
        q.for_each([&](std::uint32_t i) { after.push_back(i); });
        ASSERT_EQ(before, after) << "op " << op << ": growing keeps every bucket's order";
        for (const auto& [i, k] : queued) ASSERT_EQ(q.key(i), k);
      }
      const auto it = queued.find(id);
      if (it == queued.end()) {
        EXPECT_EQ(q.push(id, key, 7), KeyBuckets::bucket_of(key));
        EXPECT_EQ(q.epoch(id), 7u);
        queued[id] = key;
      } else if (rng.below(2) == 0) {
        q.change(id, key, 9);
        it->second = key;
        EXPECT_EQ(q.epoch(id), 9u);
      } else {
        q.erase(id);
        queued.erase(it);
      }
      ASSERT_TRUE(q.valid()) << "op " << op;
      ASSERT_EQ(q.size(), queued.size());
      if (queued.empty()) continue;
      // The least (k1, 0 for underconsistent else 1), read off the keys' fields.
      const auto rank = [](std::uint64_t k) { return std::pair{k >> 32, (k & 0xFFFFFFFFu) >= (1u << 31)}; };
      auto least = rank(queued.begin()->second);
      for (const auto& [i, k] : queued) least = std::min(least, rank(k));
      const std::uint32_t top = q.top();
      ASSERT_TRUE(queued.count(top)) << "op " << op;
      ASSERT_EQ(rank(q.key(top)), least) << "op " << op;
    }
    std::size_t seen = 0;
    q.for_each([&](std::uint32_t i) { seen += queued.count(i); });
    EXPECT_EQ(seen, queued.size());
    q.clear();
    EXPECT_TRUE(q.empty());
    EXPECT_TRUE(q.valid());
  }
}

TEST(KeyBuckets, BucketsOrderK1ThenUnderconsistentFirst) {
  EXPECT_LT(KeyBuckets::bucket_of(narrow(5, true, 4)), KeyBuckets::bucket_of(narrow(5, false, 5)));
  EXPECT_LT(KeyBuckets::bucket_of(narrow(5, false, 0)), KeyBuckets::bucket_of(narrow(6, true, 0)));
  EXPECT_EQ(KeyBuckets::bucket_of(narrow(5, true, 1)), KeyBuckets::bucket_of(narrow(5, true, 4)));
  EXPECT_EQ(KeyBuckets::bucket_of(narrow(5, false, 1)), KeyBuckets::bucket_of(narrow(5, false, 4)));
}

// Within a bucket a key not above the front's goes first, another last: the deepest of
// an f plateau (largest rhs, least tie value) comes out first when it arrives last.
TEST(KeyBuckets, WithinABucketTheLesserKeyGoesToTheFront) {
  KeyBuckets q;
  q.reset(8, 64);
  q.push(0, narrow(10, false, 3), 0);
  q.push(1, narrow(10, false, 5), 0);  // deeper: front
  EXPECT_EQ(q.top(), 1u);
  q.push(2, narrow(10, false, 4), 0);  // shallower than the front: back
  EXPECT_EQ(q.top(), 1u);
  q.erase(1);
  EXPECT_EQ(q.top(), 0u);             // filed before 2
  q.push(3, narrow(10, true, 9), 0);  // underconsistent: an earlier bucket
  EXPECT_EQ(q.top(), 3u);
  q.push(4, narrow(10, false, 1), 0);    // last in the bucket: 0, 2, 4
  q.change(2, narrow(10, false, 2), 5);  // the same bucket: 2 keeps its place
  std::vector<std::uint32_t> order;
  q.for_each([&](std::uint32_t i) { order.push_back(i); });
  EXPECT_EQ(order, (std::vector<std::uint32_t>{3, 0, 2, 4}));
  EXPECT_EQ(q.key(2), narrow(10, false, 2));
  EXPECT_EQ(q.epoch(2), 5u);
  EXPECT_FALSE(q.grow(KeyBuckets::kMaxFirstLimit));  // past the cap: nothing changes
  EXPECT_EQ(q.first_limit(), 64u);
  EXPECT_TRUE(q.valid());
}

/// A random 4-connected map (20 % blocked) and the Manhattan h to its far corner.
struct Setting {
  Grid grid{24, 24};
  std::vector<Cost> h;
  Point start{0, 0}, goal{23, 23};
  explicit Setting(std::uint64_t seed) {
    Random rng(seed);
    for (std::int32_t y = 0; y < 24; ++y)
      for (std::int32_t x = 0; x < 24; ++x)
        if (rng.uniform01() < 0.2) grid.set_weight({x, y}, kBlocked);
    for (const Point p : {start, Point{1, 0}, Point{0, 1}, goal, Point{22, 23}, Point{23, 22}})
      grid.set_weight(p, kGround);
    h.assign(grid.padded_size(), 0);
    for (std::int32_t y = 0; y < 24; ++y)
      for (std::int32_t x = 0; x < 24; ++x) h[raw(grid.pad({x, y}))] = Cost((23 - x) + (23 - y));
  }
};

/// Expands until the queue is empty: every g is then exact whatever the order was.
template <class KeyOf>
void run_out(Core& core, KeyOf&& key_of, std::uint64_t seed, const char* what) {
  for (int step = 0; !core.empty(); ++step) {
    core.expand_top(key_of);
    ASSERT_TRUE(core.heap_valid()) << what << " seed " << seed << " step " << step;
  }
}

void expect_same_g(const Core& a, const Core& b, const Grid& grid, std::uint64_t seed) {
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      ASSERT_EQ(a.g(grid.pad({x, y})), b.g(grid.pad({x, y}))) << "seed " << seed << " cell " << x << "," << y;
}

/// Sizes `core` for the setting, picks its key form (whole: buckets by default; else the
/// wide heap) and queues the start.
template <class KeyOf>
void start(Core& core, const Setting& s, const MoveModel& moves, bool whole, KeyOf&& key_of) {
  core.reset(s.grid, moves);
  core.fit_keys(whole, 64);
  core.restart(s.grid.pad(s.start), key_of);
}

/// Runs `wide` (128-bit keys: the exact heap order) out from the start with the plain
/// keys [min(g, rhs) + h; ...] and returns the goal's cost, which the test needs finite.
Cost run_wide(Core& wide, const Setting& s, const MoveModel& moves, std::uint64_t seed) {
  const auto plain = [&](std::uint32_t i, Cost g, Cost rhs) {
    const Cost m = std::min(g, rhs);
    return detail::KeyParts{m + s.h[i], g < rhs, m};
  };
  start(wide, s, moves, false, plain);
  run_out(wide, plain, seed, "wide");
  const Cost distance = wide.g(s.grid.pad(s.goal));
  EXPECT_LT(distance, Core::kInf) << "seed " << seed << ": the goal must be reachable for this test";
  return distance;
}

// A core with buckets against one with wide keys (the exact heap order) on the same map:
// the same g everywhere. With `offset` added to k1 the buckets must grow first; from
// `widen_at` on, the core is told its keys no longer fit 31 bits and moves to the wide heap.
void compare_with_wide(std::uint64_t seed, Cost offset, int widen_at) {
  Setting s(seed);
  const MoveModel moves(s.grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::unit});
  const auto key_of = [&](std::uint32_t i, Cost g, Cost rhs) {
    const Cost m = std::min(g, rhs);
    return detail::KeyParts{m + s.h[i] + offset, g < rhs, m};
  };
  Core buckets, wide;
  buckets.reset(s.grid, moves);
  wide.reset(s.grid, moves);
  buckets.fit_keys(true, 64);
  wide.fit_keys(false, 64);
  ASSERT_EQ(buckets.form(), Form::buckets);
  buckets.restart(s.grid.pad(s.start), key_of);
  wide.restart(s.grid.pad(s.start), key_of);
  for (int step = 0; !buckets.empty(); ++step) {
    if (step == widen_at) buckets.fit_keys(true, Cost(std::uint64_t{1} << 40));
    ASSERT_EQ(buckets.form(), step < widen_at ? Form::buckets : Form::wide) << "seed " << seed << " step " << step;
    buckets.expand_top(key_of);
    ASSERT_TRUE(buckets.heap_valid()) << "seed " << seed << " step " << step;
  }
  run_out(wide, key_of, seed, "wide");
  expect_same_g(buckets, wide, s.grid, seed);
  std::size_t reached = 0;  // not a trivial run: most of the map is reached
  for (std::int32_t y = 0; y < 24; ++y)
    for (std::int32_t x = 0; x < 24; ++x) reached += wide.g(s.grid.pad({x, y})) < Core::kInf;
  EXPECT_GT(reached, 200u) << "seed " << seed;
}

TEST(KeyBuckets, CoreReachesTheWideHeapsValues) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) compare_with_wide(seed, 0, 1 << 30);
}

// Changes make cells underconsistent: a core with buckets and one with the wide heap, on
// the same map, take the same batches of blocked and then freed cells and reach the
// same g everywhere after each (expansions of both kinds, and removals, in the buckets).
TEST(KeyBuckets, CoreFollowsChangesAsTheWideHeapDoes) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Setting s(seed);
    const MoveModel moves(s.grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::unit});
    const auto key_of = [&](std::uint32_t i, Cost g, Cost rhs) {
      const Cost m = std::min(g, rhs);
      return detail::KeyParts{m + s.h[i], g < rhs, m};
    };
    Core buckets, wide;
    buckets.reset(s.grid, moves);
    wide.reset(s.grid, moves);
    buckets.fit_keys(true, 64);
    wide.fit_keys(false, 64);
    buckets.restart(s.grid.pad(s.start), key_of);
    wide.restart(s.grid.pad(s.start), key_of);
    run_out(buckets, key_of, seed, "buckets");
    run_out(wide, key_of, seed, "wide");
    Random rng(seed * 7919);
    for (int round = 0; round < 6; ++round) {
      std::vector<AppliedChange> changes;
      for (int k = 0; k < 12; ++k) {
        const Point p{std::int32_t(rng.below(24)), std::int32_t(rng.below(24))};
        if (p == s.start) continue;
        bool dup = false;
        for (const auto& c : changes) dup = dup || c.cell == p;
        if (dup) continue;
        const Weight before = s.grid.weight(p), after = before == kBlocked ? kGround : kBlocked;
        s.grid.set_weight(p, after);
        changes.push_back({p, before, after});
      }
      buckets.apply(changes, key_of);
      wide.apply(changes, key_of);
      ASSERT_EQ(buckets.form(), Form::buckets);
      ASSERT_TRUE(buckets.heap_valid()) << "seed " << seed << " round " << round;
      run_out(buckets, key_of, seed, "buckets");
      run_out(wide, key_of, seed, "wide");
      expect_same_g(buckets, wide, s.grid, seed);
    }
  }
}
TEST(KeyBuckets, CoreGrowsItsBucketsForLargerKeys) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) compare_with_wide(seed, 5000, 1 << 30);
}
TEST(KeyBuckets, CoreMovesToTheWideHeapInMidRun) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) compare_with_wide(seed, 0, 20);
}

// Keys past the buckets' cap in mid-search: search() goes on in the narrow heap from the
// operation that found the key, and stops with the goal consistent; run out, every g is
// the wide core's. The key of every cell keyed after the 40th key computation jumps by
// the cap (the order stays a valid one: the cells keyed before come first).
TEST(KeyBuckets, SearchGoesOnInTheNarrowHeapPastTheBucketsCap) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Setting s(seed);
    const MoveModel moves(s.grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::unit});
    int calls = 0;
    std::map<std::uint32_t, bool> jumped;  // per cell: keyed after the jump
    const auto key_of = [&](std::uint32_t i, Cost g, Cost rhs) {
      const Cost m = std::min(g, rhs);
      if (++calls > 40) jumped[i] = true;
      const Cost offset = jumped.count(i) ? Cost(KeyBuckets::kMaxFirstLimit) : 0;
      return detail::KeyParts{m + s.h[i] + offset, g < rhs, m};
    };
    Core core, wide;
    const Cost distance = run_wide(wide, s, moves, seed);
    start(core, s, moves, true, key_of);
    const auto steps = core.search(s.grid.pad(s.goal), 1u << 20, true, key_of);
    EXPECT_FALSE(steps.capped);
    EXPECT_GT(calls, 40) << "seed " << seed;
    EXPECT_EQ(core.form(), Form::narrow) << "seed " << seed;
    EXPECT_TRUE(core.heap_valid()) << "seed " << seed;
    EXPECT_EQ(core.g(s.grid.pad(s.goal)), distance) << "seed " << seed;
    EXPECT_TRUE(core.consistent(s.grid.pad(s.goal))) << "seed " << seed;
    run_out(core, key_of, seed, "moved");
    expect_same_g(core, wide, s.grid, seed);
  }
}

// D* Lite's case: keys grow past the buckets' cap when the agent moves (km), found as
// the search re-keys a stale top. A search stopped after 30 steps, then every key raised
// by the cap and a new epoch: the next search moves the queue to the narrow heap at its
// first re-keying and goes on there to the right goal cost.
TEST(KeyBuckets, ReKeyingPastTheCapGoesOnInTheNarrowHeap) {
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    Setting s(seed);
    const MoveModel moves(s.grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::unit});
    Cost offset = 0;
    const auto key_of = [&](std::uint32_t i, Cost g, Cost rhs) {
      const Cost m = std::min(g, rhs);
      return detail::KeyParts{m + s.h[i] + offset, g < rhs, m};
    };
    Core core, wide;
    const Cost distance = run_wide(wide, s, moves, seed);
    start(core, s, moves, true, key_of);
    const auto first = core.search(s.grid.pad(s.goal), 30, true, key_of);
    ASSERT_TRUE(first.capped) << "seed " << seed;
    ASSERT_EQ(core.form(), Form::buckets);
    offset = Cost(KeyBuckets::kMaxFirstLimit);
    core.new_epoch();
    const auto second = core.search(s.grid.pad(s.goal), 1u << 20, true, key_of);
    EXPECT_FALSE(second.capped);
    EXPECT_EQ(core.form(), Form::narrow) << "seed " << seed;
    EXPECT_TRUE(core.heap_valid()) << "seed " << seed;
    EXPECT_EQ(core.g(s.grid.pad(s.goal)), distance) << "seed " << seed;
  }
}

// A queue that outgrew the buckets goes back to them at the next restart.
TEST(KeyBuckets, RestartGoesBackToTheBuckets) {
  Setting s(3);
  const MoveModel moves(s.grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::unit});
  Cost offset = Cost(KeyBuckets::kMaxFirstLimit);
  const auto key_of = [&](std::uint32_t i, Cost g, Cost rhs) {
    const Cost m = std::min(g, rhs);
    return detail::KeyParts{m + s.h[i] + offset, g < rhs, m};
  };
  Core core;
  start(core, s, moves, true, key_of);  // the root's key is past the cap
  EXPECT_EQ(core.form(), Form::narrow);
  offset = 0;
  core.restart(s.grid.pad(s.start), key_of);
  EXPECT_EQ(core.form(), Form::buckets);
  EXPECT_TRUE(core.heap_valid());
}

}  // namespace
}  // namespace gridnav
