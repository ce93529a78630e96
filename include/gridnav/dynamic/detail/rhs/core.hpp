// The core that D* Lite and LPA* share (src/dynamic/dstar_lite.cpp, lpa_star.cpp): g and
// rhs per cell, the queue of the inconsistent cells, the search loop, and the handling of
// map changes, which this file adds to the layers below:
//   keys.hpp     the queue keys [k1; k2] and their 64-bit form;
//   cells.hpp    the per-cell state: g, rhs, parents, legal-move masks, rhs recomputation
//                (and which side rhs is computed from: RhsFrom);
//   queue.hpp    the queue in its three forms (buckets.hpp, heap.hpp) and the moves
//                between them; queue_ops.hpp, the operations in one form;
//   search.hpp   restart, expansion and the search loop (ComputeShortestPath);
//   core.hpp     RhsCore: apply() for a batch of weight changes.
//
// Built for a low cost per expansion:
//   - one RhsNode per padded cell {g, rhs, queue slot, legal-move mask, flags, parent}: an
//     expansion touches one 24-byte record per neighbour and nothing else but the weights
//     (and the queue's own entry per cell, in the buckets);
//   - each cell keeps the direction of its parent, the source its rhs came through (it
//     attains the minimum). An underconsistent expansion recomputes only the dependents
//     whose parent it is (ties with other sources are common on grids and need nothing),
//     the path is read off the parents without comparing costs, and it is read again only
//     when one of its cells was touched (hold_path);
//   - a neighbour loop is a bit loop over one byte of legal moves plus precomputed
//     offsets and base costs; the byte is cached and refreshed around changed cells, or,
//     where a legal move is just a move to an open neighbour, read off the grid's own
//     masks (moves_of), which need no refresh;
//   - with whole-number costs the queue is buckets of k1 holding 64-bit keys; keys past the
//     buckets' cap move the queue to a 4-ary heap of the same keys, and keys past 2^31 to
//     one of 128-bit keys (also for fractional costs), in place (queue.hpp);
//   - a key [k1; k2] is two non-negative doubles compared as one unsigned 128-bit
//     integer made of their bit patterns, so a comparison has no branch on ties (keys.hpp);
//   - restarting (LPA* after the agent moved) resets only the cells touched since the
//     last restart, never the whole map;
//   - a batch of changes costs a few checks per move whose cost changed (see apply).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "gridnav/dynamic/detail/rhs/search.hpp"

namespace gridnav::detail {

/// Counted: the queue's work is counted as Moori's D* thesis logs it (counters()); without
/// it the counting is compiled out and counters() stays zero.
template <RhsFrom From, bool Counted = true>
class RhsCore final : public RhsSearch<From, Counted> {
  using Search = RhsSearch<From, Counted>;
  using Cells = RhsCells<From>;

 public:
  using Search::kForward;
  using Search::kInf;

  /// Brings rhs and the queue up to date after a batch of weight changes, already
  /// written to the grid. Only moves whose cost can have changed are looked at: those
  /// into and out of a changed cell and, under a corner rule, the diagonals it corners.
  /// Every changed cell gets its rhs recomputed, so of the moves into and out of it only
  /// those that feed a neighbour's rhs matter, and only when the cell's g is finite.
  ///   1. Before the cached legal-move masks are refreshed (they still describe the old
  ///      map; with masks_open_ a changed cell's old moves are its neighbours open now,
  ///      which differ only at cells of this batch, already marked): for every move that
  ///      is gone or got dearer, the cell whose rhs it fed is marked for recomputation if
  ///      its rhs came through that move (the other end is its parent), as the optimized
  ///      LPA* does for an increase.
  ///   2. The cached masks around each cell whose passability flipped are refreshed
  ///      (none with masks_open_: moves_of reads the grid); a blocked cell's g is set to
  ///      infinity.
  ///   3. For every move that is new or got cheaper, the cell it feeds takes the
  ///      candidate if it is lower (rhs stays the minimum over the moves).
  ///   4. Marked cells get their rhs recomputed; a blocked cell gets g = infinity too
  ///      (below); every cell whose rhs was touched is queued or dequeued by its
  ///      consistency.
  /// A weight change that keeps a cell traversable alters only the moves into it: for
  /// LPA* they feed the cell itself, for D* Lite its neighbours.
  template <class KeyOf>
  void apply(std::span<const AppliedChange> changes, KeyOf&& key_of) {
    this->note_weights(changes);  // before any rhs is recomputed with the new weights
    batch_.clear();
    for (const AppliedChange& c : changes) {  // the first `before` of a cell is its old weight
      const std::uint32_t i = raw(grid_->pad(c.cell));
      if (nodes_[i].flags & RhsNode::kChanged) continue;
      nodes_[i].flags |= RhsNode::kChanged;
      nodes_[i].old_weight = c.before;
      batch_.push_back(i);
      if (i != root_) mark(i);
    }
    const auto lost = [this](std::uint32_t o, std::uint32_t s, unsigned d) { lose(o, s, d); };
    const auto gained = [this](std::uint32_t o, std::uint32_t s, unsigned d) { gain(o, s, d); };
    for (const std::uint32_t c : batch_) {  // 1: moves gone or dearer
      const Weight before = nodes_[c].old_weight, after = weight_[c];
      if (before == kBlocked) continue;
      // c was traversable: its moves before the batch (read off the grid, the mask of
      // those of its neighbours that are open now: a neighbour that this batch blocked is
      // recomputed anyway, one it opened had no rhs through c).
      const unsigned was = masks_open_ ? unsigned(open_[c] & scanned_) : nodes_[c].moves;
      if (after == kBlocked) {
        moves_fed_by(c, was, lost);
        cornered_by(c, lost);
      } else if (!kForward && after > before) {
        moves_fed_by(c, was, lost);
      }
    }
    for (const std::uint32_t c : batch_) {  // 2
      const bool flipped = (nodes_[c].old_weight == kBlocked) != (weight_[c] == kBlocked);
      if (flipped && !masks_open_) this->refresh_masks(c);
      // A blocked cell's g is infinite before any rhs is recomputed (step 4 makes it
      // consistent), as the plain rhs scan needs (plain()).
      if (weight_[c] == kBlocked && c != root_) nodes_[c].g = kInf;
    }
    for (const std::uint32_t c : batch_) {  // 3: moves new or cheaper
      const Weight before = nodes_[c].old_weight, after = weight_[c];
      if (after == kBlocked) continue;
      if (before == kBlocked) {
        moves_fed_by(c, this->moves_of(c), gained);
        cornered_by(c, gained);
      } else if (!kForward && after < before) {
        moves_fed_by(c, this->moves_of(c), gained);
      }
    }
    const bool narrow = this->form() != RhsForm::wide;
    for (const std::uint32_t i : touched_) {  // 4
      RhsNode& v = nodes_[i];
      // A blocked cell has no moves, so no rhs can use its g: it is made consistent now
      // (g = rhs = infinity) rather than queued to be expanded as underconsistent, an
      // expansion that would change nothing else.
      if (weight_[i] == kBlocked && i != root_) {
        this->set_rhs(v, kInf, 0);
        v.g = kInf;
      } else if (v.flags & RhsNode::kRecompute) {
        this->recompute(i, narrow);
      }
      v.flags &= std::uint8_t(~(RhsNode::kRecompute | RhsNode::kTouched));
      this->queue_update(i, key_of);
    }
    touched_.clear();
    for (const std::uint32_t c : batch_) nodes_[c].flags &= std::uint8_t(~RhsNode::kChanged);
  }

