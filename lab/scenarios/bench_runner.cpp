#include "lab/scenarios/bench_runner.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

#include "frontend/catalogs.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

struct Selected {
  ScenarioMap map;
  std::vector<std::size_t> picks;  // indices into map.entries
};

bool scenario_rules(const MoveRules& r) noexcept {
  return r.connectivity == Connectivity::eight && r.diagonal == DiagonalRule::no_corner_cutting &&
         r.costs == CostProfileKind::octile;
}

/// Under other rules than the files' the printed optima do not apply: a query counts as
/// optimal when its path is valid and no configuration found a valid path that is cheaper
/// (or, when none found a path, when it too found none).
void judge_by_agreement(std::vector<QueryOutcome>& outcomes) {
  Cost best = kInfiniteCost;
  for (const QueryOutcome& o : outcomes)
    if (o.status == Status::found && o.path_valid) best = std::min(best, o.cost);
  for (QueryOutcome& o : outcomes) {
    o.optimal = best == kInfiniteCost ? o.status == Status::no_path
                                      : o.path_valid && std::abs(o.cost - best) <= 1e-9 * (1 + best);
  }
}

}  // namespace

bool BenchReport::optimality_failed() const noexcept {
  return std::any_of(configs.begin(), configs.end(),
                     [](const BenchConfigResult& c) { return c.claims_optimal && !c.all_optimal(); });
}

std::vector<std::size_t> spread_sample(std::size_t n, std::size_t limit) {
  std::vector<std::size_t> picks;
  if (limit == 0 || limit >= n) {
    picks.resize(n);
    for (std::size_t i = 0; i < n; ++i) picks[i] = i;
    return picks;
  }
  picks.reserve(limit);
  // i * n / limit for i < limit: strictly increasing, first 0, last near n - n / limit.
  for (std::size_t i = 0; i < limit; ++i) picks.push_back(i * n / limit);
  return picks;
}

BenchReport run_bench(const std::vector<std::filesystem::path>& scenario_files, const std::vector<std::string>& configs,
                      const BenchOptions& options) {
  if (configs.empty()) throw InputError("bench needs at least one configuration");
  const PlannerCatalog& registry = options.planners != nullptr ? *options.planners : planners();
  const std::size_t repeat = std::max<std::size_t>(options.repeat, 1);

  BenchReport report;
  report.judged_by_scenario = scenario_rules(options.rules);
  std::vector<Config> specs;
  for (const std::string& text : configs) {
    specs.push_back(registry.complete(parse_config(text)));
    frontend::refuse_any_angle(registry, specs.back(), "bench");
    BenchConfigResult c;
    c.config = text;
    c.algorithm = to_string(specs.back());
    report.configs.push_back(std::move(c));
  }
  const std::size_t k = specs.size();

  // Load every map first, so that a bad file fails before any measurement and the
  // progress line knows the total.
  std::vector<Selected> selected;
  for (const auto& file : scenario_files) {
    std::vector<ScenarioMap> maps = load_scenario_maps(file, options.read_limits);
    std::size_t file_queries = 0;
    for (const ScenarioMap& m : maps) file_queries += m.entries.size();
    // Sample over the whole file (its maps in order), then split the picks per map.
    const std::vector<std::size_t> picks = spread_sample(file_queries, options.limit_queries);
    std::size_t base = 0, at = 0;
    for (ScenarioMap& m : maps) {
      Selected s;
      const std::size_t end = base + m.entries.size();
      for (; at < picks.size() && picks[at] < end; ++at) s.picks.push_back(picks[at] - base);
      base = end;
      report.queries_total += s.picks.size();
      s.map = std::move(m);
      if (!s.picks.empty()) selected.push_back(std::move(s));
    }
  }

  std::vector<std::vector<QueryOutcome>> all(k);  // per configuration, every query in run order
  std::vector<ScenarioEntry> all_entries;
  std::size_t rotation = 0;

  for (const Selected& s : selected) {
    if (report.interrupted) break;
    const ScenarioMap& m = s.map;
    const MoveModel moves(m.grid, options.rules);
    std::vector<std::unique_ptr<Planner>> planners;
    for (std::size_t c = 0; c < k; ++c) {
      planners.push_back(registry.make(m.grid, options.rules, specs[c]));
      const PlannerInfo& info = planners.back()->info();
      if (!info.optimal && report.configs[c].claims_optimal) {
        report.configs[c].claims_optimal = false;
        report.configs[c].note = info.note;
      }
      // Warm-up (untimed, unjudged): the map's last query, usually among the longest.
      (void)planners.back()->solve({m.entries.back().start, m.entries.back().goal}, options.limits);
    }

    std::vector<std::vector<QueryOutcome>> outcomes(k);
    std::vector<ScenarioEntry> entries;
    for (std::size_t qi = 0; qi < s.picks.size(); ++qi) {
      if (options.stop != nullptr && options.stop->load(std::memory_order_relaxed)) {
        report.interrupted = true;
        break;
      }
      const ScenarioEntry& e = m.entries[s.picks[qi]];
      std::vector<QueryOutcome> best(k);
      for (std::size_t r = 0; r < repeat; ++r, ++rotation) {
        for (std::size_t j = 0; j < k; ++j) {
          const std::size_t c = (j + rotation) % k;
          QueryOutcome o = run_query(*planners[c], moves, e, options.limits);
          if (r == 0 || o.time_ns < best[c].time_ns) {
            best[c] = o;
          } else {
            best[c].expanded = o.expanded;
            best[c].generated = o.generated;
          }
        }
      }
      if (!report.judged_by_scenario) judge_by_agreement(best);
      for (std::size_t c = 0; c < k; ++c) {
        if (!best[c].optimal && report.configs[c].claims_optimal)
          report.configs[c].mismatches.push_back({m.scenario_file, e, best[c]});
        outcomes[c].push_back(best[c]);
      }
      entries.push_back(e);
      ++report.queries_run;
      if (options.progress) options.progress(report.queries_run, report.queries_total, m.map_name);
    }
    if (entries.empty()) continue;
    for (std::size_t c = 0; c < k; ++c) {
      report.configs[c].maps.push_back(summarize(m.map_name, report.configs[c].algorithm, entries, outcomes[c]));
      all[c].insert(all[c].end(), outcomes[c].begin(), outcomes[c].end());
    }
    all_entries.insert(all_entries.end(), entries.begin(), entries.end());
  }

  for (std::size_t c = 0; c < k; ++c) {
    BenchConfigResult& r = report.configs[c];
    r.total = summarize("all maps", r.algorithm, all_entries, all[c]);
  }
  const MapSummary& first = report.configs.front().total;
  for (BenchConfigResult& r : report.configs) {
    r.ratio = first.mean_us > 0 ? r.total.mean_us / first.mean_us : 0;
    r.median_ratio = first.median_us > 0 ? r.total.median_us / first.median_us : 0;
  }
  return report;
}

}  // namespace gridnav
