// The figure of `gridnav lab lpa`: expansions and time per replan of every dynamic planner
// in every setting, repeated A* (the baseline) first.
#include <algorithm>
#include <string>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {

void add_lpa_figures(LabReport& report, std::string_view experiment) {
  if (report.tables.empty()) return;
  plot::Figure f;
  f.name = "replans";
  f.title = "Replanning with fixed start and goal: every planner against repeated A* (Koenig et al.'s LPA* setting)";
  f.caption =
      "Means per replan; time = apply_changes + plan + path(). One group per setting (the tables' titles "
      "give the details). Data: " +
      csv_file_name(experiment, 0) + " .. " + csv_file_name(experiment, report.tables.size() - 1) + ".";
  f.columns = 2;
  for (const auto& [column, label] : {std::pair{"expansions / replan", "cells expanded per replan"},
                                      std::pair{"time / replan (us)", "time per replan (µs)"}}) {
    plot::Chart c{plot::ChartKind::bars, label, "", label, plot::Scale::automatic, {}, {}};
    for (std::size_t i = 0; i < report.tables.size(); ++i) {
      const TableReader t(report, i, experiment);
      const std::string& title = t.table().title;
      const std::string setting = title.substr(0, title.find(':'));
      c.categories.push_back(setting);
      for (std::size_t r = 0; r < t.rows(); ++r) {
        const std::string& planner = t.cell(r, "planner");
        auto series = std::find_if(c.series.begin(), c.series.end(), [&](const auto& s) { return s.name == planner; });
        if (series == c.series.end()) series = c.series.insert(c.series.end(), plot::Series{planner, {}});
        if (auto p = t.point(r, column, 0, setting)) series->points.push_back(*p);
      }
    }
    f.charts.push_back(std::move(c));
  }
  report.figures.push_back(std::move(f));
}

}  // namespace gridnav::lab
