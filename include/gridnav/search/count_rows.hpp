// Every counter of OperationCounts, and of SearchStats, as (name, value) rows in one fixed
// order: what the command line prints and what the CLI's JSON, the server's answers and the
// Python module's stats hold, under the same names.
#pragma once

#include <array>
#include <cstdint>
#include <utility>

#include "gridnav/search/counters.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

using CountRow = std::pair<const char*, std::uint64_t>;

[[nodiscard]] inline std::array<CountRow, 18> count_rows(const OperationCounts& c) {
  return {{{"expanded", c.expanded},
           {"generated", c.generated},
           {"reopened", c.reopened},
           {"improved", c.improved},
           {"stale_pops", c.stale_pops},
           {"insert_new", c.insert_new},
           {"insert_new_steps", c.insert_new_steps},
           {"delete_min", c.delete_min},
           {"delete_min_steps", c.delete_min_steps},
           {"whether_contains", c.whether_contains},
           {"whether_contains_steps", c.whether_contains_steps},
           {"decrease_key", c.decrease_key},
           {"decrease_key_steps", c.decrease_key_steps},
           {"closed_checks", c.closed_checks},
           {"max_open", c.max_open},
           {"max_closed", c.max_closed},
           {"max_height", c.max_height},
           {"max_stacks", c.max_stacks}}};
}

/// The counters of a search's SearchStats (its time, a double, is `time_us` beside them).
[[nodiscard]] inline std::array<CountRow, 5> stats_rows(const SearchStats& s) {
  return {{{"expanded", s.expanded},
           {"generated", s.generated},
           {"reopened", s.reopened},
           {"improved", s.improved},
           {"max_open", s.max_open}}};
}

}  // namespace gridnav
