// A query on a map of 2^28 cells (16384 x 16384) within a memory cap: a planner's per-cell
// state is claimed page by page as the query reaches cells (util/zeroed_array.hpp), so a
// 10-cell query adds megabytes to the process, not the 4 GiB that 16 bytes a cell would be.
// Resident memory is read from /proc/self/statm around the planner's making and its query.
// (Not run under sanitizers: their allocators map memory their own way.)
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

#include "gridnav/api/registry.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav {
namespace {

/// Resident bytes of this process now.
std::uint64_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * std::uint64_t(sysconf(_SC_PAGESIZE));
}

TEST(ZeroedArray, StartsAtZeroCopiesAndMoves) {
  ZeroedArray<std::uint32_t> a(100000);
  for (const std::uint32_t v : a) ASSERT_EQ(v, 0u);
  a[99999] = 7;
  ZeroedArray<std::uint32_t> b = a;
  EXPECT_EQ(b[99999], 7u);
  EXPECT_EQ(b.bytes(), 400000u);
  ZeroedArray<std::uint32_t> c = std::move(a);
  EXPECT_EQ(c[99999], 7u);
  EXPECT_TRUE(a.empty());  // NOLINT(bugprone-use-after-move): a moved-from array is empty
  c.reset(10);
  EXPECT_EQ(c.size(), 10u);
  EXPECT_EQ(c[9], 0u);
}

TEST(LargeMap, TenCellQueriesOnTwoToThe28CellsClaimMegabytes) {
  if (sysconf(_SC_PAGESIZE) <= 0) GTEST_SKIP() << "no page size";
  const Grid grid(16384, 16384);
  ASSERT_EQ(grid.cell_count(), std::uint64_t(1) << 28);
  for (const auto& [spec, cap_mib] : {std::pair{"astar", 64}, {"dijkstra", 64}, {"bfs", 64}, {"jps", 160}}) {
    const std::uint64_t before = resident_bytes();
    {
      auto planner = planners().make(grid, MoveRules{}, parse_config(spec));
      const SearchResult& r = planner->solve({{8000, 8000}, {8010, 8000}});
      ASSERT_EQ(r.status, Status::found) << spec;
      EXPECT_DOUBLE_EQ(r.cost, 10.0) << spec;
      const std::uint64_t grown = resident_bytes() - std::min(before, resident_bytes());
      EXPECT_LT(grown, std::uint64_t(cap_mib) << 20)
          << spec << " claimed " << (grown >> 20) << " MiB for a 10-cell query on 2^28 cells";
      std::printf("%s: %llu MiB resident more for the planner and a 10-cell query\n", spec,
                  static_cast<unsigned long long>(grown >> 20));
    }
  }
}

}  // namespace
}  // namespace gridnav
