// Internal to D* Lite and LPA*: the g / rhs state, the queue and the steps they share.
// D* Lite is LPA* searching from the goal, so one core serves both; only the side rhs
// is computed from differs (RhsFrom):
//   LPA*     rhs(s) = min over predecessors p of g(p) + c(p, s); root = the start;
//            a cell's dependents (the cells whose rhs may use its g) are its successors.
//   D* Lite  rhs(s) = min over successors n of c(s, n) + g(n); root = the goal;
//            a cell's dependents are its predecessors.
// A move exists both ways or not at all (moves.hpp), so a cell's predecessors and its
// successors are the same neighbours: the cell's legal-move mask serves both sides. The
// cost of a move is base(direction) x weight of the cell it enters: for LPA* that is the
// weight of the cell whose rhs is computed, for D* Lite the weight of the other cell.
//
// Built for a low cost per expansion:
//   - one Node per padded cell {g, rhs, queue slot, legal-move mask, flags, parent}: an
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
//   - with whole-number costs the queue is buckets of k1 (key_buckets.hpp): a key is
//     held in 64 bits (KeyParts::narrow), and insert, change-key, removal and the top are
//     a few stores and count-trailing-zeros, with one data-dependent branch; the buckets
//     order k1 and "underconsistent first", what the proofs need, and within a bucket a
//     key not above the front's goes first (deep ties, mostly). Keys past the buckets'
//     cap move the queue to a 4-ary min-heap of the same 64-bit keys (the narrow heap),
//     and keys past 2^31 to one of 128-bit keys (the wide heap, also for fractional
//     costs). A heap entry holds its key and a cell knows its slot, so insert, change-key
//     (either way) and removal are O(log n) with no search. The forms move in place
//     (Form, fit_keys);
//   - a key [k1; k2] is two non-negative doubles compared as one unsigned 128-bit
//     integer made of their bit patterns (for non-negative IEEE doubles and +inf the
//     pattern orders as the value does), so a comparison has no branch on ties;
//   - restarting (LPA* after the agent moved) resets only the cells touched since the
//     last restart, never the whole map;
//   - a batch of changes costs a few checks per move whose cost changed (see apply).
// The queue counts its work as KeyHeap does (key_heap.hpp), for the seed's statistics.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <span>
#include <type_traits>
#include <vector>

#include "gridnav/dynamic/key_heap.hpp"
#include "gridnav/dynamic/navigator.hpp"
#include "key_buckets.hpp"

namespace gridnav::detail {

enum class RhsFrom : std::uint8_t { predecessors, successors };

/// A queue key [k1; k2]: k1 = min(g, rhs) + h (+ km) and k2 the order among equal k1,
/// compared lexicographically as one unsigned 128-bit integer. k1 is the bit pattern of a
/// non-negative double (for those and +inf the pattern orders as the value does). Among
/// equal k1, underconsistent cells (g < rhs) come first, by smaller g; then the others
/// (overconsistent, or consistent as the stop test's target), by larger rhs. So among
/// equal f the search goes deep (larger g first), as gridnav's A* does, and an
/// underconsistent cell still comes before any overconsistent one: that is what the
/// proofs need of ties (docs/dynamic.md, "Ties"), and what Likhachev and Koenig's own
/// D* Lite code does when it breaks ties toward larger g.
///   underconsistent: k2 = bits(g)             (sign bit clear)
///   otherwise:       k2 = ~bits(rhs)          (sign bit set; larger rhs, smaller k2)
struct PackedKey {
  std::uint64_t k1 = 0, k2 = 0;
  /// first = k1; under: g < rhs; m = min(g, rhs) (g when under, rhs otherwise).
  [[nodiscard]] static PackedKey of(Cost first, bool under, Cost m) noexcept {
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(m);
    return {std::bit_cast<std::uint64_t>(first), under ? bits : ~bits};
  }
  [[nodiscard]] Cost first() const noexcept { return std::bit_cast<Cost>(k1); }
  [[nodiscard]] bool underconsistent() const noexcept { return (k2 >> 63) == 0; }
  /// g of an underconsistent key, rhs of another.
  [[nodiscard]] Cost value() const noexcept { return std::bit_cast<Cost>(underconsistent() ? k2 : ~k2); }
  friend bool operator<(PackedKey a, PackedKey b) noexcept {
    return (uint128{a.k1} << 64 | a.k2) < (uint128{b.k1} << 64 | b.k2);
  }
  friend bool operator==(PackedKey, PackedKey) = default;
};

/// The key in 64 bits for whole-number costs: k1 in the high half; in the low half an
/// underconsistent g as it is (below 2^31), another rhs as 2^32 - 1 - rhs (at least 2^31).
/// For k1, g and rhs whole and below 2^31 this orders as PackedKey does, and wide_key()
/// gives the PackedKey back.
[[nodiscard]] inline std::uint64_t narrow_key(PackedKey k) noexcept {
  const auto m = std::uint64_t(std::int64_t(k.value()));
  const std::uint64_t tie = k.underconsistent() ? m : 0xFFFFFFFFu - m;
  return std::uint64_t(std::int64_t(k.first())) << 32 | tie;
}
[[nodiscard]] inline PackedKey wide_key(std::uint64_t k) noexcept {
  const std::uint64_t tie = k & 0xFFFFFFFFu;
  const bool under = tie < (std::uint64_t{1} << 31);
  return PackedKey::of(Cost(k >> 32), under, Cost(under ? tie : 0xFFFFFFFFu - tie));
}

/// A key before it is encoded: k1 (first), whether the cell is underconsistent, and
/// m = min(g, rhs). The planners' key_of gives this, so the narrow form is built from the
/// numbers directly (two conversions) rather than out of PackedKey's bit patterns, which
/// took more instructions per key on the hot path.
struct KeyParts {
  Cost first;
  bool under;
  Cost m;
  [[nodiscard]] PackedKey packed() const noexcept { return PackedKey::of(first, under, m); }
  /// narrow_key(packed()) for whole numbers below 2^31 (m >= 0, so the sign bit of
  /// packed()'s tie half is set exactly when `under` is false).
  [[nodiscard]] std::uint64_t narrow() const noexcept {
    const auto v = std::uint64_t(std::int64_t(m));
    // 2^32 - 1 - v is v with its low 32 bits flipped; a mask, not ?:, which GCC made a
    // jump (over- and underconsistent cells come at random, so it would mispredict).
    const std::uint64_t flip = (std::uint64_t(under) - 1) & 0xFFFFFFFFu;
    return std::uint64_t(std::int64_t(first)) << 32 | (v ^ flip);
  }
};

/// `a` is not above `b` up to rounding: k1 and the tie value compared with a relative
/// tolerance of 1e-9, in PackedKey's order. With octile costs, mathematically equal keys
/// summed in a different order can differ in the last bits, and stopping on such a tie
/// would leave a cell of the shortest path unprocessed.
[[nodiscard]] inline bool key_not_above_tolerant(PackedKey a, PackedKey b) noexcept {
  const auto tol = [](Cost x) { return 1e-9 * (1 + (x < 0 ? -x : x)); };
  const Cost af = a.first(), bf = b.first();
  if (af < bf - tol(bf)) return true;
  if (af > bf + tol(bf)) return false;
  if (a.underconsistent() != b.underconsistent()) return a.underconsistent();
  const Cost av = a.value(), bv = b.value();
  return a.underconsistent() ? av <= bv + tol(bv) : av >= bv - tol(bv);
}

/// The planners' stop test: `a` is not above `b`. With whole-number costs (exact) keys
/// are exact sums and compare as they are; otherwise up to rounding.
[[nodiscard]] inline bool not_above(PackedKey a, PackedKey b, bool exact) noexcept {
  return !(b < a) || (!exact && key_not_above_tolerant(a, b));
}

/// The bucket form's tag (KeyBuckets): its keys are the narrow ones.
struct BucketKey {};
/// The key a queue form holds: PackedKey (wide heap), std::uint64_t (narrow heap and
/// buckets).
template <class K>
using HeldKey = std::conditional_t<std::is_same_v<K, BucketKey>, std::uint64_t, K>;
template <class K>
inline constexpr bool kNarrowForm = !std::is_same_v<K, PackedKey>;

/// Counted: the queue's work is counted as the Moori seed logs it (counters()); without
/// it the counting is compiled out and counters() stays zero.
template <RhsFrom From, bool Counted = true>
class RhsCore {
 public:
  static constexpr Cost kInf = std::numeric_limits<Cost>::infinity();
  static constexpr bool kForward = From == RhsFrom::predecessors;

