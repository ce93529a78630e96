// Internal to the registry: the parameters that name where goal bounds are kept, shared by
// astar (goal-bounds=on) and jps-plus-gb.
//
//   bounds-file=PATH   loaded when it exists, else built and saved there
//   bounds-dir=DIR     the same with one file per map and rules in DIR (goal_bounds_file_in),
//                      for runs over many maps
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"

namespace gridnav::detail {

inline std::vector<Param> goal_bounds_file_params() {
  return {Param::text("bounds-file", "", "goal-bounds file: loaded if it exists, else built and saved there"),
          Param::text("bounds-dir", "", "folder of goal-bounds files, one per map: loaded or built and saved there")};
}

/// The file a spec names for the bounds of `grid` (empty: build in memory only).
inline std::string goal_bounds_file(const Config& spec, const Grid& grid, const MoveRules& rules) {
  const std::string& file = spec.text("bounds-file");
  const std::string& dir = spec.text("bounds-dir");
  if (!file.empty() && !dir.empty()) throw InputError("bounds-file and bounds-dir name the bounds twice: give one");
  if (dir.empty()) return file;
  std::error_code error;
  if (!std::filesystem::is_directory(dir, error)) throw InputError("bounds-dir: " + dir + " is not a folder");
  return goal_bounds_file_in(dir, grid, rules);
}

/// The shared bounds a spec asks for, with `threads` builders.
inline std::shared_ptr<const GoalBounds> goal_bounds_for(const Config& spec, const Grid& grid, const MoveRules& rules,
                                                         unsigned threads = 0) {
  GoalBoundsOptions options;
  options.threads = threads;
  return shared_goal_bounds(grid, rules, goal_bounds_file(spec, grid, rules), options);
}

}  // namespace gridnav::detail
