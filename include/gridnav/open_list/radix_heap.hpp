// A radix heap (registry name `radix`; Ahuja, Mehlhorn, Orlin and Tarjan 1990) on f
// rounded to a fixed-point lattice. Made for searches whose f never decreases, and exact
// for every search.
//
// Keys. f becomes the integer round(f x 2^20). Entries of one key are tied: the list
// orders them by the tie key, so every tie rule is honoured. Two entries whose f differ
// by less than 2^-20 can share a key, and then the one with the smaller f may pop second;
// a goal popped that way costs at most 2^-20 more than the optimum, the error bound of a
// query. On octile grids that does not happen: f is a + b sqrt(2) with integers a and b,
// and while f counts at most 13 860 diagonal moves (in g and h together) two distinct
// values differ by at least 19 601 - 13 860 sqrt(2) ~ 2.55e-5, 27 lattice steps. The
// order is then exact, as with a binary heap; integer f is exact always. In exchange, f
// values equal but summed in another order (1 + sqrt(2) + 1, 1 + 1 + sqrt(2)) get one
// key, so the tie rule, not rounding noise, orders them.
//
// Buckets. `last_` is the key of the last refill. Bucket 0 holds the entries of key last_,
// sorted by tie key with the next to pop at the back; under larger-g, smaller-h and LIFO
// ties a child tied with the node just expanded pops before the others, so it is simply
// appended. Bucket i > 0 holds the keys whose highest bit that differs from last_ is
// bit i - 1. A push costs an xor, a count of leading zeros and an append. When bucket 0
// runs out, the least key of the lowest occupied bucket becomes last_ and its entries
// move to lower buckets; an entry moves at most 62 times (the key's bits). Each bucket
// keeps its least key as entries are filed, so the bucket is read once, not twice; only
// when a decrease took out an entry of that key is the bucket scanned for it.
//
// Searches whose f can decrease along a move (an inconsistent heuristic, h weighted more
// than g, greedy search: OpenListSetup::monotone_f false) would file many keys below last_,
// so there the list hands every operation to a 4-ary heap (DaryHeap), which is built for
// any order. Otherwise a key below last_ can come only from rounding (f summed in another
// order); it goes to a small binary heap, `below_`, which pops first, so the order stays
// exact.
//
// Duplicates. Check from open: each cell's index in its bucket is kept (4 bytes per cell,
// written whenever the entry moves), so a decrease takes the old entry out in O(1) and
// files the new one. Check from closed: a cheaper path pushes a new entry, and the engine
// discards the superseded one when it pops.
// Steps reported: one per push, two per entry of a scanned bucket, one per entry shifted
// or scanned to place or remove an entry of key last_ or below.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "gridnav/open_list/dary_heap.hpp"
#include "gridnav/open_list/open_list.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::closed>
class RadixHeap {
 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = "radix";
  static constexpr const char* kSummary = "a radix heap on f rounded to a 2^-20 lattice, with decrease-key";
  static constexpr int kFractionBits = lattice::kFractionBits;
  /// Spacing of the key lattice: f values closer than this may tie.
  static constexpr Cost kQuantum = lattice::kQuantum;

  void configure(const OpenListSetup& setup) {
    monotone_ = setup.monotone_f;
    if (!monotone_) {
      fallback_.configure(setup);
      slot_.clear();
    } else if constexpr (D == Duplicates::open) {
      slot_.reset(setup.cells);
    }
  }
  /// False when configure() was told that f can decrease along a move: a 4-ary heap runs.
  [[nodiscard]] bool radix() const noexcept { return monotone_; }

