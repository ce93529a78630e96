// Jump point search (Harabor and Grastien, AAAI 2011) on grids of uniform costs: online,
// with block-based jumps (ICAPS 2014), under every move rule (8-connected without corner
// cutting, the Moving AI rule: jps_scan.hpp; with corner cutting: jps_scan_corners.hpp;
// 4-connected: jps_scan_four.hpp); and, under every rule as well, JPS+, with the jumps
// read from a table built per grid (jps_table.hpp), and JPS+ with goal bounding
// (heuristic/goal_bounds.hpp). The jumps' sources: algorithm/jps_jumps.hpp; the pruning of
// each rule: algorithm/jps_pruning.hpp.
//
//   BasicJpsSearch  A* over jump points: a node's successors are the first jump points along
//     the directions that pruning keeps for the way it was reached.
//
// Sound only where every traversable cell costs the same: the constructor throws
// InputError for other rules and for rules other than its jumps' own, and start() answers
// invalid_input on a grid that has acquired terrain weights since. Costs follow the rules'
// profile (octile: straight 1, diagonal sqrt 2; integer: 2 and 3, or 1 on 4-connected
// grids). The open list is the binary heap with lazy duplicates (open_list/binary_heap.hpp);
// the heuristic is the octile distance (Manhattan on 4-connected grids).
//
// Paths come back as full cell sequences (each jump walked cell by cell). The step API
// counts jump points: step(n) expands up to n of them; state(), g() and parent() describe
// jump points (parent() is the jump point a node was reached from). Events (set_sink):
// begin at the start, generate and expand per jump point, end at the goal.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "gridnav/algorithm/event_tap.hpp"
#include "gridnav/algorithm/jps_jumps.hpp"
#include "gridnav/algorithm/jps_pruning.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_frame.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav {

/// Jump point search over the jumps of `Jumps` (jps_jumps.hpp). jps::OnlineJumps and
/// jps::TableJumps give the same jumps, so the same expansions, costs and paths.
template <class Jumps>
class BasicJpsSearch : public SearchFrame<BasicJpsSearch<Jumps>> {
  using JumperT = decltype(std::declval<const Jumps&>().jumper(0, 0));

 public:
  /// The rule its jumps and pruning are for.
  static constexpr JumpRule kRule = JumperT::kRule;

  BasicJpsSearch(const Grid& grid, MoveRules rules) : BasicJpsSearch(grid, rules, Jumps{}) {}
  /// With the jumps' source configured (a table file, goal bounds: algorithm/jps_jumps.hpp).
  BasicJpsSearch(const Grid& grid, MoveRules rules, Jumps jumps)
      : grid_(&grid), moves_(grid, rules), jumps_(std::move(jumps)) {
    if (std::string why = jps_unsupported(grid, rules); !why.empty()) throw InputError(why);
    if (jump_rule_for(rules) != kRule)
      throw InputError("this jump point search is for other move rules than " +
                       std::to_string(int(rules.connectivity)) + "-connected with " +
                       std::string(to_string(rules.diagonal)));
    const CostProfile p = rules.profile();
    straight_ = p.straight;
    diagonal_ = p.diagonal;
    tolerance_ = p.whole_numbers() ? 0.0 : 1e-9;
    pw_ = grid.padded_width();
    nodes_.reset(grid.padded_size());  // zero bytes: seen by no search; pages claimed as reached
    jumps_.assign(grid);
  }

