// The JSON form of a per-map summary, shared by `scen --json` and `bench --json`
// so that both print the same keys.
#pragma once

#include <nlohmann/json.hpp>

#include "gridnav/experiment/scenario_runner.hpp"

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

}  // namespace gridnav::cli
