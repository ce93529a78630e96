// A sample of the bundled Moving AI queries through every open list and both
// duplicate rules: each must match the .scen optimum (octile costs, sqrt(2)
// diagonals, no corner cutting), which checks the exactness of the bucket queue
// and of the multi-stack heap on non-integer f.
#include <gtest/gtest.h>

#include <string>

#include "gridnav/api/registry.hpp"
#include "gridnav/open_list/all.hpp"
#include "lab/scenarios/scenario_runner.hpp"

namespace gridnav {
namespace {

TEST(OpenListScenarios, SampledBundledQueriesAreOptimalForEveryOpenList) {
  const std::string dir = std::string(GRIDNAV_DATA_DIR) + "/movingai/";
  int checked = 0;
  for (const char* file : {"arena2.map.scen", "den520d.map.scen", "random512-10-0.map.scen", "AR0011SR.map.scen"}) {
    for (const ScenarioMap& m : load_scenario_maps(dir + file)) {
      const MoveRules rules{};
      const MoveModel moves(m.grid, rules);
      for (const std::string_view open : AllOpenLists::kNames)
        for (const char* dup : {"open", "closed"}) {
          const std::string spec = "astar:open=" + std::string(open) + ",duplicates=" + dup;
          auto planner = planners().make(m.grid, rules, parse_config(spec));
          // every 40th query; the unsorted array only on the shorter ones (it scans the open list)
          for (std::size_t i = 7; i < m.entries.size(); i += 40) {
            const ScenarioEntry& e = m.entries[i];
            if (open == "unsorted" && e.bucket > 30) continue;
            const QueryOutcome o = run_query(*planner, moves, e);
            EXPECT_TRUE(o.optimal) << spec << " " << file << ":" << e.line << " got " << o.cost << " expected "
                                   << e.optimal_length;
            ++checked;
          }
        }
    }
  }
  EXPECT_GT(checked, 1000);
}

}  // namespace
}  // namespace gridnav
