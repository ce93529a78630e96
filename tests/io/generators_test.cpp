#include "gridnav/io/generators.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <limits>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "gridnav/error.hpp"
#include "gridnav/grid/moves.hpp"

namespace gridnav {
namespace {

// ------------------------------------------------------------------ helpers

std::uint64_t blocked_count(const Grid& grid) { return grid.cell_count() - grid.traversable_count(); }

std::size_t index_of(const Grid& grid, Point p) { return raw(grid.cell_id(p)); }

/// Cells reachable from `from` by legal moves under `rules` (breadth-first), as a
/// row-major flag per cell. `from` must be traversable.
std::vector<char> reachable(const Grid& grid, Point from, MoveRules rules) {
  const MoveModel model(grid, rules);
  std::vector<char> seen(grid.cell_count(), 0);
  std::vector<Point> queue{from};
  seen[index_of(grid, from)] = 1;
  for (std::size_t head = 0; head < queue.size(); ++head)
    model.for_each_move(grid.pad(queue[head]), [&](PaddedId next, Cost, Direction) {
      const Point p = grid.unpad(next);
      if (!seen[index_of(grid, p)]) {
        seen[index_of(grid, p)] = 1;
        queue.push_back(p);
      }
    });
  return seen;
}

constexpr MoveRules kFourConnected{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit};
constexpr MoveRules kAlways{Connectivity::eight, DiagonalRule::always, CostProfileKind::unit};
constexpr MoveRules kCornerCutting{Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::unit};

/// Number of 4-connected components of traversable cells.
std::size_t components4(const Grid& grid) {
  std::vector<char> labelled(grid.cell_count(), 0);
  std::size_t count = 0;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      const Point p{x, y};
      if (!grid.passable(p) || labelled[index_of(grid, p)]) continue;
      ++count;
      const std::vector<char> reached = reachable(grid, p, kFourConnected);
      for (std::size_t i = 0; i < reached.size(); ++i) labelled[i] |= reached[i];
    }
  return count;
}

/// The grid as text, '#' blocked and '.' free, one string per row.
std::vector<std::string> picture(const Grid& grid) {
  std::vector<std::string> rows;
  for (std::int32_t y = 0; y < grid.height(); ++y) {
    std::string row;
    for (std::int32_t x = 0; x < grid.width(); ++x) row += grid.passable({x, y}) ? '.' : '#';
    rows.push_back(row);
  }
  return rows;
}

// ------------------------------------------------------------------ empty and random obstacles

TEST(GenerateEmpty, AllCellsTraversable) {
  const Grid grid = generate_empty(40, 25);
  EXPECT_EQ(grid.width(), 40);
  EXPECT_EQ(grid.height(), 25);
  EXPECT_EQ(grid.traversable_count(), 1000u);
  EXPECT_TRUE(grid.uniform());
}

TEST(GenerateEmpty, RejectsBadSizes) {
  EXPECT_THROW((void)generate_empty(0, 5), InputError);
  EXPECT_THROW((void)generate_empty(5, -1), InputError);
  EXPECT_THROW((void)generate_empty(Grid::kMaxSide + 1, 1), InputError);
  EXPECT_THROW((void)generate_empty(Grid::kMaxSide, Grid::kMaxSide), InputError);  // too many cells
}

TEST(GenerateRandomObstacles, BlocksExactlyTheRoundedCount) {
  struct Case {
    std::int32_t width, height;
    double percent;
  };
  const std::uint64_t seed = 20240601;
  for (const Case c : {Case{40, 40, 0}, Case{40, 40, 5.5}, Case{40, 40, 40}, Case{40, 40, 100}, Case{160, 160, 5.5},
                       Case{100, 100, 5.5}, Case{37, 23, 5.5}, Case{37, 23, 40}, Case{560, 560, 40}, Case{1, 1, 50},
                       Case{1, 1, 49.9}, Case{3, 1, 50}}) {
    SCOPED_TRACE(testing::Message() << c.width << "x" << c.height << " " << c.percent << "% seed " << seed);
    const Grid grid = generate_random_obstacles(c.width, c.height, c.percent, seed);
    const double cells = double(c.width) * double(c.height);
    EXPECT_EQ(blocked_count(grid), std::uint64_t(std::llround(c.percent / 100.0 * cells)));
  }
  // Worked values, independent of the formula above.
  EXPECT_EQ(blocked_count(generate_random_obstacles(100, 100, 5.5, seed)), 550u);
  EXPECT_EQ(blocked_count(generate_random_obstacles(37, 23, 5.5, seed)), 47u);  // 46.805
  EXPECT_EQ(blocked_count(generate_random_obstacles(3, 1, 50, seed)), 2u);      // 1.5 rounds up
  EXPECT_EQ(blocked_count(generate_random_obstacles(40, 40, 100, seed)), 1600u);
  EXPECT_EQ(blocked_count(generate_random_obstacles(40, 40, 0, seed)), 0u);
}

TEST(GenerateRandomObstacles, SameSeedSameMapDifferentSeedsDiffer) {
  std::set<std::uint64_t> fingerprints;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    const Grid a = generate_random_obstacles(160, 160, 20, seed);
    const Grid b = generate_random_obstacles(160, 160, 20, seed);
    EXPECT_TRUE(a == b);
    EXPECT_EQ(grid_fingerprint(a), grid_fingerprint(b));
    fingerprints.insert(grid_fingerprint(a));
  }
  EXPECT_EQ(fingerprints.size(), 20u);
}

