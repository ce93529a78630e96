// The lab's SVG figures: the writer's axes and elements, and for every experiment that
// each figure is written beside the CSV files and that every plotted value equals the CSV
// cell it names (data-csv, data-row, data-column), read back with a parser of this test's own.
// Each figure's PNG copy must decode (stb) at twice the SVG's size with the data drawn:
// a series' colour at the centre of each plotted point or bar.
#include <gtest/gtest.h>
#include <stb/stb_image.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "lab/figures.hpp"
#include "lab/lab.hpp"
#include "lab/plot/axis.hpp"
#include "lab/plot/chart.hpp"

namespace gridnav::lab {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

/// RFC 4180 records: fields separated by commas, quoted fields with "" for a quote.
std::vector<std::vector<std::string>> parse_csv(const std::string& text) {
  std::vector<std::vector<std::string>> rows(1);
  std::string field;
  bool quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') {
        field += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      rows.back().push_back(field);
      field.clear();
    } else if (c == '\n') {
      rows.back().push_back(field);
      field.clear();
      rows.emplace_back();
    } else {
      field += c;
    }
  }
  if (rows.back().empty()) rows.pop_back();
  return rows;
}

std::string unescape(std::string s) {
  for (const auto& [from, to] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}})
    for (std::size_t at; (at = s.find(from)) != std::string::npos;) s.replace(at, std::string(from).size(), to);
  return s;
}

