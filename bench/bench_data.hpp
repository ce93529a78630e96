// Shared by the micro-benchmarks: bundled maps and queries, loaded once.
#pragma once

#include <filesystem>
#include <map>
#include <string>

#include "lab/scenarios/scenario_runner.hpp"

namespace gridnav::bench {

/// The first map of a bundled scenario file (e.g. "den520d"), with its queries; loaded once.
inline const ScenarioMap& bundled(const std::string& name) {
  static std::map<std::string, ScenarioMap> cache;
  auto it = cache.find(name);
  if (it == cache.end()) {
    const auto file = std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai" / (name + ".map.scen");
    it = cache.emplace(name, std::move(load_scenario_maps(file).front())).first;
  }
  return it->second;
}

}  // namespace gridnav::bench
