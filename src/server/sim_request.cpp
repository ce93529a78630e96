#include "sim_request.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "gridnav/api/settings.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "http_error.hpp"
#include "map_codec.hpp"
#include "settings_json.hpp"

namespace gridnav::server {
namespace {

using nlohmann::json;

std::string number_text(double v) {
  std::string s = json(v).dump();
  if (s.size() > 2 && s.ends_with(".0")) s.resize(s.size() - 2);
  return s;
}

void refuse_unknown_fields(const json& body, const std::vector<std::string>& fields, const std::string& what) {
  for (const auto& [key, value] : body.items())
    if (std::find(fields.begin(), fields.end(), key) == fields.end())
      bad_request(what + " has no field '" + key + "' (fields: " + join(fields) + ")");
}

/// A number in [least, most] (above `least` when `open_below`), or `fallback` when absent.
double read_number(const json& body, const std::string& key, double fallback, double least, double most,
                   bool open_below = false) {
  if (!body.contains(key)) return fallback;
  const json& v = body[key];
  const std::string range = (open_below ? "above " : "from ") + number_text(least) + " to " + number_text(most);
  if (!v.is_number()) bad_request(key + " must be a number " + range + ", got " + v.dump());
  const double d = v.get<double>();
  if (!std::isfinite(d) || d < least || d > most || (open_below && d <= least))
    bad_request(key + " must be a number " + range + ", got " + v.dump());
  return d;
}

/// A whole number in [least, most], or `fallback` when absent.
std::uint64_t read_whole(const json& body, const std::string& key, std::uint64_t fallback, std::uint64_t least,
                         std::uint64_t most) {
  if (!body.contains(key)) return fallback;
  const json& v = body[key];
  const std::string range = "from " + std::to_string(least) + " to " + std::to_string(most);
  if (!v.is_number_integer() || (v.is_number_integer() && !v.is_number_unsigned() && v.get<std::int64_t>() < 0))
    bad_request(key + " must be a whole number " + range + ", got " + v.dump());
  const auto n = v.get<std::uint64_t>();
  if (n < least || n > most) bad_request(key + " must be a whole number " + range + ", got " + v.dump());
  return n;
}

bool read_bool(const json& body, const std::string& key, bool fallback) {
  if (!body.contains(key)) return fallback;
  if (!body[key].is_boolean()) bad_request(key + " must be true or false, got " + body[key].dump());
  return body[key].get<bool>();
}

Follow read_follow(const json& body, Follow fallback) {
  if (!body.contains("follow")) return fallback;
  const json& v = body["follow"];
  if (v == "wait") return Follow::wait;
  if (v == "walk") return Follow::walk;
  bad_request("follow must be \"wait\" or \"walk\", got " + v.dump());
}

std::vector<std::string> read_planners(const json& body) {
  if (!body.contains("planners")) return {std::string(kDefaultNavigator)};
  const json& p = body["planners"];
  const std::string names = join(navigators().names());
  const std::string most = std::to_string(kMaxSimAgents);
  if (!p.is_array() || p.empty())
    bad_request("planners must be an array of 1 to " + most + " navigators (" + names + "), got " + p.dump());
  if (p.size() > kMaxSimAgents)
    bad_request("planners lists " + std::to_string(p.size()) + " navigators; at most " + most + " agents play");
  std::vector<std::string> out;
  for (const json& name : p) {
    if (!name.is_string()) bad_request("planners must hold navigators (" + names + "), got " + name.dump());
    const std::string& text = name.get_ref<const std::string&>();
    try {
      if (navigators().find(parse_config(text).name) == nullptr)
        bad_request("unknown planner '" + text + "' (navigators: " + names + ")");
      (void)make_navigator(text);
    } catch (const InputError& e) {
      bad_request("planner '" + text + "': " + e.what());
    }
    out.push_back(name.get<std::string>());
  }
  return out;
}

/// A move name (sim.hpp's parse_human_move) inside `field`.
HumanMove read_move(const json& v, const std::string& field) {
  const std::optional<HumanMove> m = v.is_string() ? parse_human_move(v.get<std::string>()) : std::nullopt;
  if (!m) bad_request(field + " must hold moves: n, ne, e, se, s, sw, w, nw or wait; got " + v.dump());
  return *m;
}

std::vector<HumanMove> read_moves(const json& body, const std::string& key) {
  std::vector<HumanMove> out;
  if (!body.contains(key)) return out;
  const json& list = body[key];
  if (!list.is_array() || list.size() > kMaxQueuedMoves)
    bad_request(key + " must be an array of at most " + std::to_string(kMaxQueuedMoves) + " moves, got " +
                list.dump().substr(0, 80));
  for (const json& v : list) out.push_back(read_move(v, key));
  return out;
}

World read_world_field(const json& body, const WorldStore& worlds, const ServerLimits& limits, std::string& name) {
  const bool bundled = body.contains("world"), uploaded = body.contains("world_text");
  if (bundled == uploaded)
    bad_request("give either world (a bundled world's name, see GET /api/worlds) or world_text (a .world file's text)");
  if (bundled) {
    if (!body["world"].is_string()) bad_request("world must be a bundled world's name, got " + body["world"].dump());
    name = body["world"].get<std::string>();
    const StoredWorld* w = worlds.find(name);
    if (w == nullptr) throw HttpError(404, "no world named '" + name + "' (see GET /api/worlds)");
    return *w->world;
  }
  if (!body["world_text"].is_string()) bad_request("world_text must be the text of a .world file");
  name = "upload.world";
  if (body.contains("world_name")) {
    if (!body["world_name"].is_string()) bad_request("world_name must be a string");
    name = body["world_name"].get<std::string>();
    const bool printable = std::all_of(name.begin(), name.end(), [](unsigned char c) { return c >= 32 && c < 127; });
    if (name.empty() || name.size() > 200 || !printable)
      bad_request("world_name must be 1 to 200 printable ASCII characters, got '" + name.substr(0, 200) + "'");
  }
  const std::uint64_t most = std::min(limits.max_cells, limits.max_sim_cells);
  return parse_world_text(body["world_text"].get<std::string>(), name, most, "--max-sim-cells");
}

/// connect, costs and diagonal, as move_rule_settings() declares them.
MoveRules read_sim_rules(const json& body) {
  Config config;
  for (const Param& p : move_rule_settings().params)
    if (body.contains(p.name)) config.params[p.name] = setting_text(p, p.name, body[p.name]);
  return rules_from(config);
}

}  // namespace

SimSetup parse_sim_request(const json& body, const WorldStore& worlds, const ServerLimits& limits) {
  if (!body.is_object()) bad_request("the simulation request must be a JSON object");
  refuse_unknown_fields(body, {"world",         "world_text",   "world_name",    "planners",      "seed",
                               "ticks",         "trap_density", "trap_min",      "trap_max",      "update_every",
                               "follow",        "sense",        "monsters",      "vision",        "aggressiveness",
                               "monster_speed", "invulnerable", "threat_weight", "terrain_slows", "agent_speed",
                               "connect",       "costs",        "diagonal",      "human",         "human_moves"},
                        "the simulation request");
  SimSetup s;
  s.world = read_world_field(body, worlds, limits, s.world_name);
  SimOptions& o = s.options;
  o.planners = read_planners(body);
  o.seed = read_whole(body, "seed", o.seed, 0, UINT64_MAX);
  o.ticks = read_whole(body, "ticks", o.ticks, 1, 10'000'000);
  o.trap_density = read_number(body, "trap_density", o.trap_density, 0, 1);
  o.trap_min = std::uint32_t(read_whole(body, "trap_min", o.trap_min, 1, 1'000'000));
  o.trap_max = std::uint32_t(read_whole(body, "trap_max", o.trap_max, 1, 1'000'000));
  if (o.trap_max < o.trap_min)
    bad_request("trap_max (" + std::to_string(o.trap_max) + ") must not be below trap_min (" +
                std::to_string(o.trap_min) + ")");
  o.update_every = std::uint32_t(read_whole(body, "update_every", o.update_every, 1, 1'000'000));
  o.follow = read_follow(body, o.follow);
  o.sense = std::int32_t(read_whole(body, "sense", std::uint64_t(o.sense), 0, 1000));
  o.monsters = read_bool(body, "monsters", o.monsters);
  o.monster.vision = std::int32_t(read_whole(body, "vision", std::uint64_t(o.monster.vision), 1, 64));
  o.monster.aggressiveness = std::uint32_t(read_whole(body, "aggressiveness", o.monster.aggressiveness, 0, 100));
  o.monster.speed = read_number(body, "monster_speed", o.monster.speed, 0, 1, true);
  o.invulnerable = read_bool(body, "invulnerable", o.invulnerable);
  o.threat_weight = read_number(body, "threat_weight", o.threat_weight, 0, 254);
  o.terrain_slows = read_bool(body, "terrain_slows", o.terrain_slows);
  o.agent_speed = read_number(body, "agent_speed", o.agent_speed, 0, 1, true);
  o.rules = read_sim_rules(body);
  o.human_moves = read_moves(body, "human_moves");
  const bool human = read_bool(body, "human", !o.human_moves.empty());
  if (!human && !o.human_moves.empty()) bad_request("human_moves were given with human: false");
  o.human = human ? HumanPlay::live : HumanPlay::off;
  check_sim_options(o);

  const World& w = s.world;
  if (human && !w.player) bad_request("world " + s.world_name + " has no player start 'o' for a human player");
  if (w.agents.empty() && !w.player)
    bad_request("world " + s.world_name + " has no agent start ('p', 'q', 'r' or 'o')");
  if (w.keys.empty()) bad_request("world " + s.world_name + " has no key ('x', 'y' or 'z'), so no goal to reach");
  std::size_t agents = 0;
  for (const WorldEntity& e : w.agents) agents += std::size_t(1 + (e.symbol - 'p'));
  if (agents > kMaxSimAgents)
    bad_request("world " + s.world_name + " starts " + std::to_string(agents) + " agents; the page runs at most " +
                std::to_string(kMaxSimAgents));
  return s;
}

StepRequest parse_step_request(const json& body) {
  StepRequest r;
  if (body.is_null()) return r;
  if (!body.is_object()) bad_request("the step request must be a JSON object");
  refuse_unknown_fields(body, {"ticks", "controls", "search", "belief"}, "the step request");
  r.ticks = read_whole(body, "ticks", 1, 1, kMaxStepTicks);
  r.detail.search = read_bool(body, "search", false);
  r.detail.belief = read_bool(body, "belief", false);
  if (!body.contains("controls")) return r;
  const json& c = body["controls"];
  if (!c.is_object()) bad_request("controls must be an object");
  refuse_unknown_fields(c, {"invulnerable", "monsters_paused", "follow", "trap_density", "update_every", "human"},
                        "controls");
  SimControls& out = r.controls;
  if (c.contains("invulnerable")) out.invulnerable = read_bool(c, "invulnerable", true);
  if (c.contains("monsters_paused")) out.monsters_paused = read_bool(c, "monsters_paused", false);
  if (c.contains("follow")) out.follow = read_follow(c, Follow::wait);
  if (c.contains("trap_density")) out.trap_density = read_number(c, "trap_density", 0, 0, 1);
  if (c.contains("update_every")) out.update_every = std::uint32_t(read_whole(c, "update_every", 1, 0, 1'000'000));
  if (!c.contains("human")) return r;
  const json& h = c["human"];
  if (!h.is_object()) bad_request("controls.human must be an object with heading and moves");
  refuse_unknown_fields(h, {"heading", "moves"}, "controls.human");
  out.human_moves = read_moves(h, "moves");
  if (h.contains("heading")) {
    if (h["heading"].is_null()) {
      out.human_heading = std::optional<Direction>();
    } else {
      const HumanMove m = read_move(h["heading"], "heading");
      if (m == HumanMove::wait) bad_request("heading must be a direction (n .. nw) or null, not \"wait\"");
      out.human_heading = human_move_direction(m);
    }
  }
  return r;
}

}  // namespace gridnav::server
