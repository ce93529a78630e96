// The queue of D* Lite and LPA* (detail/rhs/core.hpp): it holds exactly the inconsistent
// cells with their keys (keys.hpp), in one of three forms, and moves between them in place:
//   buckets  with whole-number costs (buckets.hpp): keys in 64 bits (KeyParts::narrow),
//            insert, change-key, removal and the top are a few stores and
//            count-trailing-zeros, with one data-dependent branch; the buckets order k1 and
//            "underconsistent first", what the proofs need, and within a bucket a key not
//            above the front's goes first (deep ties, mostly);
//   narrow   the same 64-bit keys in an indexed 4-ary heap (heap.hpp), for keys past the
//            buckets' cap, or when buckets are not allowed (use_buckets);
//   wide     a 4-ary heap of PackedKey, for keys past 2^31 and for fractional costs.
// Operations in a form K are those of In<K> (queue_ops.hpp); the search picks the form
// once per search (with_form) rather than once per step. When Counted, the queue counts
// its work as the D* heaps do (HeapCounters), for Moori's statistics: itself, in
// every form, so its heaps count nothing.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <type_traits>

#include "gridnav/dynamic/detail/rhs/buckets.hpp"
#include "gridnav/dynamic/detail/rhs/cells.hpp"
#include "gridnav/dynamic/detail/rhs/heap.hpp"
#include "gridnav/dynamic/detail/rhs/keys.hpp"
#include "gridnav/queue/heap_counters.hpp"

namespace gridnav::detail {

/// Which structure holds the queue.
enum class RhsForm : std::uint8_t { wide, narrow, buckets };
/// The bucket form's tag (KeyBuckets): its keys are the narrow ones.
struct BucketKey {};
/// A form by the key it holds: PackedKey (wide heap), std::uint64_t (narrow heap),
/// BucketKey (buckets).
template <class K>
struct FormTag {
  using type = K;
};
/// The key a queue form holds: PackedKey (wide heap), std::uint64_t (narrow heap and
/// buckets).
template <class K>
using HeldKey = std::conditional_t<std::is_same_v<K, BucketKey>, std::uint64_t, K>;
template <class K>
inline constexpr bool kNarrowForm = !std::is_same_v<K, PackedKey>;

/// Counted: the queue's work is counted as Moori's D* thesis logs it (counters()); without
/// it the counting is compiled out and counters() stays zero.
template <bool Counted>
class RhsQueue {
 public:
  using Form = RhsForm;

  /// Takes the cells whose slots the queue keeps (`count` of them) and `key_bound`, above
  /// every g and rhs the map can give; empties the queue, in the wide form until fit_keys().
  void bind(RhsNode* cells, std::size_t count, Cost key_bound) {
    cells_ = cells;
    count_ = count;
    wide_.slots().bind(cells, count);
    narrow_heap_.slots().bind(cells, count);
    clear();
    form_ = Form::wide;
    whole_ = false;
    extra_ = 0;
    key_bound_ = key_bound;
  }
  /// Empties every form, keeping capacity.
  void clear() {
    wide_.clear();
    narrow_heap_.clear();
    buckets_.clear();
  }
  /// Whole-number costs let keys take the narrow form while every key stays below 2^31:
  /// g and rhs stay below the key bound (bind), and `extra` bounds what the planner adds
  /// to them (h, and D* Lite's km). Called after bind() (before the first push), and by
  /// D* Lite whenever km grows: the narrow form is taken only with the queue empty and
  /// given up as soon as the bound fails, the queue then moved to the wide heap in place
  /// (widen()). Narrow keys go into buckets unless use_buckets(false); the buckets start
  /// with room for k1 up to twice `extra` and grow with the keys, and past their cap the
  /// queue moves to the narrow heap (to_narrow_heap()).
  void fit_keys(bool whole, Cost extra) {
    whole_ = whole;
    extra_ = extra;
    const bool fits = whole && key_bound_ + extra < Cost(std::uint64_t{1} << 31);
    if (form_ != Form::wide && !fits) {
      widen();
    } else if (fits && empty()) {
      // The buckets' arrays are sized for this map only when the buckets are taken.
      const auto room = std::uint64_t(2 * extra) + KeyBuckets::kMinFirstLimit;
      bool buckets = buckets_allowed_ && room < KeyBuckets::kMaxFirstLimit;
      if (buckets && buckets_.ids() != count_)
        buckets_.reset(count_, room);
      else if (buckets && room >= buckets_.first_limit())
        buckets = buckets_.grow(room);
      form_ = buckets ? Form::buckets : Form::narrow;
    }
  }
  /// fit_keys() with the arguments of the last call (an empty queue goes back to the
  /// form they allow, so a queue that outgrew the buckets returns to them).
  void refit() { fit_keys(whole_, extra_); }
  /// Narrow keys in buckets (the default) or in the 4-ary heap: taken at the next
  /// fit_keys() that finds the queue empty. The heap orders equal k1 by the tie value
  /// too; tests compare the two forms, and the heap's order with the wide one's.
  void use_buckets(bool on) noexcept { buckets_allowed_ = on; }
  /// Which form holds the keys (for tests).
  [[nodiscard]] Form form() const noexcept { return form_; }
  /// Keys depend on something besides g and rhs that the planner may change (D* Lite's
  /// km and agent position): after new_epoch(), entries keyed before are not current.
  void new_epoch() noexcept { ++epoch_; }
  [[nodiscard]] const HeapCounters& counters() const noexcept { return counters_; }
  void clear_counters() noexcept { counters_ = {}; }