TEST(GenerateRandomObstacles, EveryCellIsEquallyLikelyToBeBlocked) {
  // 2000 maps of 10 x 10 at 30 %: each cell is blocked in about 600 of them
  // (sd ~ 20.5). A sampler favouring the first or last cells fails the 6 sd band.
  std::vector<int> blocked(100, 0);
  constexpr int kMaps = 2000;
  for (int seed = 0; seed < kMaps; ++seed) {
    const Grid grid = generate_random_obstacles(10, 10, 30, std::uint64_t(seed));
    for (std::int32_t i = 0; i < 100; ++i) blocked[std::size_t(i)] += !grid.passable({i % 10, i / 10});
  }
  std::cout << "[ seeds  ] 0.." << kMaps - 1 << "\n";
  for (std::size_t i = 0; i < blocked.size(); ++i) {
    SCOPED_TRACE(testing::Message() << "cell " << i << " over seeds 0.." << kMaps - 1);
    EXPECT_NEAR(blocked[i], 600, 123);
  }
}

TEST(GenerateRandomObstacles, RejectsBadParameters) {
  EXPECT_THROW((void)generate_random_obstacles(10, 10, -0.1, 1), InputError);
  EXPECT_THROW((void)generate_random_obstacles(10, 10, 100.5, 1), InputError);
  EXPECT_THROW((void)generate_random_obstacles(10, 10, std::nan(""), 1), InputError);
  EXPECT_THROW((void)generate_random_obstacles(10, 10, std::numeric_limits<double>::infinity(), 1), InputError);
  EXPECT_THROW((void)generate_random_obstacles(0, 10, 10, 1), InputError);
  EXPECT_THROW((void)generate_random_obstacles(10, -3, 10, 1), InputError);
}

TEST(GridFingerprint, IsPinnedAcrossPlatforms) {
  // Golden values from an independent Python re-implementation of the PRNG, the
  // generators and FNV-1a: a change here means maps changed for every user.
  EXPECT_EQ(grid_fingerprint(generate_empty(3, 2)), 0xc556a8ae8dfaf8d6u);
  EXPECT_EQ(grid_fingerprint(generate_random_obstacles(160, 160, 20, 1)), 0x6a461085273b2d19u);
  EXPECT_EQ(grid_fingerprint(generate_random_obstacles(37, 23, 5.5, 7)), 0xa2968471f4d0dcefu);
  EXPECT_EQ(grid_fingerprint(generate_cazenave_walls(WallOptions{})), 0xcecc8709f137ffbau);
  EXPECT_EQ(grid_fingerprint(generate_maze(MazeOptions{64, 48, 3, 2, 9})), 0x52a1e5e411716f85u);
  EXPECT_EQ(grid_fingerprint(generate_maze(MazeOptions{512, 512, 1, 1, 1})), 0xd3e925379fce5080u);
}

