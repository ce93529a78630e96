// gridnav::server in-process on a free port, spoken to through httplib's client: the API's
// answers against the registry's own searches, the binary events, and a 4xx with a JSON
// error for every kind of bad request, after which the server still answers.
#include <gtest/gtest.h>

#include <httplib.h>
#include <cmath>

#include <cstring>
#include <nlohmann/json.hpp>
#include <thread>

#include "frontend/catalogs.hpp"
#include "gridnav/grid/clearance.hpp"
#include "gridnav/grid/inflation.hpp"
#include "gridnav/io/map_loader.hpp"
#include "gridnav/server/server.hpp"
#include "support/running_server.hpp"

namespace gridnav {
namespace {

using nlohmann::json;

class ServerTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server::ServerOptions o;
    o.port = 0;
    o.map_dirs = {std::string(GRIDNAV_DATA_DIR) + "/movingai", std::string(GRIDNAV_DATA_DIR) + "/worlds"};
    o.limits.max_upload_bytes = 4u << 20;
    o.limits.max_cells = 1u << 20;
    o.limits.max_clients = 4;
    o.limits.idle_timeout_s = 5;
    running_ = new testing::RunningServer(o);
  }
  static void TearDownTestSuite() { delete running_; }

  static httplib::Client client() { return running_->client(); }
  static json post_json(const std::string& path, const json& body, int expected_status) {
    auto res = client().Post(path.c_str(), body.dump(), "application/json");
    EXPECT_TRUE(res) << path;
    if (!res) return {};
    EXPECT_EQ(res->status, expected_status) << path << " " << res->body;
    return json::parse(res->body, nullptr, false);
  }
  /// A raw body that must get `status` and {"error": "..."} mentioning `words`.
  static void expect_error(const std::string& path, const std::string& body, int status, const std::string& words,
                           const char* type = "application/json") {
    auto res = client().Post(path.c_str(), body, type);
    ASSERT_TRUE(res) << path;
    EXPECT_EQ(res->status, status) << body.substr(0, 200) << " -> " << res->body;
    const json j = json::parse(res->body, nullptr, false);
    ASSERT_TRUE(j.is_object() && j.contains("error") && j["error"].is_string()) << res->body;
    EXPECT_NE(j["error"].get<std::string>().find(words), std::string::npos) << j["error"];
  }
  static json search_body(const std::string& planner, json params = json::object()) {
    return {
        {"map", "arena2.map"}, {"start", {99, 159}}, {"goal", {101, 162}}, {"planner", planner}, {"params", params}};
  }

  static inline testing::RunningServer* running_ = nullptr;
};

TEST_F(ServerTest, ListsTheBundledMaps) {
  auto res = client().Get("/api/maps");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200);
  const json j = json::parse(res->body);
  bool arena = false, world = false;
  for (const json& m : j["maps"]) {
    arena |= m["name"] == "arena2.map" && m["width"] == 281 && m["height"] == 209;
    world |= m["name"] == "maze.world";
  }
  EXPECT_TRUE(arena) << res->body;
  EXPECT_TRUE(world) << res->body;

  auto one = client().Get("/api/maps/arena2.map");
  ASSERT_TRUE(one);
  const json m = json::parse(one->body);
  EXPECT_EQ(m["width"], 281);
  EXPECT_EQ(m["weights"].get<std::string>().size(), (209u * 281u + 2) / 3 * 4);
}

TEST_F(ServerTest, ListsThePlannersAsAlgosJsonDoes) {
  auto res = client().Get("/api/planners");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->body, frontend::catalogs_json());
  const json j = json::parse(res->body);
  EXPECT_EQ(j["planners"].size(), frontend::planners().entries().size());
  EXPECT_FALSE(j["navigators"].empty());
  EXPECT_TRUE(j["planners"][0].contains("params"));
}

