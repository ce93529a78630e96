// Observers see a search as it runs: for counters beyond SearchStats, traces for
// a viewer, or tests that check an algorithm's order of work.
//
// The engine takes the observer as a template parameter. NullObserver's hooks are
// empty inline functions, so a search without an observer compiles to the same
// code as one written without hooks. An observer needs only the hooks it uses:
// derive from NullObserver and hide the ones you want. The optional counting hooks are
// listed, with what they change, in search/concepts.hpp.
#pragma once

#include <concepts>
#include <cstdint>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

/// How a generated node entered (or re-entered) the open list.
enum class Generation : std::uint8_t {
  fresh,     ///< first time seen in this search
  improved,  ///< already open, reached more cheaply
  reopened,  ///< already closed, reached more cheaply (inconsistent heuristics only)
};

struct NullObserver {
  void on_start(PaddedId /*start*/, PaddedId /*goal*/) noexcept {}
  /// A node was taken from the open list for expansion.
  void on_expand(PaddedId /*node*/, Cost /*g*/, Cost /*f*/) noexcept {}
  /// A node was pushed or had its key lowered.
  void on_generate(PaddedId /*node*/, PaddedId /*parent*/, Cost /*g*/, Cost /*f*/, Generation /*how*/) noexcept {}
  /// A popped entry was stale (lazy-deletion open lists) and skipped.
  void on_stale(PaddedId /*node*/) noexcept {}
};

}  // namespace gridnav