TEST(GridFingerprint, SeesSizeAndEveryWeight) {
  Grid a(4, 3);
  const std::uint64_t before = grid_fingerprint(a);
  EXPECT_NE(before, grid_fingerprint(Grid(3, 4)));  // same cells, other shape
  a.set_weight({3, 2}, 2);
  EXPECT_NE(before, grid_fingerprint(a));
  a.set_weight({3, 2}, kGround);
  EXPECT_EQ(before, grid_fingerprint(a));
}

// ------------------------------------------------------------------ Cazenave walls

TEST(DrawCazenaveWall, OrthogonalWallsAreOneCellThick) {
  Grid grid(6, 5);
  EXPECT_EQ(draw_cazenave_wall(grid, {1, 1}, kEast, 3), 3);
  EXPECT_EQ(draw_cazenave_wall(grid, {5, 4}, kNorth, 9), 5);  // stops at the border
  EXPECT_EQ(picture(grid), (std::vector<std::string>{".....#", ".###.#", ".....#", ".....#", ".....#"}));
}

TEST(DrawCazenaveWall, DiagonalWallsStepHorizontallyThenVertically) {
  Grid grid(6, 5);
  EXPECT_EQ(draw_cazenave_wall(grid, {0, 0}, kSouthEast, 4), 4);
  EXPECT_EQ(picture(grid), (std::vector<std::string>{"##....", ".##...", "..##..", "...#..", "......"}));
  Grid other(5, 5);
  EXPECT_EQ(draw_cazenave_wall(other, {0, 4}, kNorthEast, 3), 3);
  EXPECT_EQ(draw_cazenave_wall(other, {4, 1}, kSouthWest, 1), 1);  // one cell, no thickening
  EXPECT_EQ(picture(other), (std::vector<std::string>{".....", "....#", "..#..", ".##..", "##..."}));
  Grid border(6, 5);
  EXPECT_EQ(draw_cazenave_wall(border, {4, 3}, kSouthEast, 20), 2);
  EXPECT_EQ(blocked_count(border), 3u);  // (4,3), (5,3), (5,4)
}

TEST(DrawCazenaveWall, RejectsBadArguments) {
  Grid grid(5, 5);
  EXPECT_THROW(draw_cazenave_wall(grid, {5, 0}, kEast, 3), InputError);
  EXPECT_THROW(draw_cazenave_wall(grid, {-1, 0}, kEast, 3), InputError);
  EXPECT_THROW(draw_cazenave_wall(grid, {0, 0}, kEast, 0), InputError);
  EXPECT_THROW(draw_cazenave_wall(grid, {0, 0}, Direction(8), 3), InputError);
  EXPECT_EQ(blocked_count(grid), 0u);
}

/// Legal moves under `rules` between two free cells that cross the centre line of a
/// diagonal wall within the wall's extent. The line joins the centres of
/// start + k * d, k in [0, cells); side(p) is the signed offset from that line (a cross
/// product) and along(p) the position along it (2k at the k-th line cell). A move whose
/// ends lie strictly on opposite sides crosses the line; it crosses the wall when the
/// crossing point lies between the first and the last line cell.
std::vector<std::pair<Point, Point>> wall_crossings(const Grid& grid, const PlacedWall& wall, MoveRules rules) {
  const Point s = wall.start, d = kDirectionDelta[wall.direction];
  const auto side = [&](Point p) { return (p.x - s.x) * d.y - (p.y - s.y) * d.x; };
  const auto along = [&](Point p) { return (p.x - s.x) * d.x + (p.y - s.y) * d.y; };
  const MoveModel model(grid, rules);
  std::vector<std::pair<Point, Point>> found;
  const Point end{s.x + (wall.cells - 1) * d.x, s.y + (wall.cells - 1) * d.y};
  for (std::int32_t y = std::min(s.y, end.y) - 2; y <= std::max(s.y, end.y) + 2; ++y)
    for (std::int32_t x = std::min(s.x, end.x) - 2; x <= std::max(s.x, end.x) + 2; ++x) {
      const Point a{x, y};
      if (!grid.passable(a)) continue;
      model.for_each_move(grid.pad(a), [&](PaddedId next, Cost, Direction) {
        const Point b = grid.unpad(next);
        const int sa = side(a), sb = side(b);
        if (sa * sb >= 0) return;
        const double t = double(sa) / double(sa - sb);
        const double at = along(a) + t * (along(b) - along(a));
        if (at >= 0 && at <= 2.0 * (wall.cells - 1)) found.emplace_back(a, b);
      });
    }
  return found;
}

