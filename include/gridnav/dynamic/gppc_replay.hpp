// Replays a GPPC dynamic-track scenario (io/gppc_dynamic.hpp) with any planner and
// measures it the way the competition's start kit does.
//
//   const GppcScenario scen = read_gppc_scenario("data/gppc/doors.scen");
//   auto solver = make_changing_map_solver(parse_config("dstar-lite"), gridnav::planners());
//   const GppcReplay r = replay_gppc(scen, *solver);
//
// The map starts all open; the patches before the first query make the initial map,
// which the solver is given once (start(), timed as init_ns, the kit's search_init).
// Every later batch of patches between two queries is one map change: the cells whose
// state differs afterwards go to the solver in one change() call (timed as the
// snapshot's change_ns, the kit's snapshot_time). Each query is one answer() call (the
// kit's time_cost: a planner here answers in one call). A snapshot's max_step_ns is the
// largest single step as the kit counts it: the first query after a change carries the
// change's time. Every answer is checked against the file's octile reference (-1 = no
// path); with verify, also against a fresh Dijkstra search on the current map.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "gridnav/api/param.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/dynamic/navigator.hpp"
#include "gridnav/io/gppc_dynamic.hpp"

namespace gridnav {

/// A planner's answer to one query.
struct GppcAnswer {
  Status status = Status::no_path;  ///< found, no_path, or budget_exhausted (a failure)
  Cost cost = kInfiniteCost;
};

/// Answers queries on a map that changes: a navigator kept up to date by its own
/// incremental repair, or a static planner made again for each snapshot.
class ChangingMapSolver {
 public:
  ChangingMapSolver() = default;
  ChangingMapSolver(const ChangingMapSolver&) = delete;
  ChangingMapSolver& operator=(const ChangingMapSolver&) = delete;
  virtual ~ChangingMapSolver() = default;

  /// The full configuration, e.g. "dstar-lite" or "astar:heuristic=octile,...".
  [[nodiscard]] virtual std::string name() const = 0;
  /// The initial map; called once before anything else.
  virtual void start(const Grid& grid, const MoveRules& rules) = 0;
  /// One map change: every cell whose weight differs from before, once.
  virtual void change(std::span<const CellChange> changes) = 0;
  /// A least-cost path from start to goal on the current map (blocked ends: no path).
  virtual GppcAnswer answer(Point start, Point goal) = 0;
};

/// A navigator of navigators() (dstar-lite, lpa, astar-replan, ...): one agent that is
/// moved to each query's start, its goal set to the query's goal when that differs
/// (a reset of the search), its map repaired incrementally by apply_changes.
[[nodiscard]] std::unique_ptr<ChangingMapSolver> make_navigator_solver(const Config& spec);
/// A static planner of `catalog` (astar, jps, ...), made again after every map change
/// (its precomputation, if any, counts in the change's time).
[[nodiscard]] std::unique_ptr<ChangingMapSolver> make_planner_solver(const PlannerCatalog& catalog, const Config& spec);
/// A navigator when navigators() knows the name, else a planner of `catalog`;
/// InputError listing both when neither does.
[[nodiscard]] std::unique_ptr<ChangingMapSolver> make_changing_map_solver(const Config& spec,
                                                                          const PlannerCatalog& catalog);

/// One snapshot: the map after one batch of patches, and the queries asked on it.
struct GppcSnapshot {
  std::size_t index = 0;          ///< 0 = the initial map
  std::int32_t bucket = 0;        ///< the bucket column of its first query
  std::size_t patches = 0;        ///< patches of the batch (of the initial map for snapshot 0)
  std::size_t cells_changed = 0;  ///< cells whose state the batch changed
  std::int64_t change_ns = 0;     ///< change() (0 for snapshot 0: see GppcReplay::init_ns)
  std::size_t queries = 0;
  std::int64_t query_ns = 0;     ///< sum over its queries
  std::int64_t max_step_ns = 0;  ///< largest query time, the first one including change_ns
  std::size_t mismatches = 0;
};

struct GppcQueryResult {
  std::size_t command = 0;  ///< index into GppcScenario::commands
  std::size_t snapshot = 0;
  GppcAnswer answer;
  std::int64_t ns = 0;
  bool matches = false;        ///< agrees with the file's reference
  std::string verify_failure;  ///< with verify: how the answer differs from a fresh Dijkstra
};

struct GppcReplay {
  std::string solver;
  std::int64_t init_ns = 0;
  std::vector<GppcSnapshot> snapshots;
  std::vector<GppcQueryResult> queries;
  std::size_t mismatches = 0;       ///< answers that differ from the reference
  std::size_t verified = 0;         ///< answers compared with Dijkstra (verify)
  std::size_t verify_failures = 0;  ///< answers that differ from Dijkstra
  bool interrupted = false;

  [[nodiscard]] std::int64_t change_ns() const noexcept;
  [[nodiscard]] std::int64_t query_ns() const noexcept;
  [[nodiscard]] std::int64_t max_step_ns() const noexcept;
};

struct GppcReplayOptions {
  bool verify = false;                           ///< also compare every answer with a fresh Dijkstra
  const std::atomic<bool>* interrupt = nullptr;  ///< stop between queries when set
};

/// Replays every command of `scenario` with `solver` (see the top of this file).
[[nodiscard]] GppcReplay replay_gppc(const GppcScenario& scenario, ChangingMapSolver& solver,
                                     const GppcReplayOptions& options = {});

/// The rules of the dynamic track: 8 neighbours, octile costs, no corner cutting.
[[nodiscard]] constexpr MoveRules gppc_rules() noexcept {
  return {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile};
}

}  // namespace gridnav
