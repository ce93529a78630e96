// What several subcommands print the same way: the JSON form of a per-map summary
// (`scen --json`, `bench --json`) and the rows of operation counts (`path --stats`,
// `scen --stats`).
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <utility>
#include <vector>

#include "gridnav/search/count_rows.hpp"
#include "lab/scenarios/scenario_runner.hpp"

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

/// {"counts": {name: value, ...}}
inline nlohmann::json counts_json(const OperationCounts& c) {
  nlohmann::json j;
  for (const auto& [k, v] : count_rows(c)) j[k] = v;
  return nlohmann::json{{"counts", j}};
}

}  // namespace gridnav::cli
