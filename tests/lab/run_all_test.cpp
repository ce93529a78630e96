// gridnav lab all: the index lists every claim on one line with its verdict and figure,
// embeds every figure, and a run stopped by Ctrl-C leaves a valid report that says so.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "lab/figures.hpp"
#include "lab/run_all.hpp"

namespace gridnav::lab {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

ExperimentResult roguelike_result() {
  LabContext ctx;
  ctx.quick = true;
  ctx.config.params["queries"] = "10";
  ctx.config.params["rounds"] = "1";
  return {"roguelike", experiments().run("roguelike", ctx), 0.5};
}

TEST(LabReportIndex, EveryClaimAndFigureAppears) {
  const ExperimentResult r = roguelike_result();
  ASSERT_FALSE(r.report.claims.empty());
  RunInfo info = describe_run("gridnav lab all --quick -o out");
  EXPECT_NE(info.machine.find("cores"), std::string::npos);
  EXPECT_FALSE(info.date.empty());
  EXPECT_FALSE(info.commit.empty());
  const std::string md = index_markdown({r}, info, {"lpa"});
  const std::string html = index_html({r}, info, {"lpa"});
  for (const LabClaim& c : r.report.claims) {
    const auto line_start = md.find("| " + c.claim + " |");
    ASSERT_NE(line_start, std::string::npos) << c.claim;
    const std::string line = md.substr(line_start, md.find('\n', line_start) - line_start);
    EXPECT_NE(line.find(c.source), std::string::npos) << line;
    EXPECT_NE(line.find(c.ours), std::string::npos) << line;
    EXPECT_NE(line.find(verdict_text(c.verdict)), std::string::npos) << line;
  }
  for (const plot::Figure& f : r.report.figures) {
    EXPECT_NE(md.find("](" + svg_file_name("roguelike", f) + ")"), std::string::npos);
    EXPECT_NE(md.find("](" + png_file_name("roguelike", f) + ")"), std::string::npos);
    EXPECT_NE(html.find("<img src=\"" + svg_file_name("roguelike", f) + "\""), std::string::npos);
  }
  EXPECT_NE(md.find("| lpa |"), std::string::npos);  // listed as not run
  EXPECT_NE(md.find("not run"), std::string::npos);
  EXPECT_NE(html.find("<code>gridnav lab all --quick -o out</code>"), std::string::npos);
  EXPECT_EQ(html.find("`"), std::string::npos);  // code spans became <code>
}

TEST(LabReportIndex, StoppedRunLeavesAValidReport) {
  const fs::path dir = fs::path(::testing::TempDir()) / "gridnav-lab-all-stopped";
  fs::remove_all(dir);
  std::atomic<bool> stop{true};
  RunAllOptions o;
  o.dir = dir;
  o.quick = true;
  o.command = "gridnav lab all --quick -o " + dir.string();
  o.stop = &stop;
  EXPECT_FALSE(run_all(o));
  for (const char* file : {"index.md", "index.html"}) ASSERT_TRUE(fs::exists(dir / file)) << file;
  const std::string md = read_text(dir / "index.md");
  EXPECT_NE(md.find("Interrupted"), std::string::npos);
  EXPECT_NE(md.find("not run"), std::string::npos);
  const std::string html = read_text(dir / "index.html");
  EXPECT_NE(html.find("</html>"), std::string::npos);
  for (const auto& entry : fs::directory_iterator(dir))  // every file complete: none left half written
    EXPECT_NE(entry.path().extension(), ".partial") << entry.path();
}

}  // namespace
}  // namespace gridnav::lab
