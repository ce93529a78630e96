// The Cazenave array of stacks (registry name `buckets`): a circular array of
// buckets indexed by floor(f / width), with a moving minimum. Push is O(1); pop
// moves the minimum forward over empty buckets.
//
// Exactness: the result is the same as with any exact priority queue.
//  - Integer f (integer or unit costs, integer-valued heuristic and weights) and a
//    consistent heuristic: width 1, so a bucket holds one f value. Ties inside it:
//    LIFO is a stack and FIFO a queue (Cazenave's array of stacks, no comparisons at
//    all); the g and h rules keep the bucket as a small heap by tie.
//  - Anything else (the octile sqrt(2) costs, Euclidean h, weighted or inconsistent
//    f): buckets of width 1/4. Only the bucket being popped from is ordered, as a
//    binary heap by (f, tie), built when the minimum reaches it (a "hot queue"):
//    entries of later buckets cost one append. An entry whose f falls below the
//    current bucket (f decreasing along a move: inconsistent h, weight > 1, or
//    rounding) joins the current heap, so the popped entry is always the exact
//    minimum: error bound 0, lengths match the .scen optimum as with a binary heap.
//    (Unordered buckets of width d would bound the error by d per query, with
//    reopening; we do not need that compromise.)
// Bucket count: a power of two covering the f spread of open entries (2 x the
// dearest move under a consistent heuristic); a push beyond the array doubles it.
// Clearing is O(1): each bucket remembers the search that last used it.
#pragma once

#include <cmath>
#include <cstdint>
#include <vector>

#include "gridnav/open_list/bins.hpp"

namespace gridnav {

template <Duplicates D = Duplicates::closed>
class BucketQueue {
 public:
  static constexpr Duplicates kDuplicates = D;
  static constexpr const char* kName = "buckets";
  static constexpr const char* kSummary = "the array of stacks of Cazenave (one LIFO stack per f; exact for any f)";
  static constexpr Cost kFractionalWidth = 0.25;

  void configure(const OpenListSetup& setup) {
    const bool exact_buckets = setup.integral_f && setup.monotone_f;
    bins_.configure(setup.cells, exact_buckets ? detail::single_value_order(setup.tie) : detail::BinOrder::heap);
    width_ = setup.integral_f ? 1.0 : kFractionalWidth;
    inv_width_ = 1.0 / width_;
    std::size_t n = 16;
    const double need = setup.spread * inv_width_ + 3;
    while (double(n) < need && n < (std::size_t{1} << 24)) n *= 2;
    resize(n);
  }
  void clear() noexcept {
    size_ = 0;
    first_ = true;
    if (++epoch_ == 0) {  // wrapped: reset every bucket once
      for (auto& b : bins_.all()) b.reset(0);
      epoch_ = 1;
    }
  }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  [[nodiscard]] std::uint32_t height() const noexcept { return 0; }
  [[nodiscard]] Cost width() const noexcept { return width_; }
  [[nodiscard]] std::size_t bucket_count() const noexcept { return mask_ + 1; }

  std::uint32_t push(const OpenEntry& e) {
    std::int64_t k = key(e.f);
    std::uint32_t steps = 0;
    const bool heap = bins_.order() == detail::BinOrder::heap;
    if (size_ == 0 && (first_ || heap)) {
      // First entry of a search (or an emptied heap-ordered list): the minimum starts
      // here. An emptied stack or queue keeps its minimum: f never decreases there, and
      // children pushed after their parent emptied the list must not be filed below it.
      cur_ = k;
      first_ = false;
    } else if (k < cur_) {
      if (heap) {
        k = cur_;  // joins the current heap, which orders it exactly
      } else {
        cur_ = k;  // not reached under monotone integer f; keeps the order if it were
      }
    }
    if (k - cur_ > std::int64_t(mask_)) steps += grow(k);
    const auto b = std::uint32_t(std::uint64_t(k) & mask_);
    fresh(b);
    ++size_;
    return steps + bins_.push(b, e, k == cur_);
  }

  OpenEntry pop(std::uint32_t& steps) noexcept {
    auto b = std::uint32_t(std::uint64_t(cur_) & mask_);
    if (!live(b)) {
      do {
        ++cur_;
        b = std::uint32_t(std::uint64_t(cur_) & mask_);
        ++steps;
      } while (!live(b));
      steps += bins_.activate(b);
    }
    --size_;
    return bins_.pop(b, steps, epoch_);
  }

  std::uint32_t decrease(const OpenEntry& e, Cost /*old_f*/) {
    if constexpr (D == Duplicates::open) {
      bins_.remove(e.id, epoch_);
      --size_;
    }
    return push(e);
  }

 private:
  [[nodiscard]] std::int64_t key(Cost f) const noexcept { return std::int64_t(std::floor(f * inv_width_)); }
  [[nodiscard]] bool live(std::uint32_t b) const noexcept { return bins_[b].epoch == epoch_ && bins_[b].live != 0; }
  void fresh(std::uint32_t b) noexcept {
    if (bins_[b].epoch != epoch_) bins_[b].reset(epoch_);
  }
  void resize(std::size_t n) {
    bins_.all().assign(n, detail::Bin{});
    for (auto& b : bins_.all()) b.epoch = epoch_ - 1;  // stale: reset on first use
    mask_ = n - 1;
  }
  /// Doubles the array until bucket k fits, re-filing every live entry.
  std::uint32_t grow(std::int64_t k) {
    std::vector<OpenEntry> keep;
    keep.reserve(size_);
    for (auto& b : bins_.all())
      if (b.epoch == epoch_)
        for (std::size_t i = b.head; i < b.items.size(); ++i)
          if (b.items[i].id != kNoCell) keep.push_back(b.items[i]);
    std::size_t n = mask_ + 1;
    while (std::int64_t(n) - 1 < k - cur_) n *= 2;
    resize(n);
    const std::int64_t start = cur_;
    size_ = 0;
    for (const OpenEntry& e : keep) {
      std::int64_t kk = key(e.f);
      if (kk < start) kk = start;
      const auto b = std::uint32_t(std::uint64_t(kk) & mask_);
      fresh(b);
      ++size_;
      bins_.push(b, e, kk == start);
    }
    cur_ = start;
    return std::uint32_t(keep.size());
  }

  detail::Bins<D> bins_;
  Cost width_ = 1, inv_width_ = 1;
  std::uint64_t mask_ = 0;
  std::int64_t cur_ = 0;  // absolute bucket of the current minimum
  std::size_t size_ = 0;  // live entries
  std::uint32_t epoch_ = 1;
  bool first_ = true;
};

}  // namespace gridnav