  /// Only refreshes the cached legal-move masks after changes (for a state that will be
  /// rebuilt by restart() anyway).
  void track(std::span<const AppliedChange> changes) noexcept {
    if (!masks_open_)
      for (const AppliedChange& c : changes)
        if ((c.before == kBlocked) != (c.after == kBlocked)) this->refresh_masks(raw(grid_->pad(c.cell)));
    this->note_weights(changes);
  }

 private:
  using Cells::corners_;
  using Cells::grid_;
  using Cells::masks_open_;
  using Cells::open_;
  using Cells::scanned_;
  using Search::base_;
  using Search::nodes_;
  using Search::offset_;
  using Search::root_;
  using Search::weight_;

  // A link: the move between a source s and the owner o whose rhs it feeds, d the
  // direction from s to o (LPA*: the move s -> o; D* Lite: o -> s, whose base cost is the
  // same). Its cost is base x the weight of the cell entered: o for LPA*, s for D* Lite.
  /// f(o, c, d) for the links of c's moves `mask` (none when g(c) is infinite: they cannot
  /// feed anything).
  template <class F>
  void moves_fed_by(std::uint32_t c, unsigned mask, F&& f) const {
    if (!(nodes_[c].g < kInf)) return;
    for (unsigned m = mask; m != 0; m &= m - 1) {
      const unsigned d = unsigned(std::countr_zero(m));
      f(c + std::uint32_t(offset_[d]), c, d);
    }
  }
  /// f(o, s, d) both ways for the diagonals of the current masks that c corners (under a
  /// corner rule): the orthogonal neighbours i and i + 1 of c (N-E, E-S, S-W, W-N) are
  /// joined by a diagonal (SE, SW, NW, NE from the first) whose corners are c and one more.
  template <class F>
  void cornered_by(std::uint32_t c, F&& f) const {
    if (!corners_) return;
    static constexpr std::array<unsigned, 4> kBetween{kSouthEast, kSouthWest, kNorthWest, kNorthEast};
    for (unsigned i = 0; i < 4; ++i) {
      const std::uint32_t a = c + std::uint32_t(offset_[i]), b = c + std::uint32_t(offset_[(i + 1) & 3u]);
      const unsigned d = kBetween[i];
      if (!(this->moves_of(a) >> d & 1u)) continue;
      f(b, a, d);
      f(a, b, opposite_index(d));
    }
  }
  void touch(std::uint32_t i) {
    if (nodes_[i].flags & RhsNode::kTouched) return;
    nodes_[i].flags |= RhsNode::kTouched;
    touched_.push_back(i);
  }
  void mark(std::uint32_t i) {
    nodes_[i].flags |= RhsNode::kRecompute;
    touch(i);
  }
  /// The link s -> o (direction d) is gone or dearer: o recomputes its rhs if the rhs
  /// came through it (s is its parent).
  void lose(std::uint32_t o, std::uint32_t, unsigned d) {
    if (o == root_ || (nodes_[o].flags & RhsNode::kRecompute)) return;
    if (this->comes_through(o, d)) mark(o);
  }
  /// The link s -> o (direction d) is new or cheaper: o takes the candidate if lower.
  void gain(std::uint32_t o, std::uint32_t s, unsigned d) {
    RhsNode& owner = nodes_[o];
    if (o == root_ || (owner.flags & RhsNode::kRecompute)) return;
    const Cost candidate = base_[d] * Cost(weight_[kForward ? o : s]) + nodes_[s].g;
    if (candidate < owner.rhs) {
      this->set_rhs(owner, candidate, opposite_index(d));
      touch(o);
    }
  }

  std::vector<std::uint32_t> batch_;    // apply(): the changed cells
  std::vector<std::uint32_t> touched_;  // apply(): the cells whose rhs may have changed
};

}  // namespace gridnav::detail
