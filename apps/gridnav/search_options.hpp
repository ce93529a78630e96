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
#include "gridnav/api/settings.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"
#include "settings_cli.hpp"

namespace gridnav::cli {

/// The move rules alone (--connect, --diagonal, --costs, as move_rule_settings() declares
/// them), for subcommands that do not search with a planner (`field`, `sim`); SearchCli
/// declares the same options through one of these.
struct RulesCli {
  SettingsCli options{move_rule_settings()};

  void add_to(CLI::App& cmd) { options.add_to(cmd); }
  [[nodiscard]] MoveRules rules() const { return rules_from(options.config()); }
};

struct SearchCli {
  std::string algo{kDefaultPlanner};
  RulesCli move_rules;
  SettingsCli limit_options{search_limit_settings()};  ///< --max-expansions, --time-limit

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
