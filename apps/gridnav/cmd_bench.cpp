// gridnav bench SCEN... --config A --config B ...: several configurations over the
// same queries in one process, interleaved, one summary row per configuration.
// The method (warm-up, rotation, what is timed) is documented in
// lab/scenarios/bench_runner.hpp and docs/performance.md.
#include <fmt/core.h>

#include <chrono>
#include <nlohmann/json.hpp>
#include <set>

#include "commands.hpp"
#include "interrupt.hpp"
#include "lab/scenarios/bench_runner.hpp"
#include "read_limit_options.hpp"
#include "search_options.hpp"
#include "summary_json.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct BenchCli {
  std::vector<std::string> files;
  std::vector<std::string> configs;
  bool json = false;
  bool per_map = false;
  std::size_t repeat = 1;
  std::size_t limit_queries = 0;
  int show_mismatches = 5;
  SearchCli search;
  ReadLimitsCli read;
};

nlohmann::json to_json(const MapSummary& s, const BenchConfigResult& c, bool with_ratio) {
  nlohmann::json j = summary_json(s);
  j["config"] = c.config;
  j["claims_optimal"] = c.claims_optimal;
  if (with_ratio) {
    j["ratio"] = c.ratio;
    j["median_ratio"] = c.median_ratio;
  }
  return j;
}

constexpr const char* kBenchRow = "{:<48} {:>9} {:>10} {:>10} {:>10} {:>13} {:>11} {:>7} {:>8}\n";

std::string optimal_cell(const BenchConfigResult& c, const MapSummary& s) {
  if (s.mismatches == 0) return "yes";
  return fmt::format("{}{}", c.claims_optimal ? "NO " : "", s.mismatches);
}

void print_table(const BenchReport& report, bool per_map) {
  fmt::print(kBenchRow, "config", "instances", "median_us", "mean_us", "ns/expand", "mean_expanded", "all_optimal",
             "ratio", "median_r");
  auto row = [](const std::string& name, const MapSummary& s, const BenchConfigResult& c, std::string ratio,
                std::string median_ratio) {
    fmt::print(kBenchRow, name, s.instances, fmt::format("{:.1f}", s.median_us), fmt::format("{:.1f}", s.mean_us),
               fmt::format("{:.1f}", s.ns_per_expansion), fmt::format("{:.1f}", s.mean_expanded), optimal_cell(c, s),
               ratio, median_ratio);
  };
  if (per_map && !report.configs.empty()) {
    for (std::size_t m = 0; m < report.configs.front().maps.size(); ++m) {
      fmt::print("{}\n", report.configs.front().maps[m].map);
      const MapSummary& first = report.configs.front().maps[m];
      for (const BenchConfigResult& c : report.configs) {
        const MapSummary& s = c.maps[m];
        row("  " + c.config, s, c, fmt::format("{:.2f}", first.mean_us > 0 ? s.mean_us / first.mean_us : 0),
            fmt::format("{:.2f}", first.median_us > 0 ? s.median_us / first.median_us : 0));
      }
    }
    fmt::print("all maps\n");
  }
  for (const BenchConfigResult& c : report.configs)
    row((per_map ? "  " : "") + c.config, c.total, c, fmt::format("{:.2f}", c.ratio),
        fmt::format("{:.2f}", c.median_ratio));
}

void report_mismatches(const BenchReport& report, int limit) {
  for (const BenchConfigResult& c : report.configs) {
    int shown = 0;
    for (const BenchMismatch& m : c.mismatches) {
      if (shown++ >= limit) break;
      const ScenarioEntry& e = m.entry;
      const QueryOutcome& o = m.outcome;
      fmt::print(stderr, "{}:{}: {}: ({},{}) -> ({},{}): expected {:.{}f}, got {} ({}{})\n", m.scenario_file.string(),
                 e.line, c.config, e.start.x, e.start.y, e.goal.x, e.goal.y, e.optimal_length, e.decimals,
                 o.status == Status::found ? fmt::format("{:.8f}", o.cost) : std::string("no path"),
                 to_string(o.status), o.status == Status::found && !o.path_valid ? ", path invalid" : "");
    }
  }
}

