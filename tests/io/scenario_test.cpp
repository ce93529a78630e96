#include "gridnav/io/scenario.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <string_view>

#include "gridnav/error.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "support/parse_errors.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

Scenario parse(std::string_view text) {
  std::istringstream in{std::string(text)};
  return parse_scenario(in, "dir/test.scen");
}

::testing::AssertionResult fails_at(std::string_view text, std::size_t line,
                                    std::initializer_list<std::string_view> needles) {
  return testing::parse_fails_at([&] { return parse(text); }, "dir/test.scen", line, needles);
}

using testing::TempDir;

void touch(const std::filesystem::path& file) {
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file) << "type octile\nheight 1\nwidth 1\nmap\n.\n";
}

ScenarioEntry entry_with(std::string_view printed_length) {
  const auto s = parse("version 1\n0\tm.map\t9\t9\t0\t0\t1\t1\t" + std::string(printed_length) + "\n");
  return s.entries.at(0);
}

TEST(Scenario, ReadsVersion1WithTabs) {
  const Scenario s = parse(
      "version 1\n"
      "0\tarena2.map\t281\t209\t99\t159\t101\t162\t3.82842712\n"
      "1\tmaps/dao/den520d.map\t256\t257\t100\t163\t98\t165\t2.82843\n"
      "0\tmaps/dao/den520d.map\t256\t257\t10\t139\t10\t141\t2\n");
  EXPECT_EQ(s.file, std::filesystem::path("dir/test.scen"));
  EXPECT_EQ(s.version, "1");
  ASSERT_EQ(s.entries.size(), 3u);
  const ScenarioEntry& e = s.entries[0];
  EXPECT_EQ(e.bucket, 0);
  EXPECT_EQ(e.map_name, "arena2.map");
  EXPECT_EQ(e.map_width, 281);
  EXPECT_EQ(e.map_height, 209);
  EXPECT_EQ(e.start, (Point{99, 159}));
  EXPECT_EQ(e.goal, (Point{101, 162}));
  EXPECT_DOUBLE_EQ(e.optimal_length, 3.82842712);
  EXPECT_EQ(e.decimals, 8);
  EXPECT_EQ(e.line, 2u);
  EXPECT_EQ(s.entries[1].bucket, 1);
  EXPECT_EQ(s.entries[1].map_name, "maps/dao/den520d.map");
  EXPECT_EQ(s.entries[1].decimals, 5);
  EXPECT_EQ(s.entries[2].decimals, 0);
  EXPECT_DOUBLE_EQ(s.entries[2].optimal_length, 2.0);
  EXPECT_EQ(s.entries[2].line, 4u);
}

TEST(Scenario, ReadsVersion10WithSpacesCrlfAndBlankLines) {
  const Scenario s = parse(
      "version 1.0\r\n"
      "61 maps/bgmaps/AR0011SR.map 512 512 210 395 87 201 244.95\r\n"
      "\r\n"
      "  33   maps/bgmaps/AR0011SR.map\t512  512 244 370 359 376 132.40  \r\n"
      "\r\n");
  EXPECT_EQ(s.version, "1.0");
  ASSERT_EQ(s.entries.size(), 2u);
  EXPECT_EQ(s.entries[0].bucket, 61);
  EXPECT_EQ(s.entries[0].decimals, 2);
  EXPECT_DOUBLE_EQ(s.entries[0].optimal_length, 244.95);
  EXPECT_EQ(s.entries[1].line, 4u);
  EXPECT_EQ(s.entries[1].map_name, "maps/bgmaps/AR0011SR.map");
  EXPECT_EQ(s.entries[1].start, (Point{244, 370}));
  EXPECT_EQ(s.entries[1].goal, (Point{359, 376}));
  EXPECT_EQ(s.entries[1].decimals, 2);  // "132.40": the trailing zero counts
}

TEST(Scenario, AcceptsAFileWithoutVersionLine) {
  const Scenario s = parse("\n3\ta.map\t4\t4\t0\t0\t3\t3\t4.24264069\n");
  EXPECT_EQ(s.version, "");
  ASSERT_EQ(s.entries.size(), 1u);
  EXPECT_EQ(s.entries[0].line, 2u);
  EXPECT_TRUE(parse("").entries.empty());
  EXPECT_EQ(parse("version 1\n").version, "1");
}

