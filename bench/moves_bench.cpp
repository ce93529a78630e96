// Neighbour generation: MoveModel::for_each_move over every traversable cell of a
// bundled Dragon Age map (den520d), 4-connected and 8-connected under each diagonal
// rule. One item = the moves of one cell. Also the cost of building a MoveModel, which
// every search, navigator and landmark table pays once (its tables do not depend on the
// map's size).
#include <benchmark/benchmark.h>

#include <vector>

#include "bench_data.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav::bench {
namespace {

std::vector<PaddedId> traversable(const Grid& grid) {
  std::vector<PaddedId> cells;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.passable({x, y})) cells.push_back(grid.pad({x, y}));
  return cells;
}

void for_each_move(benchmark::State& state, MoveRules rules) {
  const Grid& grid = bundled("den520d").grid;
  const MoveModel moves(grid, rules);
  const std::vector<PaddedId> cells = traversable(grid);
  std::uint64_t count = 0;
  for (auto _ : state) {
    Cost sum = 0;
    for (const PaddedId id : cells) {
      moves.for_each_move(id, [&](PaddedId next, Cost step, Direction) {
        sum += step;
        count += raw(next) & 1u;
      });
    }
    benchmark::DoNotOptimize(sum);
    benchmark::DoNotOptimize(count);
  }
  state.SetItemsProcessed(std::int64_t(state.iterations()) * std::int64_t(cells.size()));
}

MoveRules rules(Connectivity c, DiagonalRule d, CostProfileKind costs = CostProfileKind::octile) {
  MoveRules r;
  r.connectivity = c;
  r.diagonal = d;
  r.costs = costs;
  return r;
}

void construct(benchmark::State& state, MoveRules rules) {
  const Grid& grid = bundled("den520d").grid;
  for (auto _ : state) {
    const MoveModel moves(grid, rules);
    benchmark::DoNotOptimize(moves.legal_moves(grid.pad({0, 0})));
  }
}

BENCHMARK_CAPTURE(construct, connect8_no_corner_cutting, rules(Connectivity::eight, DiagonalRule::no_corner_cutting))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(construct, connect4, rules(Connectivity::four, DiagonalRule::no_corner_cutting))
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(for_each_move, connect4, rules(Connectivity::four, DiagonalRule::no_corner_cutting));
BENCHMARK_CAPTURE(for_each_move, connect8_no_corner_cutting,
                  rules(Connectivity::eight, DiagonalRule::no_corner_cutting));
BENCHMARK_CAPTURE(for_each_move, connect8_corner_cutting, rules(Connectivity::eight, DiagonalRule::corner_cutting));
BENCHMARK_CAPTURE(for_each_move, connect8_always, rules(Connectivity::eight, DiagonalRule::always));
BENCHMARK_CAPTURE(for_each_move, connect8_integer_costs,
                  rules(Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer));

}  // namespace
}  // namespace gridnav::bench