/// Every drawn point or bar of an SVG: its data-* attributes.
std::vector<std::map<std::string, std::string>> plotted_elements(const std::string& svg) {
  std::vector<std::map<std::string, std::string>> out;
  const std::regex element(R"re(<(circle|rect) class="(point|bar)"[^>]*>)re"),
      attribute(R"re(data-([a-z]+)="([^"]*)")re");
  for (auto e = std::sregex_iterator(svg.begin(), svg.end(), element); e != std::sregex_iterator(); ++e) {
    const std::string tag = e->str();
    std::map<std::string, std::string> data;
    for (auto a = std::sregex_iterator(tag.begin(), tag.end(), attribute); a != std::sregex_iterator(); ++a)
      data[(*a)[1]] = unescape((*a)[2]);
    out.push_back(std::move(data));
  }
  return out;
}

/// The PNG of a figure decodes at kPngScale times the SVG's size, and every plotted point
/// and bar of the SVG shows a series colour near its centre in the PNG (its own, or that
/// of a series drawn over it where lines coincide).
void expect_png_matches_svg(const std::string& svg, const fs::path& png_file) {
  ASSERT_TRUE(fs::exists(png_file)) << png_file;
  const std::string png = read_text(png_file);
  int w = 0, h = 0, channels = 0;
  unsigned char* pixels =
      stbi_load_from_memory(reinterpret_cast<const unsigned char*>(png.data()), int(png.size()), &w, &h, &channels, 3);
  ASSERT_NE(pixels, nullptr) << png_file << ": " << stbi_failure_reason();
  std::smatch size;
  ASSERT_TRUE(std::regex_search(svg, size, std::regex(R"re(<svg [^>]*width="([0-9.]+)" height="([0-9.]+)")re")));
  EXPECT_EQ(w, int(std::ceil(std::stod(size[1]) * plot::kPngScale))) << png_file;
  EXPECT_EQ(h, int(std::ceil(std::stod(size[2]) * plot::kPngScale))) << png_file;
  // Each panel's plotted elements, at the panel's offset.
  const std::regex panel(R"re(<g class="panel" transform="translate\(([0-9.]+),([0-9.]+)\)")re"),
      point(R"re(<circle class="point" cx="([0-9.]+)" cy="([0-9.]+)" r="[0-9.]+" fill="#([0-9A-Fa-f]{6})")re"),
      bar(R"re(<rect class="bar" x="([0-9.]+)" y="([0-9.]+)" width="([0-9.]+)" height="([0-9.]+)" fill="#([0-9A-Fa-f]{6})")re");
  std::vector<std::pair<double, double>> centres;
  std::set<long> colours;  // 0xrrggbb of the series
  const auto expect_colour = [&](double x, double y, const std::string& hex) {
    centres.emplace_back(x * plot::kPngScale, y * plot::kPngScale);
    colours.insert(std::strtol(hex.c_str(), nullptr, 16));
  };
  std::vector<std::smatch> panels;
  for (auto g = std::sregex_iterator(svg.begin(), svg.end(), panel); g != std::sregex_iterator(); ++g)
    panels.push_back(*g);
  for (std::size_t i = 0; i < panels.size(); ++i) {
    const double ox = std::stod(panels[i][1]), oy = std::stod(panels[i][2]);
    const auto from = panels[i][0].second;
    const auto to = i + 1 < panels.size() ? panels[i + 1][0].first : svg.end();
    for (auto m = std::sregex_iterator(from, to, point); m != std::sregex_iterator(); ++m)
      expect_colour(ox + std::stod((*m)[1]), oy + std::stod((*m)[2]), (*m)[3]);
    for (auto m = std::sregex_iterator(from, to, bar); m != std::sregex_iterator(); ++m)
      if (std::stod((*m)[3]) >= 2)  // bars of (nearly) zero length have no centre to look at
        expect_colour(ox + std::stod((*m)[1]) + std::stod((*m)[3]) / 2,
                      oy + std::stod((*m)[2]) + std::stod((*m)[4]) / 2, (*m)[5]);
  }
  // A centre pixel may fall on the anti-aliased edge of a later series' line or point when
  // values nearly coincide (timings do), so each element is looked for in a small disc
  // around its centre, inside the drawn point: some pixel there must be a series colour.
  const auto shows_series_colour = [&](int cx, int cy) {
    constexpr int kReach = 4;  // PNG pixels; points are 6.4 px in radius at kPngScale 2
    for (int dy = -kReach; dy <= kReach; ++dy)
      for (int dx = -kReach; dx <= kReach; ++dx) {
        const int px = cx + dx, py = cy + dy;
        if (dx * dx + dy * dy > kReach * kReach || px < 0 || py < 0 || px >= w || py >= h) continue;
        const unsigned char* p = pixels + (std::size_t(py) * std::size_t(w) + std::size_t(px)) * 3;
        if (colours.count((long(p[0]) << 16) | (long(p[1]) << 8) | long(p[2]))) return true;
      }
    return false;
  };
  std::size_t checked = 0, matched = 0;
  for (const auto& [x, y] : centres) {
    const int px = int(x), py = int(y);
    if (px < 0 || py < 0 || px >= w || py >= h) continue;
    ++checked;
    matched += shows_series_colour(px, py);
  }
  stbi_image_free(pixels);
  EXPECT_GT(checked, 0u) << png_file << ": no plotted element found in the SVG";
  EXPECT_EQ(matched, checked) << png_file << ": " << matched << " of " << checked
                              << " plotted elements show a series colour in the PNG";
}

/// Runs an experiment, writes its files, and checks every figure against the CSV files.
void expect_figures_match_csv(const std::string& name, LabContext ctx, std::size_t least_figures) {
  const LabReport report = experiments().run(name, ctx);
  ASSERT_FALSE(report.interrupted) << name;
  ASSERT_GE(report.figures.size(), least_figures) << name;
  const fs::path dir = fs::path(::testing::TempDir()) / ("gridnav-figures-" + name);
  fs::remove_all(dir);
  const auto written = write_report_files(report, name, dir);
  EXPECT_EQ(written.size(), report.tables.size() + 2 * report.figures.size()) << name;  // SVG and PNG
  std::map<std::string, std::vector<std::vector<std::string>>> csv;                     // file -> rows, header first
  for (const plot::Figure& figure : report.figures) {
    const fs::path file = dir / svg_file_name(name, figure);
    ASSERT_TRUE(fs::exists(file)) << file;
    const std::string svg = read_text(file);
    EXPECT_EQ(svg.rfind("<?xml", 0), 0u) << file;
    EXPECT_NE(svg.find("</svg>"), std::string::npos) << file;
    expect_png_matches_svg(svg, dir / png_file_name(name, figure));
    const auto elements = plotted_elements(svg);
    EXPECT_FALSE(elements.empty()) << file << " draws no data";
    for (const auto& data : elements) {
      ASSERT_TRUE(data.count("csv") && data.count("row") && data.count("column") && data.count("value")) << file;
      const std::string& csv_name = data.at("csv");
      if (!csv.count(csv_name)) {
        ASSERT_TRUE(fs::exists(dir / csv_name)) << file << " names " << csv_name;
        csv[csv_name] = parse_csv(read_text(dir / csv_name));
      }
      const auto& rows = csv[csv_name];
      const auto& header = rows.front();
      const auto column = std::find(header.begin(), header.end(), data.at("column"));
      ASSERT_NE(column, header.end()) << csv_name << " has no column " << data.at("column");
      const std::size_t row = std::stoul(data.at("row")) + 1;
      ASSERT_LT(row, rows.size()) << csv_name;
      std::string cell = rows[row][std::size_t(column - header.begin())];
      cell.erase(std::remove(cell.begin(), cell.end(), ','), cell.end());
      char* end = nullptr;
      const double expected = std::strtod(cell.c_str(), &end);
      ASSERT_TRUE(!cell.empty() && *end == '\0') << csv_name << " row " << row << ": '" << cell << "' is no number";
      EXPECT_EQ(std::strtod(data.at("value").c_str(), nullptr), expected)
          << file << ": " << data.at("column") << " row " << row;
    }
  }
}

TEST(LabFigures, CaoFiguresEqualTheCsv) {
  LabContext ctx;
  ctx.quick = true;
  ctx.config.params["candidates"] = "2";
  ctx.config.params["runs"] = "1";
  ctx.config.params["dropped"] = "0";
  // runtime, operations and memory by size and by density on 40x40, and decreaseKey
  expect_figures_match_csv("cao", ctx, 7);
}

TEST(LabFigures, CazenaveFiguresEqualTheCsv) {
  LabContext ctx;
  ctx.quick = true;
  ctx.maps = 1;
  ctx.config.params["walls"] = "200";
  expect_figures_match_csv("cazenave", ctx, 1);
}

TEST(LabFigures, MooriFiguresEqualTheCsv) {
  LabContext ctx;
  ctx.quick = true;
  ctx.maps = 1;
  ctx.config.params["worlds"] = std::string(GRIDNAV_DATA_DIR) + "/worlds";
  expect_figures_match_csv("moori", ctx, 2);
}

TEST(LabFigures, LpaFiguresEqualTheCsv) {
  LabContext ctx;
  ctx.quick = true;
  ctx.maps = 1;
  expect_figures_match_csv("lpa", ctx, 1);
}

TEST(LabFigures, RoguelikeFiguresEqualTheCsv) {
  LabContext ctx;
  ctx.quick = true;
  ctx.config.params["queries"] = "10";
  ctx.config.params["rounds"] = "1";
  expect_figures_match_csv("roguelike", ctx, 1);
}

TEST(SvgAxis, TicksAreRoundNumbers) {
  const plot::Axis linear(3.2, 137, false);
  EXPECT_EQ(linear.ticks(), (std::vector<double>{0, 50, 100, 150}));
  const plot::Axis shifted(40, 560, false, false);
  EXPECT_EQ(shifted.ticks().front(), 0);
  EXPECT_GE(shifted.max(), 560);
  const plot::Axis log(0.2, 30, true);
  EXPECT_EQ(log.ticks().front(), 0.1);
  EXPECT_EQ(log.ticks().back(), 100);
  EXPECT_DOUBLE_EQ(log.fraction(1), 1.0 / 3);
  EXPECT_EQ(plot::tick_text(20000), "20k");
  EXPECT_EQ(plot::value_text(17.46), "17.5");
  EXPECT_EQ(std::strtod(plot::exact_text(0.1 + 0.2).c_str(), nullptr), 0.1 + 0.2);
}

TEST(SvgFigure, DrawsOneElementPerPointWithItsData) {
  plot::Figure f;
  f.name = "t";
  f.title = "A & B <test>";
  plot::Chart lines{plot::ChartKind::lines, "lines", "x (cells)", "y (µs)", plot::Scale::linear, {}, {}};
  lines.series.push_back({"one", {{1, "", 2, {{"csv", "t-1.csv"}}}, {2, "", 4, {}}}});
  plot::Chart bars{plot::ChartKind::bars, "bars", "", "value", plot::Scale::log, {"a", "b"}, {}};
  bars.series.push_back({"s", {{0, "a", 10, {}}, {0, "b", 0, {}}}});  // 0 cannot be drawn on a log axis
  f.charts = {lines, bars};
  const std::string svg = plot::to_svg(f);
  EXPECT_NE(svg.find("A &amp; B &lt;test&gt;"), std::string::npos);
  const auto elements = plotted_elements(svg);
  ASSERT_EQ(elements.size(), 3u);
  EXPECT_EQ(elements[0].at("csv"), "t-1.csv");
  EXPECT_EQ(elements[0].at("x"), "1");
  EXPECT_EQ(elements[1].at("value"), "4");
  EXPECT_EQ(elements[2].at("category"), "a");
  EXPECT_NE(svg.find("(log scale)"), std::string::npos);
}

TEST(SvgFigure, CellNumbersReadTheTablesFormats) {
  EXPECT_EQ(cell_number("1,234"), 1234);
  EXPECT_EQ(cell_number("12.5"), 12.5);
  EXPECT_EQ(cell_number("-0.5"), -0.5);
  EXPECT_FALSE(cell_number("-"));
  EXPECT_FALSE(cell_number(""));
  EXPECT_FALSE(cell_number("3/3"));
  EXPECT_FALSE(cell_number("2.1x"));
}

}  // namespace
}  // namespace gridnav::lab
