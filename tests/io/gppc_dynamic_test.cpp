// The GPPC dynamic-track reader: the hand-made files of data/gppc, a round trip through
// the writers, and every kind of malformed scenario or patch file named by file and line.
#include "gridnav/io/gppc_dynamic.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "gridnav/error.hpp"
#include "support/parse_errors.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

constexpr std::string_view kPatches =
    "type patch\npatches 2\npatch 0\nheight 2\nwidth 3\nmap\n.@G\nSOT\npatch 1\nheight 1\nwidth 1\nmap\nW\n";
constexpr std::string_view kHeader = "version 2\nheight 4\nwidth 5\ncost 2 euclidean octile\npatch p.patch\ncommands\n";

/// Parses a scenario whose patch library is `patches` (named "dir/p.patch" in errors).
GppcScenario parse(std::string_view scenario, std::string_view patches = kPatches) {
  std::istringstream in{std::string(scenario)};
  return parse_gppc_scenario(in, "dir/s.scen", [&](const std::filesystem::path& file, std::int32_t w, std::int32_t h) {
    std::istringstream library{std::string(patches)};
    return parse_gppc_patches(library, file.generic_string(), w, h);
  });
}

::testing::AssertionResult fails_at(std::string_view scenario, std::string_view file, std::size_t line,
                                    std::initializer_list<std::string_view> needles,
                                    std::string_view patches = kPatches) {
  return testing::parse_fails_at([&] { return parse(scenario, patches); }, file, line, needles);
}

std::string with_commands(std::string_view commands) { return std::string(kHeader) + std::string(commands); }

TEST(GppcDynamic, ReadsHeaderPatchesAndCommands) {
  const GppcScenario s = parse(with_commands("P 0 0 1 2\nQ 0 0 0 4 3 9.9 5.2426406871\n\nQ 3 1 1 2 2 -1 -1\n"));
  EXPECT_EQ(s.width, 5);
  EXPECT_EQ(s.height, 4);
  EXPECT_EQ(s.cost_column, 1u);
  EXPECT_EQ(s.patch_file.generic_string(), "dir/p.patch");
  ASSERT_EQ(s.patches.size(), 2u);
  EXPECT_EQ(s.patches[0].width, 3);
  EXPECT_EQ(s.patches[0].height, 2);
  EXPECT_EQ(s.patches[0].open, (std::vector<std::uint8_t>{1, 0, 1, 1, 0, 0}));  // '.', 'G', 'S' open; '@O T W' not
  EXPECT_EQ(s.patches[1].open, (std::vector<std::uint8_t>{0}));
  ASSERT_EQ(s.commands.size(), 3u);
  EXPECT_EQ(s.commands[0].kind, GppcCommand::Kind::patch);
  EXPECT_EQ(s.commands[0].at, (Point{1, 2}));
  EXPECT_EQ(s.commands[1].reference, 5.2426406871);  // the octile column, not the first
  EXPECT_EQ(s.commands[1].decimals, 10);
  EXPECT_EQ(s.commands[1].line, 8u);
  EXPECT_TRUE(s.commands[2].no_path());
  EXPECT_EQ(s.commands[2].bucket, 3);
  EXPECT_EQ(s.query_count(), 2u);
}

TEST(GppcDynamic, ReadsTheHandMadeFiles) {
  const GppcScenario doors = read_gppc_scenario(std::string(GRIDNAV_DATA_DIR) + "/gppc/doors.scen");
  EXPECT_EQ(doors.width, 10);
  EXPECT_EQ(doors.patches.size(), 6u);
  EXPECT_EQ(doors.query_count(), 20u);
  const GppcScenario rooms = read_gppc_scenario(std::string(GRIDNAV_DATA_DIR) + "/gppc/rooms.scen");
  EXPECT_EQ(rooms.patches[0].width, 16);  // a patch covering the whole map
}

TEST(GppcDynamic, CostsMatchWithinThePrintedDigits) {
  GppcCommand q;
  q.reference = 1.4142135624;
  q.decimals = 10;
  EXPECT_TRUE(gppc_cost_matches(std::sqrt(2.0), q));
  EXPECT_FALSE(gppc_cost_matches(1.4142, q));
  EXPECT_FALSE(gppc_cost_matches(INFINITY, q));
  q.reference = -1;
  EXPECT_TRUE(gppc_cost_matches(INFINITY, q));
  EXPECT_FALSE(gppc_cost_matches(0.0, q));
}

TEST(GppcDynamic, WritersRoundTrip) {
  const GppcScenario s = read_gppc_scenario(std::string(GRIDNAV_DATA_DIR) + "/gppc/doors.scen");
  testing::TempDir dir;
  {
    std::ofstream patches(dir.path() / "copy.patch");
    write_gppc_patches(s.patches, patches);
    std::ofstream scen(dir.path() / "copy.scen");
    write_gppc_scenario(s, "copy.patch", scen);
  }
  const GppcScenario back = read_gppc_scenario(dir.path() / "copy.scen");
  EXPECT_EQ(back.patches, s.patches);
  ASSERT_EQ(back.commands.size(), s.commands.size());
  for (std::size_t i = 0; i < s.commands.size(); ++i) {
    EXPECT_EQ(back.commands[i].kind, s.commands[i].kind);
    EXPECT_EQ(back.commands[i].start, s.commands[i].start);
    EXPECT_EQ(back.commands[i].reference, s.commands[i].reference) << "command " << i;
  }
}

