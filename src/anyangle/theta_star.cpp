// Theta* and Lazy Theta* (anyangle/theta_star.hpp).
#include "gridnav/anyangle/theta_star.hpp"

#include <algorithm>
#include <limits>

#include "gridnav/grid/moves.hpp"

namespace gridnav::anyangle {
namespace {

constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

/// Heap order: least f, then larger g (deeper first).
bool later(double fa, double ga, double fb, double gb) noexcept { return fa > fb || (fa == fb && ga < gb); }

/// Removes the points where the path goes straight on (Lazy Theta* leaves runs of them
/// along walls): the same length, fewer segments. Exact, with the cross product.
void drop_collinear(std::vector<Point>& path) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (kept >= 2) {
      const Point a = path[kept - 2], b = path[kept - 1], c = path[i];
      const std::int64_t cross = std::int64_t(b.x - a.x) * (c.y - b.y) - std::int64_t(b.y - a.y) * (c.x - b.x);
      const std::int64_t dot = std::int64_t(b.x - a.x) * (c.x - b.x) + std::int64_t(b.y - a.y) * (c.y - b.y);
      if (cross == 0 && dot > 0) --kept;  // b lies on the way from a to c
    }
    path[kept++] = path[i];
  }
  path.resize(kept);
}

}  // namespace

ThetaStar::ThetaStar(const Grid& grid, bool lazy) : grid_(grid), lazy_(lazy), stride_(std::uint32_t(grid.width()) + 1) {
  const std::size_t n = std::size_t(stride_) * (std::size_t(grid.height()) + 1);
  stamp_.reset(n);
  g_.reset(n);
  parent_.reset(n);
  closed_.reset(n);
}

bool ThetaStar::sees(Point a, Point b) {
  ++sight_tests_;
  if (!line_of_sight(grid_, a, b)) return false;
  for (const Point end : {query_.start, query_.goal})
    if ((a == end && !leaves_end(grid_, a, b)) || (b == end && !leaves_end(grid_, b, a))) return false;
  return true;
}

bool ThetaStar::may_visit(Point p) const noexcept {
  return on_lattice(grid_, p) && (p == query_.goal || !double_corner(grid_, p)) && solid_around(grid_, p) < 4;
}

Status ThetaStar::start(const Query& query, const Limits& limits) {
  began_ = std::chrono::steady_clock::now();
  spent_ns_ = 0;
  result_.reset();
  heap_.clear();
  sight_tests_ = 0;
  query_ = query;
  limits_ = limits;
  if (std::string problem = query_problem(grid_, query); !problem.empty()) {
    result_.status = Status::invalid_input;
    result_.message = std::move(problem);
    return result_.status;
  }
  if (++search_ == 0) {  // the stamps wrapped: forget every point
    std::fill(stamp_.begin(), stamp_.end(), 0);
    search_ = 1;
  }
  const std::uint32_t s = id(query.start);
  if (sink_) sink_->on_event(EventKind::begin, event_cell(grid_, query.start), kNoCell, 0, 0);
  push(s, 0.0, s);
  result_.stats.generated = 1;
  result_.status = Status::running;
  return result_.status;
}

void ThetaStar::push(std::uint32_t i, double g, std::uint32_t parent) {
  if (!seen(i)) {
    stamp_[i] = search_;
    closed_[i] = 0;
  }
  g_[i] = g;
  parent_[i] = parent;
  const double f = g + distance(point(i), query_.goal);
  if (sink_ && parent != i)
    sink_->on_event(EventKind::generate, event_cell(grid_, point(i)), event_cell(grid_, point(parent)), g, f);
  heap_.push_back({f, g, i});
  std::push_heap(heap_.begin(), heap_.end(), [](const Entry& a, const Entry& b) { return later(a.f, a.g, b.f, b.g); });
  result_.stats.max_open = std::max<std::uint64_t>(result_.stats.max_open, heap_.size());
}

