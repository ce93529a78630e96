// Options shared by the subcommands that search: the algorithm, its parameters,
// the move rules and the limits.
//
// Algorithm parameters are not listed here: every parameter any registered
// planner declares (frontend::planners()) becomes an option --NAME VALUE (and its Param::flag,
// if any), so a new algorithm's options reach the command line with no edit here.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <string>

#include "frontend/catalogs.hpp"
#include "gridnav/api/planner.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::cli {

/// The move rules alone (--connect, --diagonal, --costs), for subcommands that do not search
/// with a planner (`field`); SearchCli declares the same options through one of these.
struct RulesCli {
  int connect = 8;
  std::string diagonal = "no-corner-cutting";
  std::string costs = "octile";

  void add_to(CLI::App& cmd);
  [[nodiscard]] MoveRules rules() const;
};

struct SearchCli {
  std::string algo = "astar";
  RulesCli move_rules;
  std::uint64_t max_expansions = 0;
  double time_limit_ms = 0;

  void add_to(CLI::App& cmd);
  [[nodiscard]] MoveRules rules() const;
  /// --algo (which may itself be a spec "NAME:key=value,...") with the explicit options laid over it.
  [[nodiscard]] Config spec() const;
  [[nodiscard]] Limits limits() const;

 private:
  struct Bound {
    std::string param;
    std::optional<std::string> value;
  };
  std::map<std::string, Bound> bound_;  // option name -> storage
};

}  // namespace gridnav::cli
