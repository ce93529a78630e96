// What the best-first engine needs from an open list.
//
// Entries are ordered by OpenKey: smaller f first, then smaller `tie` (the engine
// encodes the tie rule, such as "larger g first", into `tie`). An open list is
// bound to the engine's node array so that lists with decrease-key can record each
// node's position in NodeState::slot.
//
// Two duplicate rules exist (Cao's thesis calls them "check from open" and
// "check from closed"):
//   kDecreaseKey = true   the list finds a node already open and lowers its key;
//   kDecreaseKey = false  a cheaper duplicate is pushed as a new entry and stale
//                         entries are skipped when popped (lazy deletion).
#pragma once

#include <concepts>
#include <cstddef>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/node_store.hpp"

namespace gridnav {

struct OpenKey {
  Cost f;
  Cost tie;
  friend constexpr bool operator<(const OpenKey& a, const OpenKey& b) noexcept {
    return a.f < b.f || (a.f == b.f && a.tie < b.tie);
  }
};

struct OpenEntry {
  OpenKey key;
  PaddedId id;
};

template <class L>
concept OpenList = requires(L& list, const L& clist, NodeState* nodes, PaddedId id, OpenKey key) {
  { L::kDecreaseKey } -> std::convertible_to<bool>;
  list.bind(nodes);  // called once per search, before any push
  list.clear();
  { clist.empty() } -> std::same_as<bool>;
  { clist.size() } -> std::convertible_to<std::size_t>;
  list.push(id, key);
  { list.pop() } -> std::same_as<OpenEntry>;
  { clist.top() } -> std::same_as<OpenEntry>;
};

/// Open lists with decrease-key also offer decrease(id, key) for an id they hold.
template <class L>
concept IndexedOpenList = OpenList<L> && L::kDecreaseKey && requires(L& list, PaddedId id, OpenKey key) {
  list.decrease(id, key);
};

}  // namespace gridnav