  void clear() noexcept {
    fallback_.clear();
    for (std::uint64_t m = occupied_; m != 0; m &= m - 1) {
      buckets_[std::countr_zero(m)].clear();
      least_[std::countr_zero(m)] = kNoKey;
    }
    occupied_ = 0;
    stale_ = 0;
    current().clear();
    below_.clear();
    last_ = 0;
    size_ = 0;
  }
  [[nodiscard]] bool empty() const noexcept { return monotone_ ? size_ == 0 : fallback_.empty(); }
  [[nodiscard]] std::size_t size() const noexcept { return monotone_ ? size_ : fallback_.size(); }
  [[nodiscard]] std::uint32_t height() const noexcept { return monotone_ ? 0 : fallback_.height(); }

  /// The integer key of f (lattice::key).
  [[nodiscard]] static std::uint64_t key(Cost f) noexcept { return lattice::key(f); }

  std::uint32_t push(const OpenEntry& e) {
    if (!monotone_) return fallback_.push(e);
    ++size_;
    const Item item = Item::of(e);
    if (item.key == last_) return 1 + insert_current(item);
    if (item.key < last_) {
      below_.push_back(e);
      std::push_heap(below_.begin(), below_.end(), Greater{});
      return 1 + detail::binary_height(below_.size());
    }
    file(item);
    return 1;
  }

  OpenEntry pop(std::uint32_t& steps) {
    if (!monotone_) return fallback_.pop(steps);
    --size_;
    if (!below_.empty()) {  // every key there is below last_, so below everything else
      steps += detail::binary_height(below_.size());
      std::pop_heap(below_.begin(), below_.end(), Greater{});
      const OpenEntry top = below_.back();
      below_.pop_back();
      return top;
    }
    if (current().empty()) steps += refill();
    const Item top = current().back();
    current().pop_back();
    return top.entry();  // f as the lattice holds it (observers only see it)
  }

  /// Check from open: the superseded entry leaves the list, so the list holds one entry per
  /// open cell. Its key follows from old_f. Above last_ it leaves its bucket in O(1) (the
  /// bucket's last item takes its place). An entry of key last_ or below can be lowered
  /// only through rounding (f never decreases along a move here); it is found by a scan.
  std::uint32_t decrease(const OpenEntry& e, Cost old_f) {
    if (!monotone_) return fallback_.decrease(e, old_f);
    std::uint32_t steps = 0;
    if constexpr (D == Duplicates::open) steps = remove(e.id, key(old_f));
    return steps + push(e);
  }

 private:
  /// What a bucket stores: the key, and the order inside a key (tie key, then cell).
  using Item = lattice::Item;
  struct Greater {
    bool operator()(const OpenEntry& a, const OpenEntry& b) const noexcept { return b < a; }
  };

  [[nodiscard]] std::vector<Item>& current() noexcept { return buckets_[0]; }
  static constexpr std::array<std::uint64_t, 64> filled(std::uint64_t v) noexcept {
    std::array<std::uint64_t, 64> a{};
    a.fill(v);
    return a;
  }

  /// Takes the entry of cell id, of key k, out of the list; returns the steps.
  std::uint32_t remove(PaddedId id, std::uint64_t k) {
    const auto is_id = [id](const Item& item) { return item.cell() == id; };
    if (k > last_) {
      const unsigned b = bucket_of(k);
      std::vector<Item>& bucket = buckets_[b];
      const std::uint32_t at = slot_[raw(id)];
      if (at >= bucket.size() || !is_id(bucket[at])) return 0;  // not there: nothing to take out
      bucket[at] = bucket.back();
      slot_[std::uint32_t(bucket[at].rank)] = at;
      bucket.pop_back();
      const std::uint64_t bit = std::uint64_t{1} << b;
      if (bucket.empty()) {
        occupied_ &= ~bit;
        stale_ &= ~bit;
        least_[b] = kNoKey;
      } else if (k == least_[b]) {
        stale_ |= bit;  // the least key may have left: refill scans this bucket
      }
      --size_;
      return 1;
    }
    if (k == last_) {
      std::vector<Item>& now = current();
      const auto it = std::find_if(now.begin(), now.end(), is_id);
      if (it == now.end()) return std::uint32_t(now.size());
      now.erase(it);  // keeps the order
      --size_;
      return std::uint32_t(now.size());
    }
    const auto it = std::find_if(below_.begin(), below_.end(), [id](const OpenEntry& x) { return x.id == id; });
    if (it == below_.end()) return std::uint32_t(below_.size());
    *it = below_.back();
    below_.pop_back();
    std::make_heap(below_.begin(), below_.end(), Greater{});
    --size_;
    return std::uint32_t(below_.size());
  }

