// The per-cell state of D* Lite and LPA* (detail/rhs/core.hpp): g, rhs, the parent each
// rhs came through, the cached legal-move masks, and what is computed from them alone
// (rhs as the minimum over a cell's sources, the path along the parents). The queue and
// the search loop are the layers above (queue.hpp, search.hpp).
//
// D* Lite is LPA* searching from the goal, so one state serves both; only the side rhs
// is computed from differs (RhsFrom):
//   LPA*     rhs(s) = min over predecessors p of g(p) + c(p, s); root = the start;
//            a cell's dependents (the cells whose rhs may use its g) are its successors.
//   D* Lite  rhs(s) = min over successors n of c(s, n) + g(n); root = the goal;
//            a cell's dependents are its predecessors.
// A move exists both ways or not at all (moves.hpp), so a cell's predecessors and its
// successors are the same neighbours: the cell's legal-move mask serves both sides. The
// cost of a move is base(direction) x weight of the cell it enters: for LPA* that is the
// weight of the cell whose rhs is computed, for D* Lite the weight of the other cell.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "gridnav/dynamic/navigator.hpp"

namespace gridnav::detail {

enum class RhsFrom : std::uint8_t { predecessors, successors };

/// One padded cell: an expansion touches one 24-byte record per neighbour and, besides
/// the weights and the queue's entry, nothing else.
struct RhsNode {
  static constexpr std::uint32_t kNotQueued = std::numeric_limits<std::uint32_t>::max();
  /// flags: bits 0..3 and 7; bits 4..6 hold the direction of the parent (kParentShift).
  enum Flag : std::uint8_t {
    kSeen = 1,       // queued since the last restart (listed for the next one)
    kChanged = 2,    // apply(): the cell's weight changed in this batch
    kRecompute = 4,  // apply(): the rhs is to be recomputed
    kTouched = 8,    // apply(): the rhs may have changed (listed)
    kOnPath = 128,   // on the path last held (hold_path)
  };
  static constexpr unsigned kParentShift = 4;

  Cost g = std::numeric_limits<Cost>::infinity();
  Cost rhs = std::numeric_limits<Cost>::infinity();
  std::uint32_t slot = kNotQueued;  // in a heap its position, in the buckets its bucket
  std::uint8_t moves = 0;           // legal-move mask (moves.hpp), 0 for a blocked cell; see moves_of()
  std::uint8_t flags = 0;           // Flag bits, and the parent's direction
  Weight old_weight = 0;            // during apply(): the weight before the batch
};

template <RhsFrom From>
class RhsCells {
 public:
  static constexpr Cost kInf = std::numeric_limits<Cost>::infinity();
  static constexpr bool kForward = From == RhsFrom::predecessors;

  /// Sizes the state for `grid` and `moves` (which must live as long as this state) and
  /// forgets everything. O(cells).
  void reset(const Grid& grid, const MoveModel& moves) {
    grid_ = &grid;
    moves_ = &moves;
    weight_ = grid.padded_weights().data();
    open_ = grid.padded_neighbour_masks().data();
    nodes_.assign(grid.padded_size(), RhsNode{});
    for (unsigned d = 0; d < 8; ++d) {
      offset_[d] = moves.offset(Direction(d));
      base_[d] = moves.base_cost(Direction(d));
    }
    const MoveRules rules = moves.rules();
    legal_ = &moves.legal_move_table();
    for (std::int32_t y = 0; y < grid.height(); ++y)
      for (std::int32_t x = 0; x < grid.width(); ++x) {
        const std::uint32_t i = raw(grid.pad({x, y}));
        nodes_[i].moves = weight_[i] == kBlocked ? std::uint8_t(0) : (*legal_)[open_[i]];
      }
    corners_ = rules.connectivity == Connectivity::eight && rules.diagonal != DiagonalRule::always;
    four_ = rules.connectivity == Connectivity::four;
    // Read off the table and the costs rather than the rules' names (plain()).
    const unsigned dirs = four_ ? 4u : 8u;
    scanned_ = std::uint8_t((1u << dirs) - 1u);
    masks_open_ = true;
    for (unsigned m = 0; m < 256; ++m) masks_open_ = masks_open_ && (*legal_)[m] == (m & scanned_);
    open_moves_ = masks_open_;
    for (unsigned d = 1; d < dirs; ++d) open_moves_ = open_moves_ && base_[d] == base_[0];
    unit_ = grid.uniform();
    seen_.assign(nodes_.size(), 0);  // each cell is listed at most once per restart
    seen_count_ = 0;
    held_.clear();
    path_touched_ = true;
  }

  [[nodiscard]] Cost g(PaddedId v) const noexcept { return nodes_[raw(v)].g; }
  [[nodiscard]] Cost rhs(PaddedId v) const noexcept { return nodes_[raw(v)].rhs; }
  [[nodiscard]] bool consistent(PaddedId v) const noexcept { return nodes_[raw(v)].g == nodes_[raw(v)].rhs; }

