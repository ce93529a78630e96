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
#include "gridnav/open_list/calendar_queue.hpp"
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

/// A path's cost in whole numbers: the weights of the cells its straight moves enter, and of
/// those its diagonal moves enter. Its cost is straight x s + diagonal x d for the profile's
/// s and d, so two costs compare exactly, ties included, however long the paths.
struct ExactCost {
  std::int64_t straight = 0, diagonal = 0;
};

/// Compares exact costs under one cost profile: octile (s = 1, d = sqrt 2) by the signs and
/// squares of the differences, whole-number profiles (integer, unit) by their values.
class ExactOrder {
 public:
  explicit ExactOrder(const CostProfile& p)
      : octile_(p.straight == 1 && p.diagonal == kSqrt2), s_(std::int64_t(p.straight)), d_(std::int64_t(p.diagonal)) {}
  /// -1, 0 or 1 as a is cheaper than, as dear as, or dearer than b.
  [[nodiscard]] int compare(const ExactCost& a, const ExactCost& b) const noexcept {
    if (!octile_) {
      const std::int64_t va = a.straight * s_ + a.diagonal * d_, vb = b.straight * s_ + b.diagonal * d_;
      return (va > vb) - (va < vb);
    }
    // sign of (a - b) = sign of da + db sqrt 2
    const std::int64_t da = a.straight - b.straight, db = a.diagonal - b.diagonal;
    if (da >= 0 && db >= 0) return (da > 0 || db > 0) ? 1 : 0;
    if (da <= 0 && db <= 0) return (da < 0 || db < 0) ? -1 : 0;
    const std::int64_t lhs = da * da, rhs = 2 * db * db;  // |da| against |db| sqrt 2, never equal
    return da > 0 ? (lhs > rhs ? 1 : -1) : (lhs > rhs ? -1 : 1);
  }

 private:
  bool octile_;
  std::int64_t s_, d_;
};

/// One worker's Dijkstra state over the padded cells. The open list (the calendar queue of
/// the searches, open_list/calendar_queue.hpp) orders by the costs as numbers on its
/// lattice; every decision (better, tie, worse) is taken on the exact costs, and a cell
/// settled too early by rounding is opened again when a cheaper way comes.
class FirstMoveSearch {
 public:
  FirstMoveSearch(const Grid& grid, const MoveModel& moves)
      : grid_(&grid),
        moves_(&moves),
        order_(moves.profile()),
        straight_(moves.profile().straight),
        diagonal_(moves.profile().diagonal),
        pw_(std::uint32_t(grid.padded_width())),
        unit_(grid.uniform()) {
    cells_.assign(grid.padded_size(), {});
    OpenListSetup setup;
    setup.cells = grid.padded_size();
    setup.monotone_f = true;  // Dijkstra: g never decreases along a move
    setup.spread = std::max(straight_, diagonal_) * Cost(grid.max_weight());
    open_.configure(setup);
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
  template <bool Unit>
  void run_as(std::uint32_t root, BoundsBox* boxes) {
    if (++mark_ >= (1u << 31)) {  // the stamps would wrap: clear once
      for (CellState& c : cells_) c.stamp = 0;
      mark_ = 1;
    }
    const std::uint32_t settled = mark_ * 2u + 1u;  // stamps: 2m reached, 2m + 1 settled (m < 2^31)
    const std::uint32_t reached = mark_ * 2u;
    open_.clear();
    cells_[root].exact = {};
    cells_[root].stamp = settled;
    const auto relax_from = [&](std::uint32_t from, std::uint8_t first) {
      const ExactCost here = cells_[from].exact;
      moves_->template for_each_move<Unit>(PaddedId{from}, [&](PaddedId next, Cost, Direction d) {
        const std::int64_t w = Unit ? 1 : std::int64_t(grid_->weight(next));
        ExactCost c = here;
        (d >= 4 ? c.diagonal : c.straight) += w;
        reach(raw(next), c, from == root ? std::uint8_t(1u << d) : first, reached, settled);
      });
    };
    relax_from(root, 0);
    std::uint32_t steps = 0;
    while (!open_.empty()) {
      const OpenEntry e = open_.pop(steps);
      const std::uint32_t id = raw(e.id);
      // settled, or a dearer duplicate (f comes back as the lattice holds it)
      CellState& cell = cells_[id];
      if (cell.stamp == settled || lattice::key(e.f) != lattice::key(value(cell.exact))) continue;
      cell.stamp = settled;
      const std::uint8_t first = cell.first;
      const std::int32_t x = std::int32_t(id % pw_), y = std::int32_t(id / pw_);
      for (unsigned m = first; m != 0; m &= m - 1) boxes[std::countr_zero(m)].add(x, y);
      relax_from(id, first);
    }
  }

  /// The exact cost as a number: the open list's key.
  [[nodiscard]] Cost value(const ExactCost& c) const noexcept {
    return Cost(c.straight) * straight_ + Cost(c.diagonal) * diagonal_;
  }

  void reach(std::uint32_t id, const ExactCost& c, std::uint8_t first, std::uint32_t reached, std::uint32_t settled) {
    CellState& cell = cells_[id];
    const bool seen = cell.stamp == reached || cell.stamp == settled;
    const int order = seen ? order_.compare(c, cell.exact) : -1;
    if (order < 0) {  // new, or cheaper (settled too early by rounding: open it again)
      cell.stamp = reached;
      cell.exact = c;
      cell.first = first;
      open_.push({PaddedId{id}, 0, value(c)});
    } else if (order == 0 && (cell.first | first) != cell.first) {
      cell.first |= first;          // another least-cost way in
      if (cell.stamp == settled) {  // already passed on: pass the new first moves on too
        cell.stamp = reached;
        open_.push({PaddedId{id}, 0, value(c)});
      }
    }
  }

  const Grid* grid_;
  const MoveModel* moves_;
  ExactOrder order_;
  Cost straight_, diagonal_;
  std::uint32_t pw_;
  bool unit_;
  /// A cell's state in one worker's searches, together: a move reads one cache line.
  struct CellState {
    ExactCost exact;
    std::uint32_t stamp = 0;  // 2m: reached in search m, 2m + 1: settled
    std::uint8_t first = 0;   // the first moves of its least-cost paths, one bit each
  };
  std::vector<CellState> cells_;
  CalendarQueue<Duplicates::closed> open_;
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
