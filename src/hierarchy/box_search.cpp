#include "gridnav/hierarchy/box_search.hpp"

#include <algorithm>
#include <bit>
#include <functional>

namespace gridnav::hpa {
namespace {
/// Least f first in std::push_heap's max-heap.
constexpr auto kLater = [](const auto& a, const auto& b) { return a.f > b.f; };
}  // namespace

BoxSearch::BoxSearch(const MoveModel& moves, std::int32_t side) : moves_(moves) {
  const std::size_t cells = std::size_t(side) * std::size_t(side);
  stamp_.assign(cells, 0);
  g_.assign(cells, kInfiniteCost);
  parent_.assign(cells, -1);
  heap_.reserve(cells * 2);
}

void BoxSearch::run(const Box& box, Point from, bool backward, std::optional<Point> stop) {
  box_ = box;
  backward_ = backward;
  if (++search_ == 0) {  // wrapped: clear once
    std::fill(stamp_.begin(), stamp_.end(), 0);
    search_ = 1;
  }
  const Grid& grid = moves_.grid();
  const std::int32_t stop_at = stop && box.contains(*stop) ? local(*stop) : -1;
  heap_.clear();
  const std::int32_t origin = local(from);
  stamp_[std::size_t(origin)] = search_;
  g_[std::size_t(origin)] = 0;
  parent_[std::size_t(origin)] = -1;
  // Towards a stop, the estimate of the cost left; else 0 (Dijkstra).
  CoordinateHeuristic::LinearForm form{};
  if (stop_at >= 0) {
    form = OctileHeuristic::unit_weight_form(moves_.profile(), moves_.connectivity());
    form.per_sum *= Cost(grid.min_weight());
    form.per_min *= Cost(grid.min_weight());
  }
  const Point target = stop.value_or(from);
  heap_.push_back({linear_distance(from, target, form), 0, origin});
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), kLater);
    const Cost g = heap_.back().g;
    const std::int32_t i = heap_.back().cell;
    heap_.pop_back();
    if (g > g_[std::size_t(i)]) continue;  // a stale entry
    ++expanded_;
    if (i == stop_at) return;
    const Point p = cell(i);
    const PaddedId id = grid.pad(p);
    const Cost here = Cost(grid.weight(id));
    for (unsigned m = moves_.legal_moves(id); m != 0; m &= m - 1) {
      const auto d = Direction(std::countr_zero(m));
      const Point q{p.x + kDirectionDelta[d].x, p.y + kDirectionDelta[d].y};
      if (!box.contains(q)) continue;
      // Forward, the move p -> q costs q's weight; backward, the move q -> p costs p's.
      const Cost step = moves_.base_cost(d) * (backward ? here : Cost(grid.weight(q)));
      const std::int32_t j = local(q);
      const Cost through = g + step;
      if (mine(j) && g_[std::size_t(j)] <= through) continue;
      stamp_[std::size_t(j)] = search_;
      g_[std::size_t(j)] = through;
      parent_[std::size_t(j)] = i;
      heap_.push_back({through + linear_distance(q, target, form), through, j});
      std::push_heap(heap_.begin(), heap_.end(), kLater);
    }
  }
}

Cost BoxSearch::cost(Point p) const noexcept {
  if (!box_.contains(p)) return kInfiniteCost;
  const std::int32_t i = local(p);
  return mine(i) ? g_[std::size_t(i)] : kInfiniteCost;
}

void BoxSearch::append_path(Point p, std::vector<Point>& out) const {
  const std::size_t first = out.size();
  for (std::int32_t i = local(p); i >= 0; i = parent_[std::size_t(i)]) out.push_back(cell(i));
  // Collected from p back to the search's cell: forward paths run the other way.
  if (!backward_) std::reverse(out.begin() + std::ptrdiff_t(first), out.end());
}

}  // namespace gridnav::hpa
