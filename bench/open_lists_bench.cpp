// Open lists under A*-like operation streams, with no grid in the way.
//
// The stream imitates A* with a consistent heuristic on an 8-connected map: pop the
// minimum, "close" it, generate 0..2 successors (the frontier first grows to a target
// size, then random-walks around it). Most successors are new nodes; one in five
// reaches a node already open by a cheaper path: lists with decrease-key lower its key
// in place, the others push a duplicate and skip the stale entry when it pops (the
// engine's two duplicate rules). A successor's f is its parent's f plus a step drawn
// from what octile A* produces (0 half the time, then 2 - sqrt 2, 2 (2 - sqrt 2), 2);
// ties go to larger g, as the engine's default. The `integer` streams use the integer
// profile's steps (f rises by 0, 1, 2 or 4) so bucket queues see the keys they are made for.
//
// One benchmark iteration is one round of kPops expansions from an empty list; items/s
// counts expansions (stale pops of lazy lists are part of the cost, not counted as items).
// Every open list in include/gridnav/open_list/ has a line in kLists below, under each
// duplicate rule it supports.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/open_list/bucket_queue.hpp"
#include "gridnav/open_list/calendar_queue.hpp"
#include "gridnav/open_list/dary_heap.hpp"
#include "gridnav/open_list/fifo_queue.hpp"
#include "gridnav/open_list/multistack_heap.hpp"
#include "gridnav/open_list/open_list.hpp"
#include "gridnav/open_list/radix_heap.hpp"
#include "gridnav/open_list/std_priority_queue.hpp"
#include "gridnav/open_list/unsorted_array.hpp"
#include "gridnav/queue/indexed_heap.hpp"
#include "gridnav/search/concepts.hpp"

namespace gridnav::bench {
namespace {

constexpr std::size_t kPops = 1 << 16;
constexpr std::size_t kNodes = 3 * kPops + (1 << 17);  // every id a round can create

enum class Keys { octile, integer };

enum : std::uint8_t { kUnseen, kOpen, kClosed };

struct Stream {
  std::vector<Cost> g = std::vector<Cost>(kNodes);
  std::vector<Cost> f = std::vector<Cost>(kNodes);
  std::vector<std::uint8_t> state = std::vector<std::uint8_t>(kNodes, kUnseen);
  std::array<std::uint32_t, 64> recent{};
};

/// An entry built by field name, whatever the field order of OpenEntry.
OpenEntry entry(Cost f, std::uint32_t tie, std::uint32_t id) noexcept {
  OpenEntry e{};
  e.f = f;
  e.tie = tie;
  e.id = PaddedId{id};
  return e;
}

OpenListSetup setup_for(Keys keys) {
  OpenListSetup s;
  s.cells = kNodes;
  s.tie = TieRule::larger_g;
  s.integral_f = keys == Keys::integer;
  s.monotone_f = true;
  s.spread = 3 * (keys == Keys::octile ? kSqrt2 : 3.0);
  return s;
}

template <OpenList L>
std::uint64_t one_round(L& list, Stream& s, std::mt19937& rng, std::size_t target, Keys keys) {
  static constexpr std::array<double, 4> kOctile{0, 2 - kSqrt2, 2 * (2 - kSqrt2), 2};
  static constexpr std::array<double, 4> kInteger{0, 1, 2, 4};
  const auto& steps = keys == Keys::octile ? kOctile : kInteger;
  const double straight = keys == Keys::octile ? 1 : 2, diagonal = keys == Keys::octile ? kSqrt2 : 3;
  list.clear();
  std::uint32_t next_id = 0;
  auto push_new = [&](Cost f, Cost g) {
    const std::uint32_t id = next_id++;
    s.g[id] = g;
    s.f[id] = f;
    s.state[id] = kOpen;
    list.push(entry(f, tie_key_larger_g(g), id));
    s.recent[id & 63u] = id;
  };
  push_new(0, 0);
  std::uint64_t checksum = 0, pops = 0;
  std::uint32_t op_steps = 0;
  while (pops < kPops && !list.empty()) {
    const OpenEntry top = list.pop(op_steps);
    const std::uint32_t at = raw(top.id);
    if (s.state[at] == kClosed) continue;  // stale duplicate (lazy lists, check from closed)
    s.state[at] = kClosed;
    ++pops;
    checksum += at;
    const auto r = std::uint32_t(rng());
    // Grow to the target size, then one successor per pop on average.
    const unsigned children = list.size() < target ? 2 + (r & 1u) : (r & 3u) == 3 ? 1 : (r & 3u);
    for (unsigned c = 0; c < children; ++c) {
      const auto r2 = std::uint32_t(rng());
      const Cost g = s.g[at] + ((r2 >> 5) & 1u ? diagonal : straight);
      if ((r2 >> 6) % 5 == 0) {  // reach a node that may be open, more cheaply
        const std::uint32_t id = s.recent[(r2 >> 9) & 63u];
        const Cost lower = s.f[id] - steps[1];
        if (s.state[id] == kOpen && lower >= top.f) {
          const Cost old_f = s.f[id];
          s.f[id] = lower;
          s.g[id] -= steps[1];
          const OpenEntry e = entry(lower, tie_key_larger_g(s.g[id]), id);
          if constexpr (L::kDuplicates == Duplicates::open) {
            op_steps += list.decrease(e, old_f);
          } else {
            op_steps += list.push(e);
          }
          continue;
        }
      }
      const unsigned u = (r2 >> 1) & 7u;  // 0..3: same f; 4, 5: steps[1]; 6: steps[2]; 7: steps[3]
      push_new(top.f + steps[u < 4 ? 0 : u < 6 ? 1 : u - 4], g);
    }
  }
  return checksum + op_steps;
}

/// The dynamic planners' heap (queue/indexed_heap.hpp) as an open list under check from
/// open: the measurement behind keeping DaryHeap apart (docs/design.md, "One heap?"). Check
/// from closed cannot be run on it: it holds one entry per id, and lazy deletion pushes a
/// cell's duplicates.
struct OpenEntryOrder {
  using Entry = OpenEntry;
  static constexpr Entry kSentinel = [] {
    Entry e{};
    e.id = PaddedId{~0u};
    e.tie = ~0u;
    e.f = std::bit_cast<Cost>(~std::uint64_t{0});
    return e;
  }();
  static constexpr Entry kHole{};
  [[nodiscard]] static bool less(const Entry& a, const Entry& b) noexcept { return a.key() < b.key(); }
  [[nodiscard]] static std::uint32_t id(const Entry& e) noexcept { return raw(e.id); }
};

template <std::size_t Arity>
class IndexedOpenList {
 public:
  static constexpr Duplicates kDuplicates = Duplicates::open;
  static constexpr const char* kName = "indexed";
  void configure(const OpenListSetup& setup) {
    heap_.slots().reset(setup.cells);
    heap_.clear();
  }
  void clear() {
    for (const OpenEntry& e : heap_.entries())
      if (e.f == e.f && raw(e.id) != ~0u) heap_.slots().set(raw(e.id), OwnSlots::kAbsent);
    heap_.clear();
  }
  [[nodiscard]] bool empty() const noexcept { return heap_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return heap_.size(); }
  [[nodiscard]] std::uint32_t height() const noexcept { return 0; }
  std::uint32_t push(const OpenEntry& e) {
    heap_.push(e);
    return 0;
  }
  OpenEntry pop(std::uint32_t& /*steps*/) noexcept {
    const OpenEntry top = heap_.top();
    heap_.pop();
    return top;
  }
  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) {
    heap_.change(e);
    return 0;
  }

