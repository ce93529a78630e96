// The figures of `gridnav lab cao`, drawn as the thesis draws them: one panel per duplicate
// rule (check from open list, check from closed list), one line per open list, against the
// map size without obstacles (Figs. 31-32, 35-36, 38-39) or against the obstacle density
// on one map size (Figs. 33-34, 37, 41-42); and decreaseKey per open list by density
// (Tables 6-9).
#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "lab/experiments/figures.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {
namespace {

struct ListStyle {
  const char* name;
  const char* label;
  const char* color;
};

// The thesis' three lists first, then gridnav's; one colour per list in every figure.
constexpr ListStyle kLists[] = {
    {"unsorted", "unsorted array", "#D55E00"},     {"binary", "min-heap (binary)", "#0072B2"},
    {"multistack", "multi-stack heap", "#009E73"}, {"buckets", "array of stacks", "#CC79A7"},
    {"quaternary", "4-ary heap", "#E69F00"},       {"stdpq", "std::priority_queue", "#56B4E9"},
};

struct Metric {
  const char* column;
  const char* label;  ///< value axis, with its unit
  const char* what;   ///< in the figure title
  const char* figures_by_size;
  const char* figures_by_density;
};

constexpr Metric kMetrics[] = {
    {"us/search", "time per search (µs)", "Runtime", "Figs. 31-32", "Figs. 33-34"},
    {"total steps", "steps per search (open and closed lists)", "Operations", "Figs. 35-36", "Fig. 37"},
    {"memory", "max open + max closed (nodes)", "Memory", "Figs. 38-39", "Figs. 41-42"},
};

/// One panel per duplicate rule; rows chosen by `keep`, placed at x = `x_column`.
template <class Keep>
std::vector<plot::Chart> rule_panels(const TableReader& t, const Metric& m, const char* x_column, const char* x_label,
                                     Keep keep) {
  std::vector<plot::Chart> charts;
  for (const char* rule : {"open", "closed"}) {
    plot::Chart c;
    c.title = std::string("check from ") + rule + " list";
    c.x_label = x_label;
    c.value_label = m.label;
    for (const ListStyle& list : kLists) {
      plot::Series s{list.label, {}, list.color};
      for (std::size_t r = 0; r < t.rows(); ++r) {
        if (t.cell(r, "open") != list.name || t.cell(r, "duplicates") != rule || !keep(r)) continue;
        if (auto p = t.point(r, m.column, cell_number(t.cell(r, x_column)).value_or(0))) s.points.push_back(*p);
      }
      if (!s.points.empty()) c.series.push_back(std::move(s));
    }
    charts.push_back(std::move(c));
  }
  return charts;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return s;
}

}  // namespace

void add_cao_figures(LabReport& report, std::string_view experiment) {
  if (report.tables.empty()) return;
  const TableReader t(report, 0, experiment);
  const auto side = [&](std::size_t r) { return cell_number(t.cell(r, "side")).value_or(0); };
  const auto density = [&](std::size_t r) { return cell_number(t.cell(r, "obstacles (%)")).value_or(0); };
  // Map sizes run with obstacles, in table order: the thesis draws 40x40 and 160x160 (and
  // 520x520 is kept as the largest game-like size); all of them when none of those ran.
  std::vector<double> density_sides, all_sides;
  for (std::size_t r = 0; r < t.rows(); ++r)
    if (density(r) > 0 && std::find(all_sides.begin(), all_sides.end(), side(r)) == all_sides.end())
      all_sides.push_back(side(r));
  for (const double s : all_sides)
    if (s == 40 || s == 160 || s == 520) density_sides.push_back(s);
  if (density_sides.empty()) density_sides = all_sides;
  const std::string setting =
      "4-connected, unit costs, Manhattan, each list's own order among equal f; one hard query per map (times are "
      "means of the kept runs and noisy on a shared machine, counts are exact). Lines that coincide hide each "
      "other. Data: " +
      csv_file_name(experiment, 0) + ".";

  for (const Metric& m : kMetrics) {
    plot::Figure by_size;
    by_size.name = lower(m.what) + "-by-size";
    by_size.title = std::string(m.what) + " by map size, no obstacles (Cao, " + m.figures_by_size + ")";
    by_size.caption = setting;
    by_size.shared_value_axis = true;
    by_size.charts = rule_panels(t, m, "side", "map side (cells; the map is side x side)",
                                 [&](std::size_t r) { return density(r) == 0; });
    report.figures.push_back(std::move(by_size));
    for (double s : density_sides) {
      const std::string n = std::to_string(int(s));
      plot::Figure f;
      f.name = lower(m.what) + "-by-density-" + n;
      f.title =
          std::string(m.what) + " on " + n + "x" + n + " maps by obstacle density (Cao, " + m.figures_by_density + ")";
      f.caption = setting;
      f.shared_value_axis = true;
      f.charts = rule_panels(t, m, "obstacles (%)", "obstacles (% of the cells)",
                             [&](std::size_t r) { return side(r) == s && density(r) > 0; });
      report.figures.push_back(std::move(f));
    }
  }

  // Tables 6-9: decreaseKey under check from open list, on the 160x160 maps when run.
  if (density_sides.empty()) return;
  const double s = std::find(density_sides.begin(), density_sides.end(), 160.0) != density_sides.end()
                       ? 160.0
                       : density_sides.front();
  const std::string n = std::to_string(int(s));
  plot::Chart c{
      plot::ChartKind::bars, "check from open list", "", "decreaseKey per search", plot::Scale::linear, {}, {}};
  for (const ListStyle& list : kLists) {
    plot::Series series{list.label, {}, list.color};
    for (std::size_t r = 0; r < t.rows(); ++r) {
      if (side(r) != s || density(r) == 0 || t.cell(r, "open") != list.name || t.cell(r, "duplicates") != "open")
        continue;
      const std::string category = t.cell(r, "obstacles (%)") + " % obstacles";
      if (std::find(c.categories.begin(), c.categories.end(), category) == c.categories.end())
        c.categories.push_back(category);
      if (auto p = t.point(r, "decreaseKey", 0, category)) series.points.push_back(*p);
    }
    if (!series.points.empty()) c.series.push_back(std::move(series));
  }
  std::sort(c.categories.begin(), c.categories.end(),
            [](const std::string& a, const std::string& b) { return std::stod(a) < std::stod(b); });
  report.figures.push_back({"decreasekey-" + n,
                            "decreaseKey on " + n + "x" + n + " maps by obstacle density (Cao, Tables 6-9)",
                            setting,
                            {std::move(c)},
                            1});
}

}  // namespace gridnav::lab
