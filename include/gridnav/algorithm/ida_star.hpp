// IDA* and the enhancements of Cazenave's paper ("Optimizations of data structures,
// heuristics and algorithms for path-finding on maps", CIG 2006).
//
//   IdaStarSearch<H>  depth-first iterative deepening on f = g + h, with a threshold
//     delta, a cache of shortest g, the dead-end cut and the repair of section V.D.
//   Optimal (cost = the least cost) when delta = 0 and the dead-end cut is off, with an
//   admissible and consistent heuristic; with delta > 0 the cost is at most
//   optimal + delta (the goal is found within a threshold at most optimal + delta).
//
// The recursion runs on an explicit stack (no call recursion: no stack overflow on big
// maps), so a search also runs step-wise: start(), step(n) (n cell entries), finish().
// Inspection between steps: state() is `open` for cells on the current depth-first path,
// `closed` for other cells entered during this query, `unseen` otherwise; g() and parent()
// give the cheapest g found for a cell and the cell it came from.
//
// The options, node count, budget and events (set_sink): algorithm/ida_options.hpp.
// Memory: 40 bytes per padded cell (allocated at construction) + the stack.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/algorithm/event_tap.hpp"
#include "gridnav/algorithm/ida_options.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_frame.hpp"

namespace gridnav {

template <Heuristic H = OctileHeuristic>
class IdaStarSearch : public SearchFrame<IdaStarSearch<H>> {
 public:
  using heuristic_type = H;

  IdaStarSearch(const Grid& grid, MoveRules rules, IdaOptions options = {},
                std::shared_ptr<const LandmarkTable> table = {})
      : grid_(&grid), moves_(grid, rules), heuristic_(grid, moves_), options_(options), table_(std::move(table)) {
    const CostProfile p = rules.profile();
    tolerance_ =
        (p.straight == double(std::int64_t(p.straight)) && p.diagonal == double(std::int64_t(p.diagonal))) ? 0.0 : 1e-9;
    cells_.assign(grid.padded_size(), Cell{});
    stack_.reserve(1024);
  }

