// Runs the queries of Moving AI scenario files through a planner and judges each
// against the file's optimal length. Shared by `gridnav scen`, `gridnav bench`, the
// tests and the lab.
//
// A query counts as optimal when the planner found a path, the path is legal step
// by step under the move rules, its recomputed cost equals the reported cost, and
// that cost matches the printed optimum to the precision the file prints.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/io/scenario.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

/// The queries of one scenario file that share a map, with that map loaded.
struct ScenarioMap {
  std::filesystem::path scenario_file;
  std::filesystem::path map_file;
  std::string map_name;  ///< file name of the map, e.g. "arena2.map"
  Grid grid;
  std::vector<ScenarioEntry> entries;
};

/// Reads a scenario file and the maps it names (resolved as resolve_scenario_map
/// does). Throws ParseError when a query's map size differs from the map read, or a
/// start or goal is outside the map or on a blocked cell, naming file and line. `limits`
/// caps the scenario file's lines and the maps read (io/read_limits.hpp).
[[nodiscard]] std::vector<ScenarioMap> load_scenario_maps(const std::filesystem::path& scenario_file,
                                                          const ReadLimits& limits = {});

struct QueryOutcome {
  Status status = Status::running;
  Cost cost = kInfiniteCost;
  bool path_valid = false;  ///< legal step by step, and its cost equals `cost`
  bool optimal = false;     ///< found, path_valid and the cost matches the file
  std::uint64_t expanded = 0;
  std::uint64_t generated = 0;
  std::int64_t time_ns = 0;
};

/// Runs one query and judges it.
[[nodiscard]] QueryOutcome run_query(Planner& planner, const MoveModel& moves, const ScenarioEntry& entry,
                                     const Limits& limits = {});

struct MapSummary {
  std::string map;
  std::string algorithm;
  std::size_t instances = 0;
  std::size_t solved = 0;
  std::size_t optimal = 0;
  std::size_t mismatches = 0;  ///< instances - optimal
  double median_us = 0;
  double mean_us = 0;
  double mean_expanded = 0;
  double mean_generated = 0;
  double ns_per_expansion = 0;              ///< total search time / total expansions
  std::vector<std::size_t> mismatch_lines;  ///< scenario lines of the queries that were not optimal
};

/// Aggregates outcomes (in entry order) into one summary.
[[nodiscard]] MapSummary summarize(const std::string& map, const std::string& algorithm,
                                   const std::vector<ScenarioEntry>& entries,
                                   const std::vector<QueryOutcome>& outcomes);

}  // namespace gridnav