  Status start(const Query& query, const Limits& limits = {}) {
    const auto t0 = SearchClock::now();
    result_.reset();
    open_.clear();
    limits_ = limits;
    status_ = Status::running;
    if (std::string why = validate_query(*grid_, query); !why.empty()) {
      result_.message = std::move(why);
      return status_ = Status::invalid_input;
    }
    if (!jumps_.current(*grid_)) {  // the grid changed since the last search
      if (std::string why = jps_unsupported(*grid_, moves_.rules()); !why.empty()) {
        result_.message = std::move(why);
        return status_ = Status::invalid_input;
      }
      if (nodes_.size() != grid_->padded_size()) nodes_.reset(grid_->padded_size());
      pw_ = grid_->padded_width();
      try {
        jumps_.assign(*grid_);
      } catch (const InputError& e) {  // goal bounds made for the map as it was
        result_.message = e.what();
        return status_ = Status::invalid_input;
      }
    }
    if (++mark_ == 0) {  // the 32-bit stamp wrapped: clear once
      std::fill(nodes_.begin(), nodes_.end(), Node{});
      mark_ = 1;
    }
    start_ = grid_->pad(query.start);
    goal_ = grid_->pad(query.goal);
    gx_ = std::int32_t(raw(goal_) % std::uint32_t(pw_));
    gy_ = std::int32_t(raw(goal_) / std::uint32_t(pw_));
    Node& s = nodes_[raw(start_)];
    s = {0, kNoCell, mark_, 0, 0, 0};
    const Cost h = heuristic(start_);
    emit_(EventKind::begin, start_, kNoCell, 0, h);
    open_.push({start_, tie_key_larger_g(0), h});
    result_.stats.generated = 1;
    result_.stats.max_open = 1;
    result_.stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  /// Expands up to n jump points.
  Status step(std::uint64_t n = 1) {
    if (status_ != Status::running) return status_;
    const auto t0 = SearchClock::now();
    SearchStats& stats = result_.stats;
    const auto jumper = jumps_.jumper(gx_, gy_);
    for (std::uint64_t done = 0; done < n && status_ == Status::running;) {
      if (open_.empty()) {
        status_ = Status::no_path;
        break;
      }
      std::uint32_t steps = 0;
      const OpenEntry e = open_.pop(steps);
      Node& node = nodes_[raw(e.id)];
      if (node.closed == mark_) continue;  // a dearer duplicate of a node already expanded
      if (limits_.max_expansions != 0 && stats.expanded >= limits_.max_expansions) {
        open_.push(e);
        status_ = Status::budget_exhausted;
        break;
      }
      if (limits_.time_up(stats.expanded, stats.time_ns, t0)) {
        open_.push(e);
        status_ = Status::budget_exhausted;
        break;
      }
      node.closed = mark_;
      ++stats.expanded;
      ++done;
      emit_(EventKind::expand, e.id, node.parent, node.g, e.f);
      if (e.id == goal_) {
        status_ = Status::found;
        emit_(EventKind::end, e.id, node.parent, node.g, e.f);
        break;
      }
      expand(jumper, e.id, node);
    }
    stats.time_ns += elapsed_ns(t0);
    return status_;
  }

  const SearchResult& finish() {
    return finish_result(result_, status_, [&] {
      result_.cost = nodes_[raw(goal_)].g;
      trace_path();
    });
  }

  void set_sink(EventSink* sink) noexcept { emit_.set_sink(sink); }
  /// Strong pruning (JPS2, jps_pruning.hpp): the same costs, fewer nodes in the open list.
  void set_strong_pruning(bool on) noexcept { strong_ = on; }

  // ---- inspection (jump points only) ----
  [[nodiscard]] Status status() const noexcept { return status_; }
  [[nodiscard]] const SearchResult& result() const noexcept { return result_; }
  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }
  [[nodiscard]] std::optional<CellView> view(PaddedId id) const noexcept {
    const Node& n = nodes_[raw(id)];
    if (n.seen != mark_) return std::nullopt;
    return CellView{n.closed != mark_, n.g, n.parent};
  }
  /// Entries in the open list, dearer duplicates included.
  [[nodiscard]] std::size_t open_size() const noexcept { return open_.size(); }
  [[nodiscard]] std::size_t memory_bytes() const noexcept { return nodes_.bytes() + jumps_.bytes(); }

 private:
  struct Node {
    Cost g = 0;
    PaddedId parent = kNoCell;
    std::uint32_t seen = 0;      // == mark_: g and parent belong to this search
    std::uint32_t closed = 0;    // == mark_: expanded in this search
    std::int8_t dx = 0, dy = 0;  // the direction of the jump that reached it (0, 0: the start)
  };

  [[nodiscard]] Cost estimate(std::int32_t dx, std::int32_t dy) const noexcept {
    dx = dx < 0 ? -dx : dx;
    dy = dy < 0 ? -dy : dy;
    if constexpr (kRule == JumpRule::four) return Cost(dx + dy) * straight_;
    const std::int32_t lo = std::min(dx, dy), hi = std::max(dx, dy);
    return Cost(hi - lo) * straight_ + Cost(lo) * diagonal_;
  }
  [[nodiscard]] Cost heuristic(PaddedId id) const noexcept {
    return estimate(std::int32_t(raw(id) % std::uint32_t(pw_)) - gx_, std::int32_t(raw(id) / std::uint32_t(pw_)) - gy_);
  }
  [[nodiscard]] PaddedId at(std::int32_t x, std::int32_t y) const noexcept {
    return PaddedId{std::uint32_t(y * pw_ + x)};
  }

  /// Generates the jump points that pruning keeps from `id`, reached from node.parent.
  void expand(const JumperT& jumper, PaddedId id, const Node& node) {
    if (strong_) {
      expand_with<true>(jumper, id, node);
    } else {
      expand_with<false>(jumper, id, node);
    }
  }
  // One instantiation per pruning, each a function of its own: the basic one's loop stays as
  // small as it was before strong pruning existed (inlined together they ran 12 % slower).
  template <bool kStrong>
  void expand_with(const JumperT& jumper, PaddedId id, const Node& node) {
    const std::int32_t x = std::int32_t(raw(id) % std::uint32_t(pw_)), y = std::int32_t(raw(id) / std::uint32_t(pw_));
    const Cost g = node.g;
    jps::successors<kStrong>(
        jumper, x, y, node.dx, node.dy,
        [&](std::int32_t sx, std::int32_t sy, std::int32_t k, std::int32_t tx, std::int32_t ty, std::int32_t h) {
          const Cost first = Cost(k) * (sx != 0 && sy != 0 ? diagonal_ : straight_);
          if (h == 0) {
            relax(id, x + k * sx, y + k * sy, sx, sy, g + first);
          } else {
            relax(id, x + k * sx + h * tx, y + k * sy + h * ty, tx, ty, g + first + Cost(h) * straight_);
          }
        });
  }

