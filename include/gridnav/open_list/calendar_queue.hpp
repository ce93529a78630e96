// A calendar queue (registry name `calendar`; R. Brown, CACM 1988) on f rounded to the
// fixed-point lattice of the radix heap. Made for searches whose f never decreases, and
// exact for every search.
//
// Keys. f becomes the integer round(f x 2^20) (lattice::key, shared with the radix heap,
// whose comment gives the error bound: none on octile grids of up to 13 860 diagonal
// moves, nor with integer costs).
//
// Days. A key's day is key >> day_bits: days are 1/64 of a move wide on unit-weight grids.
// The days in use sit in a circular array of 2^k buckets ("the year") that covers the
// spread of open f (OpenListSetup::spread), so that while `today_` is the least day in the
// list every other entry's day lies in the next year, in its own bucket, unsorted: a push
// costs a shift, a mask and an append, and an entry is filed once (the radix heap files it
// again at every refill). Today's bucket is kept sorted by (key, tie key, cell) with the
// next to pop at the back; a child that ties with the node just expanded is usually
// appended there, and an entry whose day is before today (f summed in another order, or
// a first push below an emptied list's today) joins it too, so every pop is the exact
// minimum. When today runs out, a bitmap of occupied buckets gives the next day in a few
// word scans, and its bucket is sorted.
//
// An entry beyond the year (a spread hint too small) makes the year grow: twice as many
// buckets up to 2^12, then days twice as wide; the entries are filed again. Terrain
// weights widen the spread, and with it the days (255 x sqrt(2) per move: days of 1/2).
//
// Searches whose f can decrease along a move (OpenListSetup::monotone_f false) would put
// most entries in today's sorted bucket, so there the list hands every operation to a
// 4-ary heap (DaryHeap), as the radix heap does.
//
// Duplicates. Check from open: each cell's index in its bucket is kept (4 bytes per cell),
// so a decrease takes an entry of a later day out in O(1) (the bucket's last entry takes
// its place); an entry of today is found by a scan of today's bucket, which is short.
// Check from closed: a cheaper path pushes a new entry, and the engine discards the
// superseded one when it pops.
// Steps reported: one per push; one per entry shifted in today's bucket; per pop, the
// bitmap words read and the entries of a day when it is sorted; per decrease of today's
// entries, the entries scanned.
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include "gridnav/open_list/dary_heap.hpp"
#include "gridnav/open_list/open_list.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::closed>
class CalendarQueue {
 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = "calendar";
  static constexpr const char* kSummary = "a calendar queue on f rounded to a 2^-20 lattice, with decrease-key";
  /// Narrowest day: 2^14 lattice steps, 1/64 of a unit of cost. (Narrower days sort less
  /// but spread the year over more memory: 2^-8 measured slower.)
  static constexpr unsigned kMinDayBits = 14;
  static constexpr std::size_t kMinBuckets = 64;
  static constexpr std::size_t kMaxBuckets = std::size_t{1} << 12;

  void configure(const OpenListSetup& setup) {
    monotone_ = setup.monotone_f;
    if (!monotone_) {
      fallback_.configure(setup);
      slot_.clear();
      return;
    }
    if constexpr (D == Duplicates::open) slot_.reset(setup.cells);
    // The year must hold every open day after today: spread / day width, plus the days
    // that today and the last one only partly cover.
    const double span =
        std::clamp(setup.spread, Cost(0), Cost(0x1p40)) * double(std::uint64_t{1} << lattice::kFractionBits);
    unsigned bits = kMinDayBits;
    std::size_t n = kMinBuckets;
    while (double(n) < span / double(std::uint64_t{1} << bits) + 3) {
      if (n < kMaxBuckets) {
        n *= 2;
      } else {
        ++bits;
      }
    }
    day_bits_ = bits;
    buckets_.assign(n, {});
    occupied_.assign(n / 64, 0);
    mask_ = n - 1;
    today_ = 0;
    today_list_ = &buckets_[0];
    size_ = 0;
  }
  /// False when configure() was told that f can decrease along a move: a 4-ary heap runs.
  [[nodiscard]] bool calendar() const noexcept { return monotone_; }
  /// Buckets in the year and the width of a day in lattice steps (log2): for tests.
  [[nodiscard]] std::size_t buckets() const noexcept { return buckets_.size(); }
  [[nodiscard]] unsigned day_bits() const noexcept { return day_bits_; }

