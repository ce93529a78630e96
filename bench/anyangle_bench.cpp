// Any-angle planners on the bundled maps, beside grid A* and smoothed A*, and the cost of the
// clearance annotation and of the inflation costs by map size.
//
//   anyangle/<planner>/<map>   every bundled map (the visibility graph: the Dragon Age ones):
//                              64 queries spread over the map's scenario file (all length
//                              buckets), each a query of the corner lattice; counters: time
//                              per query and the mean length
//   anya-median/<map>          every bundled map (and dragon-age: the five pooled), per
//                              query the least of 5 timings of grid
//                              A* and of Anya; counters: the median of Anya's time over
//                              A*'s (ratio), the share of queries Anya answers faster, and
//                              each one's median time per query
//   clearance/<side>           clearance() of a side x side map, 20 % blocked
//   inflation/<side>           inflation_costs() of the same map, nav2's default parameters
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <random>
#include <string>
#include <vector>

#include "bench_data.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/grid/clearance.hpp"
#include "gridnav/grid/inflation.hpp"
#include "lab/scenarios/bench_runner.hpp"

namespace gridnav::bench {
namespace {

constexpr std::size_t kQueries = 64;
const char* const kMaps[] = {"arena2", "brc202d", "den520d", "lak303d", "ost003d"};
const char* const kAllMaps[] = {"32room_000", "AR0011SR",    "arena2",       "brc202d", "den520d",
                                "lak303d",    "maze512-1-0", "maze512-32-0", "ost003d", "random512-10-0"};
const char* const kPlanners[] = {"astar", "astar:smooth=on", "theta-star", "lazy-theta-star",
                                 "anya",  "visibility-graph"};

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

double median(std::vector<double> v) {
  std::nth_element(v.begin(), v.begin() + std::ptrdiff_t(v.size() / 2), v.end());
  return v[v.size() / 2];
}

/// The least of five timings of one query, in seconds.
double least_time(Planner& planner, const Query& q) {
  double best = 1e300;
  for (int k = 0; k < 5; ++k) {
    const auto began = std::chrono::steady_clock::now();
    benchmark::DoNotOptimize(planner.solve(q).cost);
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
  }
  return best;
}

/// `maps` pooled: the 64 spread queries of each.
void anya_median(benchmark::State& state, const std::vector<std::string>& maps) {
  std::vector<double> ratio, grid_time, anya_time;
  for (auto _ : state) {
    ratio.clear();
    grid_time.clear();
    anya_time.clear();
    for (const std::string& name : maps) {
      const ScenarioMap& m = bundled(name);
      auto astar = planners().make(m.grid, MoveRules{}, parse_config("astar"));
      auto anya = planners().make(m.grid, MoveRules{}, parse_config("anya"));
      for (const std::size_t i : spread_sample(m.entries.size(), kQueries)) {
        const Query q{m.entries[i].start, m.entries[i].goal};
        grid_time.push_back(least_time(*astar, q));
        anya_time.push_back(least_time(*anya, q));
        ratio.push_back(anya_time.back() / grid_time.back());
      }
    }
  }
  state.counters["ratio"] = median(ratio);
  state.counters["faster"] =
      double(std::count_if(ratio.begin(), ratio.end(), [](double r) { return r < 1; })) / double(ratio.size());
  state.counters["astar_us"] = median(grid_time) * 1e6;
  state.counters["anya_us"] = median(anya_time) * 1e6;
}

/// A side x side map with a fifth of its cells blocked at random (seed 1).
Grid random_map(std::int32_t side) {
  Grid grid(side, side);
  std::mt19937 rng(1);
  for (std::int32_t y = 0; y < side; ++y)
    for (std::int32_t x = 0; x < side; ++x)
      if (rng() % 5 == 0) grid.set_blocked({x, y});
  return grid;
}

void clearance_of(benchmark::State& state) {
  const auto side = std::int32_t(state.range(0));
  const Grid grid = random_map(side);
  for (auto _ : state) benchmark::DoNotOptimize(clearance(grid));
  state.SetItemsProcessed(std::int64_t(state.iterations()) * side * side);
}
BENCHMARK(clearance_of)->Name("clearance")->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMillisecond);

void inflation_of(benchmark::State& state) {
  const auto side = std::int32_t(state.range(0));
  const Grid grid = random_map(side);
  for (auto _ : state) benchmark::DoNotOptimize(inflation_costs(grid, InflationParams{}));
  state.SetItemsProcessed(std::int64_t(state.iterations()) * side * side);
}
BENCHMARK(inflation_of)->Name("inflation")->Arg(256)->Arg(1024)->Arg(2048)->Unit(benchmark::kMillisecond);

[[maybe_unused]] const bool kRegistered = [] {
  // Every planner on every bundled map; the visibility graph only on the Dragon Age maps (the
  // others have more convex corners than it takes).
  for (const char* map : kAllMaps)
    for (const char* spec : kPlanners) {
      const bool dragon_age = std::find_if(std::begin(kMaps), std::end(kMaps),
                                           [&](const char* m) { return std::string(m) == map; }) != std::end(kMaps);
      if (std::string(spec) == "visibility-graph" && !dragon_age) continue;
      benchmark::RegisterBenchmark(("anyangle/" + std::string(spec) + "/" + map).c_str(), any_angle, spec, map)
          ->Unit(benchmark::kMillisecond);
    }
  for (const char* map : kAllMaps)
    benchmark::RegisterBenchmark(("anya-median/" + std::string(map)).c_str(), anya_median,
                                 std::vector<std::string>{map})
        ->Iterations(1)
        ->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("anya-median/dragon-age", anya_median, std::vector<std::string>(kMaps, std::end(kMaps)))
      ->Iterations(1)
      ->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
}  // namespace gridnav::bench
