// The bench machinery (run_bench, behind `gridnav bench`): configurations run over the
// same queries and agree on optimality; boost-astar matches the .scen optima on a
// sample of bundled queries. No assertion here is about time.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>

#include "frontend/catalogs.hpp"
#include "gridnav/error.hpp"
#include "lab/scenarios/bench_runner.hpp"

namespace gridnav {
namespace {

std::filesystem::path scenario(const std::string& name) {
  return std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai" / (name + ".map.scen");
}

TEST(SpreadSample, KeepsEverythingWithoutALimit) {
  EXPECT_EQ(spread_sample(5, 0), (std::vector<std::size_t>{0, 1, 2, 3, 4}));
  EXPECT_EQ(spread_sample(3, 10), (std::vector<std::size_t>{0, 1, 2}));
}

TEST(SpreadSample, SpreadsOverTheWholeRange) {
  const auto picks = spread_sample(1000, 10);
  ASSERT_EQ(picks.size(), 10u);
  EXPECT_EQ(picks.front(), 0u);
  EXPECT_EQ(picks.back(), 900u);
  for (std::size_t i = 1; i < picks.size(); ++i) EXPECT_GT(picks[i], picks[i - 1]);
}

TEST(RunBench, TwoOptimalConfigurationsAgreeOnEveryQuery) {
  BenchOptions options;
  options.planners = &frontend::planners();  // with the reference planner boost-astar
  options.limit_queries = 60;
  options.repeat = 2;
  std::size_t progress_calls = 0;
  options.progress = [&](std::size_t done, std::size_t total, const std::string&) {
    ++progress_calls;
    EXPECT_LE(done, total);
  };
  const BenchReport report = run_bench({scenario("AR0011SR")}, {"astar", "dijkstra"}, options);
  ASSERT_EQ(report.configs.size(), 2u);
  EXPECT_FALSE(report.interrupted);
  EXPECT_EQ(report.queries_total, 60u);
  EXPECT_EQ(report.queries_run, 60u);
  EXPECT_EQ(progress_calls, 60u);
  EXPECT_FALSE(report.optimality_failed());
  for (const BenchConfigResult& c : report.configs) {
    SCOPED_TRACE(c.config);
    EXPECT_TRUE(c.claims_optimal);
    EXPECT_TRUE(c.all_optimal());
    EXPECT_TRUE(c.mismatches.empty());
    EXPECT_EQ(c.total.instances, 60u);
    EXPECT_EQ(c.total.optimal, 60u);
    ASSERT_EQ(c.maps.size(), 1u);
    EXPECT_EQ(c.maps[0].map, "AR0011SR.map");
    EXPECT_GT(c.total.mean_expanded, 0);
  }
  EXPECT_EQ(report.configs[0].algorithm, to_string(frontend::planners().complete(parse_config("astar"))));
  EXPECT_DOUBLE_EQ(report.configs[0].ratio, 1.0);
  // The same queries: Dijkstra expands at least what A* with a consistent heuristic does.
  EXPECT_GE(report.configs[1].total.mean_expanded, report.configs[0].total.mean_expanded);
}

TEST(RunBench, BoostAStarMatchesTheScenarioOptimaOnASample) {
  BenchOptions options;
  options.planners = &frontend::planners();  // with the reference planner boost-astar
  options.limit_queries = 40;
  const BenchReport report = run_bench({scenario("arena2"), scenario("maze512-1-0"), scenario("random512-10-0")},
                                       {"astar", "boost-astar"}, options);
  EXPECT_EQ(report.queries_run, 120u);
  for (const BenchConfigResult& c : report.configs) {
    SCOPED_TRACE(c.config);
    EXPECT_TRUE(c.all_optimal()) << c.total.mismatches << " mismatches";
    for (const BenchMismatch& m : c.mismatches)
      ADD_FAILURE() << m.scenario_file << ":" << m.entry.line << " expected " << m.entry.optimal_length << " got "
                    << m.outcome.cost;
  }
  EXPECT_EQ(report.configs[1].maps.size(), 3u);
}

TEST(RunBench, AConfigurationWithoutAGuaranteeIsReportedButDoesNotFail) {
  BenchOptions options;
  options.planners = &frontend::planners();  // with the reference planner boost-astar
  options.limit_queries = 30;
  const BenchReport report = run_bench({scenario("arena2")}, {"astar", "astar:weight=3"}, options);
  ASSERT_EQ(report.configs.size(), 2u);
  EXPECT_TRUE(report.configs[0].claims_optimal);
  EXPECT_FALSE(report.configs[1].claims_optimal);
  EXPECT_FALSE(report.configs[1].note.empty());
  EXPECT_TRUE(report.configs[1].mismatches.empty());  // not kept for configurations without a guarantee
  EXPECT_FALSE(report.optimality_failed());
}

TEST(RunBench, UnderOtherRulesJudgesByAgreement) {
  BenchOptions options;
  options.planners = &frontend::planners();  // with the reference planner boost-astar
  options.limit_queries = 40;
  options.rules.connectivity = Connectivity::four;
  const BenchReport report = run_bench({scenario("arena2")}, {"astar", "dijkstra", "astar:weight=4"}, options);
  EXPECT_FALSE(report.judged_by_scenario);
  EXPECT_FALSE(report.optimality_failed());
  EXPECT_TRUE(report.configs[0].all_optimal());
  EXPECT_TRUE(report.configs[1].all_optimal());
  // Weighted A* pays more on some 4-connected query, and agreement sees it.
  EXPECT_GT(report.configs[2].total.mismatches, 0u);
}

TEST(RunBench, StopsAtTheFlagWithWhatItHas) {
  std::atomic<bool> stop{false};
  BenchOptions options;
  options.planners = &frontend::planners();  // with the reference planner boost-astar
  options.limit_queries = 50;
  options.stop = &stop;
  options.progress = [&](std::size_t done, std::size_t, const std::string&) {
    if (done == 7) stop = true;
  };
  const BenchReport report = run_bench({scenario("AR0011SR")}, {"astar", "boost-astar"}, options);
  EXPECT_TRUE(report.interrupted);
  EXPECT_EQ(report.queries_run, 7u);
  EXPECT_EQ(report.queries_total, 50u);
  for (const BenchConfigResult& c : report.configs) EXPECT_EQ(c.total.instances, 7u);
}

TEST(RunBench, RejectsBadConfigurationsBeforeRunning) {
  EXPECT_THROW((void)run_bench({scenario("AR0011SR")}, {}), InputError);
  EXPECT_THROW((void)run_bench({scenario("AR0011SR")}, {"astar", "no-such-algorithm"}), InputError);
  EXPECT_THROW((void)run_bench({scenario("AR0011SR")}, {"astar:no_such_key=1"}), InputError);
}

}  // namespace
}  // namespace gridnav
