// The invariant checker of D* and Focused D* (Navigator::check_invariants, for tests and
// --check-invariants): what must hold of every cell and the queue after plan(). O(cells).
// Included by the files that instantiate the planners (dstar.cpp, focused_dstar.cpp).
#pragma once

#include <string>

#include "engine.hpp"

namespace gridnav::detail {

template <class Planner, bool Focused, bool Counted>
std::string DStarEngine<Planner, Focused, Counted>::check_invariants() const {
  const std::string who(name());
  if (!queue_.valid()) return who + ": heap order or index broken";
  for (std::int32_t y = 0; y < grid_.height(); ++y)
    for (std::int32_t x = 0; x < grid_.width(); ++x) {
      const std::uint32_t i = raw(id({x, y}));
      const Node& n = nodes_[i];
      const std::string at = who + ": cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
      if ((n.tag == kOpen) != queue_.queued(i)) return at + " tag and queue disagree";
      // k <= h; with fractional costs up to rounding: a RAISE state lowered through a
      // settled neighbour can get an h that equals k_old but was summed in another order.
      if (n.tag != kNew && n.k > n.h && (exact_ || n.k - n.h > 1e-9 * (1 + n.h)))
        return at + ": k above h (k " + std::to_string(n.k) + ", h " + std::to_string(n.h) + ", " +
               (n.tag == kOpen ? "OPEN" : "CLOSED") + ")";
      if (n.tag == kNew && (n.h < kInf || n.to != kNoBackPointer)) return at + ": NEW with a cost or a back pointer";
      if (n.tag != kNew && n.to != kNoBackPointer && !(n.to < 8)) return at + ": back pointer is no direction";
      // A queued key (Focused D*: possibly made for an older agent position) is never
      // above the key the cell has now, so MIN-STATE's lazy re-keying finds the minimum.
      if (n.tag == kOpen && queue_.less(self().fresh_key(i), queue_.queued_key(i)))
        return at + " queued key above its current key";
      if (n.lowering && n.tag != kOpen) return at + ": queued to be lowered but not on OPEN";
      if (const std::string why = self().check_focus(i); !why.empty()) return at + why;
    }
  return {};
}

}  // namespace gridnav::detail
