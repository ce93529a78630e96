// The simulation API of gridnav::server in-process: a run stepped through HTTP ends with the
// statistics run_simulation gives for the same world and options, frames carry what the page
// draws, live controls act, logs download, and every bad request gets a 4xx with a JSON error.
#include <gtest/gtest.h>

#include <httplib.h>
#include <sstream>

#include <nlohmann/json.hpp>
#include <thread>

#include "gridnav/dynamic/sim.hpp"
#include "gridnav/dynamic/simulation.hpp"
#include "gridnav/io/world.hpp"
#include "gridnav/server/server.hpp"
#include "support/running_server.hpp"

namespace gridnav {
namespace {

using nlohmann::json;

const std::string kData = GRIDNAV_DATA_DIR;

class SimApiTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    server::ServerOptions o;
    o.port = 0;
    o.map_dirs = {kData + "/worlds"};
    o.limits.max_clients = 4;
    o.limits.idle_timeout_s = 5;
    o.limits.max_sims = 4;
    o.limits.max_sim_cells = 10000;
    running_ = new testing::RunningServer(o);
  }
  static void TearDownTestSuite() { delete running_; }

  static httplib::Client client() { return running_->client(); }
  static json post(const std::string& path, const json& body, int status = 200) {
    auto res = client().Post(path.c_str(), body.dump(), "application/json");
    EXPECT_TRUE(res) << path;
    if (!res) return {};
    EXPECT_EQ(res->status, status) << path << " " << body.dump().substr(0, 200) << " -> " << res->body;
    return json::parse(res->body, nullptr, false);
  }
  /// A body that must get `status` and an error mentioning `words`.
  static void expect_error(const std::string& path, const std::string& body, int status, const std::string& words) {
    auto res = client().Post(path.c_str(), body, "application/json");
    ASSERT_TRUE(res) << path;
    EXPECT_EQ(res->status, status) << body.substr(0, 200) << " -> " << res->body;
    const json j = json::parse(res->body, nullptr, false);
    ASSERT_TRUE(j.is_object() && j.contains("error")) << res->body;
    EXPECT_NE(j["error"].get<std::string>().find(words), std::string::npos) << j["error"];
  }
  static json maze_request() {
    return {{"world", "maze.world"},
            {"planners", {"dstar-lite", "focused-dstar", "astar-replan"}},
            {"seed", 7},
            {"trap_density", 0.04},
            {"update_every", 2}};
  }
  /// Steps a simulation until it finishes; the last frame.
  static json run_to_end(const std::string& id, const json& step = {{"ticks", 1000}}) {
    json frame;
    for (int i = 0; i < 1000; ++i) {
      frame = post("/api/sim/" + id + "/step", step);
      if (frame.value("finished", true)) break;
    }
    return frame;
  }

  static inline testing::RunningServer* running_ = nullptr;
};

TEST_F(SimApiTest, ListsTheBundledWorldsWithTheirEntities) {
  auto res = client().Get("/api/worlds");
  ASSERT_TRUE(res);
  ASSERT_EQ(res->status, 200);
  const json j = json::parse(res->body);
  bool maze = false, crypt = false;
  for (const json& w : j["worlds"]) {
    maze |= w["name"] == "maze.world" && w["width"] == 41 && w["height"] == 29 && w["agents"] == 3 && w["keys"] == 2 &&
            w["doors"] == 2 && w["monsters"] == 3;
    crypt |= w["name"] == "crypt.world" && w["monsters"] == 4 && w["keys"] == 3;
  }
  EXPECT_TRUE(maze) << res->body;
  EXPECT_TRUE(crypt) << res->body;
}

