// The registry of planners: every algorithm reachable by name, with its declared
// parameters, so the command line, the lab, bindings and a viewer share one list.
//
//   const auto& registry = gridnav::default_registry();
//   auto planner = registry.make(grid, rules, gridnav::parse_planner_spec("astar:heuristic=octile"));
//   const auto& result = planner->solve({start, goal});
//
// A new algorithm is one file that defines a registration function plus one line
// in src/api/default_registry.cpp.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "gridnav/api/planner.hpp"
#include "gridnav/grid/grid.hpp"

namespace gridnav {

struct ParamSpec {
  std::string name;  ///< key in specs; also the command-line option --NAME
  std::string default_value;
  std::vector<std::string> choices;  ///< allowed values; empty for free values (numbers)
  std::string help;
  /// Optional command-line flag that sets this parameter to `flag_value`,
  /// e.g. {"no-deadend-cut", "off"} for a parameter deadend_cut=on|off.
  std::string flag;
  std::string flag_value;
};

struct AlgorithmInfo {
  std::string name;
  std::string summary;
  std::vector<ParamSpec> params;
};

/// Builds a planner from a spec whose params are complete (defaults filled) and valid.
using PlannerFactory = std::function<std::unique_ptr<Planner>(const Grid&, const MoveRules&, const PlannerSpec&)>;

class Registry {
 public:
  void add(AlgorithmInfo info, PlannerFactory factory);

  /// Makes a planner for `grid` (which must outlive it). Throws InputError naming
  /// the problem for an unknown algorithm, an unknown key or a value not allowed.
  [[nodiscard]] std::unique_ptr<Planner> make(const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) const;

  [[nodiscard]] const AlgorithmInfo* find(std::string_view name) const noexcept;
  [[nodiscard]] std::vector<const AlgorithmInfo*> algorithms() const;
  /// The spec with every declared parameter present (defaults filled in), checked.
  [[nodiscard]] PlannerSpec complete(const PlannerSpec& spec) const;

 private:
  struct Entry {
    AlgorithmInfo info;
    PlannerFactory factory;
  };
  std::vector<Entry> entries_;
};

/// The registry with every built-in algorithm. Built once on first use, then read-only.
[[nodiscard]] const Registry& default_registry();

}  // namespace gridnav
