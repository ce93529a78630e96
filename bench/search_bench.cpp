// Whole A* queries on a bundled Dragon Age map (den520d): 64 queries spread evenly
// over its scenario file (all length buckets), octile costs, no corner cutting.
// One iteration runs the 64 queries; counters give the time per query and per expansion.
//
//   search/astar_static             AStarSearch<> called directly (no planner facade)
//   search/<spec>                   planners from the registry: astar with each value of
//                                   its `open` and `memory` parameters (whatever is
//                                   registered when this binary is built), dijkstra, boost-astar
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench_data.hpp"
#include "frontend/catalogs.hpp"
#include "gridnav/algorithm/classic.hpp"
#include "lab/scenarios/bench_runner.hpp"

namespace gridnav::bench {
namespace {

constexpr std::size_t kQueries = 64;

std::vector<Query> queries() {
  const ScenarioMap& m = bundled("den520d");
  std::vector<Query> q;
  for (const std::size_t i : spread_sample(m.entries.size(), kQueries))
    q.push_back({m.entries[i].start, m.entries[i].goal});
  return q;
}

void set_counters(benchmark::State& state, std::uint64_t expanded, std::size_t n) {
  state.SetItemsProcessed(std::int64_t(state.iterations() * n));
  state.counters["per_query"] =
      benchmark::Counter(double(state.iterations() * n), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["per_expansion"] =
      benchmark::Counter(double(expanded), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void astar_static(benchmark::State& state) {
  const ScenarioMap& m = bundled("den520d");
  const std::vector<Query> q = queries();
  AStarSearch<> search(m.grid, MoveRules{});
  std::uint64_t expanded = 0;
  for (auto _ : state)
    for (const Query& query : q) {
      const SearchResult& r = search.solve(query);
      expanded += r.stats.expanded;
      benchmark::DoNotOptimize(r.cost);
    }
  set_counters(state, expanded, q.size());
}
BENCHMARK(astar_static)->Name("search/astar_static")->Unit(benchmark::kMillisecond);

void planner_queries(benchmark::State& state, const std::string& spec) {
  const ScenarioMap& m = bundled("den520d");
  const std::vector<Query> q = queries();
  auto planner = frontend::planners().make(m.grid, MoveRules{}, parse_config(spec));
  std::uint64_t expanded = 0;
  for (auto _ : state)
    for (const Query& query : q) {
      const SearchResult& r = planner->solve(query);
      expanded += r.stats.expanded;
      benchmark::DoNotOptimize(r.cost);
    }
  set_counters(state, expanded, q.size());
}

int register_planners() {
  std::vector<std::string> specs{"astar"};
  if (const auto* astar = frontend::planners().find("astar")) {
    for (const Param& p : astar->params) {
      if (p.name != "open" && p.name != "memory") continue;
      for (const std::string& value : p.choices)
        if (value != p.default_value) specs.push_back("astar:" + p.name + "=" + value);
    }
  }
  for (const char* other : {"dijkstra", "boost-astar"})
    if (frontend::planners().find(other) != nullptr) specs.push_back(other);
  for (const std::string& spec : specs) {
    try {
      (void)frontend::planners().complete(parse_config(spec));
    } catch (const std::exception&) {
      continue;  // a combination the registry refuses (e.g. a bucket queue that needs other costs)
    }
    benchmark::RegisterBenchmark(("search/" + spec).c_str(), [spec](benchmark::State& st) {
      planner_queries(st, spec);
    })->Unit(benchmark::kMillisecond);
  }
  return 0;
}
[[maybe_unused]] const int kPlanners = register_planners();

}  // namespace
}  // namespace gridnav::bench
