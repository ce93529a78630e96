// Building goal bounds (heuristic/goal_bounds.hpp): one Dijkstra search per traversable
// cell, each worker with its own arrays, stamped so that nothing is cleared between roots.
#include "gridnav/heuristic/goal_bounds.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>
#include <tuple>

#include "gridnav/error.hpp"
#include "gridnav/util/parallel.hpp"

namespace gridnav {

void BoundsBox::add(std::int32_t x, std::int32_t y) noexcept {
  x0 = std::min(x0, std::uint16_t(x));
  y0 = std::min(y0, std::uint16_t(y));
  x1 = std::max(x1, std::uint16_t(x));
  y1 = std::max(y1, std::uint16_t(y));
}

namespace {

using Clock = std::chrono::steady_clock;

/// One worker's Dijkstra state over the padded cells.
class FirstMoveSearch {
 public:
  FirstMoveSearch(const Grid& grid, const MoveModel& moves)
      : moves_(&moves), pw_(std::uint32_t(grid.padded_width())), unit_(grid.uniform()) {
    g_.assign(grid.padded_size(), 0);
    stamp_.assign(grid.padded_size(), 0);
    first_.assign(grid.padded_size(), 0);
  }

  /// The eight boxes of `root`: cell t widens box d when a least-cost path to t begins with d.
  void run(std::uint32_t root, BoundsBox* boxes) {
    if (unit_) {
      run_as<true>(root, boxes);
    } else {
      run_as<false>(root, boxes);
    }
  }

 private:
  struct Entry {
    Cost g;
    std::uint32_t id;
    friend bool operator>(const Entry& a, const Entry& b) noexcept { return a.g > b.g; }
  };
  static constexpr Cost kTies = 1e-9;  // relative: below the gap between distinct path costs

  template <bool Unit>
  void run_as(std::uint32_t root, BoundsBox* boxes) {
    if (++mark_ >= (1u << 31)) {  // the stamps would wrap: clear once
      std::fill(stamp_.begin(), stamp_.end(), 0);
      mark_ = 1;
    }
    const std::uint32_t settled = mark_ * 2u + 1u;  // stamps: 2m reached, 2m + 1 settled (m < 2^31)
    const std::uint32_t reached = mark_ * 2u;
    heap_.clear();
    g_[root] = 0;
    stamp_[root] = settled;
    moves_->template for_each_move<Unit>(PaddedId{root}, [&](PaddedId next, Cost c, Direction d) {
      reach(raw(next), c, std::uint8_t(1u << d), reached, settled);
    });
    while (!heap_.empty()) {
      std::pop_heap(heap_.begin(), heap_.end(), std::greater<>{});
      const Entry e = heap_.back();
      heap_.pop_back();
      if (stamp_[e.id] == settled || e.g > g_[e.id]) continue;  // a dearer duplicate
      stamp_[e.id] = settled;
      const std::uint8_t first = first_[e.id];
      const std::int32_t x = std::int32_t(e.id % pw_), y = std::int32_t(e.id / pw_);
      for (unsigned m = first; m != 0; m &= m - 1) boxes[std::countr_zero(m)].add(x, y);
      moves_->template for_each_move<Unit>(PaddedId{e.id}, [&](PaddedId next, Cost c, Direction) {
        reach(raw(next), e.g + c, first, reached, settled);
      });
    }
  }

  void reach(std::uint32_t id, Cost g, std::uint8_t first, std::uint32_t reached, std::uint32_t settled) {
    if (stamp_[id] == settled) return;
    if (stamp_[id] != reached || g < g_[id] - kTies * (1 + g_[id])) {
      stamp_[id] = reached;
      g_[id] = g;
      first_[id] = first;
      heap_.push_back({g, id});
      std::push_heap(heap_.begin(), heap_.end(), std::greater<>{});
    } else if (g <= g_[id] + kTies * (1 + g_[id])) {
      first_[id] |= first;  // another least-cost way in
    }
  }

