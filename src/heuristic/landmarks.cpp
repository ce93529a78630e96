#include "gridnav/heuristic/landmarks.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <mutex>
#include <queue>
#include <tuple>
#include <utility>

#include "gridnav/error.hpp"
#include "gridnav/grid/components.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {

std::string_view to_string(LandmarkSelection s) noexcept {
  switch (s) {
    case LandmarkSelection::farthest:
      return "farthest";
    case LandmarkSelection::given:
      return "given";
    default:
      return "random";
  }
}

std::optional<LandmarkSelection> parse_landmark_selection(std::string_view s) noexcept {
  if (s == "random") return LandmarkSelection::random;
  if (s == "farthest") return LandmarkSelection::farthest;
  return std::nullopt;
}

std::vector<double> dijkstra_sweep(const MoveModel& moves, PaddedId source, bool reverse) {
  const Grid& grid = moves.grid();
  std::vector<double> dist(grid.padded_size(), kInfiniteCost);
  const CostProfile profile = moves.profile();
  if (profile.straight == std::floor(profile.straight) && profile.diagonal == std::floor(profile.diagonal) &&
      profile.straight >= 1 && profile.diagonal >= 1) {
    // Integer costs in 1..K-1: Dial's algorithm, a circular array of K buckets.
    const auto step_max = std::uint64_t(std::max(profile.straight, profile.diagonal)) * grid.max_weight();
    const std::size_t k = std::size_t(step_max) + 1;
    std::vector<std::vector<std::uint32_t>> buckets(k);
    dist[raw(source)] = 0;
    buckets[0].push_back(raw(source));
    std::size_t pending = 1;
    for (std::uint64_t d = 0; pending != 0; ++d) {
      std::vector<std::uint32_t>& bucket = buckets[d % k];
      while (!bucket.empty()) {
        const std::uint32_t at = bucket.back();
        bucket.pop_back();
        --pending;
        if (dist[at] != double(d)) continue;  // a stale entry
        const double enter_at = double(grid.weight(PaddedId{at}));
        moves.for_each_move(PaddedId{at}, [&](PaddedId next, Cost step, Direction dir) {
          const double c = reverse ? moves.base_cost(dir) * enter_at : step;
          if (double(d) + c < dist[raw(next)]) {
            dist[raw(next)] = double(d) + c;
            buckets[(d + std::uint64_t(c)) % k].push_back(raw(next));
            ++pending;
          }
        });
      }
    }
    return dist;
  }
  using Item = std::pair<double, std::uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  dist[raw(source)] = 0;
  queue.emplace(0.0, raw(source));
  while (!queue.empty()) {
    // Not a structured binding: clang 14 (the fuzz build) cannot capture one in the lambda.
    const double d = queue.top().first;
    const auto at = queue.top().second;
    queue.pop();
    if (d > dist[at]) continue;
    // Legality is symmetric (a move and its reverse need the same cells), so the
    // predecessors of a cell are its successors; a reverse edge x -> at costs
    // base x weight(at), the weight of the cell entered.
    const double enter_at = double(grid.weight(PaddedId{at}));
    moves.for_each_move(PaddedId{at}, [&](PaddedId next, Cost step, Direction dir) {
      const double c = reverse ? moves.base_cost(dir) * enter_at : step;
      if (d + c < dist[raw(next)]) {
        dist[raw(next)] = d + c;
        queue.emplace(d + c, raw(next));
      }
    });
  }
  return dist;
}

namespace {

using Clock = std::chrono::steady_clock;

std::vector<PaddedId> traversable_cells(const Grid& grid) {
  std::vector<PaddedId> cells;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.passable({x, y})) cells.push_back(grid.pad({x, y}));
  return cells;
}

}  // namespace

LandmarkTable LandmarkTable::build(const Grid& grid, const MoveRules& rules, const LandmarkOptions& options) {
  return build_impl(grid, rules, options, nullptr);
}

LandmarkTable LandmarkTable::build_at(const Grid& grid, const MoveRules& rules, const std::vector<Point>& cells) {
  for (const Point& p : cells)
    if (!grid.passable(p))
      throw InputError("landmark cell " + std::to_string(p.x) + "," + std::to_string(p.y) + " is not traversable");
  return build_impl(grid, rules, {std::uint32_t(cells.size()), LandmarkSelection::given, 0}, &cells);
}

