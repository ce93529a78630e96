// The shared core holds keys in 64 bits when costs are whole numbers (detail/rhs/keys.hpp,
// narrow_key). That form must order exactly as PackedKey does, or the heap would make
// other moves and the expansions would change; and D* Lite's switch back to 128-bit keys
// in mid-run (km grown too large) must leave a valid heap that goes on as before.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "gridnav/dynamic/detail/rhs/core.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

using detail::PackedKey;
using Form = detail::RhsCore<detail::RhsFrom::predecessors>::Form;

TEST(NarrowKeys, OrderAndRoundTripAsPackedKey) {
  std::vector<PackedKey> keys;
  for (int k1 = 0; k1 <= 12; ++k1)
    for (int m = 0; m <= k1; ++m) {
      keys.push_back(PackedKey::of(Cost(k1), true, Cost(m)));
      keys.push_back(PackedKey::of(Cost(k1), false, Cost(m)));
    }
  keys.push_back(PackedKey::of(Cost((1u << 31) - 1), true, Cost((1u << 31) - 2)));
  keys.push_back(PackedKey::of(Cost((1u << 31) - 1), false, Cost((1u << 31) - 1)));
  // KeyParts builds the narrow form from the numbers: the same 64 bits as narrow_key.
  for (int k1 = 0; k1 <= 12; ++k1)
    for (int m = 0; m <= k1; ++m)
      for (const bool under : {true, false}) {
        const detail::KeyParts parts{Cost(k1), under, Cost(m)};
        EXPECT_EQ(parts.narrow(), detail::narrow_key(parts.packed()));
      }
  const detail::KeyParts top{Cost((1u << 31) - 1), false, Cost((1u << 31) - 1)};
  EXPECT_EQ(top.narrow(), detail::narrow_key(top.packed()));
  for (const PackedKey a : keys) {
    EXPECT_EQ(detail::wide_key(detail::narrow_key(a)), a);
    for (const PackedKey b : keys) {
      EXPECT_EQ(a < b, detail::narrow_key(a) < detail::narrow_key(b));
      EXPECT_EQ(a == b, detail::narrow_key(a) == detail::narrow_key(b));
    }
  }
}

// Two LPA*-style cores on the same random map, one with 64-bit keys switched to 128-bit
// ones after a few expansions, one with 128-bit keys throughout: the same expansions.
TEST(NarrowKeys, WideningInMidSearchKeepsTheOrder) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Random rng(seed);
    Grid grid(24, 24);
    for (std::int32_t y = 0; y < 24; ++y)
      for (std::int32_t x = 0; x < 24; ++x)
        if (rng.uniform01() < 0.3) grid.set_weight({x, y}, kBlocked);
    const Point start{0, 0}, goal{23, 23};
    grid.set_weight(start, kGround);
    grid.set_weight(goal, kGround);
    const MoveModel moves(grid, {Connectivity::four, DiagonalRule::always, CostProfileKind::unit});
    std::vector<Cost> h(grid.padded_size(), 0);
    for (std::int32_t y = 0; y < 24; ++y)
      for (std::int32_t x = 0; x < 24; ++x) h[raw(grid.pad({x, y}))] = Cost((23 - x) + (23 - y));
    const auto key_of = [&](std::uint32_t i, Cost g, Cost rhs) {
      const Cost m = std::min(g, rhs);
      return detail::KeyParts{m + h[i], g < rhs, m};
    };
    detail::RhsCore<detail::RhsFrom::predecessors> narrow, wide;
    narrow.reset(grid, moves);
    wide.reset(grid, moves);
    narrow.use_buckets(false);  // the narrow heap: the buckets order ties otherwise
    narrow.fit_keys(true, 64);
    wide.fit_keys(false, 64);
    narrow.restart(grid.pad(start), key_of);
    wide.restart(grid.pad(start), key_of);
    for (int step = 0; !wide.empty(); ++step) {
      if (step == 15) narrow.fit_keys(true, Cost(std::uint64_t{1} << 40));  // widens
      ASSERT_FALSE(narrow.empty());
      ASSERT_EQ(narrow.top(), wide.top()) << "seed " << seed << " step " << step;
      ASSERT_EQ(narrow.top_key(), wide.top_key());
      narrow.expand_top(key_of);
      wide.expand_top(key_of);
      ASSERT_TRUE(narrow.heap_valid());
      ASSERT_EQ(narrow.form(), step < 15 ? Form::narrow : Form::wide);
    }
    EXPECT_TRUE(narrow.empty());
    EXPECT_EQ(narrow.g(grid.pad(goal)), wide.g(grid.pad(goal)));
  }
}

}  // namespace
}  // namespace gridnav