  // top() and top_key() need a queue that is not empty(). (The search reads the top itself.)
  [[nodiscard]] bool empty() const noexcept {
    return with_form([this](auto tag) { return In<typename decltype(tag)::type>::size(*this) == 0; });
  }
  [[nodiscard]] PaddedId top() const noexcept {
    return with_form([this](auto tag) { return PaddedId{In<typename decltype(tag)::type>::top_id(*this)}; });
  }
  [[nodiscard]] PackedKey top_key() const noexcept {
    return with_form([this](auto tag) {
      using K = typename decltype(tag)::type;
      return decode(In<K>::held_key(*this, In<K>::top_id(*this)));
    });
  }
  [[nodiscard]] bool queued(PaddedId v) const noexcept { return cells_[raw(v)].slot != RhsNode::kNotQueued; }
  [[nodiscard]] PackedKey queued_key(PaddedId v) const noexcept {
    if (form_ == Form::buckets) return decode(buckets_.key(raw(v)));
    return form_ == Form::narrow ? decode(narrow_heap_.entry_of(raw(v)).key) : wide_.entry_of(raw(v)).key;
  }

  /// True when the queue in use is well formed: for a heap, every parent's key is <= its
  /// children's and every slot index agrees; for the buckets, links, keys and bitmaps
  /// agree and every queued cell's slot names its bucket.
  [[nodiscard]] bool heap_valid() const noexcept {
    if (form_ == Form::wide) return wide_.valid();
    if (form_ == Form::narrow) return narrow_heap_.valid();
    if (!buckets_.valid()) return false;
    bool linked_are_queued = true;  // with the counts below: the linked cells are the queued ones
    buckets_.for_each([&](std::uint32_t i) { linked_are_queued = linked_are_queued && queued(PaddedId{i}); });
    if (!linked_are_queued) return false;
    std::size_t queued = 0;
    for (std::uint32_t i = 0; i < count_; ++i) {
      if (cells_[i].slot == RhsNode::kNotQueued) continue;
      ++queued;
      if (cells_[i].slot != KeyBuckets::bucket_of(buckets_.key(i))) return false;
    }
    return queued == buckets_.size();
  }

  /// f(FormTag<K>{}) with K the form in use.
  template <class F>
  decltype(auto) with_form(F&& f) const {
    if (form_ == Form::buckets) return f(FormTag<BucketKey>{});
    if (form_ == Form::narrow) return f(FormTag<std::uint64_t>{});
    return f(FormTag<PackedKey>{});
  }
  /// The operations in form K (queue_ops.hpp).
  template <class K>
  class In;
  /// The operations of form K (the form in use) on this queue.
  template <class K>
  [[nodiscard]] In<K> in() noexcept {
    return In<K>{*this};
  }

