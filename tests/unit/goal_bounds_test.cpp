// Goal bounding (heuristic/goal_bounds.hpp) and its searches, astar:goal-bounds=on and
// jps-plus-gb:
//   - every box equals the one read off all-pairs distances of the plain reference Dijkstra
//     (support/reference_dijkstra.hpp), under every rule set and on weighted maps;
//   - the searches agree with Dijkstra on random maps of awkward widths, and prune;
//   - goal-bounds and JPS+ table files: round trips, and refusals of another map, other
//     rules, damage, and a box the map cannot have;
//   - a grid changed after its bounds were made: queries are refused, never answered.
// Seeds are logged (SCOPED_TRACE) and taken from GRIDNAV_TEST_SEED when set.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "gridnav/algorithm/jps.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"
#include "gridnav/util/table_file.hpp"
#include "support/planner_agreement.hpp"
#include "support/reference_dijkstra.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

using testing::compare_with_dijkstra;
using testing::near_cost;
using testing::random_free_cell;
using testing::random_grid;
using testing::reference_distances;
using testing::TempDir;
using testing::test_seed;

const MoveRules kOctile{};
const std::vector<MoveRules> kEveryRule{
    kOctile,
    {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::integer},
    {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::octile},
    {Connectivity::eight, DiagonalRule::always, CostProfileKind::octile},
    {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::unit},
};

/// The boxes of every cell and move, from the reference's all-pairs distances: t is in the
/// box of (n, d) when the move d to m costs c and c + dist(m, t) == dist(n, t).
std::vector<BoundsBox> reference_boxes(const Grid& grid, const MoveRules& rules) {
  const MoveModel moves(grid, rules);
  std::vector<std::vector<Cost>> dist(grid.cell_count());
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x)
      if (grid.passable({x, y})) dist[raw(grid.cell_id({x, y}))] = reference_distances(moves, {x, y});
  std::vector<BoundsBox> boxes(grid.padded_size() * 8);
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      if (!grid.passable({x, y})) continue;
      const auto& from = dist[raw(grid.cell_id({x, y}))];
      for (unsigned d = 0; d < 8; ++d) {
        const Point m{x + kDirectionDelta[d].x, y + kDirectionDelta[d].y};
        const auto step = grid.in_bounds(m) ? moves.move_cost({x, y}, m) : std::nullopt;
        if (!step) continue;
        const auto& onward = dist[raw(grid.cell_id(m))];
        BoundsBox& box = boxes[std::size_t(raw(grid.pad({x, y}))) * 8 + d];
        for (std::int32_t ty = 0; ty < grid.height(); ++ty)
          for (std::int32_t tx = 0; tx < grid.width(); ++tx) {
            const auto t = raw(grid.cell_id({tx, ty}));
            if ((tx != x || ty != y) && from[t] != kInfiniteCost && near_cost(*step + onward[t], from[t]))
              box.add(tx + 1, ty + 1);
          }
      }
    }
  return boxes;
}

TEST(GoalBounds, BoxesEqualTheReferenceUnderEveryRule) {
  const std::uint32_t seed = test_seed(20261127);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  for (const MoveRules& rules : kEveryRule)
    for (const Weight max_weight : {Weight(1), Weight(9)})
      for (int round = 0; round < 3; ++round) {
        const Grid grid =
            random_grid(rng, 3 + std::int32_t(rng() % 14), 1 + std::int32_t(rng() % 12), 0.25, max_weight);
        GoalBoundsOptions options;
        options.threads = 1 + unsigned(round % 2);
        const GoalBounds bounds = GoalBounds::build(grid, rules, options);
        const auto expected = reference_boxes(grid, rules);
        for (std::uint32_t id = 0; id < grid.padded_size(); ++id)
          for (unsigned d = 0; d < 8; ++d)
            if (!(bounds.box(id, Direction(d)) == expected[std::size_t(id) * 8 + d]) && ++wrong <= 5)
              ADD_FAILURE() << grid.width() << "x" << grid.height() << " weights to " << int(max_weight) << " rules "
                            << to_string(rules.connectivity) << "/" << to_string(rules.diagonal) << " cell " << id
                            << " move " << d;
      }
  EXPECT_EQ(wrong, 0);
}

