// A small, portable pseudo-random number generator for reproducible maps and tests.
//
// Why not <random>: the engines of <random> are portable, but the distributions
// (std::uniform_int_distribution, ...) and std::shuffle are not specified bit for bit,
// so libstdc++, libc++ and MSVC give different maps for the same seed. Everything
// here is defined by this file alone: the same seed gives the same sequence on every
// platform and compiler (only fixed-width unsigned arithmetic is used).
//
//   SplitMix64  a 64-bit mixer of a counter (Steele, Lea, Flood 2014); used to expand
//               one 64-bit seed into the state of Random, and usable on its own.
//   Random      xoshiro256** (Blackman, Vigna 2018): 256 bits of state, period 2^256 - 1.
//               Satisfies std::uniform_random_bit_generator, so it can drive <random>
//               where portability does not matter.
//   below(n)    an unbiased integer in [0, n), Lemire's multiply-shift with rejection.
//   shuffle     Fisher-Yates driven by below(); portable, unlike std::shuffle.
//
// Not for cryptography. No global state: every generator is an object the caller owns.
#pragma once

#include <cassert>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <random>
#include <span>
#include <tuple>
#include <type_traits>
#include <utility>

namespace gridnav {

namespace detail {

/// The full 128-bit product a * b as {high 64 bits, low 64 bits}, from 32-bit halves.
constexpr std::pair<std::uint64_t, std::uint64_t> multiply_wide_portable(std::uint64_t a, std::uint64_t b) noexcept {
  const std::uint64_t a_lo = a & 0xFFFFFFFFu, a_hi = a >> 32;
  const std::uint64_t b_lo = b & 0xFFFFFFFFu, b_hi = b >> 32;
  const std::uint64_t lo_lo = a_lo * b_lo;
  const std::uint64_t hi_lo = a_hi * b_lo;
  const std::uint64_t lo_hi = a_lo * b_hi;
  const std::uint64_t hi_hi = a_hi * b_hi;
  const std::uint64_t middle = (lo_lo >> 32) + (hi_lo & 0xFFFFFFFFu) + lo_hi;  // cannot overflow
  const std::uint64_t high = hi_hi + (hi_lo >> 32) + (middle >> 32);
  const std::uint64_t low = (middle << 32) | (lo_lo & 0xFFFFFFFFu);
  return {high, low};
}

/// The same product with the compiler's 128-bit integer where there is one (GCC, Clang),
/// else multiply_wide_portable; both give identical results (tested).
constexpr std::pair<std::uint64_t, std::uint64_t> multiply_wide(std::uint64_t a, std::uint64_t b) noexcept {
#if defined(__SIZEOF_INT128__)
  __extension__ using u128 = unsigned __int128;
  const u128 product = u128(a) * b;
  return {std::uint64_t(product >> 64), std::uint64_t(product)};
#else
  return multiply_wide_portable(a, b);
#endif
}

constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }

}  // namespace detail

/// SplitMix64: each call adds a constant to a 64-bit counter and mixes it. Any seed,
/// including 0, is fine. Used to seed Random and to derive independent sub-seeds.
class SplitMix64 {
 public:
  constexpr explicit SplitMix64(std::uint64_t seed) noexcept : state_(seed) {}
  constexpr std::uint64_t next() noexcept {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
  }

 private:
  std::uint64_t state_;
};

/// xoshiro256** seeded through SplitMix64. Equal seeds give equal sequences everywhere.
class Random {
 public:
  using result_type = std::uint64_t;

  constexpr explicit Random(std::uint64_t seed) noexcept {
    SplitMix64 mixer(seed);
    for (auto& word : state_) word = mixer.next();  // never all zero: SplitMix64 is a bijection of a counter
  }

  static constexpr result_type min() noexcept { return 0; }
  static constexpr result_type max() noexcept { return ~result_type{0}; }
  constexpr result_type operator()() noexcept { return next(); }

  /// The next 64 uniformly distributed bits.
  constexpr std::uint64_t next() noexcept {
    const std::uint64_t result = detail::rotl(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = detail::rotl(state_[3], 45);
    return result;
  }

  /// A uniformly distributed integer in [0, n), without modulo bias, for n >= 1.
  /// Lemire (2019), "Fast random integer generation in an interval": the high word of
  /// next() * n, rejecting the few low words below 2^64 mod n. Draws one next() except
  /// with probability < n / 2^64. Precondition n >= 1 (asserted; below(0) returns 0).
  constexpr std::uint64_t below(std::uint64_t n) noexcept {
    assert(n >= 1);
    if (n == 0) return 0;
    auto [high, low] = detail::multiply_wide(next(), n);
    if (low < n) {
      const std::uint64_t threshold = (0 - n) % n;  // 2^64 mod n
      while (low < threshold) std::tie(high, low) = detail::multiply_wide(next(), n);
    }
    return high;
  }

  /// A uniformly distributed double in [0, 1) with 53 random bits (multiples of 2^-53).
  constexpr double uniform01() noexcept { return double(next() >> 11) * 0x1.0p-53; }

 private:
  std::uint64_t state_[4]{};
};

static_assert(std::uniform_random_bit_generator<Random>);

/// Shuffles `items` in place with Fisher-Yates driven by Random::below: every
/// permutation is equally likely and the result depends only on the seed.
template <class T>
void shuffle(std::span<T> items, Random& random) noexcept(std::is_nothrow_swappable_v<T>) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const auto j = std::size_t(random.below(i));
    using std::swap;
    swap(items[i - 1], items[j]);
  }
}

}  // namespace gridnav
