// Every query of every bundled Moving AI scenario file must come out optimal: A*
// on all of them, Dijkstra on a sample (it is the slow, heuristic-free check that
// A*'s heuristic does not hide a bug shared with the scenario lengths).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "lab/scenarios/scenario_runner.hpp"

namespace gridnav {
namespace {

// The big files are split into shards of about kShardSize queries so ctest can run
// them in parallel and each stays well inside its timeout.
constexpr std::size_t kShardSize = 2000;

struct Shard {
  std::string file;
  std::size_t index = 0;
  std::size_t count = 1;
};

// Printed by gtest for a failing parameter.
void PrintTo(const Shard& shard, std::ostream* os) {
  *os << shard.file << " shard " << shard.index + 1 << "/" << shard.count;
}

std::vector<Shard> bundled_shards() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai"))
    if (entry.path().extension() == ".scen") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  std::vector<Shard> shards;
  for (const auto& file : files) {
    const std::size_t queries = read_scenario(file).entries.size();
    const std::size_t count = std::max<std::size_t>(1, (queries + kShardSize - 1) / kShardSize);
    for (std::size_t i = 0; i < count; ++i) shards.push_back({file, i, count});
  }
  return shards;
}

class BundledScenario : public ::testing::TestWithParam<Shard> {};

// Queries i with i % shard.count == shard.index, and of those every `every`-th.
void expect_all_optimal(const Shard& shard, const std::string& spec_text, std::size_t every) {
  const std::string& scenario = shard.file;
  const MoveRules rules{};  // octile, no corner cutting: the benchmark's rules
  std::size_t checked = 0;
  for (const ScenarioMap& m : load_scenario_maps(scenario)) {
    auto planner = planners().make(m.grid, rules, parse_config(spec_text));
    const MoveModel moves(m.grid, rules);
    for (std::size_t i = shard.index; i < m.entries.size(); i += shard.count * every, ++checked) {
      const ScenarioEntry& e = m.entries[i];
      const QueryOutcome o = run_query(*planner, moves, e);
      EXPECT_TRUE(o.optimal) << scenario << ":" << e.line << " " << spec_text << " expected " << e.optimal_length
                             << " got " << o.cost << " (" << to_string(o.status) << ")";
    }
  }
  EXPECT_GT(checked, 0u);
}

TEST_P(BundledScenario, AStarIsOptimalOnEveryQuery) { expect_all_optimal(GetParam(), "astar", 1); }

TEST_P(BundledScenario, DijkstraIsOptimalOnASample) { expect_all_optimal(GetParam(), "dijkstra", 97); }

INSTANTIATE_TEST_SUITE_P(MovingAI, BundledScenario, ::testing::ValuesIn(bundled_shards()),
                         [](const ::testing::TestParamInfo<Shard>& param_info) {
                           const Shard& shard = param_info.param;
                           std::string name = std::filesystem::path(shard.file).stem().stem().string();
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           if (shard.count > 1) name += "_part" + std::to_string(shard.index + 1);
                           return name;
                         });

}  // namespace
}  // namespace gridnav