TEST(GoalBounds, SearchesAgreeWithDijkstraOnRandomMaps) {
  const std::uint32_t seed = test_seed(11);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  int wrong = 0;
  std::size_t map = 0;
  for (const std::int32_t width : {1, 2, 7, 31, 63, 64, 65})
    for (const double density : {0.0, 0.15, 0.3, 0.42}) {
      const Grid grid = random_grid(rng, width, 1 + std::int32_t(rng() % 40), density);
      if (grid.traversable_count() == 0) continue;
      SCOPED_TRACE(std::to_string(width) + "x" + std::to_string(grid.height()) + " density " + std::to_string(density));
      wrong += compare_with_dijkstra(grid, kOctile, rng, 40, "jps-plus-gb");
      wrong += compare_with_dijkstra(grid, kEveryRule[1], rng, 20, "jps-plus-gb");
      // A* with bounds under every rule set on the smaller maps; on the larger ones (each
      // build is a search per cell) under one rule set, a different one from map to map.
      ++map;
      for (std::size_t r = 0; r < kEveryRule.size(); ++r)
        if (grid.traversable_count() <= 600 || r == map % kEveryRule.size())
          wrong += compare_with_dijkstra(grid, kEveryRule[r], rng, 15, "astar:goal-bounds=on");
      const Grid weighted = random_grid(rng, width, 1 + std::int32_t(rng() % 30), density, 7);
      if (weighted.traversable_count() != 0)
        wrong += compare_with_dijkstra(weighted, kOctile, rng, 15, "astar:goal-bounds=on");
    }
  EXPECT_EQ(wrong, 0);
}

TEST(GoalBounds, BoundedSearchesExpandFewerNodes) {
  std::mt19937 rng(test_seed(5));
  const Grid grid = random_grid(rng, 60, 50, 0.2);
  std::uint64_t plain[2] = {0, 0}, bounded[2] = {0, 0};
  const char* specs[2][2] = {{"astar", "astar:goal-bounds=on"}, {"jps-plus", "jps-plus-gb"}};
  for (int k = 0; k < 2; ++k) {
    auto a = planners().make(grid, kOctile, parse_config(specs[k][0]));
    auto b = planners().make(grid, kOctile, parse_config(specs[k][1]));
    for (int q = 0; q < 50; ++q) {
      const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
      plain[k] += a->solve(query).stats.expanded;
      bounded[k] += b->solve(query).stats.expanded;
    }
    // A* on open ground loses at least half its expansions; JPS+, already sparse, a quarter.
    EXPECT_LT(bounded[k] * (k == 0 ? 2 : 4), plain[k] * (k == 0 ? 1 : 3))
        << specs[k][1] << " expanded " << bounded[k] << ", " << specs[k][0] << " " << plain[k];
  }
}

std::string read_all(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}
void write_all(const std::filesystem::path& file, const std::string& bytes) {
  std::ofstream(file, std::ios::binary | std::ios::trunc).write(bytes.data(), std::streamsize(bytes.size()));
}
/// Rewrites the checksum after an edit, as someone who knows the format would.
void reseal(std::string& bytes) {
  const std::uint64_t sum = table_checksum(bytes.data() + 8, bytes.size() - 16);
  for (int k = 0; k < 8; ++k) bytes[bytes.size() - 8 + std::size_t(k)] = char((sum >> (8 * k)) & 0xff);
}
void expect_refused(const std::string& file, const Grid& grid, const MoveRules& rules, const std::string& words) {
  try {
    (void)GoalBounds::load(file, grid, rules);
    ADD_FAILURE() << "accepted; expected a refusal with \"" << words << "\"";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
  }
}

TEST(GoalBoundsFile, RoundTripAndRefusals) {
  const TempDir dir;
  std::mt19937 rng(test_seed(3));
  const Grid grid = random_grid(rng, 20, 14, 0.2);
  const GoalBounds bounds = GoalBounds::build(grid, kOctile);
  const std::string file = (dir / "b.gb").string();
  bounds.save(file);
  const GoalBounds loaded = GoalBounds::load(file, grid, kOctile);
  for (std::uint32_t id = 0; id < grid.padded_size(); ++id)
    for (unsigned d = 0; d < 8; ++d) ASSERT_EQ(loaded.box(id, Direction(d)), bounds.box(id, Direction(d)));

  Grid other = grid;
  other.set_blocked(random_free_cell(rng, grid));
  expect_refused(file, other, kOctile, "different map");
  expect_refused(file, grid, kEveryRule[2], "other move rules");
  const std::string good = read_all(file);
  std::string bytes = good;
  bytes[bytes.size() / 2] ^= 1;
  write_all(file, bytes);
  expect_refused(file, grid, kOctile, "checksum mismatch");
  write_all(file, good.substr(0, good.size() - 100));
  expect_refused(file, grid, kOctile, "header implies");
  write_all(file, good + "x");
  expect_refused(file, grid, kOctile, "header implies");
  // A box on the frame (padded cell 0), resealed: the map cannot have it.
  bytes = good;
  const std::size_t boxes = 8 + 5 * 4 + 8;
  for (int k = 0; k < 8; ++k) bytes[boxes + std::size_t(k)] = 1;
  reseal(bytes);
  write_all(file, bytes);
  expect_refused(file, grid, kOctile, "cannot make");
  write_all(file, std::string("GNLMK3\n\0", 8) + good.substr(8));
  expect_refused(file, grid, kOctile, "bad magic");
}

