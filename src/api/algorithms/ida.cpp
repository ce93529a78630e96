// Registers ida (IDA* with Cazenave's enhancements) and fringe (Fringe Search).
// The landmark heuristics for astar are declared in classic.cpp through
// landmark_support.hpp; here they serve IDA* and Fringe Search the same way.
#include <charconv>
#include <cmath>
#include <string>

#include "../heuristic_dispatch.hpp"
#include "../landmark_support.hpp"
#include "gridnav/algorithm/fringe_search.hpp"
#include "gridnav/algorithm/ida_star.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"

namespace gridnav::detail {
namespace {

std::uint64_t parse_budget(const std::string& text) {
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc{} || end != text.data() + text.size())
    throw InputError("budget=" + text + " is not a node count (0: no budget)");
  return v;
}

Cost parse_delta(const std::string& text) {
  std::size_t used = 0;
  double d = -1;
  try {
    d = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || !std::isfinite(d) || d < 0) throw InputError("delta=" + text + " is not a number >= 0");
  return d;
}

std::vector<ParamSpec> with_landmarks(std::vector<ParamSpec> params) {
  for (ParamSpec& p : landmark_params()) params.push_back(std::move(p));
  return params;
}

ParamSpec budget_param() {
  return {"budget", "10000000", {}, "node budget per query, nodes counted as the Cazenave paper does (0: none)"};
}

}  // namespace

void register_ida(Registry& registry) {
  registry.add(
      {"ida",
       "IDA* with Cazenave's enhancements: two-step lazy cache, min-f memo and dead-end cut, threshold + delta, "
       "repair by pre-computed connectivity; explicit stack",
       with_landmarks(
           {{"heuristic", "octile", heuristic_names(), "distance estimate to the goal"},
            {"delta", "0", {}, "next threshold = min f beyond the last + delta (IDA*Delta_D); cost <= optimal + delta"},
            {"deadend-cut",
             "on",
             {"on", "off", "guarded"},
             "memorise the min f per cell and cut dead ends: the paper's (on; may lose the best path), "
             "none, or only when not reached more cheaply than when memorised (guarded)",
             "no-deadend-cut",
             "off"},
            {"cache",
             "two-step",
             {"none", "single", "two-step"},
             "shortest g per cell: none, reset every iteration, or kept with a second marker"},
            {"repair",
             "on",
             {"on", "off"},
             "rerun without the cut when it says no path although the table proves start and goal connected, or "
             "finds a path dearer than the landmark bound + delta"},
            budget_param()})},
      [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
        IdaOptions options;
        options.delta = parse_delta(spec.params.at("delta"));
        options.deadend_cut = *parse_deadend_cut(spec.params.at("deadend-cut"));
        options.cache = *parse_ida_cache(spec.params.at("cache"));
        options.repair = spec.params.at("repair") == "on";
        options.budget = parse_budget(spec.params.at("budget"));
        PlannerInfo info{spec, rules, true, inadmissibility(spec.params.at("heuristic"), rules)};
        if (info.note.empty() && options.delta > 0)
          info.note = "IDA*Delta: cost at most optimal + " + spec.params.at("delta");
        if (info.note.empty() && options.deadend_cut != DeadEndCut::off)
          info.note =
              "the dead-end cut can lose the optimal path (Cazenave Fig. 1); use --no-deadend-cut for exact costs";
        info.optimal = info.note.empty();
        const LandmarkScope landmarks(grid, rules, spec, info);
        std::shared_ptr<const LandmarkTable> table = landmarks.table();
        if (!table && options.repair) {
          table = landmark_table_for(grid, rules, spec, true);  // components only
          info.precompute_ns = table->build_ns();
          info.precompute_bytes = table->bytes();
        }
        return with_heuristic(spec.params.at("heuristic"), [&]<class H>() -> std::unique_ptr<Planner> {
          return std::make_unique<SearchPlanner<IdaStarSearch<H>>>(std::move(info), grid, rules, options, table);
        });
      });

  registry.add(
      {"fringe", "Fringe Search (Bjornsson et al. 2005): IDA* thresholds over a list, no re-search from the root",
       with_landmarks({{"heuristic", "octile", heuristic_names(), "distance estimate to the goal"}, budget_param()})},
      [](const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) -> std::unique_ptr<Planner> {
        FringeOptions options;
        options.budget = parse_budget(spec.params.at("budget"));
        PlannerInfo info{spec, rules, true, inadmissibility(spec.params.at("heuristic"), rules)};
        info.optimal = info.note.empty();
        const LandmarkScope landmarks(grid, rules, spec, info);
        return with_heuristic(spec.params.at("heuristic"), [&]<class H>() -> std::unique_ptr<Planner> {
          return std::make_unique<SearchPlanner<FringeSearch<H>>>(std::move(info), grid, rules, options,
                                                                  landmarks.table());
        });
      });
}

}  // namespace gridnav::detail
