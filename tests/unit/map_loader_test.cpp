// load_map / save_map: the format follows the extension (or the explicit choice),
// and every writable format gives the grid back.
#include "gridnav/io/map_loader.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "gridnav/error.hpp"
#include "support/reference_dijkstra.hpp"

namespace gridnav {
namespace {

class MapLoaderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("gridnav-loader-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
};

TEST(MapFormat, ExtensionsChooseTheFormat) {
  EXPECT_EQ(format_from_extension("a/b/arena2.map"), MapFormat::movingai);
  EXPECT_EQ(format_from_extension("x.WMAP"), MapFormat::weighted);
  EXPECT_EQ(format_from_extension("x.pgm"), MapFormat::image);
  EXPECT_EQ(format_from_extension("x.png"), MapFormat::image);
  EXPECT_EQ(format_from_extension("x.yaml"), MapFormat::ros);
  EXPECT_EQ(format_from_extension("x.world"), MapFormat::world);
  EXPECT_FALSE(format_from_extension("x.doc").has_value());
  for (const std::string& name : map_format_names()) EXPECT_EQ(to_string(*parse_map_format(name)), name);
}

TEST_F(MapLoaderTest, UnknownExtensionIsAClearError) {
  try {
    (void)load_map(dir_ / "plan.doc");
    FAIL() << "expected InputError";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("--format"), std::string::npos) << e.what();
  }
}

TEST_F(MapLoaderTest, EveryFormatRoundTripsAWeightedGrid) {
  const std::uint32_t seed = testing::test_seed(5);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const Grid weighted = testing::random_grid(rng, 23, 17, 0.2, 9);  // weights 1..9 fit every weighted format
  const Grid plain = testing::random_grid(rng, 23, 17, 0.3);        // .map holds only blocked / weight 1
  for (const char* name : {"w.wmap", "w.pgm", "w.png", "w.yaml", "w.world"}) {
    SCOPED_TRACE(name);
    save_map(weighted, dir_ / name);
    const LoadedMap back = load_map(dir_ / name);
    EXPECT_EQ(back.grid, weighted);
    EXPECT_EQ(back.geo.has_value(), std::string(name) == "w.yaml");
  }
  save_map(plain, dir_ / "p.map");
  EXPECT_EQ(load_map(dir_ / "p.map").grid, plain);
  EXPECT_THROW(save_map(weighted, dir_ / "w.map"), InputError);
}

TEST_F(MapLoaderTest, ExplicitFormatOverridesTheExtension) {
  const Grid grid(4, 3);
  MapLoadOptions as_weighted;
  as_weighted.format = MapFormat::weighted;
  save_map(grid, dir_ / "grid.txt", as_weighted);
  EXPECT_EQ(load_map(dir_ / "grid.txt", as_weighted).grid, grid);
  // Without the override, .txt means the seeds' world format, which refuses a file that
  // starts with a map header rather than read its letters as walls and agents.
  EXPECT_THROW((void)load_map(dir_ / "grid.txt"), ParseError);
}

}  // namespace
}  // namespace gridnav
