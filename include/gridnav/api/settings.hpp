// The settings every front end reads beside a planner's own parameters, declared once as
// typed parameters (param.hpp): the command line makes its options of them, Python its
// keywords' defaults, the server checks its request fields through them, and the viewer's
// form lists their choices from the catalogs' JSON (frontend::catalogs_json).
//
//   move rules     connect=4|8, diagonal=no-corner-cutting|corner-cutting|always,
//                  costs=octile|integer|unit                       -> MoveRules (rules_from)
//   search limits  max-expansions=N (0: none), time-limit=MS (0: none) -> Limits (limits_from)
//
// A new move rule is one row of the table in src/api/settings.cpp.
#pragma once

#include "gridnav/api/catalog.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

/// "move rules": connect, diagonal and costs, each with its choices and default.
[[nodiscard]] const EntryInfo& move_rule_settings();
/// MoveRules from `config`'s parameters (its name is not read), each checked and the
/// absent ones at their defaults. InputError naming the key and the allowed values for an
/// unknown key or a value not allowed.
[[nodiscard]] MoveRules rules_from(const Config& config);
/// The parameters that give `rules` back through rules_from.
[[nodiscard]] Config rules_config(const MoveRules& rules);

/// "search limits": max-expansions and time-limit (milliseconds).
[[nodiscard]] const EntryInfo& search_limit_settings();
/// Limits from `config`'s parameters, as rules_from does.
[[nodiscard]] Limits limits_from(const Config& config);

}  // namespace gridnav