// Stepped in uneven batches through HTTP, the run ends where run_simulation ends.
TEST_F(SimApiTest, ARunSteppedOverHttpEqualsRunSimulation) {
  const json created = post("/api/sim", maze_request());
  ASSERT_TRUE(created.contains("id")) << created.dump();
  EXPECT_EQ(created["agents"], json({"dstar-lite", "focused-dstar", "astar-replan"}));
  EXPECT_EQ(created["world"]["width"], 41);
  EXPECT_EQ(created["world"]["cells"].size(), 41u * 29u);
  EXPECT_EQ(created["goals"].size(), 4u);
  EXPECT_EQ(created["frame"]["tick"], 0);
  const std::string id = created["id"];
  const json first = post("/api/sim/" + id + "/step", {{"ticks", 3}});
  EXPECT_EQ(first["tick"], 3);
  EXPECT_EQ(first["stepped"], 3);
  const json last = run_to_end(id, {{"ticks", 37}});
  ASSERT_TRUE(last["finished"].get<bool>());

  SimOptions o;
  o.planners = {"dstar-lite", "focused-dstar", "astar-replan"};
  o.seed = 7;
  o.trap_density = 0.04;
  o.update_every = 2;
  const SimResult r = run_simulation(read_world(kData + "/worlds/maze.world"), o);
  EXPECT_EQ(last["tick"], r.ticks);
  EXPECT_EQ(last["all_reached"], r.all_reached());
  ASSERT_EQ(last["stats"].size(), r.agents);
  for (std::size_t a = 0; a < r.agents; ++a) {
    const GoalRecord t = r.total(a);
    const json& got = last["stats"][a]["total"];
    EXPECT_EQ(got["heapInsert"], t.stats.heap_inserts) << a;
    EXPECT_EQ(got["heapRemove"], t.stats.heap_removes) << a;
    EXPECT_EQ(got["totalOperations"], t.stats.total_operations()) << a;
    EXPECT_EQ(got["worstCaseSearchDepth"], t.stats.heap_height_sum) << a;
    EXPECT_EQ(got["expansions"], t.stats.expansions) << a;
    EXPECT_EQ(got["moves"], t.moves) << a;
    EXPECT_EQ(got["waits"], t.waits) << a;
    EXPECT_EQ(last["stats"][a]["goals"].size(), 4u);
  }
}

TEST_F(SimApiTest, FramesCarryTheSearchBeliefMonstersAndThreat) {
  json req = {{"world", "crypt.world"}, {"planners", {"astar-replan", "dstar-lite"}}, {"seed", 3}, {"sense", 3}};
  const json created = post("/api/sim", req);
  const std::string id = created["id"];
  EXPECT_EQ(created["world"]["monsters"].size(), 4u);
  // crypt.world starts three agents ('r'): the two planners are dealt in turn.
  EXPECT_EQ(created["agents"], json({"astar-replan", "dstar-lite", "astar-replan"}));
  bool searched = false, threatened = false, walked = false;
  json f;
  for (int i = 0; i < 30 && !(searched && threatened && walked); ++i) {
    f = post("/api/sim/" + id + "/step", {{"ticks", 2}, {"search", true}, {"belief", true}});
    ASSERT_EQ(f["agents"].size(), 3u);
    for (const json& a : f["agents"]) {
      ASSERT_TRUE(a.contains("search") && a.contains("belief")) << a.dump().substr(0, 300);
      searched |= !a["search"]["closed"].empty() && !a["search"]["tree"].empty();
      walked |= !a["path"].empty() && a["fraction"].get<double>() >= 0;
    }
    threatened |= !f["threat"].empty();
    ASSERT_EQ(f["monsters"].size(), 4u);
    for (const json& m : f["monsters"]) EXPECT_EQ(m["facing"].size(), 2u);
  }
  EXPECT_TRUE(searched);
  EXPECT_TRUE(threatened);
  EXPECT_TRUE(walked);
  // Without asking, a frame leaves the search and the belief out.
  const json plain = post("/api/sim/" + id + "/step", {{"ticks", 1}});
  EXPECT_FALSE(plain["agents"][0].contains("search"));
  auto current = client().Get(("/api/sim/" + id + "?search=1").c_str());
  ASSERT_TRUE(current);
  EXPECT_EQ(json::parse(current->body)["tick"], plain["tick"]);
  EXPECT_TRUE(json::parse(current->body)["agents"][0].contains("search"));
}

TEST_F(SimApiTest, PausedMonstersStandStillAndControlsAreEchoed) {
  const json created = post("/api/sim", {{"world", "crypt.world"}, {"planners", {"dstar-lite"}}});
  const std::string id = created["id"];
  const json paused =
      post("/api/sim/" + id + "/step",
           {{"ticks", 1}, {"controls", {{"monsters_paused", true}, {"follow", "walk"}, {"trap_density", 0.1}}}});
  EXPECT_EQ(paused["controls"]["monsters_paused"], true);
  EXPECT_EQ(paused["controls"]["follow"], "walk");
  const json later = post("/api/sim/" + id + "/step", {{"ticks", 20}});
  EXPECT_EQ(later["monsters"], paused["monsters"]);
  EXPECT_GT(later["tick"].get<int>(), paused["tick"].get<int>());
  const json moving = post("/api/sim/" + id + "/step", {{"ticks", 20}, {"controls", {{"monsters_paused", false}}}});
  EXPECT_NE(moving["monsters"], later["monsters"]);
}