void ThetaStar::set_vertex(std::uint32_t i) {
  // Lazy Theta*: the parent was assumed to see i; if it does not, the best closed
  // neighbour becomes the parent.
  const Point p = point(i);
  if (parent_[i] == i || sees(point(parent_[i]), p)) return;
  double best = std::numeric_limits<double>::infinity();
  std::uint32_t best_parent = kNone;
  for (const Point d : kDirectionDelta) {
    const Point q{p.x + d.x, p.y + d.y};
    if (!on_lattice(grid_, q)) continue;
    const std::uint32_t j = id(q);
    if (!seen(j) || !closed_[j] || !sees(q, p)) continue;
    const double g = g_[j] + distance(q, p);
    if (g < best) {
      best = g;
      best_parent = j;
    }
  }
  g_[i] = best;
  parent_[i] = best_parent;
}

void ThetaStar::expand(std::uint32_t i) {
  const Point p = point(i);
  for (const Point d : kDirectionDelta) {
    const Point q{p.x + d.x, p.y + d.y};
    if (!may_visit(q)) continue;
    const std::uint32_t j = id(q);
    if (seen(j) && closed_[j]) continue;
    if (!sees(p, q)) continue;  // the unit move itself
    std::uint32_t from = i;
    const std::uint32_t up = parent_[i];
    if (up != i && (lazy_ || sees(point(up), q))) from = up;
    const double g = g_[from] + distance(point(from), q);
    if (!seen(j)) {
      ++result_.stats.generated;
    } else if (g >= g_[j]) {
      continue;
    } else {
      ++result_.stats.improved;
    }
    push(j, g, from);
  }
}

Status ThetaStar::step(std::uint64_t n) {
  if (result_.status != Status::running) return result_.status;
  const auto order = [](const Entry& a, const Entry& b) { return later(a.f, a.g, b.f, b.g); };
  for (std::uint64_t k = 0; k < n; ++k) {
    if (heap_.empty()) {
      stop(Status::no_path);
      break;
    }
    std::pop_heap(heap_.begin(), heap_.end(), order);
    const Entry top = heap_.back();
    heap_.pop_back();
    if (closed_[top.id] || top.g != g_[top.id]) continue;  // a stale copy
    if (lazy_) {
      set_vertex(top.id);
      if (parent_[top.id] == kNone) continue;  // no closed neighbour sees it: reached again later
    }
    closed_[top.id] = 1;
    ++result_.stats.expanded;
    const Point p = point(top.id);
    if (sink_) sink_->on_event(EventKind::expand, event_cell(grid_, p), kNoCell, g_[top.id], top.f);
    if (p == query_.goal) {
      if (sink_) sink_->on_event(EventKind::end, event_cell(grid_, p), kNoCell, g_[top.id], top.f);
      stop(Status::found);
      break;
    }
    if ((limits_.max_expansions != 0 && result_.stats.expanded >= limits_.max_expansions) ||
        limits_.time_up(result_.stats.expanded, spent_ns_, began_)) {
      stop(Status::budget_exhausted);
      break;
    }
    expand(top.id);
  }
  return result_.status;
}

void ThetaStar::stop(Status s) {
  result_.status = s;
  if (s == Status::found) {
    const std::uint32_t goal = id(query_.goal);
    for (std::uint32_t i = goal;; i = parent_[i]) {
      result_.path.push_back(point(i));
      if (parent_[i] == i) break;
    }
    std::reverse(result_.path.begin(), result_.path.end());
    result_.cost = g_[goal];
    drop_collinear(result_.path);
  }
}

const SearchResult& ThetaStar::finish() {
  result_.stats.time_ns =
      spent_ns_ +
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began_).count();
  return result_;
}

CellState ThetaStar::state(Point p) const noexcept {
  if (!on_lattice(grid_, p) || !seen(id(p))) return CellState::unseen;
  return closed_[id(p)] ? CellState::closed : CellState::open;
}

Cost ThetaStar::g(Point p) const noexcept {
  return on_lattice(grid_, p) && seen(id(p)) ? Cost(g_[id(p)]) : kInfiniteCost;
}

std::optional<Point> ThetaStar::parent(Point p) const noexcept {
  if (!on_lattice(grid_, p) || !seen(id(p)) || parent_[id(p)] == kNone || parent_[id(p)] == id(p)) return std::nullopt;
  return point(parent_[id(p)]);
}

}  // namespace gridnav::anyangle
