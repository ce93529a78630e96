// The classic searches as configurations of the best-first engine.
//
//   BreadthFirstSearch  FIFO frontier, no heuristic: fewest moves
//   DepthFirstSearch    LIFO frontier, no heuristic: some path, not optimal
//   DijkstraSearch      no heuristic: least cost
//   AStarSearch<H>      heuristic H (octile by default): least cost
//                       when H is admissible (see heuristic/distance.hpp)
//   GreedySearch<H>     f = h (SearchOptions{.g_weight = 0}): fast, not optimal
//   weighted A*         AStarSearch with SearchOptions::h_weight = w >= 1: with an
//                       admissible H the cost is at most w x optimal (with or
//                       without reopening closed nodes)
// All of them but BFS and DFS use the registry's default open list and duplicate rule
// (DefaultOpenList, open_list/all.hpp), so `AStarSearch<>` is the `astar` of the command
// line. Any open list (open_list/) and node store (search/node_store.hpp) plugs into
// BestFirstSearch<H, List, Observer, NodeStore> the same way.
//
// Each runs step-wise or in one call (see search/best_first.hpp). find_path() is the
// shortest way to ask for one optimal path:
//
//   gridnav::Grid grid = gridnav::read_movingai_map("arena2.map");
//   auto result = gridnav::find_path(grid, {{1, 2}, {40, 30}});
//   if (result.found()) use(result.cost, result.path);
#pragma once

#include "gridnav/heuristic/distance.hpp"
#include "gridnav/open_list/all.hpp"
#include "gridnav/open_list/fifo_queue.hpp"
#include "gridnav/search/best_first.hpp"

namespace gridnav {

template <SearchObserver O = NullObserver>
using BreadthFirstSearch = BestFirstSearch<ZeroHeuristic, FifoQueue, O>;

template <SearchObserver O = NullObserver>
using DepthFirstSearch = BestFirstSearch<ZeroHeuristic, LifoStack, O>;

template <SearchObserver O = NullObserver>
using DijkstraSearch = BestFirstSearch<ZeroHeuristic, DefaultOpenList<kDefaultDuplicates>, O>;

template <Heuristic H = OctileHeuristic, SearchObserver O = NullObserver>
using AStarSearch = BestFirstSearch<H, DefaultOpenList<kDefaultDuplicates>, O>;

/// Greedy best-first: construct with SearchOptions{.g_weight = 0} (priority h only).
template <Heuristic H = OctileHeuristic, SearchObserver O = NullObserver>
using GreedySearch = BestFirstSearch<H, DefaultOpenList<kDefaultDuplicates>, O>;

/// One optimal A* query with the octile heuristic (Manhattan-equivalent on 4-connected grids).
/// Builds a fresh search each call; keep an AStarSearch to reuse memory across queries.
inline SearchResult find_path(const Grid& grid, const Query& query, MoveRules rules = {}, const Limits& limits = {}) {
  AStarSearch<> search(grid, rules);
  return search.solve(query, limits);
}

}  // namespace gridnav
