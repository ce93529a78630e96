// Internal to D* Lite and LPA*: the g / rhs bookkeeping they share. D* Lite is LPA*
// searching from the goal, so the same steps serve both; only the direction differs:
//   LPA*     rhs(s) = min over predecessors p of g(p) + c(p, s); root = the start;
//            a vertex's dependents are its successors.
//   D* Lite  rhs(s) = min over successors n of c(s, n) + g(n); root = the goal;
//            a vertex's dependents are its predecessors.
// `sources(v, f)` visits the cells rhs(v) is computed from and `dependents(v, f)` the
// cells whose rhs may use g(v), each as f(cell, cost of the move between them).
#pragma once

#include <algorithm>
#include <limits>
#include <vector>

#include "gridnav/dynamic/key_heap.hpp"

namespace gridnav::detail {

struct RhsCore {
  static constexpr Cost kInf = std::numeric_limits<Cost>::infinity();

  std::vector<Cost> g, rhs;
  KeyHeap open;

  /// min over the sources n of v of c + g(n).
  template <class Sources>
  [[nodiscard]] Cost best_rhs(PaddedId v, Sources&& sources) const {
    Cost best = kInf;
    sources(v, [&](PaddedId n, Cost c) { best = std::min(best, c + g[raw(n)]); });
    return best;
  }

  /// Keeps the queue holding exactly the inconsistent cells, with their current keys.
  template <class KeyOf>
  void queue_update(PaddedId v, KeyOf&& key_of) {
    if (!(g[raw(v)] == rhs[raw(v)])) {
      open.put(v, key_of(v));
    } else if (open.contains(v)) {
      open.remove(v);
    }
  }

  /// Expands the inconsistent vertex u at the top of the queue: an overconsistent u
  /// takes its rhs as g and lowers its dependents' rhs; an underconsistent u is reset to
  /// g = infinity and it and its dependents get their rhs recomputed. The root's rhs
  /// (0) is never recomputed.
  template <class Sources, class Dependents, class KeyOf>
  void expand(PaddedId u, PaddedId root, Sources&& sources, Dependents&& dependents, KeyOf&& key_of) {
    const std::uint32_t ui = raw(u);
    if (g[ui] > rhs[ui]) {
      g[ui] = rhs[ui];
      open.remove(u);
      const Cost gu = g[ui];
      dependents(u, [&](PaddedId d, Cost c) {
        if (d == root) return;
        const Cost candidate = c + gu;
        if (candidate < rhs[raw(d)]) {
          rhs[raw(d)] = candidate;
          queue_update(d, key_of);
        }
      });
    } else {
      const Cost g_old = g[ui];
      g[ui] = kInf;
      dependents(u, [&](PaddedId d, Cost c) {
        if (d == root || !(rhs[raw(d)] == c + g_old)) return;
        rhs[raw(d)] = best_rhs(d, sources);
        queue_update(d, key_of);
      });
      if (u != root) rhs[ui] = best_rhs(u, sources);
      queue_update(u, key_of);
    }
  }
};

}  // namespace gridnav::detail