TEST(GppcDynamic, MalformedScenariosNameFileAndLine) {
  EXPECT_TRUE(fails_at("version 1\n", "dir/s.scen", 1, {"expected 'version 2'", "gridnav scen"}));
  EXPECT_TRUE(fails_at("version 2\nheight 0\n", "dir/s.scen", 2, {"height '0' is out of range"}));
  EXPECT_TRUE(fails_at("version 2\nheight 4\nwidth x\n", "dir/s.scen", 3, {"width 'x' is not a whole number"}));
  EXPECT_TRUE(fails_at("version 2\nheight 4\nwidth 5\ncost 1 euclidean\n", "dir/s.scen", 4, {"no 'octile' cost"}));
  EXPECT_TRUE(fails_at("version 2\nheight 4\nwidth 5\ncost 2 octile\n", "dir/s.scen", 4, {"should name 2 cost(s)"}));
  EXPECT_TRUE(fails_at("version 2\nheight 4\nwidth 5\ncost 1 octile\npatch a b\n", "dir/s.scen", 5, {"'patch FILE'"}));
  EXPECT_TRUE(fails_at("version 2\nheight 4\nwidth 5\ncost 1 octile\npatch p\n", "dir/s.scen", 6, {"file ends"}));
  EXPECT_TRUE(fails_at(with_commands("P 0 2 0 0\n"), "dir/s.scen", 7, {"patch id '2' is out of range 0..1"}));
  EXPECT_TRUE(fails_at(with_commands("P 0 0 3 0\n"), "dir/s.scen", 7, {"reaches outside the 5x4 map"}));
  EXPECT_TRUE(fails_at(with_commands("P 0 0 0\n"), "dir/s.scen", 7, {"expected 'P bucket id x y'"}));
  EXPECT_TRUE(fails_at(with_commands("Q 0 0 0 5 3 1 1\n"), "dir/s.scen", 7, {"goal x '5' is out of range 0..4"}));
  EXPECT_TRUE(fails_at(with_commands("Q 0 0 0 4 3 1\n"), "dir/s.scen", 7, {"and 2 cost(s)"}));
  EXPECT_TRUE(fails_at(with_commands("Q 0 0 0 4 3 1 nan\n"), "dir/s.scen", 7, {"octile cost 'nan' is not a finite"}));
  EXPECT_TRUE(fails_at(with_commands("Q 0 0 0 4 3 1 -2\n"), "dir/s.scen", 7, {"-1 means no path"}));
  EXPECT_TRUE(fails_at(with_commands("\nQ 0 0 0 4 3 1 1\nX 1\n"), "dir/s.scen", 9, {"unknown command 'X'"}));
}

TEST(GppcDynamic, MalformedPatchFilesNameFileAndLine) {
  const std::string ok = with_commands("");
  EXPECT_TRUE(fails_at(ok, "dir/p.patch", 1, {"expected 'type patch'"}, "type map\n"));
  EXPECT_TRUE(
      fails_at(ok, "dir/p.patch", 3, {"patch id '1' is out of range 0..0"}, "type patch\npatches 1\npatch 1\n"));
  EXPECT_TRUE(fails_at(ok, "dir/p.patch", 4, {"height '5' is out of range 1..4"},
                       "type patch\npatches 1\npatch 0\nheight 5\n"));
  EXPECT_TRUE(fails_at(ok, "dir/p.patch", 8, {"column 2: 'x' is not a patch cell"},
                       "type patch\npatches 1\npatch 0\nheight 2\nwidth 2\nmap\n..\n.x\n"));
  EXPECT_TRUE(fails_at(ok, "dir/p.patch", 7, {"row 1 should be 2 cells"},
                       "type patch\npatches 1\npatch 0\nheight 2\nwidth 2\nmap\n...\n"));
  EXPECT_TRUE(fails_at(ok, "dir/p.patch", 8, {"file ends; expected row 2 of patch 0"},
                       "type patch\npatches 1\npatch 0\nheight 2\nwidth 2\nmap\n..\n"));
  EXPECT_TRUE(fails_at(ok, "dir/p.patch", 8, {"more than the 1 patch(es) declared"},
                       "type patch\npatches 1\npatch 0\nheight 1\nwidth 1\nmap\n.\npatch 1\n"));
}

TEST(GppcDynamic, MissingPatchFileNamesTheScenarioLine) {
  testing::TempDir dir;
  std::ofstream(dir.path() / "s.scen") << "version 2\nheight 2\nwidth 2\ncost 1 octile\npatch none.patch\ncommands\n";
  EXPECT_TRUE(testing::parse_fails_at([&] { return read_gppc_scenario(dir.path() / "s.scen"); },
                                      (dir.path() / "s.scen").string(), 5, {"cannot open patch file"}));
}

}  // namespace
}  // namespace gridnav
