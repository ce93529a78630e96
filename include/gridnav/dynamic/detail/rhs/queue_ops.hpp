// The operations of the queue of D* Lite and LPA* (queue.hpp) in one of its forms K:
// PackedKey (wide heap), std::uint64_t (narrow heap) or BucketKey (buckets). The search
// picks K once per search, so a step runs one form's code without asking which.
// Included by queue.hpp, whose class this completes.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "gridnav/dynamic/detail/rhs/queue.hpp"

namespace gridnav::detail {

template <bool Counted>
template <class K>
class RhsQueue<Counted>::In {
  static constexpr bool kBuckets = std::is_same_v<K, BucketKey>;

 public:
  explicit In(RhsQueue& q) noexcept : q_(q) {}

  // Read-only, also on a const queue: the count (a heap's hole excluded), the top's id,
  // key and epoch (the epoch of the queue when the top's key was computed).
  [[nodiscard]] static std::size_t size(const RhsQueue& q) noexcept {
    if constexpr (kBuckets)
      return q.buckets_.size();
    else
      return q.template heap<K>().size();
  }
  // Forced inline, as the operations below: GCC keeps these out of the loops otherwise.
  [[nodiscard, gnu::always_inline]] static std::uint32_t top_id(const RhsQueue& q) noexcept {
    if constexpr (kBuckets)
      return q.buckets_.top();
    else
      return q.template heap<K>().top().id;
  }
  [[nodiscard, gnu::always_inline]] static HeldKey<K> held_key(const RhsQueue& q, std::uint32_t top) noexcept {
    if constexpr (kBuckets)
      return q.buckets_.key(top);
    else
      return q.template heap<K>().top().key;
  }
  [[nodiscard, gnu::always_inline]] static std::uint32_t held_epoch(const RhsQueue& q, std::uint32_t top) noexcept {
    if constexpr (kBuckets)
      return q.buckets_.epoch(top);
    else
      return q.template heap<K>().top().epoch;
  }
  [[nodiscard]] static HeldKey<K> encode(PackedKey k) noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return k;
    else
      return narrow_key(k);
  }
  [[nodiscard]] static HeldKey<K> encode(KeyParts k) noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return k.packed();
    else
      return k.narrow();
  }

  [[nodiscard]] std::size_t size() const noexcept { return size(q_); }
  [[nodiscard, gnu::always_inline]] std::uint32_t top_id() const noexcept { return top_id(q_); }
  [[nodiscard, gnu::always_inline]] HeldKey<K> held_key(std::uint32_t top) const noexcept { return held_key(q_, top); }
  [[nodiscard, gnu::always_inline]] std::uint32_t held_epoch(std::uint32_t top) const noexcept {
    return held_epoch(q_, top);
  }
  [[nodiscard]] std::uint32_t epoch() const noexcept { return q_.epoch_; }
  /// The queue was in form K and has left it (the buckets, for a key past their cap).
  [[nodiscard]] bool moved_from() const noexcept {
    if constexpr (kBuckets)
      return q_.form_ != Form::buckets;
    else
      return false;
  }

  /// Queues cell i (not queued) with `key`.
  // Forced inline: GCC keeps it out of the expansion loop, which calls it most.
  [[gnu::always_inline]] void push(std::uint32_t i, HeldKey<K> key) {
    if constexpr (kBuckets) {
      if (q_.form_ != Form::buckets || !q_.buckets_take(key)) return q_.push_narrow(i, key);
      q_.cells_[i].slot = q_.buckets_.push(i, key, q_.epoch_);
      if constexpr (Counted) ++q_.counters_.inserts;
      count_op();
    } else {
      q_.template heap<K>().push({key, i, q_.epoch_});  // into the hole open_top() left, if any
      if constexpr (Counted) ++q_.counters_.inserts;
      count_op();
    }
  }
  /// Gives queued cell i the key `key` (either way), stamped with the current epoch.
  [[gnu::always_inline]] void change_key(std::uint32_t i, HeldKey<K> key) noexcept {
    if constexpr (kBuckets) {
      if (q_.form_ != Form::buckets || !q_.buckets_take(key)) return q_.change_narrow(i, key);
      if constexpr (Counted) ++q_.counters_.updates;
      count_op();
      q_.buckets_.change(i, key, q_.epoch_);
      q_.cells_[i].slot = KeyBuckets::bucket_of(key);
    } else {
      if constexpr (Counted) ++q_.counters_.updates;  // counted as the D* heaps count it, even when the key stays
      count_op();
      q_.template heap<K>().change({key, i, q_.epoch_});
    }
  }
  /// Takes queued cell i out.
  [[gnu::always_inline]] void erase(std::uint32_t i) noexcept {
    if constexpr (kBuckets) {
      if (q_.form_ != Form::buckets) return q_.erase_narrow(i);
      count_op();
      if constexpr (Counted) ++q_.counters_.removes;
      q_.cells_[i].slot = RhsNode::kNotQueued;
      q_.buckets_.erase(i);
    } else {
      count_op();
      if constexpr (Counted) ++q_.counters_.removes;
      q_.template heap<K>().erase(i);
    }
  }
  /// Takes the top out of the queue. A heap leaves its slot, the root, as a hole keyed
  /// below every real key (nothing sifts past it) for the next push, which then sifts
  /// down from the root instead: an expansion's first pushed neighbour usually has the
  /// least key (ties go deep), so that saves the pop's sift-down and the push's sift-up
  /// to the root. close_top() fills a hole no push took, as a pop would. The buckets
  /// simply unfile the top (a push costs the same anywhere).
  [[gnu::always_inline]] void open_top(std::uint32_t top) noexcept {
    if constexpr (kBuckets) {
      q_.cells_[top].slot = RhsNode::kNotQueued;
      q_.buckets_.erase(top);
      if constexpr (Counted) ++q_.counters_.removes;
      count_op();  // after, as for a heap's hole
    } else {
      q_.template heap<K>().pop_to_hole();  // the top is `top`
      if constexpr (Counted) ++q_.counters_.removes;
      count_op();
    }
  }
  void close_top() noexcept {
    if constexpr (kBuckets) {
      return;  // no hole; a move to the narrow heap mid-expansion leaves none either
    } else {
      q_.template heap<K>().fill_hole();
    }
  }

 private:
  /// Moori's per-operation statistics (size and binary-heap height of the size).
  void count_op() noexcept {
    if constexpr (Counted) {
      q_.counters_.operation(size());
    }
  }

  RhsQueue& q_;
};

}  // namespace gridnav::detail