  const MoveModel* moves_;
  std::uint32_t pw_;
  bool unit_;
  std::vector<Cost> g_;
  std::vector<std::uint32_t> stamp_;
  std::vector<std::uint8_t> first_;
  std::vector<Entry> heap_;
  std::uint32_t mark_ = 0;
};

}  // namespace

GoalBounds GoalBounds::build(const Grid& grid, const MoveRules& rules, const GoalBoundsOptions& options) {
  const auto t0 = Clock::now();
  constexpr std::int32_t kMostPadded = 0xFFFF;
  if (grid.padded_width() > kMostPadded || grid.height() + 2 > kMostPadded)
    throw InputError("goal bounds need a map at most " + std::to_string(kMostPadded - 2) +
                     " cells wide and high, not " + std::to_string(grid.width()) + "x" + std::to_string(grid.height()));
  const std::uint64_t cells = grid.traversable_count();
  if (cells > options.max_cells)
    throw InputError("goal bounds: the map has " + std::to_string(cells) +
                     " traversable cells, more than the limit of " + std::to_string(options.max_cells) +
                     " (one Dijkstra search per cell, so the time grows with the square)");
  GoalBounds b;
  b.width_ = grid.width();
  b.height_ = grid.height();
  b.rules_ = rules;
  b.fingerprint_ = grid_fingerprint(grid);
  b.boxes_.assign(grid.padded_size() * 8, BoundsBox{});
  std::vector<std::uint32_t> roots;
  roots.reserve(cells);
  for (std::uint32_t id = 0; id < grid.padded_size(); ++id)
    if (grid.weight(PaddedId{id}) != kBlocked) roots.push_back(id);

  const MoveModel moves(grid, rules);
  const unsigned workers = worker_count(roots.size(), options.threads, 64);
  std::vector<std::unique_ptr<FirstMoveSearch>> searches;
  for (unsigned w = 0; w < workers; ++w) searches.push_back(std::make_unique<FirstMoveSearch>(grid, moves));
  std::atomic<std::uint64_t> done{0};
  std::mutex progress_mutex;
  const std::uint64_t report_every = std::max<std::uint64_t>(1, roots.size() / 200);
  parallel_for(
      roots.size(), workers,
      [&](unsigned worker, std::size_t i) {
        searches[worker]->run(roots[i], &b.boxes_[std::size_t(roots[i]) * 8]);
        const std::uint64_t now = done.fetch_add(1, std::memory_order_relaxed) + 1;
        if (options.progress && (now % report_every == 0 || now == roots.size())) {
          std::lock_guard lock(progress_mutex);
          options.progress(now, roots.size());
        }
      },
      options.stop);
  if (options.stop != nullptr && options.stop->load())
    throw InputError("goal bounds: the build was stopped after " + std::to_string(done.load()) + " of " +
                     std::to_string(roots.size()) + " cells");
  b.build_ns_ = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - t0).count();
  return b;
}

bool GoalBounds::fits(const Grid& grid, const MoveRules& rules) const noexcept {
  return width_ == grid.width() && height_ == grid.height() && rules_.connectivity == rules.connectivity &&
         rules_.diagonal == rules.diagonal && rules_.costs == rules.costs && fingerprint_ == grid_fingerprint(grid);
}

std::string goal_bounds_file_in(const std::string& dir, const Grid& grid, const MoveRules& rules) {
  static constexpr char kHex[] = "0123456789abcdef";
  const std::uint64_t f = grid_fingerprint(grid);
  std::string name = "gridnav-bounds-";
  for (int shift = 60; shift >= 0; shift -= 4) name += kHex[(f >> shift) & 15];
  name += "-" + std::to_string(unsigned(rules.connectivity)) + std::to_string(unsigned(rules.diagonal)) +
          std::to_string(unsigned(rules.costs)) + ".gnb";
  return (std::filesystem::path(dir) / name).string();
}

std::shared_ptr<const GoalBounds> shared_goal_bounds(const Grid& grid, const MoveRules& rules, const std::string& file,
                                                     const GoalBoundsOptions& options) {
  using Key = std::tuple<const Grid*, std::uint64_t, std::uint64_t, unsigned, unsigned, unsigned, std::string>;
  static std::mutex mutex;
  static std::map<Key, std::weak_ptr<const GoalBounds>> cache;
  const Key key{&grid,
                grid.revision(),
                grid_fingerprint(grid),
                unsigned(rules.connectivity),
                unsigned(rules.diagonal),
                unsigned(rules.costs),
                file};
  std::lock_guard lock(mutex);
  for (auto it = cache.begin(); it != cache.end();) it = it->second.expired() ? cache.erase(it) : std::next(it);
  if (auto it = cache.find(key); it != cache.end())
    if (auto bounds = it->second.lock()) return bounds;
  std::shared_ptr<const GoalBounds> bounds;
  std::error_code error;
  if (!file.empty() && std::filesystem::exists(file, error)) {
    bounds = std::make_shared<const GoalBounds>(GoalBounds::load(file, grid, rules));
  } else {
    bounds = std::make_shared<const GoalBounds>(GoalBounds::build(grid, rules, options));
    if (!file.empty()) bounds->save(file);
  }
  cache[key] = bounds;
  return bounds;
}

}  // namespace gridnav
