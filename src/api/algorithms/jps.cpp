// Registers jps (online jump point search with block-based jumps), jps-plus (JPS+, the
// jumps precomputed per grid) and jps-plus-gb (JPS+ with goal bounding), all from
// algorithm/jps.hpp (made in jps.cpp, jps_rules.cpp, jps_plus.cpp and jps_plus_rules.cpp: jps_make.hpp). All three
// take every move rule (their jumps and pruning are chosen by the rules). The factories refuse, with InputError naming
// the reason, the grids and rules whose pruning they do not support (terrain weights; unit costs on 8-connected
// grids).
//
//   table-file=PATH    (jps-plus, jps-plus-gb) the jump table: loaded when the file exists,
//                      else built and saved there
//   bounds-file=PATH   (jps-plus-gb) the goal bounds, the same way; or bounds-dir=DIR, a
//                      folder of them, one per map (goal_bounds_support.hpp)
//   bounds-threads=N   (jps-plus-gb) threads that build the goal bounds (0: one per core)
//   pruning=strong     (all) JPS2's stronger pruning (algorithm/jps_pruning.hpp)
#include <memory>
#include <string>
#include <vector>

#include "../goal_bounds_support.hpp"
#include "jps_make.hpp"

namespace gridnav::detail {
namespace {

Param pruning_param() {
  return Param::choice("pruning", "basic", {"basic", "strong"},
                       "strong: JPS2's pruning (Harabor & Grastien 2014), no node for a point a diagonal jump finds "
                       "only because a straight jump from it finds one; the same costs, fewer open-list operations");
}

Param table_file_param() {
  return Param::text("table-file", "", "JPS+ jump table file: loaded if it exists, else built and saved there");
}

}  // namespace

void register_jps(PlannerCatalog& catalog) {
  catalog.add({"jps",
               "online jump point search (Harabor & Grastien 2011) with block-based jumps over a bit-packed grid "
               "(ICAPS 2014); every move rule (8-connected with or without corner cutting, 4-connected), uniform "
               "costs only",
               {pruning_param()}},
              [](const Grid& grid, const MoveRules& rules, const Config& spec) -> std::unique_ptr<Planner> {
                if (std::string why = jps_unsupported(grid, rules); !why.empty()) throw InputError(why);
                if (jump_rule_for(rules) != JumpRule::no_corner_cutting) return make_jps_other_rules(grid, rules, spec);
                return make_jps<JpsSearch>(spec, rules, grid, rules);
              });
  catalog.add({"jps-plus",
               "JPS+ (Rabin): jump point search reading every jump from a table of 8 distances per cell, built "
               "when the planner is made (16 bytes a cell), or loaded from table-file; every move rule, uniform "
               "costs only",
               {table_file_param(), pruning_param()}},
              make_jps_plus);
  catalog.add(
      {"jps-plus-gb",
       "JPS+ with goal bounding (Rabin & Sturtevant 2016): a jump is taken only when the goal lies in the bounding "
       "box of the cells that a least-cost path starting with its first move reaches; the boxes (64 bytes a cell) "
       "take one Dijkstra search per cell to build, on every core, so save them with bounds-file (or gridnav "
       "precompute); every move rule, uniform costs only",
       [] {
         std::vector<Param> p = goal_bounds_file_params();
         p.push_back(table_file_param());
         p.push_back(pruning_param());
         p.push_back(
             Param::integer("bounds-threads", 0, 0, 1024, "threads that build the goal bounds (0: one per core)"));
         return p;
       }(),
       {.search_per_cell = [](const Config&) { return true; }}},
      make_jps_plus_gb);
}

}  // namespace gridnav::detail
