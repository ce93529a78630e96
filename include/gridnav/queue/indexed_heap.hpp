// An indexed d-ary min-heap: the priority queue of the dynamic planners (D* and Focused
// D*'s QuadKeyHeap, D* Lite and LPA*'s heap forms).
//
// Every queued id has its slot (its entry's position) recorded, so insert, change-key
// (either way) and removal by id are O(log n) with no search, and "is this id queued?"
// is one load. The heap is built for a low cost per operation:
//   - at least Arity - 1 sentinel entries, above every real entry, follow the last one,
//     so a node's children are always Arity readable entries and the least of four is
//     picked by a tournament of three comparisons whose results select by masks, not
//     jumps (queue/tournament.hpp);
//   - pop_to_hole() takes the top out and leaves the root as a hole, below every real
//     entry, for the next push: that push goes in at the root and sifts down. A planner
//     takes the top and then queues its neighbours, the first of which often has the
//     least key (ties go deep), so this saves the pop's sift-down and that push's sift-up
//     to the root. fill_hole() fills a hole no push took, as a pop would have.
//
// Policies, all resolved at compile time:
//   Order    the entry type, its order and the special entries:
//              using Entry;                            key and id (and whatever else)
//              bool less(const Entry&, const Entry&)   the strict order
//              std::uint32_t id(const Entry&)          the id an entry is for
//              static constexpr Entry kSentinel        above every real entry
//              static constexpr Entry kHole            below every real entry
//            and, optionally, static std::uint64_t rank(const Entry&), the order as one
//            unsigned integer: the top-down sift then selects on the four ranks by value
//            (one load per child, no second, dependent load of the winner's key). An
//            Order may hold state (the ids' bit layout of a packed entry).
//   Slots    where each id's slot is kept (OwnSlots, FieldSlots below).
//   HeapOptions  arity; whether the work is counted (HeapCounters, as Moori's thesis
//            logs it: inserts and updates counted after the operation, removals before);
//            and how an entry moved into a vacated slot finds its place:
//              top_down   sifts down while a child is below it (stops early);
//              bottom_up  the vacancy walks down to a leaf along the least children and
//                         the entry climbs back (Floyd): no early exit to mispredict, for
//                         an entry that usually belongs near the leaves.
//            Both give the same heap: keys along the least-child path never decrease,
//            and either places the entry above every equal one on that path.
//
// Memory: the entry vector keeps its capacity (clear()), so after the first search no
// operation allocates; OwnSlots is sized once per map.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "gridnav/queue/heap_counters.hpp"
#include "gridnav/queue/tournament.hpp"

namespace gridnav {

/// The slots in an array the heap owns, one per id.
class OwnSlots {
 public:
  static constexpr std::uint32_t kAbsent = std::numeric_limits<std::uint32_t>::max();
  /// Room for ids below `ids`, none queued.
  void reset(std::size_t ids) { where_.assign(ids, kAbsent); }
  [[nodiscard]] std::size_t ids() const noexcept { return where_.size(); }
  [[nodiscard]] std::uint32_t get(std::uint32_t id) const noexcept { return where_[id]; }
  void set(std::uint32_t id, std::uint32_t at) noexcept { where_[id] = at; }
  /// Takes the slots of `from` (IndexedHeap::take), leaving it those of this.
  void take(OwnSlots& from) noexcept { where_.swap(from.where_); }

 private:
  std::vector<std::uint32_t> where_;
};

/// The slots in a field of the caller's per-id records, so that an operation touches the
/// record it needs anyway. The caller keeps kAbsent in the field of an id not queued
/// (the heap writes it when an id leaves), and the records must outlive their binding.
template <class Record, std::uint32_t Record::*Field>
class FieldSlots {
 public:
  static constexpr std::uint32_t kAbsent = std::numeric_limits<std::uint32_t>::max();
  void bind(Record* records, std::size_t count) noexcept {
    records_ = records;
    count_ = count;
  }
  [[nodiscard]] std::size_t ids() const noexcept { return count_; }
  [[nodiscard]] std::uint32_t get(std::uint32_t id) const noexcept { return records_[id].*Field; }
  void set(std::uint32_t id, std::uint32_t at) noexcept { records_[id].*Field = at; }
  void take(FieldSlots& from) noexcept { *this = from; }

 private:
  Record* records_ = nullptr;
  std::size_t count_ = 0;
};

enum class HeapRefill : std::uint8_t { top_down, bottom_up };

/// The heap's compile-time options (see the file comment).
struct HeapOptions {
  std::size_t arity = 4;
  bool counted = false;
  HeapRefill refill = HeapRefill::top_down;
};

template <class Order, class Slots, HeapOptions Options = HeapOptions{}>
class IndexedHeap {
 public:
  using Entry = typename Order::Entry;
  static constexpr std::size_t kArity = Options.arity;
  static constexpr std::uint32_t kAbsent = Slots::kAbsent;
  static_assert(kArity >= 2);

