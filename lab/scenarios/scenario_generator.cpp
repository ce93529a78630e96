#include "lab/scenarios/scenario_generator.hpp"

#include <algorithm>
#include <cmath>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/components.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

/// The traversable cells grouped by connected component, for drawing connected pairs
/// directly: a random pair of the whole map would mostly be disconnected on a fragmented
/// map, and drawing cells of the whole map at random never ends on a nearly full one.
class ConnectedPairs {
 public:
  ConnectedPairs(const Grid& grid, const MoveRules& rules) {
    const std::vector<std::uint32_t> label = label_components(MoveModel(grid, rules));
    std::uint32_t components = 0;
    for (std::uint32_t l : label) components = std::max(components, l);
    // Counting sort of the cells by component: start_[c] .. start_[c + 1] in cells_.
    start_.assign(std::size_t(components) + 2, 0);
    for (std::uint32_t l : label)
      if (l != 0) ++start_[l + 1];
    for (std::size_t c = 1; c < start_.size(); ++c) start_[c] += start_[c - 1];
    cells_.resize(start_.back());
    std::vector<std::uint64_t> next(start_.begin(), start_.end() - 1);
    for (std::int32_t y = 0; y < grid.height(); ++y)
      for (std::int32_t x = 0; x < grid.width(); ++x)
        if (const std::uint32_t l = label[raw(grid.pad({x, y}))]; l != 0) cells_[next[l]++] = {x, y};
    // A component of n cells holds n (n - 1) ordered pairs; weighting components by that
    // count makes every connected pair of distinct cells equally likely.
    pairs_before_.assign(start_.size() - 1, 0);
    for (std::size_t c = 1; c + 1 < start_.size(); ++c) {
      const std::uint64_t n = start_[c + 1] - start_[c];
      pairs_before_[c] = pairs_before_[c - 1] + n * (n - 1);
    }
  }

  /// Ordered pairs of distinct connected cells (0 when no query is possible).
  [[nodiscard]] std::uint64_t count() const noexcept { return pairs_before_.back(); }

  /// A uniformly random pair of distinct connected cells; count() must be > 0.
  [[nodiscard]] Query draw(Random& rng) const {
    const std::uint64_t pick = rng.below(count());
    // The component whose range of pairs holds `pick`: the first c with pairs_before_[c] > pick.
    const auto component =
        std::size_t(std::upper_bound(pairs_before_.begin(), pairs_before_.end(), pick) - pairs_before_.begin());
    const std::uint64_t first = start_[component], n = start_[component + 1] - first;
    const std::uint64_t start = rng.below(n);
    const std::uint64_t goal = (start + 1 + rng.below(n - 1)) % n;  // any other cell of the component
    return {cells_[first + start], cells_[first + goal]};
  }

 private:
  std::vector<Point> cells_;
  std::vector<std::uint64_t> start_;         // [component + 1]: first index in cells_
  std::vector<std::uint64_t> pairs_before_;  // [component]: pairs of components 1..component
};

}  // namespace

Scenario generate_scenario(const Grid& grid, const ScenarioOptions& options) {
  if (grid.traversable_count() < 2) throw InputError("the map has fewer than two traversable cells: no query to make");
  const ConnectedPairs pairs(grid, options.rules);
  if (pairs.count() == 0)
    throw InputError("no two traversable cells of the map are connected under these move rules: no query to make");
  Random rng(options.seed);
  DijkstraSearch<> dijkstra(grid, options.rules);
  Scenario scenario;
  scenario.version = "1";
  while (scenario.entries.size() < options.queries) {
    if (options.progress) options.progress(scenario.entries.size(), options.queries);
    const Query q = pairs.draw(rng);
    const SearchResult& r = dijkstra.solve(q);
    if (!r.found()) throw InputError("internal error: cells of one component are not connected");
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