  /// Sizes the state for `grid` and `moves` (which must live as long as this core)
  /// and forgets everything. O(cells).
  void reset(const Grid& grid, const MoveModel& moves) {
    grid_ = &grid;
    moves_ = &moves;
    weight_ = grid.padded_weights().data();
    open_ = grid.padded_neighbour_masks().data();
    nodes_.assign(grid.padded_size(), Node{});
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
    clear_heap();
    form_ = Form::wide;  // until fit_keys()
    whole_ = false;
    extra_ = 0;
    // A g or rhs is a path's cost: below one move of the dearest kind per cell.
    key_bound_ =
        Cost(nodes_.size()) * Cost(kMaxWeight) * std::max(moves.base_cost(Direction(0)), moves.base_cost(Direction(4)));
    seen_.clear();
    held_.clear();
    path_touched_ = true;
  }

  /// Forgets g and rhs of every cell touched since the last restart (not the whole map)
  /// and starts over from `root` (rhs 0), queued with key_of(root, inf, 0). With the queue
  /// empty, the key form is picked again as the last fit_keys() would (so a queue that
  /// outgrew the buckets goes back to them).
  template <class KeyOf>
  void restart(PaddedId root, KeyOf&& key_of) {
    for (const std::uint32_t i : seen_) {
      Node& v = nodes_[i];
      v.g = v.rhs = kInf;
      v.slot = kNotQueued;
      v.flags = 0;
    }
    seen_.clear();
    hold_path({});
    path_touched_ = true;
    clear_heap();
    fit_keys(whole_, extra_);
    root_ = raw(root);
    nodes_[root_].rhs = 0;
    with_form([&](auto tag) {
      using K = typename decltype(tag)::type;
      push<K>(root_, encode<K>(key_of(root_, kInf, Cost(0))));
    });
  }

  // ---- state ----
  [[nodiscard]] Cost g(PaddedId v) const noexcept { return nodes_[raw(v)].g; }
  [[nodiscard]] Cost rhs(PaddedId v) const noexcept { return nodes_[raw(v)].rhs; }
  [[nodiscard]] bool consistent(PaddedId v) const noexcept { return nodes_[raw(v)].g == nodes_[raw(v)].rhs; }

