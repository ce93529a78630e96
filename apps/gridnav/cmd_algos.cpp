// gridnav algos: every registered algorithm and its options.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "gridnav/api/registry.hpp"

namespace gridnav::cli {
namespace {

std::string choices_text(const ParamSpec& p) {
  if (p.choices.empty()) return "value";
  std::string out;
  for (const auto& c : p.choices) {
    if (!out.empty()) out += '|';
    out += c;
  }
  return out;
}

void run(bool json) {
  const auto algorithms = default_registry().algorithms();
  if (json) {
    nlohmann::json out = nlohmann::json::array();
    for (const AlgorithmInfo* a : algorithms) {
      nlohmann::json params = nlohmann::json::array();
      for (const ParamSpec& p : a->params)
        params.push_back({{"name", p.name}, {"default", p.default_value}, {"choices", p.choices}, {"help", p.help}});
      out.push_back({{"name", a->name}, {"summary", a->summary}, {"params", params}});
    }
    fmt::print("{}\n", out.dump(2));
    return;
  }
  for (const AlgorithmInfo* a : algorithms) {
    fmt::print("{:<10} {}\n", a->name, a->summary);
    for (const ParamSpec& p : a->params)
      fmt::print("           {}={} (default {}): {}\n", p.name, choices_text(p), p.default_value, p.help);
  }
}

}  // namespace

void add_algos_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("algos", "list the registered algorithms and their options");
  cmd->add_flag("--json", *json, "print JSON");
  cmd->callback([json] { run(*json); });
}

}  // namespace gridnav::cli
