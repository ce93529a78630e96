// Registers the hierarchical planner: hpa-star (hierarchy/hpa_graph.hpp, hpa_star.hpp).
// Its abstract graph is built when the planner is made; a query joins start and goal to it,
// searches it and refines the abstract path into grid moves.
#include <chrono>
#include <memory>
#include <optional>

#include "gridnav/api/registry.hpp"
#include "gridnav/hierarchy/hpa_star.hpp"

namespace gridnav::detail {
namespace {

/// HPA* answers a query whole in start(); step() has nothing left to do. A grid edited since
/// the graph was built gets a new graph first (the edits are not known cell by cell here;
/// AbstractGraph::repair takes them when they are).
class HpaPlanner final : public Planner {
 public:
  HpaPlanner(PlannerInfo info, const Grid& grid, const MoveRules& rules, std::int32_t cluster, bool smooth)
      : Planner(std::move(info)),
        revision_(grid.revision()),
        graph_(grid, rules, cluster),
        search_(graph_, hpa::HpaOptions{.smooth = smooth}) {}
  Status start(const Query& q, const Limits& limits) override {
    const Grid& grid = graph_.moves().grid();
    if (grid.revision() != revision_) {
      graph_ = hpa::AbstractGraph(grid, graph_.moves().rules(), graph_.side());
      revision_ = grid.revision();
    }
    return search_.plan(q, limits).status;
  }
  Status step(std::uint64_t /*n*/) override { return search_.result().status; }
  const SearchResult& finish() override { return search_.result(); }
  [[nodiscard]] CellState state(Point /*p*/) const override { return CellState::unseen; }
  [[nodiscard]] Cost g(Point /*p*/) const override { return kInfiniteCost; }
  [[nodiscard]] std::optional<Point> parent(Point /*p*/) const override { return std::nullopt; }
  [[nodiscard]] std::size_t open_size() const override { return 0; }
  [[nodiscard]] const hpa::AbstractGraph& graph() const noexcept { return graph_; }

 private:
  std::uint64_t revision_;
  hpa::AbstractGraph graph_;
  hpa::HpaStar search_;
};

}  // namespace

void register_hierarchy(PlannerCatalog& catalog) {
  catalog.add(
      {"hpa-star",
       "HPA* (Botea, Müller and Schaeffer 2004): square clusters, their entrances and an abstract graph built "
       "when the planner is made; a query searches that graph and refines it into grid moves inside one "
       "cluster at a time. Near-optimal, not optimal; fast on large maps",
       {Param::integer("cluster", 16, 2, 1024, "cluster side, in cells (the paper used 10 on 512 x 512 maps)"),
        Param::toggle("shortcuts", true,
                      "the paper's smoothing: stretches of the refined path replaced by cheaper straight lines "
                      "of moves that meet it again (smooth=on pulls paths into segments instead)")},
       {.reports_events = false}},
      [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
        const auto began = std::chrono::steady_clock::now();
        auto planner = std::make_unique<HpaPlanner>(
            PlannerInfo{spec, rules, false, "HPA* paths are near-optimal: they cross clusters at entrances"}, grid,
            rules, std::int32_t(spec.integer("cluster")), spec.on("shortcuts"));
        planner->note_precompute(
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began).count(),
            planner->graph().bytes());
        return planner;
      });
}

}  // namespace gridnav::detail