// The API's cost and expansions equal the registry's for the same query, and the events
// endpoint returns 16 bytes per event with one expand record per expansion.
TEST_F(ServerTest, SearchAgreesWithTheRegistryAndItsEvents) {
  const Grid grid = load_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map").grid;
  const Point start{5, 112}, goal{275, 181};  // the scenario's longest query
  for (const std::string spec : {"astar", "astar:open=buckets", "dijkstra", "astar:heuristic=alt", "bfs"}) {
    const Config config = parse_config(spec);
    auto planner = frontend::planners().make(grid, MoveRules{}, config);
    const SearchResult& expected = planner->solve({start, goal});
    ASSERT_TRUE(expected.found());
    json params = json::object();
    for (const auto& [k, v] : config.params) params[k] = v;
    const json body{{"map", "arena2.map"},
                    {"start", {start.x, start.y}},
                    {"goal", {goal.x, goal.y}},
                    {"planner", config.name},
                    {"params", params}};
    const json a = post_json("/api/search", body, 200);
    ASSERT_EQ(a["status"], "found") << spec << a.dump();
    EXPECT_DOUBLE_EQ(a["cost"].get<double>(), expected.cost) << spec;
    EXPECT_EQ(a["stats"]["expanded"], expected.stats.expanded) << spec;
    EXPECT_EQ(a["path"].size(), expected.path.size()) << spec;

    const auto events = a["events"].get<std::uint64_t>();
    ASSERT_GT(events, 0u) << spec << a.dump().substr(0, 400);
    EXPECT_FALSE(a["truncated"].get<bool>());
    std::string bytes;
    for (std::uint64_t from = 0; from < events; from += 5000) {  // in batches
      auto res = client().Get("/api/search/" + a["id"].get<std::string>() + "/events?from=" + std::to_string(from) +
                              "&count=5000");
      ASSERT_TRUE(res);
      ASSERT_EQ(res->status, 200) << res->body;
      bytes += res->body;
    }
    ASSERT_EQ(bytes.size(), 16 * events) << spec;
    std::uint64_t expands = 0, begins = 0;
    for (std::size_t i = 0; i < bytes.size(); i += 16) {
      expands += bytes[i] == 2;
      begins += bytes[i] == 0;
      std::uint32_t cell = 0;
      std::memcpy(&cell, bytes.data() + i + 4, 4);
      ASSERT_LT(cell, std::uint32_t(grid.cell_count()));
    }
    EXPECT_EQ(expands, expected.stats.expanded) << spec;
    EXPECT_GE(begins, 1u) << spec;
    std::uint32_t first = 0;
    std::memcpy(&first, bytes.data() + 4, 4);
    EXPECT_EQ(first, std::uint32_t(start.y * grid.width() + start.x)) << spec;
  }
}

// Planners that are not best-first searches: the same cost as the registry's.
TEST_F(ServerTest, DepthFirstPlannersAgreeWithTheRegistry) {
  const Grid grid = load_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map").grid;
  for (const std::string name : {"ida", "fringe"}) {
    auto planner = frontend::planners().make(grid, MoveRules{}, parse_config(name));
    const SearchResult& expected = planner->solve({{99, 159}, {101, 162}});
    const json a = post_json("/api/search", search_body(name), 200);
    ASSERT_EQ(a["status"], "found") << name << a.dump();
    EXPECT_DOUBLE_EQ(a["cost"].get<double>(), expected.cost) << name;
    EXPECT_EQ(a["stats"]["expanded"], expected.stats.expanded) << name;
  }
}

TEST_F(ServerTest, PartialAndSmoothedPathsAsTheRegistryGivesThem) {
  const Grid grid = load_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map").grid;
  json body = search_body("astar", {{"partial", "on"}});
  body["goal"] = {0, 0};  // a blocked cell
  auto planner = frontend::planners().make(grid, MoveRules{}, parse_config("astar:partial=on"));
  const SearchResult& expected = planner->solve({{99, 159}, {0, 0}});
  ASSERT_EQ(expected.status, Status::partial);
  const json a = post_json("/api/search", body, 200);
  EXPECT_EQ(a["status"], "partial") << a.dump();
  EXPECT_DOUBLE_EQ(a["cost"].get<double>(), expected.cost);
  EXPECT_EQ(a["message"], expected.message);
  const json b = post_json("/api/search", search_body("astar", {{"smooth", "on"}}), 200);
  EXPECT_EQ(b["status"], "found");
  EXPECT_EQ(b["note"].get<std::string>().rfind("smoothed", 0), 0u) << b.dump();
}

TEST_F(ServerTest, GoalBoundedPlannersRunOnSmallMaps) {
  json body = search_body("jps-plus-gb");
  std::string weights;  // base64 of 64 bytes of 1: open ground
  for (int i = 0; i < 21; ++i) weights += "AQEB";
  body["map"] = {{"width", 8}, {"height", 8}, {"weights", weights + "AQ=="}};
  body["start"] = {0, 0};
  body["goal"] = {7, 3};
  for (const auto& [planner, params] :
       {std::pair{"jps-plus-gb", json::object()}, std::pair{"astar", json{{"goal-bounds", "on"}}}}) {
    body["planner"] = planner;
    body["params"] = params;
    const json a = post_json("/api/search", body, 200);
    ASSERT_EQ(a["status"], "found") << a.dump();
    EXPECT_NEAR(a["cost"].get<double>(), 4 + 3 * std::sqrt(2.0), 1e-9) << planner;
  }
}