  [[nodiscard]] static PackedKey decode(PackedKey k) noexcept { return k; }
  [[nodiscard]] static PackedKey decode(std::uint64_t k) noexcept { return wide_key(k); }

 private:
  template <class K>
  [[nodiscard]] RhsHeap<K>& heap() noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return wide_;
    else
      return narrow_heap_;
  }
  template <class K>
  [[nodiscard]] const RhsHeap<K>& heap() const noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return wide_;
    else
      return narrow_heap_;
  }
  /// The buckets take `key` (growing if need be), or the queue has moved to the narrow
  /// heap (to_narrow_heap) and the caller goes on there. Rarely false: only for a k1 past
  /// KeyBuckets::kMaxFirstLimit.
  [[nodiscard, gnu::always_inline]] bool buckets_take(std::uint64_t key) {
    return buckets_.holds(key) || buckets_make_room(key);
  }
  [[gnu::noinline]] bool buckets_make_room(std::uint64_t key) {
    if (buckets_.grow(key >> 32)) return true;
    to_narrow_heap();
    return false;
  }
  // The bucket form's operations once the queue has moved to the narrow heap (rare: a
  // key past the buckets' cap), out of line so that the bucket loop stays small.
  [[gnu::noinline]] void push_narrow(std::uint32_t i, std::uint64_t key) { In<std::uint64_t>(*this).push(i, key); }
  [[gnu::noinline]] void change_narrow(std::uint32_t i, std::uint64_t key) {
    In<std::uint64_t>(*this).change_key(i, key);
  }
  [[gnu::noinline]] void erase_narrow(std::uint32_t i) { In<std::uint64_t>(*this).erase(i); }
  /// The queue's entries moved to the wide heap (keys outgrew 2^31). From the narrow heap
  /// they are re-encoded in place, in the same order, so the same heap, slots and all;
  /// from the buckets they are pushed in bucket order.
  void widen() {
    if (form_ == Form::buckets) {
      move_buckets_to<PackedKey>();
      return;
    }
    wide_.take(narrow_heap_, [](const RhsEntry<std::uint64_t>& e, std::uint32_t) {
      return RhsEntry<PackedKey>{decode(e.key), e.id, e.epoch};
    });
    form_ = Form::wide;
  }
  /// The buckets' entries moved to the narrow heap (a k1 past their cap). Called between
  /// queue operations, possibly mid-expansion: the operation in hand then goes on in the
  /// heap, and the search picks the heap's loop at the next step.
  void to_narrow_heap() { move_buckets_to<std::uint64_t>(); }
  template <class K>
  void move_buckets_to() {
    RhsHeap<K>& q = heap<K>();
    q.clear();
    form_ = std::is_same_v<K, PackedKey> ? Form::wide : Form::narrow;
    buckets_.for_each([&](std::uint32_t i) {
      q.push({In<K>::encode(wide_key(buckets_.key(i))), i, buckets_.epoch(i)});
    });
    buckets_.clear();
  }

  RhsNode* cells_ = nullptr;  // the cells whose slots the queue keeps (bind)
  std::size_t count_ = 0;
  RhsHeap<PackedKey> wide_;
  RhsHeap<std::uint64_t> narrow_heap_;
  KeyBuckets buckets_;
  Form form_ = Form::wide;  // which of the three holds the queue (fit_keys)
  bool buckets_allowed_ = true;
  bool whole_ = false;  // the last fit_keys()'s arguments, for refit()
  Cost extra_ = 0;
  Cost key_bound_ = 0;  // bind(): above every g and rhs the map can give
  std::uint32_t epoch_ = 0;
  HeapCounters counters_;
};

}  // namespace gridnav::detail

// The operations in one form, RhsQueue::In, complete the queue.
#include "gridnav/dynamic/detail/rhs/queue_ops.hpp"