TEST(Scenario, RejectsBadVersionLines) {
  EXPECT_TRUE(fails_at("version 2\n", 1, {"version '2' is not supported", "1 or 1.0"}));
  EXPECT_TRUE(fails_at("version\n", 1, {"expected 'version 1'"}));
  EXPECT_TRUE(fails_at("hello world\n", 1, {"expected 'version 1' or a query of 9 columns", "found 2"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 0 0 1 1 1\nversion 1\n", 3, {"only be the first line"}));
}

TEST(Scenario, RejectsWrongColumnCounts) {
  EXPECT_TRUE(fails_at("version 1\n0\ta.map\t4\t4\t0\t0\t1\t1\t1.41421\n0\ta.map\t4\t4\t0\t0\t1\t1\n", 3,
                       {"expected a query of 9 columns", "found 8"}));
  EXPECT_TRUE(fails_at("version 1\n0 my map.map 4 4 0 0 1 1 1.4\n", 2, {"found 10"}));
}

TEST(Scenario, RejectsColumnsThatAreNotNumbers) {
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 1a 0 1 1 1\n", 2, {"column 5 (start x) '1a' is not a whole number"}));
  EXPECT_TRUE(fails_at("version 1\nb a.map 4 4 1 0 1 1 1\n", 2, {"column 1 (bucket) 'b'"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4.0 4 1 0 1 1 1\n", 2, {"column 3 (map width)"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 1 0 1 4294967296 1\n", 2, {"column 8 (goal y)", "32 bits"}));
  EXPECT_TRUE(
      fails_at("version 1\n0 a.map 4 4 1 0 1 1 x1.5\n", 2, {"column 9 (optimal length) 'x1.5'", "not a finite"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 1 0 1 1 1.5.2\n", 2, {"column 9"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 1 0 1 1 nan\n", 2, {"not a finite number"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 1 0 1 1 inf\n", 2, {"not a finite number"}));
  EXPECT_TRUE(fails_at("version 1\n0 a.map 4 4 1 0 1 1 -2\n", 2, {"is negative"}));
}

TEST(Scenario, WritesVersion1TabsAndEightDecimals) {
  const Scenario s = parse("version 1.0\n0 arena2.map 281 209 99 159 101 162 3.82842712474619\n");
  std::ostringstream out;
  write_scenario(s, out);
  EXPECT_EQ(out.str(), "version 1\n0\tarena2.map\t281\t209\t99\t159\t101\t162\t3.82842712\n");
}

TEST(Scenario, RoundTripGivesAnEqualScenario) {
  Scenario s;
  s.file = "dir/test.scen";
  s.version = "1";
  const double lengths[] = {0.0, 1.41421356, 2.5, 1234.56789012, 7.0};  // each printed exactly with 8 decimals
  for (int i = 0; i < 5; ++i)
    s.entries.push_back({i,
                         "maps/dao/m" + std::to_string(i) + ".map",
                         100 + i,
                         200 - i,
                         {i, 2 * i},
                         {3 * i, 4},
                         lengths[i],
                         8,
                         std::size_t(i) + 2});
  std::ostringstream out;
  write_scenario(s, out);
  EXPECT_EQ(parse(out.str()), s);
}

TEST(Scenario, RoundTripKeepsTheValuesOfOldFiles) {
  const Scenario old = parse("version 1.0\n61 maps/bgmaps/AR0011SR.map 512 512 210 395 87 201 244.95\n");
  std::ostringstream out;
  write_scenario(old, out);
  const Scenario again = parse(out.str());
  ASSERT_EQ(again.entries.size(), 1u);
  ScenarioEntry e = again.entries[0];
  EXPECT_EQ(e.decimals, 8);  // written with 8 decimals: the tolerance tightens
  e.decimals = old.entries[0].decimals;
  EXPECT_EQ(e, old.entries[0]);
}

TEST(Scenario, RefusesToWriteWhatCannotBeReadBack) {
  Scenario s;
  s.entries.push_back({0, "my map.map", 4, 4, {0, 0}, {1, 1}, 1.5, 1, 0});
  std::ostringstream out;
  EXPECT_THROW(write_scenario(s, out), InputError);
  s.entries[0].map_name = "";
  EXPECT_THROW(write_scenario(s, out), InputError);
  s.entries[0].map_name = "m.map";
  s.entries[0].optimal_length = std::nan("");
  EXPECT_THROW(write_scenario(s, out), InputError);
  EXPECT_TRUE(out.str().empty());
}

TEST(Scenario, LengthMatchesToThePrintedPrecision) {
  const ScenarioEntry two = entry_with("3.83");
  ASSERT_EQ(two.decimals, 2);
  EXPECT_TRUE(length_matches(3.8284, two));
  EXPECT_TRUE(length_matches(3.8349, two));
  EXPECT_TRUE(length_matches(3.8251, two));
  EXPECT_FALSE(length_matches(3.8356, two));
  EXPECT_FALSE(length_matches(3.8249, two));
  EXPECT_FALSE(length_matches(std::nan(""), two));
  EXPECT_FALSE(length_matches(INFINITY, two));

  const ScenarioEntry five = entry_with("2.82843");
  EXPECT_TRUE(length_matches(2 * std::sqrt(2.0), five));
  EXPECT_FALSE(length_matches(2.82844, five));

  const ScenarioEntry eight = entry_with("3.82842712");
  const double sqrt2 = std::sqrt(2.0);
  EXPECT_TRUE(length_matches(sqrt2 + 1 + sqrt2, eight));  // 1 + 2 sqrt(2) = 3.8284271247...
  EXPECT_FALSE(length_matches(2 + sqrt2, eight));
  EXPECT_TRUE(length_matches(3.8284275, eight));   // within the float slack, 4.6e-7
  EXPECT_FALSE(length_matches(3.8284281, eight));  // beyond it

  // hog2 rounded a single-precision sum: the exact 547.76450198 is printed 547.764
  // (maze512-32-0.map.scen line 1353). Half a digit alone would reject the true optimum.
  const ScenarioEntry hog2 = entry_with("547.764");
  EXPECT_GT(412 + 96 * sqrt2 - 547.764, 0.0005);
  EXPECT_TRUE(length_matches(412 + 96 * sqrt2, hog2));
  EXPECT_FALSE(length_matches(547.7646, hog2));

  const ScenarioEntry whole = entry_with("2");
  EXPECT_TRUE(length_matches(2.49, whole));
  EXPECT_FALSE(length_matches(2.51, whole));
}

TEST(Scenario, LengthToleranceIsHalfTheLastDigitPlusSlack) {
  const double eps = std::numeric_limits<float>::epsilon();
  EXPECT_NEAR(length_tolerance(entry_with("3.83")), 0.005 + 3.83 * eps, 1e-15);
  EXPECT_NEAR(length_tolerance(entry_with("1")), 0.5 + eps, 1e-15);
  EXPECT_NEAR(length_tolerance(entry_with("0.5")), 0.05 + eps, 1e-15);  // slack at least eps absolute
  EXPECT_NEAR(length_tolerance(entry_with("1000.12345678")), 0.5e-8 + 1000.12345678 * eps, 1e-15);
  EXPECT_NEAR(length_tolerance(entry_with("1.5e-2")), 0.0005 + eps, 1e-15);  // 0.015 has 3 decimals
}

TEST(Scenario, ResolvesHog2MapPathsBesideTheScenario) {
  const TempDir dir;
  Scenario s;
  s.file = dir.path() / "den520d.map.scen";
  touch(dir.path() / "den520d.map");
  EXPECT_EQ(resolve_scenario_map(s, "maps/dao/den520d.map"), dir.path() / "den520d.map");
  EXPECT_EQ(resolve_scenario_map(s, "den520d.map"), dir.path() / "den520d.map");

  touch(dir.path() / "maps" / "dao" / "den520d.map");  // the full relative path wins when it exists
  EXPECT_EQ(resolve_scenario_map(s, "maps/dao/den520d.map"), dir.path() / "maps/dao/den520d.map");
  EXPECT_EQ(resolve_scenario_map(s, (dir.path() / "maps/dao/den520d.map").string()),
            dir.path() / "maps/dao/den520d.map");

  try {
    (void)resolve_scenario_map(s, "maps/dao/lak303d.map");
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find((dir.path() / "maps/dao/lak303d.map").string()), std::string::npos) << what;
    EXPECT_NE(what.find((dir.path() / "lak303d.map").string()), std::string::npos) << what;
  }
}

TEST(Scenario, ReadScenarioRemembersItsFile) {
  const TempDir dir;
  const auto file = dir.path() / "x.map.scen";
  std::ofstream(file) << "version 1\n0\tx.map\t1\t1\t0\t0\t0\t0\t0\n";
  const Scenario s = read_scenario(file);
  EXPECT_EQ(s.file, file);
  EXPECT_EQ(s.entries.size(), 1u);
  EXPECT_THROW((void)read_scenario(dir.path() / "absent.scen"), InputError);
}

// Every bundled scenario: its maps resolve and read, the size columns match the map,
// and every start and goal is a traversable cell.
TEST(Scenario, BundledScenariosMatchTheirMaps) {
  std::size_t files = 0;
  for (const auto& item : std::filesystem::directory_iterator(std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai")) {
    if (item.path().extension() != ".scen") continue;
    SCOPED_TRACE(item.path().string());
    ++files;
    const Scenario s = read_scenario(item.path());
    EXPECT_TRUE(s.version == "1" || s.version == "1.0") << s.version;
    ASSERT_FALSE(s.entries.empty());
    std::map<std::string, Grid> maps;
    for (const ScenarioEntry& e : s.entries) {
      auto it = maps.find(e.map_name);
      if (it == maps.end()) it = maps.emplace(e.map_name, read_movingai_map(resolve_scenario_map(s, e.map_name))).first;
      const Grid& g = it->second;
      ASSERT_EQ(e.map_width, g.width()) << "line " << e.line;
      ASSERT_EQ(e.map_height, g.height()) << "line " << e.line;
      ASSERT_TRUE(g.passable(e.start)) << "line " << e.line;
      ASSERT_TRUE(g.passable(e.goal)) << "line " << e.line;
      ASSERT_GE(e.optimal_length, 0.0) << "line " << e.line;
    }
  }
  EXPECT_EQ(files, 10u);
}

}  // namespace
}  // namespace gridnav
