// After the first query on a grid, a search must not allocate: the node store is
// sized at construction and the open list and path keep their capacity. And a reader given
// a header that declares a huge map over no data must fail before allocating its size.
// Counted by replacing the global operator new for this test binary (counting only while armed).
#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <random>
#include <sstream>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "gridnav/io/weighted_text.hpp"
#include "gridnav/search/distance_field.hpp"
#include "support/reference_dijkstra.hpp"

namespace {
std::atomic<bool> g_armed{false};
std::atomic<std::size_t> g_allocations{0};
std::atomic<std::size_t> g_bytes{0};
}  // namespace

void* operator new(std::size_t size) {
  if (g_armed.load(std::memory_order_relaxed)) {
    g_allocations.fetch_add(1, std::memory_order_relaxed);
    g_bytes.fetch_add(size, std::memory_order_relaxed);
  }
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
// Out of line, so that GCC does not see free() called on what operator new returned
// (-Wmismatched-new-delete cannot tell that this operator new is malloc).
[[gnu::noinline]] void operator delete(void* p) noexcept { std::free(p); }
[[gnu::noinline]] void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace gridnav {
namespace {

/// Alternate caps, so the capped and the full fields are both covered.
Cost i_cap(std::size_t n) { return n % 2 ? 50.0 : std::numeric_limits<Cost>::infinity(); }

template <class Search>
std::size_t allocations_in_repeat_queries(const Grid& grid, MoveRules rules, std::mt19937& rng) {
  Search search(grid, rules);
  std::vector<Query> queries;
  for (int i = 0; i < 40; ++i)
    queries.push_back({testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)});
  for (const Query& q : queries) (void)search.solve(q);  // warm-up: capacities grow to their peak
  g_allocations = 0;
  g_armed = true;
  for (const Query& q : queries) (void)search.solve(q);
  g_armed = false;
  return g_allocations.load();
}

TEST(Allocation, RepeatedQueriesAllocateNothing) {
  const std::uint32_t seed = testing::test_seed(11);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = testing::random_grid(rng, 120, 90, 0.25, 4);
  for (auto rules :
       {MoveRules{}, MoveRules{Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer}}) {
    EXPECT_EQ(allocations_in_repeat_queries<AStarSearch<>>(grid, rules, rng), 0u);
    EXPECT_EQ(allocations_in_repeat_queries<DijkstraSearch<>>(grid, rules, rng), 0u);
    EXPECT_EQ(allocations_in_repeat_queries<BreadthFirstSearch<>>(grid, rules, rng), 0u);
  }
}

/// Bytes allocated by `read` (which must throw ParseError).
template <class Read>
std::size_t bytes_allocated_failing(Read&& read) {
  g_bytes = 0;
  g_armed = true;
  try {
    read();
    ADD_FAILURE() << "no ParseError";
  } catch (const ParseError&) {
  }
  g_armed = false;
  return g_bytes.load();
}

TEST(Allocation, DeclaredHugeMapsFailBeforeTheirSizeIsAllocated) {
  // 41 bytes declaring 8192 x 8192 cells (within the cell limit), and the same as .wmap.
  constexpr std::size_t kMiB = std::size_t{1} << 20;
  EXPECT_LT(bytes_allocated_failing([] {
              std::istringstream in("type octile\nheight 8192\nwidth 8192\nmap\n");
              (void)parse_movingai_map(in, "big.map");
            }),
            kMiB);
  EXPECT_LT(bytes_allocated_failing([] {
              std::istringstream in("type weighted\nheight 8192\nwidth 8192\nmap\n1 2 3\n");
              (void)parse_weighted_text(in, "big.wmap");
            }),
            kMiB);
  // 16384 x 16384 is above the default limit: refused at the header.
  EXPECT_LT(bytes_allocated_failing([] {
              std::istringstream in("type octile\nheight 16384\nwidth 16384\nmap\n");
              (void)parse_movingai_map(in, "huge.map");
            }),
            kMiB);
}

TEST(Allocation, DistanceFieldsAfterTheFirstAllocateNothing) {
  const std::uint32_t seed = testing::test_seed(12);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid grid = testing::random_grid(rng, 120, 90, 0.25, 4);
  DistanceField field(grid);
  std::vector<std::vector<Point>> sources;
  for (int i = 0; i < 20; ++i)
    sources.push_back({testing::random_free_cell(rng, grid), testing::random_free_cell(rng, grid)});
  for (const auto& s : sources) field.compute(s);  // warm-up
  g_allocations = 0;
  g_armed = true;
  for (const auto& s : sources) field.compute(s, i_cap(s.size()));
  g_armed = false;
  EXPECT_EQ(g_allocations.load(), 0u);
}

TEST(Allocation, TheCounterSeesAllocations) {
  // Guards the test above against a counter that never counts.
  g_allocations = 0;
  g_armed = true;
  auto* v = new std::vector<int>(100);
  g_armed = false;
  delete v;
  EXPECT_GE(g_allocations.load(), 1u);
}

}  // namespace
}  // namespace gridnav
