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

void SearchCli::add_to(CLI::App& cmd) {
  cmd.add_option("--algo", algo, "algorithm, optionally with parameters: NAME[:key=value,...] (see `gridnav algos`)")
      ->capture_default_str();
  move_rules.add_to(cmd);
  limit_options.add_to(cmd);

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

Limits SearchCli::limits() const { return limits_from(limit_options.config()); }

}  // namespace gridnav::cli
