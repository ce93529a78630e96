// Every query of every bundled Moving AI scenario file must come out optimal: A*
// on all of them, Dijkstra on a sample (it is the slow, heuristic-free check that
// A*'s heuristic does not hide a bug shared with the scenario lengths).
#include <gtest/gtest.h>

#include <filesystem>

#include "gridnav/experiment/scenario_runner.hpp"

namespace gridnav {
namespace {

std::vector<std::string> bundled_scenarios() {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai"))
    if (entry.path().extension() == ".scen") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

class BundledScenario : public ::testing::TestWithParam<std::string> {};

void expect_all_optimal(const std::string& scenario, const std::string& spec_text, std::size_t every) {
  const MoveRules rules{};  // octile, no corner cutting: the benchmark's rules
  std::size_t checked = 0;
  for (const ScenarioMap& m : load_scenario_maps(scenario)) {
    auto planner = default_registry().make(m.grid, rules, parse_planner_spec(spec_text));
    const MoveModel moves(m.grid, rules);
    for (std::size_t i = 0; i < m.entries.size(); i += every, ++checked) {
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

INSTANTIATE_TEST_SUITE_P(MovingAI, BundledScenario, ::testing::ValuesIn(bundled_scenarios()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           std::string name = std::filesystem::path(info.param).stem().stem().string();
                           for (char& c : name)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return name;
                         });

}  // namespace
}  // namespace gridnav
