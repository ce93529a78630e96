#include "gridnav/experiment/scenario_generator.hpp"

#include <cmath>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/error.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

Point random_cell(const Grid& grid, Random& rng) {
  for (;;) {
    const Point p{std::int32_t(rng.below(std::uint64_t(grid.width()))),
                  std::int32_t(rng.below(std::uint64_t(grid.height())))};
    if (grid.weight(p) != kBlocked) return p;
  }
}

}  // namespace

Scenario generate_scenario(const Grid& grid, const ScenarioOptions& options) {
  if (grid.traversable_count() < 2) throw InputError("the map has fewer than two traversable cells: no query to make");
  Random rng(options.seed);
  DijkstraSearch<> dijkstra(grid, options.rules);
  Scenario scenario;
  scenario.version = "1";
  const std::size_t max_tries = 50 * options.queries + 1000;
  for (std::size_t tries = 0; scenario.entries.size() < options.queries; ++tries) {
    if (tries == max_tries)
      throw InputError("found only " + std::to_string(scenario.entries.size()) + " connected pairs in " +
                       std::to_string(max_tries) + " tries: the map is too fragmented");
    const Query q{random_cell(grid, rng), random_cell(grid, rng)};
    if (q.start == q.goal) continue;
    const SearchResult& r = dijkstra.solve(q);
    if (!r.found()) continue;
    ScenarioEntry e;
    e.bucket = int(std::floor(r.cost / 4));
    e.map_name = options.map_name;
    e.map_width = grid.width();
    e.map_height = grid.height();
    e.start = q.start;
    e.goal = q.goal;
    e.optimal_length = r.cost;
    e.decimals = 8;
    e.line = scenario.entries.size() + 2;
    scenario.entries.push_back(e);
  }
  return scenario;
}

void randomize_weights(Grid& grid, Weight lo, Weight hi, std::uint64_t seed) {
  if (lo < 1 || hi < lo)
    throw InputError("weights " + std::to_string(lo) + ".." + std::to_string(hi) + " are not a range within 1..255");
  Random rng(seed);
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.weight(Point{x, y}) != kBlocked)
        grid.set_weight({x, y}, Weight(lo + rng.below(std::uint64_t(hi - lo) + 1)));
}

}  // namespace gridnav