  // ---- queue ----
  // top() and top_key() need a queue that is not empty(). (search() reads the top itself.)
  [[nodiscard]] bool empty() const noexcept {
    return with_form([this](auto tag) { return queue_size<typename decltype(tag)::type>() == 0; });
  }
  [[nodiscard]] PaddedId top() const noexcept {
    return with_form([this](auto tag) { return PaddedId{top_id<typename decltype(tag)::type>()}; });
  }
  [[nodiscard]] PackedKey top_key() const noexcept {
    return with_form([this](auto tag) {
      using K = typename decltype(tag)::type;
      return decode(held_key<K>(top_id<K>()));
    });
  }
  [[nodiscard]] bool queued(PaddedId v) const noexcept { return nodes_[raw(v)].slot != kNotQueued; }
  [[nodiscard]] PackedKey queued_key(PaddedId v) const noexcept {
    const std::uint32_t at = nodes_[raw(v)].slot;
    if (form_ == Form::buckets) return decode(buckets_.key(raw(v)));
    return form_ == Form::narrow ? decode(narrow_heap_.heap[at].key) : wide_.heap[at].key;
  }
  /// Whole-number costs let keys take the narrow form while every key stays below 2^31:
  /// g and rhs stay below key_bound_ (reset), and `extra` bounds what the planner adds
  /// to them (h, and D* Lite's km). Called after reset() (before restart()), and by
  /// D* Lite whenever km grows: the narrow form is taken only with the queue empty and
  /// given up as soon as the bound fails, the queue then moved to the wide heap in place
  /// (widen()). Narrow keys go into buckets (KeyBuckets) unless use_buckets(false); the
  /// buckets start with room for k1 up to twice `extra` and grow with the keys, and past
  /// their cap the queue moves to the narrow heap (to_narrow_heap()).
  void fit_keys(bool whole, Cost extra) {
    whole_ = whole;
    extra_ = extra;
    const bool fits = whole && key_bound_ + extra < Cost(std::uint64_t{1} << 31);
    if (form_ != Form::wide && !fits) {
      widen();
    } else if (fits && empty()) {
      // The buckets' arrays are sized for this map only when the buckets are taken.
      const auto room = std::uint64_t(2 * extra) + KeyBuckets::kMinFirstLimit;
      bool buckets = buckets_allowed_ && room < KeyBuckets::kMaxFirstLimit;
      if (buckets && buckets_.ids() != nodes_.size())
        buckets_.reset(nodes_.size(), room);
      else if (buckets && room >= buckets_.first_limit())
        buckets = buckets_.grow(room);
      form_ = buckets ? Form::buckets : Form::narrow;
    }
  }
  /// Narrow keys in buckets (the default) or in the 4-ary heap: taken at the next
  /// fit_keys() that finds the queue empty. The heap orders equal k1 by the tie value
  /// too; tests compare the two forms, and the heap's order with the wide one's.
  void use_buckets(bool on) noexcept { buckets_allowed_ = on; }
  /// Which queue holds the keys (for tests).
  enum class Form : std::uint8_t { wide, narrow, buckets };
  [[nodiscard]] Form form() const noexcept { return form_; }
  /// Keys depend on something besides g and rhs that the planner may change (D* Lite's
  /// km and agent position): after new_epoch(), entries keyed before are not current.
  void new_epoch() noexcept { ++epoch_; }
  [[nodiscard]] const HeapCounters& counters() const noexcept { return counters_; }
  void clear_counters() noexcept { counters_ = {}; }

