// gridnav algos: every registered planner, navigator and lab experiment with its parameters.
#include <fmt/core.h>

#include "commands.hpp"
#include "frontend/catalogs.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "lab/lab.hpp"

namespace gridnav::cli {
namespace {

void print(const std::string& kind, const std::vector<const EntryInfo*>& entries) {
  fmt::print("{}s:\n", kind);
  for (const EntryInfo* e : entries) {
    fmt::print("  {:<14} {}\n", e->name, e->summary);
    for (const Param& p : e->params)
      fmt::print("                 {}={} (default {}): {}\n", p.name, p.domain(), p.default_value, p.help);
  }
}

void run(bool json) {
  const std::vector<std::pair<std::string, std::vector<const EntryInfo*>>> kinds{
      {"planner", frontend::planners().infos()},
      {"navigator", navigators().infos()},
      {"experiment", lab::experiments().infos()}};
  if (json) {  // the same document as the server's GET /api/planners, with the experiments
    fmt::print("{}\n", frontend::catalogs_json(&kinds[2].second));
    return;
  }
  for (std::size_t i = 0; i < kinds.size(); ++i) {
    if (i) fmt::print("\n");
    print(kinds[i].first, kinds[i].second);
  }
}

}  // namespace

void add_algos_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd =
      app.add_subcommand("algos", "list the registered planners, navigators and lab experiments with their parameters");
  cmd->add_flag("--json", *json, "print every catalog as JSON, each parameter with its JSON Schema");
  cmd->callback([json] { run(*json); });
}

}  // namespace gridnav::cli
