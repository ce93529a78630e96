// D* (Stentz 1994), after Moori's appendix C: the algorithm that D* and Focused D*
// (dstar.cpp, focused_dstar.cpp) share. What differs between them, the order of the queue
// and the tests that read it, is asked of the planner class (Planner, below).
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
// cost would be infinite: inserting it would only churn the queue). After a batch of
// changes MODIFY-COST repairs the changed moves (modify_cost.hpp); plan() then runs
// PROCESS-STATE until the planner's stop test holds (D*: the agent's cell is CLOSED and
// k_min >= h(agent)).
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
//   - whole-number costs (Exact) and the number of directions are template parameters,
//     picked once per plan();
//   - the queue packs key and cell into one integer entry (keys.hpp); the cell taken
//     leaves the heap's root as a hole for the first cell it queues (pop_to_hole,
//     settle): with deep ties that cell is often the next top;
//   - the heap counts its work only in the Counted instantiation (NavigatorOptions).
//
// Focused selects the key layout (keys.hpp) and the one test of PROCESS-STATE that
// differs. Planner, the class derived from these layers (CRTP), gives:
//   start_focus(), refocus()          at reset, and before each plan() and batch;
//   key_for<Exact>(i)                 the key of cell i now;
//   f_of<Exact>(i, k)                 "val"'s f of the cell taken (0 for D*);
//   settled<Exact>(y, k_old, f_old)   COST(Y) <= val, the RAISE step's test;
//   min_state<Exact>()                MIN-STATE: false when the queue is empty;
//   done<Exact>(r, top)               the stop test, with the agent r CLOSED;
//   fresh_key(i), check_focus(i)      for check_invariants (invariants.hpp).
//
// Events (Navigator::set_sink), one group per plan() that processes a state: begin (node =
// the goal, the search's root) before the first PROCESS-STATE; expand for each state taken
// (g = its h when taken, f = k_old for D*, the f of "val", k_old + GVAL, for Focused D*;
// parent = b(X) when it has one); generate for each INSERT made by PROCESS-STATE (g = the
// new h, f as for expand with the new k, parent = b(Y)); then end (node = the agent, g =
// f = h(agent), infinite without a path), also when the step cap stops the search. A plan()
// with nothing to process reports nothing; the INSERTs of MODIFY-COST (map changes,
// between two plans) are not reported.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "gridnav/dynamic/navigator.hpp"
#include "keys.hpp"

namespace gridnav::detail {

/// A D* cell's tag.
enum DStarTag : std::uint8_t { kNew, kOpen, kClosed };
/// No back pointer (the goal, cells never reached).
inline constexpr std::uint8_t kNoBackPointer = 8;

/// One padded cell of D* and Focused D*.
struct DStarNode {
  Cost h = std::numeric_limits<Cost>::infinity();
  Cost k = std::numeric_limits<Cost>::infinity();
  Cost gval = 0;            // Focused D*: GVAL(cell, focus) when stamp is the current epoch
  std::uint32_t stamp = 0;  // for a cell on OPEN also the epoch its queued key was made in
  DStarTag tag = kNew;
  std::uint8_t to = kNoBackPointer;  // b(X) as the direction from X, or kNoBackPointer
  std::uint8_t lowering = 0;         // queued by MODIFY-COST to be lowered (queue_to_lower)
};

template <class Planner, bool Focused, bool Counted>
class DStarEngine : public Navigator {
 public:
  static constexpr Cost kInf = std::numeric_limits<Cost>::infinity();
  using Node = DStarNode;
  using Key = DStarKey;

  /// Narrow keys with at most `value_bits` bits per part (DStarQueue).
  explicit DStarEngine(unsigned value_bits = DStarQueue<Focused, Counted>::kMaxValueBits) : queue_(value_bits) {}

  [[nodiscard]] Cost cost_estimate() const override { return nodes_[raw(id(agent_))].h; }
  /// Defined in invariants.hpp.
  [[nodiscard]] std::string check_invariants() const override;

 protected:
  void on_reset() override {
    const std::size_t n = grid_.padded_size();
    nodes_.assign(n, Node{});
    exact_ = moves_->profile().whole_numbers();
    queue_.reset(n, exact_);
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
    self().start_focus();
    goal_id_ = raw(id(goal_));
    insert(goal_id_, 0);
  }

  Status on_plan() override {
    self().refocus();
    bool capped;
    if (four_)
      capped = exact_ ? run<true, 4>() : run<false, 4>();
    else
      capped = exact_ ? run<true, 8>() : run<false, 8>();
    if (capped) return Status::budget_exhausted;
    const Node& r = nodes_[raw(id(agent_))];
    return r.h < kInf && r.tag != kNew ? Status::found : Status::no_path;
  }

  void on_move(Point, Point) override {}