TEST_F(ServerTest, NavigatorsPlanAndReplan) {
  const json plain = post_json("/api/search", search_body("astar"), 200);
  json body = search_body("dstar-lite");
  const json a = post_json("/api/search", body, 200);
  EXPECT_EQ(a["kind"], "navigator");
  EXPECT_NEAR(a["cost"].get<double>(), plain["cost"].get<double>(), 1e-9);
  EXPECT_GT(a["events"].get<std::uint64_t>(), 0u);
  body["changes"] = json::array({{{"cell", {100, 160}}, {"weight", 0}}, {{"cell", {100, 161}}, {"weight", 0}}});
  const json b = post_json("/api/search", body, 200);
  EXPECT_EQ(b["plans"].size(), 2u);
  EXPECT_GE(b["cost"].get<double>(), a["cost"].get<double>());
}

TEST_F(ServerTest, ParsesAndExportsUploadedMaps) {
  const std::string text = "type octile\nheight 2\nwidth 3\nmap\n.@.\n...\n";
  auto res = client().Post("/api/maps/parse?name=tiny.map", text, "text/plain");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const json m = json::parse(res->body);
  EXPECT_EQ(m["width"], 3);
  EXPECT_EQ(m["height"], 2);
  auto back = client().Post("/api/maps/export?format=map", res->body, "application/json");
  ASSERT_TRUE(back);
  EXPECT_NE(back->body.find(".@."), std::string::npos) << back->body;
  // An inline map searched: the blocked cell in the middle of the top row is walked around.
  const json s = post_json("/api/search", {{"map", m}, {"start", {0, 0}}, {"goal", {2, 0}}, {"planner", "astar"}}, 200);
  EXPECT_EQ(s["status"], "found");
}

TEST_F(ServerTest, MapLayersAreTheLibrarysClearanceAndInflation) {
  const Grid arena = load_map(std::string(GRIDNAV_DATA_DIR) + "/movingai/arena2.map").grid;
  auto res = client().Get("/api/maps/arena2.map");
  ASSERT_TRUE(res);
  const std::string map = res->body;
  auto layer = client().Post("/api/maps/layer?kind=clearance", map, "application/json");
  ASSERT_TRUE(layer);
  ASSERT_EQ(layer->status, 200) << layer->body.substr(0, 200);
  json j = json::parse(layer->body);
  EXPECT_EQ(j["width"], arena.width());
  const std::vector<std::uint16_t> sides = clearance(arena);
  EXPECT_EQ(j["values"].get<std::vector<int>>(), std::vector<int>(sides.begin(), sides.end()));
  layer = client().Post("/api/maps/layer?kind=inflation&resolution=0.1&robot_radius=0.25", map, "application/json");
  ASSERT_TRUE(layer);
  ASSERT_EQ(layer->status, 200) << layer->body.substr(0, 200);
  j = json::parse(layer->body);
  const std::vector<std::uint8_t> costs = inflation_costs(arena, {.resolution = 0.1, .inscribed_radius = 0.25});
  EXPECT_EQ(j["values"].get<std::vector<int>>(), std::vector<int>(costs.begin(), costs.end()));
  expect_error("/api/maps/layer?kind=heat", map, 400, "?kind=clearance or ?kind=inflation");
  expect_error("/api/maps/layer?kind=inflation&resolution=abc", map, 400, "is not a number");
  expect_error("/api/maps/layer?kind=inflation&resolution=0", map, 400, "resolution must be a positive number");
}

