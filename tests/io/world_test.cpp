#include "gridnav/io/world.hpp"

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>

#include "gridnav/error.hpp"
#include "support/parse_errors.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

World parse(std::string_view text) {
  std::istringstream in{std::string(text)};
  return parse_world(in, "test.world");
}

std::string write(const World& world) {
  std::ostringstream out;
  write_world(world, out);
  return out.str();
}

::testing::AssertionResult fails_at(std::string_view text, std::size_t line,
                                    std::initializer_list<std::string_view> needles) {
  return testing::parse_fails_at([&] { return parse(text); }, "test.world", line, needles);
}

/// Passes when writing `world` throws an InputError whose message contains `needle`.
::testing::AssertionResult write_fails(const World& world, std::string_view needle) {
  try {
    (void)write(world);
  } catch (const InputError& e) {
    const std::string what = e.what();
    if (what.find(needle) == std::string::npos)
      return ::testing::AssertionFailure() << "'" << needle << "' missing from: " << what;
    return ::testing::AssertionSuccess() << what;
  }
  return ::testing::AssertionFailure() << "no InputError";
}

// x:               012345
constexpr std::string_view kSample =
    "AAAAAA\n"  // y 0
    "Ao 2pA\n"  // y 1
    "A9xXqA\n"  // y 2
    "Aa Yr\n"   // y 3, one short: (5,3) is padding ground
    "AAAAAA";   // y 4, no final line end

TEST(World, ReadsEveryKindOfTile) {
  const World w = parse(kSample);
  ASSERT_EQ(w.grid.width(), 6);
  ASSERT_EQ(w.grid.height(), 5);
  EXPECT_EQ(w.grid.weight(Point{0, 0}), kBlocked);
  EXPECT_EQ(w.grid.weight(Point{2, 1}), kGround);
  EXPECT_EQ(w.grid.weight(Point{3, 1}), 2);
  EXPECT_EQ(w.grid.weight(Point{1, 2}), 9);
  EXPECT_EQ(w.grid.weight(Point{5, 3}), kGround);  // padding
  EXPECT_EQ(w.player, (Point{1, 1}));
  EXPECT_EQ(w.grid.weight(Point{1, 1}), kGround);  // entities stand on ground
  EXPECT_EQ(w.agents, (std::vector<WorldEntity>{{'p', {4, 1}}, {'q', {4, 2}}, {'r', {4, 3}}}));
  EXPECT_EQ(w.keys, (std::vector<WorldEntity>{{'x', {2, 2}}}));
  EXPECT_EQ(w.doors, (std::vector<WorldEntity>{{'X', {3, 2}}, {'Y', {3, 3}}}));
  EXPECT_EQ(w.monsters, (std::vector<WorldEntity>{{'a', {1, 3}}}));
  EXPECT_EQ(w.grid.weight(Point{3, 2}), kBlocked);  // doors are closed
  EXPECT_EQ(w.grid.weight(Point{3, 3}), kBlocked);
  EXPECT_EQ(w.grid.weight(Point{4, 2}), kGround);
  EXPECT_EQ(w.grid.traversable_count(), 30u - 19u);  // 12 in rows 0 and 4, 5 side walls, 2 doors
}

TEST(World, LettersAToTAreWallsAndUnknownCharactersAreGround) {
  const World walls = parse("ABCDEFGHIJKLMNOPQRST");
  EXPECT_EQ(walls.grid.traversable_count(), 0u);
  const World ground = parse("UVW01 \t.#~klnsuw+");
  EXPECT_EQ(ground.grid.width(), 17);
  EXPECT_EQ(ground.grid.traversable_count(), 17u);
  EXPECT_TRUE(ground.grid.uniform());
  EXPECT_FALSE(ground.player);
  EXPECT_TRUE(ground.agents.empty() && ground.keys.empty() && ground.doors.empty() && ground.monsters.empty());
  const World monsters = parse("abcdefghij");
  EXPECT_EQ(monsters.monsters.size(), 10u);
  EXPECT_EQ(monsters.monsters.back(), (WorldEntity{'j', {9, 0}}));
}

TEST(World, EveryLineIsARowButTheLastLineEndIsNot) {
  EXPECT_EQ(parse("A\n").grid.height(), 1);
  EXPECT_EQ(parse("A\n\n").grid.height(), 2);
  const World w = parse("AA\n\nA\n");
  EXPECT_EQ(w.grid.height(), 3);
  EXPECT_EQ(w.grid.weight(Point{0, 1}), kGround);
  EXPECT_EQ(w.grid.weight(Point{1, 2}), kGround);
}

TEST(World, CrlfReadsLikeLf) {
  std::string crlf;
  for (char c : kSample) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(parse(crlf + "\r\n"), parse(kSample));
}

