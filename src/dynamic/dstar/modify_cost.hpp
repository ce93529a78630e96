// MODIFY-COST of D* and Focused D* (engine.hpp), for a batch of weight changes.
//
// After a batch, each move X -> Y whose cost changed is repaired at once, as processing Y
// as LOWER would repair it: X pointing to Y at a lower cost is raised to the new cost; X
// that Y could lower is queued at k = the lower cost with its h unchanged, so that
// processing it lowers h(X) through Y if Y is settled by then (the RAISE step) and
// otherwise leaves that to Y. The textbook re-inserts every CLOSED end instead
// (docs/dynamic.md, "MODIFY-COST repairs the changed moves itself").
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>

#include "engine.hpp"

namespace gridnav::detail {

template <class Planner, bool Focused, bool Counted>
class DStarModifyCost : public DStarEngine<Planner, Focused, Counted> {
  using Engine = DStarEngine<Planner, Focused, Counted>;

 public:
  using Engine::Engine;

 protected:
  void on_changes(std::span<const AppliedChange> changes) override {
    this->self().refocus();
    if (this->four_)
      modify_costs<4>(changes);
    else
      modify_costs<8>(changes);
  }

  using Engine::kInf;
  using Engine::nodes_;
  using Engine::offset_;
  using Engine::weight_;

 private:
  /// MODIFY-COST for a batch, move by changed move. A move X -> Y whose cost changed can
  /// only leave X inconsistent with Y (h(X) above h(Y) + arc(X, Y), or b(X) = Y at another
  /// cost), and Y's LOWER step for X is what repairs that: push_from makes it now, so no
  /// end is re-opened only to be expanded. That is safe because the pair is consistent (or
  /// X queued) now, and any later change to h(X) or h(Y) is made by processing X or Y, which
  /// checks the pair. A weight change of a traversable cell c changes the moves into c; a
  /// cell that becomes blocked or traversable also the moves out of it and, under a corner
  /// rule, the diagonals between its orthogonal neighbours. The padded frame is never CLOSED.
  template <unsigned Dirs>
  void modify_costs(std::span<const AppliedChange> changes) {
    for (const AppliedChange& c : changes) {
      const std::uint32_t at = raw(this->id(c.cell));
      // Also when h(c) is infinite (c raised and still queued): the cells pointing to c
      // are then raised to infinity now, as c's RAISE step would. Left to that step, they
      // would keep costs from c's old weight while c could be lowered back to h = k by a
      // neighbour before its turn, which would make it a LOWER state in the deep class
      // with a raise still owed to them, and the stop test would pass over it.
      for (unsigned m = this->template lower_pushes<Dirs>(at); m != 0; m &= m - 1)
        push_from(at, unsigned(std::countr_zero(m)));
      if ((c.before == kBlocked) == (c.after == kBlocked)) continue;
      if (c.after == kBlocked) {
        // No move into c is left, so a neighbour Y pushes c only when b(c) = Y, raising
        // it to infinity. A CLOSED c takes that cost without being queued: processing it
        // would change nothing else, since every move into and out of c is gone and the
        // cells pointing to c were raised above. Only if c is still blocked on the map: a
        // batch may name c again and free it (the map is the batch's end state), and
        // then the textbook's push decides. (Trusting this change's "after" instead also
        // ends right since the pushes above are made for an infinite h too: the change
        // that frees c raises the cells behind it and queues c to be lowered, at the cost
        // of that detour; without those pushes for an infinite h, the cells behind c
        // would stay too low.)
        const std::uint8_t to = nodes_[at].to;
        if (to != kNoBackPointer) {
          if (nodes_[at].tag == kClosed && weight_[at] == kBlocked)
            nodes_[at].h = kInf;
          else
            push_from(at + std::uint32_t(offset_[to]), opposite_index(to));
        }
      } else {
        for (unsigned d = 0; d < Dirs; ++d) push_from(at + std::uint32_t(offset_[d]), opposite_index(d));
      }
      if (Dirs == 8 && this->corners_) {
        for (unsigned i = 0; i < 4; ++i) {  // A: orthogonal i; B: orthogonal i + 1, diagonal to A
          const std::uint32_t a = at + std::uint32_t(offset_[i]), b = at + std::uint32_t(offset_[(i + 1) % 4]);
          push_from(a, this->corner_dir_[i]);
          push_from(b, opposite_index(this->corner_dir_[i]));
        }
      }
    }
  }
  /// Y's LOWER step for its one neighbour X in direction d, made at once (via = h(Y) +
  /// arc(X, Y)). X pointing to Y below via is raised to via, as processing Y would do: a
  /// RAISED state, so it needs Y's h to be final no more than the textbook's raise does. X
  /// that Y could lower is not lowered yet (h(Y) may be stale: a raise may be pending under
  /// Y), but queued to be lowered (queue_to_lower).
  void push_from(std::uint32_t yi, unsigned d) {
    const Cost via = nodes_[yi].h + (this->base_[d] * Cost(weight_[yi]) + kLegalBitCost[this->legal(yi) >> d & 1u]);
    const std::uint32_t xi = yi + std::uint32_t(offset_[d]);
    const DStarNode& nx = nodes_[xi];
    if (nx.to == opposite_index(d) && nx.h < via)
      this->insert(xi, via);
    else if (nx.h > via)
      queue_to_lower(xi, via);
  }
  /// Queues X at k = min(k, via) with its h unchanged: processing it at k_old = via, the
  /// RAISE step lowers h(X) through the neighbour Y that offers via when Y is settled then
  /// (h(Y) < via, and f(Y) <= f(X) with a consistent GVAL), and otherwise re-opens Y or
  /// finds it on OPEN, which is the textbook's way with a neighbour not yet settled. So a
  /// cell that becomes traversable is queued once, at its best neighbour's offer, where
  /// the textbook expands each neighbour that can reach it. Such an entry is a lowering:
  /// Focused D* keeps it in the deep class (`lowering`) unless X was RAISED already.
  void queue_to_lower(std::uint32_t xi, Cost via) {
    DStarNode& n = nodes_[xi];
    const bool raised = n.tag == kOpen && n.k < n.h && !n.lowering;
    n.k = n.tag == kOpen ? std::min(n.k, via) : std::min(n.h, via);
    n.lowering = std::uint8_t(!raised);
    n.tag = kOpen;
    if (this->exact_)
      this->queue_.template put<true>(xi, this->self().template key_for<true>(xi));
    else
      this->queue_.template put<false>(xi, this->self().template key_for<false>(xi));
  }
};

}  // namespace gridnav::detail
