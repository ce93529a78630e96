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

/// From `from`, each step to the neighbour n minimising cost(step) + value(n), until a cell
/// of value 0. Each step lowers the value by a positive cost on a consistent field; the
/// walk is also capped at one step per cell, so an inconsistent field cannot loop.
template <class Value>
std::vector<Point> walk_downhill(const MoveModel& moves, Point from, Value&& value) {
  std::vector<Point> path;
  const Grid& grid = moves.grid();
  PaddedId id = grid.pad(from);
  if (!std::isfinite(value(id))) return path;
  path.push_back(from);
  for (std::size_t steps = 0; value(id) > 0 && steps < grid.cell_count(); ++steps) {
    PaddedId best = id;
    Cost best_total = kUnreached;
    moves.for_each_move(id, [&](PaddedId n, Cost step, Direction) {
      const Cost total = step + value(n);
      if (total < best_total) {
        best_total = total;
        best = n;
      }
    });
    if (best == id || !(value(best) < value(id))) break;
    id = best;
    path.push_back(grid.unpad(id));
  }
  return path;
}

}  // namespace

DistanceField::DistanceField(const Grid& grid, MoveRules rules) : grid_(&grid), moves_(grid, rules) {}

void DistanceField::compute(std::span<const Point> sources, Cost max_cost, std::optional<Point> stop_at) {
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
  const std::optional<PaddedId> last =
      stop_at && grid_->in_bounds(*stop_at) ? std::optional(grid_->pad(*stop_at)) : std::nullopt;
  while (!heap_.empty()) {
    const OpenEntry top = heap_.pop(steps);
    const Cost du = dist_[raw(top.id)];
    if (top.f > du) continue;  // a stale duplicate
    ++settled_;
    if (last && top.id == *last) break;
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
  check_cell(*grid_, from, "cell");
  if (dist_.empty()) return {};
  return walk_downhill(moves_, from, [&](PaddedId id) { return dist_[raw(id)]; });
}

std::vector<Point> descend(const MoveModel& moves, std::span<const Cost> field, Point from) {
  const Grid& grid = moves.grid();
  if (field.size() != std::size_t(grid.width()) * std::size_t(grid.height()))
    throw InputError("descend: the field has " + std::to_string(field.size()) + " values, the grid " +
                     std::to_string(grid.width()) + "x" + std::to_string(grid.height()) + " cells");
  check_cell(grid, from, "cell");
  return walk_downhill(moves, from, [&](PaddedId id) {
    const Point p = grid.unpad(id);
    return field[std::size_t(p.y) * std::size_t(grid.width()) + std::size_t(p.x)];
  });
}

std::vector<Cost> distance_field(const Grid& grid, std::span<const Point> sources, MoveRules rules, Cost max_cost) {
  DistanceField field(grid, rules);
  field.compute(sources, max_cost);
  std::vector<Cost> out(std::size_t(grid.width()) * std::size_t(grid.height()));
  field.copy_to(out);
  return out;
}

}  // namespace gridnav
