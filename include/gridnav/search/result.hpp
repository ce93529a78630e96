// What a search is asked (Query, Limits) and what it answers (SearchResult).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {

inline constexpr Cost kInfiniteCost = std::numeric_limits<Cost>::infinity();

enum class Status : std::uint8_t {
  running,           ///< step-wise search not finished yet
  found,             ///< a path was found (optimal for the optimal algorithms)
  no_path,           ///< the goal is unreachable: a normal answer, not an error
  invalid_input,     ///< start or goal out of range or blocked; see SearchResult::message
  budget_exhausted,  ///< a node or time limit stopped the search first
  partial,           ///< partial=on: the goal not reached; the path leads to the reached cell closest to it
};
[[nodiscard]] std::string_view to_string(Status s) noexcept;

struct Query {
  Point start;
  Point goal;
};

/// Largest time limit time_limit_from_ms accepts: 1e9 ms, about 11.6 days.
inline constexpr double kMaxTimeLimitMs = 1e9;

/// A time limit of `ms` milliseconds for Limits::max_time. 0 means no limit; any other value
/// must be finite and in (0, kMaxTimeLimitMs], and is rounded up to whole nanoseconds, so a
/// tiny positive limit becomes 1 ns rather than no limit. Throws InputError otherwise (NaN,
/// infinities, negative values, values above the cap, which would overflow nanoseconds).
[[nodiscard]] std::chrono::nanoseconds time_limit_from_ms(double ms);

/// Limits a search obeys; zero means unlimited. max_time must not be negative (a negative
/// limit counts as already spent).
struct Limits {
  std::uint64_t max_expansions = 0;
  std::chrono::nanoseconds max_time{0};

  /// True when a time limit is set and `spent_ns` plus the time since `since` reach it.
  /// The clock is read only when `expanded` is one below a multiple of 1024.
  [[nodiscard]] bool time_up(std::uint64_t expanded, std::int64_t spent_ns,
                             std::chrono::steady_clock::time_point since) const noexcept {
    return max_time.count() != 0 && (expanded & 1023u) == 1023u &&
           std::chrono::nanoseconds(spent_ns) + (std::chrono::steady_clock::now() - since) >= max_time;
  }
  /// The first expansion count, from `expanded` on, at which a limit can end a search: the
  /// node budget, or the next count at which time_up reads the clock. A search loop then
  /// compares one number per pop instead of testing both limits.
  [[nodiscard]] std::uint64_t next_check(std::uint64_t expanded) const noexcept {
    std::uint64_t at = max_expansions != 0 ? max_expansions : std::numeric_limits<std::uint64_t>::max();
    if (max_time.count() != 0) at = std::min(at, expanded | 1023u);  // time_up reads at 1023 mod 1024
    return at;
  }
};

/// Counters every search keeps (they cost one increment each). Finer counters
/// (open-list operations, traces) come through an observer.
struct SearchStats {
  std::uint64_t expanded = 0;   ///< nodes taken from the open list and expanded
  std::uint64_t generated = 0;  ///< nodes put into the open list for the first time in this search
  std::uint64_t reopened = 0;   ///< closed nodes put back because a cheaper path reached them
  std::uint64_t improved = 0;   ///< open nodes whose g dropped (decrease-key or duplicate push)
  std::uint64_t max_open = 0;   ///< largest open-list size seen
  std::int64_t time_ns = 0;     ///< wall time inside the search, path reconstruction included
  [[nodiscard]] double time_us() const noexcept { return double(time_ns) / 1000.0; }
};

struct SearchResult {
  Status status = Status::running;
  Cost cost = kInfiniteCost;  ///< path cost under the query's cost model; infinite without a path
  std::vector<Point> path;    ///< start ... goal, inclusive; empty without a path
  SearchStats stats;
  std::string message;  ///< why, for invalid_input

  [[nodiscard]] bool found() const noexcept { return status == Status::found; }
  /// A path to the goal, or a partial one (Status::partial) to the cell closest to it.
  [[nodiscard]] bool has_path() const noexcept { return status == Status::found || status == Status::partial; }
  /// Clears for reuse without giving the path's memory back.
  void reset() noexcept {
    status = Status::running;
    cost = kInfiniteCost;
    path.clear();
    stats = {};
    message.clear();
  }
};

/// Empty when start and goal are in range and traversable, otherwise the reason.
[[nodiscard]] std::string validate_query(const Grid& grid, const Query& q);

/// Cost of a path under a move model, or infinity when some step is not a legal move.
[[nodiscard]] Cost path_cost(const MoveModel& moves, const std::vector<Point>& path);

}  // namespace gridnav
