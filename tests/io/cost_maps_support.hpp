// Helpers shared by the cost-map format tests: a private temporary folder per test and
// seeded random grids whose seed is logged with the test's output.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <string_view>

#include "gridnav/grid/grid.hpp"

namespace gridnav::testing {

/// A fresh folder under the system temp directory, removed with its contents on
/// destruction. The name holds the test's name and a random suffix, so tests that run in
/// parallel processes never share files.
class TempDir {
 public:
  TempDir() {
    const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
    std::string name = std::string("gridnav-") + info->test_suite_name() + "-" + info->name();
    for (char& c : name)
      if (c == '/') c = '_';
    path_ = std::filesystem::temp_directory_path() / (name + "-" + std::to_string(std::random_device{}()));
    std::filesystem::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  [[nodiscard]] const std::filesystem::path& path() const noexcept { return path_; }
  [[nodiscard]] std::filesystem::path operator/(std::string_view name) const { return path_ / name; }

  /// Writes `bytes` verbatim to the file `name` in this folder and returns its path.
  std::filesystem::path write(std::string_view name, std::string_view bytes) const {
    const auto file = path_ / name;
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(bytes.data(), std::streamsize(bytes.size()));
    out.close();
    EXPECT_TRUE(out.good()) << "cannot write " << file;
    return file;
  }

 private:
  std::filesystem::path path_;
};

/// A seed for a random test, recorded in the test's XML output and printed, so a failure
/// can be replayed by fixing the seed.
inline std::uint32_t logged_seed() {
  const std::uint32_t seed = std::random_device{}();
  ::testing::Test::RecordProperty("seed", std::to_string(seed));
  std::printf("[ seed     ] %u\n", seed);
  return seed;
}

/// A width x height grid of random weights drawn uniformly from [0, max_weight]
/// (0 = blocked).
inline Grid random_grid(std::mt19937& rng, std::int32_t width, std::int32_t height, unsigned max_weight) {
  Grid grid(width, height);
  std::uniform_int_distribution<unsigned> weight(0, max_weight);
  for (std::int32_t y = 0; y < height; ++y)
    for (std::int32_t x = 0; x < width; ++x) grid.set_weight({x, y}, Weight(weight(rng)));
  return grid;
}

}  // namespace gridnav::testing
