// The figures of `gridnav lab cazenave`: per wall set, each algorithm's search time over
// M(N)'s (1 = as fast as A* with the array of stacks), ours beside the paper's (Tables
// I-III), one panel for octiles (8 neighbours) and one for tiles (4), for the algorithms
// the paper timed.
#include <string>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {

void add_cazenave_figures(LabReport& report, std::string_view experiment) {
  for (std::size_t i = 0; i < report.tables.size(); ++i) {
    const TableReader t(report, i, experiment);
    plot::Figure f;
    const std::string title = t.table().title;
    const std::string walls = title.substr(title.find(" with ") + 6, title.find(" walls") - title.find(" with ") - 6);
    f.name = "time-ratios-" + walls + "-walls";
    f.title = "Search time relative to M(N) on maps with " + walls + " walls (Cazenave 2006, Tables I-III)";
    f.caption = t.table().title +
                ". gridnav: time / M(N) of this run; paper: the same ratio from its tables "
                "(Celeron 1.7 GHz). Below 1: faster than A* with the array of stacks. Data: " +
                csv_file_name(experiment, i) + ".";
    for (const char* neighbours : {"(8)", "(4)"}) {
      plot::Chart c{
          plot::ChartKind::bars,
          std::string(neighbours) == "(8)" ? "octiles: 8 neighbours, costs 2 and 3" : "tiles: 4 neighbours, cost 1",
          "",
          "search time / M(N)'s",
          plot::Scale::log,
          {},
          {{"gridnav", {}, "#0072B2"}, {"Cazenave 2006", {}, "#999999"}},
          {},
          1.0};
      for (std::size_t r = 0; r < t.rows(); ++r) {
        const std::string& name = t.cell(r, "algorithm");
        if (name.find(neighbours) == std::string::npos || t.cell(r, "paper time / M(N)").empty()) continue;
        c.categories.push_back(name);
        if (auto p = t.point(r, "time / M(N)", 0, name)) c.series[0].points.push_back(*p);
        if (auto p = t.point(r, "paper time / M(N)", 0, name)) c.series[1].points.push_back(*p);
      }
      if (!c.categories.empty()) f.charts.push_back(std::move(c));
    }
    if (!f.charts.empty()) report.figures.push_back(std::move(f));
  }
}

}  // namespace gridnav::lab
