// The best-first search engine: Dijkstra, A*, weighted A* and greedy best-first
// are all this one loop with different policies.
//
//   BestFirstSearch<Heuristic, OpenList, Observer, NodeStore>   (search/concepts.hpp: what each provides)
//     Heuristic  estimates the cost to the goal (heuristic/distance.hpp)
//     OpenList   orders the frontier; its Duplicates parameter is the duplicate rule
//                (check from open: decrease-key; check from closed: lazy deletion),
//                see open_list/open_list.hpp
//     Observer   sees every expansion, generation and open-list operation; the
//                NullObserver compiles away (CountingObserver: search/counters.hpp)
//     NodeStore  per-cell g, parent and state: stamp, pool or alloc (search/node_store.hpp)
//
// Per generated node the heuristic is computed once; the entry pushed is 16 bytes
// (f, a 32-bit tie key, the cell). Priority: f = g_weight x g + h_weight x h. (1, 1) is A*, (1, 0) or a zero
// heuristic is Dijkstra, (1, w) is weighted A* (cost at most w x optimal with an
// admissible heuristic), (0, 1) is greedy best-first.
//
// A search runs in one call (solve) or step-wise: start(query, limits), then
// step(n) until it returns something other than Status::running, then finish().
// Between steps the frontier, closed set and parents can be inspected. After the
// first search on a grid, searches allocate nothing (the open list and the path
// keep their capacity).
#pragma once

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/open_list/open_list.hpp"
#include "gridnav/search/concepts.hpp"
#include "gridnav/search/node_store.hpp"
#include "gridnav/search/observer.hpp"
#include "gridnav/search/path_trace.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_frame.hpp"
#include "gridnav/search/search_options.hpp"

namespace gridnav {

template <Heuristic H, OpenList L, SearchObserver O = NullObserver, NodeStore Nodes = StampedNodeStore>
class BestFirstSearch : public SearchFrame<BestFirstSearch<H, L, O, Nodes>> {
 public:
  using heuristic_type = H;
  using open_list_type = L;
  using observer_type = O;
  using node_store_type = Nodes;
  static constexpr Duplicates kDuplicates = L::kDuplicates;
  /// False for the FIFO and LIFO frontiers of BFS and DFS (L::kKeyBlind): they do not expand
  /// nodes by least g, so a parent is never taken as settled (see MoveModel::onward_moves).
  static constexpr bool kPopsByKey = !OpenListTraits<L>::kKeyBlind;

  BestFirstSearch(const Grid& grid, MoveRules rules, SearchOptions options = {}, O observer = {})
      : BestFirstSearch(grid, rules, options, std::move(observer), H(grid, MoveModel(grid, rules))) {}

  /// With a heuristic object already configured (e.g. a DistanceHeuristic of some kind).
  BestFirstSearch(const Grid& grid, MoveRules rules, SearchOptions options, O observer, H heuristic)
      : grid_(&grid),
        moves_(grid, rules),
        heuristic_(std::move(heuristic)),
        options_(options),
        observer_(std::move(observer)) {
    if (options_.goal_bounds) {
      if (!options_.goal_bounds->fits(grid, rules))
        throw InputError("the goal bounds were computed for another map or other move rules");
      bounds_ = options_.goal_bounds.get();
      bounds_revision_ = grid.revision();
    }
    nodes_.prepare(grid.padded_size());  // the large allocations, outside any query's time
    const OpenListSetup setup = list_setup();
    open_.configure(setup);
    settled_parents_ = kPopsByKey && setup.monotone_f && options_.g_weight > 0;
  }

  /// What the open list is told about the keys (see OpenListSetup).
  [[nodiscard]] OpenListSetup list_setup() const noexcept {
    OpenListSetup s;
    s.cells = grid_->padded_size();
    s.tie = options_.tie;
    const CostProfile p = moves_.profile();
    const auto whole = [](Cost c) { return c == std::floor(c); };
    const bool h_integral = heuristic_.integral(), h_consistent = heuristic_.consistent();
    s.integral_f =
        whole(p.straight) && whole(p.diagonal) && h_integral && whole(options_.g_weight) && whole(options_.h_weight);
    s.monotone_f = (h_consistent && options_.h_weight <= options_.g_weight) || options_.h_weight == 0;
    const Cost dearest = std::max(p.straight, p.diagonal) * Cost(grid_->max_weight());
    s.spread = (options_.g_weight + 2 * options_.h_weight) * dearest;
    return s;
  }

