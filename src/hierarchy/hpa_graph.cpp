#include "gridnav/hierarchy/hpa_graph.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/util/parallel.hpp"

namespace gridnav::hpa {
namespace {

/// Entrances shorter than this get one transition, at their middle; longer ones two, at their ends.
constexpr std::int32_t kLongEntrance = 6;

bool row_major_less(Point a, Point b) noexcept { return a.y != b.y ? a.y < b.y : a.x < b.x; }

}  // namespace

AbstractGraph::AbstractGraph(const Grid& grid, const MoveRules& rules, std::int32_t side, unsigned threads)
    : grid_(&grid), moves_(grid, rules), side_(side) {
  if (side < 2) throw InputError("HPA*: a cluster must be at least 2 cells wide, got " + std::to_string(side));
  cx_ = (grid.width() + side - 1) / side;
  cy_ = (grid.height() + side - 1) / side;
  const std::size_t n = std::size_t(cx_) * std::size_t(cy_);
  clusters_.resize(n);
  east_.resize(n);
  south_.resize(n);
  const unsigned workers = worker_count(n, threads, 64);
  parallel_for(n, workers, [&](unsigned, std::size_t c) {
    find_transitions(std::uint32_t(c), false);
    find_transitions(std::uint32_t(c), true);
  });
  std::vector<BoxSearch> searches(workers, BoxSearch(moves_, side));
  parallel_for(n, workers, [&](unsigned w, std::size_t c) { make_cluster(std::uint32_t(c), searches[w]); });
  parallel_for(n, workers, [&](unsigned, std::size_t c) { resolve_links(std::uint32_t(c)); });
  number_nodes();
}

Box AbstractGraph::box(std::uint32_t cluster) const noexcept {
  const std::int32_t x0 = std::int32_t(cluster % std::uint32_t(cx_)) * side_;
  const std::int32_t y0 = std::int32_t(cluster / std::uint32_t(cx_)) * side_;
  return {x0, y0, std::min(x0 + side_, grid_->width()), std::min(y0 + side_, grid_->height())};
}

void AbstractGraph::find_transitions(std::uint32_t c, bool south) {
  std::vector<Transition>& out = south ? south_[c] : east_[c];
  out.clear();
  const Box b = box(c);
  // Along the border: position k, the cell on this side and the one across.
  const std::int32_t length = south ? b.width() : b.height();
  if (south ? b.y1 >= grid_->height() : b.x1 >= grid_->width()) return;
  auto here = [&](std::int32_t k) { return south ? Point{b.x0 + k, b.y1 - 1} : Point{b.x1 - 1, b.y0 + k}; };
  auto across = [&](std::int32_t k) { return south ? Point{b.x0 + k, b.y1} : Point{b.x1, b.y0 + k}; };
  auto crosses = [&](std::int32_t k) {
    return k >= 0 && k < length && grid_->passable(here(k)) && grid_->passable(across(k));
  };
  for (std::int32_t k = 0; k < length;) {
    if (!crosses(k)) {
      ++k;
      continue;
    }
    std::int32_t end = k;
    while (crosses(end + 1)) ++end;
    if (end - k + 1 < kLongEntrance) {
      const std::int32_t mid = k + (end - k) / 2;
      out.push_back({here(mid), across(mid)});
    } else {
      out.push_back({here(k), across(k)});
      out.push_back({here(end), across(end)});
    }
    k = end + 1;
  }
  if (moves_.connectivity() != Connectivity::eight) return;
  // Diagonal moves across the border with no straight crossing beside them (only when
  // diagonals may pass two blocked cells), and, past the cluster's far corner, into the
  // cluster diagonally across.
  for (std::int32_t k = 0; k < length; ++k)
    for (const std::int32_t dk : {-1, 1}) {
      const Point a = here(k);
      const Point to = south ? Point{a.x + dk, a.y + 1} : Point{a.x + 1, a.y + dk};
      if (!grid_->in_bounds(to) || crosses(k) || (k + dk >= 0 && k + dk < length && crosses(k + dk))) continue;
      if (!moves_.move_cost(a, to)) continue;
      if (k + dk >= 0 && k + dk < length) {
        out.push_back({a, to});
      } else if (!grid_->passable({south ? to.x : a.x, south ? a.y : to.y}) &&
                 !grid_->passable({south ? a.x : to.x, south ? to.y : a.y})) {
        out.push_back({a, to});  // past the corner, around two blocked cells: no other way across there
      }
    }
}

void AbstractGraph::make_cluster(std::uint32_t c, BoxSearch& search) {
  Cluster& cluster = clusters_[c];
  cluster.nodes.clear();
  cluster.links.clear();
  std::vector<Transition> mine;
  for_each_around(c, [&](std::uint32_t n) {
    for (const auto* list : {&east_[n], &south_[n]})
      for (const Transition& t : *list)
        if (cluster_of(t.a) == c || cluster_of(t.b) == c) mine.push_back(t);
  });
  for (const Transition& t : mine) cluster.nodes.push_back(cluster_of(t.a) == c ? t.a : t.b);
  std::sort(cluster.nodes.begin(), cluster.nodes.end(), row_major_less);
  cluster.nodes.erase(std::unique(cluster.nodes.begin(), cluster.nodes.end()), cluster.nodes.end());
  for (const Transition& t : mine) {
    const bool from_a = cluster_of(t.a) == c;
    const Point from = from_a ? t.a : t.b, to = from_a ? t.b : t.a;
    cluster.links.push_back({std::uint32_t(node_index(c, from)), to, *moves_.move_cost(from, to), cluster_of(to), 0});
  }
  std::stable_sort(cluster.links.begin(), cluster.links.end(),
                   [](const Link& a, const Link& b) { return a.node < b.node; });
  cluster.link_begin.assign(cluster.nodes.size() + 1, 0);
  for (const Link& l : cluster.links) ++cluster.link_begin[l.node + 1];
  for (std::size_t i = 0; i < cluster.nodes.size(); ++i) cluster.link_begin[i + 1] += cluster.link_begin[i];
  const std::size_t n = cluster.nodes.size();
  cluster.dist.assign(n * n, kInfiniteCost);
  const Box b = box(c);
  for (std::size_t i = 0; i < n; ++i) {
    search.run(b, cluster.nodes[i], false);
    for (std::size_t j = 0; j < n; ++j) cluster.dist[i * n + j] = search.cost(cluster.nodes[j]);
  }
}

void AbstractGraph::resolve_links(std::uint32_t c) {
  for (Link& l : clusters_[c].links) l.to_index = std::uint32_t(node_index(l.to_cluster, l.to));
}

std::int32_t AbstractGraph::node_index(std::uint32_t c, Point p) const noexcept {
  const auto& nodes = clusters_[c].nodes;
  const auto it = std::lower_bound(nodes.begin(), nodes.end(), p, row_major_less);
  return it != nodes.end() && *it == p ? std::int32_t(it - nodes.begin()) : -1;
}

void AbstractGraph::number_nodes() {
  first_.assign(clusters_.size() + 1, 0);
  for (std::size_t c = 0; c < clusters_.size(); ++c)
    first_[c + 1] = first_[c] + std::uint32_t(clusters_[c].nodes.size());
}

std::size_t AbstractGraph::repair(std::span<const Point> changed, unsigned threads) {
  std::set<std::uint32_t> touched, remade;
  for (const Point p : changed) {
    if (!grid_->in_bounds(p))
      throw InputError("HPA*: changed cell (" + std::to_string(p.x) + "," + std::to_string(p.y) +
                       ") is outside the map");
    touched.insert(cluster_of(p));
  }
  // The borders around each touched cluster, then every cluster one of them bounds.
  for (const std::uint32_t c : touched) for_each_around(c, [&](std::uint32_t n) { remade.insert(n); });
  for (const std::uint32_t c : remade) {
    find_transitions(c, false);
    find_transitions(c, true);
  }
  const std::vector<std::uint32_t> list(remade.begin(), remade.end());
  const unsigned workers = worker_count(list.size(), threads, 16);
  std::vector<BoxSearch> searches(workers, BoxSearch(moves_, side_));
  parallel_for(list.size(), workers, [&](unsigned w, std::size_t i) { make_cluster(list[i], searches[w]); });
  // Links into a remade cluster, from it or from a neighbour, find their nodes again.
  std::set<std::uint32_t> relink;
  for (const std::uint32_t c : remade) for_each_around(c, [&](std::uint32_t n) { relink.insert(n); });
  for (const std::uint32_t c : relink) resolve_links(c);
  number_nodes();
  return list.size();
}

std::size_t AbstractGraph::edge_count() const noexcept {
  std::size_t edges = 0;
  for (const Cluster& c : clusters_) {
    edges += c.links.size();
    for (const Cost d : c.dist) edges += d < kInfiniteCost ? 1 : 0;
    edges -= c.nodes.size();  // the diagonal: a node to itself
  }
  return edges;
}

std::size_t AbstractGraph::bytes() const noexcept {
  std::size_t total = clusters_.capacity() * sizeof(Cluster) + first_.capacity() * sizeof(std::uint32_t);
  for (std::size_t c = 0; c < clusters_.size(); ++c) {
    total += clusters_[c].nodes.capacity() * sizeof(Point) + clusters_[c].dist.capacity() * sizeof(Cost) +
             clusters_[c].links.capacity() * sizeof(Link);
    total += (east_[c].capacity() + south_[c].capacity()) * sizeof(Transition);
  }
  return total;
}

}  // namespace gridnav::hpa
