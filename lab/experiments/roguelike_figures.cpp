// The figure of `gridnav lab roguelike`: each rung's speed-up, ours beside the article's,
// over the first version and over the version before.
#include <string>
#include <tuple>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {

void add_roguelike_figures(LabReport& report, std::string_view experiment) {
  if (report.tables.empty()) return;
  const TableReader t(report, 0, experiment);
  plot::Figure f;
  f.name = "speedups";
  f.title = "The roguelike article's A* ladder: speed-ups, gridnav's run beside the article's";
  f.caption =
      "gridnav: search time only, thread CPU time, median over the rounds; article: hyperfine means of whole "
      "runs of its game (map generation included), which dilutes its ratios. 4c, 5c and 6c (rungs 4-6 with the "
      "exact Chebyshev heuristic) and gridnav's A* are not in the article. Data: " +
      csv_file_name(experiment, 0) + ".";
  for (const auto& [ours, article, title] :
       {std::tuple{"speed-up over rung 1", "article", "speed-up over rung 1 (lists)"},
        std::tuple{"over the rung before", "article (step)", "speed-up over the rung before"}}) {
    plot::Chart c{plot::ChartKind::bars,
                  title,
                  "",
                  std::string(title) + " (x)",
                  plot::Scale::linear,
                  {},
                  {{"gridnav", {}, "#0072B2"}, {"article", {}, "#999999"}},
                  {},
                  1.0};
    for (std::size_t r = 0; r < t.rows(); ++r) {
      const std::string& version = t.cell(r, "version");
      const auto colon = version.find(": ");
      std::string rung = t.cell(r, "rung");
      if (rung.size() > 2 && rung.ends_with(" *")) rung.resize(rung.size() - 2);  // the table's mark of additions
      const std::string category = rung + " " + (colon == std::string::npos ? version : version.substr(colon + 2));
      c.categories.push_back(category);
      if (auto p = t.point(r, ours, 0, category)) c.series[0].points.push_back(*p);
      if (auto p = t.point(r, article, 0, category)) c.series[1].points.push_back(*p);
    }
    f.charts.push_back(std::move(c));
  }
  report.figures.push_back(std::move(f));
}

}  // namespace gridnav::lab