TEST_F(ServerTest, ParsesARosMapSentAsMultipartWithItsImage) {
  // A 4 x 3 PGM: free (254) around two occupied (0) cells in the middle row.
  std::string pgm = "P5\n4 3\n255\n";
  const unsigned char pixels[] = {254, 254, 254, 254, 254, 0, 0, 254, 254, 254, 254, 254};
  pgm.append(reinterpret_cast<const char*>(pixels), sizeof pixels);
  const std::string yaml =
      "image: room.pgm\nresolution: 0.05\norigin: [0.0, 0.0, 0.0]\nnegate: 0\n"
      "occupied_thresh: 0.65\nfree_thresh: 0.196\n";
  const httplib::MultipartFormDataItems parts = {{"yaml", yaml, "room.yaml", "application/x-yaml"},
                                                 {"image", pgm, "room.pgm", "image/x-portable-graymap"}};
  auto res = client().Post("/api/maps/parse", parts);
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200) << res->body;
  const json m = json::parse(res->body);
  EXPECT_EQ(m["width"], 4);
  EXPECT_EQ(m["height"], 3);
  auto back = client().Post("/api/maps/export?format=map", res->body, "application/json");
  ASSERT_TRUE(back);
  EXPECT_NE(back->body.find("map\n....\n.@@.\n....\n"), std::string::npos) << back->body;

  // The .yaml names an image the upload does not hold.
  const httplib::MultipartFormDataItems lone = {{"yaml", yaml, "room.yaml", "application/x-yaml"}};
  auto bad = client().Post("/api/maps/parse", lone);
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 400);
  EXPECT_NE(bad->body.find("does not hold"), std::string::npos) << bad->body;
}

TEST_F(ServerTest, TracesAndRendersAKeptSearch) {
  const json a = post_json("/api/search", search_body("astar"), 200);
  const std::string id = a["id"];
  auto trace = client().Get("/api/search/" + id + "/trace?format=json");
  ASSERT_TRUE(trace);
  ASSERT_EQ(trace->status, 200) << trace->body;
  const json t = json::parse(trace->body);
  EXPECT_EQ(t["version"], "1.4.0");
  std::uint64_t expands = 0;
  for (const json& e : t["events"]) expands += e["type"] == "expand";
  EXPECT_EQ(expands, a["stats"]["expanded"].get<std::uint64_t>());
  auto yaml = client().Get("/api/search/" + id + "/trace");
  ASSERT_TRUE(yaml);
  EXPECT_NE(yaml->body.find("version: 1.4.0"), std::string::npos);

  auto png = client().Get("/api/search/" + id + "/render.png?cell_px=2&tree=on&color=g");
  ASSERT_TRUE(png);
  ASSERT_EQ(png->status, 200) << png->body;
  EXPECT_EQ(png->body.substr(0, 8), "\x89PNG\r\n\x1a\n");
  auto svg = client().Get("/api/search/" + id + "/render.svg");
  ASSERT_TRUE(svg);
  EXPECT_NE(svg->body.find("<svg"), std::string::npos);
  EXPECT_EQ(svg->get_header_value("Content-Type"), "image/svg+xml");
  auto pdf = client().Get("/api/search/" + id + "/render.pdf?legend=off");
  ASSERT_TRUE(pdf);
  ASSERT_EQ(pdf->status, 200) << pdf->body;
  EXPECT_EQ(pdf->body.substr(0, 5), "%PDF-");
  EXPECT_EQ(pdf->get_header_value("Content-Type"), "application/pdf");
  for (const char* bad :
       {"render.png?cell_px=65", "render.png?color=blue", "render.svg?tree=maybe", "trace?format=xml"}) {
    auto res = client().Get("/api/search/" + id + "/" + bad);
    ASSERT_TRUE(res);
    EXPECT_EQ(res->status, 400) << bad;
    EXPECT_TRUE(json::parse(res->body, nullptr, false).contains("error")) << bad;
  }
}

TEST_F(ServerTest, ServesThePage) {
  auto res = client().Get("/");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 200);
  EXPECT_NE(res->get_header_value("Content-Type").find("text/html"), std::string::npos);
  auto missing = client().Get("/no/such/file.js");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->status, 404);
  EXPECT_TRUE(json::parse(missing->body).contains("error"));
}

