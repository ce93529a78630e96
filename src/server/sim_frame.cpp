// The JSON a simulation session answers with: the world once (POST /api/sim), then one frame
// per step (POST /api/sim/ID/step, GET /api/sim/ID). Shapes in docs/viewer-api.md.
#include <cmath>

#include "frontend/goal_json.hpp"
#include "http_error.hpp"
#include "sim_session.hpp"

namespace gridnav::server {
namespace {

using nlohmann::json;

json xy(Point p) { return json::array({p.x, p.y}); }

json points(std::span<const Point> cells) {
  json out = json::array();
  for (const Point& p : cells) out.push_back(xy(p));
  return out;
}

json entities(const std::vector<WorldEntity>& list) {
  json out = json::array();
  for (const WorldEntity& e : list)
    out.push_back({{"symbol", std::string(1, e.symbol)}, {"x", e.cell.x}, {"y", e.cell.y}});
  return out;
}

/// A direction as a step [dx, dy] (y grows downwards).
json facing_step(Direction d) {
  static constexpr int kStep[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};
  const int i = int(d) & 7;
  return json::array({kStep[i][0], kStep[i][1]});
}

const char* mode_name(MonsterMode m) {
  switch (m) {
    case MonsterMode::chase:
      return "chase";
    case MonsterMode::recall:
      return "recall";
    case MonsterMode::wander:
      break;
  }
  return "wander";
}

const char* path_state_name(PathState s) {
  switch (s) {
    case PathState::obstructed:
      return "obstructed";
    case PathState::stuck:
      return "stuck";
    case PathState::clear:
      break;
  }
  return "clear";
}

/// Three decimals are plenty for a colour and keep the frames short.
double rounded(double v) { return std::round(v * 1000.0) / 1000.0; }

json monster_json(const Monster& m, const Simulation& sim) {
  const double fraction = m.next == m.cell ? 0.0 : std::min(1.0, m.progress / sim.move_price(m.cell, m.next));
  return {{"symbol", std::string(1, m.symbol)},
          {"x", m.cell.x},
          {"y", m.cell.y},
          {"nx", m.next.x},
          {"ny", m.next.y},
          {"fraction", rounded(fraction)},
          {"facing", facing_step(m.facing)},
          {"mode", mode_name(m.mode)},
          {"trail", points(m.trail)}};
}

/// The cells an agent's planner believes blocked, one bit per cell (bit i % 8 of byte i / 8), base64.
std::string blocked_bits(const Grid& map) {
  std::vector<std::uint8_t> bits((map.cell_count() + 7) / 8, 0);
  std::uint64_t i = 0;
  for (std::int32_t y = 0; y < map.height(); ++y)
    for (std::int32_t x = 0; x < map.width(); ++x, ++i)
      if (map.weight(Point{x, y}) == kBlocked) bits[i / 8] |= std::uint8_t(1u << (i % 8));
  return base64_encode(bits.data(), bits.size());
}

json human_json(const SimHumanView& h) {
  static constexpr const char* kHeading[8] = {"n", "e", "s", "w", "ne", "se", "sw", "nw"};
  return {{"x", h.cell.x},
          {"y", h.cell.y},
          {"nx", h.next.x},
          {"ny", h.next.y},
          {"fraction", rounded(h.fraction)},
          {"start", xy(h.start)},
          {"goal", h.goal},
          {"done", h.done},
          {"caught", h.caught},
          {"in_view", h.in_view},
          {"seen", h.seen},
          {"queued", h.queued},
          {"heading", h.heading ? json(kHeading[*h.heading & 7]) : json(nullptr)}};
}

/// A player's goal records and their total.
json player_stats(const SimResult& result, std::size_t player) {
  json goals = json::array();
  std::size_t reached = 0;
  for (const GoalRecord& r : result.goals)
    if (r.agent == player) {
      goals.push_back(frontend::goal_record_json(r));
      reached += r.reached;
    }
  return {
      {"goals", std::move(goals)}, {"total", frontend::goal_record_json(result.total(player))}, {"reached", reached}};
}

json agent_json(const Simulation& sim, std::size_t a, const SearchPicture& search, FrameDetail detail) {
  const SimAgentView v = sim.agent(a);
  json j = {{"planner", v.planner},   {"x", v.cell.x},      {"y", v.cell.y},
            {"nx", v.next.x},         {"ny", v.next.y},     {"fraction", rounded(v.fraction)},
            {"goal", v.goal},         {"done", v.done},     {"path_state", path_state_name(v.path_state)},
            {"path", points(v.path)}, {"caught", v.caught}, {"in_view", v.in_view},
            {"seen", v.seen}};
  if (detail.search) j["search"] = search.to_json();
  if (detail.belief && sim.options().sense > 0) j["belief"] = blocked_bits(sim.navigator(a).map());
  return j;
}

}  // namespace

json world_json(const Simulation& sim, const std::string& world_name) {
  const World& w = sim.world();
  json cells = json::array();
  for (std::int32_t y = 0; y < w.grid.height(); ++y)
    for (std::int32_t x = 0; x < w.grid.width(); ++x) cells.push_back(int(w.grid.weight(Point{x, y})));
  json starts = json::array();
  for (std::size_t a = 0; a < sim.agent_count(); ++a) starts.push_back(xy(sim.agent(a).start));
  std::string walls(std::size_t(w.grid.cell_count()), ' ');
  for (std::int32_t y = 0; y < w.grid.height(); ++y)
    for (std::int32_t x = 0; x < w.grid.width(); ++x) walls[raw(w.grid.cell_id(Point{x, y}))] = w.wall_letter({x, y});
  return {{"name", world_name},
          {"width", w.grid.width()},
          {"height", w.grid.height()},
          {"cells", std::move(cells)},
          {"keys", entities(w.keys)},
          {"doors", entities(w.doors)},
          {"monsters", entities(w.monsters)},
          {"starts", std::move(starts)},
          {"walls", std::move(walls)},
          {"player", w.player ? xy(*w.player) : json(nullptr)}};
}

json frame_json(const Simulation& sim, std::span<const SearchPicture> searches, FrameDetail detail) {
  json traps = json::array();
  for (const SimTrap& t : sim.traps()) traps.push_back(xy(t.cell));
  json monsters = json::array();
  for (const Monster& m : sim.monsters()) monsters.push_back(monster_json(m, sim));
  json threat = json::array();  // index, value, index, value, ...
  const std::span<const float> t = sim.threat();
  for (std::size_t i = 0; i < t.size(); ++i)
    if (t[i] > 0) {
      threat.push_back(i);
      threat.push_back(rounded(t[i]));
    }
  json agents = json::array();
  json stats = json::array();
  const SimResult result = sim.result();
  for (std::size_t a = 0; a < sim.agent_count(); ++a) {
    agents.push_back(agent_json(sim, a, searches[a], detail));
    stats.push_back(player_stats(result, a));
  }
  const std::optional<SimHumanView> human = sim.human();
  return {{"tick", sim.tick()},
          {"finished", sim.finished()},
          {"all_reached", result.all_reached()},
          {"failure", result.failure},
          {"traps", std::move(traps)},
          {"monsters", std::move(monsters)},
          {"threat", std::move(threat)},
          {"agents", std::move(agents)},
          {"stats", std::move(stats)},
          {"human", human ? human_json(*human) : json(nullptr)},
          {"human_stats", human ? player_stats(result, result.agents) : json(nullptr)}};
}

}  // namespace gridnav::server
