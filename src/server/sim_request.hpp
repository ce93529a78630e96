// POST /api/sim and POST /api/sim/ID/step read and checked: every field's type and range,
// with HttpError 400 naming the field (404 for an unknown bundled world, 413 for a world over
// --max-sim-cells). Shapes in docs/viewer-api.md.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>

#include "gridnav/server/options.hpp"
#include "sim_session.hpp"
#include "world_store.hpp"

namespace gridnav::server {

/// At most this many players, one screen each (Moori's limit).
inline constexpr std::size_t kMaxSimPlayers = 3;
/// At most this many ticks per step request.
inline constexpr std::uint64_t kMaxStepTicks = 1000;

/// The simulation a POST /api/sim body asks for: the world with one agent per planner on
/// its first agent cell, and the options.
[[nodiscard]] SimSetup parse_sim_request(const nlohmann::json& body, const WorldStore& worlds,
                                         const ServerLimits& limits);

struct StepRequest {
  std::uint64_t ticks = 1;
  SimControls controls;
  FrameDetail detail;
};

/// A step body (an empty one is one tick, no changes, no detail).
[[nodiscard]] StepRequest parse_step_request(const nlohmann::json& body);

}  // namespace gridnav::server
