// gridnav matrix MAP --from X,Y;... [--to X,Y;...]: the least cost between every pair, one
// distance field per target on every core (search/many_goals.hpp), as CSV or JSON.
#include <fmt/core.h>

#include <chrono>
#include <cmath>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/many_goals.hpp"
#include "map_options.hpp"
#include "search_options.hpp"

namespace gridnav::cli {
namespace {

struct MatrixCli {
  std::string map;
  std::string from, to;
  unsigned threads = 0;
  bool json = false;
  MapCli map_cli;
  RulesCli rules;
};

void run(const MatrixCli& cli) {
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  const std::vector<Point> from = parse_points(cli.from, "--from");
  const std::vector<Point> to = cli.to.empty() ? from : parse_points(cli.to, "--to");
  const auto began = std::chrono::steady_clock::now();
  const std::vector<Cost> m = cost_matrix(map.grid, cli.rules.rules(), from, to, cli.threads);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
  const auto cell = [](Point p) { return fmt::format("{},{}", p.x, p.y); };
  if (cli.json) {
    nlohmann::json rows = nlohmann::json::array();
    for (std::size_t i = 0; i < from.size(); ++i) {
      nlohmann::json row = nlohmann::json::array();
      for (std::size_t j = 0; j < to.size(); ++j) {
        const Cost c = m[i * to.size() + j];
        row.push_back(std::isfinite(c) ? nlohmann::json(c) : nlohmann::json(nullptr));
      }
      rows.push_back(std::move(row));
    }
    nlohmann::json pts_from = nlohmann::json::array(), pts_to = nlohmann::json::array();
    for (const Point p : from) pts_from.push_back({p.x, p.y});
    for (const Point p : to) pts_to.push_back({p.x, p.y});
    fmt::print("{}\n", nlohmann::json{{"from", pts_from}, {"to", pts_to}, {"costs", rows}, {"time_ms", ms}}.dump());
    return;
  }
  // CSV: a header of the targets, then one row per source; "inf" where no path exists.
  std::string header = "from\\to";
  for (const Point p : to) header += ";" + cell(p);
  fmt::print("{}\n", header);
  for (std::size_t i = 0; i < from.size(); ++i) {
    std::string row = cell(from[i]);
    for (std::size_t j = 0; j < to.size(); ++j) {
      const Cost c = m[i * to.size() + j];
      row += ";" + (std::isfinite(c) ? fmt::format("{:.8f}", c) : std::string("inf"));
    }
    fmt::print("{}\n", row);
  }
  fmt::print(stderr, "{} x {} costs in {:.1f} ms\n", from.size(), to.size(), ms);
}

}  // namespace

void add_matrix_command(CLI::App& app) {
  auto cli = std::make_shared<MatrixCli>();
  CLI::App* cmd = app.add_subcommand(
      "matrix", "the least cost between every source and every target (one distance field per target, on every core)");
  cmd->add_option("MAP", cli->map, "map file")->required();
  cmd->add_option("--from", cli->from, "source cells X,Y;X,Y;...")->required();
  cmd->add_option("--to", cli->to, "target cells X,Y;X,Y;... (default: the sources)");
  cmd->add_option("--threads", cli->threads, "worker threads (0: every core)")->check(CLI::Range(0u, 1024u));
  cmd->add_flag("--json", cli->json, "print one JSON object: from, to, costs (null without a path), time_ms");
  cli->map_cli.add_to(*cmd);
  cli->rules.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
