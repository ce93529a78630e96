// HPA* queries over an AbstractGraph (hpa_graph.hpp): the start and the goal joined to the
// nodes of their clusters by a search inside each cluster, A* over the abstract graph
// (octile estimates between node cells), then every abstract edge refined into grid moves
// by a search inside its cluster. When start and goal share a cluster, the best path inside
// it is a candidate too. The result is a grid path, every step a legal move, its cost the
// sum of the moves.
//
// Smoothing (the paper's, on by default): from each cell of the path, a straight line of
// legal moves in each of the eight directions that meets the path again further on, and
// costs less than the stretch it skips, replaces that stretch. Lines run at most
// `smooth_reach` cells.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/heuristic/distance.hpp"
#include "gridnav/hierarchy/hpa_graph.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav::hpa {

struct HpaOptions {
  bool smooth = true;
  std::int32_t smooth_reach = 0;  ///< 0: four clusters' sides
};

class HpaStar {
 public:
  HpaStar(const AbstractGraph& graph, HpaOptions options = {});

  /// Plans a path; Status::found, no_path, invalid_input or budget_exhausted (limits count
  /// the abstract search's expansions).
  [[nodiscard]] const SearchResult& plan(const Query& query, const Limits& limits = {});
  [[nodiscard]] const SearchResult& result() const noexcept { return result_; }
  /// Abstract nodes expanded by the last plan (the rest of stats.expanded is searches inside clusters).
  [[nodiscard]] std::uint64_t abstract_expanded() const noexcept { return abstract_expanded_; }

 private:
  struct Open {
    Cost f, g;
    std::uint32_t node;
    std::uint32_t cluster;  ///< the node's (so no search for it when it is expanded)
  };
  /// The abstract search; false when the goal node was not reached (no path or a limit).
  bool search_abstract(Point start, Point goal, const Limits& limits);
  void refine(Point start, Point goal);
  void smooth();
  [[nodiscard]] Point cell_of(std::uint32_t node) const noexcept;
  [[nodiscard]] std::uint32_t cluster_of_node(std::uint32_t node) const noexcept;
  void touch(std::uint32_t node);

  const AbstractGraph* graph_;
  HpaOptions options_;
  BoxSearch box_;
  OctileHeuristic h_;
  SearchResult result_;
  std::uint64_t abstract_expanded_ = 0;
  // Per node, numbered as the graph numbers them, then the start and the goal.
  std::vector<Cost> g_;
  std::vector<std::uint32_t> parent_, stamp_;
  std::uint32_t search_ = 0;
  std::vector<Open> heap_;
  std::vector<Cost> start_cost_, goal_cost_;  // from the start to its cluster's nodes; from its nodes to the goal
  std::vector<std::uint32_t> route_;          // the abstract path, start node ... goal node
  ZeroedArray<std::uint32_t> mark_;           // per padded cell, while smoothing: 1 + its place on the path
};

}  // namespace gridnav::hpa