TEST(DrawCazenaveWall, CrossingCheckFindsTheGapsOfAOneCellDiagonal) {
  // The control: a plain one-cell diagonal line is crossed under `always` (9 gaps, each
  // both ways), so the check below can fail. Under corner_cutting both corners of each
  // crossing move are blocked, so even the thin line holds.
  Grid grid(20, 20);
  const PlacedWall thin{{3, 4}, kSouthEast, 10};
  for (std::int32_t k = 0; k < thin.cells; ++k) grid.set_blocked({3 + k, 4 + k});
  EXPECT_EQ(wall_crossings(grid, thin, kAlways).size(), 18u);
  EXPECT_TRUE(wall_crossings(grid, thin, kCornerCutting).empty());
}

TEST(DrawCazenaveWall, DiagonalWallsCannotBeCrossedEvenWithoutCornerRules) {
  for (unsigned d = kNorthEast; d <= kNorthWest; ++d) {
    SCOPED_TRACE(testing::Message() << "direction " << d);
    Grid grid(20, 20);
    const PlacedWall wall{{10, 10}, Direction(d), draw_cazenave_wall(grid, {10, 10}, Direction(d), 8)};
    EXPECT_EQ(wall.cells, 8);
    EXPECT_TRUE(wall_crossings(grid, wall, kAlways).empty());
    EXPECT_TRUE(wall_crossings(grid, wall, kCornerCutting).empty());
  }
}

TEST(DrawCazenaveWall, CornerToCornerDiagonalSplitsTheMap) {
  // A wall across the whole square separates the cells on its two sides for every
  // diagonal rule; the one-cell line leaks under `always`.
  constexpr std::int32_t n = 24;
  const Point corner[] = {{0, n - 1}, {0, 0}, {n - 1, 0}, {n - 1, n - 1}};  // NE, SE, SW, NW starts
  for (unsigned d = kNorthEast; d <= kNorthWest; ++d) {
    SCOPED_TRACE(testing::Message() << "direction " << d);
    const Point s = corner[d - kNorthEast], delta = kDirectionDelta[d];
    const auto side = [&](Point p) { return (p.x - s.x) * delta.y - (p.y - s.y) * delta.x; };
    Grid thick(n, n), thin(n, n);
    ASSERT_EQ(draw_cazenave_wall(thick, s, Direction(d), n), n);
    for (std::int32_t k = 0; k < n; ++k) thin.set_blocked({s.x + k * delta.x, s.y + k * delta.y});
    // A free cell on the negative side of the line, far from the wall.
    Point from{};
    for (std::int32_t y = 0; y < n; ++y)
      for (std::int32_t x = 0; x < n; ++x)
        if (side({x, y}) <= -4) from = {x, y};
    ASSERT_LT(side(from), -1);
    for (const MoveRules rules : {kAlways, kCornerCutting}) {
      const std::vector<char> seen = reachable(thick, from, rules);
      for (std::int32_t y = 0; y < n; ++y)
        for (std::int32_t x = 0; x < n; ++x) {
          const Point p{x, y};
          if (!thick.passable(p)) continue;
          EXPECT_EQ(bool(seen[index_of(thick, p)]), side(p) < 0) << "cell " << x << "," << y;
        }
    }
    const std::vector<char> leaked = reachable(thin, from, kAlways);
    std::size_t across = 0;
    for (std::int32_t y = 0; y < n; ++y)
      for (std::int32_t x = 0; x < n; ++x) across += leaked[index_of(thin, {x, y})] && side({x, y}) > 0;
    EXPECT_GT(across, 0u);
  }
}