  void build_path(std::vector<Point>& out) override {
    // Holding the path while none of its cells is written (as D* Lite and LPA* do) does
    // not pay here: a replan of Focused D* touches its path nearly every time.
    std::uint32_t at = raw(id(agent_));
    Point p = agent_;
    out.push_back(p);
    const std::size_t cap = grid_.padded_size();
    while (at != goal_id_ && out.size() <= cap) {
      const Node& n = nodes_[at];
      if (n.to == kNoBackPointer || !(n.h < kInf)) {
        out.clear();
        return;
      }
      at += std::uint32_t(offset_[n.to]);
      p = {p.x + kDirectionDelta[n.to].x, p.y + kDirectionDelta[n.to].y};
      out.push_back(p);
    }
    if (at != goal_id_) out.clear();
  }

  [[nodiscard]] HeapCounters heap_counters() const override { return queue_.counters(); }
  void clear_heap_counters() override { queue_.clear_counters(); }

  [[nodiscard]] Planner& self() noexcept { return static_cast<Planner&>(*this); }
  [[nodiscard]] const Planner& self() const noexcept { return static_cast<const Planner&>(*this); }

  /// The legal moves out of cell i (bit d: direction d); none out of a blocked cell.
  /// Moves exist both ways or not at all, so bit d also says that the move from the
  /// neighbour in direction d into i is legal.
  [[nodiscard]] unsigned legal(std::uint32_t i) const noexcept {
    return (*legal_)[open_cells_[i]] & (0u - unsigned(weight_[i] != kBlocked));
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
    queue_.template put<Exact>(i, self().template key_for<Exact>(i));
    if (events_) [[unlikely]]  // key_for made the GVAL memo: f_of reads it
      report(EventKind::generate, i, h_new, Focused ? self().template f_of<Exact>(i, n.k) : n.k);
  }
  /// One event of run() on cell i (events_ is set), after its begin.
  void report(EventKind kind, std::uint32_t i, Cost g, Cost f) {
    const std::uint8_t to = nodes_[i].to;
    const PaddedId parent = to == kNoBackPointer ? kNoCell : PaddedId{i + std::uint32_t(offset_[to])};
    events_->on_event(kind, PaddedId{i}, parent, g, f);
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

  std::vector<Node> nodes_;
  DStarQueue<Focused, Counted> queue_;
  const Weight* weight_ = nullptr;
  const std::uint8_t* open_cells_ = nullptr;              // the grid's masks: bit d, neighbour d is traversable
  const std::array<std::uint8_t, 256>* legal_ = nullptr;  // MoveModel::legal_move_table()
  std::array<std::int32_t, 8> offset_{};
  std::array<Cost, 8> base_{};
  bool four_ = false;                     // 4-connected: only directions 0..3
  bool corners_ = false;                  // diagonals depend on their corners (8-connected)
  std::array<unsigned, 4> corner_dir_{};  // the diagonal from orthogonal direction i to i + 1
  bool exact_ = false;                    // whole-number costs: f needs no rounding
  std::uint32_t goal_id_ = 0;
  EventSink* events_ = nullptr;  // the sink while run() reports events, else null

 private:
  /// The PROCESS-STATE loop until the stop test holds; true when it hit the step cap.
  template <bool Exact, unsigned Dirs>
  bool run() {
    const std::uint32_t r = raw(id(agent_));
    const std::uint64_t cap = step_cap();
    std::uint64_t steps = 0;
    bool worked = false, capped = false;
    for (;;) {
      if (!self().template min_state<Exact>()) break;
      if (nodes_[r].tag == kClosed && self().template done<Exact>(nodes_[r], queue_.template top<Exact>())) break;
      if (!worked && sink()) [[unlikely]] {
        events_ = sink();
        events_->on_event(EventKind::begin, PaddedId{goal_id_}, kNoCell, 0, 0);
      }
      worked = true;
      if (++steps > cap) {
        capped = true;
        break;
      }
      process_state<Exact, Dirs>();
      queue_.template settle<Exact>();
    }
    if (events_) [[unlikely]] {
      const Cost h = nodes_[r].tag == kNew ? kInf : nodes_[r].h;
      report(EventKind::end, r, h, h);
      events_ = nullptr;
    }
    if (capped) return true;
    if (worked) ++searches_;
    return false;
  }

  template <bool Exact, unsigned Dirs>
  void process_state() {
    const std::uint32_t xi = queue_.template top<Exact>();
    Node& x = nodes_[xi];
    const Cost k_old = x.k;
    const Cost f_old = self().template f_of<Exact>(xi, k_old);
    if (events_) [[unlikely]]
      report(EventKind::expand, xi, x.h, Focused ? f_old : k_old);
    queue_.template pop_to_hole<Exact>();
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
    const auto settled = [&](std::uint32_t y) { return self().template settled<Exact>(y, k_old, f_old); };
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
    // first, as bit masks without branches, and the inserts follow in direction order.
    // A NEW cell has h = inf and no back pointer, so "NEW and via < inf" is "h(Y) > via"
    // with b(Y) != X, and the textbook's three cases shrink to comparisons of h(Y) with
    // via and b(Y) with X.
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
          // Focused D* puts X back only while it is CLOSED (appendix D's test); D* every time.
          if (!Focused || x.tag == kClosed) insert_as<Exact>(xi, x.h);
        } else if (!settled(y)) {
          insert_as<Exact>(y, nodes_[y].h);
        }
      }
    }
  }
};

}  // namespace gridnav::detail