  /// Begins a search. Returns Status::running, or the final status when the query is
  /// invalid (out of range or blocked cells) or trivial (start == goal).
  Status start(const Query& query, const Limits& limits = {}) {
    const auto t0 = SearchClock::now();
    result_.reset();
    limits_ = limits;
    query_ = query;
    if (std::string why = validate_query(*grid_, query); !why.empty()) {
      result_.message = std::move(why);
      return status_ = Status::invalid_input;
    }
    if (bounds_ != nullptr && grid_->revision() != bounds_revision_) {
      result_.message = "the map changed after its goal bounds were computed; compute them again";
      return status_ = Status::invalid_input;
    }
    nodes_.begin(grid_->padded_size());
    open_.clear();
    start_ = grid_->pad(query.start);
    goal_ = grid_->pad(query.goal);
    unit_weights_ = grid_->uniform();
    heuristic_.set_goal(query.goal);
    counter_ = 0;
    goal_generated_ = false;
    observer_.on_start(start_, goal_);
    NodeState& s = nodes_.touch(start_);
    s.g = 0;
    s.parent = kNoCell;
    s.set_slot(NodeSlot::open);
    const Cost h0 = heuristic_(start_);
    insert({start_, 0, priority(0, h0)});  // alone in the list: its tie key cannot matter
    note_max_open();
    ++result_.stats.generated;
    status_ = Status::running;
    result_.stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  /// Expands up to `n` nodes. Returns Status::running while the search goes on.
  Status step(std::uint64_t n = 1) {
    // The default rule has a loop of its own that computes its tie key without a switch;
    // the other rules, and every rule of a counting observer, share one loop that reads
    // the rule per generated node (kAnyTie): a third of the code to compile, the same order.
    if (!ObserverTraits<O>::kCountsInsert && options_.tie == TieRule::larger_g) return run<TieRule::larger_g>(n);
    return run<kAnyTie>(n);
  }

  /// Builds the path and cost once the search has ended (call after step() stops running).
  const SearchResult& finish() {
    return finish_result(result_, status_, [&] {
      result_.cost = nodes_[goal_].g;
      trace_path(
          *grid_, goal_, [&](PaddedId at) { return nodes_[at].parent; }, result_.path);
    });
  }

  // ---- inspection (valid between steps; state, g and parent: SearchFrame) ----
  [[nodiscard]] Status status() const noexcept { return status_; }
  [[nodiscard]] const SearchResult& result() const noexcept { return result_; }
  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }
  [[nodiscard]] std::optional<CellView> view(PaddedId id) const noexcept {
    if (!nodes_.seen(id)) return std::nullopt;
    return CellView{!nodes_[id].closed(), nodes_[id].g, nodes_[id].parent};
  }
  [[nodiscard]] const L& open_list() const noexcept { return open_; }
  [[nodiscard]] const MoveModel& moves() const noexcept { return moves_; }
  [[nodiscard]] const SearchOptions& options() const noexcept { return options_; }
  [[nodiscard]] O& observer() noexcept { return observer_; }
  [[nodiscard]] const O& observer() const noexcept { return observer_; }
  [[nodiscard]] std::size_t memory_bytes() const noexcept { return nodes_.bytes(); }
  [[nodiscard]] const H& heuristic() const noexcept { return heuristic_; }

 private:
  [[nodiscard]] Cost priority(Cost g, Cost h) const noexcept { return options_.g_weight * g + options_.h_weight * h; }
  /// The loop that reads options_.tie per key (step()).
  static constexpr auto kAnyTie = static_cast<TieRule>(0xff);
  template <TieRule Tie>
  [[nodiscard]] std::uint32_t tie_key(Cost g, Cost h) noexcept {
    static_assert(Tie == TieRule::larger_g || Tie == kAnyTie);
    if constexpr (Tie == TieRule::larger_g) {
      (void)h;
      return tie_key_larger_g(g);
    } else {
      switch (options_.tie) {
        case TieRule::larger_g:
          return tie_key_larger_g(g);
        case TieRule::smaller_h:
          return tie_key_smaller_h(h);
        case TieRule::fifo:
          return ++counter_;
        default:  // lifo; native: LIFO keys, which lists with an order of their own ignore
          return ~++counter_;
      }
    }
  }

