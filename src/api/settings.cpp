#include "gridnav/api/settings.hpp"

#include <array>
#include <limits>
#include <string>
#include <vector>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

template <class Enum, std::size_t N>
std::vector<std::string> names(const std::array<Enum, N>& values) {
  std::vector<std::string> out;
  for (Enum v : values) out.emplace_back(to_string(v));
  return out;
}

/// One move rule: its parameter, and how its canonical value sets MoveRules and reads back.
struct RuleRow {
  Param param;
  void (*set)(MoveRules&, const std::string&);
  std::string (*get)(const MoveRules&);
};

const std::vector<RuleRow>& rule_rows() {
  static const std::vector<RuleRow> rows{
      {Param::choice("connect", "8", {"4", "8"}, "neighbours per cell"),
       [](MoveRules& r, const std::string& v) { r.connectivity = v == "4" ? Connectivity::four : Connectivity::eight; },
       [](const MoveRules& r) { return std::string(to_string(r.connectivity)); }},
      {Param::choice("diagonal", std::string(to_string(DiagonalRule::no_corner_cutting)), names(kDiagonalRules),
                     "diagonal rule on 8-connected grids"),
       [](MoveRules& r, const std::string& v) { r.diagonal = *parse_diagonal_rule(v); },
       [](const MoveRules& r) { return std::string(to_string(r.diagonal)); }},
      {Param::choice("costs", std::string(to_string(CostProfileKind::octile)), names(kCostProfiles),
                     "move costs: octile (1, sqrt 2), integer (2, 3; tiles 1), unit (1, 1); a move costs base x "
                     "the entered cell's weight"),
       [](MoveRules& r, const std::string& v) { r.costs = *parse_cost_profile(v); },
       [](const MoveRules& r) { return std::string(to_string(r.costs)); }},
  };
  return rows;
}

/// `config`'s parameters checked against `entry`, with the defaults filled in.
Config checked(const EntryInfo& entry, const Config& config) {
  return detail::complete_config("settings", entry, Config{entry.name, config.params});
}

}  // namespace

const EntryInfo& move_rule_settings() {
  static const EntryInfo info = [] {
    EntryInfo e{"move rules", "how an agent moves between cells and what a move costs", {}};
    for (const RuleRow& row : rule_rows()) e.params.push_back(row.param);
    return e;
  }();
  return info;
}

MoveRules rules_from(const Config& config) {
  const Config full = checked(move_rule_settings(), config);
  MoveRules rules;
  for (const RuleRow& row : rule_rows()) row.set(rules, full.text(row.param.name));
  return rules;
}

Config rules_config(const MoveRules& rules) {
  Config out{move_rule_settings().name, {}};
  for (const RuleRow& row : rule_rows()) out.params[row.param.name] = row.get(rules);
  return out;
}

/// 10^15 expansions: days of search, and a whole number a double (Param's bounds) holds exactly.
constexpr std::int64_t kMostExpansions = 1'000'000'000'000'000;

const EntryInfo& search_limit_settings() {
  static const EntryInfo info{
      "search limits",
      "when a search gives up (Status::budget_exhausted)",
      {Param::integer("max-expansions", 0, 0, kMostExpansions,
                      "stop a search after this many expansions (0: no limit)"),
       Param::real("time-limit", 0, 0, kMaxTimeLimitMs,
                   "stop a search after this many milliseconds, up to 1e9 (0: no limit; any positive value is "
                   "at least 1 ns)")}};
  return info;
}

Limits limits_from(const Config& config) {
  const Config full = checked(search_limit_settings(), config);
  Limits limits;
  limits.max_expansions = std::uint64_t(full.integer("max-expansions"));
  limits.max_time = time_limit_from_ms(full.real("time-limit"));
  return limits;
}

}  // namespace gridnav
