// Fringe Search (Bjornsson, Enzenberger, Holte, Schaeffer, "Fringe search: beating A*
// at pathfinding on game maps", CIG 2005): IDA*'s thresholds without its repeated
// re-search from the root.
//
// The fringe is one list of cells. An iteration walks it from the front with a
// threshold `flim`: a cell with f > flim stays for the next iteration (and the smallest
// such f becomes the next flim); a cell with f <= flim is expanded: each child reached
// more cheaply than before is moved (or inserted) right after the cell, so it is
// visited in this same iteration, and the cell leaves the list. The goal ends the search
// when visited with f <= flim. A per-cell cache holds g, the parent and whether the cell
// is on the fringe, reset in O(1) by a search stamp.
//
// Optimal with an admissible heuristic (flim never exceeds the optimal cost before the
// goal is visited). Node count (SearchStats::expanded and the node budget): every visit
// of a fringe cell, in every iteration (those above flim included); `generated` counts
// cells put on the fringe. Default budget 10,000,000 (as for IDA*). deferred() counts the
// visits above flim.
//
// Events (set_sink, search/events.hpp): begin at the start (which is the first cell on
// the fringe); generate when a cell is put on the fringe or moved within it (reached more
// cheaply), with the cell it came from; expand when a cell is visited with f <= flim (the
// visits above flim leave it on the fringe and report nothing, so expand events ==
// SearchStats::expanded - deferred()); end when the goal is so visited (after its
// expand). An expanded cell leaves the fringe at once: no close events.
// Memory: 40 bytes per padded cell, allocated at construction.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "gridnav/algorithm/event_tap.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/path_trace.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_frame.hpp"

namespace gridnav {

struct FringeOptions {
  std::uint64_t budget = 10'000'000;  ///< node budget per query (0: none)
};

template <Heuristic H = OctileHeuristic>
class FringeSearch : public SearchFrame<FringeSearch<H>> {
 public:
  using heuristic_type = H;

  FringeSearch(const Grid& grid, MoveRules rules, FringeOptions options = {},
               std::shared_ptr<const LandmarkTable> table = {})
      : grid_(&grid), moves_(grid, rules), heuristic_(grid, moves_), options_(options), table_(std::move(table)) {
    cells_.assign(grid.padded_size() + 1, Cell{});  // + 1: the list's head sentinel
    head_ = std::uint32_t(grid.padded_size());
  }

