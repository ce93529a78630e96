// Time limits from milliseconds: NaN, infinities and values whose nanoseconds overflow are
// refused; tiny positive limits are 1 ns, never "no limit".
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {
namespace {

using std::chrono::nanoseconds;

TEST(TimeLimit, MillisecondsBecomeWholeNanosecondsRoundedUp) {
  EXPECT_EQ(time_limit_from_ms(0), nanoseconds(0));  // no limit
  EXPECT_EQ(time_limit_from_ms(2.5), nanoseconds(2'500'000));
  EXPECT_EQ(time_limit_from_ms(1e-7), nanoseconds(1));
  EXPECT_EQ(time_limit_from_ms(std::numeric_limits<double>::denorm_min()), nanoseconds(1));
  EXPECT_EQ(time_limit_from_ms(kMaxTimeLimitMs), nanoseconds(1'000'000'000'000'000));
}

TEST(TimeLimit, ValuesThatWouldOverflowOrAreNotNumbersAreRefused) {
  for (const double ms : {std::nan(""), std::numeric_limits<double>::infinity(), -1.0, -1e-9, 9.3e12, 1e30,
                          std::nextafter(kMaxTimeLimitMs, 2e9)})
    EXPECT_THROW((void)time_limit_from_ms(ms), InputError) << ms;
}

TEST(TimeLimit, ATinyLimitStopsALongSearch) {
  const Grid grid(400, 400);
  DijkstraSearch<> search(grid, MoveRules{});  // expands about every cell: far more than 1023
  Limits limits;
  limits.max_time = time_limit_from_ms(1e-7);
  const SearchResult& r = search.solve({{0, 0}, {399, 399}}, limits);
  EXPECT_EQ(r.status, Status::budget_exhausted);
}

}  // namespace
}  // namespace gridnav