  /// The order's and the slots' state, for their owner to set up (reset, bind).
  [[nodiscard]] Order& order() noexcept { return order_; }
  [[nodiscard]] const Order& order() const noexcept { return order_; }
  [[nodiscard]] Slots& slots() noexcept { return slots_; }

  /// Empties the heap, keeping its capacity (the slots are the owner's to reset).
  void clear() {
    heap_.assign(kArity - 1, Order::kSentinel);
    size_ = 0;
    hole_ = false;
  }

  [[nodiscard]] bool empty() const noexcept { return size_ == std::size_t(hole_); }
  /// Queued entries (the hole is none).
  [[nodiscard]] std::size_t size() const noexcept { return size_ - std::size_t(hole_); }
  [[nodiscard]] bool contains(std::uint32_t id) const noexcept { return slots_.get(id) != kAbsent; }
  [[nodiscard]] const Entry& top() const noexcept { return heap_.front(); }
  [[nodiscard]] const Entry& entry_of(std::uint32_t id) const noexcept { return heap_[slots_.get(id)]; }
  /// Entries in heap order (not sorted).
  [[nodiscard]] std::span<const Entry> entries() const noexcept { return {heap_.data(), size_}; }

  /// Queues e's id (not queued) with e. A hole left by pop_to_hole() takes it.
  [[gnu::always_inline]] void push(const Entry& e) {
    if (hole_) {  // the root is free: the entry goes there and sifts down
      hole_ = false;
      if constexpr (Options.counted) ++counters_.inserts;
      heap_.front() = e;
      sift_down(0);
      count_op();
      return;
    }
    if (heap_.size() < size_ + kArity) heap_.push_back(Order::kSentinel);
    heap_[size_] = e;
    ++size_;
    if constexpr (Options.counted) ++counters_.inserts;
    sift_up(size_ - 1);
    count_op();
  }
  /// Gives queued e's id the entry e (a key either way; the rest of e is stored too).
  [[gnu::always_inline]] void change(const Entry& e) noexcept {
    const std::size_t at = slots_.get(order_.id(e));
    const Entry old = heap_[at];
    heap_[at] = e;
    if constexpr (Options.counted) ++counters_.updates;  // also when the key stays
    count_op();
    if (order_.less(e, old))
      sift_up(at);
    else if (order_.less(old, e))
      sift_down(at);
  }
  /// push(e) or change(e), as e's id is queued or not.
  void put(const Entry& e) {
    if (contains(order_.id(e)))
      change(e);
    else
      push(e);
  }
  /// Takes queued `id` out. A hole at the root stays (nothing sifts past it).
  [[gnu::always_inline]] void erase(std::uint32_t id) noexcept {
    const std::size_t at = slots_.get(id);
    count_op();
    if constexpr (Options.counted) ++counters_.removes;
    slots_.set(id, kAbsent);
    const Entry last = heap_[--size_];
    heap_[size_] = Order::kSentinel;
    if (at == size_) return;
    const Entry old = heap_[at];
    place(at, last);
    if (order_.less(last, old))
      sift_up(at);
    else
      refill(at);
  }
  /// Takes the top out (filling a hole first).
  void pop() noexcept {
    fill_hole();
    erase(order_.id(heap_.front()));
  }
  /// Takes the top out and leaves the root as a hole for the next push (file comment).
  /// Until fill_hole(), only push(), change() and erase() of entries below the root.
  [[gnu::always_inline]] void pop_to_hole() noexcept {
    count_op();
    if constexpr (Options.counted) ++counters_.removes;
    slots_.set(order_.id(heap_.front()), kAbsent);
    heap_.front() = Order::kHole;
    hole_ = true;
  }
  /// Fills a hole no push took, as a pop would have: the last entry moves to the root.
  void fill_hole() noexcept {
    if (!hole_) return;
    hole_ = false;
    const Entry last = heap_[--size_];
    heap_[size_] = Order::kSentinel;
    if (size_ == 0) return;  // the hole was the only slot
    heap_.front() = last;
    refill(0);
  }

  /// Moves every entry of `from` here, converted by to_entry(entry, id), into the same
  /// slots (the conversion must keep the order, so the heap stays valid), with the slots
  /// and the counters; `from` is left empty, its slots those this had.
  template <class FromHeap, class F>
  void take(FromHeap& from, F&& to_entry) {
    from.fill_hole();
    fill_hole();
    heap_.assign(from.heap_.size(), Order::kSentinel);
    for (std::size_t i = 0; i < from.size_; ++i) heap_[i] = to_entry(from.heap_[i], from.order_.id(from.heap_[i]));
    size_ = from.size_;
    slots_.take(from.slots_);
    counters_ = from.counters_;
    from.clear();
    from.counters_ = {};
  }