TEST_F(SimApiTest, DownloadsLogsAndForgetsDeletedRuns) {
  const json created = post("/api/sim", {{"world", "maze.world"}, {"planners", {"dstar-lite", "lpa"}}});
  const std::string id = created["id"];
  const json last = run_to_end(id);
  auto log = client().Get(("/api/sim/" + id + "/log/2.tsv").c_str());
  ASSERT_TRUE(log);
  EXPECT_EQ(log->status, 200);
  EXPECT_NE(log->get_header_value("Content-Disposition").find("agent2-lpa-seed1.tsv"), std::string::npos);
  EXPECT_EQ(std::count(log->body.begin(), log->body.end(), '\n'), 5);  // the header and four goals

  // The log and the frame write the same records under the same names.
  std::istringstream lines(log->body);
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(lines, line);) {
    std::vector<std::string> cells;
    std::istringstream in(line);
    for (std::string cell; std::getline(in, cell, '\t');) cells.push_back(cell);
    if (!line.empty() && line.back() == '\t') cells.emplace_back();
    rows.push_back(cells);
  }
  const json& goals = last["stats"][1]["goals"];
  ASSERT_EQ(rows.size(), goals.size() + 1);
  for (std::size_t g = 0; g < goals.size(); ++g) {
    ASSERT_EQ(rows[g + 1].size(), rows[0].size());
    EXPECT_EQ(goals[g].size(), rows[0].size()) << "fields of goal " << g + 1;
    for (std::size_t c = 0; c < rows[0].size(); ++c) {
      const std::string& name = rows[0][c];
      ASSERT_TRUE(goals[g].contains(name)) << name;
      const json& v = goals[g][name];
      const std::string& cell = rows[g + 1][c];
      if (v.is_string())
        EXPECT_EQ(v.get<std::string>(), cell) << name;
      else if (v.is_boolean())
        EXPECT_EQ(v.get<bool>() ? "1" : "0", cell) << name;
      else
        EXPECT_NEAR(v.get<double>(), std::stod(cell), 1e-4 * (1 + std::abs(v.get<double>()))) << name;
    }
  }
  auto bad = client().Get(("/api/sim/" + id + "/log/4.tsv").c_str());  // three agents, no human
  ASSERT_TRUE(bad);
  EXPECT_EQ(bad->status, 404);
  auto gone = client().Delete(("/api/sim/" + id).c_str());
  ASSERT_TRUE(gone);
  EXPECT_EQ(gone->status, 200);
  expect_error("/api/sim/" + id + "/step", "{}", 404, "no simulation");
}

TEST_F(SimApiTest, ForgetsTheLeastRecentlyUsedRunBeyondTheLimit) {
  std::vector<std::string> ids;
  for (int i = 0; i < 5; ++i) ids.push_back(post("/api/sim", {{"world", "maze.world"}})["id"]);
  expect_error("/api/sim/" + ids[0] + "/step", "{}", 404, "forgotten");
  post("/api/sim/" + ids[4] + "/step", json::object());
}

TEST_F(SimApiTest, RunsAnUploadedWorld) {
  const std::string text = "AAAAAAAA\nAq    xA\nA  a   A\nA X    A\nAAAAAAAA\n";
  const json created =
      post("/api/sim", {{"world_text", text}, {"world_name", "tiny.world"}, {"planners", {"dstar", "lpa"}}});
  EXPECT_EQ(created["world"]["name"], "tiny.world");
  EXPECT_EQ(created["world"]["starts"].size(), 2u);
  const json last = run_to_end(created["id"], {{"ticks", 500}});
  EXPECT_TRUE(last["all_reached"].get<bool>()) << last.dump().substr(0, 400);
}