  /// min over the sources n of v of c + g(n) (infinite without any), for invariant checks.
  [[nodiscard]] Cost best_rhs(PaddedId v) const noexcept { return best_rhs(raw(v)); }
  /// The source v's rhs came through (c + g of it = rhs(v), so it attains the minimum:
  /// the next cell of a shortest path once v is consistent); kNoCell for the root and
  /// for a cell with an infinite rhs. Kept with every rhs set.
  [[nodiscard]] PaddedId parent(PaddedId v) const noexcept {
    const std::uint32_t i = raw(v);
    if (i == root_ || !(nodes_[i].rhs < kInf)) return kNoCell;
    return PaddedId{i + std::uint32_t(offset_[parent_direction(i)])};
  }
  /// True unless v (not the root, with a finite rhs) has a parent whose link is not
  /// legal or does not give rhs(v).
  [[nodiscard]] bool parent_valid(PaddedId v) const noexcept {
    const std::uint32_t i = raw(v);
    if (i == root_ || !(nodes_[i].rhs < kInf)) return true;
    const unsigned d = parent_direction(i);
    const std::uint32_t n = i + std::uint32_t(offset_[d]);
    return (moves_of(i) >> d & 1u) && base_[d] * Cost(weight_[kForward ? i : n]) + nodes_[n].g == nodes_[i].rhs;
  }

  /// Flags the cells of a path the planner read off the parents (clearing the flags of
  /// the previous one). path_touched() then tells whether any of them has since been
  /// expanded or had its rhs (and so maybe its parent) set: if not, the parents still
  /// give the same path, and it is still a shortest one.
  void hold_path(std::span<const PaddedId> cells) {
    for (const std::uint32_t i : held_) nodes_[i].flags &= std::uint8_t(~RhsNode::kOnPath);
    held_.clear();
    for (const PaddedId v : cells) {
      nodes_[raw(v)].flags |= RhsNode::kOnPath;
      held_.push_back(raw(v));
    }
    path_touched_ = false;
  }
  [[nodiscard]] bool path_touched() const noexcept { return path_touched_; }
  /// Follows the parents from `from` until `to` (at most one step per cell) and holds the
  /// path (hold_path) in the same walk: the cells are flagged as they are passed and
  /// their coordinates go into `points` (from first), stepped by the parents' directions
  /// rather than unpadding each id (a division). On a chain that does not reach `to`,
  /// nothing is held and `points` ends empty.
  void trace_and_hold(PaddedId from, PaddedId to, std::vector<Point>& points) {
    for (const std::uint32_t i : held_) nodes_[i].flags &= std::uint8_t(~RhsNode::kOnPath);
    held_.clear();
    points.clear();
    path_touched_ = false;
    std::uint32_t at = raw(from);
    Point p = grid_->unpad(from);
    const std::size_t cap = nodes_.size();
    for (;;) {
      nodes_[at].flags |= RhsNode::kOnPath;
      held_.push_back(at);
      points.push_back(p);
      if (at == raw(to) || held_.size() > cap) break;
      if (at == root_ || !(nodes_[at].rhs < kInf)) break;
      const unsigned d = parent_direction(at);
      at += std::uint32_t(offset_[d]);
      p = {p.x + kDirectionDelta[d].x, p.y + kDirectionDelta[d].y};
    }
    if (at != raw(to)) {
      hold_path({});
      points.clear();
    }
  }

  /// True when every legal-move mask the state uses matches the map (with masks_open_ the
  /// masks are the grid's own, so this holds by construction).
  [[nodiscard]] bool masks_valid() const noexcept {
    for (std::uint32_t i = 0; i < nodes_.size(); ++i)
      if (moves_of(i) != legal_moves(i)) return false;
    return true;
  }

