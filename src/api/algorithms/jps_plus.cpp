// jps-plus and jps-plus-gb, in a file of their own (jps_make.hpp says why).
#include <chrono>
#include <string>

#include "../goal_bounds_support.hpp"
#include "jps_make.hpp"

namespace gridnav::detail {
namespace {

std::int64_t since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

std::unique_ptr<Planner> make_jps_plus(const Grid& grid, const MoveRules& rules, const Config& spec) {
  if (std::string why = jps_plus_unsupported(grid, rules); !why.empty()) throw InputError(why);
  const auto t0 = std::chrono::steady_clock::now();
  auto planner = make_jps<JpsPlusSearch>(spec, rules, grid, rules, jps::TableJumps(spec.text("table-file")));
  planner->note_precompute(since(t0), planner->search().memory_bytes());
  return planner;
}

std::unique_ptr<Planner> make_jps_plus_gb(const Grid& grid, const MoveRules& rules, const Config& spec) {
  const auto t0 = std::chrono::steady_clock::now();
  if (std::string why = jps_plus_unsupported(grid, rules); !why.empty()) throw InputError(why);
  auto bounds = goal_bounds_for(spec, grid, rules, unsigned(spec.integer("bounds-threads")));
  auto planner = make_jps<JpsPlusBoundedSearch>(
      spec, rules, grid, rules, jps::BoundedTableJumps(std::move(bounds), rules, spec.text("table-file")));
  planner->note_precompute(since(t0), planner->search().memory_bytes());
  return planner;
}

}  // namespace gridnav::detail
