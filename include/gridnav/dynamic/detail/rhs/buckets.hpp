// The bucket form of the queue of D* Lite and LPA* (queue.hpp), for whole-number costs.
// A narrow key (keys.hpp, KeyParts::narrow) is k1 in its high 32 bits and, in
// its low 32 bits, a tie value whose top bit is clear exactly for an underconsistent cell.
// The bucket of a key is 2 k1 + (0 for underconsistent, 1 otherwise): buckets in that
// order are the keys in the order the proofs need (docs/dynamic.md, "Ties": only k1 and
// "underconsistent first" matter). Within a bucket, a key not above the key now first is
// filed first, any other last: on a grid's f plateau the cell just reached, one step
// deeper (a larger rhs, a smaller tie value), usually comes out next, as with the heap's
// deep ties, for one comparison. (Always first, LIFO as in the Cao thesis's multi-stack
// heap, is 2-3 % faster but expands more after some changes: docs/dynamic.md, "Ties".)
//
// Each bucket is a circular doubly linked list through one array of entries: entries
// [0, ids) are the cells, entry ids + b is bucket b's head (key 0, below every queued
// key: that would take an underconsistent g of 0, i.e. g < rhs = 0). So filing and
// unfiling are a few stores, and the only data-dependent branch is change()'s test for
// a key that stays in its bucket. Occupied buckets are bits of a three-level bitmap
// (64-ary), and the least occupied bucket is three count-trailing-zeros away. Per
// operation: push about 20 instructions, erase about 20, top about 10, against 30 to 90
// with a few data-dependent branches for a sift in the 4-ary heap.
//
// k1 must be below first_limit(), a power of two. grow() doubles it (entries are filed
// again, each bucket keeping its order) up to kMaxFirstLimit; above that the queue falls
// back to its narrow heap (queue.hpp).
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace gridnav::detail {

class KeyBuckets {
 public:
  /// k1 limit cap: 2^18 buckets (4 MiB of heads), a 32 KiB bottom bitmap.
  static constexpr std::uint64_t kMaxFirstLimit = std::uint64_t{1} << 17;
  static constexpr std::uint64_t kMinFirstLimit = 64;

  /// Room for ids below `ids` and k1 below `first_limit` (rounded up to a power of two
  /// in [kMinFirstLimit, kMaxFirstLimit]); empty.
  void reset(std::size_t ids, std::uint64_t first_limit) {
    ids_ = ids;
    epochs_.assign(ids, 0);
    size_buckets(std::bit_ceil(std::clamp(first_limit, kMinFirstLimit, kMaxFirstLimit)));
  }
  /// Empties the queue: O(occupied buckets + bitmap words), not O(buckets).
  void clear() noexcept {
    for (std::size_t w = 0; w < low_.size(); ++w) {
      for (std::uint64_t bits = low_[w]; bits != 0; bits &= bits - 1) {
        const std::size_t h = ids_ + w * 64 + std::size_t(std::countr_zero(bits));
        entries_[h] = {0, std::uint32_t(h), std::uint32_t(h)};
      }
      low_[w] = 0;
    }
    for (auto& w : mid_) w = 0;
    top_ = 0;
    size_ = 0;
  }

  [[nodiscard]] std::size_t size() const noexcept { return size_; }
  /// The ids it has room for (0 before reset()).
  [[nodiscard]] std::size_t ids() const noexcept { return ids_; }
  [[nodiscard]] bool empty() const noexcept { return size_ == 0; }
  [[nodiscard]] std::uint64_t first_limit() const noexcept { return limit_; }
  /// k1 of `key` is below the limit (push() needs it).
  [[nodiscard]] bool holds(std::uint64_t key) const noexcept { return (key >> 32) < limit_; }
  [[nodiscard]] static std::uint32_t bucket_of(std::uint64_t key) noexcept {
    return std::uint32_t((key >> 32) << 1 | (key >> 31 & 1u));
  }

  /// Files `id` (not queued) with `key` (holds(key)): first in its bucket if `key` is not
  /// above the key now first, else last. Returns the bucket.
  [[gnu::always_inline]] std::uint32_t push(std::uint32_t id, std::uint64_t key, std::uint32_t epoch) noexcept {
    const std::uint32_t b = bucket_of(key);
    const std::uint32_t h = std::uint32_t(ids_) + b;
    // At the front if not above the front's key (a head's key is 0, so an empty bucket
    // takes it at the back, which is the front too), else at the back: without a branch.
    const Entry head = entries_[h];
    const std::uint32_t back = 0u - std::uint32_t(entries_[head.next].key < key);  // a mask: GCC made ?: a jump
    const std::uint32_t after = h ^ ((h ^ head.prev) & back);
    const std::uint32_t before = entries_[after].next;
    entries_[id] = {key, before, after};
    entries_[before].prev = id;
    entries_[after].next = id;
    epochs_[id] = epoch;
    mark(b);
    ++size_;
    return b;
  }
  /// Unfiles `id` (queued).
  [[gnu::always_inline]] void erase(std::uint32_t id) noexcept {
    const Entry e = entries_[id];
    entries_[e.prev].next = e.next;
    entries_[e.next].prev = e.prev;
    const std::uint32_t b = bucket_of(e.key);
    const std::uint32_t h = std::uint32_t(ids_) + b;
    // Without a branch: whether the bucket (and then its bitmap words) emptied.
    std::uint64_t& low = low_[b >> 6];
    low &= ~(std::uint64_t(entries_[h].next == h) << (b & 63u));
    std::uint64_t& mid = mid_[b >> 12];
    mid &= ~(std::uint64_t(low == 0) << (b >> 6 & 63u));
    top_ &= ~(std::uint64_t(mid == 0) << (b >> 12));
    --size_;
  }
  /// A queued id's key changes: it is filed again (push()) in its new bucket unless the
  /// bucket stays the same (then it keeps its place). `key` must be held (holds(key)).
  [[gnu::always_inline]] void change(std::uint32_t id, std::uint64_t key, std::uint32_t epoch) noexcept {
    if (bucket_of(key) == bucket_of(entries_[id].key)) {
      entries_[id].key = key;
      epochs_[id] = epoch;
      return;
    }
    erase(id);
    push(id, key, epoch);
  }
  /// The first entry of the least occupied bucket. Only when not empty(): on an empty
  /// queue the bitmap walk would read past the middle level.
  [[nodiscard, gnu::always_inline]] std::uint32_t top() const noexcept {
    const std::size_t m = std::size_t(std::countr_zero(top_));
    const std::size_t l = m << 6 | std::size_t(std::countr_zero(mid_[m]));
    const std::size_t b = l << 6 | std::size_t(std::countr_zero(low_[l]));
    return entries_[ids_ + b].next;
  }
  [[nodiscard]] std::uint64_t key(std::uint32_t id) const noexcept { return entries_[id].key; }
  [[nodiscard]] std::uint32_t epoch(std::uint32_t id) const noexcept { return epochs_[id]; }

  /// Calls f(id) for every entry, bucket by bucket from the least, each from its front.
  template <class F>
  void for_each(F&& f) const {
    for (std::size_t w = 0; w < low_.size(); ++w)
      for (std::uint64_t bits = low_[w]; bits != 0; bits &= bits - 1) {
        const std::size_t h = ids_ + w * 64 + std::size_t(std::countr_zero(bits));
        for (std::uint32_t i = entries_[h].next; i != h; i = entries_[i].next) f(i);
      }
  }

  /// Doubles the k1 limit until `first` is below it, filing every entry again (each
  /// bucket keeps its order). False, with nothing changed, if that would pass
  /// kMaxFirstLimit.
  bool grow(std::uint64_t first) {
    if (first >= kMaxFirstLimit) return false;
    std::vector<std::uint32_t> order;
    order.reserve(size_);
    for_each([&](std::uint32_t i) { order.push_back(i); });
    std::uint64_t limit = std::max(limit_, kMinFirstLimit);  // a power of two
    while (limit <= first) limit *= 2;
    size_buckets(limit);
    // Filed in order, each at the back of its bucket: the same order as before.
    for (const std::uint32_t i : order) {
      const std::uint32_t b = bucket_of(entries_[i].key), h = std::uint32_t(ids_) + b, last = entries_[h].prev;
      entries_[i].next = h;
      entries_[i].prev = last;
      entries_[last].next = i;
      entries_[h].prev = i;
      mark(b);
      ++size_;
    }
    return true;
  }

  /// Links, keys and bitmaps agree, and `size()` entries are filed. For tests and debug
  /// invariant checks: O(ids + buckets).
  [[nodiscard]] bool valid() const {
    std::size_t count = 0;
    for (std::size_t b = 0; b < 2 * limit_; ++b) {
      const std::size_t h = ids_ + b;
      const bool occupied = entries_[h].next != h;
      if (occupied != bool(low_[b >> 6] >> (b & 63) & 1u)) return false;
      std::uint32_t prev = std::uint32_t(h);
      if (entries_[h].key != 0) return false;
      for (std::uint32_t i = entries_[h].next; i != h; i = entries_[i].next) {
        if (i >= ids_ || entries_[i].prev != prev || bucket_of(entries_[i].key) != b || ++count > ids_) return false;
        prev = i;
      }
      if (entries_[h].prev != prev) return false;
    }
    for (std::size_t w = 0; w < low_.size(); ++w)
      if ((low_[w] != 0) != bool(mid_[w >> 6] >> (w & 63) & 1u)) return false;
    for (std::size_t w = 0; w < mid_.size(); ++w)
      if ((mid_[w] != 0) != bool(top_ >> w & 1u)) return false;
    return count == size_;
  }

 private:
  /// A cell's key and links, or a bucket's head (key 0, below every queued key).
  struct Entry {
    std::uint64_t key = 0;
    std::uint32_t next = 0, prev = 0;
  };
  [[gnu::always_inline]] void mark(std::uint32_t b) noexcept {
    low_[b >> 6] |= std::uint64_t{1} << (b & 63u);
    mid_[b >> 12] |= std::uint64_t{1} << (b >> 6 & 63u);
    top_ |= std::uint64_t{1} << (b >> 12);
  }
  /// 2 limit empty buckets (each head linked to itself) and bitmaps to match.
  void size_buckets(std::uint64_t limit) {
    limit_ = limit;
    const std::size_t buckets = std::size_t(2 * limit);
    entries_.resize(ids_ + buckets);
    for (std::size_t b = 0; b < buckets; ++b)
      entries_[ids_ + b] = {0, std::uint32_t(ids_ + b), std::uint32_t(ids_ + b)};
    low_.assign((buckets + 63) / 64, 0);
    mid_.assign((low_.size() + 63) / 64, 0);
    top_ = 0;
    size_ = 0;
  }

  std::size_t ids_ = 0;
  std::uint64_t limit_ = 0;
  std::vector<Entry> entries_;         // ids, then one head per bucket
  std::vector<std::uint32_t> epochs_;  // per id: the epoch its key was computed in
  std::vector<std::uint64_t> low_, mid_;
  std::uint64_t top_ = 0;
  std::size_t size_ = 0;
};

}  // namespace gridnav::detail
