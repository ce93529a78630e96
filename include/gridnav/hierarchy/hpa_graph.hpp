// The abstract graph of HPA* (Botea, Müller and Schaeffer, "Near optimal hierarchical
// path-finding", 2004): the grid cut into square clusters, the entrances between
// neighbouring clusters, and a graph whose nodes are the cells on either side of each
// entrance.
//
//   Entrances  along each border between two clusters, the maximal runs of rows (or columns)
//              where a straight move crosses it. A run shorter than 6 cells gets one
//              transition at its middle, a longer one two, at its ends (the paper's rule). With
//              corner cutting, a diagonal move across the border where no straight move
//              crosses next to it is an entrance of its own, so no crossing is lost.
//   Nodes      the two cells of each transition; a cell on two borders is one node.
//   Edges      inter-edges: the move across a transition (its cost each way); intra-edges:
//              between every two nodes of a cluster, the cost of the cheapest path between them
//              that stays inside the cluster (one Dijkstra search per node, box_search.hpp).
//
// Every path of the grid crosses borders through entrance cells, and within a run the cells
// are joined along the border, so a start and a goal that are connected on the grid are
// connected in the graph. Paths through it are near optimal: they cross borders at the
// transitions only, and go straight inside no more than one cluster at a time.
//
// repair(cells) brings the graph up to date after cells changed (Grid::set_weight): the
// borders of the clusters holding them are found again, and only those clusters and their
// four neighbours redo their nodes and intra-edges.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/hierarchy/box_search.hpp"

namespace gridnav::hpa {

class AbstractGraph {
 public:
  /// A move across a border, from `from` (in the cluster whose links hold it) to `to`.
  struct Link {
    std::uint32_t node;        ///< the node's index in its cluster
    Point to;                  ///< the cell across the border (a node of the neighbouring cluster)
    Cost cost;                 ///< of the move from the node to `to`
    std::uint32_t to_cluster;  ///< the cluster of `to`
    std::uint32_t to_index;    ///< `to`'s index among that cluster's nodes
  };
  struct Cluster {
    std::vector<Point> nodes;               ///< sorted by row, then column
    std::vector<Cost> dist;                 ///< nodes x nodes: dist[i * n + j], the cheapest path i -> j inside
    std::vector<Link> links;                ///< moves out across its borders, by node
    std::vector<std::uint32_t> link_begin;  ///< node i's links: links[link_begin[i] .. link_begin[i + 1])
  };

  /// Builds the graph of `grid` under `rules` with clusters of `side` x `side` cells (the
  /// last row and column of clusters may be smaller), on up to `threads` threads (0: all
  /// cores). Throws InputError when side < 2. The grid must outlive the graph.
  AbstractGraph(const Grid& grid, const MoveRules& rules, std::int32_t side, unsigned threads = 0);

  /// Updates the graph after the weights of `changed` cells were set on the grid (each
  /// in range). Returns the number of clusters whose nodes and edges were made again.
  std::size_t repair(std::span<const Point> changed, unsigned threads = 0);

  [[nodiscard]] std::int32_t side() const noexcept { return side_; }
  [[nodiscard]] std::int32_t clusters_x() const noexcept { return cx_; }
  [[nodiscard]] std::int32_t clusters_y() const noexcept { return cy_; }
  [[nodiscard]] std::size_t cluster_count() const noexcept { return clusters_.size(); }
  [[nodiscard]] std::uint32_t cluster_of(Point p) const noexcept {
    return std::uint32_t((p.y / side_) * cx_ + p.x / side_);
  }
  [[nodiscard]] Box box(std::uint32_t cluster) const noexcept;
  [[nodiscard]] const Cluster& cluster(std::uint32_t c) const noexcept { return clusters_[c]; }
  /// The index of cell p among its cluster's nodes, or -1.
  [[nodiscard]] std::int32_t node_index(std::uint32_t cluster, Point p) const noexcept;
  /// Nodes of all clusters: a node's global number is first_node(c) + its index in c.
  [[nodiscard]] std::uint32_t first_node(std::uint32_t c) const noexcept { return first_[c]; }
  [[nodiscard]] std::size_t node_count() const noexcept { return first_.empty() ? 0 : first_.back(); }
  [[nodiscard]] std::size_t edge_count() const noexcept;
  [[nodiscard]] std::size_t bytes() const noexcept;
  [[nodiscard]] const MoveModel& moves() const noexcept { return moves_; }

 private:
  struct Transition {
    Point a, b;  ///< a in the west (north) cluster, b in the east (south) one
  };
  /// The transitions of the border east of cluster c (vertical = false) or south of it.
  void find_transitions(std::uint32_t c, bool south);
  /// Nodes, links and intra-edges of cluster c, from the transitions of its four borders.
  void make_cluster(std::uint32_t c, BoxSearch& search);
  /// Each link's to_index, from the nodes of the cluster across (after either side was made).
  void resolve_links(std::uint32_t c);
  void number_nodes();
  /// Calls f(cluster) for c and each of its up to eight neighbours.
  template <class F>
  void for_each_around(std::uint32_t c, F&& f) const {
    const auto cxi = std::int32_t(c % std::uint32_t(cx_)), cyi = std::int32_t(c / std::uint32_t(cx_));
    for (std::int32_t y = std::max(cyi - 1, 0); y <= std::min(cyi + 1, cy_ - 1); ++y)
      for (std::int32_t x = std::max(cxi - 1, 0); x <= std::min(cxi + 1, cx_ - 1); ++x) f(std::uint32_t(y * cx_ + x));
  }

  const Grid* grid_;
  MoveModel moves_;
  std::int32_t side_, cx_, cy_;
  std::vector<Cluster> clusters_;
  std::vector<std::vector<Transition>> east_, south_;  // per cluster: its east and south borders
  std::vector<std::uint32_t> first_;                   // per cluster, and the total at the end
};

}  // namespace gridnav::hpa