TEST(GoalBoundsFile, PlannersSaveAndLoadTheirTables) {
  const TempDir dir;
  std::mt19937 rng(test_seed(4));
  const Grid grid = random_grid(rng, 40, 30, 0.25);
  const std::string bounds = (dir / "b.gb").string(), table = (dir / "t.jps").string();
  const std::string spec = "jps-plus-gb:bounds-file=" + bounds + ",table-file=" + table;
  auto first = planners().make(grid, kOctile, parse_config(spec));  // builds and saves both
  ASSERT_TRUE(std::filesystem::exists(bounds));
  ASSERT_TRUE(std::filesystem::exists(table));
  EXPECT_EQ(compare_with_dijkstra(grid, kOctile, rng, 30, spec.c_str()), 0);  // loads both
  EXPECT_EQ(compare_with_dijkstra(grid, kOctile, rng, 30, ("astar:goal-bounds=on,bounds-file=" + bounds).c_str()), 0);
  EXPECT_EQ(compare_with_dijkstra(grid, kOctile, rng, 30, ("jps-plus:table-file=" + table).c_str()), 0);

  Grid other = grid;
  other.set_blocked(random_free_cell(rng, grid));
  EXPECT_THROW((void)planners().make(other, kOctile, parse_config(spec)), InputError);
  EXPECT_THROW((void)planners().make(other, kOctile, parse_config("jps-plus:table-file=" + table)), InputError);
  EXPECT_THROW((void)planners().make(grid, kOctile, parse_config("astar:bounds-file=" + bounds)), InputError);
}

TEST(JpsTableFile, AnEditedTableWithAValidChecksumIsRefused) {
  const TempDir dir;
  std::mt19937 rng(test_seed(8));
  const Grid grid = random_grid(rng, 30, 20, 0.2);
  JpsBitGrid bits;
  bits.assign(grid);
  jps::JumpTable table;
  table.build(bits);
  const std::string file = (dir / "t.jps").string();
  table.save(file, grid);
  EXPECT_NO_THROW((void)jps::JumpTable::load(file, grid));
  std::string bytes = read_all(file);
  // A distance of the first open cell pushed far past the map, the checksum redone.
  const Point p = random_free_cell(rng, grid);
  const std::size_t at = 8 + 2 * 4 + 8 + (std::size_t(raw(grid.pad(p))) * 8 + jps::kE) * 2;
  bytes[at] = 0x00;
  bytes[at + 1] = 0x70;  // 28,672 steps east
  reseal(bytes);
  write_all(file, bytes);
  try {
    (void)jps::JumpTable::load(file, grid);
    ADD_FAILURE() << "an edited table was accepted";
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("not this map's"), std::string::npos) << e.what();
  }
}

TEST(GoalBounds, AGridChangedAfterwardsIsRefused) {
  std::mt19937 rng(test_seed(6));
  Grid grid = random_grid(rng, 30, 20, 0.2);
  const Query query{random_free_cell(rng, grid), random_free_cell(rng, grid)};
  for (const char* spec : {"astar:goal-bounds=on", "jps-plus-gb"}) {
    auto planner = planners().make(grid, kOctile, parse_config(spec));
    ASSERT_NE(planner->solve(query).status, Status::invalid_input) << spec;
    Point p = random_free_cell(rng, grid);
    while (p == query.start || p == query.goal) p = random_free_cell(rng, grid);
    grid.set_blocked(p);
    const SearchResult& r = planner->solve(query);
    EXPECT_EQ(r.status, Status::invalid_input) << spec;
    EXPECT_NE(r.message.find("goal bounds"), std::string::npos) << r.message;
    grid.set_weight(p, kGround);
  }
}

TEST(GoalBounds, RefusesWhatItCannotBuild) {
  Grid grid(5, 5);
  GoalBoundsOptions options;
  options.max_cells = 10;
  EXPECT_THROW((void)GoalBounds::build(grid, kOctile, options), InputError);
  std::atomic<bool> stop{true};
  options.max_cells = 100;
  options.stop = &stop;
  EXPECT_THROW((void)GoalBounds::build(grid, kOctile, options), InputError);
  EXPECT_THROW((void)GoalBounds::build(Grid(70000, 1), kOctile), InputError);
}

}  // namespace
}  // namespace gridnav
