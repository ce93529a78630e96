#include "search_options.hpp"

#include <chrono>
#include <set>

#include "finite_number.hpp"
#include "gridnav/error.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

std::string describe(const Param& p) { return p.help + " (" + p.domain() + ")"; }

}  // namespace

void RulesCli::add_to(CLI::App& cmd) {
  cmd.add_option("--connect", connect, "neighbours per cell")->check(CLI::IsMember({4, 8}))->capture_default_str();
  cmd.add_option("--diagonal", diagonal, "diagonal rule on 8-connected grids")
      ->check(CLI::IsMember({"no-corner-cutting", "corner-cutting", "always"}))
      ->capture_default_str();
  cmd.add_option("--costs", costs,
                 "move costs: octile (1, sqrt 2), integer (2, 3; tiles 1), unit (1, 1); "
                 "a move costs base x the entered cell's weight")
      ->check(CLI::IsMember({"octile", "integer", "unit"}))
      ->capture_default_str();
}

MoveRules RulesCli::rules() const {
  MoveRules r;
  r.connectivity = connect == 4 ? Connectivity::four : Connectivity::eight;
  r.diagonal = *parse_diagonal_rule(diagonal);
  r.costs = *parse_cost_profile(costs);
  return r;
}

void SearchCli::add_to(CLI::App& cmd) {
  cmd.add_option("--algo", algo, "algorithm, optionally with parameters: NAME[:key=value,...] (see `gridnav algos`)")
      ->capture_default_str();
  move_rules.add_to(cmd);
  cmd.add_option("--max-expansions", max_expansions, "stop a search after this many expansions (0: no limit)")
      ->check(whole_number<std::uint64_t>());
  cmd.add_option("--time-limit", time_limit_ms,
                 "stop a search after this many milliseconds, up to 1e9 (0: no limit; any positive value is at "
                 "least 1 ns)")
      ->check(finite_number(0, kMaxTimeLimitMs));

  // One option per parameter name declared by any algorithm (the first help text wins).
  std::set<std::string> seen;
  for (const auto& a : frontend::planners().entries()) {
    for (const Param& p : a.params) {
      // A parameter whose flag has its own name is only a flag (--stats sets stats=on).
      if (p.flag != p.name && seen.insert(p.name).second) {
        Bound& b = bound_[p.name];
        b.param = p.name;
        cmd.add_option("--" + p.name, b.value, describe(p) + " [algorithm parameter]");
      }
      if (!p.flag.empty() && seen.insert("flag:" + p.flag).second) {
        Bound& b = bound_["flag:" + p.flag];
        b.param = p.name;
        cmd.add_flag_callback(
            "--" + p.flag, [&b, value = p.flag_value] { b.value = value; },
            "sets " + p.name + "=" + p.flag_value + " [algorithm parameter]");
      }
    }
  }
}

MoveRules SearchCli::rules() const { return move_rules.rules(); }

Config SearchCli::spec() const {
  Config s = parse_config(algo);
  for (const auto& [option, b] : bound_) {
    if (!b.value) continue;
    if (auto it = s.params.find(b.param); it != s.params.end() && it->second != *b.value)
      throw InputError("--algo sets " + b.param + "=" + it->second + " but an option sets it to " + *b.value);
    s.params[b.param] = *b.value;
  }
  return s;
}

Limits SearchCli::limits() const {
  Limits l;
  l.max_expansions = max_expansions;
  l.max_time = time_limit_from_ms(time_limit_ms);
  return l;
}

}  // namespace gridnav::cli