 protected:
  /// The legal-move mask of cell i. Cached in RhsNode::moves and refreshed around changed
  /// cells, unless legal is simply open (masks_open_: no corner rule, every scanned
  /// direction allowed): then it is read off the grid's open-neighbour masks, which the
  /// grid keeps current, and a change refreshes nothing (about a twentieth of a D* Lite
  /// replan at 40x40 would go into those refreshes).
  [[nodiscard]] std::uint8_t moves_of(std::uint32_t i) const noexcept {
    if (masks_open_) return std::uint8_t(open_[i] & scanned_ & -unsigned(weight_[i] != kBlocked));
    return nodes_[i].moves;
  }
  /// moves_of(u) for a queued, so traversable, cell u; Plain (plain(), so masks_open_):
  /// the grid's mask in the Dirs scanned directions, without testing anything.
  template <bool Plain, unsigned Dirs>
  [[nodiscard, gnu::always_inline]] unsigned moves_as(std::uint32_t u) const noexcept {
    if constexpr (Plain)
      return unsigned(open_[u]) & ((1u << Dirs) - 1u);
    else
      return moves_of(u);
  }
  [[nodiscard]] std::uint8_t legal_moves(std::uint32_t i) const noexcept {
    return weight_[i] == kBlocked ? std::uint8_t(0) : moves_->legal_moves(PaddedId{i});
  }
  [[nodiscard]] unsigned parent_direction(std::uint32_t i) const noexcept {
    return unsigned(nodes_[i].flags >> RhsNode::kParentShift) & 7u;
  }
  /// True when n's (finite) rhs came through the neighbour n was reached from in
  /// direction d, i.e. n's parent lies in direction opposite(d).
  /// comes_through and n is not the root, in one comparison for both ends of rhs: the
  /// root's rhs is 0 and any other finite rhs is at least one move's cost; for
  /// non-negative doubles the bit pattern orders as the value, so 0 < rhs < inf is
  /// bits - 1 < bits(inf) - 1 as unsigned.
  [[nodiscard]] bool comes_through_real(std::uint32_t n, unsigned d) const noexcept {
    constexpr std::uint64_t kInfBits = std::bit_cast<std::uint64_t>(kInf);
    return (int(std::bit_cast<std::uint64_t>(nodes_[n].rhs) - 1 < kInfBits - 1) &
            int(parent_direction(n) == opposite_index(d))) != 0;
  }
  [[nodiscard]] bool comes_through(std::uint32_t n, unsigned d) const noexcept {
    return (int(nodes_[n].rhs < kInf) & int(parent_direction(n) == opposite_index(d))) !=
           0;  // one branch, in the caller
  }
  /// rhs(v) = c + g of the source in direction `to` from v (its parent).
  void set_rhs(RhsNode& v, Cost rhs, unsigned to) noexcept {
    path_touched_ |= (v.flags & RhsNode::kOnPath) != 0;  // no branch: the flag is rarely set, at random
    v.rhs = rhs;
    v.flags = std::uint8_t((v.flags & ~(7u << RhsNode::kParentShift)) | to << RhsNode::kParentShift);
  }
  /// Lists i among the cells to forget at the next restart (forget_seen). Forced inline:
  /// every push of the expansion loop calls it.
  [[gnu::always_inline]] void mark_seen(std::uint32_t i) {
    RhsNode& v = nodes_[i];
    if (!(v.flags & RhsNode::kSeen)) {
      v.flags |= RhsNode::kSeen;
      seen_[seen_count_++] = i;
    }
  }
  /// Forgets g, rhs, slot and flags of every cell listed since the last call, and the held
  /// path: a restart touches those cells, not the whole map.
  void forget_seen() {
    for (std::size_t k = 0; k < seen_count_; ++k) {
      RhsNode& v = nodes_[seen_[k]];
      v.g = v.rhs = kInf;
      v.slot = RhsNode::kNotQueued;
      v.flags = 0;
    }
    seen_count_ = 0;
    hold_path({});
    path_touched_ = true;
  }
  /// Keeps unit_ true exactly when every traversable weight is 1 after `changes`: while it
  /// is, only a weight other than 1 can end it; once it is not, the grid's weight counts
  /// tell (a scan of at most 255 counts per batch, on weighted maps only).
  void note_weights(std::span<const AppliedChange> changes) noexcept {
    if (!unit_) {
      unit_ = grid_->uniform();
      return;
    }
    for (const AppliedChange& c : changes)
      if (c.after != kBlocked && c.after != kGround) {
        unit_ = false;
        return;
      }
  }
  /// rhs(i) = the minimum over its sources, the first source attaining it as parent.
  /// narrow: the queue holds narrow keys, so every g is whole (plain()).
  void recompute(std::uint32_t i, bool narrow) noexcept {
    if (narrow && unit_ && plain()) {
      if (four_)
        recompute_as<true, 4, true>(i);
      else
        recompute_as<true, 8, true>(i);
    } else if (unit_) {
      recompute_as<true, 8, false>(i);
    } else {
      recompute_as<false, 8, false>(i);
    }
  }
  /// The plain rhs scan applies: moves cost whole numbers (narrow keys) and each its
  /// base cost (unit weights), the same for every scanned direction; a move is legal
  /// exactly when the cell it enters is traversable (no corner rule, open_moves_); and
  /// the root is traversable. Then every source a scan must skip is blocked, and a
  /// blocked cell other than the root has g = infinity (it is never expanded; apply()
  /// makes a cell it blocks consistent at infinity), so its candidate is infinite
  /// without the legal-move mask; and the minimum of base + g is base + the minimum of g
  /// (exact sums), attained first in the same direction.
  [[nodiscard]] bool plain() const noexcept { return open_moves_ && weight_[root_] != kBlocked; }
  /// All Dirs directions, an illegal move's candidate made infinite, without a branch
  /// (GCC turns ?: here into jumps): a loop over the mask's bits ends after a varying
  /// count, and that branch and the comparisons mispredict often. i is a real cell, so
  /// its eight neighbours are in the padded grid. On 4-connected grids the diagonals
  /// (directions 4..7) are never legal, so only the first four are scanned: the same
  /// minimum and the same first direction attaining it, in half the work. Plain (only
  /// when plain() holds): the least g of the neighbours plus the base cost, without the
  /// mask and without a cost per direction.
  // Forced inline: with the 4- and 8-direction copies GCC keeps it out of line.
  template <bool Unit, unsigned Dirs, bool Plain>
  [[gnu::always_inline]] void recompute_as(std::uint32_t i) noexcept {
    if constexpr (Plain) {
      // Plain implies narrow keys, so every g is whole and below 2^31, or infinite: the low
      // 21 bits of its double are zero. The direction goes there, and one unsigned minimum
      // of (bits | d) per direction picks the least g and, among equal ones, the first
      // direction (a non-negative double's bits order as its value), without a branch.
      std::uint64_t best = std::bit_cast<std::uint64_t>(nodes_[i + std::uint32_t(offset_[0])].g);
      for (unsigned d = 1; d < Dirs; ++d)
        best = std::min(best, std::bit_cast<std::uint64_t>(nodes_[i + std::uint32_t(offset_[d])].g) | d);
      set_rhs(nodes_[i], base_[0] + std::bit_cast<Cost>(best & ~std::uint64_t{7}), unsigned(best & 7u));
      return;
    }
    const Cost w = Cost(weight_[i]);
    const unsigned moves = moves_of(i);
    const auto candidate = [&](unsigned d) {
      const std::uint32_t n = i + std::uint32_t(offset_[d]);
      return (Unit ? base_[d] : base_[d] * (kForward ? w : Cost(weight_[n]))) + nodes_[n].g +
             kLegalBitCost[moves >> d & 1u];
    };
    Cost best = candidate(0);  // not compared with infinity: GCC makes that a jump
    unsigned to = 0;
    for (unsigned d = 1; d < Dirs; ++d) {
      const Cost c = candidate(d);
      to ^= (to ^ d) & (0u - unsigned(c < best));
      best = std::min(best, c);
    }
    set_rhs(nodes_[i], best, to);
  }
  [[nodiscard]] Cost best_rhs(std::uint32_t i) const noexcept {
    Cost best = kInf;
    const Cost w = Cost(weight_[i]);
    for (unsigned m = moves_of(i); m != 0; m &= m - 1) {
      const unsigned d = unsigned(std::countr_zero(m));
      const std::uint32_t n = i + std::uint32_t(offset_[d]);
      best = std::min(best, base_[d] * (kForward ? w : Cost(weight_[n])) + nodes_[n].g);
    }
    return best;
  }
  /// c's passability flipped: the masks of c and its neighbours are looked up again in
  /// the grid's open-neighbour masks, which the grid already brought up to date.
  void refresh_masks(std::uint32_t c) noexcept {
    for (unsigned d = 0; d < 8; ++d) refresh_mask(c + std::uint32_t(offset_[d]));
    refresh_mask(c);
  }
  void refresh_mask(std::uint32_t i) noexcept {
    // Without a branch: blocked and open cells come at random.
    nodes_[i].moves = std::uint8_t((*legal_)[open_[i]] & -unsigned(weight_[i] != kBlocked));
  }

