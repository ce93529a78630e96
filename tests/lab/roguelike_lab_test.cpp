// The roguelike ladder: every rung runs and returns legal paths, the exact rungs match
// Dijkstra, rungs that differ only in memory layout expand the same nodes, and the lab
// experiment reports all of it. No timing is checked.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <string>

#include "gridnav/io/generators.hpp"
#include "lab/lab.hpp"
#include "lab/roguelike/ladder.hpp"

namespace gridnav::lab {
namespace {

using roguelike::Coord;
using roguelike::Heuristic;

std::vector<std::unique_ptr<roguelike::Rung>> every_rung(const roguelike::Dungeon& d) {
  std::vector<std::unique_ptr<roguelike::Rung>> out;
  out.push_back(roguelike::make_list_rung(d));
  for (Heuristic h : {Heuristic::chebyshev, Heuristic::manhattan}) {
    out.push_back(roguelike::make_matrix_rung(d, h));
    out.push_back(roguelike::make_parent_pointer_rung(d, h));
    out.push_back(roguelike::make_no_open_scan_rung(d, h));
    out.push_back(roguelike::make_no_coordinate_rung(d, h));
  }
  return out;
}

TEST(RoguelikeLadder, EveryRungWalksAroundAWallAndReportsNoPath) {
  // A 9x5 room split by a wall with one gap at the bottom; cells right of x = 6 sealed off.
  Grid grid(9, 5, kGround);
  for (std::int32_t y = 0; y < 4; ++y) grid.set_blocked({3, y});
  for (std::int32_t y = 0; y < 5; ++y) grid.set_blocked({6, y});
  const roguelike::Dungeon dungeon(grid);
  std::vector<Coord> path;
  for (auto& rung : every_rung(dungeon)) {
    ASSERT_TRUE(rung->find_path({0, 1, 0}, {0, 5, 0}, path));
    ASSERT_GE(path.size(), 2u);
    EXPECT_EQ(path.front(), (Coord{0, 1, 0}));
    EXPECT_EQ(path.back(), (Coord{0, 5, 0}));
    EXPECT_GE(path.size() - 1, 8u);  // (1,0) -> gap (3,4) -> (5,0): at least 4 + 4 moves
    for (std::size_t i = 1; i < path.size(); ++i) {
      EXPECT_TRUE(grid.passable({std::int32_t(path[i].x), std::int32_t(path[i].y)}));
      EXPECT_LE(
          std::max(std::labs(long(path[i].x) - long(path[i - 1].x)), std::labs(long(path[i].y) - long(path[i - 1].y))),
          1);
    }
    EXPECT_FALSE(rung->find_path({0, 1, 0}, {0, 8, 2}, path));
    EXPECT_TRUE(path.empty());
  }
}

/// A table's rows by their first cell.
std::map<std::string, std::vector<std::string>> rows_by_rung(const LabTable& t) {
  std::map<std::string, std::vector<std::string>> out;
  for (const auto& row : t.rows) out[row.front()] = row;
  return out;
}

TEST(RoguelikeLadder, LabRunChecksCostsAndRunsEveryRung) {
  LabContext ctx;
  ctx.quick = true;
  ctx.seed = 4;
  ctx.config.params["queries"] = "25";
  ctx.config.params["rounds"] = "1";
  const LabReport report = experiments().run("roguelike", ctx);
  EXPECT_FALSE(report.interrupted);
  ASSERT_EQ(report.tables.size(), 2u);

  const LabTable& speed = report.tables[0];
  ASSERT_EQ(speed.rows.size(), 10u);  // six rungs, three Chebyshev rebuilds, gridnav's A*
  const std::vector<std::string> article{"1.00", "1.46", "3.90", "4.12", "5.27", "6.10"};
  for (std::size_t k = 0; k < speed.rows.size(); ++k) {
    ASSERT_EQ(speed.rows[k].size(), speed.columns.size());
    EXPECT_NE(speed.rows[k][3], "-") << "rung " << speed.rows[k][0] << " was not timed";
    if (k < article.size()) {
      EXPECT_EQ(speed.rows[k][6], article[k]);
    }
  }

  const LabTable& costs = report.tables[1];
  auto rows = rows_by_rung(costs);
  ASSERT_EQ(rows.size(), 10u);
  for (const auto& [rung, row] : rows) {
    ASSERT_EQ(row.size(), costs.columns.size());
    EXPECT_EQ(row[4], "25/25") << "rung " << rung << " missed paths";
    EXPECT_EQ(row.back(), "ok") << "rung " << rung;
    EXPECT_GE(std::stod(row[6]), 1.0) << rung;
    EXPECT_GE(std::stod(row[7]), std::stod(row[6])) << rung;
  }
  for (const char* exact : {"1", "2", "4c", "A*"}) {
    EXPECT_EQ(rows[exact][5], "25/25") << "exact rung " << exact;
    EXPECT_EQ(rows[exact][7], "1.0000") << "exact rung " << exact;
  }
  // The Manhattan rungs overestimate: on a dungeon some paths come out longer.
  EXPECT_GT(std::stod(rows["3"][7]), 1.0);
  // Rungs that change only how nodes are stored expand exactly the same nodes.
  const auto expanded = [&](const char* r) { return rows[r][3]; };
  EXPECT_EQ(expanded("1"), expanded("2"));
  EXPECT_EQ(expanded("2"), expanded("4c"));
  EXPECT_EQ(expanded("3"), expanded("4"));
  EXPECT_EQ(expanded("5"), expanded("6"));
  EXPECT_EQ(expanded("5c"), expanded("6c"));
  // Node sizes as in the article: 80, 56 and 32 bytes.
  EXPECT_EQ(rows["2"][1], "80");
  EXPECT_EQ(rows["4"][1], "56");
  EXPECT_EQ(rows["6"][1], "32");
}

TEST(RoguelikeLadder, StopsWhenAsked) {
  std::atomic<bool> stop{true};
  LabContext ctx;
  ctx.quick = true;
  ctx.stop = &stop;
  const LabReport report = experiments().run("roguelike", ctx);
  EXPECT_TRUE(report.interrupted);
}

}  // namespace
}  // namespace gridnav::lab
