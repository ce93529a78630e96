// A simulation's goal record as JSON, for `gridnav sim --json` and the server's frames:
// goal_fields (dynamic/sim.hpp), the one list of names and values the logs also write.
#pragma once

#include <nlohmann/json.hpp>

#include <variant>

#include "gridnav/dynamic/sim.hpp"

namespace gridnav::frontend {

[[nodiscard]] inline nlohmann::json goal_record_json(const GoalRecord& record) {
  nlohmann::json out = nlohmann::json::object();
  for (const GoalField& f : goal_fields(record)) std::visit([&](const auto& v) { out[f.name] = v; }, f.value);
  return out;
}

}  // namespace gridnav::frontend
