// D* (Stentz 1994) and Focused D* (Stentz 1995), after the seed's appendices C and D.
//
// Both search backward from the goal. Each cell X has a tag t (NEW, OPEN, CLOSED), a
// path cost h(X) to the goal, a key k(X) = the smallest h(X) since X was last put on
// OPEN, and a back pointer b(X) (the next cell toward the goal). A cell with k < h is
// RAISED (its cost went up and must be propagated or repaired), with k = h LOWER.
//
// Costs are directed here: arc(X, Y) is the cost of moving from X into Y (base x weight
// of Y), infinite when the move is illegal, so h(X) = arc(X, b(X)) + h(b(X)). The
// appendices write c(X, Y) and c(Y, X) for what is one symmetric cost in Stentz's papers;
// with terrain weights they differ, and each test below uses the direction it means.
// Neighbours are the 8 (or 4) adjacent cells whether or not a move exists, so that a cell
// that becomes blocked still reaches, and raises, the cells that pointed through it.
// A NEW cell is only inserted when a move to the expanded cell exists (otherwise its
// cost would be infinite: inserting it would only churn the queue).
//
// MODIFY-COST: after a batch of changes, each move X -> Y whose cost changed is repaired
// at once, as processing Y as LOWER would repair it: X pointing to Y at a lower cost is
// raised to the new cost; X that Y could lower is queued at k = the lower cost with its h
// unchanged, so that processing it lowers h(X) through Y if Y is settled by then (the RAISE
// step) and otherwise leaves that to Y. The textbook re-inserts every CLOSED end instead
// (modify_costs; docs/dynamic.md, "MODIFY-COST repairs the changed moves itself"). plan()
// then runs PROCESS-STATE until the agent's cell is CLOSED and k_min >= h(agent).
//
// Focused D* orders the queue by the biased estimate fB = f + bias with f = k + GVAL(X,
// agent) (within one focus position fB and f order alike), then deep ties: RAISED cells
// first, smaller k first; then the LOWER cells and the cells MODIFY-COST queued to be
// lowered, larger k first (Key). GVAL is the heuristic from X to the agent at
// insertion; when the agent moves, the bias d_curr grows by GVAL(old, new) + epsilon and
// entries made for an older agent position are re-keyed when they reach the top
// (MIN-STATE). The RAISE tests compare COST(Y) = <h(Y) + GVAL(Y), h(Y)> with val = <f(X),
// k(X)> as the textbook does, and the stop test is: the agent is CLOSED and either the
// least f is above h(agent), or it equals h(agent) and the top is a LOWER cell.
//
// Exact ties in f are the normal case on a grid, not an accident: every cell on a straight
// or diagonal shortest path to the agent has f = h(agent), and a raised cell X and its
// descendant Y tie in f whenever Y lies on the geodesic from X to the agent; only the
// second part (k(X) < h(Y)) tells the ancestor from its stale descendant. With octile
// costs these f are sums of multiples of sqrt(2) in different orders and differ in their
// last bits, and the queue order, the RAISE tests and the stop test then disagree about
// the ties: a descendant's stale h is accepted as settled, or the search stops with a
// raised ancestor of the agent still queued (a walled-in goal keeps a finite cost, or
// cells keep lowering each other from stale values until the step cap: "counting to
// infinity"). So every f is rounded to the 2^-20 lattice of snap_key (fval), and d_curr
// stays on that lattice (GVAL rounded up plus two lattice steps as epsilon): fB = f + bias
// is then exact, all three comparisons see one value per mathematically equal f, and a
// stale queued fB stays a lower bound on the current one (check_invariants checks it).
//
// How it is made cheap per expansion and per replan (the algorithm and the order of its
// steps are those above):
//   - one Node per padded cell {h, k, memo of GVAL, tag, direction of b}: an expansion
//     reads one 32-byte record per neighbour; b is a direction, so the path is read off
//     by stepping coordinates rather than unpadding ids;
//   - arc() is a legal-move mask of the expanded cell (moves exist both ways or not at
//     all, so it serves the moves into it too) and a table of base costs: an illegal
//     move's cost is made infinite by adding kLegalBitCost, not by a branch;
//   - the tests of PROCESS-STATE's neighbour loops are made for all directions first, as
//     bit masks without branches; the inserts follow in direction order (process_state);
//   - GVAL(X) is memoised per cell for the current focus (refocus starts a new epoch);
//     the memo of a queued cell is written only when its key is made, so its stamp is
//     the epoch of its queued key (MIN-STATE's test) and entries carry no stamp;
//   - with whole-number costs (Exact) every f is a whole number, which the lattice
//     rounding gives back unchanged, so the rounding is skipped: the same values;
//   - Focused, Exact and the number of directions are template parameters, picked once
//     per plan();
//   - the queue is a 4-ary heap ordered by key, then cell id (key_heap.hpp), so equal
//     keys come out in a stated order; D*'s key is k alone. With whole-number costs key
//     and cell make one 64-bit integer (8-byte entries, one comparison); a finite value
//     that outgrows its bits moves the queue to wide keys, same order (queue_put);
//   - the cell taken leaves the heap's root as a hole for the first cell it queues
//     (queue_pop_to_hole, queue_settle): with deep ties that cell is often the next top;
//   - the heap counts its work only in the Counted instantiation (NavigatorOptions).
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <span>
#include <string>
#include <type_traits>

