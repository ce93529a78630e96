// The visibility-graph reference (anyangle/visibility_graph.hpp).
#include "gridnav/anyangle/visibility_graph.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace gridnav::anyangle {

VisibilityGraph::VisibilityGraph(const Grid& grid) : grid_(grid) {
  for (std::int32_t y = 0; y <= grid.height(); ++y)
    for (std::int32_t x = 0; x <= grid.width(); ++x)
      if (convex_corner(grid, Point{x, y})) corners_.push_back(Point{x, y});
  seen_.resize(corners_.size());
  for (std::uint32_t i = 0; i < corners_.size(); ++i)
    for (std::uint32_t j = i + 1; j < corners_.size(); ++j)
      if (line_of_sight(grid, corners_[i], corners_[j])) {
        seen_[i].push_back(j);
        seen_[j].push_back(i);
      }
}

std::size_t VisibilityGraph::edges() const noexcept {
  std::size_t n = 0;
  for (const auto& s : seen_) n += s.size();
  return n / 2;
}

SearchResult VisibilityGraph::shortest(const Query& query) const {
  SearchResult r;
  if (std::string problem = query_problem(grid_, query); !problem.empty()) {
    r.status = Status::invalid_input;
    r.message = std::move(problem);
    return r;
  }
  if (query.start == query.goal) {
    r.status = Status::found;
    r.cost = 0;
    r.path = {query.start};
    return r;
  }
  // Nodes: the corners, then the start (n) and the goal (n + 1).
  const std::uint32_t n = std::uint32_t(corners_.size()), start = n, goal = n + 1;
  const auto at = [&](std::uint32_t i) { return i < n ? corners_[i] : i == start ? query.start : query.goal; };
  const auto end_sees = [&](Point end, Point other) {
    return line_of_sight(grid_, end, other) && leaves_end(grid_, end, other);
  };
  std::vector<double> dist(n + 2, std::numeric_limits<double>::infinity());
  std::vector<std::uint32_t> parent(n + 2, goal + 1);
  std::vector<char> done(n + 2, 0);
  using Item = std::pair<double, std::uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  dist[start] = 0;
  open.push({0.0, start});
  const auto relax = [&](std::uint32_t u, std::uint32_t v) {
    const double d = dist[u] + distance(at(u), at(v));
    if (d < dist[v]) {
      dist[v] = d;
      parent[v] = u;
      open.push({d, v});
    }
  };
  while (!open.empty()) {
    const auto [d, u] = open.top();
    open.pop();
    if (done[u]) continue;
    done[u] = 1;
    ++r.stats.expanded;
    if (u == goal) break;
    const Point p = at(u);
    // To the goal: a corner that sees it, or the start itself.
    if (u == start ? end_sees(query.start, query.goal) && leaves_end(grid_, query.goal, query.start)
                   : end_sees(query.goal, p))
      relax(u, goal);
    if (u == start) {
      for (std::uint32_t v = 0; v < n; ++v)
        if (end_sees(query.start, corners_[v])) relax(u, v);
    } else {
      for (const std::uint32_t v : seen_[u]) relax(u, v);
    }
  }
  if (!done[goal]) {
    r.status = Status::no_path;
    return r;
  }
  for (std::uint32_t i = goal;; i = parent[i]) {
    r.path.push_back(at(i));
    if (i == start) break;
  }
  std::reverse(r.path.begin(), r.path.end());
  r.status = Status::found;
  r.cost = Cost(dist[goal]);
  return r;
}

}  // namespace gridnav::anyangle