  const Grid* grid_ = nullptr;
  const MoveModel* moves_ = nullptr;
  const Weight* weight_ = nullptr;
  const std::uint8_t* open_ = nullptr;  // the grid's masks: bit d, neighbour d is traversable
  std::vector<RhsNode> nodes_;
  std::vector<std::uint32_t> seen_;  // cells queued since the last restart: the first seen_count_
  std::size_t seen_count_ = 0;
  std::vector<std::uint32_t> held_;  // the cells flagged by hold_path()
  std::array<std::int32_t, 8> offset_{};
  std::array<Cost, 8> base_{};
  std::uint32_t root_ = 0;
  bool path_touched_ = true;
  bool corners_ = false;
  bool four_ = false;            // 4-connected: only directions 0..3 can be legal
  bool open_moves_ = false;      // masks_open_, and one base cost for the scanned directions (plain())
  bool masks_open_ = false;      // legal = open in the scanned directions (moves_of)
  std::uint8_t scanned_ = 0xFF;  // the directions a scan looks at: 0x0F 4-connected
  bool unit_ = false;            // every traversable weight is 1 (moves cost their base cost)
  const std::array<std::uint8_t, 256>* legal_ = nullptr;  // MoveModel::legal_move_table()
};

}  // namespace gridnav::detail