  void insert(const OpenEntry& e) {
    const std::uint32_t steps = open_.push(e);
    if constexpr (ObserverTraits<O>::kCountsInsert) observer_.on_insert(steps);
    note_list();
  }
  /// The observer's view of the list after each push or decrease.
  void note_list() noexcept {
    if constexpr (ObserverTraits<O>::kWatchesList) observer_.on_list(open_.size(), open_.height());
    if constexpr (ObserverTraits<O>::kWatchesStacks && requires(const L& l) { l.live_stacks(); })
      observer_.on_stacks(open_.live_stacks());
  }
  /// The list only shrinks by pops, so its largest size is always seen just before a pop
  /// or at the end of a run of steps: checked there, not after every push.
  void note_max_open() noexcept {
    if (open_.size() > result_.stats.max_open) result_.stats.max_open = open_.size();
  }

  /// The search loop for one tie rule (see step).
  template <TieRule Tie>
  [[gnu::flatten]] Status run(std::uint64_t n) {
    if (status_ != Status::running) return status_;
    const auto t0 = SearchClock::now();
    SearchStats& stats = result_.stats;
    std::uint64_t check_at = limits_.next_check(stats.expanded);
    for (std::uint64_t done = 0; done < n;) {
      note_max_open();
      if (open_.empty()) {
        status_ = Status::no_path;
        break;
      }
      if (stats.expanded >= check_at) [[unlikely]] {
        if ((limits_.max_expansions != 0 && stats.expanded >= limits_.max_expansions) ||
            limits_.time_up(stats.expanded, stats.time_ns, t0)) {
          status_ = Status::budget_exhausted;
          break;
        }
        check_at = limits_.next_check(stats.expanded + 1);
      }
      std::uint32_t pop_steps = 0;
      const OpenEntry top = open_.pop(pop_steps);
      if constexpr (ObserverTraits<O>::kCountsDeleteMin) observer_.on_delete_min(pop_steps);
      NodeState& node = nodes_[top.id];
      if constexpr (kDuplicates == Duplicates::closed && ObserverTraits<O>::kCountsClosedChecks)
        observer_.on_closed_check();
      // A cheaper duplicate always pops before the entry it superseded (lazy lists,
      // or check-from-closed), so an entry whose node is already closed is stale.
      if (node.closed()) {
        observer_.on_stale(top.id);
        continue;
      }
      node.set_slot(NodeSlot::closed);
      ++stats.expanded;
      ++done;
      observer_.on_expand(top.id, node.g, top.f);
      if (top.id == goal_) {
        status_ = Status::found;
        break;
      }
      expand<Tie>(top.id, node);
      if (goal_generated_) [[unlikely]] {  // SearchOptions::goal_at_generation
        status_ = Status::found;
        break;
      }
    }
    note_max_open();
    stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  /// Estimate for the neighbour `next` of the cell at `from`, reached in direction d:
  /// from the coordinates when the heuristic offers at(Point), which spares a division.
  [[nodiscard]] Cost estimate(PaddedId next, Point from, Direction d) const noexcept {
    if constexpr (HeuristicTraits<H>::kFromPoint) {
      return heuristic_.at({from.x + kDirectionDelta[d].x, from.y + kDirectionDelta[d].y});
    } else {
      (void)from, (void)d;
      return heuristic_(next);
    }
  }

  /// Skip the moves an expanded parent made redundant (MoveModel::onward_moves)? Only on
  /// grids of equal weights, and not when the observer counts Cao's whetherContains
  /// checks, which the textbook makes for every neighbour, unless it chooses otherwise
  /// (concepts.hpp); nor under Cao's Algorithm 2.
  static constexpr bool kMaySkip = !ObserverTraits<O>::kCountsContains || ObserverTraits<O>::kChoosesTextbook;
  [[nodiscard]] bool textbook() const noexcept {
    if constexpr (ObserverTraits<O>::kChoosesTextbook) return observer_.textbook() || options_.push_every_duplicate;
    return options_.push_every_duplicate;
  }

  template <TieRule Tie>
  void expand(PaddedId id, const NodeState& node) {
    if (unit_weights_) {
      expand<Tie, true>(id, node);
    } else {
      expand<Tie, false>(id, node);
    }
  }
  template <TieRule Tie, bool UnitWeights>
  void expand(PaddedId id, const NodeState& node) {
    SearchStats& stats = result_.stats;
    const Cost g = node.g;
    const Point at = grid_->unpad(id);
    unsigned moves;
    if constexpr (UnitWeights && kMaySkip) {
      // (Cao's Algorithm 2 pushes the neighbours that the skipped moves reach no more cheaply.)
      moves = node.parent == kNoCell || textbook()
                  ? moves_.legal_moves(id)
                  : moves_.onward_moves(id, node.parent, node.arrival(), settled_parents_);
    } else {
      moves = moves_.legal_moves(id);
    }
    if (bounds_ != nullptr) moves &= bounds_->admitted(raw(id), query_.goal.x + 1, query_.goal.y + 1);  // padded
    moves_.template for_each_move_in<UnitWeights>(id, moves, [&](PaddedId next, Cost step_cost, Direction d) {
      NodeState& n = nodes_.touch(next);
      if constexpr (ObserverTraits<O>::kCountsClosedChecks) observer_.on_closed_check();
      if constexpr (kDuplicates == Duplicates::open && ObserverTraits<O>::kCountsContains) {
        if (!n.closed()) observer_.on_contains(1);
      }
      const Cost ng = g + step_cost;
      if (!(ng < n.g)) {
        if constexpr (kDuplicates == Duplicates::closed) {
          if (options_.push_every_duplicate && !n.closed())
            push_duplicate<Tie>(n, next, id, d, ng, estimate(next, at, d));
        }
        return;
      }
      Generation how = Generation::fresh;
      if (n.closed()) {
        // Reopen only for a real improvement, not for rounding noise between two
        // equal-cost paths summed in a different order.
        if (!options_.reopen_closed || !(ng < n.g - kReopenSlack * n.g)) return;
        how = Generation::reopened;
        ++stats.reopened;
      } else if (n.g != kInfiniteCost) {
        how = Generation::improved;
        ++stats.improved;
      } else {
        ++stats.generated;
      }
      const Cost h = estimate(next, at, d);
      const Cost old_g = n.g;
      const bool queued = n.slot() == NodeSlot::open;
      n.g = ng;
      n.open_from(id, d);
      const OpenEntry e{next, tie_key<Tie>(ng, h), priority(ng, h)};
      if (kDuplicates == Duplicates::open && queued) {
        const std::uint32_t steps = open_.decrease(e, priority(old_g, h));
        if constexpr (ObserverTraits<O>::kCountsDecrease) observer_.on_decrease(steps);
        note_list();
      } else {
        insert(e);
      }
      observer_.on_generate(next, id, ng, e.f, how);
      if (options_.goal_at_generation && next == goal_) goal_generated_ = true;
    });
  }

  /// Cao's Algorithm 2 (SearchOptions::push_every_duplicate): one more entry for an open node
  /// reached no more cheaply; at an equal g it takes the new parent, as the thesis' setParent does.
  template <TieRule Tie>
  void push_duplicate(NodeState& n, PaddedId next, PaddedId from, Direction d, Cost ng, Cost h) {
    if (ng == n.g) n.open_from(from, d);
    insert(OpenEntry{next, tie_key<Tie>(ng, h), priority(ng, h)});
  }

  static constexpr Cost kReopenSlack = 1e-12;

  const Grid* grid_;
  MoveModel moves_;
  H heuristic_;
  SearchOptions options_;
  O observer_;
  Nodes nodes_;
  L open_;
  SearchResult result_;
  Limits limits_;
  Query query_;
  PaddedId start_{};
  PaddedId goal_{};
  const GoalBounds* bounds_ = nullptr;  // options_.goal_bounds, read per expansion
  std::uint64_t bounds_revision_ = 0;   // the grid's revision the bounds were checked against
  bool unit_weights_ = false;           // every traversable cell weighs 1 (read at start)
  bool settled_parents_ = false;        // every node is expanded with its least g (f never falls along a move)
  bool goal_generated_ = false;         // goal_at_generation: the goal was just pushed
  std::uint32_t counter_ = 0;
  Status status_ = Status::running;
};

}  // namespace gridnav
