#include "gridnav/io/weighted_text.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "gridnav/error.hpp"
#include "io/cost_maps_support.hpp"

namespace gridnav {
namespace {

using testing::TempDir;

/// Expects reading `text` (as the file `name`) to throw ParseError naming the file and
/// `line`, with `fragment` in the message.
void expect_error(const std::string& text, std::size_t line, const std::string& fragment) {
  const TempDir dir;
  const auto file = dir.write("bad.wmap", text);
  try {
    (void)read_weighted_text(file);
    ADD_FAILURE() << "no ParseError thrown for\n" << text;
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), file.string()) << e.what();
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_NE(std::string(e.what()).find(file.string() + ":" + std::to_string(line) + ":"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(WeightedText, ReadsWeightsWithRowZeroFirst) {
  const TempDir dir;
  const auto file = dir.write("a.wmap",
                              "type weighted\nheight 2\nwidth 3\nmap\n"
                              "1 0 255\n"
                              "\t7   003  12  \n");
  const Grid grid = read_weighted_text(file);
  ASSERT_EQ(grid.width(), 3);
  ASSERT_EQ(grid.height(), 2);
  EXPECT_EQ(grid.weight(Point{0, 0}), 1);
  EXPECT_EQ(grid.weight(Point{1, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{2, 0}), 255);
  EXPECT_EQ(grid.weight(Point{0, 1}), 7);
  EXPECT_EQ(grid.weight(Point{1, 1}), 3);
  EXPECT_EQ(grid.weight(Point{2, 1}), 12);
}

TEST(WeightedText, AcceptsHeaderInAnyOrderCrlfAndBom) {
  std::istringstream in("\xEF\xBB\xBFwidth 2\r\n\r\nTYPE Weighted\r\nheight 1\r\nmap\r\n4 5\r\n\r\n");
  const Grid grid = parse_weighted_text(in, "mem");
  EXPECT_EQ(grid.weight(Point{0, 0}), 4);
  EXPECT_EQ(grid.weight(Point{1, 0}), 5);
}

TEST(WeightedText, RandomGridsRoundTrip) {
  const std::uint32_t seed = testing::logged_seed();
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const TempDir dir;
  std::uniform_int_distribution<std::int32_t> side(1, 40);
  for (int trial = 0; trial < 10; ++trial) {
    const Grid grid = testing::random_grid(rng, side(rng), side(rng), 255);
    write_weighted_text(grid, dir / "r.wmap");
    EXPECT_EQ(read_weighted_text(dir / "r.wmap"), grid);
  }
}

TEST(WeightedText, WritesTheDocumentedShape) {
  Grid grid(3, 2);
  grid.set_blocked({1, 0});
  grid.set_weight({2, 1}, 255);
  std::ostringstream out;
  write_weighted_text(grid, out);
  EXPECT_EQ(out.str(), "type weighted\nheight 2\nwidth 3\nmap\n1 0 1\n1 1 255\n");
}

TEST(WeightedText, EmptyGridCannotBeWritten) {
  const TempDir dir;
  EXPECT_THROW(write_weighted_text(Grid(), dir / "e.wmap"), InputError);
  EXPECT_FALSE(std::filesystem::exists(dir / "e.wmap"));
}

constexpr const char* kHeader = "type weighted\nheight 2\nwidth 3\nmap\n";

TEST(WeightedTextErrors, ValueAbove255NamesLineAndColumn) {
  expect_error(std::string(kHeader) + "1 1 1\n1 256 1\n", 6, "column 3 (x = 1): value '256' is out of range");
}

TEST(WeightedTextErrors, ShortAndLongRows) {
  expect_error(std::string(kHeader) + "1 1\n1 1 1\n", 5, "map row y = 0 has 2 values; expected width 3");
  expect_error(std::string(kHeader) + "1 1 1\n1 1 1 1\n", 6, "column 7: map row y = 1 has 4 values");
  expect_error(std::string(kHeader) + "1 1 1\n\n1 1 1\n", 6, "has 0 values");
}

TEST(WeightedTextErrors, NonNumbersAndSigns) {
  expect_error(std::string(kHeader) + "1 1a 1\n1 1 1\n", 5, "column 3 (x = 1): '1a' is not a whole number");
  expect_error(std::string(kHeader) + "1 1 1\n-1 1 1\n", 6, "column 1 (x = 0): '-1' is not a whole number");
  expect_error(std::string(kHeader) + "1 1 1\n+1 1 1\n", 6, "'+1' is not a whole number");
  expect_error(std::string(kHeader) + "1 1 1\n1 1 99999999999999999999\n", 6, "out of range");
}

TEST(WeightedTextErrors, RowCount) {
  expect_error(std::string(kHeader) + "1 1 1\n", 6, "file ends after 1 map rows");
  expect_error(std::string(kHeader) + "1 1 1\n1 1 1\n1 1 1\n", 7, "more map rows than the height 2");
}

TEST(WeightedTextErrors, HeaderDefects) {
  expect_error("type octile\nheight 2\nwidth 3\nmap\n", 1, "map type 'octile' is not supported");
  expect_error("type weighted\nheight 2\nmap\n", 3, "header lacks 'width' before 'map'");
  expect_error("type weighted\nheight 2\nheight 3\n", 3, "second 'height' line");
  expect_error("type weighted\nheight two\n", 2, "height 'two' is not a whole number");
  expect_error("type weighted\nheight 0\n", 2, "height '0'");
  expect_error("type weighted\nheight 2\nwidth 3\ndepth 4\n", 4, "unexpected header entry 'depth'");
  expect_error("type weighted\nheight 2\nwidth 3\n", 4, "file ends inside the header");
  expect_error("type weighted\nheight 20000\nwidth 20000\nmap\n", 3, "exceeds");
}

TEST(WeightedTextErrors, MissingFileIsAnInputError) {
  const TempDir dir;
  EXPECT_THROW((void)read_weighted_text(dir / "absent.wmap"), InputError);
}

}  // namespace
}  // namespace gridnav
