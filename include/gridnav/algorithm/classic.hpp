// The classic searches as configurations of the best-first engine.
//
//   BreadthFirstSearch  FIFO frontier, no heuristic: fewest moves
//   DijkstraSearch      binary heap, no heuristic: least cost
//   AStarSearch<H>      binary heap with heuristic H (octile by default): least cost
//                       when H is admissible (see heuristic/distance.hpp)
//
// Each runs step-wise or in one call (see search/best_first.hpp). find_path() is the
// shortest way to ask for one optimal path:
//
//   gridnav::Grid grid = gridnav::read_movingai_map("arena2.map");
//   auto result = gridnav::find_path(grid, {{1, 2}, {40, 30}});
//   if (result.found()) use(result.cost, result.path);
#pragma once

#include "gridnav/heuristic/distance.hpp"
#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/open_list/fifo_queue.hpp"
#include "gridnav/search/best_first.hpp"

namespace gridnav {

template <SearchObserver O = NullObserver>
using BreadthFirstSearch = BestFirstSearch<ZeroHeuristic, FifoQueue, O>;

template <SearchObserver O = NullObserver>
using DijkstraSearch = BestFirstSearch<ZeroHeuristic, IndexedBinaryHeap, O>;

template <Heuristic H = OctileHeuristic, SearchObserver O = NullObserver>
using AStarSearch = BestFirstSearch<H, IndexedBinaryHeap, O>;

/// One optimal A* query with the octile heuristic (Manhattan-equivalent on 4-connected grids).
/// Builds a fresh search each call; keep an AStarSearch to reuse memory across queries.
inline SearchResult find_path(const Grid& grid, const Query& query, MoveRules rules = {}, const Limits& limits = {}) {
  AStarSearch<> search(grid, rules);
  return search.solve(query, limits);
}

}  // namespace gridnav
