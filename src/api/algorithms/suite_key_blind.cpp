// The suite's unit for BFS's FIFO and DFS's LIFO frontiers, every node memory (suite.hpp).
#include "gridnav/open_list/fifo_queue.hpp"
#include "suite_engines.hpp"

namespace gridnav::detail {

std::unique_ptr<Planner> make_key_blind_unit(const Grid& grid, const MoveRules& rules, const SuiteConfig& c,
                                             PlannerInfo info) {
  const auto with_memory = [&]<class List>() -> std::unique_ptr<Planner> {
    const DistanceHeuristic h(grid, MoveModel(grid, rules), HeuristicKind::zero);
    switch (c.memory) {
      case MemoryKind::pool:
        return make_engine<DistanceHeuristic, List, PoolNodeStore>(grid, rules, c, std::move(info), h);
      case MemoryKind::alloc:
        return make_engine<DistanceHeuristic, List, AllocNodeStore>(grid, rules, c, std::move(info), h);
      case MemoryKind::stamp:
        break;
    }
    return make_engine<DistanceHeuristic, List, StampedNodeStore>(grid, rules, c, std::move(info), h);
  };
  if (c.frontier == Frontier::lifo) return with_memory.template operator()<LifoStack>();
  return with_memory.template operator()<FifoQueue>();
}

}  // namespace gridnav::detail