/// True when p is on one of `wall`'s line cells, or (diagonal walls) shares an edge with
/// two consecutive line cells: the only places a wall may block.
bool on_wall_footprint(const PlacedWall& wall, Point p) {
  const Point d = kDirectionDelta[wall.direction];
  for (std::int32_t k = 0; k < wall.cells; ++k) {
    const Point line{wall.start.x + k * d.x, wall.start.y + k * d.y};
    if (p == line) return true;
    const bool diagonal = d.x != 0 && d.y != 0;
    if (diagonal && k + 1 < wall.cells && (p == Point{line.x + d.x, line.y} || p == Point{line.x, line.y + d.y}))
      return true;
  }
  return false;
}

TEST(GenerateCazenaveWalls, BlocksOnlyAlongTheWallsAndReplays) {
  for (std::uint64_t seed : {1u, 2u, 3u, 77u}) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    const WallOptions options{300, 300, 200, 20, seed};
    const WallMap map = generate_cazenave_wall_map(options);
    ASSERT_EQ(map.walls.size(), 200u);
    EXPECT_LE(blocked_count(map.grid), std::uint64_t(options.walls) * std::uint64_t(options.length) * 2);
    EXPECT_GT(blocked_count(map.grid), 0u);

    // Every blocked cell lies on some wall's line or its thickening.
    for (std::int32_t y = 0; y < 300; ++y)
      for (std::int32_t x = 0; x < 300; ++x) {
        if (map.grid.passable({x, y})) continue;
        bool explained = false;
        for (const PlacedWall& wall : map.walls) explained = explained || on_wall_footprint(wall, {x, y});
        ASSERT_TRUE(explained) << "blocked cell " << x << "," << y << " is on no wall";
      }

    // Replaying the walls in order: each starts on a then-free cell, runs its full length
    // unless the next line cell is off the map, and the replay gives the same grid.
    Grid replay(300, 300);
    for (const PlacedWall& wall : map.walls) {
      ASSERT_TRUE(replay.passable(wall.start));
      const Point d = kDirectionDelta[wall.direction];
      const Point after{wall.start.x + wall.cells * d.x, wall.start.y + wall.cells * d.y};
      EXPECT_TRUE(wall.cells == options.length || (wall.cells < options.length && !replay.in_bounds(after)));
      EXPECT_EQ(draw_cazenave_wall(replay, wall.start, wall.direction, options.length), wall.cells);
    }
    EXPECT_TRUE(replay == map.grid);
    EXPECT_EQ(grid_fingerprint(generate_cazenave_walls(options)), grid_fingerprint(map.grid));
  }
}

TEST(GenerateCazenaveWalls, NoMoveCrossesADiagonalWall) {
  for (std::uint64_t seed : {1u, 5u, 9u}) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    const WallMap map = generate_cazenave_wall_map(WallOptions{300, 300, 600, 20, seed});
    std::size_t diagonal_walls = 0;
    for (const PlacedWall& wall : map.walls) {
      if (wall.direction < kNorthEast || wall.cells < 2) continue;
      ++diagonal_walls;
      const auto crossings = wall_crossings(map.grid, wall, kAlways);
      ASSERT_TRUE(crossings.empty()) << "move " << crossings[0].first.x << "," << crossings[0].first.y << " -> "
                                     << crossings[0].second.x << "," << crossings[0].second.y;
    }
    EXPECT_GT(diagonal_walls, 200u);  // about half of 600
  }
}

TEST(GenerateCazenaveWalls, DirectionsAreUniform) {
  std::vector<int> counts(8, 0);
  for (std::uint64_t seed = 100; seed < 120; ++seed)
    for (const PlacedWall& wall : generate_cazenave_wall_map(WallOptions{300, 300, 200, 20, seed}).walls)
      ++counts[wall.direction];
  std::cout << "[ seeds  ] 100..119\n";
  double chi = 0;
  for (int c : counts) chi += (c - 500.0) * (c - 500.0) / 500.0;
  EXPECT_LT(chi, 50.0);  // df = 7
}

TEST(GenerateCazenaveWalls, SameSeedSameMapDifferentSeedsDiffer) {
  const WallOptions a{300, 300, 200, 20, 42}, b{300, 300, 200, 20, 43};
  SCOPED_TRACE("seeds 42 and 43");
  EXPECT_EQ(grid_fingerprint(generate_cazenave_walls(a)), grid_fingerprint(generate_cazenave_walls(a)));
  EXPECT_NE(grid_fingerprint(generate_cazenave_walls(a)), grid_fingerprint(generate_cazenave_walls(b)));
}