#include "dstar.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "make_planner.hpp"

namespace gridnav {
namespace {

constexpr Cost kInf = std::numeric_limits<Cost>::infinity();
enum Tag : std::uint8_t { kNew, kOpen, kClosed };
constexpr std::uint8_t kNone = 8;  // no back pointer (the goal, cells never reached)

template <bool Focused, bool Counted>
class DStar final : public Navigator {
 public:
  DStar() = default;
  /// Narrow keys with at most `value_bits` bits per part (tests lower it to reach the
  /// switch to wide keys on small maps).
  explicit DStar(unsigned value_bits) : max_value_bits_(value_bits) {}

  [[nodiscard]] std::string_view name() const noexcept override { return Focused ? "focused-dstar" : "dstar"; }
  [[nodiscard]] Cost cost_estimate() const override { return nodes_[raw(id(agent_))].h; }

  [[nodiscard]] std::string check_invariants() const override {
    const std::string who(name());
    if (!(narrow_ ? narrow_heap_.valid() : wide_heap_.valid())) return who + ": heap order or index broken";
    for (std::int32_t y = 0; y < grid_.height(); ++y)
      for (std::int32_t x = 0; x < grid_.width(); ++x) {
        const std::uint32_t i = raw(id({x, y}));
        const Node& n = nodes_[i];
        const std::string at = who + ": cell (" + std::to_string(x) + "," + std::to_string(y) + ")";
        if ((n.tag == kOpen) != queued(i)) return at + " tag and queue disagree";
        // k <= h; with fractional costs up to rounding: a RAISE state lowered through a
        // settled neighbour can get an h that equals k_old but was summed in another order.
        if (n.tag != kNew && n.k > n.h && (exact_ || n.k - n.h > 1e-9 * (1 + n.h)))
          return at + ": k above h (k " + std::to_string(n.k) + ", h " + std::to_string(n.h) + ", " +
                 (n.tag == kOpen ? "OPEN" : "CLOSED") + ")";
        if (n.tag == kNew && (n.h < kInf || n.to != kNone)) return at + ": NEW with a cost or a back pointer";
        if (n.tag != kNew && n.to != kNone && !(n.to < 8)) return at + ": back pointer is no direction";
        // A queued key (Focused D*: possibly made for an older agent position) is never
        // above the key the cell has now, so MIN-STATE's lazy re-keying finds the minimum.
        if (n.tag == kOpen && key_less(fresh_key(i), queued_key(i))) return at + " queued key above its current key";
        if (n.lowering && n.tag != kOpen) return at + ": queued to be lowered but not on OPEN";
        if (Focused && n.stamp == epoch_ && !(n.gval == heuristic(grid_.unpad(PaddedId{i}), focus_point_)))
          return at + ": remembered GVAL differs from the heuristic";
        if (Focused && n.tag == kOpen && n.stamp == epoch_ &&
            (key_less(queued_key(i), fresh_key(i)) || key_less(fresh_key(i), queued_key(i))))
          return at + ": queued key made in this focus differs from the current key";
      }
    return {};
  }

 protected:
  void on_reset() override {
    const std::size_t n = grid_.padded_size();
    nodes_.assign(n, Node{});
    exact_ = moves_->profile().whole_numbers();
    narrow_ = exact_;
    narrow_heap_.reset(narrow_ ? n : 0);
    wide_heap_.reset(narrow_ ? 0 : n);
    id_bits_ = unsigned(std::bit_width(n));
    value_bits_ = std::min(max_value_bits_, Focused ? (63 - id_bits_) / 2 : 64 - id_bits_);
    value_inf_ = Cost((std::uint64_t{1} << value_bits_) - 1);
    weight_ = grid_.padded_weights().data();
    open_cells_ = grid_.padded_neighbour_masks().data();
    legal_ = &moves_->legal_move_table();
    for (unsigned d = 0; d < 8; ++d) {
      offset_[d] = moves_->offset(Direction(d));
      base_[d] = moves_->base_cost(Direction(d));
    }
    four_ = rules_.connectivity == Connectivity::four;
    corners_ = rules_.diagonal != DiagonalRule::always;
    for (unsigned i = 0; i < 4; ++i) {  // the diagonal from orthogonal neighbour i to i + 1
      const Point a = kDirectionDelta[i], b = kDirectionDelta[(i + 1) % 4];
      for (unsigned e = 4; e < 8; ++e)
        if (kDirectionDelta[e].x == b.x - a.x && kDirectionDelta[e].y == b.y - a.y) corner_dir_[i] = e;
    }
    bias_ = 0;
    epoch_ = 1;
    focus_point_ = agent_;
    goal_id_ = raw(id(goal_));
    insert(goal_id_, 0);
  }

