// gridnav batch FILE.scen... --threads N [--algo SPEC] [--json]: every query of the files on
// all cores (api/batch.hpp), with each cost checked against the file as `scen` does.
#include <fmt/core.h>

#include <nlohmann/json.hpp>
#include <thread>

#include "commands.hpp"
#include "frontend/catalogs.hpp"
#include "gridnav/api/batch.hpp"
#include "interrupt.hpp"
#include "lab/scenarios/scenario_runner.hpp"
#include "read_limit_options.hpp"
#include "search_options.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct BatchCli {
  std::vector<std::string> files;
  unsigned threads = 0;
  bool json = false;
  SearchCli search;
  ReadLimitsCli read;
};

struct MapTally {
  std::string map;
  std::size_t queries = 0, solved = 0, mismatches = 0;
  unsigned threads = 0;
  double seconds = 0;
  [[nodiscard]] double per_second() const { return seconds > 0 ? double(queries) / seconds : 0.0; }
  [[nodiscard]] nlohmann::json json() const {
    return {{"map", map},
            {"queries", queries},
            {"solved", solved},
            {"mismatches", mismatches},
            {"threads", threads},
            {"seconds", seconds},
            {"queries_per_second", per_second()}};
  }
};

void print_row(const MapTally& t) {
  fmt::print("{:<28} {:>8} {:>8} {:>10} {:>7} {:>10.3f} {:>12.0f}\n", t.map, t.queries, t.solved, t.mismatches,
             t.threads, t.seconds * 1e3, t.per_second());
}

void run(const BatchCli& cli) {
  const MoveRules rules = cli.search.rules();
  const Config spec = frontend::planners().complete(cli.search.spec());
  frontend::refuse_any_angle(frontend::planners(), spec, "batch");
  const std::string algorithm = to_string(spec);
  if (!cli.json) {
    fmt::print("algorithm {}, {} thread(s) requested ({} cores)\n", algorithm,
               cli.threads ? cli.threads : std::thread::hardware_concurrency(), std::thread::hardware_concurrency());
    fmt::print("{:<28} {:>8} {:>8} {:>10} {:>7} {:>10} {:>12}\n", "map", "queries", "solved", "mismatches", "threads",
               "wall_ms", "queries/s");
  }
  MapTally total{.map = "all maps"};
  bool optimal = true;
  for (const std::string& file : cli.files) {
    for (const ScenarioMap& m : load_scenario_maps(file, cli.read.limits())) {
      std::vector<Query> queries;
      queries.reserve(m.entries.size());
      for (const ScenarioEntry& e : m.entries) queries.push_back({e.start, e.goal});
      show_progress(fmt::format("{}: {} queries", m.map_name, queries.size()));
      const BatchResult r = run_batch(
          queries, [&] { return frontend::planners().make(m.grid, rules, spec); },
          {.threads = cli.threads, .limits = cli.search.limits()}, &interrupt_flag());
      end_progress();
      optimal = optimal && frontend::planners().make(m.grid, rules, spec)->info().optimal;
      MapTally t{
          .map = m.map_name, .queries = queries.size(), .threads = r.threads, .seconds = double(r.wall_ns) / 1e9};
      for (std::size_t i = 0; i < queries.size(); ++i) {
        const BatchAnswer& a = r.answers[i];
        t.solved += a.status == Status::found;
        t.mismatches += a.status != Status::found || !length_matches(a.cost, m.entries[i]);
      }
      if (cli.json) {
        fmt::print("{}\n", t.json().dump());
      } else {
        print_row(t);
      }
      total.queries += t.queries;
      total.solved += t.solved;
      total.mismatches += t.mismatches;
      total.seconds += t.seconds;
      total.threads = std::max(total.threads, t.threads);
      if (interrupt_flag()) throw ExitWith{kInterrupted};
    }
  }
  if (cli.json) {
    fmt::print("{}\n", total.json().dump());
  } else {
    print_row(total);
    if (total.mismatches == 0) {
      fmt::print("all {} queries optimal\n", total.queries);
    } else {
      fmt::print("{} queries not optimal or not solved\n", total.mismatches);
    }
  }
  if (total.mismatches > 0 && optimal) throw ExitWith{kMismatch};
}

}  // namespace

void add_batch_command(CLI::App& app) {
  auto cli = std::make_shared<BatchCli>();
  CLI::App* cmd = app.add_subcommand(
      "batch", "every query of scenario files on all cores, one planner per thread, costs checked against the files");
  cmd->add_option("FILES", cli->files, "Moving AI scenario files (.scen)")->required();
  cmd->add_option("--threads", cli->threads, "worker threads (0: one per core)")
      ->check(whole_number<unsigned>(0, 1024))
      ->capture_default_str();
  cmd->add_flag("--json", cli->json, "one JSON object per map, then the total");
  cli->search.add_to(*cmd);
  cli->read.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
