#include "gridnav/io/movingai_map.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <string_view>

#include "gridnav/error.hpp"
#include "support/parse_errors.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

Grid parse(std::string_view text) {
  std::istringstream in{std::string(text)};
  return parse_movingai_map(in, "test.map");
}

::testing::AssertionResult fails_at(std::string_view text, std::size_t line,
                                    std::initializer_list<std::string_view> needles) {
  return testing::parse_fails_at([&] { return parse(text); }, "test.map", line, needles);
}

using testing::TempDir;

constexpr std::string_view kSmall =
    "type octile\n"
    "height 2\n"
    "width 4\n"
    "map\n"
    ".GS@\n"
    "OTW.\n";

TEST(MovingAiMap, ReadsEveryCellKind) {
  const Grid g = parse(kSmall);
  ASSERT_EQ(g.width(), 4);
  ASSERT_EQ(g.height(), 2);
  for (Point p : {Point{0, 0}, Point{1, 0}, Point{2, 0}, Point{3, 1}})
    EXPECT_EQ(g.weight(p), kGround) << p.x << "," << p.y;
  for (Point p : {Point{3, 0}, Point{0, 1}, Point{1, 1}, Point{2, 1}})
    EXPECT_EQ(g.weight(p), kBlocked) << p.x << "," << p.y;
  EXPECT_EQ(g.traversable_count(), 4u);
}

TEST(MovingAiMap, ToleratesCrlfHeaderOrderSpacingAndTrailingBlankLines) {
  const Grid expected = parse(kSmall);
  EXPECT_EQ(parse("  width\t 4 \r\nheight   2\r\n\r\nTYPE  octile\r\nmap \r\n.GS@\r\nOTW.\r\n\r\n"), expected);
  EXPECT_EQ(parse("type octile\nheight 2\nwidth 4\nmap\n.GS@\nOTW."), expected);  // no final LF
  EXPECT_EQ(parse("\xEF\xBB\xBFtype octile\nheight 2\nwidth 4\nmap\n.GS@\nOTW.\n\n"), expected);
}

TEST(MovingAiMap, RejectsOtherMapTypes) {
  EXPECT_TRUE(fails_at("type octile-corner\nheight 1\nwidth 1\nmap\n.\n", 1, {"'octile-corner'", "type octile"}));
  EXPECT_TRUE(fails_at("type\nheight 1\nwidth 1\nmap\n.\n", 1, {"'type' followed by one value"}));
}

