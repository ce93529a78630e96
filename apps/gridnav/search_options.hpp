// Options shared by the subcommands that search: the algorithm, its parameters,
// the move rules and the limits.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "gridnav/api/planner.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::cli {

struct SearchCli {
  std::string algo = "astar";
  int connect = 8;
  std::string diagonal = "no-corner-cutting";
  std::string costs = "octile";
  std::optional<std::string> heuristic;
  std::optional<std::string> tie;
  std::optional<std::string> weight;
  std::uint64_t max_expansions = 0;
  double time_limit_ms = 0;

  void add_to(CLI::App& cmd);
  [[nodiscard]] MoveRules rules() const;
  /// --algo (which may itself be a spec "NAME:key=value,...") with the explicit options laid over it.
  [[nodiscard]] PlannerSpec spec() const;
  [[nodiscard]] Limits limits() const;
};

}  // namespace gridnav::cli
