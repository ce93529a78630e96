// Posthoc traces read back (yaml-cpp and nlohmann::json): version 1.4.0, one event per
// search event with the counts the search reports, every pId naming an earlier event.
#include <gtest/gtest.h>
#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>

#include "frontend/catalogs.hpp"
#include "gridnav/viz/posthoc.hpp"

namespace gridnav::viz {
namespace {

/// One event as read back: type, id, pId (empty when absent), search group.
struct ReadEvent {
  std::string type, id, pid;
  std::int64_t x = -1, y = -1;
  std::int64_t search = 0;
};

struct ReadTrace {
  std::string version;
  std::vector<ReadEvent> events;
  bool has_views = false;
};

ReadTrace read_yaml(const std::string& text) {
  const YAML::Node root = YAML::Load(text);
  ReadTrace t;
  t.version = root["version"].as<std::string>();
  t.has_views = root["views"]["main"].IsSequence() && root["views"]["map"].IsSequence();
  for (const YAML::Node& e : root["events"]) {
    ReadEvent r{e["type"].as<std::string>(), e["id"].as<std::string>(), e["pId"] ? e["pId"].as<std::string>() : ""};
    if (e["x"]) r.x = e["x"].as<std::int64_t>();
    if (e["y"]) r.y = e["y"].as<std::int64_t>();
    if (e["search"]) r.search = e["search"].as<std::int64_t>();
    t.events.push_back(r);
  }
  return t;
}

ReadTrace read_json(const std::string& text) {
  const nlohmann::json root = nlohmann::json::parse(text);
  const auto str = [](const nlohmann::json& v) { return v.is_string() ? v.get<std::string>() : v.dump(); };
  ReadTrace t;
  t.version = root.at("version").get<std::string>();
  t.has_views = root.at("views").at("main").is_array() && root.at("views").at("map").is_array();
  for (const auto& e : root.at("events")) {
    ReadEvent r{e.at("type").get<std::string>(), str(e.at("id")), e.contains("pId") ? str(e.at("pId")) : ""};
    r.x = e.value("x", std::int64_t{-1});
    r.y = e.value("y", std::int64_t{-1});
    r.search = e.value("search", std::int64_t{0});
    t.events.push_back(r);
  }
  return t;
}

/// Every pId names an id seen in an earlier event.
void expect_parents_earlier(const ReadTrace& t) {
  std::set<std::string> seen;
  for (std::size_t i = 0; i < t.events.size(); ++i) {
    const ReadEvent& e = t.events[i];
    if (!e.pid.empty()) {
      EXPECT_TRUE(seen.count(e.pid)) << "event " << i << " (" << e.type << " " << e.id << ") pId " << e.pid;
    }
    seen.insert(e.id);
  }
}

Grid random_map(std::mt19937_64& rng, std::int32_t w, std::int32_t h, double density) {
  Grid g(w, h);
  std::bernoulli_distribution blocked(density);
  std::uniform_int_distribution<int> weight(1, 4);
  const bool weighted = rng() % 2 == 0;
  for (std::int32_t y = 0; y < h; ++y)
    for (std::int32_t x = 0; x < w; ++x) {
      if (blocked(rng)) {
        g.set_blocked({x, y});
      } else if (weighted) {
        g.set_weight({x, y}, Weight(weight(rng)));
      }
    }
  return g;
}

Point free_cell(const Grid& g, std::mt19937_64& rng) {
  for (;;) {
    const Point p{std::int32_t(rng() % std::uint64_t(g.width())), std::int32_t(rng() % std::uint64_t(g.height()))};
    if (g.passable(p)) return p;
  }
}

TEST(PosthocTrace, EventCountsMatchTheSearchStatistics) {
  const std::uint64_t seed = std::random_device{}();
  std::cout << "seed " << seed << "\n";
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937_64 rng(seed);
  for (const char* spec : {"astar:stats=on", "dijkstra:stats=on", "bfs:stats=on", "astar:stats=on,weight=3"}) {
    for (int round = 0; round < 4; ++round) {
      const Grid grid = random_map(rng, 20 + int(rng() % 30), 15 + int(rng() % 30), 0.25);
      const Query query{free_cell(grid, rng), free_cell(grid, rng)};
      SCOPED_TRACE(std::string(spec) + " from " + to_string(query.start) + " to " + to_string(query.goal));
      auto planner = frontend::planners().make(grid, MoveRules{}, parse_config(spec));
      EventRecorder recorder(grid);
      ASSERT_TRUE(planner->attach(&recorder));
      const SearchResult& r = planner->solve(query);
      for (const TraceFormat format : {TraceFormat::yaml, TraceFormat::json}) {
        const std::string text = posthoc_trace(grid, recorder.events(), format, {spec, "random"});
        const ReadTrace t = format == TraceFormat::yaml ? read_yaml(text) : read_json(text);
        EXPECT_EQ(t.version, "1.4.0");
        EXPECT_TRUE(t.has_views);
        std::map<std::string, std::uint64_t> count;
        for (const ReadEvent& e : t.events) ++count[e.type];
        EXPECT_EQ(count["map"], 1u);
        EXPECT_EQ(count["source"], 1u);
        EXPECT_EQ(count["expand"], r.stats.expanded);
        // The engine counts the start as generated; the trace has it as the source.
        EXPECT_EQ(count["generate"] + 1, r.stats.generated + r.stats.improved + r.stats.reopened);
        EXPECT_EQ(count["destination"], r.found() ? 1u : 0u);
        EXPECT_EQ(t.events.size(), recorder.events().size() + 1);
        expect_parents_earlier(t);
        for (const ReadEvent& e : t.events) {
          if (e.type == "map") continue;
          EXPECT_EQ(e.id, std::to_string(e.y * grid.width() + e.x));
        }
      }
    }
  }
}

TEST(PosthocTrace, SeveralSearchesAreGroupsOfTheirOwn) {
  const Grid grid(5, 4);
  const std::vector<SearchEvent> events = {
      {EventKind::begin, {0, 0}, {-1, -1}, 0, 4},  {EventKind::expand, {0, 0}, {-1, -1}, 0, 4},
      {EventKind::generate, {1, 0}, {0, 0}, 1, 4}, {EventKind::expand, {1, 0}, {-1, -1}, 1, 4},
      {EventKind::end, {1, 0}, {-1, -1}, 1, 4},    {EventKind::begin, {1, 0}, {-1, -1}, 0, 3},
      {EventKind::generate, {2, 0}, {1, 0}, 1, 3}, {EventKind::generate, {3, 0}, {4, 3}, 2, 3},  // parent never seen
      {EventKind::expand, {2, 0}, {-1, -1}, 1, 3}, {EventKind::end, {2, 0}, {-1, -1}, 1, 3}};
  const ReadTrace t = read_yaml(posthoc_trace(grid, events, TraceFormat::yaml));
  ASSERT_EQ(t.events.size(), events.size() + 1);
  expect_parents_earlier(t);
  EXPECT_EQ(t.events[3].pid, "0");        // generate (1,0) from the source
  EXPECT_EQ(t.events[4].pid, "0");        // its expansion carries the same parent
  EXPECT_EQ(t.events[6].type, "source");  // the second search
  EXPECT_EQ(t.events[6].id, "21");        // 1 + 20 cells
  EXPECT_EQ(t.events[6].search, 1);
  EXPECT_EQ(t.events[7].pid, "21");
  EXPECT_EQ(t.events[8].pid, "");  // a parent no event named is left out
  EXPECT_EQ(t.events[1].search, 0);
  const ReadTrace j = read_json(posthoc_trace(grid, events, TraceFormat::json));
  ASSERT_EQ(j.events.size(), t.events.size());
  for (std::size_t i = 0; i < j.events.size(); ++i) EXPECT_EQ(j.events[i].pid, t.events[i].pid) << i;
}

TEST(PosthocTrace, MapEventListsTheBlockedRuns) {
  Grid grid(6, 2);
  grid.set_blocked({1, 0});
  grid.set_blocked({2, 0});
  grid.set_blocked({5, 1});
  const YAML::Node root = YAML::Load(posthoc_trace(grid, {}, TraceFormat::yaml, {"astar", "tiny.map"}));
  const YAML::Node map = root["events"][0];
  EXPECT_EQ(map["type"].as<std::string>(), "map");
  EXPECT_EQ(map["map"].as<std::string>(), "tiny.map");
  ASSERT_EQ(map["runs"].size(), 2u);
  EXPECT_EQ(map["runs"][0][0].as<int>(), 1);
  EXPECT_EQ(map["runs"][0][2].as<int>(), 2);
  EXPECT_EQ(map["runs"][1][0].as<int>(), 5);
  EXPECT_EQ(map["runs"][1][1].as<int>(), 1);
}

}  // namespace
}  // namespace gridnav::viz
