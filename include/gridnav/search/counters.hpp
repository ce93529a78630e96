// Operation counters of a best-first search, gathered by CountingObserver.
//
// The counters are those of Cao's thesis (insertNew, deleteMin, whetherContains,
// decreaseKey, each with the elementary steps it took) plus the engine's own:
//   insert_new        entries pushed (new nodes, and duplicates under check-from-closed)
//   delete_min        entries popped, stale ones included: delete_min = expanded + stale_pops
//   whether_contains  open-list membership checks of generated nodes (check-from-open
//                     only; one step each: the node's state says it, no scan)
//   decrease_key      keys lowered in the list (check-from-open only)
//   *_steps           comparisons, sift moves, scanned entries or buckets (see each list)
//   closed_checks     closed-list lookups as Cao's thesis counts them: one per neighbour
//                     examined, plus one per pop under check-from-closed (its insertions
//                     into the closed list are the expansions)
//   max_open          largest number of entries in the open list (duplicates included)
//   max_closed        largest number of closed nodes
//   max_height        largest heap height (heaps and the multi-stack heap; 0 otherwise)
//   max_stacks        largest number of stacks holding a live entry (the multi-stack
//                     heap, whose height cannot tell two stacks from three; 0 otherwise)
// Counting costs a few increments per operation; with EventObserver none of it exists.
#pragma once

#include <cstdint>

#include "gridnav/search/events.hpp"
#include "gridnav/search/observer.hpp"

namespace gridnav {

struct OperationCounts {
  std::uint64_t expanded = 0;
  std::uint64_t generated = 0;
  std::uint64_t reopened = 0;
  std::uint64_t improved = 0;
  std::uint64_t stale_pops = 0;
  std::uint64_t insert_new = 0, insert_new_steps = 0;
  std::uint64_t delete_min = 0, delete_min_steps = 0;
  std::uint64_t whether_contains = 0, whether_contains_steps = 0;
  std::uint64_t decrease_key = 0, decrease_key_steps = 0;
  std::uint64_t closed_checks = 0;
  std::uint64_t max_open = 0;
  std::uint64_t max_closed = 0;
  std::uint64_t max_height = 0;
  std::uint64_t max_stacks = 0;

  /// Adds the counts of another search (maxima take the larger value).
  OperationCounts& operator+=(const OperationCounts& o) noexcept;
};

/// Counts every operation of the search and of its open list, and passes the search's
/// events to a sink when one is attached (EventObserver, search/events.hpp).
class CountingObserver : public EventObserver {
 public:
  /// `textbook`: the engine checks every neighbour, as the textbook loop and Cao's counts
  /// do (search/concepts.hpp); false searches node for node as an engine without counters.
  explicit CountingObserver(bool textbook = true) noexcept : textbook_(textbook) {}
  [[nodiscard]] bool textbook() const noexcept { return textbook_; }

  void on_start(PaddedId start, PaddedId goal) noexcept {
    counts_ = {};
    closed_ = 0;
    EventObserver::on_start(start, goal);
  }
  void on_expand(PaddedId node, Cost g, Cost f) noexcept {
    ++counts_.expanded;
    if (++closed_ > counts_.max_closed) counts_.max_closed = closed_;
    EventObserver::on_expand(node, g, f);
  }
  void on_generate(PaddedId node, PaddedId parent, Cost g, Cost f, Generation how) noexcept {
    EventObserver::on_generate(node, parent, g, f, how);
    switch (how) {
      case Generation::fresh:
        ++counts_.generated;
        break;
      case Generation::improved:
        ++counts_.improved;
        break;
      case Generation::reopened:
        ++counts_.reopened;
        --closed_;
        break;
    }
  }
  void on_stale(PaddedId) noexcept { ++counts_.stale_pops; }

  // Open-list hooks (optional for observers; the engine calls them when present).
  void on_insert(std::uint32_t steps) noexcept {
    ++counts_.insert_new;
    counts_.insert_new_steps += steps;
  }
  void on_delete_min(std::uint32_t steps) noexcept {
    ++counts_.delete_min;
    counts_.delete_min_steps += steps;
  }
  void on_contains(std::uint32_t steps) noexcept {
    ++counts_.whether_contains;
    counts_.whether_contains_steps += steps;
  }
  void on_decrease(std::uint32_t steps) noexcept {
    ++counts_.decrease_key;
    counts_.decrease_key_steps += steps;
  }
  void on_closed_check() noexcept { ++counts_.closed_checks; }
  void on_list(std::size_t open_size, std::uint32_t height) noexcept {
    if (open_size > counts_.max_open) counts_.max_open = open_size;
    if (height > counts_.max_height) counts_.max_height = height;
  }
  void on_stacks(std::size_t stacks) noexcept {
    if (stacks > counts_.max_stacks) counts_.max_stacks = stacks;
  }

  [[nodiscard]] const OperationCounts& counts() const noexcept { return counts_; }

 private:
  OperationCounts counts_;
  std::uint64_t closed_ = 0;
  bool textbook_ = true;
};

inline OperationCounts& OperationCounts::operator+=(const OperationCounts& o) noexcept {
  expanded += o.expanded;
  generated += o.generated;
  reopened += o.reopened;
  improved += o.improved;
  stale_pops += o.stale_pops;
  insert_new += o.insert_new;
  insert_new_steps += o.insert_new_steps;
  delete_min += o.delete_min;
  delete_min_steps += o.delete_min_steps;
  whether_contains += o.whether_contains;
  whether_contains_steps += o.whether_contains_steps;
  decrease_key += o.decrease_key;
  decrease_key_steps += o.decrease_key_steps;
  closed_checks += o.closed_checks;
  if (o.max_open > max_open) max_open = o.max_open;
  if (o.max_closed > max_closed) max_closed = o.max_closed;
  if (o.max_height > max_height) max_height = o.max_height;
  if (o.max_stacks > max_stacks) max_stacks = o.max_stacks;
  return *this;
}

}  // namespace gridnav
