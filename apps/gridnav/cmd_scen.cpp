// gridnav scen FILE.scen...: every query of Moving AI scenario files, judged
// against the files' optimal lengths, summarised per map.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "interrupt.hpp"
#include "lab/scenarios/scenario_runner.hpp"
#include "read_limit_options.hpp"
#include "search_options.hpp"
#include "summary_json.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct ScenCli {
  std::vector<std::string> files;
  bool json = false;
  int show_mismatches = 5;
  SearchCli search;
  ReadLimitsCli read;
};

constexpr const char* kMapRow = "{:<22} {:>9} {:>7} {:>7} {:>10} {:>10} {:>10} {:>13} {:>10}\n";

void print_header(const std::string& algorithm) {
  fmt::print("algorithm: {}\n", algorithm);
  fmt::print(kMapRow, "map", "instances", "solved", "optimal", "mismatches", "median_us", "mean_us", "mean_expanded",
             "ns/expand");
}

void print_row(const MapSummary& s) {
  fmt::print(kMapRow, s.map, s.instances, s.solved, s.optimal, s.mismatches, fmt::format("{:.1f}", s.median_us),
             fmt::format("{:.1f}", s.mean_us), fmt::format("{:.1f}", s.mean_expanded),
             fmt::format("{:.1f}", s.ns_per_expansion));
}

void report_mismatches(const ScenarioMap& m, const std::vector<QueryOutcome>& outcomes, int limit) {
  int shown = 0;
  for (std::size_t i = 0; i < outcomes.size() && shown < limit; ++i) {
    const QueryOutcome& o = outcomes[i];
    if (o.optimal) continue;
    const ScenarioEntry& e = m.entries[i];
    fmt::print(stderr, "{}:{}: ({},{}) -> ({},{}): expected {:.{}f}, got {} ({}{})\n", m.scenario_file.string(), e.line,
               e.start.x, e.start.y, e.goal.x, e.goal.y, e.optimal_length, e.decimals,
               o.status == Status::found ? fmt::format("{:.8f}", o.cost) : std::string("no path"), to_string(o.status),
               o.status == Status::found && !o.path_valid ? ", path invalid" : "");
    ++shown;
  }
}

// --stats: operation counts summed over every query (maxima: the largest of any query).
void print_scen_counts(const OperationCounts& c, bool json) {
  const auto rows = count_rows(c);
  if (json) {
    fmt::print("{}\n", counts_json(c).dump());
  } else {
    fmt::print("operation counts over all queries:");
    for (const auto& [k, v] : rows) fmt::print(" {}={}", k, v);
    fmt::print("\n");
  }
}

void run(const ScenCli& cli) {
  const MoveRules rules = cli.search.rules();
  const Config spec = frontend::planners().complete(cli.search.spec());
  frontend::refuse_any_angle(frontend::planners(), spec, "scen");
  const std::string algorithm = to_string(spec);
  if (!cli.json) print_header(algorithm);
  std::vector<QueryOutcome> all;
  std::vector<ScenarioEntry> all_entries;
  bool noted = false;
  OperationCounts counts;
  Progress progress;
  for (const std::string& file : cli.files) {
    for (const ScenarioMap& m : load_scenario_maps(file, cli.read.limits())) {
      auto planner = frontend::planners().make(m.grid, rules, spec);
      if (!planner->info().optimal && !noted) {
        fmt::print(stderr, "note: {} is not optimal here: {}\n", algorithm, planner->info().note);
        noted = true;
      }
      const MoveModel moves(m.grid, rules);
      std::vector<QueryOutcome> outcomes;
      outcomes.reserve(m.entries.size());
      for (const ScenarioEntry& e : m.entries) {
        progress.show(
            [&] { return fmt::format("scen: {} {}/{} queries", m.map_name, outcomes.size(), m.entries.size()); });
        outcomes.push_back(run_query(*planner, moves, e, cli.search.limits()));
        if (const auto c = planner->counts()) counts += *c;  // --stats
      }
      const MapSummary summary = summarize(m.map_name, algorithm, m.entries, outcomes);
      progress.clear();  // the row goes where the line was
      if (cli.json) {
        fmt::print("{}\n", summary_json(summary).dump());
      } else {
        print_row(summary);
      }
      report_mismatches(m, outcomes, cli.show_mismatches);
      all.insert(all.end(), outcomes.begin(), outcomes.end());
      all_entries.insert(all_entries.end(), m.entries.begin(), m.entries.end());
    }
  }
  const MapSummary total = summarize("all maps", algorithm, all_entries, all);
  if (spec.params.count("stats") && spec.params.at("stats") == "on") print_scen_counts(counts, cli.json);
  if (!cli.json) {
    print_row(total);
    if (total.mismatches == 0) {
      fmt::print("all {} queries optimal\n", total.instances);
    } else {
      fmt::print("{} of {} queries not optimal\n", total.mismatches, total.instances);
    }
  }
  if (total.mismatches != 0) throw ExitWith{kMismatch};
}

}  // namespace

void add_scen_command(CLI::App& app) {
  auto cli = std::make_shared<ScenCli>();
  CLI::App* cmd = app.add_subcommand(
      "scen", "run every query of Moving AI .scen files and check each against the file's optimal length");
  cmd->add_option("FILES", cli->files, "scenario files (.map.scen); maps are found beside them")->required();
  cmd->add_flag("--json", cli->json, "print one JSON object per map");
  cmd->add_option("--show-mismatches", cli->show_mismatches, "how many non-optimal queries to list per map on stderr")
      ->check(whole_number<int>(0, 1000000))
      ->capture_default_str();
  cli->search.add_to(*cmd);
  cli->read.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
