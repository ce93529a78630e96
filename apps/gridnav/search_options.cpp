#include "search_options.hpp"

#include <chrono>

#include "gridnav/error.hpp"

namespace gridnav::cli {

void SearchCli::add_to(CLI::App& cmd) {
  cmd.add_option("--algo", algo,
                 "algorithm, optionally with parameters: NAME[:key=value,...] (see `gridnav algos`)")
      ->capture_default_str();
  cmd.add_option("--connect", connect, "neighbours per cell")->check(CLI::IsMember({4, 8}))->capture_default_str();
  cmd.add_option("--diagonal", diagonal, "diagonal rule on 8-connected grids")
      ->check(CLI::IsMember({"no-corner-cutting", "corner-cutting", "always"}))
      ->capture_default_str();
  cmd.add_option("--costs", costs,
                 "move costs: octile (1, sqrt 2), integer (2, 3; tiles 1), unit (1, 1); "
                 "a move costs base x the entered cell's weight")
      ->check(CLI::IsMember({"octile", "integer", "unit"}))
      ->capture_default_str();
  cmd.add_option("--heuristic", heuristic, "heuristic: octile|manhattan|zero|chebyshev|euclidean");
  cmd.add_option("--tie", tie, "order among equal f: g (larger g first)|h (smaller h)|lifo|fifo");
  cmd.add_option("--weight", weight, "weighted A*: f = g + W x h, W >= 1 (cost at most W x optimal)");
  cmd.add_option("--max-expansions", max_expansions, "stop a search after this many expansions (0: no limit)");
  cmd.add_option("--time-limit", time_limit_ms, "stop a search after this many milliseconds (0: no limit)")
      ->check(CLI::NonNegativeNumber);
}

MoveRules SearchCli::rules() const {
  MoveRules r;
  r.connectivity = connect == 4 ? Connectivity::four : Connectivity::eight;
  r.diagonal = *parse_diagonal_rule(diagonal);
  r.costs = *parse_cost_profile(costs);
  return r;
}

PlannerSpec SearchCli::spec() const {
  PlannerSpec s = parse_planner_spec(algo);
  const auto overlay = [&](const char* key, const std::optional<std::string>& value) {
    if (value) s.params[key] = *value;
  };
  overlay("heuristic", heuristic);
  overlay("tie", tie);
  overlay("weight", weight);
  return s;
}

Limits SearchCli::limits() const {
  Limits l;
  l.max_expansions = max_expansions;
  l.max_time = std::chrono::nanoseconds(std::int64_t(time_limit_ms * 1e6));
  return l;
}

}  // namespace gridnav::cli
