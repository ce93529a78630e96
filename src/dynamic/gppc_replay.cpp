#include "gridnav/dynamic/gppc_replay.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <optional>
#include <string>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

using Clock = std::chrono::steady_clock;

std::int64_t since(Clock::time_point begin) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - begin).count();
}

/// The true map and one batch of patches at a time turned into cell changes: each cell
/// the batch leaves different from before, once, however many patches covered it.
class PatchedMap {
 public:
  explicit PatchedMap(const GppcScenario& s)
      : scenario_(s),
        grid_(s.width, s.height, kGround),
        before_(std::size_t(s.width) * std::size_t(s.height), 0),
        touched_(before_.size(), 0) {}

  void paste(const GppcCommand& c) {
    const GppcPatch& p = scenario_.patches[c.patch];
    for (std::int32_t y = 0; y < p.height; ++y)
      for (std::int32_t x = 0; x < p.width; ++x) {
        const Point cell{c.at.x + x, c.at.y + y};
        const std::size_t i = std::size_t(cell.y) * std::size_t(grid_.width()) + std::size_t(cell.x);
        if (!touched_[i]) {
          touched_[i] = 1;
          before_[i] = grid_.weight(cell);
          touched_list_.push_back(cell);
        }
        grid_.set_weight(cell, p.is_open(x, y) ? kGround : kBlocked);
      }
  }

  /// The changes of the batch pasted since the last call; resets the batch.
  std::span<const CellChange> take_changes() {
    changes_.clear();
    for (const Point cell : touched_list_) {
      const std::size_t i = std::size_t(cell.y) * std::size_t(grid_.width()) + std::size_t(cell.x);
      touched_[i] = 0;
      if (grid_.weight(cell) != before_[i]) changes_.push_back({cell, grid_.weight(cell)});
    }
    touched_list_.clear();
    return changes_;
  }

  [[nodiscard]] const Grid& grid() const noexcept { return grid_; }

 private:
  const GppcScenario& scenario_;
  Grid grid_;
  std::vector<Weight> before_;
  std::vector<std::uint8_t> touched_;
  std::vector<Point> touched_list_;
  std::vector<CellChange> changes_;
};

/// A fresh Dijkstra search on the current map, for verify.
std::string compare_with_dijkstra(DijkstraSearch<>& dijkstra, const Grid& grid, const GppcCommand& q,
                                  const GppcAnswer& a) {
  const bool open_ends = grid.passable(q.start) && grid.passable(q.goal);
  const SearchResult* r = open_ends ? &dijkstra.solve({q.start, q.goal}) : nullptr;
  const bool exists = r && r->found();
  if (a.status == Status::budget_exhausted) return "the planner hit its step cap";
  if (!exists) return a.status == Status::found ? "found a path where Dijkstra finds none" : "";
  if (a.status != Status::found) return "no path, Dijkstra finds " + std::to_string(r->cost);
  if (std::abs(a.cost - r->cost) > 1e-9 * std::max(1.0, r->cost))
    return "cost " + std::to_string(a.cost) + ", Dijkstra " + std::to_string(r->cost);
  return "";
}

}  // namespace

std::int64_t GppcReplay::change_ns() const noexcept {
  std::int64_t sum = 0;
  for (const GppcSnapshot& s : snapshots) sum += s.change_ns;
  return sum;
}

std::int64_t GppcReplay::query_ns() const noexcept {
  std::int64_t sum = 0;
  for (const GppcSnapshot& s : snapshots) sum += s.query_ns;
  return sum;
}

std::int64_t GppcReplay::max_step_ns() const noexcept {
  std::int64_t most = 0;
  for (const GppcSnapshot& s : snapshots) most = std::max(most, s.max_step_ns);
  return most;
}

GppcReplay replay_gppc(const GppcScenario& scenario, ChangingMapSolver& solver, const GppcReplayOptions& options) {
  const MoveRules rules = gppc_rules();
  GppcReplay replay;
  replay.solver = solver.name();
  replay.queries.reserve(scenario.query_count());
  PatchedMap map(scenario);
  std::optional<DijkstraSearch<>> dijkstra;
  if (options.verify) dijkstra.emplace(map.grid(), rules);

  std::size_t batch_patches = 0;
  bool started = false;
  bool new_snapshot = true;  // the next query opens a snapshot
  std::int64_t pending_change_ns = 0;
  for (std::size_t i = 0; i < scenario.commands.size(); ++i) {
    const GppcCommand& c = scenario.commands[i];
    if (c.kind == GppcCommand::Kind::patch) {
      map.paste(c);
      ++batch_patches;
      new_snapshot = true;
      continue;
    }
    if (options.interrupt && options.interrupt->load(std::memory_order_relaxed)) {
      replay.interrupted = true;
      break;
    }
    if (new_snapshot) {
      GppcSnapshot snap;
      snap.index = replay.snapshots.size();
      snap.bucket = c.bucket;
      snap.patches = std::exchange(batch_patches, 0);
      const std::span<const CellChange> changes = map.take_changes();
      snap.cells_changed = changes.size();
      const auto begin = Clock::now();
      if (!started) {
        solver.start(map.grid(), rules);
        replay.init_ns = since(begin);
        started = true;
      } else {
        solver.change(changes);
        snap.change_ns = since(begin);
      }
      pending_change_ns = snap.change_ns;
      replay.snapshots.push_back(snap);
      new_snapshot = false;
    }
    GppcSnapshot& snap = replay.snapshots.back();
    GppcQueryResult q;
    q.command = i;
    q.snapshot = snap.index;
    const auto begin = Clock::now();
    q.answer = solver.answer(c.start, c.goal);
    q.ns = since(begin);
    q.matches = q.answer.status != Status::budget_exhausted &&
                gppc_cost_matches(q.answer.status == Status::found ? q.answer.cost : kInfiniteCost, c);
    ++snap.queries;
    snap.query_ns += q.ns;
    snap.max_step_ns = std::max(snap.max_step_ns, q.ns + std::exchange(pending_change_ns, 0));
    if (!q.matches) {
      ++snap.mismatches;
      ++replay.mismatches;
    }
    if (dijkstra) {
      q.verify_failure = compare_with_dijkstra(*dijkstra, map.grid(), c, q.answer);
      ++replay.verified;
      if (!q.verify_failure.empty()) ++replay.verify_failures;
    }
    replay.queries.push_back(std::move(q));
  }
  return replay;
}

}  // namespace gridnav
