// What several subcommands print the same way: the JSON form of a per-map summary
// (`scen --json`, `bench --json`) and the rows of operation counts (`path --stats`,
// `scen --stats`).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "gridnav/experiment/scenario_runner.hpp"
#include "gridnav/search/counters.hpp"

namespace gridnav::cli {

inline nlohmann::json summary_json(const MapSummary& s) {
  return {{"map", s.map},
          {"algorithm", s.algorithm},
          {"instances", s.instances},
          {"solved", s.solved},
          {"optimal", s.optimal},
          {"mismatches", s.mismatches},
          {"median_us", s.median_us},
          {"mean_us", s.mean_us},
          {"mean_expanded", s.mean_expanded},
          {"mean_generated", s.mean_generated},
          {"ns_per_expansion", s.ns_per_expansion}};
}

/// Every counter of OperationCounts as (name, value), in a fixed order.
inline std::vector<std::pair<const char*, std::uint64_t>> count_rows(const OperationCounts& c) {
  return {{"expanded", c.expanded},
          {"generated", c.generated},
          {"reopened", c.reopened},
          {"improved", c.improved},
          {"stale_pops", c.stale_pops},
          {"insert_new", c.insert_new},
          {"insert_new_steps", c.insert_new_steps},
          {"delete_min", c.delete_min},
          {"delete_min_steps", c.delete_min_steps},
          {"whether_contains", c.whether_contains},
          {"whether_contains_steps", c.whether_contains_steps},
          {"decrease_key", c.decrease_key},
          {"decrease_key_steps", c.decrease_key_steps},
          {"max_open", c.max_open},
          {"max_closed", c.max_closed},
          {"max_height", c.max_height}};
}

/// {"counts": {name: value, ...}}
inline nlohmann::json counts_json(const OperationCounts& c) {
  nlohmann::json j;
  for (const auto& [k, v] : count_rows(c)) j[k] = v;
  return nlohmann::json{{"counts", j}};
}

}  // namespace gridnav::cli