TEST(GenerateCazenaveWalls, TerminatesWhenTheMapFillsUp) {
  for (std::uint64_t seed : {1u, 2u, 3u}) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    const WallMap tiny = generate_cazenave_wall_map(WallOptions{4, 4, 1000, 3, seed});
    EXPECT_EQ(tiny.grid.traversable_count(), 0u);
    EXPECT_LE(tiny.walls.size(), 16u);  // each wall blocks at least its free start cell
    // Dense enough that the 64 random draws often miss and the exact fallback runs.
    const WallMap dense = generate_cazenave_wall_map(WallOptions{60, 60, 100000, 4, seed});
    EXPECT_EQ(dense.grid.traversable_count(), 0u);
    EXPECT_LE(dense.walls.size(), 3600u);
  }
  EXPECT_EQ(generate_cazenave_walls(WallOptions{300, 300, 0, 20, 1}).traversable_count(), 90000u);
}

TEST(GenerateCazenaveWalls, RejectsBadParameters) {
  EXPECT_THROW((void)generate_cazenave_walls(WallOptions{300, 300, -1, 20, 1}), InputError);
  EXPECT_THROW((void)generate_cazenave_walls(WallOptions{300, 300, 10, 0, 1}), InputError);
  EXPECT_THROW((void)generate_cazenave_walls(WallOptions{300, 300, 10, -5, 1}), InputError);
  EXPECT_THROW((void)generate_cazenave_walls(WallOptions{0, 300, 10, 20, 1}), InputError);
  EXPECT_THROW((void)generate_cazenave_walls(WallOptions{300, Grid::kMaxSide + 1, 10, 20, 1}), InputError);
}

// ------------------------------------------------------------------ mazes

/// Checks the maze layout documented in generators.hpp on any map given as a
/// blocked(x, y) predicate: every room (corridor x corridor square on the lattice of
/// period corridor + wall, offset by `wall`) is free, every gap between two adjacent
/// rooms is either all free or all blocked, and the free cells are exactly the rooms
/// plus the open gaps (so posts, the top/left border and leftovers are blocked). A
/// perfect maze opens exactly rooms - 1 gaps.
template <class Blocked>
testing::AssertionResult has_maze_layout(std::int64_t width, std::int64_t height, std::int64_t corridor,
                                         std::int64_t wall, Blocked blocked) {
  const std::int64_t p = corridor + wall, columns = width / p, rows = height / p;
  std::int64_t open_gaps = 0;
  // Returns +1 when the rectangle is all free, 0 when all blocked, -1 when mixed.
  const auto state = [&](std::int64_t x0, std::int64_t y0, std::int64_t w, std::int64_t h) {
    std::int64_t free_cells = 0;
    for (std::int64_t y = y0; y < y0 + h; ++y)
      for (std::int64_t x = x0; x < x0 + w; ++x) free_cells += !blocked(x, y);
    return free_cells == w * h ? 1 : free_cells == 0 ? 0 : -1;
  };
  for (std::int64_t j = 0; j < rows; ++j)
    for (std::int64_t i = 0; i < columns; ++i) {
      const std::int64_t x0 = wall + i * p, y0 = wall + j * p;
      if (state(x0, y0, corridor, corridor) != 1)
        return testing::AssertionFailure() << "room " << i << "," << j << " is not all free";
      if (i + 1 < columns) {
        const int east = state(x0 + corridor, y0, wall, corridor);
        if (east < 0) return testing::AssertionFailure() << "gap east of room " << i << "," << j << " is mixed";
        open_gaps += east;
      }
      if (j + 1 < rows) {
        const int south = state(x0, y0 + corridor, corridor, wall);
        if (south < 0) return testing::AssertionFailure() << "gap south of room " << i << "," << j << " is mixed";
        open_gaps += south;
      }
    }
  const std::int64_t expected_free = columns * rows * corridor * corridor + open_gaps * corridor * wall;
  std::int64_t total_free = 0;
  for (std::int64_t y = 0; y < height; ++y)
    for (std::int64_t x = 0; x < width; ++x) total_free += !blocked(x, y);
  if (total_free != expected_free)
    return testing::AssertionFailure() << total_free << " free cells, rooms and open gaps make " << expected_free;
  if (open_gaps != columns * rows - 1)
    return testing::AssertionFailure() << open_gaps << " open gaps, a perfect maze of " << columns * rows
                                       << " rooms has " << columns * rows - 1;
  return testing::AssertionSuccess();
}

