#include "gridnav/hierarchy/hpa_star.hpp"

#include <algorithm>
#include <chrono>

namespace gridnav::hpa {
namespace {
constexpr auto kLater = [](const auto& a, const auto& b) { return a.f > b.f; };
}  // namespace

HpaStar::HpaStar(const AbstractGraph& graph, HpaOptions options)
    : graph_(&graph),
      options_(options),
      box_(graph.moves(), graph.side()),
      h_(graph.moves().grid(), graph.moves()),
      mark_(graph.moves().grid().padded_size()) {
  if (options_.smooth_reach <= 0) options_.smooth_reach = 4 * graph.side();
}

std::uint32_t HpaStar::cluster_of_node(std::uint32_t node) const noexcept {
  // The last cluster whose first node is at or before `node`.
  std::uint32_t lo = 0, hi = std::uint32_t(graph_->cluster_count());
  while (hi - lo > 1) {
    const std::uint32_t mid = (lo + hi) / 2;
    (graph_->first_node(mid) <= node ? lo : hi) = mid;
  }
  return lo;
}

Point HpaStar::cell_of(std::uint32_t node) const noexcept {
  const std::uint32_t c = cluster_of_node(node);
  return graph_->cluster(c).nodes[node - graph_->first_node(c)];
}

void HpaStar::touch(std::uint32_t node) {
  if (stamp_[node] != search_) {
    stamp_[node] = search_;
    g_[node] = kInfiniteCost;
    parent_[node] = node;
  }
}

const SearchResult& HpaStar::plan(const Query& query, const Limits& limits) {
  const auto began = std::chrono::steady_clock::now();
  result_.reset();
  abstract_expanded_ = 0;
  const std::uint64_t box_before = box_.expanded();
  const Grid& grid = graph_->moves().grid();
  if (std::string why = validate_query(grid, query); !why.empty()) {
    result_.status = Status::invalid_input;
    result_.message = std::move(why);
  } else if (query.start == query.goal) {
    result_.status = Status::found;
    result_.cost = 0;
    result_.path = {query.start};
  } else if (search_abstract(query.start, query.goal, limits)) {
    refine(query.start, query.goal);
    if (options_.smooth) smooth();
    result_.cost = path_cost(graph_->moves(), result_.path);
    result_.status = Status::found;
  }
  result_.stats.expanded = abstract_expanded_ + (box_.expanded() - box_before);
  result_.stats.time_ns =
      std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began).count();
  return result_;
}

bool HpaStar::search_abstract(Point start, Point goal, const Limits& limits) {
  const auto began = std::chrono::steady_clock::now();
  const AbstractGraph& graph = *graph_;
  const std::uint32_t cs = graph.cluster_of(start), cg = graph.cluster_of(goal);
  const auto& start_nodes = graph.cluster(cs).nodes;
  const auto& goal_nodes = graph.cluster(cg).nodes;
  box_.run(graph.box(cs), start, false);
  start_cost_.resize(start_nodes.size());
  for (std::size_t i = 0; i < start_nodes.size(); ++i) start_cost_[i] = box_.cost(start_nodes[i]);
  const Cost direct = cs == cg ? box_.cost(goal) : kInfiniteCost;  // the start to the goal inside their cluster
  box_.run(graph.box(cg), goal, true);
  goal_cost_.resize(goal_nodes.size());
  for (std::size_t i = 0; i < goal_nodes.size(); ++i) goal_cost_[i] = box_.cost(goal_nodes[i]);

  const auto nodes = std::uint32_t(graph.node_count());
  const std::uint32_t S = nodes, G = nodes + 1;
  if (g_.size() < std::size_t(nodes) + 2) {
    g_.resize(std::size_t(nodes) + 2);
    parent_.resize(std::size_t(nodes) + 2);
    stamp_.assign(std::size_t(nodes) + 2, 0);
    search_ = 0;
  }
  if (++search_ == 0) {
    std::fill(stamp_.begin(), stamp_.end(), 0);
    search_ = 1;
  }
  h_.set_goal(goal);
  heap_.clear();
  auto relax = [&](std::uint32_t from, std::uint32_t to, Cost through, Point at, std::uint32_t cluster) {
    touch(to);
    if (through >= g_[to]) return;
    g_[to] = through;
    parent_[to] = from;
    heap_.push_back({through + (to == G ? 0 : h_.at(at)), through, to, cluster});
    std::push_heap(heap_.begin(), heap_.end(), kLater);
    ++result_.stats.generated;
  };
  touch(S);
  touch(G);
  g_[S] = 0;
  heap_.push_back({h_.at(start), 0, S, cs});
  const std::uint64_t budget = limits.max_expansions;
  while (!heap_.empty()) {
    std::pop_heap(heap_.begin(), heap_.end(), kLater);
    const Open top = heap_.back();
    heap_.pop_back();
    const std::uint32_t u = top.node;
    if (u == G) break;
    if (top.g > g_[u]) continue;  // stale: a cheaper way was found since
    if ((budget != 0 && abstract_expanded_ >= budget) || limits.time_up(abstract_expanded_, 0, began)) {
      result_.status = Status::budget_exhausted;
      result_.message = "a limit stopped the abstract search";
      return false;
    }
    ++abstract_expanded_;
    if (u == S) {
      for (std::size_t i = 0; i < start_nodes.size(); ++i)
        if (start_cost_[i] < kInfiniteCost)
          relax(S, graph.first_node(cs) + std::uint32_t(i), start_cost_[i], start_nodes[i], cs);
      if (direct < kInfiniteCost) relax(S, G, direct, goal, cg);
      continue;
    }
    const std::uint32_t c = top.cluster;
    const auto i = u - graph.first_node(c);
    const AbstractGraph::Cluster& cluster = graph.cluster(c);
    const std::size_t n = cluster.nodes.size();
    for (std::size_t j = 0; j < n; ++j) {
      const Cost d = cluster.dist[i * n + j];
      if (j != i && d < kInfiniteCost) relax(u, graph.first_node(c) + std::uint32_t(j), g_[u] + d, cluster.nodes[j], c);
    }
    for (std::uint32_t k = cluster.link_begin[i]; k < cluster.link_begin[i + 1]; ++k) {
      const AbstractGraph::Link& link = cluster.links[k];
      relax(u, graph.first_node(link.to_cluster) + link.to_index, g_[u] + link.cost, link.to, link.to_cluster);
    }
    if (c == cg && goal_cost_[i] < kInfiniteCost) relax(u, G, g_[u] + goal_cost_[i], goal, cg);
  }
  if (stamp_[G] != search_ || g_[G] == kInfiniteCost) {
    result_.status = Status::no_path;
    return false;
  }
  route_.clear();
  for (std::uint32_t v = G; v != S; v = parent_[v]) route_.push_back(v);
  route_.push_back(S);
  std::reverse(route_.begin(), route_.end());
  return true;
}

