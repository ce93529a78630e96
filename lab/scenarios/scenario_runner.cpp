#include "lab/scenarios/scenario_runner.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "gridnav/error.hpp"
#include "gridnav/io/map_loader.hpp"

namespace gridnav {
namespace {

void check_entry(const ScenarioMap& m, const ScenarioEntry& e) {
  const auto where = m.scenario_file.string();
  if (e.map_width != m.grid.width() || e.map_height != m.grid.height())
    throw ParseError(where, e.line,
                     "query is for a " + std::to_string(e.map_width) + "x" + std::to_string(e.map_height) +
                         " map but " + m.map_file.string() + " is " + std::to_string(m.grid.width()) + "x" +
                         std::to_string(m.grid.height()));
  const std::string why = validate_query(m.grid, {e.start, e.goal});
  if (!why.empty()) throw ParseError(where, e.line, why + " in " + m.map_file.string());
}

}  // namespace

std::vector<ScenarioMap> load_scenario_maps(const std::filesystem::path& scenario_file, const ReadLimits& limits) {
  const Scenario scenario = read_scenario(scenario_file, limits);
  MapLoadOptions map_options;
  map_options.limits = limits;
  std::vector<ScenarioMap> maps;
  std::map<std::string, std::size_t> index;  // map column -> position in `maps`
  for (const ScenarioEntry& e : scenario.entries) {
    auto [it, added] = index.try_emplace(e.map_name, maps.size());
    if (added) {
      ScenarioMap m;
      m.scenario_file = scenario_file;
      m.map_file = resolve_scenario_map(scenario, e.map_name);
      m.map_name = m.map_file.filename().string();
      m.grid = load_map(m.map_file, map_options).grid;
      maps.push_back(std::move(m));
    }
    ScenarioMap& m = maps[it->second];
    check_entry(m, e);
    m.entries.push_back(e);
  }
  return maps;
}

QueryOutcome run_query(Planner& planner, const MoveModel& moves, const ScenarioEntry& entry, const Limits& limits) {
  const SearchResult& r = planner.solve({entry.start, entry.goal}, limits);
  QueryOutcome out;
  out.status = r.status;
  out.cost = r.cost;
  out.expanded = r.stats.expanded;
  out.generated = r.stats.generated;
  out.time_ns = r.stats.time_ns;
  if (r.found() && r.path.front() == entry.start && r.path.back() == entry.goal) {
    const Cost recomputed = path_cost(moves, r.path);
    out.path_valid = std::abs(recomputed - r.cost) <= 1e-9 * (1 + r.cost);
  }
  out.optimal = out.path_valid && length_matches(r.cost, entry);
  return out;
}

MapSummary summarize(const std::string& map, const std::string& algorithm, const std::vector<ScenarioEntry>& entries,
                     const std::vector<QueryOutcome>& outcomes) {
  MapSummary s;
  s.map = map;
  s.algorithm = algorithm;
  s.instances = outcomes.size();
  std::vector<std::int64_t> times;
  times.reserve(outcomes.size());
  double expanded = 0, generated = 0, total_ns = 0;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const QueryOutcome& o = outcomes[i];
    s.solved += o.status == Status::found;
    if (o.optimal) {
      ++s.optimal;
    } else if (i < entries.size()) {
      s.mismatch_lines.push_back(entries[i].line);
    }
    times.push_back(o.time_ns);
    expanded += double(o.expanded);
    generated += double(o.generated);
    total_ns += double(o.time_ns);
  }
  s.mismatches = s.instances - s.optimal;
  if (!times.empty()) {
    std::sort(times.begin(), times.end());
    const std::size_t n = times.size();
    const double median_ns = n % 2 ? double(times[n / 2]) : (double(times[n / 2 - 1]) + double(times[n / 2])) / 2;
    s.median_us = median_ns / 1000;
    s.mean_us = total_ns / double(n) / 1000;
    s.mean_expanded = expanded / double(n);
    s.mean_generated = generated / double(n);
    s.ns_per_expansion = expanded > 0 ? total_ns / expanded : 0;
  }
  return s;
}

}  // namespace gridnav
