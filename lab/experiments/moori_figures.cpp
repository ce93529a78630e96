// The figures of `gridnav lab moori`: Tables 5 and 6 as grouped bars, one panel per
// column of the thesis' tables, one group per planner, gridnav's run beside Moori's; and the
// thesis' claims read from the same tables.
#include <cstdio>
#include <string>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {
namespace {

struct Planner {
  const char* ours;   ///< the navigator's name in our rows
  const char* seed;   ///< the thesis' name, in rows "Moori 2008: NAME"
  const char* label;  ///< the group's label
};

constexpr Planner kPlanners[] = {
    {"focused-dstar", "FD*", "Focused D* (FD*)"},
    {"dstar", "D*", "D*"},
    {kMooriAStar, "A*", "A* on every change (A*)"},
    {"astar-replan", "", "A* when a change matters"},
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
          const bool ours = name == planner.ours,
                     seed = *planner.seed && name == std::string("Moori 2008: ") + planner.seed;
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

namespace gridnav::lab {
namespace {

/// The value of `column` in the row of `planner` ("dstar", or "Moori 2008: D*" for the thesis').
double value_of(const TableReader& t, const std::string& planner, const char* column) {
  for (std::size_t r = 0; r < t.rows(); ++r)
    if (t.cell(r, "planner") == planner) return cell_number(t.cell(r, column)).value_or(0);
  return 0;
}

std::string times(double a, double b) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2fx", b > 0 ? a / b : 0.0);
  return buf;
}

}  // namespace

void add_moori_claims(LabReport& report) {
  for (std::size_t i = 0; i < report.tables.size() && i < 2; ++i) {
    const TableReader t(report, i, "");
    const std::string world = i == 0 ? "(maze world) " : "(open world) ";
    const std::string figure = i == 0 ? "table5-maze" : "table6-open";
    const auto ops = [&](const std::string& p) { return value_of(t, p, "Total Operations"); };
    const auto heap = [&](const std::string& p) { return value_of(t, p, "Average heap size"); };
    const int fewer = int(ops("dstar") < ops(kMooriAStar)) + int(ops("focused-dstar") < ops(kMooriAStar));
    report.claims.push_back({world + "D* and Focused D* need fewer heap operations than repeated A*",
                             "A* / D* " + times(ops("Moori 2008: A*"), ops("Moori 2008: D*")) + ", A* / FD* " +
                                 times(ops("Moori 2008: A*"), ops("Moori 2008: FD*")),
                             "A* / D* " + times(ops(kMooriAStar), ops("dstar")) + ", A* / FD* " +
                                 times(ops(kMooriAStar), ops("focused-dstar")),
                             fewer == 2   ? Verdict::holds
                             : fewer == 1 ? Verdict::partly
                                          : Verdict::does_not_hold,
                             figure});
    if (i == 1)
      report.claims.push_back({world + "Focused D* gains the most on open terrain (fewer operations than D*)",
                               "FD* / D* " + times(ops("Moori 2008: FD*"), ops("Moori 2008: D*")),
                               "FD* / D* " + times(ops("focused-dstar"), ops("dstar")),
                               ops("focused-dstar") < ops("dstar") ? Verdict::holds : Verdict::does_not_hold, figure});
    const bool smallest = heap(kMooriAStar) < heap("dstar") && heap(kMooriAStar) < heap("focused-dstar");
    char seed[96], ours[96];
    std::snprintf(seed, sizeof seed, "A* %.2f, D* %.2f, FD* %.2f", heap("Moori 2008: A*"), heap("Moori 2008: D*"),
                  heap("Moori 2008: FD*"));
    std::snprintf(ours, sizeof ours, "A* %.2f, D* %.2f, FD* %.2f", heap(kMooriAStar), heap("dstar"),
                  heap("focused-dstar"));
    report.claims.push_back({world + "Repeated A* keeps the smallest heap on average", seed, ours,
                             smallest ? Verdict::holds : Verdict::does_not_hold, figure});
  }
}

}  // namespace gridnav::lab