void HpaStar::refine(Point start, Point goal) {
  const AbstractGraph& graph = *graph_;
  const auto nodes = std::uint32_t(graph.node_count());
  const std::uint32_t S = nodes, G = nodes + 1;
  auto& path = result_.path;
  path = {start};
  // Appends the cells inside `cluster` from the path's last cell to `to`.
  auto inside = [&](std::uint32_t cluster, Point to) {
    const Point from = path.back();
    if (from == to) return;
    box_.run(graph.box(cluster), from, false, to);
    const std::size_t before = path.size();
    box_.append_path(to, path);
    path.erase(path.begin() + std::ptrdiff_t(before));  // `from` is there already
  };
  for (std::size_t k = 1; k < route_.size(); ++k) {
    const std::uint32_t u = route_[k - 1], v = route_[k];
    const Point to = v == G ? goal : cell_of(v);
    const std::uint32_t cu = u == S ? graph.cluster_of(start) : cluster_of_node(u);
    if (graph.cluster_of(to) == cu)
      inside(cu, to);
    else
      path.push_back(to);  // across a border: one move
  }
}

void HpaStar::smooth() {
  const Grid& grid = graph_->moves().grid();
  const MoveModel& moves = graph_->moves();
  auto& path = result_.path;
  const std::size_t n = path.size();
  if (n < 3) return;
  // mark_[cell] = 1 + the cell's last position on the path; prefix[k] = cost up to path[k].
  std::vector<Cost> prefix(n, 0);
  for (std::size_t k = 0; k < n; ++k) {
    mark_[raw(grid.pad(path[k]))] = std::uint32_t(k + 1);
    if (k > 0) prefix[k] = prefix[k - 1] + *moves.move_cost(path[k - 1], path[k]);
  }
  std::vector<Point> out;
  out.reserve(n);
  const unsigned directions = moves.connectivity() == Connectivity::eight ? 8 : 4;
  std::size_t i = 0;
  while (i + 1 < n) {
    std::size_t best = i + 1;
    Direction best_d = Direction(0);
    std::int32_t best_steps = 0;
    // Lines of legal moves out of path[i], read from the move table and the padded ids
    // (no bounds tests: the frame is blocked), each until it meets the path or costs more
    // than the rest of the path.
    const Cost rest = prefix[n - 1] - prefix[i];
    for (unsigned d = 0; d < directions; ++d) {
      PaddedId at = grid.pad(path[i]);
      Cost cost = 0;
      for (std::int32_t step = 1; step <= options_.smooth_reach; ++step) {
        if (!(moves.legal_moves(at) >> d & 1u)) break;
        at = PaddedId{std::uint32_t(std::int64_t(raw(at)) + moves.offset(Direction(d)))};
        cost += moves.base_cost(Direction(d)) * Cost(grid.weight(at));
        if (cost >= rest) break;
        const std::uint32_t mark = mark_[raw(at)];
        if (mark == 0) continue;
        const std::size_t j = mark - 1;
        if (j > best && cost < prefix[j] - prefix[i] - 1e-9) {
          best = j;
          best_d = Direction(d);
          best_steps = step;
        }
        break;  // the line met the path
      }
    }
    out.push_back(path[i]);
    if (best_steps > 0) {
      Point p = path[i];
      for (std::int32_t s = 1; s < best_steps; ++s) {
        p = {p.x + kDirectionDelta[best_d].x, p.y + kDirectionDelta[best_d].y};
        out.push_back(p);
      }
    }
    i = best;
  }
  out.push_back(path.back());
  for (const Point p : path) mark_[raw(grid.pad(p))] = 0;
  path = std::move(out);
}

}  // namespace gridnav::hpa