testing::AssertionResult has_maze_layout(const Grid& grid, const MazeOptions& o) {
  return has_maze_layout(grid.width(), grid.height(), o.corridor, o.wall, [&](std::int64_t x, std::int64_t y) {
    return !grid.passable({std::int32_t(x), std::int32_t(y)});
  });
}

std::uint64_t lattice_free_cells(const MazeOptions& o) {
  const std::uint64_t p = std::uint64_t(o.corridor + o.wall);
  const std::uint64_t rooms = (std::uint64_t(o.width) / p) * (std::uint64_t(o.height) / p);
  const std::uint64_t c = std::uint64_t(o.corridor), w = std::uint64_t(o.wall);
  return rooms * c * c + (rooms - 1) * c * w;
}

TEST(GenerateMaze, IsOnePerfectComponentWithTheLatticeLayout) {
  const MazeOptions cases[] = {
      {512, 512, 1, 1, 1}, {64, 48, 3, 2, 9},    {100, 37, 4, 1, 3}, {2, 2, 1, 1, 5},    {7, 3, 1, 2, 6},
      {9, 50, 2, 2, 8},    {200, 200, 32, 1, 2}, {131, 77, 5, 5, 4}, {30, 30, 1, 3, 11}, {512, 512, 32, 1, 3},
  };
  for (const MazeOptions& o : cases) {
    SCOPED_TRACE(testing::Message() << o.width << "x" << o.height << " corridor " << o.corridor << " wall " << o.wall
                                    << " seed " << o.seed);
    const Grid grid = generate_maze(o);
    EXPECT_EQ(grid.traversable_count(), lattice_free_cells(o));
    EXPECT_EQ(components4(grid), 1u);
    EXPECT_TRUE(has_maze_layout(grid, o));
  }
}

/// Lengths of the maximal runs of free cells along the line from `first` in steps of `step`.
std::vector<std::int32_t> free_runs(const Grid& grid, Point first, Point step) {
  std::vector<std::int32_t> runs;
  std::int32_t run = 0;
  for (Point p = first; grid.in_bounds(p); p = {p.x + step.x, p.y + step.y}) {
    if (grid.passable(p)) {
      ++run;
    } else if (run > 0) {
      runs.push_back(run);
      run = 0;
    }
  }
  if (run > 0) runs.push_back(run);
  return runs;
}

TEST(GenerateMaze, CorridorsHaveTheRequestedWidth) {
  // Independently of the layout check: lattice posts are blocked, so no corridor gets
  // wider than c; and along the first row (column) of every room row (column), free runs
  // are k rooms joined by k - 1 gaps, k * c + (k - 1) * wall cells, so never narrower.
  for (const MazeOptions& o :
       {MazeOptions{90, 90, 4, 2, 21}, MazeOptions{77, 64, 1, 3, 22}, MazeOptions{100, 100, 7, 1, 23}}) {
    SCOPED_TRACE(testing::Message() << "corridor " << o.corridor << " wall " << o.wall << " seed " << o.seed);
    const Grid grid = generate_maze(o);
    const std::int32_t p = o.corridor + o.wall;
    for (std::int32_t y = 0; y < grid.height(); ++y)
      for (std::int32_t x = 0; x < grid.width(); ++x)
        if (x % p < o.wall && y % p < o.wall) {
          ASSERT_FALSE(grid.passable({x, y})) << "post " << x << "," << y;
        }
    std::size_t runs = 0;
    for (std::int32_t line = o.wall; line + o.corridor <= std::min(grid.width(), grid.height()); line += p)
      for (const auto& [first, step] : {std::pair{Point{0, line}, Point{1, 0}}, std::pair{Point{line, 0}, Point{0, 1}}})
        for (const std::int32_t run : free_runs(grid, first, step)) {
          ++runs;
          EXPECT_EQ((run + o.wall) % p, 0) << "run of " << run << " from " << first.x << "," << first.y;
        }
    EXPECT_GT(runs, 0u);
  }
}

