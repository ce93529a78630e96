#include <algorithm>
#include <string>

#include "frontend/catalogs.hpp"
#include "gridnav/api/settings.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "http_error.hpp"
#include "map_codec.hpp"
#include "search.hpp"
#include "settings_json.hpp"

namespace gridnav::server {
namespace {

using nlohmann::json;

Point read_point(const json& body, const char* key, const Grid& grid) {
  if (!body.contains(key)) bad_request(std::string("the request has no ") + key + " ([x, y])");
  const json& p = body[key];
  if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() || !p[1].is_number_integer())
    bad_request(std::string(key) + " must be [x, y] with whole numbers, got " + p.dump());
  const auto x = p[0].get<std::int64_t>();
  const auto y = p[1].get<std::int64_t>();
  if (x < 0 || y < 0 || x >= grid.width() || y >= grid.height())
    bad_request(std::string(key) + " [" + std::to_string(x) + ", " + std::to_string(y) + "] lies outside the " +
                std::to_string(grid.width()) + " x " + std::to_string(grid.height()) + " map");
  return Point{std::int32_t(x), std::int32_t(y)};
}

std::string param_text(const std::string& key, const json& v) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_boolean()) return v.get<bool>() ? "on" : "off";
  if (v.is_number_integer()) return std::to_string(v.get<std::int64_t>());
  if (v.is_number()) return v.dump();
  bad_request("params." + key + " must be a string, a number or a boolean, got " + v.dump());
}

/// The rules object read as move_rule_settings() declares them: each field checked, the
/// others at their defaults.
MoveRules read_rules(const json& body) {
  if (!body.contains("rules")) return MoveRules{};
  const json& r = body["rules"];
  if (!r.is_object()) bad_request("rules must be an object {\"connect\", \"diagonal\", \"costs\"}");
  return rules_from(settings_from_json(move_rule_settings(), r, "rules"));
}

std::vector<CellChange> read_changes(const json& body, const Grid& grid) {
  std::vector<CellChange> out;
  if (!body.contains("changes")) return out;
  const json& c = body["changes"];
  if (!c.is_array()) bad_request("changes must be an array of {\"cell\": [x, y], \"weight\": 0..255}");
  if (c.size() > grid.cell_count()) bad_request("changes holds more entries than the map has cells");
  for (std::size_t i = 0; i < c.size(); ++i) {
    const std::string at = "changes[" + std::to_string(i) + "]";
    if (!c[i].is_object() || !c[i].contains("cell") || !c[i].contains("weight"))
      bad_request(at + " must be {\"cell\": [x, y], \"weight\": 0..255}");
    const json& w = c[i]["weight"];
    if (!w.is_number_integer() || w.get<std::int64_t>() < 0 || w.get<std::int64_t>() > 255)
      bad_request(at + ".weight must be a whole number from 0 (blocked) to 255, got " + w.dump());
    out.push_back({read_point(c[i], "cell", grid), Weight(w.get<std::int64_t>())});
  }
  return out;
}

}  // namespace

SearchRequest parse_search_request(const json& body, const MapStore& maps, const ServerLimits& limits) {
  if (!body.is_object()) bad_request("the search request must be a JSON object");
  static const std::vector<std::string> kFields{"map", "start", "goal", "planner", "params", "rules", "changes"};
  for (const auto& [key, value] : body.items())
    if (std::find(kFields.begin(), kFields.end(), key) == kFields.end())
      bad_request("the search request has no field '" + key + "' (fields: " + join(kFields) + ")");

  SearchRequest req;
  if (!body.contains("map")) bad_request("the request has no map (a bundled map's name or a map object)");
  if (const json& m = body["map"]; m.is_string()) {
    const StoredMap* stored = maps.find(m.get<std::string>());
    if (stored == nullptr) throw HttpError(404, "no map named '" + m.get<std::string>() + "' (see GET /api/maps)");
    req.grid = stored->grid;
    req.map_name = stored->name;
  } else {
    req.grid = std::make_shared<const Grid>(map_from_json(m, limits.max_cells, "map"));
    req.owns_grid = true;
    req.map_name = "inline";
  }
  req.start = read_point(body, "start", *req.grid);
  req.goal = read_point(body, "goal", *req.grid);

  if (!body.contains("planner") || !body["planner"].is_string())
    bad_request("the request has no planner (a name from GET /api/planners)");
  req.config.name = body["planner"].get<std::string>();
  if (body.contains("params")) {
    const json& p = body["params"];
    if (!p.is_object()) bad_request("params must be an object {\"name\": value}");
    for (const auto& [key, value] : p.items()) {
      // landmark-file, table-file, bounds-file, bounds-dir: a request must not make the
      // server read or write files of its choosing.
      if (key.ends_with("-file") || key.ends_with("-dir"))
        bad_request("params." + escape_bytes(key) + ": the server does not read or write files named in a request");
      if (key == "bounds-threads") bad_request("params.bounds-threads: the server chooses its own threads");
      req.config.params[key] = param_text(key, value);
    }
  }
  if (frontend::planners().find(req.config.name) == nullptr) {
    if (navigators().find(req.config.name) == nullptr)
      bad_request("unknown planner '" + req.config.name + "' (planners: " + join(frontend::planners().names()) +
                  "; navigators: " + join(navigators().names()) + ")");
    req.navigator = true;
  }
  req.rules = read_rules(body);
  req.changes = read_changes(body, *req.grid);
  return req;
}

}  // namespace gridnav::server