  /// One past the highest bit where k and last_ differ (0 when equal): std::bit_width,
  /// written so that 0 takes no branch (keys are below 2^62, so the shift loses nothing).
  [[nodiscard]] unsigned bucket_of(std::uint64_t k) const noexcept {
    return 63u - unsigned(std::countl_zero(((k ^ last_) << 1) | 1u));
  }

  /// Appends an item to the bucket of its key (0 when the key is last_, unsorted there).
  void file(const Item& item) {
    const unsigned b = bucket_of(item.key);
    std::vector<Item>& bucket = buckets_[b];
    if constexpr (D == Duplicates::open) slot_[std::uint32_t(item.rank)] = std::uint32_t(bucket.size());
    bucket.push_back(item);
    occupied_ |= std::uint64_t{1} << b;
    least_[b] = std::min(least_[b], item.key);
  }

  /// Puts an item of key last_ among the others, sorted with the next to pop at the back.
  /// A child tied with the node just expanded usually goes straight to the back.
  std::uint32_t insert_current(const Item& item) {
    current().push_back(item);
    Item* const first = current().data();
    Item* at = first + current().size() - 1;
    std::uint32_t shifted = 0;
    for (; at != first && at[-1].rank < item.rank; --at, ++shifted) *at = at[-1];
    *at = item;
    return shifted;
  }

  /// The entries of key last_ ran out: the lowest occupied bucket gives the next key, and
  /// its items move to lower buckets (those of the new key to bucket 0, without a branch).
  /// Returns the steps.
  std::uint32_t refill() {
    const auto b = unsigned(std::countr_zero(occupied_));  // >= 1: bit 0 is never kept
    std::vector<Item>& from = buckets_[b];
    std::uint64_t least = least_[b];
    if (stale_ >> b & 1u) {
      least = from.front().key;
      for (const Item& item : from) least = std::min(least, item.key);
      stale_ &= ~(std::uint64_t{1} << b);
    }
    least_[b] = kNoKey;
    last_ = least;
    for (const Item& item : from) file(item);
    const auto moved = std::uint32_t(2 * from.size());
    from.clear();
    occupied_ &= ~((std::uint64_t{1} << b) | 1u);
    std::vector<Item>& now = current();
    if (now.size() > 1) std::sort(now.begin(), now.end(), [](const Item& x, const Item& y) { return x.rank > y.rank; });
    return moved;
  }

  // Bucket 0 holds the items of key last_, sorted with the next to pop at the back; keys
  // stay below 2^62, so no two differ in bit 63 and 63 buckets above it suffice.
  std::array<std::vector<Item>, 64> buckets_{};
  static constexpr std::uint64_t kNoKey = ~std::uint64_t{0};
  std::array<std::uint64_t, 64> least_ = filled(kNoKey);  // least key in each bucket > 0 (kNoKey when empty)
  std::uint64_t stale_ = 0;          // bit i: an item of bucket i's least key left it, so least_[i] may be too low
  std::vector<OpenEntry> below_;     // entries below last_: a binary min-heap
  ZeroedArray<std::uint32_t> slot_;  // check from open: each cell's index in its bucket
  std::uint64_t occupied_ = 0;       // bit i set when bucket i > 0 holds items
  std::uint64_t last_ = 0;
  std::size_t size_ = 0;
  bool monotone_ = true;
  DaryHeap<4, D> fallback_;  // runs everything when f can decrease along a move
};

}  // namespace gridnav