TEST(GenerateMaze, MatchesTheMovingAiMazeLayout) {
  // maze512-1-0 from the Moving AI benchmarks passes the same layout check as our
  // 512 x 512 corridor-1 wall-1 maze and has the same number of free cells.
  std::ifstream in(std::string(GRIDNAV_DATA_DIR) + "/movingai/maze512-1-0.map");
  ASSERT_TRUE(in) << "missing data/movingai/maze512-1-0.map";
  std::string line;
  while (std::getline(in, line) && line.rfind("map", 0) != 0) {
  }
  std::vector<std::string> rows;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) rows.push_back(line);
  }
  ASSERT_EQ(rows.size(), 512u);
  const auto blocked = [&](std::int64_t x, std::int64_t y) { return rows[std::size_t(y)][std::size_t(x)] != '.'; };
  EXPECT_TRUE(has_maze_layout(512, 512, 1, 1, blocked));
  std::uint64_t free_cells = 0;
  for (const std::string& row : rows)
    for (char c : row) free_cells += c == '.';
  const MazeOptions ours{512, 512, 1, 1, 1};
  EXPECT_EQ(generate_maze(ours).traversable_count(), free_cells);
  EXPECT_EQ(free_cells, lattice_free_cells(ours));
}

TEST(GenerateMaze, LargeMazesNeedNoRecursion) {
  // 2048 x 2048 rooms: a recursive backtracker would nest millions of calls.
  const MazeOptions o{4096, 4096, 1, 1, 12};
  SCOPED_TRACE(testing::Message() << "seed " << o.seed);
  const Grid grid = generate_maze(o);
  EXPECT_EQ(grid.traversable_count(), lattice_free_cells(o));
  const std::vector<char> seen = reachable(grid, {1, 1}, kFourConnected);
  std::uint64_t reached = 0;
  for (char s : seen) reached += std::uint64_t(s);
  EXPECT_EQ(reached, grid.traversable_count());
}

TEST(GenerateMaze, SameSeedSameMazeDifferentSeedsDiffer) {
  std::set<std::uint64_t> fingerprints;
  for (std::uint64_t seed = 1; seed <= 10; ++seed) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    const MazeOptions o{101, 99, 2, 1, seed};
    EXPECT_EQ(grid_fingerprint(generate_maze(o)), grid_fingerprint(generate_maze(o)));
    fingerprints.insert(grid_fingerprint(generate_maze(o)));
  }
  EXPECT_EQ(fingerprints.size(), 10u);
}

TEST(GenerateMaze, RejectsBadParameters) {
  EXPECT_THROW((void)generate_maze(MazeOptions{0, 10, 1, 1, 1}), InputError);
  EXPECT_THROW((void)generate_maze(MazeOptions{10, -10, 1, 1, 1}), InputError);
  EXPECT_THROW((void)generate_maze(MazeOptions{Grid::kMaxSide, Grid::kMaxSide, 1, 1, 1}), InputError);
  EXPECT_THROW((void)generate_maze(MazeOptions{10, 10, 0, 1, 1}), InputError);
  EXPECT_THROW((void)generate_maze(MazeOptions{10, 10, 1, 0, 1}), InputError);
  EXPECT_THROW((void)generate_maze(MazeOptions{10, 10, -2, 1, 1}), InputError);
  EXPECT_THROW((void)generate_maze(MazeOptions{1, 10, 1, 1, 1}), InputError);  // narrower than one room
  EXPECT_THROW((void)generate_maze(MazeOptions{10, 5, 4, 2, 1}), InputError);  // lower than one room
  EXPECT_THROW((void)generate_maze(MazeOptions{10, 10, std::numeric_limits<std::int32_t>::max(),
                                               std::numeric_limits<std::int32_t>::max(), 1}),
               InputError);                                          // corridor + wall overflows int32
  EXPECT_NO_THROW((void)generate_maze(MazeOptions{6, 6, 4, 2, 1}));  // exactly one room
}

}  // namespace
}  // namespace gridnav