TEST(MovingAiMap, RejectsMissingOrRepeatedHeaderLines) {
  EXPECT_TRUE(fails_at("height 1\nwidth 1\nmap\n.\n", 3, {"lacks 'type'"}));
  EXPECT_TRUE(fails_at("type octile\nwidth 1\nmap\n.\n", 3, {"lacks 'height'"}));
  EXPECT_TRUE(fails_at("type octile\nheight 2\n", 3, {"ends inside the header", "'width'", "'map'"}));
  EXPECT_TRUE(fails_at("", 1, {"ends inside the header", "'type', 'height', 'width'"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 1\n.\n", 4, {"unexpected header line '.'"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nheight 1\nwidth 1\nmap\n.\n", 3, {"second 'height'", "line 2"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 1\nmap now\n.\n", 4, {"'map' alone"}));
}

TEST(MovingAiMap, RejectsBadSizes) {
  EXPECT_TRUE(fails_at("type octile\nheight ten\nwidth 1\nmap\n", 2, {"height 'ten' is not a whole number"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 4.5\nmap\n", 3, {"width '4.5' is not a whole number"}));
  EXPECT_TRUE(fails_at("type octile\nheight 0\nwidth 1\nmap\n", 2, {"height 0 is out of range"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth -3\nmap\n", 3, {"width -3 is out of range"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 99999999999999999999999\nmap\n", 3, {"far too large"}));
  // Each side is allowed, the area is not: reported at the later of the two lines.
  EXPECT_TRUE(fails_at("type octile\nwidth 1048576\nheight 1048576\nmap\n", 3, {"exceeds", "cells"}));
}

TEST(MovingAiMap, RejectsWrongRowCounts) {
  EXPECT_TRUE(fails_at("type octile\nheight 3\nwidth 2\nmap\n..\n..\n", 7, {"ends after 2 map rows", "height 3"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 2\nmap\n..\n..\n", 6, {"more map rows than the height 1"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 2\nmap\n", 5, {"ends after 0 map rows"}));
}

TEST(MovingAiMap, RejectsRowsOfTheWrongLength) {
  EXPECT_TRUE(fails_at("type octile\nheight 2\nwidth 4\nmap\n....\n...\n", 6, {"y = 1 has 3 characters", "width 4"}));
  EXPECT_TRUE(fails_at("type octile\nheight 2\nwidth 4\nmap\n.....\n....\n", 5, {"y = 0 has 5 characters"}));
  EXPECT_TRUE(fails_at("type octile\nheight 2\nwidth 4\nmap\n\n....\n", 5, {"has 0 characters"}));
}

TEST(MovingAiMap, RejectsUnknownCellCharacters) {
  EXPECT_TRUE(fails_at("type octile\nheight 2\nwidth 4\nmap\n....\n..x.\n", 6, {"'x'", "column 3", "x = 2"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 4\nmap\n.\t..\n", 5, {"byte 0x09", "column 2"}));
  EXPECT_TRUE(fails_at("type octile\nheight 1\nwidth 4\nmap\n... \n", 5, {"byte 0x20", "column 4"}));
}

TEST(MovingAiMap, WritesDotsAndAts) {
  Grid g(3, 2);
  g.set_blocked({1, 0});
  g.set_blocked({2, 1});
  std::ostringstream out;
  write_movingai_map(g, out);
  EXPECT_EQ(out.str(), "type octile\nheight 2\nwidth 3\nmap\n.@.\n..@\n");
}

TEST(MovingAiMap, RoundTripGivesAnEqualGrid) {
  std::mt19937 rng(12345);  // fixed seed: the grid is the same on every run
  Grid g(37, 19);
  for (std::int32_t y = 0; y < g.height(); ++y)
    for (std::int32_t x = 0; x < g.width(); ++x)
      if (rng() % 3 == 0) g.set_blocked({x, y});
  std::ostringstream out;
  write_movingai_map(g, out);
  EXPECT_EQ(parse(out.str()), g);
}

TEST(MovingAiMap, WritingNormalisesTheCellLetters) {
  std::ostringstream out;
  write_movingai_map(parse(kSmall), out);  // 'G' 'S' become '.', 'O' 'T' 'W' become '@'
  EXPECT_EQ(out.str(), "type octile\nheight 2\nwidth 4\nmap\n...@\n@@@.\n");
  EXPECT_EQ(parse(out.str()), parse(kSmall));
}

TEST(MovingAiMap, RefusesToWriteWeightsOrEmptyGrids) {
  Grid g(2, 2);
  g.set_weight({1, 1}, 5);
  std::ostringstream out;
  try {
    write_movingai_map(g, out);
    FAIL() << "no InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("weighted text format"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(out.str().empty());
  EXPECT_THROW(write_movingai_map(Grid(), out), InputError);
}

TEST(MovingAiMap, FileRoundTripAndMissingFile) {
  const TempDir dir;
  Grid g(5, 4);
  g.set_blocked({4, 3});
  const auto file = dir.path() / "g.map";
  write_movingai_map(g, file);
  EXPECT_EQ(read_movingai_map(file), g);
  EXPECT_THROW((void)read_movingai_map(dir.path() / "absent.map"), InputError);
  EXPECT_THROW((void)read_movingai_map(dir.path()), InputError);
  try {  // errors from a file name the file
    std::ofstream(dir.path() / "bad.map") << "type octile\nheight 1\nwidth 1\nmap\n?\n";
    (void)read_movingai_map(dir.path() / "bad.map");
    FAIL() << "no ParseError";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), (dir.path() / "bad.map").string());
    EXPECT_EQ(e.line(), 5u);
  }
}

TEST(MovingAiMap, BundledMapsSurviveARoundTrip) {
  std::size_t maps = 0;
  for (const auto& item : std::filesystem::directory_iterator(std::filesystem::path(GRIDNAV_DATA_DIR) / "movingai")) {
    if (item.path().extension() != ".map") continue;
    SCOPED_TRACE(item.path().string());
    const Grid g = read_movingai_map(item.path());
    std::ostringstream out;
    write_movingai_map(g, out);
    EXPECT_EQ(parse(out.str()), g);
    ++maps;
  }
  EXPECT_EQ(maps, 10u);
}

}  // namespace
}  // namespace gridnav