 private:
  IndexedHeap<OpenEntryOrder, OwnSlots, HeapOptions{Arity, false, HeapRefill::bottom_up}> heap_;
};

template <OpenList L>
void open_list_mix(benchmark::State& state, Keys keys) {
  const auto target = std::size_t(state.range(0));
  Stream stream;
  L list;
  list.configure(setup_for(keys));
  std::mt19937 rng(42);
  for (auto _ : state) {
    state.PauseTiming();
    std::fill(stream.state.begin(), stream.state.end(), kUnseen);
    state.ResumeTiming();
    benchmark::DoNotOptimize(one_round(list, stream, rng, target, keys));
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(kPops));
}

/// Registers open_list/LABEL/{octile,integer}/SIZE for the given frontier sizes
/// (den520d's longest queries keep about 2k to 6k nodes open).
template <OpenList L>
int register_list(const std::string& label, std::vector<std::int64_t> sizes = {256, 4096, 32768}) {
  for (const auto& [keys, name] : {std::pair{Keys::octile, "octile"}, std::pair{Keys::integer, "integer"}}) {
    auto* b = benchmark::RegisterBenchmark(("open_list/" + label + "/" + name).c_str(),
                                           [keys = keys](benchmark::State& st) { open_list_mix<L>(st, keys); });
    for (const std::int64_t n : sizes) b->Arg(n);
    b->Unit(benchmark::kMicrosecond);
  }
  return 0;
}

// One line per open list (and duplicate rule) in include/gridnav/open_list/.
[[maybe_unused]] const int kLists[] = {
    register_list<BinaryHeap<Duplicates::open>>("binary_open"),
    register_list<BinaryHeap<Duplicates::closed>>("binary_closed"),
    register_list<QuaternaryHeap<Duplicates::open>>("quaternary_open"),
    register_list<QuaternaryHeap<Duplicates::closed>>("quaternary_closed"),
    register_list<IndexedOpenList<2>>("indexed_binary_open"),
    register_list<IndexedOpenList<4>>("indexed_quaternary_open"),
    register_list<RadixHeap<Duplicates::open>>("radix_open"),
    register_list<RadixHeap<Duplicates::closed>>("radix_closed"),
    register_list<CalendarQueue<Duplicates::open>>("calendar_open"),
    register_list<CalendarQueue<Duplicates::closed>>("calendar_closed"),
    register_list<StdPriorityQueue<Duplicates::closed>>("stdpq"),
    register_list<BucketQueue<Duplicates::closed>>("buckets_closed"),
    register_list<BucketQueue<Duplicates::open>>("buckets_open"),
    register_list<MultiStackHeap<Duplicates::closed>>("multistack_closed"),
    register_list<MultiStackHeap<Duplicates::open>>("multistack_open"),
    register_list<UnsortedArray<Duplicates::open>>("unsorted_open", {256, 4096}),
    register_list<UnsortedArray<Duplicates::closed>>("unsorted_closed", {256, 4096}),
    // Key-blind lists (BFS, DFS): the cost of the structure alone, no ordering.
    register_list<FifoQueue>("fifo_key_blind"),
    register_list<LifoStack>("lifo_key_blind"),
};

}  // namespace
}  // namespace gridnav::bench