  [[nodiscard]] const HeapCounters& counters() const noexcept { return counters_; }
  void clear_counters() noexcept { counters_ = {}; }

  /// True when no hole is open, no entry is below its parent, sentinels follow the
  /// entries, and the slots agree both ways.
  [[nodiscard]] bool valid() const noexcept {
    if (hole_ || heap_.size() < size_ + kArity - 1) return false;
    for (std::size_t i = 0; i < size_; ++i) {
      if (slots_.get(order_.id(heap_[i])) != i) return false;
      if (i > 0 && order_.less(heap_[i], heap_[(i - 1) / kArity])) return false;
    }
    for (std::size_t i = size_; i < heap_.size(); ++i)
      if (order_.less(heap_[i], Order::kSentinel) || order_.less(Order::kSentinel, heap_[i])) return false;
    for (std::uint32_t id = 0; id < slots_.ids(); ++id) {
      const std::uint32_t at = slots_.get(id);
      if (at != kAbsent && (at >= size_ || order_.id(heap_[at]) != id)) return false;
    }
    return true;
  }

 private:
  template <class, class, HeapOptions>
  friend class IndexedHeap;
  static constexpr bool kRanked = requires(const Entry& e) {
    { Order::rank(e) } -> std::same_as<std::uint64_t>;
  };

  void count_op() noexcept {
    if constexpr (Options.counted) counters_.operation(size());
  }
  void place(std::size_t at, const Entry& e) noexcept {
    heap_[at] = e;
    slots_.set(order_.id(e), std::uint32_t(at));
  }
  void sift_up(std::size_t at) noexcept {
    const Entry moving = heap_[at];
    while (at > 0) {
      const std::size_t parent = (at - 1) / kArity;
      if (!order_.less(moving, heap_[parent])) break;
      place(at, heap_[parent]);
      at = parent;
    }
    place(at, moving);
  }
  /// The least of the Arity children from `first` (queue/tournament.hpp).
  [[nodiscard]] std::size_t least_child(std::size_t first) const noexcept {
    return first +
           least_of<kArity>(&heap_[first], [this](const Entry& a, const Entry& b) { return order_.less(a, b); });
  }
  void refill(std::size_t at) noexcept {
    if constexpr (Options.refill == HeapRefill::bottom_up)
      sink(at);
    else
      sift_down(at);
  }
  void sift_down(std::size_t at) noexcept {
    const Entry moving = heap_[at];
    for (std::size_t first = kArity * at + 1; first < size_; first = kArity * at + 1) {
      std::size_t best;
      if constexpr (kRanked && kArity == 4) {
        // The four ranks are loaded once and the least picked with masks.
        const Entry* c = &heap_[first];
        const std::uint64_t k0 = Order::rank(c[0]), k1 = Order::rank(c[1]), k2 = Order::rank(c[2]),
                            k3 = Order::rank(c[3]);
        const std::uint64_t a = 0 - std::uint64_t(k1 < k0), b = 0 - std::uint64_t(k3 < k2);
        const std::uint64_t low = k0 ^ ((k0 ^ k1) & a), high = k2 ^ ((k2 ^ k3) & b);
        const std::uint64_t p = 0 - std::uint64_t(high < low);
        const std::uint64_t low_at = a & 1u, high_at = 2 + (b & 1u);
        best = first + std::size_t(low_at ^ ((low_at ^ high_at) & p));
        if (!((low ^ ((low ^ high) & p)) < Order::rank(moving))) break;
      } else {
        best = least_child(first);
        if (!order_.less(heap_[best], moving)) break;
      }
      place(at, heap_[best]);
      at = best;
    }
    place(at, moving);
  }
  /// sift_down(at) by the bottom-up route (HeapRefill::bottom_up).
  void sink(std::size_t at) noexcept {
    const Entry moving = heap_[at];
    std::size_t hole = at;
    for (std::size_t first = kArity * hole + 1; first < size_; first = kArity * hole + 1) {
      const std::size_t best = least_child(first);
      place(hole, heap_[best]);
      hole = best;
    }
    while (hole > at) {
      const std::size_t parent = (hole - 1) / kArity;
      if (order_.less(heap_[parent], moving)) break;
      place(hole, heap_[parent]);
      hole = parent;
    }
    place(hole, moving);
  }

  std::vector<Entry> heap_ = std::vector<Entry>(kArity - 1, Order::kSentinel);  // size_ entries, then sentinels
  std::size_t size_ = 0;                                                        // slots in use, the hole included
  bool hole_ = false;                                                           // the root is pop_to_hole()'s hole
  [[no_unique_address]] Order order_;
  Slots slots_;
  HeapCounters counters_;
};

}  // namespace gridnav
