#include "gridnav/util/random.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

namespace gridnav {
namespace {

// Pearson's chi-square statistic of observed counts against equal expected counts.
double chi_square(const std::vector<std::uint64_t>& counts) {
  const double total = double(std::accumulate(counts.begin(), counts.end(), std::uint64_t{0}));
  const double expected = total / double(counts.size());
  double sum = 0;
  for (const std::uint64_t c : counts) sum += (double(c) - expected) * (double(c) - expected) / expected;
  return sum;
}

TEST(Random, SplitMix64MatchesTheReferenceSequence) {
  // Reference outputs of Vigna's splitmix64.c for the seed 0.
  SplitMix64 mixer(0);
  EXPECT_EQ(mixer.next(), 0xE220A8397B1DCDAFu);
  EXPECT_EQ(mixer.next(), 0x6E789E6AA1B965F4u);
  EXPECT_EQ(mixer.next(), 0x06C45D188009454Fu);
}

TEST(Random, SequenceIsPinnedAcrossPlatforms) {
  // Golden values from an independent Python implementation of xoshiro256** seeded by
  // SplitMix64 and of Lemire's bounded draw: a change here changes every generated map.
  Random random(1);
  EXPECT_EQ(random.next(), 0xB3F2AF6D0FC710C5u);
  EXPECT_EQ(random.next(), 0x853B559647364CEAu);
  EXPECT_EQ(random.next(), 0x92F89756082A4514u);
  Random bounded(42);
  std::vector<std::uint64_t> draws;
  for (int i = 0; i < 8; ++i) draws.push_back(bounded.below(10));
  EXPECT_EQ(draws, (std::vector<std::uint64_t>{0, 3, 6, 9, 9, 7, 7, 8}));
}

TEST(Random, PortableWideMultiplyAgreesWithTheNativeOne) {
  const std::uint64_t top = ~std::uint64_t{0};
  EXPECT_EQ(detail::multiply_wide_portable(top, top), (std::pair<std::uint64_t, std::uint64_t>{top - 1, 1}));
  EXPECT_EQ(detail::multiply_wide_portable(std::uint64_t{1} << 32, std::uint64_t{1} << 32),
            (std::pair<std::uint64_t, std::uint64_t>{1, 0}));
  EXPECT_EQ(detail::multiply_wide_portable(0, top), (std::pair<std::uint64_t, std::uint64_t>{0, 0}));
  Random random(17);
  for (int i = 0; i < 10000; ++i) {
    const std::uint64_t a = random.next(), b = random.next() >> (i % 64);
    ASSERT_EQ(detail::multiply_wide_portable(a, b), detail::multiply_wide(a, b)) << a << " * " << b;
  }
}

TEST(Random, SameSeedSameSequenceDifferentSeedsDiffer) {
  for (std::uint64_t seed : {0u, 1u, 2u, 12345u}) {
    SCOPED_TRACE(testing::Message() << "seed " << seed);
    Random a(seed), b(seed), c(seed + 1);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
      const std::uint64_t x = a.next();
      EXPECT_EQ(x, b.next());
      differs |= x != c.next();
    }
    EXPECT_TRUE(differs);
  }
}

TEST(Random, BelowStaysInBounds) {
  constexpr std::uint64_t kSeed = 7;
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  Random random(kSeed);
  const std::uint64_t top = ~std::uint64_t{0};
  for (std::uint64_t n : {std::uint64_t{1}, std::uint64_t{2}, std::uint64_t{3}, std::uint64_t{7}, std::uint64_t{1000},
                          (std::uint64_t{1} << 32) + 1, (std::uint64_t{1} << 63) + 1, top}) {
    SCOPED_TRACE(testing::Message() << "n " << n);
    std::uint64_t largest = 0;
    for (int i = 0; i < 20000; ++i) {
      const std::uint64_t x = random.below(n);
      ASSERT_LT(x, n);
      largest = std::max(largest, x);
    }
    if (n <= 1000) {
      EXPECT_EQ(largest, n - 1);  // small ranges are fully covered
    }
  }
}

TEST(Random, BelowIsUniformOnSmallRanges) {
  constexpr std::uint64_t kSeed = 2024;
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  Random random(kSeed);
  for (std::uint64_t n : {2u, 7u, 10u, 97u}) {
    SCOPED_TRACE(testing::Message() << "n " << n);
    std::vector<std::uint64_t> counts(n, 0);
    for (std::uint64_t i = 0; i < 10000 * n; ++i) ++counts[random.below(n)];
    // df = n - 1; the bound is far in the tail (p < 1e-6 for every n here) but a
    // broken generator (a stuck bit, an off-by-one range) exceeds it by orders of magnitude.
    EXPECT_LT(chi_square(counts), 3.0 * double(n) + 40.0);
  }
}

TEST(Random, BelowHasNoModuloBiasOnHugeRanges) {
  // n = 3 * 2^62: next() % n would put half of all draws in the lowest third.
  constexpr std::uint64_t kSeed = 99;
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  Random random(kSeed);
  const std::uint64_t n = std::uint64_t{3} << 62;
  std::vector<std::uint64_t> thirds(3, 0);
  for (int i = 0; i < 30000; ++i) ++thirds[random.below(n) >> 62];
  EXPECT_LT(chi_square(thirds), 30.0);
}

TEST(Random, Uniform01IsInUnitIntervalWithMeanOneHalf) {
  constexpr std::uint64_t kSeed = 5;
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  Random random(kSeed);
  double sum = 0;
  constexpr int kDraws = 100000;
  std::vector<std::uint64_t> deciles(10, 0);
  for (int i = 0; i < kDraws; ++i) {
    const double u = random.uniform01();
    ASSERT_GE(u, 0.0);
    ASSERT_LT(u, 1.0);
    sum += u;
    ++deciles[std::size_t(u * 10)];
  }
  EXPECT_NEAR(sum / kDraws, 0.5, 0.01);
  EXPECT_LT(chi_square(deciles), 70.0);
}

TEST(Random, SatisfiesTheStandardGeneratorConcept) {
  static_assert(std::uniform_random_bit_generator<Random>);
  Random random(3);
  std::uniform_int_distribution<int> die(1, 6);  // not portable, but it must compile and run
  const int roll = die(random);
  EXPECT_GE(roll, 1);
  EXPECT_LE(roll, 6);
}

TEST(Random, ShuffleIsAPermutationAndDeterministic) {
  constexpr std::uint64_t kSeed = 11;
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  std::vector<int> a(100), b(100);
  std::iota(a.begin(), a.end(), 0);
  std::iota(b.begin(), b.end(), 0);
  Random ra(kSeed), rb(kSeed);
  shuffle(std::span<int>(a), ra);
  shuffle(std::span<int>(b), rb);
  EXPECT_EQ(a, b);
  std::vector<int> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  std::vector<int> identity(100);
  std::iota(identity.begin(), identity.end(), 0);
  EXPECT_EQ(sorted, identity);
  EXPECT_NE(a, identity);
  shuffle(std::span<int>(), ra);  // empty spans are fine
}

TEST(Random, ShuffleMakesEveryPermutationEquallyLikely) {
  constexpr std::uint64_t kSeed = 13;
  SCOPED_TRACE(testing::Message() << "seed " << kSeed);
  Random random(kSeed);
  std::vector<std::uint64_t> counts(24, 0);
  for (int trial = 0; trial < 48000; ++trial) {
    std::array<int, 4> items{0, 1, 2, 3};
    shuffle(std::span<int>(items), random);
    // Lehmer code of the permutation: a number in [0, 24).
    std::size_t code = 0;
    for (std::size_t i = 0; i < 4; ++i) {
      std::size_t smaller_after = 0;
      for (std::size_t j = i + 1; j < 4; ++j) smaller_after += items[j] < items[i];
      code = code * (4 - i) + smaller_after;
    }
    ++counts[code];
  }
  EXPECT_LT(chi_square(counts), 80.0);  // df = 23
}

}  // namespace
}  // namespace gridnav
