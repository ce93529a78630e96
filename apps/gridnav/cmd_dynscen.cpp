// gridnav dynscen FILE.scen...: replays GPPC dynamic-track scenarios (map changes by
// patches, queries with reference costs) with any navigator or static planner, and
// reports per snapshot what the competition's start kit measures.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "frontend/catalogs.hpp"
#include "gridnav/dynamic/gppc_replay.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/io/gppc_dynamic.hpp"
#include "interrupt.hpp"
#include "read_limit_options.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct DynscenCli {
  std::vector<std::string> files;
  std::string algo{kDefaultNavigator};
  bool json = false;
  bool verify = false;
  bool totals_only = false;
  int show_mismatches = 5;
  ReadLimitsCli read;
};

double us(std::int64_t ns) { return double(ns) / 1000.0; }

constexpr const char* kSnapshotRow = "{:>8} {:>7} {:>7} {:>8} {:>7} {:>11} {:>11} {:>11} {:>11} {:>10}\n";

void print_header(const std::string& file, const GppcScenario& s, const GppcReplay& r) {
  fmt::print("{}: {}x{}, {} patches in the library, {} commands; algorithm: {}; init {:.1f} us\n", file, s.width,
             s.height, s.patches.size(), s.commands.size(), r.solver, us(r.init_ns));
  fmt::print(kSnapshotRow, "snapshot", "bucket", "patches", "cells", "queries", "change_us", "query_us", "mean_q_us",
             "max_step_us", "mismatches");
}

void print_snapshot(const GppcSnapshot& s) {
  const double mean = s.queries ? us(s.query_ns) / double(s.queries) : 0.0;
  fmt::print(kSnapshotRow, s.index, s.bucket, s.patches, s.cells_changed, s.queries,
             fmt::format("{:.1f}", us(s.change_ns)), fmt::format("{:.1f}", us(s.query_ns)), fmt::format("{:.2f}", mean),
             fmt::format("{:.1f}", us(s.max_step_ns)), s.mismatches);
}

/// The sums over every snapshot, printed as the table's last row.
GppcSnapshot totals(const GppcReplay& r) {
  GppcSnapshot t;
  for (const GppcSnapshot& s : r.snapshots) {
    t.patches += s.patches;
    t.cells_changed += s.cells_changed;
    t.queries += s.queries;
    t.mismatches += s.mismatches;
  }
  t.change_ns = r.change_ns();
  t.query_ns = r.query_ns();
  t.max_step_ns = r.max_step_ns();
  return t;
}

nlohmann::json snapshot_json(const GppcSnapshot& s) {
  return {{"snapshot", s.index},        {"bucket", s.bucket},
          {"patches", s.patches},       {"cells_changed", s.cells_changed},
          {"queries", s.queries},       {"change_us", us(s.change_ns)},
          {"query_us", us(s.query_ns)}, {"max_step_us", us(s.max_step_ns)},
          {"mismatches", s.mismatches}};
}

nlohmann::json replay_json(const std::string& file, const GppcReplay& r, bool verify) {
  nlohmann::json snapshots = nlohmann::json::array();
  for (const GppcSnapshot& s : r.snapshots) snapshots.push_back(snapshot_json(s));
  nlohmann::json total = snapshot_json(totals(r));
  total.erase("snapshot");
  total.erase("bucket");
  total["snapshots"] = r.snapshots.size();
  total["mean_change_us"] = r.snapshots.size() > 1 ? us(r.change_ns()) / double(r.snapshots.size() - 1) : 0.0;
  total["mean_query_us"] = r.queries.empty() ? 0.0 : us(r.query_ns()) / double(r.queries.size());
  nlohmann::json j{{"scenario", file},       {"algorithm", r.solver}, {"init_us", us(r.init_ns)},
                   {"snapshots", snapshots}, {"totals", total},       {"interrupted", r.interrupted}};
  if (verify) j["verify"] = {{"checked", r.verified}, {"failures", r.verify_failures}};
  return j;
}