LandmarkTable LandmarkTable::build_impl(const Grid& grid, const MoveRules& rules, const LandmarkOptions& options,
                                        const std::vector<Point>* given) {
  const auto t0 = Clock::now();
  LandmarkTable t;
  t.width_ = grid.width();
  t.height_ = grid.height();
  t.cells_ = grid.padded_size();
  t.rules_ = rules;
  t.options_ = options;
  t.fingerprint_ = gridnav::grid_fingerprint(grid);
  const MoveModel moves(grid, rules);
  t.components_ = label_components(moves);
  const bool symmetric = grid.uniform();
  const CostProfile p = rules.profile();
  const bool integral = p.straight == std::floor(p.straight) && p.diagonal == std::floor(p.diagonal);

  const std::vector<PaddedId> free_cells = traversable_cells(grid);
  Random random(options.seed);
  const std::uint32_t want = std::uint32_t(std::min<std::size_t>(options.count, free_cells.size()));
  std::vector<PaddedId> chosen;
  double largest = 0;
  const auto store = [&](PaddedId landmark) {
    chosen.push_back(landmark);
    t.landmarks_.push_back(grid.unpad(landmark));
    const std::vector<double> from = dijkstra_sweep(moves, landmark, false);
    for (double d : from) {
      t.from_.push_back(Distance(d));
      if (std::isfinite(d)) largest = std::max(largest, d);
    }
    if (!symmetric) {
      const std::vector<double> to = dijkstra_sweep(moves, landmark, true);
      for (double d : to) {
        t.to_.push_back(Distance(d));
        if (std::isfinite(d)) largest = std::max(largest, d);
      }
    }
  };
  t.from_.reserve(std::size_t(want) * t.cells_);
  if (!symmetric) t.to_.reserve(std::size_t(want) * t.cells_);

  if (given != nullptr) {
    for (const Point& cell : *given) store(grid.pad(cell));
  } else if (want > 0 && options.selection == LandmarkSelection::random) {
    // Partial Fisher-Yates: `want` distinct cells, uniformly.
    std::vector<PaddedId> pool = free_cells;
    for (std::uint32_t i = 0; i < want; ++i) {
      const auto j = i + std::size_t(random.below(pool.size() - i));
      std::swap(pool[i], pool[j]);
      store(pool[i]);
    }
  } else if (want > 0) {
    // Farthest point: from a random cell, take the cell farthest from it, then each
    // time the cell whose distance to the nearest chosen landmark is largest (among
    // the cells reachable from the first one; ties to the lowest id).
    const PaddedId seed_cell = free_cells[std::size_t(random.below(free_cells.size()))];
    std::vector<double> nearest = dijkstra_sweep(moves, seed_cell, false);
    for (std::uint32_t i = 0; i < want; ++i) {
      std::size_t best = raw(seed_cell);
      double best_d = -1;
      for (PaddedId c : free_cells) {
        const double d = nearest[raw(c)];
        if (std::isfinite(d) && d > best_d) {
          best_d = d;
          best = raw(c);
        }
      }
      if (best_d <= 0 && i > 0) break;  // every reachable cell is a landmark already
      if (i == 0) std::fill(nearest.begin(), nearest.end(), kInfiniteCost);
      store(PaddedId{std::uint32_t(best)});
      const Distance* fresh = t.from(i);
      for (PaddedId c : free_cells) nearest[raw(c)] = std::min(nearest[raw(c)], double(fresh[raw(c)]));
    }
  }
  t.exact_ = integral && largest < double(1 << 24);
  t.build_ns_ = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
  return t;
}

bool LandmarkTable::landmarks_prove_separated(PaddedId a, PaddedId b) const noexcept {
  for (std::uint32_t i = 0; i < count(); ++i)
    if (std::isfinite(from(i)[raw(a)]) != std::isfinite(from(i)[raw(b)])) return true;
  return false;
}

bool LandmarkTable::landmarks_prove_path(PaddedId a, PaddedId b) const noexcept {
  // a -> L and L -> b both finite gives a path a -> L -> b.
  for (std::uint32_t i = 0; i < count(); ++i)
    if (std::isfinite(to(i)[raw(a)]) && std::isfinite(from(i)[raw(b)])) return true;
  return false;
}

Cost LandmarkTable::upper_bound(PaddedId a, PaddedId b) const noexcept {
  Cost best = kInfiniteCost;
  for (std::uint32_t i = 0; i < count(); ++i) {
    const Cost via = Cost(to(i)[raw(a)]) + Cost(from(i)[raw(b)]);
    best = std::min(best, exact() ? via : via * (1 + 0x1.0p-22));
  }
  return best;
}

std::size_t LandmarkTable::bytes() const noexcept {
  return (from_.capacity() + to_.capacity()) * sizeof(Distance) + components_.capacity() * sizeof(std::uint32_t) +
         landmarks_.capacity() * sizeof(Point);
}

// ---- sharing ----

namespace {

struct CacheKey {
  const Grid* grid;
  std::uint64_t revision, fingerprint;
  std::int32_t width, height;
  unsigned connectivity, diagonal, costs;
  std::uint32_t count;
  unsigned selection;
  std::uint64_t seed;
  friend bool operator<(const CacheKey& a, const CacheKey& b) {
    return std::tie(a.grid, a.revision, a.fingerprint, a.width, a.height, a.connectivity, a.diagonal, a.costs, a.count,
                    a.selection, a.seed) < std::tie(b.grid, b.revision, b.fingerprint, b.width, b.height,
                                                    b.connectivity, b.diagonal, b.costs, b.count, b.selection, b.seed);
  }
};

thread_local std::shared_ptr<const LandmarkTable> t_current;

}  // namespace

std::shared_ptr<const LandmarkTable> shared_landmark_table(const Grid& grid, const MoveRules& rules,
                                                           const LandmarkOptions& options) {
  static std::mutex mutex;
  static std::map<CacheKey, std::weak_ptr<const LandmarkTable>> cache;
  // The key holds the contents' fingerprint, so a grid edited, or a new grid at the
  // address of a freed one, never meets a stale table.
  const CacheKey key{&grid,
                     grid.revision(),
                     gridnav::grid_fingerprint(grid),
                     grid.width(),
                     grid.height(),
                     unsigned(rules.connectivity),
                     unsigned(rules.diagonal),
                     unsigned(rules.costs),
                     options.count,
                     unsigned(options.selection),
                     options.seed};
  std::lock_guard lock(mutex);
  for (auto it = cache.begin(); it != cache.end();) it = it->second.expired() ? cache.erase(it) : std::next(it);
  if (auto it = cache.find(key); it != cache.end())
    if (auto table = it->second.lock()) return table;
  auto table = std::make_shared<const LandmarkTable>(LandmarkTable::build(grid, rules, options));
  cache[key] = table;
  return table;
}

LandmarkBinding::LandmarkBinding(std::shared_ptr<const LandmarkTable> table) : previous_(std::move(t_current)) {
  t_current = std::move(table);
}
LandmarkBinding::~LandmarkBinding() { t_current = std::move(previous_); }
std::shared_ptr<const LandmarkTable> LandmarkBinding::current() { return t_current; }

}  // namespace gridnav