// A human given moves over HTTP walks as the scripted human of Simulation, tick for tick;
// a heading keeps it walking until it is released.
TEST_F(SimApiTest, AHumanPlaysOverHttpAsTheLibrarysScriptedHuman) {
  std::vector<std::string> names;
  for (int i = 0; i < 12; ++i) names.push_back(i % 3 == 2 ? "se" : "e");
  names.push_back("wait");
  for (int i = 0; i < 4; ++i) names.push_back("n");  // into the wall after two: refused moves
  const json created =
      post("/api/sim", {{"world", "crypt.world"}, {"planners", {"dstar-lite"}}, {"seed", 5}, {"human_moves", names}});
  ASSERT_TRUE(created["human"].is_object()) << created.dump().substr(0, 300);
  EXPECT_EQ(created["human"]["start"], json({5, 2}));
  EXPECT_EQ(created["options"]["human"], true);
  const std::string id = created["id"];

  SimOptions o;
  o.planners = {"dstar-lite"};
  o.seed = 5;
  o.human = HumanPlay::scripted;
  for (const std::string& n : names) o.human_moves.push_back(*parse_human_move(n));
  Simulation reference(read_world(kData + "/worlds/crypt.world"), o);
  for (int tick = 1; tick <= 40; ++tick) {
    const json f = post("/api/sim/" + id + "/step", {{"ticks", 1}});
    ASSERT_TRUE(reference.step());
    const SimHumanView h = *reference.human();
    ASSERT_EQ(f["human"]["x"], h.cell.x) << "tick " << tick;
    ASSERT_EQ(f["human"]["y"], h.cell.y) << "tick " << tick;
    ASSERT_EQ(f["human"]["queued"], h.queued) << "tick " << tick;
    const GoalRecord t = reference.result().total(reference.agent_count());
    ASSERT_EQ(f["human_stats"]["total"]["moves"], t.moves) << "tick " << tick;
    ASSERT_EQ(f["human_stats"]["total"]["waits"], t.waits) << "tick " << tick;
    EXPECT_EQ(f["human_stats"]["total"]["planner"], "human");
  }
  // The script is used up: the human stands. A heading east walks it one tile a tick on
  // flat ground, until released.
  const json before = post("/api/sim/" + id + "/step", {{"ticks", 1}});
  ASSERT_EQ(before["human"]["queued"], 0);
  const json walking = post("/api/sim/" + id + "/step", {{"ticks", 1}, {"controls", {{"human", {{"heading", "w"}}}}}});
  EXPECT_EQ(walking["human"]["heading"], "w");
  EXPECT_EQ(walking["human"]["x"].get<int>(), before["human"]["x"].get<int>() - 1) << walking["human"].dump();
  const json released =
      post("/api/sim/" + id + "/step", {{"ticks", 1}, {"controls", {{"human", {{"heading", nullptr}}}}}});
  EXPECT_TRUE(released["human"]["heading"].is_null());
  const json still = post("/api/sim/" + id + "/step", {{"ticks", 3}});
  EXPECT_EQ(still["human"]["x"], released["human"]["x"]);
  EXPECT_FALSE(still["finished"].get<bool>());                         // a live human keeps the run going
  auto log = client().Get(("/api/sim/" + id + "/log/4.tsv").c_str());  // three agents, then the human
  ASSERT_TRUE(log);
  EXPECT_EQ(log->status, 200);
  EXPECT_NE(log->get_header_value("Content-Disposition").find("human-seed5.tsv"), std::string::npos);
}