TEST_F(ServerTest, EveryBadRequestGetsAJsonErrorAndTheServerGoesOn) {
  const std::string s = "/api/search";
  expect_error(s, "{\"map\": ", 400, "not valid JSON");
  expect_error(s, "", 400, "no body");
  expect_error(s, "[1, 2]", 400, "JSON object");
  expect_error(s, search_body("astral").dump(), 400, "unknown planner 'astral'");
  expect_error(s, search_body("astar", {{"heuristc", "octile"}}).dump(), 400, "has no option 'heuristc'");
  expect_error(s, search_body("astar", {{"open", "pile"}}).dump(), 400, "open=pile");
  expect_error(s, search_body("astar", {{"weight", -3}}).dump(), 400, "weight");
  expect_error(s, search_body("astar", {{"open", json::array()}}).dump(), 400, "params.open");
  expect_error(s, search_body("dstar-lite", {{"bogus", 1}}).dump(), 400, "no option 'bogus'");
  // Files a request names are neither read nor written; goal bounds only on small maps.
  for (const char* key : {"landmark-file", "table-file", "bounds-file", "bounds-dir"})
    expect_error(s, search_body("jps-plus-gb", {{key, "/tmp/gridnav-server-test"}}).dump(), 400,
                 "does not read or write");
  expect_error(s, search_body("jps-plus-gb").dump(), 400, "up to 16384 traversable cells, this one has 24311");
  expect_error(s, search_body("astar", {{"goal-bounds", "on"}}).dump(), 400, "up to 16384");
  expect_error(s, search_body("jps-plus-gb", {{"bounds-threads", 900}}).dump(), 400, "its own threads");
  json b = search_body("astar");
  b["start"] = {500, 3};
  expect_error(s, b.dump(), 400, "outside the 281 x 209 map");
  b["start"] = {0, 0};  // arena2's corner is a wall
  expect_error(s, b.dump(), 400, "start");
  b["start"] = "99,159";
  expect_error(s, b.dump(), 400, "start must be [x, y]");
  b = search_body("astar");
  b.erase("goal");
  expect_error(s, b.dump(), 400, "no goal");
  b = search_body("astar");
  b["planner"] = 7;
  expect_error(s, b.dump(), 400, "no planner");
  b = search_body("astar");
  b["map"] = "nowhere.map";
  expect_error(s, b.dump(), 404, "no map named 'nowhere.map'");
  b["map"] = {{"width", 100000}, {"height", 100000}, {"weights", ""}};
  expect_error(s, b.dump(), 413, "--max-cells");
  b["map"] = {{"width", 2}, {"height", 2}, {"weights", "AQEB"}};
  expect_error(s, b.dump(), 400, "needs 4");
  b["map"] = {{"width", 2}, {"height", 2}, {"weights", "AQ!B"}};
  expect_error(s, b.dump(), 400, "base64");
  b = search_body("astar");
  b["rules"] = {{"connect", 6}};
  expect_error(s, b.dump(), 400, "rules.connect");
  b["rules"] = {{"sideways", true}};
  expect_error(s, b.dump(), 400, "no field 'sideways'");
  b = search_body("astar");
  b["changes"] = json::array({{{"cell", {1, 1}}, {"weight", 300}}});
  expect_error(s, b.dump(), 400, "changes[0].weight");
  b = search_body("astar");
  b["speed"] = 3;
  expect_error(s, b.dump(), 400, "no field 'speed'");

  // Uploads: corrupt, absurd sizes, over the byte limit, unknown formats.
  const std::string p = "/api/maps/parse";
  expect_error(p + "?name=x.map", "type octile\nheight 2\nwidth 3\nmap\n.@\n", 400, "x.map");
  expect_error(p + "?name=x.map", "type octile\nheight 1000000000\nwidth 1000000\nmap\n", 413, "--max-cells");
  expect_error(p + "?name=x.wmap", "type weighted\nheight 5000\nwidth 5000\nmap\n1\n", 413, "--max-cells");
  expect_error(p + "?name=x.world", std::string(4000, '\n') + std::string(4000, 'A'), 413, "--max-cells");
  expect_error(p + "?name=x.png", "not a png at all, really not", 400, "not a PNG");
  expect_error(p + "?name=x.pgm", "P5\n1 1\n255\n", 400, "x.pgm");
  expect_error(p + "?name=x.doc", "hello", 400, "cannot tell the format");
  expect_error(p, "hello", 400, "needs ?name=");
  expect_error(p + "?name=big.map", std::string(5u << 20, '.'), 413, "--max-upload-bytes");
  expect_error("/api/maps/export?format=gif", R"({"width":1,"height":1,"weights":"AQ=="})", 400, "map|wmap");

  // Events of unknown searches and out-of-range batches.
  auto res = client().Get("/api/search/s999999/events");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 404);
  const json ok = post_json(s, search_body("astar"), 200);
  res = client().Get("/api/search/" + ok["id"].get<std::string>() + "/events?from=99999999");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 400) << res->body;
  res = client().Get("/api/search/" + ok["id"].get<std::string>() + "/events?count=-1");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 400) << res->body;
  res = client().Get("/api/nothing");
  ASSERT_TRUE(res);
  EXPECT_EQ(res->status, 404);

  // Still serving.
  const json again = post_json(s, search_body("astar"), 200);
  EXPECT_EQ(again["cost"], ok["cost"]);
}

}  // namespace
}  // namespace gridnav