void run(const BenchCli& cli) {
  BenchOptions options;
  options.rules = cli.search.rules();
  options.limits = cli.search.limits();
  options.read_limits = cli.read.limits();
  options.repeat = cli.repeat;
  options.limit_queries = cli.limit_queries;
  options.stop = &interrupt_flag();
  options.planners = &frontend::planners();
  std::vector<std::filesystem::path> files(cli.files.begin(), cli.files.end());
  const BenchReport report = [&] {
    Progress progress(std::chrono::milliseconds(0));  // a benchmark is long: from the start
    options.progress = [&progress](std::size_t done, std::size_t total, const std::string& map) {
      progress.show([&] { return fmt::format("bench: {}/{} queries ({})", done, total, map); }, done == total);
    };
    return run_bench(files, cli.configs, options);
  }();

  if (cli.json) {
    for (const BenchConfigResult& c : report.configs) {
      if (cli.per_map)
        for (const MapSummary& s : c.maps) fmt::print("{}\n", to_json(s, c, false).dump());
      fmt::print("{}\n", to_json(c.total, c, true).dump());
    }
  } else {
    fmt::print("rules: {}-connected{}, {} costs; {} queries{}, {} run{} each, interleaved\n",
               int(options.rules.connectivity),
               options.rules.connectivity == Connectivity::eight ? ", " + std::string(to_string(options.rules.diagonal))
                                                                 : std::string(),
               to_string(options.rules.costs), report.queries_run,
               report.queries_run < report.queries_total ? fmt::format(" of {}", report.queries_total) : "", cli.repeat,
               cli.repeat == 1 ? "" : "s (fastest counts)");
    if (!report.judged_by_scenario)
      fmt::print(
          "optimality judged by agreement between the configurations (the .scen lengths are for "
          "8-connected, no-corner-cutting, octile)\n");
    print_table(report, cli.per_map);
    for (const BenchConfigResult& c : report.configs) {
      if (!c.claims_optimal) fmt::print("note: {} is not optimal here: {}\n", c.config, c.note);
    }
    if (report.optimality_failed()) {
      fmt::print("some optimal configuration returned a non-optimal length\n");
    } else {
      fmt::print("every optimal configuration optimal on all {} queries\n", report.queries_run);
    }
  }
  report_mismatches(report, cli.show_mismatches);
  if (report.interrupted) {
    fmt::print(stderr, "interrupted: the figures cover the {} of {} queries run before Ctrl-C\n", report.queries_run,
               report.queries_total);
    throw ExitWith{kInterrupted};
  }
  if (report.optimality_failed()) throw ExitWith{kMismatch};
}

}  // namespace

void add_bench_command(CLI::App& app) {
  auto cli = std::make_shared<BenchCli>();
  CLI::App* cmd = app.add_subcommand(
      "bench",
      "time several configurations over the same .scen queries in one process, interleaved, one row per configuration");
  cmd->add_option("FILES", cli->files, "scenario files (.map.scen); maps are found beside them")->required();
  cmd->add_option("--config", cli->configs,
                  "a configuration ALGO[:key=value,...], e.g. astar:open=stdpq; repeat the option for each "
                  "(the first is the reference of the ratio column)")
      ->required();
  cmd->add_flag("--json", cli->json,
                "print one JSON object per configuration (the keys of `scen --json` plus config, ratio, "
                "median_ratio, claims_optimal)");
  cmd->add_flag("--per-map", cli->per_map, "also print the figures of each map");
  cmd->add_option("--repeat", cli->repeat, "runs of each query per configuration; the fastest counts")
      ->check(whole_number<std::size_t>(1))
      ->capture_default_str();
  cmd->add_option("--limit-queries", cli->limit_queries,
                  "at most N queries per scenario file, evenly spaced over it (0: all)")
      ->check(whole_number<std::size_t>())
      ->capture_default_str();
  cmd->add_option("--show-mismatches", cli->show_mismatches,
                  "how many non-optimal queries to list per configuration on stderr")
      ->check(whole_number<int>(0, 1000000))
      ->capture_default_str();
  cli->read.add_to(*cmd);
  const std::size_t own = cmd->get_options().size();
  cli->search.add_to(*cmd);
  // Only the move rules and limits apply to every configuration: the algorithm and its
  // parameters (--algo, --heuristic, ...) belong in each --config string.
  static const std::set<std::string> kShared{"connect", "diagonal", "costs", "max-expansions", "time-limit"};
  std::vector<CLI::Option*> per_config;
  const std::vector<CLI::Option*> options = cmd->get_options();
  for (std::size_t i = own; i < options.size(); ++i) {
    const auto& names = options[i]->get_lnames();
    if (names.empty() || kShared.count(names.front()) == 0) per_config.push_back(options[i]);
  }
  for (CLI::Option* o : per_config) cmd->remove_option(o);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