TEST_F(SimApiTest, EveryBadRequestGetsAJsonError) {
  const std::string s = "/api/sim";
  const auto with = [](const std::string& key, const json& value) {
    json b = maze_request();
    b[key] = value;
    return b.dump();
  };
  expect_error(s, "{\"world\": ", 400, "not valid JSON");
  expect_error(s, "[]", 400, "JSON object");
  expect_error(s, with("planners", {"astral"}), 400, "unknown planner 'astral'");
  expect_error(s, with("planners", json(std::vector<std::string>(9, "dstar"))), 400, "at most 8 agents");
  expect_error(s, with("planners", {"astar-replan:replan=sometimes"}), 400, "planner 'astar-replan:replan=sometimes'");
  expect_error(s, with("costs", "cheap"), 400, "costs must be one of octile|integer|unit, got \"cheap\"");
  expect_error(s, with("diagonal", 1), 400, "diagonal must be");
  expect_error(s, with("human", "yes"), 400, "human must be true or false");
  expect_error(s, with("human_moves", {"n", "jump"}), 400, "human_moves must hold moves");
  expect_error(s, with("human_moves", "n"), 400, "human_moves must be an array");
  expect_error(s, json{{"world_text", "AAAA\nAp xA\nAAAA\n"}, {"human", true}}.dump(), 400, "no player start 'o'");
  expect_error(s, json{{"world_text", "AAAAAAA\nArrrx A\nAAAAAAA\n"}}.dump(), 400, "starts 9 agents");
  expect_error(s, with("planners", json::array()), 400, "planners must be");
  expect_error(s, with("trap_density", 1.5), 400, "trap_density must be a number from 0 to 1");
  expect_error(s, with("trap_density", "lots"), 400, "trap_density");
  expect_error(s, with("seed", -1), 400, "seed must be a whole number");
  expect_error(s, with("ticks", 2.5), 400, "ticks must be a whole number");
  expect_error(s, with("follow", "run"), 400, "follow must be");
  expect_error(s, with("vision", 0), 400, "vision");
  expect_error(s, with("monster_speed", 0), 400, "monster_speed must be a number above 0");
  expect_error(s, with("agent_speed", 2), 400, "agent_speed");
  expect_error(s, with("aggressiveness", 101), 400, "aggressiveness");
  expect_error(s, with("trap_min", 50), 400, "trap_max");
  expect_error(s, with("monsters", "yes"), 400, "monsters must be true or false");
  expect_error(s, with("threat", 1), 400, "no field 'threat'");
  // Bytes of the request outside printable ASCII come back as \xHH (found by fuzz/server_request.cpp).
  expect_error(s, with("world\x7fname", 1), 400, "no field 'world\\x7fname'");
  expect_error(s, with("planners", {"caf\xc3\xa9"}), 400, "unknown planner 'caf\\xc3\\xa9'");
  expect_error(s, json{{"world_text", "AAAA\nAp xA\nAAAA\n"}, {"world_name", "a\nb"}}.dump(), 400,
               "world_name must be 1 to 200 printable ASCII characters, got 'a\\x0ab'");
  expect_error(s, with("world_text", "A"), 400, "either world");
  expect_error(s, json{{"planners", {"dstar"}}}.dump(), 400, "either world");
  expect_error(s, json{{"world", "atlantis.world"}}.dump(), 404, "no world named 'atlantis.world'");
  expect_error(s, json{{"world_text", "AAAA\nA xA\nAAAA\n"}}.dump(), 400, "no agent start");
  expect_error(s, json{{"world_text", "AAAA\nAp A\nAAAA\n"}}.dump(), 400, "no key");
  expect_error(s, json{{"world_text", std::string(200, ' ') + "\n" + std::string(100, '\n')}}.dump(), 413,
               "--max-sim-cells");

  const std::string id = post(s, maze_request())["id"];
  const std::string step = "/api/sim/" + id + "/step";
  expect_error(step, json{{"ticks", 0}}.dump(), 400, "ticks must be a whole number from 1 to 1000");
  expect_error(step, json{{"ticks", 1001}}.dump(), 400, "ticks");
  expect_error(step, json{{"speed", 1}}.dump(), 400, "no field 'speed'");
  expect_error(step, json{{"controls", {{"jump", true}}}}.dump(), 400, "controls has no field 'jump'");
  expect_error(step, json{{"controls", {{"trap_density", -0.1}}}}.dump(), 400, "trap_density");
  expect_error(step, json{{"controls", {{"follow", 3}}}}.dump(), 400, "follow");
  expect_error(step, json{{"controls", {{"human", {{"heading", "n"}}}}}}.dump(), 400, "no human plays");
  const std::string human_step =
      "/api/sim/" + post(s, {{"world", "open.world"}, {"human", true}})["id"].get<std::string>() + "/step";
  const json many = {{"controls", {{"human", {{"moves", std::vector<std::string>(60000, "e")}}}}}};
  EXPECT_EQ(post(human_step, many)["human"]["queued"], 60000 - 1);
  expect_error(human_step, many.dump(), 400, "at most 100000 moves may wait at once (59999 do)");
  expect_error(step, "{", 400, "not valid JSON");
  expect_error("/api/sim/nope/step", "{}", 404, "no simulation 'nope'");
  auto frame = client().Get(("/api/sim/" + id + "?search=maybe").c_str());
  ASSERT_TRUE(frame);
  EXPECT_EQ(frame->status, 400);
  // After all that, the server still runs simulations.
  EXPECT_EQ(post(step, {{"ticks", 2}})["tick"], 2);
}

}  // namespace
}  // namespace gridnav