std::string describe(const GppcAnswer& a) {
  if (a.status == Status::found) return fmt::format("{:.10f}", a.cost);
  return a.status == Status::no_path ? "no path" : std::string(to_string(a.status));
}

void report_problems(const GppcScenario& s, const GppcReplay& r, int limit) {
  int shown = 0;
  for (const GppcQueryResult& q : r.queries) {
    if (shown >= limit) break;
    if (q.matches && q.verify_failure.empty()) continue;
    const GppcCommand& c = s.commands[q.command];
    const std::string expected = c.no_path() ? "no path" : fmt::format("{:.{}f}", c.reference, c.decimals);
    fmt::print(stderr, "{}:{}: ({},{}) -> ({},{}) in snapshot {}: expected {}, got {}{}\n", s.file.string(), c.line,
               c.start.x, c.start.y, c.goal.x, c.goal.y, q.snapshot, expected, describe(q.answer),
               q.verify_failure.empty() ? "" : "; against Dijkstra: " + q.verify_failure);
    ++shown;
  }
}

void run(const DynscenCli& cli) {
  const Config spec = parse_config(cli.algo);
  bool failed = false;
  for (const std::string& file : cli.files) {
    const GppcScenario scenario = read_gppc_scenario(file, cli.read.limits());
    auto solver = make_changing_map_solver(spec, frontend::planners());
    GppcReplayOptions options;
    options.verify = cli.verify;
    options.interrupt = &interrupt_flag();
    const GppcReplay r = replay_gppc(scenario, *solver, options);
    if (cli.json) {
      fmt::print("{}\n", replay_json(file, r, cli.verify).dump());
    } else {
      print_header(file, scenario, r);
      if (!cli.totals_only)
        for (const GppcSnapshot& s : r.snapshots) print_snapshot(s);
      GppcSnapshot t = totals(r);
      fmt::print(kSnapshotRow, "all", "", t.patches, t.cells_changed, t.queries, fmt::format("{:.1f}", us(t.change_ns)),
                 fmt::format("{:.1f}", us(t.query_ns)),
                 fmt::format("{:.2f}", t.queries ? us(t.query_ns) / double(t.queries) : 0.0),
                 fmt::format("{:.1f}", us(t.max_step_ns)), t.mismatches);
      if (r.mismatches == 0)
        fmt::print("all {} queries match the reference costs\n", r.queries.size());
      else
        fmt::print("{} of {} queries differ from the reference costs\n", r.mismatches, r.queries.size());
      if (cli.verify)
        fmt::print("verified against a fresh Dijkstra per query: {} checked, {} failed\n", r.verified,
                   r.verify_failures);
    }
    report_problems(scenario, r, cli.show_mismatches);
    failed = failed || r.mismatches != 0 || r.verify_failures != 0;
    if (r.interrupted) throw ExitWith{kInterrupted};
  }
  if (failed) throw ExitWith{kMismatch};
}

}  // namespace

void add_dynscen_command(CLI::App& app) {
  auto cli = std::make_shared<DynscenCli>();
  CLI::App* cmd = app.add_subcommand(
      "dynscen", "replay GPPC dynamic-track scenarios (version 2 .scen with a .patch library) with any planner");
  cmd->add_option("FILES", cli->files, "GPPC dynamic scenario files; each names its patch file")->required();
  cmd->add_option("--algo", cli->algo,
                  "navigator (dstar-lite, lpa, astar-replan, dstar, focused-dstar) or static planner spec "
                  "(astar, jps, ..., made again per snapshot), e.g. astar:heuristic=octile")
      ->capture_default_str();
  cmd->add_flag("--json", cli->json, "print one JSON object per file");
  cmd->add_flag("--verify", cli->verify, "also compare every answer with a fresh Dijkstra search");
  cmd->add_flag("--totals-only", cli->totals_only, "print the totals row without one row per snapshot");
  cmd->add_option("--show-mismatches", cli->show_mismatches, "how many wrong answers to list per file on stderr")
      ->check(whole_number<int>(0, 1000000))
      ->capture_default_str();
  cli->read.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