  Status start(const Query& query, const Limits& limits = {}) {
    const auto t0 = SearchClock::now();
    result_.reset();
    deferred_ = 0;
    limits_ = limits;
    status_ = Status::running;
    if (std::string why = validate_query(*grid_, query); !why.empty()) {
      result_.message = std::move(why);
      return status_ = Status::invalid_input;
    }
    start_ = grid_->pad(query.start);
    goal_ = grid_->pad(query.goal);
    heuristic_.set_goal(query.goal);
    budget_ = options_.budget;
    if (limits.max_expansions != 0 && (budget_ == 0 || limits.max_expansions < budget_))
      budget_ = limits.max_expansions;
    if (++stamp_ == 0) {
      for (Cell& c : cells_) c = Cell{};
      stamp_ = 1;
    }
    Cell& head = cells_[head_];
    head.next = head.prev = head_;
    size_ = 0;
    if (table_ && !table_->connected(start_, goal_)) {
      result_.message = "no path: start and goal lie in different components (pre-computed table), no search";
      status_ = Status::no_path;
    } else {
      Cell& s = touch(start_);
      s.g = 0;
      s.parent = kNoCell;
      s.h = heuristic_(start_);
      emit_(EventKind::begin, start_, kNoCell, 0, s.h);
      insert_after(head_, raw(start_));
      ++result_.stats.generated;
      flim_ = s.h;
      next_flim_ = kInfiniteCost;
      at_ = cells_[head_].next;
    }
    result_.stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  /// Visits up to n fringe cells.
  Status step(std::uint64_t n = 1) {
    if (status_ != Status::running) return status_;
    const auto t0 = SearchClock::now();
    SearchStats& stats = result_.stats;
    for (std::uint64_t i = 0; i < n && status_ == Status::running; ++i) {
      if (at_ == head_) {  // end of an iteration
        if (size_ == 0 || next_flim_ == kInfiniteCost) {
          status_ = Status::no_path;
          break;
        }
        flim_ = next_flim_;
        next_flim_ = kInfiniteCost;
        at_ = cells_[head_].next;
        continue;
      }
      if (budget_ != 0 && stats.expanded >= budget_) {
        status_ = Status::budget_exhausted;
        break;
      }
      if (limits_.time_up(stats.expanded, stats.time_ns, t0)) {
        status_ = Status::budget_exhausted;
        break;
      }
      ++stats.expanded;
      const std::uint32_t id = at_;
      Cell& c = cells_[id];
      const Cost f = c.g + c.h;
      if (f > flim_) {
        ++deferred_;
        next_flim_ = std::min(next_flim_, f);
        at_ = c.next;
        continue;
      }
      emit_(EventKind::expand, PaddedId{id}, c.parent, c.g, f);
      if (PaddedId{id} == goal_) {
        emit_(EventKind::end, PaddedId{id}, c.parent, c.g, f);
        status_ = Status::found;
        break;
      }
      const Cost g = c.g;
      moves_.for_each_move(PaddedId{id}, [&](PaddedId next, Cost step_cost, Direction) {
        Cell& k = touch(next);
        const Cost ng = g + step_cost;
        if (!(ng < k.g)) return;
        if (k.g != kInfiniteCost) ++stats.improved;
        if (k.on_fringe) {
          unlink(raw(next));
        } else {
          if (k.g == kInfiniteCost) {
            ++stats.generated;
            k.h = heuristic_(next);
          }
        }
        k.g = ng;
        k.parent = PaddedId{id};
        emit_(EventKind::generate, next, PaddedId{id}, ng, ng + k.h);
        insert_after(id, raw(next));  // children in reverse order of generation, right after the cell
      });
      at_ = cells_[id].next;
      unlink(id);
    }
    stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  const SearchResult& finish() {
    return finish_result(result_, status_, [&] {
      result_.cost = cells_[raw(goal_)].g;
      trace_path(
          *grid_, goal_, [&](PaddedId at) { return cells_[raw(at)].parent; }, result_.path);
    });
  }

  // ---- inspection: open = on the fringe, closed = seen and expanded ----
  [[nodiscard]] Status status() const noexcept { return status_; }
  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }
  [[nodiscard]] std::optional<CellView> view(PaddedId id) const noexcept {
    const Cell& c = cells_[raw(id)];
    if (c.stamp != stamp_) return std::nullopt;
    return CellView{c.on_fringe, c.g, c.parent};
  }
  [[nodiscard]] std::size_t fringe_size() const noexcept { return size_; }
  /// For the Planner facade: the fringe plays the open list's part.
  [[nodiscard]] std::size_t open_size() const noexcept { return size_; }
  [[nodiscard]] Cost threshold() const noexcept { return flim_; }
  /// Visits of cells above the threshold in the last search (part of SearchStats::expanded).
  [[nodiscard]] std::uint64_t deferred() const noexcept { return deferred_; }
  /// Sends the events of the next searches to `sink` (nullptr: none).
  void set_sink(EventSink* sink) noexcept { emit_.set_sink(sink); }
  [[nodiscard]] H& heuristic() noexcept { return heuristic_; }
  [[nodiscard]] std::size_t memory_bytes() const noexcept { return cells_.capacity() * sizeof(Cell); }

 private:
  struct Cell {
    Cost g = kInfiniteCost;
    Cost h = 0;  // heuristic, computed once per query
    std::uint32_t stamp = 0;
    PaddedId parent = kNoCell;
    std::uint32_t next = 0, prev = 0;
    bool on_fringe = false;
  };

  Cell& touch(PaddedId id) noexcept {
    Cell& c = cells_[raw(id)];
    if (c.stamp != stamp_) {
      c.g = kInfiniteCost;
      c.parent = kNoCell;
      c.on_fringe = false;
      c.stamp = stamp_;
    }
    return c;
  }
  void insert_after(std::uint32_t at, std::uint32_t id) noexcept {
    Cell& c = cells_[id];
    Cell& a = cells_[at];
    c.prev = at;
    c.next = a.next;
    cells_[a.next].prev = id;
    a.next = id;
    c.on_fringe = true;
    ++size_;
  }
  void unlink(std::uint32_t id) noexcept {
    Cell& c = cells_[id];
    cells_[c.prev].next = c.next;
    cells_[c.next].prev = c.prev;
    c.on_fringe = false;
    --size_;
  }

  const Grid* grid_;
  MoveModel moves_;
  H heuristic_;
  FringeOptions options_;
  std::shared_ptr<const LandmarkTable> table_;
  std::vector<Cell> cells_;
  std::uint32_t head_ = 0;
  std::uint32_t at_ = 0;
  std::size_t size_ = 0;
  std::uint32_t stamp_ = 0;
  SearchResult result_;
  Limits limits_;
  PaddedId start_{}, goal_{};
  Cost flim_ = 0, next_flim_ = kInfiniteCost;
  std::uint64_t budget_ = 0;
  Status status_ = Status::running;
  std::uint64_t deferred_ = 0;
  EventTap emit_;
};

}  // namespace gridnav
