// The figures of `gridnav lab moori`: Tables 5 and 6 as grouped bars, one panel per
// column of the thesis' tables, one group per planner, gridnav's run beside Moori's.
#include <string>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {
namespace {

struct Planner {
  const char* ours;   ///< the navigator's name in our rows
  const char* seed;   ///< the thesis' name, in rows "seed: NAME"
  const char* label;  ///< the group's label
};

constexpr Planner kPlanners[] = {
    {"focused-dstar", "FD*", "Focused D* (FD*)"},
    {"dstar", "D*", "D*"},
    {"astar-replan", "A*", "repeated A* (A*)"},
    {"dstar-lite", "", "D* Lite"},
    {"lpa", "", "LPA*"},
};

constexpr const char* kColumns[] = {"heapInsert",       "heapRemove",          "Average heap size",
                                    "Total Operations", "Average Heap Height", "Worst case search depth"};

}  // namespace

void add_moori_figures(LabReport& report, std::string_view experiment) {
  for (std::size_t i = 0; i < report.tables.size(); ++i) {
    const TableReader t(report, i, experiment);
    plot::Figure f;
    f.name = i == 0 ? "table5-maze" : "table6-open";
    f.title = "Moori's " + t.table().title + ": gridnav's run beside the thesis";
    f.caption =
        "gridnav: averages per run on the shipped world; Moori 2008: the thesis' table, from his own world "
        "(same kind of map and traps, not the same cells). Data: " +
        csv_file_name(experiment, i) + ".";
    for (const char* column : kColumns) {
      plot::Chart c{plot::ChartKind::bars,
                    column,
                    "",
                    column,
                    plot::Scale::linear,
                    {},
                    {{"gridnav", {}, "#0072B2"}, {"Moori 2008", {}, "#999999"}}};
      for (const Planner& planner : kPlanners) {
        for (std::size_t r = 0; r < t.rows(); ++r) {
          const std::string& name = t.cell(r, "planner");
          const bool ours = name == planner.ours, seed = *planner.seed && name == std::string("seed: ") + planner.seed;
          if (!ours && !seed) continue;
          if (auto p = t.point(r, column, 0, planner.label)) c.series[ours ? 0 : 1].points.push_back(*p);
        }
        c.categories.push_back(planner.label);
      }
      f.charts.push_back(std::move(c));
    }
    report.figures.push_back(std::move(f));
  }
}

}  // namespace gridnav::lab
