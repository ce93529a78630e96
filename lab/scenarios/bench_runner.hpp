// Runs several planner configurations over the same Moving AI queries in one
// process, interleaved, and summarises each configuration. Behind `gridnav bench`,
// its tests, and docs/performance.md.
//
// Method (what makes the comparison fair):
//   - every map is loaded once; one planner per configuration is made for it before
//     any timing (a planner's construction, e.g. a node array or Boost's graph, is
//     never timed), and each planner answers one untimed warm-up query (the map's
//     last, usually longest, query) so that lazily grown buffers are in place;
//   - for each query, every configuration runs it in turn; the order rotates by one
//     per query (and per repetition), so no configuration always runs right after
//     another one has filled the caches with its own data;
//   - a query's time is the planner's own search time (SearchStats::time_ns: start,
//     every step, finish with path building), as `gridnav scen` reports it; with
//     repeat > 1 it is the fastest of the repetitions (a filter for interrupts and
//     frequency changes; expansions are those of the last run, searches are deterministic);
//   - each outcome is judged against the file's optimum by run_query() under the files'
//     rules, and by agreement between the configurations under any other rules
//     (see BenchReport::judged_by_scenario).
#pragma once

#include <atomic>
#include <cstddef>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "lab/scenarios/scenario_runner.hpp"

namespace gridnav {

struct BenchOptions {
  MoveRules rules;
  Limits limits;
  ReadLimits read_limits;                   ///< caps on the scenario files and maps read
  std::size_t repeat = 1;                   ///< runs of each query per configuration (>= 1); the fastest counts
  std::size_t limit_queries = 0;            ///< at most this many queries per scenario file, evenly spaced; 0: all
  const std::atomic<bool>* stop = nullptr;  ///< polled between queries (Ctrl-C); may be null
  /// Called after each query with (queries done, queries in all, map name); may be empty.
  std::function<void(std::size_t, std::size_t, const std::string&)> progress;
  /// The planners to make configurations from; null means gridnav::planners().
  const PlannerCatalog* planners = nullptr;
};

/// A query that an optimal configuration did not answer optimally.
struct BenchMismatch {
  std::filesystem::path scenario_file;
  ScenarioEntry entry;
  QueryOutcome outcome;
};

struct BenchConfigResult {
  std::string config;                     ///< as given, e.g. "astar:open=stdpq"
  std::string algorithm;                  ///< canonical spec with defaults filled in
  bool claims_optimal = true;             ///< the planner guarantees optimal costs under these rules
  std::string note;                       ///< why not, when it does not
  MapSummary total;                       ///< over every query run (map = "all maps")
  std::vector<MapSummary> maps;           ///< one per map, in run order
  std::vector<BenchMismatch> mismatches;  ///< non-optimal queries (only kept when claims_optimal)
  double ratio = 0;                       ///< total search time / that of the first configuration
  double median_ratio = 0;                ///< median time per query / that of the first configuration
  [[nodiscard]] bool all_optimal() const noexcept { return total.mismatches == 0; }
};

struct BenchReport {
  std::vector<BenchConfigResult> configs;  ///< in the order given
  std::size_t queries_run = 0;             ///< queries every configuration ran (each counted once)
  std::size_t queries_total = 0;           ///< queries selected before any interruption
  bool interrupted = false;                ///< stopped through BenchOptions::stop; results cover queries_run
  /// True under the files' own rules (8-connected, no corner cutting, octile): each answer
  /// is judged against the printed optimum. Under other rules the printed lengths do not
  /// apply, and an answer counts as optimal when its path is valid and no configuration
  /// found a cheaper valid path (agreement; a cheaper valid path proves the other non-optimal).
  bool judged_by_scenario = true;
  /// True when some configuration that claims optimality returned a non-optimal answer.
  [[nodiscard]] bool optimality_failed() const noexcept;
};

/// The indices of the queries kept from `n` when at most `limit` are wanted (0: all):
/// evenly spaced over the file, so that every length bucket stays represented.
[[nodiscard]] std::vector<std::size_t> spread_sample(std::size_t n, std::size_t limit);

/// Runs `configs` over every query of `scenario_files`. Throws InputError for an empty
/// configuration list or a spec the registry rejects (before running anything), and
/// whatever load_scenario_maps throws for a bad file.
[[nodiscard]] BenchReport run_bench(const std::vector<std::filesystem::path>& scenario_files,
                                    const std::vector<std::string>& configs, const BenchOptions& options = {});

}  // namespace gridnav