  /// min over the sources n of v of c + g(n) (infinite without any), for invariant checks.
  [[nodiscard]] Cost best_rhs(PaddedId v) const noexcept { return best_rhs(raw(v)); }
  /// The source v's rhs came through (c + g of it = rhs(v), so it attains the minimum:
  /// the next cell of a shortest path once v is consistent); kNoCell for the root and
  /// for a cell with an infinite rhs. Kept with every rhs the core sets.
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
    for (const std::uint32_t i : held_) nodes_[i].flags &= std::uint8_t(~kOnPath);
    held_.clear();
    for (const PaddedId v : cells) {
      nodes_[raw(v)].flags |= kOnPath;
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
    for (const std::uint32_t i : held_) nodes_[i].flags &= std::uint8_t(~kOnPath);
    held_.clear();
    points.clear();
    path_touched_ = false;
    std::uint32_t at = raw(from);
    Point p = grid_->unpad(from);
    const std::size_t cap = nodes_.size();
    for (;;) {
      nodes_[at].flags |= kOnPath;
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

  /// Expands the top u: an overconsistent u takes its rhs as g and lowers its
  /// dependents' rhs; an underconsistent u is reset to g = infinity and it and the
  /// dependents whose rhs came through it (u is their parent) get their rhs recomputed.
  /// The root's rhs (0) is never recomputed. key_of(cell, g, rhs) gives a cell's key.
  template <class KeyOf>
  void expand_top(KeyOf&& key_of) {
    with_form([&](auto tag) {
      using K = typename decltype(tag)::type;
      if (unit_)
        expand_top_dirs<true, K>(key_of);
      else
        expand_top_dirs<false, K>(key_of);
    });
  }

  /// What search() did: steps taken (expansions and re-keyings), expansions, and
  /// whether it stopped at the cap.
  struct SearchSteps {
    std::uint64_t steps = 0, expanded = 0;
    bool capped = false;
    bool moved = false;  // search_as only: the queue left the buckets mid-search
  };
  /// The planners' search loop (ComputeShortestPath): while the queue is not empty and
  /// its top is not above the target's key, or the target is inconsistent, the top is
  /// expanded; a top keyed before the last new_epoch() whose fresh key is above it is
  /// re-queued with that key instead (D* Lite's lazy re-keying; LPA* never starts a new
  /// epoch). The target's key is key_of(target, g, rhs): its h is 0. exact as in
  /// not_above(). At most `cap` steps. The key form and the weight mode are picked once
  /// per search rather than once per step, and again if the queue leaves the buckets
  /// in mid-search (a key past their cap).
  template <class KeyOf>
  SearchSteps search(PaddedId target, std::uint64_t cap, bool exact, KeyOf&& key_of) {
    SearchSteps total;
    for (;;) {
      const SearchSteps part = with_form([&](auto tag) {
        using K = typename decltype(tag)::type;
        if (unit_) return search_dirs<true, K>(raw(target), cap - total.steps, exact, key_of);
        return search_dirs<false, K>(raw(target), cap - total.steps, exact, key_of);
      });
      total.steps += part.steps;
      total.expanded += part.expanded;
      total.capped = part.capped;
      if (!part.moved) return total;
    }
  }

 private:
  template <bool Unit, class K, class KeyOf>
  SearchSteps search_dirs(std::uint32_t target, std::uint64_t cap, bool exact, KeyOf&& key_of) {
    if constexpr (Unit && kNarrowForm<K>) {
      if (plain()) {
        if (four_) return search_as<Unit, K, 4, true>(target, cap, exact, key_of);
        return search_as<Unit, K, 8, true>(target, cap, exact, key_of);
      }
    }
    return search_as<Unit, K, 8, false>(target, cap, exact, key_of);
  }
  template <bool Unit, class K, unsigned Dirs, bool Plain, class KeyOf>
  SearchSteps search_as(std::uint32_t target, std::uint64_t cap, bool exact, KeyOf&& key_of) {
    SearchSteps out;
    const Node& t = nodes_[target];
    // Narrow keys: the target's key as the bound of the top's, computed again only when
    // the target's g or rhs changed (seldom: it is one cell of the search).
    Cost seen_g = -1, seen_rhs = -1;
    std::uint64_t bound = 0;
    while (queue_size<K>() != 0) {
      const std::uint32_t top = top_id<K>();
      const HeldKey<K> top_key = held_key<K>(top);
      bool go;
      if constexpr (kNarrowForm<K>) {
        if (!(t.g == seen_g) || !(t.rhs == seen_rhs)) {
          seen_g = t.g;
          seen_rhs = t.rhs;
          const KeyParts tk = key_of(target, t.g, t.rhs);
          bound = tk.first < kInf ? tk.narrow() : ~std::uint64_t{0};  // an infinite k1 is above every key
        }
        go = top_key <= bound;
      } else {
        go = not_above(top_key, key_of(target, t.g, t.rhs).packed(), exact);
      }
      if (!go && t.g == t.rhs) break;
      if (out.steps == cap) {
        out.capped = true;
        break;
      }
      ++out.steps;
      if (held_epoch<K>(top) != epoch_) {
        const HeldKey<K> fresh = encode<K>(key_of(top, nodes_[top].g, nodes_[top].rhs));
        if (top_key < fresh) {
          change_key<K>(top, fresh);
          if (moved_from<K>()) return out.moved = true, out;
          continue;
        }
      }
      ++out.expanded;
      expand_top_as<Unit, K, Dirs, Plain>(top, key_of);
      if (moved_from<K>()) return out.moved = true, out;
    }
    return out;
  }

  /// The plain copies (4 or 8 directions) only for unit weights and narrow keys (the
  /// unit-cost settings they are for): more copies made GCC inline less of the heap code
  /// into the others.
  template <bool Unit, class K, class KeyOf>
  void expand_top_dirs(KeyOf&& key_of) {
    if constexpr (Unit && kNarrowForm<K>) {
      if (plain()) {
        if (four_)
          expand_top_as<Unit, K, 4, true>(top_id<K>(), key_of);
        else
          expand_top_as<Unit, K, 8, true>(top_id<K>(), key_of);
        return;
      }
    }
    expand_top_as<Unit, K, 8, false>(top_id<K>(), key_of);
  }

  /// expand_top; Unit: every traversable weight is 1, so a move costs its base cost;
  /// Dirs: 4 on 4-connected grids (no diagonal is ever legal there), else 8; Plain: the
  /// rhs scan of plain() (recompute_as).
  template <bool Unit, class K, unsigned Dirs, bool Plain, class KeyOf>
  void expand_top_as(const std::uint32_t u, KeyOf&& key_of) {
    Node& nu = nodes_[u];
    path_touched_ |= (nu.flags & kOnPath) != 0;
    const Cost wu = Cost(weight_[u]);
    if (nu.g > nu.rhs) {
      nu.g = nu.rhs;
      open_top<K>(u);
      const Cost gu = nu.g;
      const auto candidate = [&](unsigned d, std::uint32_t n) {
        return (Unit ? base_[d] : base_[d] * (kForward ? Cost(weight_[n]) : wu)) + gu;
      };
      // First the mask of the neighbours whose rhs u lowers, all Dirs directions compared
      // without a branch (u is a real cell, so every neighbour is in the padded grid; the
      // legal-move mask then drops the illegal ones); the loop below runs only over those.
      // Every move costs at least 1, so no candidate beats the root's rhs of 0.
      unsigned lower = 0;
      for (unsigned d = 0; d < Dirs; ++d) {
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        lower |= unsigned(candidate(d, n) < nodes_[n].rhs) << d;
      }
      for (unsigned m = lower & moves_as<Plain, Dirs>(u); m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        set_rhs(nodes_[n], candidate(d, n), opposite_index(d));
        queue_update<K>(n, key_of);
      }
      close_top<K>();
    } else {
      nu.g = kInf;
      // Only a dependent whose rhs came through u (its parent) changes: another source
      // that gave the same rhs still gives it. Their mask first, without a branch, as above.
      unsigned through = 0;
      for (unsigned d = 0; d < Dirs; ++d) {
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        through |= unsigned(comes_through_real(n, d)) << d;
      }
      for (unsigned m = through & moves_as<Plain, Dirs>(u); m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        const std::uint32_t n = u + std::uint32_t(offset_[d]);
        recompute_as<Unit, Dirs, Plain>(n);
        queue_update<K>(n, key_of);
      }
      if (u != root_) recompute_as<Unit, Dirs, Plain>(u);
      queue_update<K>(u, key_of);
    }
  }

 public:
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
    note_weights(changes);  // before any rhs is recomputed with the new weights
    batch_.clear();
    for (const AppliedChange& c : changes) {  // the first `before` of a cell is its old weight
      const std::uint32_t i = raw(grid_->pad(c.cell));
      if (nodes_[i].flags & kChanged) continue;
      nodes_[i].flags |= kChanged;
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
      if (flipped && !masks_open_) refresh_masks(c);
      // A blocked cell's g is infinite before any rhs is recomputed (step 4 makes it
      // consistent), as the plain rhs scan needs (plain()).
      if (weight_[c] == kBlocked && c != root_) nodes_[c].g = kInf;
    }
    for (const std::uint32_t c : batch_) {  // 3: moves new or cheaper
      const Weight before = nodes_[c].old_weight, after = weight_[c];
      if (after == kBlocked) continue;
      if (before == kBlocked) {
        moves_fed_by(c, moves_of(c), gained);
        cornered_by(c, gained);
      } else if (!kForward && after < before) {
        moves_fed_by(c, moves_of(c), gained);
      }
    }
    for (const std::uint32_t i : touched_) {  // 4
      Node& v = nodes_[i];
      // A blocked cell has no moves, so no rhs can use its g: it is made consistent now
      // (g = rhs = infinity) rather than queued to be expanded as underconsistent, an
      // expansion that would change nothing else.
      if (weight_[i] == kBlocked && i != root_) {
        set_rhs(v, kInf, 0);
        v.g = kInf;
      } else if (v.flags & kRecompute) {
        recompute(i);
      }
      v.flags &= std::uint8_t(~(kRecompute | kTouched));
      queue_update(i, key_of);
    }
    touched_.clear();
    for (const std::uint32_t c : batch_) nodes_[c].flags &= std::uint8_t(~kChanged);
  }

  /// Only refreshes the cached legal-move masks after changes (for a state that will be
  /// rebuilt by restart() anyway).
  void track(std::span<const AppliedChange> changes) noexcept {
    if (!masks_open_)
      for (const AppliedChange& c : changes)
        if ((c.before == kBlocked) != (c.after == kBlocked)) refresh_masks(raw(grid_->pad(c.cell)));
    note_weights(changes);
  }

  /// True when the queue in use is well formed: for a heap, every parent's key is <= its
  /// children's and every slot index agrees; for the buckets, links, keys and bitmaps
  /// agree and every queued cell's slot names its bucket.
  [[nodiscard]] bool heap_valid() const noexcept {
    return with_form([this](auto tag) { return heap_valid_as<typename decltype(tag)::type>(); });
  }
  /// True when every legal-move mask the core uses matches the map (with masks_open_ the
  /// masks are the grid's own, so this holds by construction).
  [[nodiscard]] bool masks_valid() const noexcept {
    for (std::uint32_t i = 0; i < nodes_.size(); ++i)
      if (moves_of(i) != legal_moves(i)) return false;
    return true;
  }

 private:
  static constexpr std::uint32_t kNotQueued = std::numeric_limits<std::uint32_t>::max();
  static constexpr std::size_t kArity = 4;
  enum Flag : std::uint8_t { kSeen = 1, kChanged = 2, kRecompute = 4, kTouched = 8, kOnPath = 128 };
  static constexpr unsigned kParentShift = 4;  // flags bits 4..6: the parent's direction

  struct Node {
    Cost g = kInf;
    Cost rhs = kInf;
    std::uint32_t slot = kNotQueued;  // in a heap its position, in the buckets its bucket
    std::uint8_t moves = 0;           // legal-move mask (moves.hpp), 0 for a blocked cell; see moves_of()
    std::uint8_t flags = 0;           // Flag bits, and the parent's direction
    Weight old_weight = 0;            // during apply(): the weight before the batch
  };
  /// A 4-ary heap whose entries hold their key: PackedKey (wide), or for whole-number
  /// costs the same key in 64 bits (narrow, encode()): half the compare, 16-byte entries
  /// so four children share a cache line. Both orders are the same, so the heap makes the
  /// same moves either way and the expansions do not change.
  template <class K>
  struct Tag {
    using type = K;
  };
  template <class K>
  [[nodiscard]] static constexpr K max_key() noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return PackedKey{~std::uint64_t{0}, ~std::uint64_t{0}};
    else
      return ~std::uint64_t{0};
  }
  template <class K>
  struct Queue {
    struct Entry {
      K key;
      std::uint32_t id;
      std::uint32_t epoch;  // epoch_ when the key was computed
    };
    /// Fills the slots past the end: above every real key (a queued cell has a finite key).
    static constexpr Entry kSentinel{max_key<K>(), 0, 0};
    std::vector<Entry> heap;  // size entries, then at least kArity - 1 sentinels
    std::size_t size = 0;
    bool hole = false;  // heap[0] is open_top()'s hole, keyed K{} = 0: below every real
                        // key (k1 = 0 and an underconsistent g of 0 would need g < rhs = 0)
    void clear() {
      heap.assign(kArity - 1, kSentinel);
      size = 0;
      hole = false;
    }
  };
  template <class K>
  [[nodiscard]] Queue<K>& queue() noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return wide_;
    else
      return narrow_heap_;
  }
  template <class K>
  [[nodiscard]] const Queue<K>& queue() const noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return wide_;
    else
      return narrow_heap_;
  }
  /// f(Tag<K>{}) with K the queue form in use: PackedKey (wide heap), std::uint64_t
  /// (narrow heap) or BucketKey (buckets).
  template <class F>
  decltype(auto) with_form(F&& f) const {
    if (form_ == Form::buckets) return f(Tag<BucketKey>{});
    if (form_ == Form::narrow) return f(Tag<std::uint64_t>{});
    return f(Tag<PackedKey>{});
  }
  template <class K>
  [[nodiscard]] std::size_t queue_size() const noexcept {
    if constexpr (std::is_same_v<K, BucketKey>)
      return buckets_.size();
    else
      return queue<K>().size;
  }
  // Forced inline, as the queue operations below: GCC kept these out of the loops.
  template <class K>
  [[nodiscard, gnu::always_inline]] std::uint32_t top_id() const noexcept {
    if constexpr (std::is_same_v<K, BucketKey>)
      return buckets_.top();
    else
      return queue<K>().heap.front().id;
  }
  /// The key and epoch the queue holds for `top`, its top (top_id<K>()).
  template <class K>
  [[nodiscard, gnu::always_inline]] HeldKey<K> held_key(std::uint32_t top) const noexcept {
    if constexpr (std::is_same_v<K, BucketKey>)
      return buckets_.key(top);
    else
      return queue<K>().heap.front().key;
  }
  template <class K>
  [[nodiscard, gnu::always_inline]] std::uint32_t held_epoch(std::uint32_t top) const noexcept {
    if constexpr (std::is_same_v<K, BucketKey>)
      return buckets_.epoch(top);
    else
      return queue<K>().heap.front().epoch;
  }
  /// The queue was in form K and has left it (the buckets, for a key past their cap).
  template <class K>
  [[nodiscard]] bool moved_from() const noexcept {
    if constexpr (std::is_same_v<K, BucketKey>)
      return form_ != Form::buckets;
    else
      return false;
  }
  template <class K>
  [[nodiscard]] static HeldKey<K> encode(PackedKey k) noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return k;
    else
      return narrow_key(k);
  }
  template <class K>
  [[nodiscard]] static HeldKey<K> encode(KeyParts k) noexcept {
    if constexpr (std::is_same_v<K, PackedKey>)
      return k.packed();
    else
      return k.narrow();
  }
  [[nodiscard]] static PackedKey decode(PackedKey k) noexcept { return k; }
  [[nodiscard]] static PackedKey decode(std::uint64_t k) noexcept { return wide_key(k); }

  /// The legal-move mask of cell i. Cached in Node::moves and refreshed around changed
  /// cells, unless legal is simply open (masks_open_: no corner rule, every scanned
  /// direction allowed): then it is read off the grid's open-neighbour masks, which the
  /// grid keeps current, and apply() refreshes nothing (about a twentieth of a D* Lite
  /// replan at 40x40 went into those refreshes).
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
    return unsigned(nodes_[i].flags >> kParentShift) & 7u;
  }
  /// True when n's (finite) rhs came through the neighbour n was reached from in
  /// direction d, i.e. n's parent lies in direction opposite(d).
  /// comes_through and n is not the root, in one comparison for both ends of rhs: the
  /// root's rhs is 0 and any other finite rhs is at least one move's cost; for
  /// non-negative doubles the bit pattern orders as the value, so 0 < rhs < inf is
  /// bits - 1 < bits(inf) - 1 as unsigned.
  [[nodiscard]] bool comes_through_real(std::uint32_t n, unsigned d) const noexcept {
    constexpr std::uint64_t kInfBits = std::bit_cast<std::uint64_t>(kInf);
    return (std::bit_cast<std::uint64_t>(nodes_[n].rhs) - 1 < kInfBits - 1) &
           (parent_direction(n) == opposite_index(d));
  }
  [[nodiscard]] bool comes_through(std::uint32_t n, unsigned d) const noexcept {
    return (nodes_[n].rhs < kInf) & (parent_direction(n) == opposite_index(d));  // one branch, in the caller
  }
  /// rhs(v) = c + g of the source in direction `to` from v (its parent).
  void set_rhs(Node& v, Cost rhs, unsigned to) noexcept {
    path_touched_ |= (v.flags & kOnPath) != 0;  // no branch: the flag is rarely set, at random
    v.rhs = rhs;
    v.flags = std::uint8_t((v.flags & ~(7u << kParentShift)) | to << kParentShift);
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
  void recompute(std::uint32_t i) noexcept {
    if (form_ != Form::wide && unit_ && plain()) {
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
  /// count, and that branch and the comparisons mispredicted often. i is a real cell, so
  /// its eight neighbours are in the padded grid. On 4-connected grids the diagonals
  /// (directions 4..7) are never legal, so only the first four are scanned: the same
  /// minimum and the same first direction attaining it, in half the work. Plain (only
  /// when plain() holds): the least g of the neighbours plus the base cost, without the
  /// mask and without a cost per direction.
  // Forced inline: with the 4- and 8-direction copies GCC kept it out of line.
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
    Cost best = candidate(0);  // not compared with infinity: GCC made that a jump
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

  // ---- changes ----
  /// A link: the move between a source s and the owner o whose rhs it feeds, d the
  /// direction from s to o (LPA*: the move s -> o; D* Lite: o -> s, whose base cost is
  /// the same). Its cost is base x the weight of the cell entered: o for LPA*, s for D* Lite.
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
      if (!(moves_of(a) >> d & 1u)) continue;
      f(b, a, d);
      f(a, b, opposite_index(d));
    }
  }
  void touch(std::uint32_t i) {
    if (nodes_[i].flags & kTouched) return;
    nodes_[i].flags |= kTouched;
    touched_.push_back(i);
  }
  void mark(std::uint32_t i) {
    nodes_[i].flags |= kRecompute;
    touch(i);
  }
  /// The link s -> o (direction d) is gone or dearer: o recomputes its rhs if the rhs
  /// came through it (s is its parent).
  void lose(std::uint32_t o, std::uint32_t, unsigned d) {
    if (o == root_ || (nodes_[o].flags & kRecompute)) return;
    if (comes_through(o, d)) mark(o);
  }
  /// The link s -> o (direction d) is new or cheaper: o takes the candidate if lower.
  void gain(std::uint32_t o, std::uint32_t s, unsigned d) {
    Node& owner = nodes_[o];
    if (o == root_ || (owner.flags & kRecompute)) return;
    const Cost candidate = base_[d] * Cost(weight_[kForward ? o : s]) + nodes_[s].g;
    if (candidate < owner.rhs) {
      set_rhs(owner, candidate, opposite_index(d));
      touch(o);
    }
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

  // ---- queue ----
  /// Keeps the queue holding exactly the inconsistent cells, with their current keys.
  template <class K, class KeyOf>
  [[gnu::always_inline]] void queue_update(std::uint32_t i, KeyOf&& key_of) {
    const Node& v = nodes_[i];
    if (!(v.g == v.rhs)) {
      const HeldKey<K> key = encode<K>(key_of(i, v.g, v.rhs));
      if (v.slot != kNotQueued)
        change_key<K>(i, key);
      else
        push<K>(i, key);
    } else if (v.slot != kNotQueued) {
      erase<K>(i);
    }
  }
  template <class KeyOf>
  void queue_update(std::uint32_t i, KeyOf&& key_of) {
    with_form([&](auto tag) { queue_update<typename decltype(tag)::type>(i, key_of); });
  }
  /// The buckets take `key` (growing if need be), or the queue has moved to the narrow
  /// heap (to_narrow_heap) and the caller goes on there. Rarely false: only for a k1 past
  /// KeyBuckets::kMaxFirstLimit.
  [[nodiscard, gnu::always_inline]] bool buckets_take(std::uint64_t key) {
    return buckets_.holds(key) || buckets_make_room(key);
  }
  [[gnu::noinline]] bool buckets_make_room(std::uint64_t key) {
    if (buckets_.grow(key >> 32)) return true;
    to_narrow_heap();
    return false;
  }
  // Forced inline: GCC kept it out of the expansion loop, which calls it most.
  template <class K>
  [[gnu::always_inline]] void push(std::uint32_t i, HeldKey<K> key) {
    Node& v = nodes_[i];
    if (!(v.flags & kSeen)) {
      v.flags |= kSeen;
      seen_.push_back(i);
    }
    if constexpr (std::is_same_v<K, BucketKey>) {
      if (form_ != Form::buckets || !buckets_take(key)) return push<std::uint64_t>(i, key);
      v.slot = buckets_.push(i, key, epoch_);
      if constexpr (Counted) ++counters_.inserts;
      count_op<K>();
      return;
    } else {
      Queue<K>& q = queue<K>();
      if (q.hole) {  // the root is free (open_top): the entry goes there and sifts down
        q.hole = false;
        q.heap.front() = {key, i, epoch_};
        if constexpr (Counted) ++counters_.inserts;
        sift_down<K>(0);
        count_op<K>();
        return;
      }
      if (q.heap.size() < q.size + kArity) q.heap.push_back(Queue<K>::kSentinel);
      q.heap[q.size] = {key, i, epoch_};
      ++q.size;
      if constexpr (Counted) ++counters_.inserts;
      sift_up<K>(q.size - 1);
      count_op<K>();
    }
  }
  template <class K>
  [[gnu::always_inline]] void change_key(std::uint32_t i, HeldKey<K> key) noexcept {
    if constexpr (std::is_same_v<K, BucketKey>) {
      if (form_ != Form::buckets || !buckets_take(key)) return change_key<std::uint64_t>(i, key);
      if constexpr (Counted) ++counters_.updates;
      count_op<K>();
      buckets_.change(i, key, epoch_);
      nodes_[i].slot = KeyBuckets::bucket_of(key);
    } else {
      Queue<K>& q = queue<K>();
      const std::size_t at = nodes_[i].slot;
      const K old = q.heap[at].key;
      q.heap[at].epoch = epoch_;
      if constexpr (Counted) ++counters_.updates;  // counted as KeyHeap counts it, even when the key stays
      count_op<K>();
      if (key == old) return;
      q.heap[at].key = key;
      if (key < old)
        sift_up<K>(at);
      else
        sift_down<K>(at);
    }
  }
  template <class K>
  [[gnu::always_inline]] void erase(std::uint32_t i) noexcept {
    if constexpr (std::is_same_v<K, BucketKey>) {
      if (form_ != Form::buckets) return erase<std::uint64_t>(i);
      count_op<K>();
      if constexpr (Counted) ++counters_.removes;
      nodes_[i].slot = kNotQueued;
      buckets_.erase(i);
    } else {
      Queue<K>& q = queue<K>();
      const std::size_t at = nodes_[i].slot;
      count_op<K>();
      if constexpr (Counted) ++counters_.removes;
      nodes_[i].slot = kNotQueued;
      const auto last = q.heap[--q.size];
      q.heap[q.size] = Queue<K>::kSentinel;
      if (at == q.size) return;
      const K old = q.heap[at].key;
      q.heap[at] = last;
      nodes_[last.id].slot = std::uint32_t(at);
      if (last.key < old)
        sift_up<K>(at);
      else
        sift_down<K>(at);
    }
  }
  /// Takes the top out of the queue. A heap leaves its slot, the root, as a hole keyed
  /// below every real key (nothing sifts past it) for the next push, which then sifts
  /// down from the root instead: an expansion's first pushed neighbour usually has the
  /// least key (ties go deep), so that saves the pop's sift-down and the push's sift-up
  /// to the root. close_top() fills a hole no push took, as a pop would. The buckets
  /// simply unfile the top (a push costs the same anywhere).
  template <class K>
  [[gnu::always_inline]] void open_top(std::uint32_t top) noexcept {
    if constexpr (std::is_same_v<K, BucketKey>) {
      nodes_[top].slot = kNotQueued;
      buckets_.erase(top);
      if constexpr (Counted) ++counters_.removes;
      count_op<K>();  // after, as for a heap's hole
    } else {
      Queue<K>& q = queue<K>();
      nodes_[top].slot = kNotQueued;
      q.heap.front().key = K{};  // zero in both forms: below every real key (see Queue)
      q.hole = true;
      if constexpr (Counted) ++counters_.removes;
      count_op<K>();
    }
  }
  template <class K>
  void close_top() noexcept {
    if constexpr (std::is_same_v<K, BucketKey>) {
      return;  // no hole; a move to the narrow heap mid-expansion leaves none either
    } else {
      Queue<K>& q = queue<K>();
      if (!q.hole) return;
      q.hole = false;
      const auto last = q.heap[--q.size];
      q.heap[q.size] = Queue<K>::kSentinel;
      if (q.size == 0) return;
      q.heap.front() = last;
      sift_down<K>(0);
    }
  }
  /// The least of the four children starting at `first`, without branches (sentinels past
  /// the end stand in for missing children).
  template <class K>
  [[nodiscard]] std::size_t least_child(std::size_t first) const noexcept {
    // Masks rather than ?: so that GCC emits no jump (it did, and they mispredict).
    const auto* c = &queue<K>().heap[first];
    const std::size_t low = std::size_t(c[1].key < c[0].key), high = 2 + std::size_t(c[3].key < c[2].key);
    const std::size_t pick = 0 - std::size_t(c[high].key < c[low].key);
    return first + (low ^ ((low ^ high) & pick));
  }
  /// Empties both heaps, keeping their capacity, with the sentinels after the end.
  void clear_heap() {
    wide_.clear();
    narrow_heap_.clear();
    buckets_.clear();
  }
  template <class K>
  void place(std::size_t at, const typename Queue<K>::Entry& e) noexcept {
    queue<K>().heap[at] = e;
    nodes_[e.id].slot = std::uint32_t(at);
  }
  template <class K>
  void sift_up(std::size_t at) noexcept {
    Queue<K>& q = queue<K>();
    const auto moving = q.heap[at];
    while (at > 0) {
      const std::size_t parent = (at - 1) / kArity;
      if (!(moving.key < q.heap[parent].key)) break;
      place<K>(at, q.heap[parent]);
      at = parent;
    }
    place<K>(at, moving);
  }
  template <class K>
  void sift_down(std::size_t at) noexcept {
    Queue<K>& q = queue<K>();
    const auto moving = q.heap[at];
    for (;;) {
      const std::size_t first = kArity * at + 1;
      if (first >= q.size) break;
      std::size_t best;
      if constexpr (std::is_same_v<K, std::uint64_t>) {
        // The four keys are loaded once and the least picked with masks: no second,
        // dependent load of the two candidates' keys as least_child() makes.
        const auto* c = &q.heap[first];
        const std::uint64_t k0 = c[0].key, k1 = c[1].key, k2 = c[2].key, k3 = c[3].key;
        const std::uint64_t a = 0 - std::uint64_t(k1 < k0), b = 0 - std::uint64_t(k3 < k2);
        const std::uint64_t low = k0 ^ ((k0 ^ k1) & a), high = k2 ^ ((k2 ^ k3) & b);
        const std::uint64_t p = 0 - std::uint64_t(high < low);
        const std::uint64_t low_at = a & 1u, high_at = 2 + (b & 1u);
        best = first + std::size_t(low_at ^ ((low_at ^ high_at) & p));
        if (!((low ^ ((low ^ high) & p)) < moving.key)) break;
      } else {
        best = least_child<K>(first);
        if (!(q.heap[best].key < moving.key)) break;
      }
      place<K>(at, q.heap[best]);
      at = best;
    }
    place<K>(at, moving);
  }
  /// The seed's per-operation statistics (size and binary-heap height of the size).
  template <class K>
  void count_op() noexcept {
    if constexpr (Counted) {
      std::size_t n;
      if constexpr (std::is_same_v<K, BucketKey>) {
        n = buckets_.size();
      } else {
        const Queue<K>& q = queue<K>();
        n = q.size - std::size_t(q.hole);
      }
      counters_.size_sum += n;
      counters_.height_sum += std::uint64_t(std::bit_width(n));
      if (n > counters_.max_size) counters_.max_size = n;
    }
  }
  template <class K>
  [[nodiscard]] bool heap_valid_as() const noexcept {
    if constexpr (std::is_same_v<K, BucketKey>) {
      if (!buckets_.valid()) return false;
      bool linked_are_queued = true;  // with the counts below: the linked cells are the queued ones
      buckets_.for_each(
          [&](std::uint32_t i) { linked_are_queued = linked_are_queued && nodes_[i].slot != kNotQueued; });
      if (!linked_are_queued) return false;
      std::size_t queued = 0;
      for (std::uint32_t i = 0; i < nodes_.size(); ++i) {
        if (nodes_[i].slot == kNotQueued) continue;
        ++queued;
        if (nodes_[i].slot != KeyBuckets::bucket_of(buckets_.key(i))) return false;
      }
      return queued == buckets_.size();
    } else {
      const Queue<K>& q = queue<K>();
      if (q.hole || q.heap.size() < q.size + kArity - 1) return false;
      for (std::size_t i = 0; i < q.size; ++i) {
        if (nodes_[q.heap[i].id].slot != i) return false;
        if (i > 0 && q.heap[i].key < q.heap[(i - 1) / kArity].key) return false;
      }
      for (std::size_t i = q.size; i < q.heap.size(); ++i)
        if (!(q.heap[i].key == Queue<K>::kSentinel.key)) return false;
      for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (nodes_[i].slot != kNotQueued && (nodes_[i].slot >= q.size || q.heap[nodes_[i].slot].id != i)) return false;
      return true;
    }
  }
  /// The queue's entries moved to the wide heap (keys outgrew 2^31). From the narrow heap
  /// they are re-encoded in place, in the same order, so the same heap, slots and all;
  /// from the buckets they are pushed in bucket order.
  void widen() {
    if (form_ == Form::buckets) {
      move_buckets_to<PackedKey>();
      return;
    }
    wide_.heap.resize(narrow_heap_.heap.size());
    for (std::size_t i = 0; i < narrow_heap_.heap.size(); ++i) {
      const auto& e = narrow_heap_.heap[i];
      using Wide = typename Queue<PackedKey>::Entry;
      wide_.heap[i] = i < narrow_heap_.size ? Wide{decode(e.key), e.id, e.epoch} : Queue<PackedKey>::kSentinel;
    }
    wide_.size = narrow_heap_.size;
    wide_.hole = false;
    narrow_heap_.clear();
    form_ = Form::wide;
  }
  /// The buckets' entries moved to the narrow heap (a k1 past their cap). Called between
  /// queue operations, possibly mid-expansion: the operation in hand then goes on in the
  /// heap, and search() picks the heap's loop at the next step.
  void to_narrow_heap() { move_buckets_to<std::uint64_t>(); }
  template <class K>
  void move_buckets_to() {
    Queue<K>& q = queue<K>();
    q.clear();
    form_ = std::is_same_v<K, PackedKey> ? Form::wide : Form::narrow;
    buckets_.for_each([&](std::uint32_t i) {
      if (q.heap.size() < q.size + kArity) q.heap.push_back(Queue<K>::kSentinel);
      q.heap[q.size] = {encode<K>(wide_key(buckets_.key(i))), i, buckets_.epoch(i)};
      ++q.size;
      sift_up<K>(q.size - 1);
    });
    buckets_.clear();
  }

  const Grid* grid_ = nullptr;
  const MoveModel* moves_ = nullptr;
  const Weight* weight_ = nullptr;
  const std::uint8_t* open_ = nullptr;  // the grid's masks: bit d, neighbour d is traversable
  std::vector<Node> nodes_;
  Queue<PackedKey> wide_;
  Queue<std::uint64_t> narrow_heap_;
  KeyBuckets buckets_;
  Form form_ = Form::wide;  // which of the three holds the queue (fit_keys)
  bool buckets_allowed_ = true;
  bool whole_ = false;  // the last fit_keys()'s arguments, for restart()
  Cost extra_ = 0;
  Cost key_bound_ = 0;                  // reset(): above every g and rhs a whole-number map can give
  std::vector<std::uint32_t> seen_;     // cells queued since the last restart
  std::vector<std::uint32_t> held_;     // the cells flagged by hold_path()
  std::vector<std::uint32_t> batch_;    // apply(): the changed cells
  std::vector<std::uint32_t> touched_;  // apply(): the cells whose rhs may have changed
  std::array<std::int32_t, 8> offset_{};
  std::array<Cost, 8> base_{};
  std::uint32_t root_ = 0;
  std::uint32_t epoch_ = 0;
  bool path_touched_ = true;
  bool corners_ = false;
  bool four_ = false;            // 4-connected: only directions 0..3 can be legal
  bool open_moves_ = false;      // masks_open_, and one base cost for the scanned directions (plain())
  bool masks_open_ = false;      // legal = open in the scanned directions (moves_of)
  std::uint8_t scanned_ = 0xFF;  // the directions a scan looks at: 0x0F 4-connected
  bool unit_ = false;            // every traversable weight is 1 (moves cost their base cost)
  const std::array<std::uint8_t, 256>* legal_ = nullptr;  // MoveModel::legal_move_table()
  HeapCounters counters_;
};

}  // namespace gridnav::detail
