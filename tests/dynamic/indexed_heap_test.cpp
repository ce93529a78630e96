// The indexed heap of the dynamic planners (queue/indexed_heap.hpp) under its policies. Its
// file comment claims that the top-down and the bottom-up refill give the same heap, and
// the sift by rank selects as the one by comparison does; the planners' expansions rely on
// it (a heap ordered by key alone breaks ties by its shape). So four heaps, top-down or
// bottom-up and with or without a rank, slots in their own array or in the caller's
// records, take the same random operations with few distinct keys (ties are the rule) and
// must hold the same entries in the same slots after each, with the least key on top.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "gridnav/queue/indexed_heap.hpp"

namespace gridnav {
namespace {

struct Item {
  std::uint64_t key;
  std::uint32_t id;
  friend bool operator==(const Item&, const Item&) = default;
};
/// By key alone, as D* Lite and LPA*'s heaps order.
struct ByKey {
  using Entry = Item;
  static constexpr Entry kSentinel{~std::uint64_t{0}, 0};
  static constexpr Entry kHole{0, 0};
  [[nodiscard]] static bool less(const Entry& a, const Entry& b) noexcept { return a.key < b.key; }
  [[nodiscard]] static std::uint32_t id(const Entry& e) noexcept { return e.id; }
};
/// The same order, with the key as the rank the top-down sift selects on.
struct ByRankedKey : ByKey {
  [[nodiscard]] static std::uint64_t rank(const Entry& e) noexcept { return e.key; }
};
struct Record {
  double payload = 0;
  std::uint32_t slot = FieldSlots<Record, &Record::slot>::kAbsent;
};

using TopDown = IndexedHeap<ByKey, OwnSlots, HeapOptions{.counted = true}>;
using BottomUp = IndexedHeap<ByKey, OwnSlots, HeapOptions{.counted = true, .refill = HeapRefill::bottom_up}>;
using Ranked = IndexedHeap<ByRankedKey, OwnSlots>;
using InRecords = IndexedHeap<ByRankedKey, FieldSlots<Record, &Record::slot>>;

TEST(IndexedHeap, RefillsAndRanksGiveTheSameHeap) {
  constexpr std::uint32_t kIds = 300;
  std::mt19937 rng(11);
  TopDown top_down;
  BottomUp bottom_up;
  Ranked ranked;
  InRecords in_records;
  std::vector<Record> records(kIds);
  top_down.clear();
  bottom_up.clear();
  ranked.clear();
  in_records.clear();
  top_down.slots().reset(kIds);
  bottom_up.slots().reset(kIds);
  ranked.slots().reset(kIds);
  in_records.slots().bind(records.data(), records.size());
  std::map<std::uint32_t, std::uint64_t> queued;  // id -> key
  int hole_pushes = -1;                           // pushes left before the hole is filled; -1: no hole
  std::uint64_t holes = 0, erased = 0, changed = 0;
  const auto all = [&](auto&& f) {
    f(top_down);
    f(bottom_up);
    f(ranked);
    f(in_records);
  };
  for (int step = 0; step < 30000; ++step) {
    const auto id = std::uint32_t(rng() % kIds);
    const Item item{1 + rng() % 12, id};  // keys above the hole's 0
    const bool is_queued = queued.count(id) != 0;
    if (hole_pushes == 0) {
      all([](auto& h) { h.fill_hole(); });
      hole_pushes = -1;
    } else if (hole_pushes > 0) {  // only pushes while the hole is open, as a planner makes
      if (is_queued) continue;
      all([&](auto& h) { h.push(item); });
      queued[id] = item.key;
      --hole_pushes;
    } else if (!queued.empty() && rng() % 6 == 0) {  // the top out, into a hole or not
      const std::uint32_t top = top_down.top().id;
      queued.erase(top);
      if (rng() % 2 == 0) {
        all([](auto& h) { h.pop_to_hole(); });
        hole_pushes = int(rng() % 4);
        ++holes;
      } else {
        all([](auto& h) { h.pop(); });
      }
    } else if (is_queued && rng() % 3 == 0) {
      all([&](auto& h) { h.erase(id); });
      queued.erase(id);
      ++erased;
    } else if (is_queued) {
      all([&](auto& h) { h.change(item); });
      queued[id] = item.key;
      ++changed;
    } else {
      all([&](auto& h) { h.push(item); });
      queued[id] = item.key;
    }
    ASSERT_EQ(top_down.size(), queued.size()) << "step " << step;
    const auto entries = top_down.entries();
    const std::vector<Item> reference(entries.begin(), entries.end());
    bool same = true;
    all([&](auto& h) {
      const auto e = h.entries();
      same = same && std::vector<Item>(e.begin(), e.end()) == reference && h.size() == queued.size();
    });
    ASSERT_TRUE(same) << "step " << step << ": the heaps differ";
    if (hole_pushes >= 0) continue;  // no order or slot check while the root is a hole
    bool valid = true;
    all([&](auto& h) { valid = valid && h.valid(); });
    ASSERT_TRUE(valid) << "step " << step;
    if (queued.empty()) continue;
    std::uint64_t least = ~std::uint64_t{0};
    for (const auto& [i, key] : queued) least = std::min(least, key);
    ASSERT_EQ(top_down.top().key, least) << "step " << step;
    for (const auto& [i, key] : queued) ASSERT_EQ(in_records.entry_of(i), (Item{key, i})) << "step " << step;
  }
  EXPECT_GT(holes, 500u);
  EXPECT_GT(erased, 1000u);
  EXPECT_GT(changed, 1000u);
  // Counted: every operation counted, the same in both refills; not counted: zeros.
  EXPECT_EQ(top_down.counters().removes, bottom_up.counters().removes);
  EXPECT_EQ(top_down.counters().size_sum, bottom_up.counters().size_sum);
  EXPECT_GT(top_down.counters().inserts, 0u);
  EXPECT_EQ(ranked.counters().inserts, 0u);
}

}  // namespace
}  // namespace gridnav