  void relax(PaddedId from, std::int32_t x, std::int32_t y, std::int32_t dx, std::int32_t dy, Cost g) {
    const PaddedId to = at(x, y);
    Node& n = nodes_[raw(to)];
    if (n.seen == mark_) {
      if (n.closed == mark_ || g >= n.g - tolerance_ * (1 + n.g)) return;
      ++result_.stats.improved;
    } else {
      n.seen = mark_;
      ++result_.stats.generated;
    }
    n.g = g;
    n.parent = from;
    n.dx = std::int8_t(dx);
    n.dy = std::int8_t(dy);
    const Cost f = g + estimate(x - gx_, y - gy_);
    emit_(EventKind::generate, to, from, g, f);
    open_.push({to, tie_key_larger_g(g), f});
    if (open_.size() > result_.stats.max_open) result_.stats.max_open = open_.size();
  }

  /// The path from the start to the goal, every cell of every jump. A jump from a node's
  /// parent is a line, or under strong pruning a bent path: diagonal first, then straight
  /// (vertical first, then horizontal, on 4-connected grids), so the turn is where the
  /// first leg has covered the smaller offset (the vertical one).
  void trace_path() {
    std::vector<Point>& path = result_.path;
    auto walk = [&](Point from, Point to) {  // the cells after `from` up to `to`, on a line
      const std::int32_t dx = (to.x > from.x) - (to.x < from.x), dy = (to.y > from.y) - (to.y < from.y);
      for (Point c = from; c != to;) {
        c = {c.x + dx, c.y + dy};
        path.push_back(c);
      }
    };
    for (PaddedId id = goal_;;) {
      const PaddedId p = nodes_[raw(id)].parent;
      const Point here = grid_->unpad(id);
      if (p == kNoCell) {
        path.push_back(here);
        break;
      }
      const Point there = grid_->unpad(p);
      const std::int32_t ax = here.x > there.x ? here.x - there.x : there.x - here.x;
      const std::int32_t ay = here.y > there.y ? here.y - there.y : there.y - here.y;
      const std::int32_t k = std::min(ax, ay);
      const std::int32_t sx = (here.x > there.x) - (here.x < there.x), sy = (here.y > there.y) - (here.y < there.y);
      const Point turn = kRule == JumpRule::four ? Point{there.x, here.y} : Point{there.x + k * sx, there.y + k * sy};
      // Backwards: from `here` to the turn, then to the parent (walk writes forwards, so reverse each leg).
      const std::size_t mark = path.size();
      walk(there, turn);
      walk(turn, here);
      std::reverse(path.begin() + std::ptrdiff_t(mark), path.end());
      id = p;
    }
    std::reverse(path.begin(), path.end());
  }

  const Grid* grid_;
  MoveModel moves_;
  Jumps jumps_;
  ZeroedArray<Node> nodes_;
  BinaryHeap<Duplicates::closed> open_;
  Cost straight_ = 1, diagonal_ = kSqrt2, tolerance_ = 0;
  bool strong_ = false;
  std::int32_t pw_ = 0, gx_ = 0, gy_ = 0;
  std::uint32_t mark_ = 0;
  PaddedId start_{}, goal_{};
  SearchResult result_;
  Limits limits_;
  Status status_ = Status::running;
  EventTap emit_;
};

/// Online jump point search, 8-connected without corner cutting.
using JpsSearch = BasicJpsSearch<jps::OnlineJumps>;
/// Online jump point search with corner cutting (DiagonalRule::corner_cutting).
using JpsCuttingSearch = BasicJpsSearch<jps::OnlineCuttingJumps>;
/// Online jump point search with DiagonalRule::always.
using JpsAlwaysSearch = BasicJpsSearch<jps::OnlineAlwaysJumps>;
/// Online jump point search on 4-connected grids.
using JpsFourSearch = BasicJpsSearch<jps::OnlineFourJumps>;
/// JPS+: the jumps precomputed for the grid when the search is made (and whenever the grid
/// changes), 16 bytes a cell more; for the rule R.
template <JumpRule R>
using JpsPlusSearchFor = BasicJpsSearch<jps::BasicTableJumps<R>>;
using JpsPlusSearch = JpsPlusSearchFor<JumpRule::no_corner_cutting>;
/// JPS+ with goal bounding (heuristic/goal_bounds.hpp): a jump is taken only when the goal
/// lies in the box of its first move; 64 bytes a cell more.
template <JumpRule R>
using JpsPlusBoundedSearchFor = BasicJpsSearch<jps::BasicBoundedTableJumps<R>>;
using JpsPlusBoundedSearch = JpsPlusBoundedSearchFor<JumpRule::no_corner_cutting>;

}  // namespace gridnav
