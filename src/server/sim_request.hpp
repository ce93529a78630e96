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

/// At most this many AI agents in a world the page runs, one screen each (Moori's three,
/// and room for worlds that start more).
inline constexpr std::size_t kMaxSimAgents = 8;
/// At most this many ticks per step request.
inline constexpr std::uint64_t kMaxStepTicks = 1000;

/// The simulation a POST /api/sim body asks for: the world with its agents, the options
/// (the planners dealt to the agents in turn, as `gridnav sim` does) and the human player.
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
