// Registers ida (IDA* with Cazenave's enhancements) and fringe (Fringe Search).
// The landmark heuristics for astar are declared in classic.cpp through
// landmark_support.hpp; here they serve IDA* and Fringe Search the same way.
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "../heuristic_dispatch.hpp"
#include "../landmark_support.hpp"
#include "gridnav/algorithm/fringe_search.hpp"
#include "gridnav/algorithm/ida_star.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"

namespace gridnav::detail {
namespace {

std::vector<Param> with_landmarks(std::vector<Param> params) {
  for (Param& p : landmark_params()) params.push_back(std::move(p));
  return params;
}

Param budget_param() {
  return Param::integer("budget", 10000000, 0, std::numeric_limits<std::int64_t>::max(),
                        "node budget per query, nodes counted as the Cazenave paper does (0: none)");
}
Param heuristic_param() {
  return Param::choice("heuristic", "octile", heuristic_names(), "distance estimate to the goal");
}

}  // namespace

void register_ida(PlannerCatalog& catalog) {
  catalog.add(
      {"ida",
       "IDA* with Cazenave's enhancements: two-step lazy cache, min-f memo and dead-end cut, threshold + delta, "
       "repair by pre-computed connectivity; explicit stack",
       with_landmarks(
           {heuristic_param(),
            Param::real("delta", 0, 0, std::numeric_limits<double>::infinity(),
                        "next threshold = min f beyond the last + delta (IDA*Delta_D); cost <= optimal + delta"),
            Param::choice("deadend-cut", "on", {"on", "off", "guarded"},
                          "memorise the min f per cell and cut dead ends: the paper's (on; may lose the best path), "
                          "none, or only when not reached more cheaply than when memorised (guarded)")
                .with_flag("no-deadend-cut", "off"),
            Param::choice("cache", "two-step", {"none", "single", "two-step"},
                          "shortest g per cell: none, reset every iteration, or kept with a second marker"),
            Param::toggle("repair", true,
                          "rerun without the cut when it says no path although the table proves start and goal "
                          "connected, or finds a path dearer than the landmark bound + delta"),
            Param::choice("proof", "components", {"components", "landmarks"},
                          "how the pre-computed table proves a path or its absence: component labels (exact), or "
                          "the landmarks' distances as Cazenave's section V.D (builds landmarks when the heuristic "
                          "has none)"),
            budget_param()})},
      [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
        IdaOptions options;
        options.delta = spec.real("delta");
        options.deadend_cut = *parse_deadend_cut(spec.text("deadend-cut"));
        options.cache = *parse_ida_cache(spec.text("cache"));
        options.repair = spec.on("repair");
        options.proof = *parse_connectivity_proof(spec.text("proof"));
        options.budget = std::uint64_t(spec.integer("budget"));
        PlannerInfo info{spec, rules, true, inadmissibility(spec.text("heuristic"), rules)};
        // The bound of IDA*Delta holds without the cut only: the cut can lose the path the
        // threshold promised (Cazenave Fig. 1), and the repair catches that only when the
        // landmarks' upper bound happens to be tight.
        if (info.note.empty() && options.deadend_cut != DeadEndCut::off)
          info.note =
              options.delta > 0
                  ? "the dead-end cut can lose the path within optimal + " + spec.text("delta") +
                        " (Cazenave Fig. 1): no bound on the cost; use --no-deadend-cut for cost <= optimal + " +
                        spec.text("delta")
                  : "the dead-end cut can lose the optimal path (Cazenave Fig. 1); use --no-deadend-cut for "
                    "exact costs";
        if (info.note.empty() && options.delta > 0)
          info.note = "IDA*Delta: cost at most optimal + " + spec.text("delta");
        info.optimal = info.note.empty();
        const LandmarkScope landmarks(grid, rules, spec, info);
        std::shared_ptr<const LandmarkTable> table = landmarks.table();
        if (!table && (options.repair || options.proof == ConnectivityProof::landmarks)) {
          // components only, unless the landmarks themselves are the proof
          table = landmark_table_for(grid, rules, spec, options.proof == ConnectivityProof::components);
          info.precompute_ns = table->build_ns();
          info.precompute_bytes = table->bytes();
        }
        return with_heuristic(spec.text("heuristic"), [&]<class H>() -> std::unique_ptr<Planner> {
          return std::make_unique<SearchPlanner<IdaStarSearch<H>>>(std::move(info), grid, rules, options, table);
        });
      });

  catalog.add(
      {"fringe", "Fringe Search (Bjornsson et al. 2005): IDA* thresholds over a list, no re-search from the root",
       with_landmarks({heuristic_param(), budget_param()})},
      [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
        FringeOptions options;
        options.budget = std::uint64_t(spec.integer("budget"));
        PlannerInfo info{spec, rules, true, inadmissibility(spec.text("heuristic"), rules)};
        info.optimal = info.note.empty();
        const LandmarkScope landmarks(grid, rules, spec, info);
        return with_heuristic(spec.text("heuristic"), [&]<class H>() -> std::unique_ptr<Planner> {
          return std::make_unique<SearchPlanner<FringeSearch<H>>>(std::move(info), grid, rules, options,
                                                                  landmarks.table());
        });
      });
}

}  // namespace gridnav::detail
