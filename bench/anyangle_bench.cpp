// Any-angle planners on the five bundled Dragon Age maps, beside grid A* and smoothed A*,
// and the cost of the clearance annotation by map size.
//
//   anyangle/<planner>/<map>   64 queries spread over the map's scenario file (all length
//                              buckets), each a query of the corner lattice; counters: time
//                              per query and the mean length
//   clearance/<side>           clearance() of a side x side map, 20 % blocked
#include <benchmark/benchmark.h>

#include <random>
#include <string>
#include <vector>

#include "bench_data.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/grid/clearance.hpp"
#include "lab/scenarios/bench_runner.hpp"

namespace gridnav::bench {
namespace {

constexpr std::size_t kQueries = 64;
const char* const kMaps[] = {"arena2", "brc202d", "den520d", "lak303d", "ost003d"};
const char* const kPlanners[] = {"astar", "astar:smooth=on", "theta-star", "lazy-theta-star", "anya", "visibility-graph"};

void any_angle(benchmark::State& state, const std::string& spec, const std::string& map_name) {
  const ScenarioMap& m = bundled(map_name);
  std::vector<Query> queries;
  for (const std::size_t i : spread_sample(m.entries.size(), kQueries))
    queries.push_back({m.entries[i].start, m.entries[i].goal});
  auto planner = planners().make(m.grid, MoveRules{}, parse_config(spec));
  double length = 0;
  for (auto _ : state) {
    length = 0;
    for (const Query& q : queries) length += planner->solve(q).cost;
  }
  state.counters["per_query"] = benchmark::Counter(double(state.iterations() * queries.size()),
                                                   benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  state.counters["mean_length"] = length / double(queries.size());
}

void clearance_of(benchmark::State& state) {
  const auto side = std::int32_t(state.range(0));
  Grid grid(side, side);
  std::mt19937 rng(1);
  for (std::int32_t y = 0; y < side; ++y)
    for (std::int32_t x = 0; x < side; ++x)
      if (rng() % 5 == 0) grid.set_blocked({x, y});
  for (auto _ : state) benchmark::DoNotOptimize(clearance(grid));
  state.SetItemsProcessed(std::int64_t(state.iterations()) * side * side);
}
BENCHMARK(clearance_of)->Name("clearance")->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMillisecond);

[[maybe_unused]] const bool kRegistered = [] {
  for (const char* map : kMaps)
    for (const char* spec : kPlanners)
      benchmark::RegisterBenchmark(("anyangle/" + std::string(spec) + "/" + map).c_str(), any_angle, spec, map)
          ->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
}  // namespace gridnav::bench
