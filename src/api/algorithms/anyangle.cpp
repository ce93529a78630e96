// Registers the any-angle planners (anyangle/): theta-star, lazy-theta-star, the exact and
// online anya, and the exact visibility-graph reference. Their paths are corners of cells joined by straight segments,
// their costs Euclidean lengths (EntryTraits::any_angle, PlannerInfo::any_angle).
#include <memory>
#include <optional>

#include "gridnav/anyangle/anya.hpp"
#include "gridnav/anyangle/theta_star.hpp"
#include "gridnav/anyangle/visibility_graph.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"

namespace gridnav::detail {
namespace {

/// A map of a few thousand convex corners builds its graph in about a second.
constexpr std::size_t kMostReferenceCorners = 6000;

/// InputError unless the map and rules are those any-angle search answers on.
void check_fit(const Grid& grid, const MoveRules& rules, const Config& spec) {
  if (!grid.uniform())
    throw InputError(spec.name + " plans any-angle paths on maps without terrain weights; this map has weights up to " +
                     std::to_string(grid.max_weight()));
  const MoveRules plain{};
  if (rules.connectivity != plain.connectivity || rules.diagonal != plain.diagonal || rules.costs != plain.costs)
    throw InputError(spec.name +
                     " plans any-angle paths on the corner lattice, whose rules are its own: --connect, --diagonal "
                     "and --costs do not apply (leave them at their defaults)");
}

PlannerInfo any_angle_info(const Config& spec, const MoveRules& rules, bool optimal, std::string note) {
  PlannerInfo info{spec, rules, optimal, std::move(note)};
  info.any_angle = true;
  return info;
}

/// Theta* and Lazy Theta* have the grid searches' interface: the common adapter serves.
using ThetaPlanner = SearchPlanner<anyangle::ThetaStar>;
using AnyaPlanner = SearchPlanner<anyangle::Anya>;

/// The reference answers a query whole in start(); step() has nothing left to do.
class ReferencePlanner final : public Planner {
 public:
  ReferencePlanner(PlannerInfo info, const Grid& grid) : Planner(std::move(info)), graph_(grid) {
    if (graph_.corners() > kMostReferenceCorners)
      throw InputError("visibility-graph: the map has " + std::to_string(graph_.corners()) +
                       " convex corners, more than the " + std::to_string(kMostReferenceCorners) +
                       " it is meant for (its graph grows with their square)");
  }
  Status start(const Query& q, const Limits& /*limits*/) override {
    const auto began = std::chrono::steady_clock::now();
    result_ = graph_.shortest(q);
    result_.stats.time_ns =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began).count();
    return result_.status;
  }
  Status step(std::uint64_t /*n*/) override { return result_.status; }
  const SearchResult& finish() override { return result_; }
  [[nodiscard]] CellState state(Point /*p*/) const override { return CellState::unseen; }
  [[nodiscard]] Cost g(Point /*p*/) const override { return kInfiniteCost; }
  [[nodiscard]] std::optional<Point> parent(Point /*p*/) const override { return std::nullopt; }
  [[nodiscard]] std::size_t open_size() const override { return 0; }

 private:
  anyangle::VisibilityGraph graph_;
  SearchResult result_;
};

/// Theta*, Lazy Theta* and Anya report events (naming the cells whose top-left corners their
/// points are); the reference answers whole and reports none.
constexpr EntryTraits kAnyAngle{.reports_events = true, .any_angle = true};
constexpr EntryTraits kReference{.reports_events = false, .any_angle = true};

}  // namespace

void register_anyangle(PlannerCatalog& catalog) {
  catalog.add({"theta-star",
               "Theta* (Nash et al. 2007): any-angle paths between cell corners, A* that links each point to its "
               "parent's parent when it sees it; near-shortest, not optimal",
               {},
               kAnyAngle},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                check_fit(grid, rules, spec);
                return std::make_unique<ThetaPlanner>(
                    any_angle_info(spec, rules, false, "Theta* paths can be a little longer than the shortest"), grid,
                    false);
              });
  catalog.add({"lazy-theta-star",
               "Lazy Theta* (Nash, Koenig and Tovey 2010): Theta* that tests the sight of a point once, when it is "
               "expanded; fewer tests, paths a little longer, not optimal",
               {},
               kAnyAngle},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                check_fit(grid, rules, spec);
                return std::make_unique<ThetaPlanner>(
                    any_angle_info(spec, rules, false, "Lazy Theta* paths can be a little longer than the shortest"),
                    grid, true);
              });
  catalog.add({"anya",
               "Anya (Harabor et al. 2016): shortest any-angle paths between cell corners, exactly, online and "
               "without preprocessing; searches intervals of rows seen from the corners where paths turn",
               {},
               kAnyAngle},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                check_fit(grid, rules, spec);
                return std::make_unique<AnyaPlanner>(any_angle_info(spec, rules, true, {}), grid);
              });
  catalog.add({"visibility-graph",
               "shortest any-angle paths, exactly: Dijkstra over the visibility graph of the convex corners (the "
               "reference; its graph grows with the square of the corners, for maps of up to 6,000 of them)",
               {},
               kReference},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                check_fit(grid, rules, spec);
                return std::make_unique<ReferencePlanner>(any_angle_info(spec, rules, true, {}), grid);
              });
}

}  // namespace gridnav::detail
