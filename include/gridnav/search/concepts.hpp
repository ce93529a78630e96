// What the best-first engine (search/best_first.hpp) asks of its four policies, in one
// place. Each policy has required members (the concept) and optional ones, named below as
// traits with the default the engine takes when a policy leaves them out. The engine reads
// optional members only through these traits, never through a requires-check of its own.
//
//   Heuristic  set_goal(Point), operator()(PaddedId) -> Cost, and two properties the open
//              lists size themselves by: consistent() (h(a) <= c(a, b) + h(b) for every
//              move, so f never falls along a move) and integral() (every value whole).
//              Both are required: a wrong "false" silently costs speed (the calendar queue
//              and the radix heap run their 4-ary heap), a wrong "true" costs exactness.
//              Optional: at(Point) -> Cost, the estimate from coordinates
//              (HeuristicTraits::kFromPoint; default: operator() on the padded id, which
//              costs a division to unpad).
//   OpenList   configure, clear, empty, size, height, push, pop, decrease, kDuplicates
//              (open_list/open_list.hpp says what each does) and kName.
//              Optional: kKeyBlind = true for frontiers that pop in arrival order, not by
//              key (BFS's FIFO, DFS's LIFO); then no expanded parent is taken as settled
//              (OpenListTraits::kKeyBlind; default false).
//   Observer   on_start, on_expand, on_generate, on_stale (NullObserver: all empty).
//              Optional counting hooks, each called only if present (ObserverTraits):
//                on_insert(steps), on_delete_min(steps), on_decrease(steps)  open-list work
//                on_list(size, height)   the list after each push or decrease
//                on_stacks(n)            the same, for lists that keep stacks of equal f
//                                        (live_stacks(): the multi-stack heap)
//                on_contains(steps)      Cao's whetherContains check, once per neighbour
//                                        that is not closed under Duplicates::open
//              An observer with on_contains sees every neighbour checked, as the textbook
//              loop checks them, so the engine then does not skip the moves an expanded
//              parent made redundant (MoveModel::onward_moves): expansions, costs and paths
//              stay the same, generation counts follow the textbook. Unless it says
//              otherwise at run time: textbook() -> false (CountingObserver made to
//              record a search that does not count) searches as NullObserver does.
//   NodeStore  per-cell g, parent and slot (search/node_store.hpp): prepare(cells) once,
//              begin(cells) per search, seen(id), touch(id) (initialises an unseen cell),
//              operator[](id), bytes().
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/open_list/open_list.hpp"
#include "gridnav/search/node_store.hpp"
#include "gridnav/search/observer.hpp"

namespace gridnav {

template <class H>
concept Heuristic = std::constructible_from<H, const Grid&, const MoveModel&> &&
    requires(H& h, const H& ch, Point goal, PaddedId id) {
  h.set_goal(goal);
  { ch(id) } -> std::convertible_to<Cost>;
  { ch.consistent() } -> std::convertible_to<bool>;
  { ch.integral() } -> std::convertible_to<bool>;
};

template <class H>
struct HeuristicTraits {
  /// The heuristic answers from coordinates: at(Point).
  static constexpr bool kFromPoint = requires(const H& h, Point p) {
    { h.at(p) } -> std::convertible_to<Cost>;
  };
};

template <class L>
concept OpenList = requires(L& list, const L& clist, const OpenListSetup& setup, OpenEntry e, Cost f,
                            std::uint32_t& steps) {
  { L::kDuplicates } -> std::convertible_to<Duplicates>;
  { L::kName } -> std::convertible_to<const char*>;
  list.configure(setup);  // once, before the first search (may allocate per-cell arrays)
  list.clear();           // per search; keeps capacity
  { clist.empty() } -> std::same_as<bool>;
  { clist.size() } -> std::convertible_to<std::size_t>;
  { clist.height() } -> std::convertible_to<std::uint32_t>;  // heap height, 0 where none applies
  { list.push(e) } -> std::convertible_to<std::uint32_t>;    // insertNew; returns steps
  { list.pop(steps) } -> std::same_as<OpenEntry>;            // deleteMin; adds its steps
  // decrease(e, old_f): e.id is in the list with key old_f; lower it to e (Duplicates::open only).
  { list.decrease(e, f) } -> std::convertible_to<std::uint32_t>;
};

template <class L>
struct OpenListTraits {
  /// Pops in arrival order, not by key (declares kKeyBlind).
  static constexpr bool kKeyBlind = requires { L::kKeyBlind; };
};

template <class O>
concept SearchObserver = requires(O& o, PaddedId id, Cost c, Generation how) {
  o.on_start(id, id);
  o.on_expand(id, c, c);
  o.on_generate(id, id, c, c, how);
  o.on_stale(id);
};

template <class O>
struct ObserverTraits {
  static constexpr bool kCountsInsert = requires(O & o, std::uint32_t s) { o.on_insert(s); };
  static constexpr bool kCountsDeleteMin = requires(O & o, std::uint32_t s) { o.on_delete_min(s); };
  static constexpr bool kCountsDecrease = requires(O & o, std::uint32_t s) { o.on_decrease(s); };
  static constexpr bool kWatchesList = requires(O & o, std::size_t n, std::uint32_t h) { o.on_list(n, h); };
  static constexpr bool kWatchesStacks = requires(O & o, std::size_t n) { o.on_stacks(n); };
  /// Counts whetherContains checks: the engine then checks every neighbour (see above).
  static constexpr bool kCountsContains = requires(O & o, std::uint32_t s) { o.on_contains(s); };
  /// Chooses at run time whether the engine checks every neighbour as the textbook does
  /// (textbook() -> bool), for an observer that counts whetherContains checks.
  static constexpr bool kChoosesTextbook = requires(const O& o) {
    { o.textbook() } -> std::convertible_to<bool>;
  };
  /// Counts Cao's closed-list lookups (neighbours examined; pops under check from closed).
  static constexpr bool kCountsClosedChecks = requires(O & o) { o.on_closed_check(); };
};

template <class S>
concept NodeStore = std::default_initializable<S> && requires(S& s, const S& cs, std::size_t n, PaddedId id) {
  s.prepare(n);
  s.begin(n);
  { cs.seen(id) } -> std::same_as<bool>;
  { s.touch(id) } -> std::same_as<NodeState&>;
  { s[id] } -> std::same_as<NodeState&>;
  { cs[id] } -> std::same_as<const NodeState&>;
  { cs.bytes() } -> std::convertible_to<std::size_t>;
};

}  // namespace gridnav