  Status on_plan() override {
    refocus();
    bool capped;
    if (four_)
      capped = exact_ ? run<true, 4>() : run<false, 4>();
    else
      capped = exact_ ? run<true, 8>() : run<false, 8>();
    if (capped) return Status::budget_exhausted;
    const Node& r = nodes_[raw(id(agent_))];
    return r.h < kInf && r.tag != kNew ? Status::found : Status::no_path;
  }

  void on_changes(std::span<const AppliedChange> changes) override {
    refocus();
    if (four_)
      modify_costs<4>(changes);
    else
      modify_costs<8>(changes);
  }
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
      const std::uint32_t at = raw(id(c.cell));
      // Also when h(c) is infinite (c raised and still queued): the cells pointing to c
      // are then raised to infinity now, as c's RAISE step would. Left to that step, they
      // kept costs from c's old weight while c could be lowered back to h = k by a
      // neighbour before its turn, which made it a LOWER state in the deep class with a
      // raise still owed to them, and the stop test passed over it.
      for (unsigned m = lower_pushes<Dirs>(at); m != 0; m &= m - 1) push_from(at, unsigned(std::countr_zero(m)));
      if ((c.before == kBlocked) == (c.after == kBlocked)) continue;
      if (c.after == kBlocked) {
        // No move into c is left, so a neighbour Y pushes c only when b(c) = Y, raising
        // it to infinity. A CLOSED c takes that cost without being queued: processing it
        // would change nothing else, since every move into and out of c is gone and the
        // cells pointing to c were raised above. Only if c is still blocked on the map: a
        // batch may name c again and free it (the map is the batch's end state), and
        // then the textbook's push decides. (Trusting this change's "after" instead also
        // ends right since the pushes above are made for an infinite h too: the change
        // that frees c raises the cells behind it and queues c to be lowered. It costs
        // that detour; before those pushes were made for an infinite h, it left the cells
        // behind c too low.)
        const std::uint8_t to = nodes_[at].to;
        if (to != kNone) {
          if (nodes_[at].tag == kClosed && weight_[at] == kBlocked)
            nodes_[at].h = kInf;
          else
            push_from(at + std::uint32_t(offset_[to]), opposite_index(to));
        }
      } else {
        for (unsigned d = 0; d < Dirs; ++d) push_from(at + std::uint32_t(offset_[d]), opposite_index(d));
      }
      if (Dirs == 8 && corners_) {
        for (unsigned i = 0; i < 4; ++i) {  // A: orthogonal i; B: orthogonal i + 1, diagonal to A
          const std::uint32_t a = at + std::uint32_t(offset_[i]), b = at + std::uint32_t(offset_[(i + 1) % 4]);
          push_from(a, corner_dir_[i]);
          push_from(b, opposite_index(corner_dir_[i]));
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
    const Cost via = nodes_[yi].h + (base_[d] * Cost(weight_[yi]) + kLegalBitCost[legal(yi) >> d & 1u]);
    const std::uint32_t xi = yi + std::uint32_t(offset_[d]);
    const Node& nx = nodes_[xi];
    if (nx.to == opposite_index(d) && nx.h < via)
      insert(xi, via);
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
    Node& n = nodes_[xi];
    const bool raised = n.tag == kOpen && n.k < n.h && !n.lowering;
    n.k = n.tag == kOpen ? std::min(n.k, via) : std::min(n.h, via);
    n.lowering = std::uint8_t(!raised);
    n.tag = kOpen;
    if (exact_)
      queue_put<true>(xi, key_for<true>(xi));
    else
      queue_put<false>(xi, key_for<false>(xi));
  }
  /// The LOWER test for one neighbour X (in direction d, reached at `via`): X should point
  /// to the expanded cell at via when h(X) > via (a NEW cell has h = inf), or when it
  /// points there already at another cost.
  [[nodiscard]] static bool push_bits(Cost h, std::uint8_t to, Cost via, unsigned d) noexcept {
    return (h > via) | ((to == opposite_index(d)) & (h < via));
  }

  /// The neighbours that processing X as a LOWER state (k = h) would push: bit d when the
  /// neighbour Y in direction d should point to X at via = h(X) + arc(Y, X) (push_bits).
  template <unsigned Dirs>
  [[nodiscard]] unsigned lower_pushes(std::uint32_t xi) const noexcept {
    const unsigned moves = legal(xi);
    const Cost hx = nodes_[xi].h, wx = Cost(weight_[xi]);
    unsigned all = 0;
    for (unsigned d = 0; d < Dirs; ++d) {
      const Cost via = hx + (base_[d] * wx + kLegalBitCost[moves >> d & 1u]);
      const auto& ny = nodes_[xi + std::uint32_t(offset_[d])];
      all |= unsigned(push_bits(ny.h, ny.to, via, d)) << d;
    }
    return all;
  }

  void on_move(Point, Point) override {}

  void build_path(std::vector<Point>& out) override {
    // Holding the path while none of its cells is written (as D* Lite and LPA* do) did not
    // pay here: a replan of Focused D* touches its path nearly every time.
    std::uint32_t at = raw(id(agent_));
    Point p = agent_;
    out.push_back(p);
    const std::size_t cap = grid_.padded_size();
    while (at != goal_id_ && out.size() <= cap) {
      const Node& n = nodes_[at];
      if (n.to == kNone || !(n.h < kInf)) {
        out.clear();
        return;
      }
      at += std::uint32_t(offset_[n.to]);
      p = {p.x + kDirectionDelta[n.to].x, p.y + kDirectionDelta[n.to].y};
      out.push_back(p);
    }
    if (at != goal_id_) out.clear();
  }

  [[nodiscard]] HeapCounters heap_counters() const override {
    return narrow_ ? narrow_heap_.counters() : wide_heap_.counters();
  }
  void clear_heap_counters() override {
    narrow_heap_.clear_counters();
    wide_heap_.clear_counters();
  }

 private:
  struct Node {
    Cost h = kInf;
    Cost k = kInf;
    Cost gval = 0;            // Focused D*: GVAL(cell, focus) when stamp == epoch_
    std::uint32_t stamp = 0;  // for a cell on OPEN also the epoch its queued key was made in
    Tag tag = kNew;
    std::uint8_t to = kNone;    // b(X) as the direction from X, or kNone
    std::uint8_t lowering = 0;  // queued by MODIFY-COST to be lowered (queue_to_lower)
  };

  /// The legal moves out of cell i (bit d: direction d); none out of a blocked cell.
  /// Moves exist both ways or not at all, so bit d also says that the move from the
  /// neighbour in direction d into i is legal.
  [[nodiscard]] unsigned legal(std::uint32_t i) const noexcept {
    return (*legal_)[open_cells_[i]] & (0u - unsigned(weight_[i] != kBlocked));
  }

  /// GVAL(cell, focus), the heuristic to the agent's position of the current epoch,
  /// remembered. Only where the cell's key is made (or the cell is not on OPEN): a queued
  /// cell's stamp is then the epoch of its queued key, which MIN-STATE tests.
  [[nodiscard]] Cost gval(std::uint32_t i) noexcept {
    Node& n = nodes_[i];
    if (n.stamp != epoch_) {
      n.gval = heuristic(grid_.unpad(PaddedId{i}), focus_point_);
      n.stamp = epoch_;
    }
    return n.gval;
  }
  /// GVAL(cell, focus) for any cell, leaving the stamp of a queued cell alone.
  [[nodiscard]] Cost gval_any(std::uint32_t i) noexcept {
    const Node& n = nodes_[i];
    if (n.stamp == epoch_) return n.gval;
    if (n.tag != kOpen) return gval(i);
    return heuristic(grid_.unpad(PaddedId{i}), focus_point_);
  }
  /// Focused D*'s f = cost + GVAL, rounded to the 2^-20 lattice so that every comparison
  /// of f (queue order, the RAISE tests, the stop test) sees the same value for
  /// mathematically equal sums; with whole-number costs the sum is whole and the
  /// rounding would give it back unchanged, so Exact skips it.
  template <bool Exact>
  [[nodiscard]] static Cost lattice(Cost f) noexcept {
    if constexpr (Exact)
      return f;
    else
      return snap_key(f);
  }
  /// A queue key. D*: k alone (fb 0, deep false). Focused D*: <fB, deep, k>, ordered by
  /// fB, then the shallow class first (deep false: a RAISED state, k < h) with the smaller
  /// k first, then the deep class (a LOWER state queued by a neighbour that lowers it, or
  /// a cell MODIFY-COST queued to be lowered) with the larger k first; see "Focused D*:
  /// deep ties" in docs/dynamic.md. fB = f + bias: f and bias are lattice
  /// values, so the sum is exact and within one focus fB orders exactly as f does.
  struct Key {
    Cost fb = 0, k = kInf;
    bool deep = false;
  };
  [[nodiscard]] bool deep_class(const Node& n) const noexcept { return Focused && (n.k == n.h || n.lowering); }
  /// The key of cell i as it is queued now.
  template <bool Exact>
  [[nodiscard]] Key key_for(std::uint32_t i) noexcept {
    const Node& n = nodes_[i];
    if constexpr (!Focused)
      return {0, n.k, false};
    else
      return {lattice<Exact>(n.k + gval(i)) + bias_, n.k, deep_class(n)};
  }
  /// key_for without the memo and with the rounding (the same value), for the checks.
  [[nodiscard]] Key fresh_key(std::uint32_t i) const {
    const Node& n = nodes_[i];
    if constexpr (!Focused)
      return {0, n.k, false};
    else
      return {snap_key(n.k + heuristic(grid_.unpad(PaddedId{i}), focus_point_)) + bias_, n.k, deep_class(n)};
  }
  /// a < b in the queue's order (the same cell).
  [[nodiscard]] static bool key_less(const Key& a, const Key& b) noexcept {
    return wide_entry(0, a) < wide_entry(0, b);
  }

  // ---- the queue: one-word keys (narrow_heap_) or wider ones (wide_heap_) ----
  // Narrow (whole-number costs): the cell in the low id_bits_ bits, above it k in
  // value_bits_ bits (+inf as all ones); Focused D* puts above that the class bit and fB,
  // and stores a deep entry's k as value_inf_ - k, so that larger k comes first. Wide: D*'s
  // key_bits(k) above the cell in 128 bits; Focused D*'s key_bits(fB), then the class in
  // the top bit of the second word and k's bits below it (complemented when deep), then
  // the cell. Both order by key, then cell.
  using Wide = std::conditional_t<Focused, KeyEntry2, KeyEntry1>;
  static constexpr std::uint64_t kDeepBit = std::uint64_t{1} << 63;
  [[nodiscard]] std::uint64_t narrow_part(Cost v) const noexcept { return std::uint64_t(std::min(v, value_inf_)); }
  [[nodiscard]] Cost value_of(std::uint64_t part) const noexcept {
    const std::uint64_t v = part & ((std::uint64_t{1} << value_bits_) - 1);
    return v == std::uint64_t(value_inf_) ? kInf : Cost(v);
  }
  [[nodiscard]] KeyEntry0 narrow_entry(std::uint32_t i, const Key& key) const noexcept {
    std::uint64_t parts = narrow_part(key.k);
    if constexpr (Focused) {
      const std::uint64_t deep = key.deep;
      parts = narrow_part(key.fb) << (value_bits_ + 1) | deep << value_bits_ |
              (parts ^ (std::uint64_t(value_inf_) & (0 - deep)));
    }
    return {parts << id_bits_ | i};
  }
  [[nodiscard]] Key narrow_key(const KeyEntry0& e) const noexcept {
    const std::uint64_t parts = e.key >> id_bits_;
    if constexpr (!Focused) {
      return {0, value_of(parts), false};
    } else {
      const std::uint64_t deep = parts >> value_bits_ & 1u;
      return {value_of(parts >> (value_bits_ + 1)), value_of(parts ^ (std::uint64_t(value_inf_) & (0 - deep))),
              deep != 0};
    }
  }
  [[nodiscard]] static Wide wide_entry(std::uint32_t i, const Key& key) noexcept {
    if constexpr (Focused) {
      const std::uint64_t kb = key_bits(key.k);  // below 2^63: k is not negative
      return {key_bits(key.fb), key.deep ? kDeepBit | (~kb & (kDeepBit - 1)) : kb, i};
    } else {
      return {detail::uint128{key_bits(key.k)} << 64 | i};
    }
  }
  [[nodiscard]] static Key wide_key(const Wide& e) noexcept {
    if constexpr (Focused) {
      const bool deep = (e.second & kDeepBit) != 0;
      const std::uint64_t kb = deep ? ~e.second & (kDeepBit - 1) : e.second;
      return {std::bit_cast<Cost>(e.first), std::bit_cast<Cost>(kb), deep};
    } else {
      return {0, std::bit_cast<Cost>(std::uint64_t(e.rank >> 64)), false};
    }
  }
  /// Queues i with `key` (or re-keys it). A finite value (fB, or D*'s k) that does not fit
  /// the narrow form first moves the queue to wide keys for good (widen()); both forms
  /// order alike, so the heap stays the same, slot for slot.
  template <bool Exact>
  void queue_put(std::uint32_t i, const Key& key) {
    if (Exact && narrow_) {
      const Cost value = Focused ? key.fb : key.k;
      if (!(value < value_inf_) && value < kInf) [[unlikely]] {
        widen();
      } else {
        narrow_heap_.put(narrow_entry(i, key));
        return;
      }
    }
    wide_heap_.put(wide_entry(i, key));
  }
  void widen() {
    wide_heap_.take(narrow_heap_, [&](const KeyEntry0& e, std::uint32_t i) { return wide_entry(i, narrow_key(e)); });
    narrow_ = false;
  }
  /// The narrow heap is the queue (Exact: while narrow_; never otherwise).
  template <bool Exact>
  [[nodiscard]] bool narrow_now() const noexcept {
    return Exact && narrow_;
  }
  template <bool Exact>
  [[nodiscard]] bool queue_empty() const noexcept {
    return narrow_now<Exact>() ? narrow_heap_.empty() : wide_heap_.empty();
  }
  template <bool Exact>
  [[nodiscard]] std::uint32_t queue_top() const noexcept {
    return narrow_now<Exact>() ? narrow_heap_.id_of(narrow_heap_.top()) : wide_heap_.top().id();
  }
  /// Takes the top out, leaving the root as a hole for the first cell queued next
  /// (QuadKeyHeap::pop_to_hole); queue_settle() fills it if no cell took it.
  template <bool Exact>
  void queue_pop_to_hole() noexcept {
    if (narrow_now<Exact>())
      narrow_heap_.pop_to_hole();
    else
      wide_heap_.pop_to_hole();
  }
  template <bool Exact>
  void queue_settle() noexcept {
    if (narrow_now<Exact>())
      narrow_heap_.fill_hole();
    else
      wide_heap_.fill_hole();
  }
  [[nodiscard]] bool queued(std::uint32_t i) const noexcept {
    return narrow_ ? narrow_heap_.contains(i) : wide_heap_.contains(i);
  }
  /// The queued key of i as values, for the checks.
  [[nodiscard]] Key queued_key(std::uint32_t i) const noexcept {
    return narrow_ ? narrow_key(narrow_heap_.entry_of(i)) : wide_key(wide_heap_.entry_of(i));
  }

  void insert(std::uint32_t i, Cost h_new) {
    if (exact_)
      insert_as<true>(i, h_new);
    else
      insert_as<false>(i, h_new);
  }
  template <bool Exact>
  void insert_as(std::uint32_t i, Cost h_new) {
    Node& n = nodes_[i];
    if (n.tag == kNew) {
      n.k = h_new;
    } else if (n.tag == kOpen) {
      n.k = std::min(n.k, h_new);
    } else {
      n.k = std::min(n.h, h_new);
    }
    // A cell queued to be lowered and now raised is a RAISED state: shallow. (With k below
    // every h it had since, its f is below its descendants' f, so only a cell that was
    // lowered to h = k before this raise needs it: ACellQueuedToBeLoweredThenRaisedIsARaisedState.)
    n.lowering &= std::uint8_t(h_new <= n.h);
    n.h = h_new;
    n.tag = kOpen;
    queue_put<Exact>(i, key_for<Exact>(i));
  }

  /// The PROCESS-STATE loop until the stop test holds; true when it hit the step cap.
  template <bool Exact, unsigned Dirs>
  bool run() {
    const std::uint32_t r = raw(id(agent_));
    const std::uint64_t cap = step_cap();
    std::uint64_t steps = 0;
    bool worked = false;
    for (;;) {
      if (!min_state<Exact>()) break;
      if (done<Exact>(r)) break;
      worked = true;
      if (++steps > cap) return true;
      process_state<Exact, Dirs>();
      queue_settle<Exact>();
    }
    if (worked) ++searches_;
    return false;
  }

  /// Focused D*'s MIN-STATE: re-keys entries made for an older agent position until the
  /// top is current. Returns false when the queue is empty.
  template <bool Exact>
  bool min_state() {
    if constexpr (Focused) {
      while (!queue_empty<Exact>()) {
        const std::uint32_t top = queue_top<Exact>();
        if (nodes_[top].stamp == epoch_) return true;
        queue_put<Exact>(top, key_for<Exact>(top));
      }
    }
    return !queue_empty<Exact>();
  }

  /// The stop test, with a non-empty, current queue.
  template <bool Exact>
  [[nodiscard]] bool done(std::uint32_t r) {
    const Node& nr = nodes_[r];
    if (nr.tag != kClosed) return false;
    const std::uint32_t top = queue_top<Exact>();
    const Cost kmin = nodes_[top].k;
    if constexpr (!Focused) {
      return kmin >= nr.h;
    } else {
      // COST(R) = <h(R) + GVAL(R, R), h(R)> = <h(R), h(R)>, a deep key (R is consistent);
      // stop when the least key is not below it. Every raised ancestor of R (MODIFY-COST
      // raises the cells whose moves got dearer itself) has f <= h(R) (often f = h(R)
      // exactly along a straight path) in the shallow class, so it is processed before this
      // holds; a deep key with f = h(R) has k <= h(R), so it is not below COST(R), and
      // processing it could not lower h(R) (docs/dynamic.md, "Focused D*: deep ties").
      const Cost fmin = lattice<Exact>(kmin + gval(top)), fr = lattice<Exact>(nr.h);
      return fmin > fr || (fmin == fr && deep_class(nodes_[top]));
    }
  }

  template <bool Exact, unsigned Dirs>
  void process_state() {
    const std::uint32_t xi = queue_top<Exact>();
    Node& x = nodes_[xi];
    const Cost k_old = x.k;
    const Cost f_old = Focused ? lattice<Exact>(k_old + gval(xi)) : 0;
    queue_pop_to_hole<Exact>();
    x.tag = kClosed;
    x.lowering = 0;
    ++expansions_;
    // arc(X, Y) for the neighbour Y in direction d is base x weight(Y); arc(Y, X) is base x
    // weight(X) (the opposite direction has the same base cost); either is infinite when
    // bit d of X's legal moves is clear.
    const unsigned moves = legal(xi);
    const Cost wx = Cost(weight_[xi]);
    const auto arc_out = [&](unsigned d, std::uint32_t y) {
      return base_[d] * Cost(weight_[y]) + kLegalBitCost[moves >> d & 1u];
    };
    const auto arc_in = [&](unsigned d) { return base_[d] * wx + kLegalBitCost[moves >> d & 1u]; };
    // "val" of the focused variant: <f, k> of the state just taken. COST(Y) <= val?
    const auto settled = [&](std::uint32_t y) {
      const Node& n = nodes_[y];
      if constexpr (Focused) {
        const Cost fy = lattice<Exact>(n.h + gval_any(y));
        if (fy < f_old) return true;
        if (fy > f_old) return false;
        return n.h <= k_old;
      } else {
        return n.h <= k_old;
      }
    };
    if (k_old < x.h) {  // RAISE: try to lower h(X) through neighbours that are settled
      // First, without a branch, the directions whose via is below h(X) as it is now: h(X)
      // only falls in the loop, so no other direction can pass its test. Then the tests in
      // direction order over those only (settled() is what costs, and has side effects on
      // the GVAL memo that the textbook's short-circuit order keeps).
      std::array<Cost, Dirs> via{};
      unsigned below = 0;
      for (unsigned d = 0; d < Dirs; ++d) {
        const std::uint32_t y = xi + std::uint32_t(offset_[d]);
        // A NEW neighbour (skipped by the textbook) has h = inf, so via = inf fails the test.
        via[d] = nodes_[y].h + arc_out(d, y);
        below |= unsigned(x.h > via[d]) << d;
      }
      for (unsigned m = below; m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        if (x.h > via[d] && settled(xi + std::uint32_t(offset_[d]))) {
          x.to = std::uint8_t(d);
          x.h = via[d];
        }
      }
    }
    // The tests of both branches below read only X (whose h they do not change) and the
    // neighbour itself, never another neighbour: so they are made for all directions
    // first, as bit masks without branches, and the inserts follow in direction order,
    // the order in which the tests used to interleave with them. A NEW cell has h = inf
    // and no back pointer, so "NEW and via < inf" is "h(Y) > via" with b(Y) != X, and
    // the textbook's three cases shrink to comparisons of h(Y) with via and b(Y) with X.
    if (k_old == x.h) {  // LOWER: propagate to every neighbour that should point here
      for (unsigned m = lower_pushes<Dirs>(xi); m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        const std::uint32_t y = xi + std::uint32_t(offset_[d]);
        nodes_[y].to = std::uint8_t(opposite_index(d));
        insert_as<Exact>(y, x.h + arc_in(d));
      }
    } else {
      // take: (NEW and via < inf) or (b(Y) = X and h(Y) != via): Y points here at via;
      // reopen: otherwise, not NEW, b(Y) != X and h(Y) > via: X could lower Y, X goes
      // back on OPEN; recheck: otherwise, CLOSED, b(Y) != X and Y could lower X: Y goes
      // back on OPEN unless it is settled (tested in the second loop, which needs GVAL).
      unsigned take = 0, reopen = 0, recheck = 0;
      for (unsigned d = 0; d < Dirs; ++d) {
        const std::uint32_t y = xi + std::uint32_t(offset_[d]);
        const Node& ny = nodes_[y];
        const Cost via = x.h + arc_in(d);
        const unsigned fresh = ny.tag == kNew, mine = ny.to == opposite_index(d), above = ny.h > via;
        take |= ((fresh & above) | (mine & unsigned(ny.h != via))) << d;
        reopen |= (((fresh | mine) ^ 1u) & above) << d;
        recheck |= (unsigned(ny.tag == kClosed) & ((mine | above) ^ 1u) & unsigned(x.h > ny.h + arc_out(d, y))) << d;
      }
      for (unsigned m = take | reopen | recheck; m != 0; m &= m - 1) {
        const unsigned d = unsigned(std::countr_zero(m));
        const std::uint32_t y = xi + std::uint32_t(offset_[d]);
        if (take >> d & 1u) {
          nodes_[y].to = std::uint8_t(opposite_index(d));
          insert_as<Exact>(y, x.h + arc_in(d));
        } else if (reopen >> d & 1u) {
          if (!Focused || x.tag == kClosed) insert_as<Exact>(xi, x.h);
        } else if (!settled(y)) {
          insert_as<Exact>(y, nodes_[y].h);
        }
      }
    }
  }

  void refocus() {
    if (agent_ == focus_point_) return;
    // d_curr accrues GVAL(old, new) + epsilon, on the lattice of the keys (rounded up): an
    // entry keyed for an older focus then has fB below its fB for the new focus (triangle
    // inequality of the heuristic), so MIN-STATE's lazy re-keying never lets a stale entry
    // hide below the true minimum. With whole-number costs the lattice is the integers and
    // epsilon is 1, so that fB stays whole (narrow keys); otherwise 2^-20 and two steps.
    if (Focused) {
      const Cost step = heuristic(focus_point_, agent_);
      bias_ += exact_ ? step + 1 : std::ceil(step * kLattice) / kLattice + kEpsilon;
    }
    focus_point_ = agent_;
    ++epoch_;
  }

  static constexpr Cost kLattice = 1048576.0;  // snap_key's 2^20
  static constexpr Cost kEpsilon = 2.0 / kLattice;

  std::vector<Node> nodes_;
  QuadKeyHeap<KeyEntry0, Counted> narrow_heap_;
  QuadKeyHeap<Wide, Counted> wide_heap_;
  bool narrow_ = false;                    // narrow_heap_ is the queue
  unsigned id_bits_ = 0, value_bits_ = 0;  // the narrow layout (reset)
  Cost value_inf_ = 0;                     // a narrow part's +inf, all value_bits_ bits set; finite parts are below
  unsigned max_value_bits_ = 52;           // doubles hold whole numbers exactly up to 2^53
  const Weight* weight_ = nullptr;
  const std::uint8_t* open_cells_ = nullptr;              // the grid's masks: bit d, neighbour d is traversable
  const std::array<std::uint8_t, 256>* legal_ = nullptr;  // MoveModel::legal_move_table()
  std::array<std::int32_t, 8> offset_{};
  std::array<Cost, 8> base_{};
  bool four_ = false;                     // 4-connected: only directions 0..3
  bool corners_ = false;                  // diagonals depend on their corners (8-connected)
  std::array<unsigned, 4> corner_dir_{};  // the diagonal from orthogonal direction i to i + 1
  bool exact_ = false;                    // whole-number costs: f needs no rounding
  Cost bias_ = 0;
  std::uint32_t epoch_ = 1;  // the focus: starts anew whenever the agent moved
  Point focus_point_{};
  std::uint32_t goal_id_ = 0;
};

template <bool Counted>
using PlainDStar = DStar<false, Counted>;
template <bool Counted>
using FocusedDStar = DStar<true, Counted>;

}  // namespace

std::unique_ptr<Navigator> make_dstar(NavigatorOptions options) { return detail::make_planner<PlainDStar>(options); }
std::unique_ptr<Navigator> make_focused_dstar(NavigatorOptions options) {
  return detail::make_planner<FocusedDStar>(options);
}

namespace detail {
std::unique_ptr<Navigator> make_dstar_with_narrow_bits(bool focused, unsigned value_bits) {
  if (focused) return std::make_unique<DStar<true, true>>(value_bits);
  return std::make_unique<DStar<false, true>>(value_bits);
}
}  // namespace detail

}  // namespace gridnav