  Status start(const Query& query, const Limits& limits = {}) {
    const auto t0 = SearchClock::now();
    result_.reset();
    ida_ = {};
    limits_ = limits;
    status_ = Status::running;
    path_.clear();
    stack_.clear();
    if (std::string why = validate_query(*grid_, query); !why.empty()) {
      result_.message = std::move(why);
      return status_ = Status::invalid_input;
    }
    start_ = grid_->pad(query.start);
    goal_ = grid_->pad(query.goal);
    heuristic_.set_goal(query.goal);
    cut_ = options_.deadend_cut;
    budget_ = options_.budget;
    if (limits.max_expansions != 0 && (budget_ == 0 || limits.max_expansions < budget_))
      budget_ = limits.max_expansions;
    if (table_ && table_proves(false)) {
      ida_.answered_by_table = true;
      result_.message = options_.proof == ConnectivityProof::components
                            ? "no path: start and goal lie in different components (pre-computed table), no search"
                            : "no path: a landmark reaches one of start and goal and not the other (Cazenave V.D), "
                              "no search";
      status_ = Status::no_path;
    } else {
      begin_query();
    }
    result_.stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  /// Enters up to n cells (the paper's nodes).
  Status step(std::uint64_t n = 1) {
    if (status_ != Status::running) return status_;
    const auto t0 = SearchClock::now();
    SearchStats& stats = result_.stats;
    std::uint64_t done = 0;
    while (status_ == Status::running && done < n) {
      if (stack_.empty()) {
        end_iteration();
        continue;
      }
      Frame& top = stack_.back();
      if (top.moves == 0) {
        const Frame done_frame = top;  // backing out of it
        const Cost m = done_frame.minf;
        stack_.pop_back();
        emit_(EventKind::close, done_frame.id, done_frame.parent, done_frame.g, m);
        if (cut_ != DeadEndCut::off) set_minf(done_frame.id, m, done_frame.g);
        if (stack_.empty()) {
          iteration_minf_ = std::min(iteration_minf_, m);
        } else {
          stack_.back().minf = std::min(stack_.back().minf, m);
        }
        continue;
      }
      const auto d = Direction(std::countr_zero(unsigned(top.moves)));
      top.moves = std::uint8_t(top.moves & (top.moves - 1));
      const PaddedId child{std::uint32_t(std::int64_t(raw(top.id)) + moves_.offset(d))};
      const Cost cg = top.g + moves_.base_cost(d) * Cost(grid_->weight(child));
      if (options_.cache == IdaCache::none) {
        if (child == top.parent) continue;
        record(child, cg, top.id);
      } else if (seen(child, cg, top.id)) {
        continue;
      }
      if (cut_ != DeadEndCut::off && dead_end(child, cg)) continue;
      // Enter the child: one node.
      if (budget_ != 0 && stats.expanded >= budget_) {
        status_ = Status::budget_exhausted;
        break;
      }
      if (limits_.time_up(stats.expanded, stats.time_ns, t0)) {
        status_ = Status::budget_exhausted;
        break;
      }
      ++done;
      ++stats.generated;
      enter(child, cg, top.id);
    }
    stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  const SearchResult& finish() {
    return finish_result(result_, status_, [&] {
      for (const PaddedId id : path_) result_.path.push_back(grid_->unpad(id));
      result_.cost = found_g_;
    });
  }

  /// Sends the events of the next searches to `sink` (nullptr: none).
  void set_sink(EventSink* sink) noexcept { emit_.set_sink(sink); }
  // ---- inspection ----
  [[nodiscard]] Status status() const noexcept { return status_; }
  [[nodiscard]] const SearchResult& result() const noexcept { return result_; }
  [[nodiscard]] const IdaStats& ida_stats() const noexcept { return ida_; }
  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }
  /// Open: on the current depth-first path.
  [[nodiscard]] std::optional<CellView> view(PaddedId id) const noexcept {
    const Cell& c = cells_[raw(id)];
    if (c.mseen != seen_mark_) return std::nullopt;
    const bool on_path = std::any_of(stack_.begin(), stack_.end(), [&](const Frame& f) { return f.id == id; });
    return CellView{on_path, c.seen, c.parent};
  }
  /// Depth of the depth-first path (the "open" cells); for the Planner facade, IDA* keeps
  /// no open list and the current path's depth stands in.
  [[nodiscard]] std::size_t open_size() const noexcept { return stack_.size(); }
  [[nodiscard]] H& heuristic() noexcept { return heuristic_; }
  [[nodiscard]] const IdaOptions& options() const noexcept { return options_; }
  [[nodiscard]] std::size_t memory_bytes() const noexcept {
    return cells_.capacity() * sizeof(Cell) + stack_.capacity() * sizeof(Frame);
  }

 private:
  struct Cell {
    Cost seen = 0;              // shortest g found in this query (this iteration for `single`)
    Cost minf = 0;              // memo: min f found under the cell
    Cost memo_g = 0;            // the g at which the memo was made (guarded cut)
    std::uint32_t mseen = 0;    // == seen_mark_: seen is valid
    std::uint32_t mming = 0;    // == iteration_mark_: already entered at g == seen this iteration
    std::uint32_t mminf = 0;    // == query_mark_: minf is valid
    PaddedId parent = kNoCell;  // where the cheapest g came from
  };
  struct Frame {
    PaddedId id;
    PaddedId parent;
    Cost g;
    Cost minf;           // min f over the leaves found below so far
    std::uint8_t moves;  // legal moves not tried yet
  };

  void begin_query() {
    query_mark_ = new_mark();
    seen_mark_ = query_mark_;
    threshold_ = heuristic_(start_);  // the first evaluation: ALTBest picks its landmark here
    begin_iteration();
  }

  /// A marker no cell holds yet (the lazy cache's O(1) reset). When the 32-bit counter
  /// wraps, the cells are cleared once (markers restart at 1; cells hold 0).
  std::uint32_t new_mark() {
    if (++mark_counter_ == 0) {
      for (Cell& c : cells_) c = Cell{};
      mark_counter_ = 1;
    }
    return mark_counter_;
  }

  void begin_iteration() {
    ++ida_.iterations;
    ida_.threshold = threshold_;
    if (++iteration_mark_ == 0) iteration_mark_ = 1;
    if (options_.cache == IdaCache::single) seen_mark_ = new_mark();
    iteration_minf_ = kInfiniteCost;
    // The root: marked seen at g = 0 so that paths back to it are cut, then entered.
    Cell& root = cells_[raw(start_)];
    root.seen = 0;
    root.mseen = seen_mark_;
    root.mming = iteration_mark_;
    root.parent = kNoCell;
    emit_(EventKind::begin, start_, kNoCell, 0, threshold_);
    enter(start_, 0, kNoCell);
  }

  void end_iteration() {
    if (iteration_minf_ == kInfiniteCost) {
      // Nothing beyond the threshold anywhere: no path, unless the cut lost one.
      if (cut_ != DeadEndCut::off && options_.repair && table_ && table_proves(true)) {
        repair(
            "repaired: the dead-end cut ended with no path although the pre-computed table proves "
            "start and goal connected; rerun without the cut (Cazenave V.D)");
        return;
      }
      status_ = Status::no_path;
      return;
    }
    threshold_ = iteration_minf_ + options_.delta;
    begin_iteration();
  }

  /// Section V.D: reruns the query without the dead-end cut (from the next step on).
  void repair(std::string why) {
    ida_.repaired = true;
    ida_.nodes_before_repair = result_.stats.expanded;
    result_.message = std::move(why);
    cut_ = DeadEndCut::off;
    for (auto f = stack_.rbegin(); emit_.on() && f != stack_.rend(); ++f)  // backs out of the path at once
      emit_.send(EventKind::close, f->id, f->parent, f->g, f->minf);
    stack_.clear();
    begin_query();
  }

  /// What the table proves (section V.D): that a path exists (`path`), or that none does.
  [[nodiscard]] bool table_proves(bool path) const noexcept {
    if (options_.proof == ConnectivityProof::components) return table_->connected(start_, goal_) == path;
    return path ? table_->landmarks_prove_path(start_, goal_) : table_->landmarks_prove_separated(start_, goal_);
  }

  /// One call of the paper's recursive function.
  void enter(PaddedId id, Cost g, PaddedId parent) {
    ++result_.stats.expanded;
    const Cost f = g + heuristic_(id);
    if (emit_.on()) [[unlikely]] {
      if (parent != kNoCell) emit_.send(EventKind::generate, id, parent, g, f);
      emit_.send(EventKind::expand, id, parent, g, f);
    }
    if (f > threshold_ + tolerance_ * (1 + threshold_)) {
      emit_(EventKind::close, id, parent, g, f);
      if (cut_ != DeadEndCut::off) set_minf(id, f, g);
      if (stack_.empty()) {
        iteration_minf_ = std::min(iteration_minf_, f);
      } else {
        stack_.back().minf = std::min(stack_.back().minf, f);
      }
      return;
    }
    if (id == goal_) {
      if (cut_ != DeadEndCut::off && options_.repair && table_ && table_->count() > 0) {
        // Section V.D, extended: the landmarks bound the optimal cost from above
        // (start -> L -> goal), so a path dearer than that bound + delta proves the cut
        // lost the one the threshold promised.
        const Cost bound = table_->upper_bound(start_, goal_);
        if (g > bound + options_.delta + tolerance_ * (1 + bound)) {
          emit_(EventKind::close, id, parent, g, f);
          repair("repaired: the path found with the dead-end cut cost " + std::to_string(g) +
                 ", more than the landmark bound " + std::to_string(bound) + " + delta; rerun without the cut");
          return;
        }
      }
      path_.clear();
      for (const Frame& fr : stack_) path_.push_back(fr.id);
      path_.push_back(id);
      found_g_ = g;
      status_ = Status::found;
      emit_(EventKind::end, id, parent, g, f);
      return;
    }
    stack_.push_back({id, parent, g, kInfiniteCost, moves_.legal_moves(id)});
    if (stack_.size() > result_.stats.max_open) result_.stats.max_open = stack_.size();
  }

  /// Records g for the inspection API (cache none).
  void record(PaddedId id, Cost g, PaddedId parent) noexcept {
    Cell& c = cells_[raw(id)];
    if (c.mseen != seen_mark_ || g < c.seen) {
      c.seen = g;
      c.mseen = seen_mark_;
      c.parent = parent;
    }
  }

  /// The paper's Seen: true when entering `id` at g would re-search it.
  bool seen(PaddedId id, Cost g, PaddedId parent) noexcept {
    Cell& c = cells_[raw(id)];
    if (c.mseen != seen_mark_) {
      c.seen = g;
      c.mseen = seen_mark_;
      c.mming = iteration_mark_;
      c.parent = parent;
      return false;
    }
    const Cost tol = tolerance_ * (1 + c.seen);
    if (g < c.seen - tol) {
      if (c.seen != kInfiniteCost) ++result_.stats.improved;
      c.seen = g;
      c.mming = iteration_mark_;
      c.parent = parent;
      return false;
    }
    if (options_.cache == IdaCache::two_step && g <= c.seen + tol && c.mming != iteration_mark_) {
      c.mming = iteration_mark_;
      return false;
    }
    return true;
  }

  [[nodiscard]] bool dead_end(PaddedId id, Cost g) const noexcept {
    const Cell& c = cells_[raw(id)];
    if (c.mminf != query_mark_ || c.minf != kInfiniteCost) return false;
    return cut_ == DeadEndCut::on || g >= c.memo_g - tolerance_ * (1 + c.memo_g);
  }
  void set_minf(PaddedId id, Cost m, Cost g) noexcept {
    Cell& c = cells_[raw(id)];
    c.minf = m;
    c.memo_g = g;
    c.mminf = query_mark_;
  }

  const Grid* grid_;
  MoveModel moves_;
  H heuristic_;
  IdaOptions options_;
  std::shared_ptr<const LandmarkTable> table_;
  Cost tolerance_ = 0;  // relative slack for comparing sums of irrational costs
  std::vector<Cell> cells_;
  std::vector<Frame> stack_;
  std::vector<PaddedId> path_;
  std::uint32_t mark_counter_ = 0;
  std::uint32_t query_mark_ = 0;      // minf memo of this query
  std::uint32_t seen_mark_ = 0;       // shortest-g table: the query's (two-step, none) or the iteration's (single)
  std::uint32_t iteration_mark_ = 0;  // second marker of the two-step cache
  SearchResult result_;
  IdaStats ida_;
  Limits limits_;
  PaddedId start_{}, goal_{};
  Cost threshold_ = 0;
  Cost iteration_minf_ = kInfiniteCost;
  Cost found_g_ = 0;
  std::uint64_t budget_ = 0;
  DeadEndCut cut_ = DeadEndCut::on;
  Status status_ = Status::running;
  EventTap emit_;
};

}  // namespace gridnav
