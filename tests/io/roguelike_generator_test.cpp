// The roguelike dungeon generator: one 4-connected component of rooms and corridors,
// rooms apart from each other and from the edge, replayable from its seed.
#include <gtest/gtest.h>

#include <vector>

#include "gridnav/error.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/io/generators.hpp"

namespace gridnav {
namespace {

/// Open cells reached from `from` through 4-connected moves.
std::size_t reached_count(const Grid& grid, Point from) {
  const MoveModel model(grid, {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit});
  std::vector<char> seen(grid.cell_count(), 0);
  std::vector<Point> queue{from};
  seen[raw(grid.cell_id(from))] = 1;
  for (std::size_t head = 0; head < queue.size(); ++head)
    model.for_each_move(grid.pad(queue[head]), [&](PaddedId next, Cost, Direction) {
      const Point p = grid.unpad(next);
      if (!seen[raw(grid.cell_id(p))]) {
        seen[raw(grid.cell_id(p))] = 1;
        queue.push_back(p);
      }
    });
  return queue.size();
}

TEST(GenerateRoguelike, DefaultMapHasTheArticlesSizeAndOneComponent) {
  for (std::uint64_t seed : {1u, 2u, 3u, 17u}) {
    const RoguelikeMap map = generate_roguelike_map({.seed = seed});
    EXPECT_EQ(map.grid.width(), 80) << "seed " << seed;
    EXPECT_EQ(map.grid.height(), 50);
    ASSERT_GE(map.rooms.size(), 8u) << "seed " << seed;
    const std::uint64_t open = map.grid.traversable_count();
    EXPECT_GT(open, 4000u / 5) << "seed " << seed;
    EXPECT_LT(open, 4000u / 2) << "seed " << seed;
    const RoomRect& first = map.rooms.front();
    EXPECT_EQ(reached_count(map.grid, {first.x, first.y}), open) << "seed " << seed;
  }
}

TEST(GenerateRoguelike, RoomsAreOpenAndKeepABorder) {
  const RoguelikeOptions options{.width = 60, .height = 40, .rooms = 10, .min_room = 3, .max_room = 8, .seed = 5};
  const RoguelikeMap map = generate_roguelike_map(options);
  for (std::size_t i = 0; i < map.rooms.size(); ++i) {
    const RoomRect& r = map.rooms[i];
    EXPECT_GE(r.x, 1);
    EXPECT_GE(r.y, 1);
    EXPECT_LE(r.x + r.width, options.width - 1);
    EXPECT_LE(r.y + r.height, options.height - 1);
    EXPECT_GE(r.width, options.min_room);
    EXPECT_LE(r.height, options.max_room);
    for (std::int32_t y = r.y; y < r.y + r.height; ++y)
      for (std::int32_t x = r.x; x < r.x + r.width; ++x) EXPECT_TRUE(map.grid.passable({x, y}));
    for (std::size_t j = 0; j < i; ++j) {  // at least one cell between any two rooms
      const RoomRect& o = map.rooms[j];
      const bool apart = r.x > o.x + o.width || o.x > r.x + r.width || r.y > o.y + o.height || o.y > r.y + r.height;
      EXPECT_TRUE(apart) << "rooms " << j << " and " << i;
    }
  }
  for (std::int32_t x = 0; x < options.width; ++x) {  // corridors join room centres, never the edge
    EXPECT_FALSE(map.grid.passable({x, 0}));
    EXPECT_FALSE(map.grid.passable({x, options.height - 1}));
  }
}

TEST(GenerateRoguelike, SameSeedSameMapDifferentSeedsDiffer) {
  EXPECT_EQ(grid_fingerprint(generate_roguelike({.seed = 9})), grid_fingerprint(generate_roguelike({.seed = 9})));
  EXPECT_NE(grid_fingerprint(generate_roguelike({.seed = 9})), grid_fingerprint(generate_roguelike({.seed = 10})));
}

TEST(GenerateRoguelike, OneRoomMapsAndCrowdedMapsStillWork) {
  const RoguelikeMap single =
      generate_roguelike_map({.width = 6, .height = 6, .rooms = 3, .min_room = 4, .max_room = 4});
  ASSERT_EQ(single.rooms.size(), 1u);  // only one 4x4 room fits with its border
  EXPECT_EQ(single.grid.traversable_count(), 16u);
}

TEST(GenerateRoguelike, RejectsBadParameters) {
  EXPECT_THROW((void)generate_roguelike({.width = 0}), InputError);
  EXPECT_THROW((void)generate_roguelike({.rooms = 0}), InputError);
  EXPECT_THROW((void)generate_roguelike({.min_room = 0}), InputError);
  EXPECT_THROW((void)generate_roguelike({.min_room = 5, .max_room = 4}), InputError);
  EXPECT_THROW((void)generate_roguelike({.loops = -1}), InputError);
  EXPECT_THROW((void)generate_roguelike({.width = 5, .height = 50, .min_room = 4}), InputError);  // no room fits
}

}  // namespace
}  // namespace gridnav