  void clear() noexcept {
    fallback_.clear();
    for (std::size_t w = 0; w < occupied_.size(); ++w)
      for (std::uint64_t m = occupied_[w]; m != 0; m &= m - 1) buckets_[w * 64 + unsigned(std::countr_zero(m))].clear();
    std::fill(occupied_.begin(), occupied_.end(), 0);
    if (today_list_ != nullptr) {
      today_list_->clear();
      move_today(0);  // the first push moves today to its own day (unless it is within a year of 0)
    }
    size_ = 0;
  }
  // size_ counts the fallback heap's entries too, so these read no mode.
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] std::uint32_t height() const noexcept { return monotone_ ? 0 : fallback_.height(); }

  std::uint32_t push(const OpenEntry& e) {
    ++size_;
    if (!monotone_) return fallback_.push(e);
    const Item item = Item::of(e);
    const std::uint64_t day = item.key >> day_bits_;
    if (day <= today_) return 1 + insert_today(item);
    if (day - today_ > mask_) [[unlikely]]
      return 1 + push_beyond_the_year(item, day);
    file(item, day);
    return 1;
  }

  OpenEntry pop(std::uint32_t& steps) {
    --size_;
    if (!monotone_) return fallback_.pop(steps);
    if (today_list_->empty()) steps += next_day();
    std::vector<Item>& today = *today_list_;
    const Item top = today.back();
    today.pop_back();
    return top.entry();  // f as the lattice holds it (observers only see it)
  }

  /// Check from open: the superseded entry leaves the list, so the list holds one entry
  /// per open cell. Its day follows from old_f.
  std::uint32_t decrease(const OpenEntry& e, Cost old_f) {
    if (!monotone_) {
      const std::uint32_t steps = fallback_.decrease(e, old_f);
      size_ = fallback_.size();
      return steps;
    }
    std::uint32_t steps = 0;
    if constexpr (D == Duplicates::open) steps = remove(e.id, lattice::key(old_f));
    return steps + push(e);
  }

 private:
  using Item = lattice::Item;  // what a bucket stores

  [[nodiscard]] std::vector<Item>& today_bucket() noexcept { return buckets_[today_ & mask_]; }
  void move_today(std::uint64_t day) noexcept {
    today_ = day;
    today_list_ = &today_bucket();
  }

  /// Appends an item to the bucket of its day, a day after today and within the year.
  void file(const Item& item, std::uint64_t day) {
    const std::size_t b = day & mask_;
    std::vector<Item>& bucket = buckets_[b];
    if constexpr (D == Duplicates::open) slot_[std::uint32_t(item.rank)] = std::uint32_t(bucket.size());
    bucket.push_back(item);
    occupied_[b >> 6] |= std::uint64_t{1} << (b & 63);
  }

  /// Puts an item among today's, sorted with the next to pop at the back; returns the shifts.
  std::uint32_t insert_today(const Item& item) {
    std::vector<Item>& today = *today_list_;
    today.push_back(item);
    Item* const first = today.data();
    Item* at = first + today.size() - 1;
    const detail::uint128 order = item.order();
    std::uint32_t shifted = 0;
    for (; at != first && at[-1].order() < order; --at, ++shifted) *at = at[-1];
    *at = item;
    return shifted;
  }

  /// Today ran out (and the list is not empty): the next occupied bucket of the year
  /// becomes today, sorted. Returns the steps.
  std::uint32_t next_day() {
    const std::size_t from = today_ & mask_, words = occupied_.size();
    // Scan the bitmap from the bucket after today's, wrapping around the year once.
    std::size_t w = ((from + 1) & mask_) >> 6;
    std::uint64_t bits = occupied_[w] & (~std::uint64_t{0} << ((from + 1) & 63));
    std::uint32_t read = 1;
    while (bits == 0) {
      w = w + 1 == words ? 0 : w + 1;
      bits = occupied_[w];
      ++read;
    }
    const std::size_t b = w * 64 + unsigned(std::countr_zero(bits));
    occupied_[w] &= ~(std::uint64_t{1} << (b & 63));
    move_today(today_ + ((b - from) & mask_));
    std::vector<Item>& today = *today_list_;
    if (today.size() > 1)
      std::sort(today.begin(), today.end(), [](const Item& x, const Item& y) { return x.order() > y.order(); });
    return read + std::uint32_t(today.size());
  }

  /// Takes the entry of cell id, of key k, out of the list; returns the steps.
  std::uint32_t remove(PaddedId id, std::uint64_t k) {
    const auto is_id = [id](const Item& item) { return item.cell() == id; };
    const std::uint64_t day = k >> day_bits_;
    if (day > today_) {
      const std::size_t b = day & mask_;
      std::vector<Item>& bucket = buckets_[b];
      const std::uint32_t at = slot_[raw(id)];
      if (at >= bucket.size() || !is_id(bucket[at])) return 0;  // not there: nothing to take out
      bucket[at] = bucket.back();
      slot_[std::uint32_t(bucket[at].rank)] = at;
      bucket.pop_back();
      if (bucket.empty()) occupied_[b >> 6] &= ~(std::uint64_t{1} << (b & 63));
      --size_;
      return 1;
    }
    std::vector<Item>& today = *today_list_;
    const auto it = std::find_if(today.begin(), today.end(), is_id);
    const auto scanned = std::uint32_t(it - today.begin());
    if (it == today.end()) return scanned;
    today.erase(it);  // keeps the order
    --size_;
    return scanned + 1;
  }

  /// Files an item whose day lies beyond the year: an empty list moves today to it,
  /// otherwise the year grows (and the day is read again, in case days widened).
  std::uint32_t push_beyond_the_year(const Item& item, std::uint64_t day) {
    if (size_ == 1) {  // the list was empty: its year starts here, wherever the last one was
      move_today(day);
      return insert_today(item);
    }
    grow(day);
    day = item.key >> day_bits_;
    if (day <= today_) return insert_today(item);
    file(item, day);
    return 0;
  }

  /// An entry of `day` lies beyond the year: twice the buckets (up to kMaxBuckets), then
  /// days twice as wide, until it fits; every entry after today is filed again.
  void grow(std::uint64_t day) {
    std::vector<Item> later;
    for (std::size_t b = 0; b < buckets_.size(); ++b)
      if (b != (today_ & mask_)) {
        later.insert(later.end(), buckets_[b].begin(), buckets_[b].end());
        buckets_[b].clear();
      }
    std::vector<Item> today = std::move(*today_list_);
    today_list_->clear();
    std::size_t n = buckets_.size();
    while (day - today_ > n - 1) {
      if (n < kMaxBuckets) {
        n *= 2;
      } else {
        ++day_bits_;
        today_ >>= 1;
        day >>= 1;
      }
    }
    buckets_.assign(n, {});
    occupied_.assign(n / 64, 0);
    mask_ = n - 1;
    move_today(today_);
    *today_list_ = std::move(today);
    bool unsorted = false;
    for (const Item& item : later) {
      const std::uint64_t d = item.key >> day_bits_;
      if (d <= today_) {  // wider days merged it into today
        today_bucket().push_back(item);
        unsorted = true;
      } else {
        file(item, d);
      }
    }
    if (unsorted) {
      std::vector<Item>& t = today_bucket();
      std::sort(t.begin(), t.end(), [](const Item& x, const Item& y) { return x.order() > y.order(); });
    }
  }

  std::vector<std::vector<Item>> buckets_;   // the year: bucket day & mask_ holds that day's entries
  std::vector<std::uint64_t> occupied_;      // bit b: bucket b (not today's) holds entries
  ZeroedArray<std::uint32_t> slot_;          // check from open: each cell's index in its bucket
  std::uint64_t today_ = 0;                  // the least day in the list (while it is not empty)
  std::vector<Item>* today_list_ = nullptr;  // today's bucket
  std::size_t mask_ = 0;                     // buckets - 1
  unsigned day_bits_ = kMinDayBits;
  std::size_t size_ = 0;
  bool monotone_ = true;
  DaryHeap<4, D> fallback_;  // runs everything when f can decrease along a move
};

}  // namespace gridnav
