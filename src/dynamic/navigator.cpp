#include "gridnav/dynamic/navigator.hpp"

#include <algorithm>
#include <chrono>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

/// Adds the time from its making to the end of its scope to `sink` when `on` (a timed
/// Navigator call); reads no clock otherwise.
class CallTimer {
 public:
  using Clock = std::chrono::steady_clock;
  CallTimer(bool on, std::int64_t& sink) noexcept : sink_(on ? &sink : nullptr) {
    if (on) t0_ = Clock::now();
  }
  CallTimer(const CallTimer&) = delete;
  CallTimer& operator=(const CallTimer&) = delete;
  ~CallTimer() {
    if (sink_) *sink_ += std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0_).count();
  }

 private:
  std::int64_t* sink_;
  Clock::time_point t0_{};
};

}  // namespace

NavigatorStats& NavigatorStats::operator+=(const NavigatorStats& o) noexcept {
  searches += o.searches;
  expansions += o.expansions;
  heap_inserts += o.heap_inserts;
  heap_removes += o.heap_removes;
  heap_size_sum += o.heap_size_sum;
  heap_height_sum += o.heap_height_sum;
  max_heap = std::max(max_heap, o.max_heap);
  time_ns += o.time_ns;
  return *this;
}

void NavigatorStats::add_heap(const HeapCounters& c) noexcept {
  heap_inserts += c.inserts + c.updates;
  heap_removes += c.removes;
  heap_size_sum += c.size_sum;
  heap_height_sum += c.height_sum;
  max_heap = std::max(max_heap, c.max_size);
}

void Navigator::reset(const Grid& grid, MoveRules rules, Point agent, Point goal) {
  if (!grid.in_bounds(agent)) throw InputError("navigator: agent " + to_string(agent) + " is outside the map");
  if (!grid.in_bounds(goal)) throw InputError("navigator: goal " + to_string(goal) + " is outside the map");
  const CallTimer timer(timed_, time_ns_);
  if (&grid != &grid_) grid_ = grid;
  rules_ = rules;
  moves_.emplace(grid_, rules_);
  distance_ = OctileHeuristic::unit_weight_form(moves_->profile(), rules_.connectivity);
  agent_ = agent;
  goal_ = goal;
  path_.clear();
  path_valid_ = false;
  status_ = Status::running;
  on_reset();
}

void Navigator::set_goal(Point goal) { reset(grid_, rules_, agent_, goal); }

Status Navigator::plan() {
  const CallTimer timer(timed_, time_ns_);
  status_ = on_plan();
  // A blocked agent or goal cell means no path (the interface's contract, and what the
  // verifier's Dijkstra says), also when the two are one cell, where the planners'
  // searches find the empty path.
  if (status_ == Status::found && !(grid_.passable(agent_) && grid_.passable(goal_))) status_ = Status::no_path;
  path_valid_ = false;
  return status_;
}

void Navigator::apply_changes(std::span<const CellChange> changes) {
  const CallTimer timer(timed_, time_ns_);
  applied_.clear();
  for (const CellChange& c : changes) {
    if (!grid_.in_bounds(c.cell))
      throw InputError("navigator: changed cell " + to_string(c.cell) + " is outside the map");
    const Weight before = grid_.weight(c.cell);
    if (before == c.weight) continue;
    grid_.set_weight(c.cell, c.weight);
    applied_.push_back({c.cell, before, c.weight});
  }
  if (!applied_.empty()) {
    path_valid_ = false;
    on_changes(applied_);
  }
}

void Navigator::move_agent(Point to) {
  if (!grid_.in_bounds(to)) throw InputError("navigator: agent move to " + to_string(to) + " is outside the map");
  if (to == agent_) return;
  const CallTimer timer(timed_, time_ns_);
  const Point from = agent_;
  agent_ = to;
  // Keep the cached path when the agent stepped onto its second cell.
  if (path_valid_ && path_.size() >= 2 && path_[1] == to) {
    path_.erase(path_.begin());
  } else {
    path_valid_ = false;
  }
  on_move(from, to);
}

const std::vector<Point>& Navigator::path() {
  if (!path_valid_) {
    path_.clear();
    if (status_ == Status::found) build_path(path_);
    path_valid_ = true;
  }
  return path_;
}

std::optional<Point> Navigator::next_step() {
  const auto& p = path();
  if (p.size() < 2) return std::nullopt;
  return p[1];
}

Cost Navigator::path_cost() {
  const auto& p = path();
  if (p.empty()) return kInfiniteCost;
  return gridnav::path_cost(*moves_, p);
}

NavigatorStats Navigator::stats() const {
  NavigatorStats s;
  s.searches = searches_;
  s.expansions = expansions_;
  s.time_ns = time_ns_;
  s.add_heap(heap_counters());
  return s;
}

void Navigator::clear_stats() {
  searches_ = 0;
  expansions_ = 0;
  time_ns_ = 0;
  clear_heap_counters();
}

}  // namespace gridnav
