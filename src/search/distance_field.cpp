#include "gridnav/search/distance_field.hpp"

#include <algorithm>
#include <cmath>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

constexpr Cost kUnreached = std::numeric_limits<Cost>::infinity();

void check_cell(const Grid& grid, Point p, const char* what) {
  if (!grid.in_bounds(p))
    throw InputError(std::string(what) + " " + to_string(p) + " is outside the " + std::to_string(grid.width()) + "x" +
                     std::to_string(grid.height()) + " grid");
}

}  // namespace

DistanceField::DistanceField(const Grid& grid, MoveRules rules) : grid_(&grid), moves_(grid, rules) {}

void DistanceField::compute(std::span<const Point> sources, Cost max_cost) {
  if (sources.empty()) throw InputError("distance field: no source given");
  if (!(max_cost >= 0)) throw InputError("distance field: the cost cap must be >= 0");
  for (const Point s : sources) {
    check_cell(*grid_, s, "source");
    if (grid_->weight(s) == kBlocked) throw InputError("source " + to_string(s) + " is a blocked cell");
  }
  if (dist_.size() != grid_->padded_size()) {
    dist_.assign(grid_->padded_size(), kUnreached);
    heap_.configure({.cells = grid_->padded_size()});
  } else {
    std::fill(dist_.begin(), dist_.end(), kUnreached);
  }
  heap_.clear();
  settled_ = 0;
  for (const Point s : sources) {
    const PaddedId id = grid_->pad(s);
    if (dist_[raw(id)] == 0) continue;  // a source given twice
    dist_[raw(id)] = 0;
    (void)heap_.push({id, 0, 0});
  }
  // Relaxation runs backwards: from a settled cell u to a neighbour v, the walk v -> u
  // costs base(d) x weight(u). Moves are legal both ways or neither (moves.hpp).
  std::uint32_t steps = 0;
  while (!heap_.empty()) {
    const OpenEntry top = heap_.pop(steps);
    const Cost du = dist_[raw(top.id)];
    if (top.f > du) continue;  // a stale duplicate
    ++settled_;
    const Cost w = Cost(grid_->weight(top.id));
    moves_.for_each_move(top.id, [&](PaddedId v, Cost, Direction d) {
      const Cost dv = du + moves_.base_cost(d) * w;
      if (dv < dist_[raw(v)] && dv <= max_cost) {
        dist_[raw(v)] = dv;
        (void)heap_.push({v, 0, dv});
      }
    });
  }
}

Cost DistanceField::at(Point p) const {
  check_cell(*grid_, p, "cell");
  return dist_.empty() ? kUnreached : dist_[raw(grid_->pad(p))];
}

void DistanceField::copy_to(std::span<Cost> out) const {
  const auto w = std::size_t(grid_->width()), h = std::size_t(grid_->height());
  if (out.size() < w * h) throw InputError("distance field: the output holds fewer values than the grid has cells");
  for (std::size_t y = 0; y < h; ++y)
    for (std::size_t x = 0; x < w; ++x)
      out[y * w + x] = dist_.empty() ? kUnreached : dist_[raw(grid_->pad({std::int32_t(x), std::int32_t(y)}))];
}

std::vector<Point> DistanceField::descend(Point from) const {
  std::vector<Point> path;
  if (!std::isfinite(at(from))) return path;
  PaddedId id = grid_->pad(from);
  path.push_back(from);
  // Each step lowers the distance by the step's cost (> 0), so the walk ends at a source.
  while (dist_[raw(id)] > 0) {
    PaddedId best = id;
    Cost best_total = kUnreached;
    moves_.for_each_move(id, [&](PaddedId n, Cost step, Direction) {
      const Cost total = step + dist_[raw(n)];
      if (total < best_total) {
        best_total = total;
        best = n;
      }
    });
    if (best == id) break;  // cannot happen on a consistent field; never loop
    id = best;
    path.push_back(grid_->unpad(id));
  }
  return path;
}

std::vector<Cost> distance_field(const Grid& grid, std::span<const Point> sources, MoveRules rules, Cost max_cost) {
  DistanceField field(grid, rules);
  field.compute(sources, max_cost);
  std::vector<Cost> out(std::size_t(grid.width()) * std::size_t(grid.height()));
  field.copy_to(out);
  return out;
}

}  // namespace gridnav