TEST(World, AgentsAreSortedBySymbol) {
  const World w = parse("rp\nqp\n");
  EXPECT_EQ(w.agents, (std::vector<WorldEntity>{{'p', {1, 0}}, {'p', {1, 1}}, {'q', {0, 1}}, {'r', {0, 0}}}));
}

TEST(World, RejectsEmptyFiles) {
  EXPECT_TRUE(fails_at("", 0, {"empty"}));
  EXPECT_TRUE(fails_at("\n\r\n", 0, {"every line is empty"}));
}

TEST(World, RejectsAbsurdSizes) {
  EXPECT_TRUE(fails_at(std::string(std::size_t(Grid::kMaxSide) + 1, ' '), 1, {"exceeds the largest side"}));
  std::string tall;
  for (std::int32_t y = 0; y <= Grid::kMaxSide; ++y) tall += "A\n";
  EXPECT_TRUE(fails_at(tall, std::size_t(Grid::kMaxSide) + 1, {"exceeds the largest side"}));
  // Sides within limits, area not: 2^20 x 65 is above the default read limit of 2^26 cells,
  // found at line 65; with the limit raised to Grid::kMaxCells, 2^20 x 1025 > 2^30 at line 1025.
  std::string wide = std::string(std::size_t(Grid::kMaxSide), 'A') + "\n";
  for (int y = 1; y < 1025; ++y) wide += "A\n";
  EXPECT_TRUE(fails_at(wide, 65, {"exceeds the read limit of 67108864 cells"}));
  ReadLimits largest;
  largest.max_cells = Grid::kMaxCells;
  EXPECT_TRUE(testing::parse_fails_at(
      [&] {
        std::istringstream in(wide);
        return parse_world(in, "test.world", largest);
      },
      "test.world", 1025, {"exceeds", "cells"}));
}

TEST(World, RejectsASecondPlayer) {
  EXPECT_TRUE(fails_at("AoA\nA oA\n", 2, {"second player start 'o' at column 3", "(1,0)"}));
}

TEST(World, WritesWallsDigitsAndEntities) {
  EXPECT_EQ(write(parse(kSample)),
            "AAAAAA\n"
            "Ao 2pA\n"
            "A9xXqA\n"
            "Aa Yr \n"
            "AAAAAA\n");
}

TEST(World, RoundTripGivesAnEqualWorld) {
  const World w = parse(kSample);
  EXPECT_EQ(parse(write(w)), w);
  const World letters = parse("BT o\n\n3   z\n c Z");  // every wall letter reads back as a wall, and is kept
  const std::string text = write(letters);
  EXPECT_EQ(text, "BT o \n     \n3   z\n c Z \n");
  EXPECT_EQ(parse(text), letters);
  EXPECT_EQ(letters.wall_letter({0, 0}), 'B');
  EXPECT_EQ(letters.wall_letter({1, 0}), 'T');
  EXPECT_EQ(letters.wall_letter({3, 3}), ' ');  // the door Z
  EXPECT_EQ(letters.wall_letter({2, 0}), ' ');  // ground
  EXPECT_TRUE(w.walls.empty());                 // kSample's walls are all 'A'
  EXPECT_EQ(w.wall_letter({0, 0}), 'A');
}

TEST(World, DoorsAreWrittenEvenWhenOpenAndReadBackClosed) {
  World w{Grid(2, 1), {}, {}, {}, {{'Z', {1, 0}}}, {}};
  EXPECT_EQ(write(w), " Z\n");
  EXPECT_EQ(parse(write(w)).grid.weight(Point{1, 0}), kBlocked);
}

TEST(World, RefusesToWriteWhatTheFormatCannotHold) {
  World w{Grid(3, 2), {}, {}, {}, {}, {}};
  EXPECT_TRUE(write_fails(World{}, "empty grid"));
  w.grid.set_weight({2, 1}, 10);
  EXPECT_TRUE(write_fails(w, "weight 10"));
  w.grid.set_weight({2, 1}, kBlocked);

  World on_wall = w;
  on_wall.player = Point{2, 1};
  EXPECT_TRUE(write_fails(on_wall, "does not stand on ground"));
  World on_terrain = w;
  on_terrain.grid.set_weight({0, 0}, 4);
  on_terrain.keys.push_back({'y', {0, 0}});
  EXPECT_TRUE(write_fails(on_terrain, "does not stand on ground"));
  World outside = w;
  outside.monsters.push_back({'b', {3, 0}});
  EXPECT_TRUE(write_fails(outside, "outside the grid"));
  World shared = w;
  shared.agents.push_back({'p', {0, 0}});
  shared.monsters.push_back({'a', {0, 0}});
  EXPECT_TRUE(write_fails(shared, "shares its cell"));
  World wrong = w;
  wrong.agents.push_back({'x', {0, 0}});
  EXPECT_TRUE(write_fails(wrong, "does not belong to the agents"));
}

}  // namespace
}  // namespace gridnav
