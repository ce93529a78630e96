#include "gridnav/io/ros_map.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <numbers>
#include <sstream>
#include <string>

#include "gridnav/error.hpp"
#include "io/cost_maps_support.hpp"

namespace gridnav {
namespace {

using testing::TempDir;

constexpr const char* kTrinaryYaml =
    "image: img/map.pgm\n"
    "resolution: 0.05\n"
    "origin: [-12.5, 3.25, 0.0]\n"
    "negate: 0\n"
    "occupied_thresh: 0.65\n"
    "free_thresh: 0.196\n";

/// A 3 x 2 image: occupied, free, unknown / free, occupied, free (map_saver's values).
constexpr const char* kTrinaryImage = "P2\n3 2\n255\n0 254 205\n254 0 254\n";

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

/// Expects `f` to throw ParseError for `file` at `line`, with `fragment` in the message.
template <class F>
void expect_parse_error(F&& f, const std::filesystem::path& file, std::size_t line, const std::string& fragment) {
  try {
    f();
    ADD_FAILURE() << "no ParseError thrown";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), file.string()) << e.what();
    EXPECT_EQ(e.line(), line) << e.what();
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

// ---- reading ----------------------------------------------------------------------

TEST(RosMapRead, ReadsTrinaryMapWithImageRelativeToTheYaml) {
  const TempDir dir;
  std::filesystem::create_directories(dir / "img");
  dir.write("img/map.pgm", kTrinaryImage);
  const auto yaml = dir.write("map.yaml", kTrinaryYaml);
  const RosMap map = read_ros_map(yaml);
  EXPECT_EQ(map.image, dir.path() / "img/map.pgm");
  EXPECT_EQ(map.geo.resolution, 0.05);
  EXPECT_EQ(map.geo.origin_x, -12.5);
  EXPECT_EQ(map.geo.origin_y, 3.25);
  EXPECT_EQ(map.geo.origin_yaw, 0.0);
  Grid expected(3, 2);
  expected.set_blocked({0, 0});
  expected.set_blocked({2, 0});  // unknown
  expected.set_blocked({1, 1});
  EXPECT_EQ(map.grid, expected);
}

TEST(RosMapRead, UnknownCellsAreBlockedOrFreeByOption) {
  const TempDir dir;
  std::filesystem::create_directories(dir / "img");
  dir.write("img/map.pgm", kTrinaryImage);
  const auto yaml = dir.write("map.yaml", kTrinaryYaml);
  EXPECT_EQ(read_ros_map(yaml).grid.weight(Point{2, 0}), kBlocked);
  RosMapOptions options;
  options.unknown_free = true;
  const Grid grid = read_ros_map(yaml, options).grid;
  EXPECT_EQ(grid.weight(Point{2, 0}), kGround);
  EXPECT_EQ(grid.weight(Point{0, 0}), kBlocked);
}

TEST(RosMapRead, NegateAcceptsIntegersAndBooleans) {
  const TempDir dir;
  dir.write("m.pgm", "P2\n2 1\n255\n0 255\n");
  for (const char* negate : {"1", "true"}) {
    const auto yaml = dir.write("m.yaml", std::string("image: m.pgm\nresolution: 1\norigin: [0, 0, 0]\nnegate: ") +
                                              negate + "\noccupied_thresh: 0.65\nfree_thresh: 0.196\n");
    const Grid grid = read_ros_map(yaml).grid;
    EXPECT_EQ(grid.weight(Point{0, 0}), kGround) << negate;  // black is free when negated
    EXPECT_EQ(grid.weight(Point{1, 0}), kBlocked) << negate;
  }
}

TEST(RosMapPixels, TrinaryThresholdsAreStrict) {
  RosMapInterpretation in;
  in.free_thresh = 51 / 255.0;       // p of pixel 204
  in.occupied_thresh = 153 / 255.0;  // p of pixel 102
  EXPECT_EQ(ros_pixel_to_weight(101, in), kBlocked);
  EXPECT_EQ(ros_pixel_to_weight(102, in), kBlocked);  // unknown
  EXPECT_EQ(ros_pixel_to_weight(204, in), kBlocked);  // unknown
  EXPECT_EQ(ros_pixel_to_weight(205, in), kGround);
  const RosMapOptions unknown_free{true};
  EXPECT_EQ(ros_pixel_to_weight(101, in, unknown_free), kBlocked);
  EXPECT_EQ(ros_pixel_to_weight(102, in, unknown_free), kGround);
  EXPECT_EQ(ros_pixel_to_weight(204, in, unknown_free), kGround);
}

TEST(RosMapPixels, ScaleModeSpansWeightsTwoTo253) {
  RosMapInterpretation in;
  in.mode = RosMapMode::scale;
  in.free_thresh = 51 / 255.0;
  in.occupied_thresh = 153 / 255.0;
  EXPECT_EQ(ros_pixel_to_weight(205, in), kGround);   // p < free
  EXPECT_EQ(ros_pixel_to_weight(204, in), 2);         // p == free
  EXPECT_EQ(ros_pixel_to_weight(178, in), 66);        // p = 77/255: 2 + round(251 * 0.255)
  EXPECT_EQ(ros_pixel_to_weight(102, in), 253);       // p == occupied
  EXPECT_EQ(ros_pixel_to_weight(101, in), kBlocked);  // p > occupied
  // No unknown cells in scale mode: the option changes nothing.
  EXPECT_EQ(ros_pixel_to_weight(101, in, RosMapOptions{true}), kBlocked);
}

TEST(RosMapPixels, RawModeReadsOccupancyPercentages) {
  RosMapInterpretation in;
  in.mode = RosMapMode::raw;
  EXPECT_EQ(ros_pixel_to_weight(0, in), kGround);
  EXPECT_EQ(ros_pixel_to_weight(1, in), 2);
  EXPECT_EQ(ros_pixel_to_weight(50, in), 128);
  EXPECT_EQ(ros_pixel_to_weight(99, in), 253);
  EXPECT_EQ(ros_pixel_to_weight(100, in), kBlocked);
  EXPECT_EQ(ros_pixel_to_weight(254, in), kBlocked);
  EXPECT_EQ(ros_pixel_to_weight(255, in), kBlocked);
  EXPECT_EQ(ros_pixel_to_weight(255, in, RosMapOptions{true}), kGround);
  EXPECT_EQ(ros_pixel_to_weight(254, in, RosMapOptions{true}), kBlocked);
  in.negate = true;
  EXPECT_EQ(ros_pixel_to_weight(255, in), kGround);
}

// ---- writing and round trips ------------------------------------------------------

TEST(RosMapWrite, UniformGridRoundTripsAsTrinary) {
  const TempDir dir;
  RosMap map;
  map.grid = Grid(5, 4);
  map.grid.set_blocked({0, 0});
  map.grid.set_blocked({4, 3});
  map.geo = {0.05, -12.5, 3.1, 0.3};
  write_ros_map(map, dir / "out.yaml");
  EXPECT_TRUE(std::filesystem::exists(dir / "out.pgm"));
  const std::string yaml = read_text(dir / "out.yaml");
  EXPECT_NE(yaml.find("image: out.pgm\n"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("mode: trinary\n"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("origin: [-12.5, 3.1, 0.3]\n"), std::string::npos) << yaml;
  const RosMap back = read_ros_map(dir / "out.yaml");
  EXPECT_EQ(back.grid, map.grid);
  EXPECT_EQ(back.geo.resolution, map.geo.resolution);
  EXPECT_EQ(back.geo.origin_x, map.geo.origin_x);
  EXPECT_EQ(back.geo.origin_y, map.geo.origin_y);
  EXPECT_EQ(back.geo.origin_yaw, map.geo.origin_yaw);
  EXPECT_EQ(read_grey_image(dir / "out.pgm").pixels[0], 0);  // blocked (0,0) is the top-left pixel
}

TEST(RosMapWrite, WeightedGridRoundTripsAsScale) {
  const std::uint32_t seed = testing::logged_seed();
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const TempDir dir;
  RosMap map;
  map.grid = testing::random_grid(rng, 23, 12, 253);
  for (unsigned w = 0; w <= 253; ++w) map.grid.set_weight({std::int32_t(w % 23), std::int32_t(w / 23)}, Weight(w));
  std::uniform_real_distribution<double> any(-1000, 1000);
  map.geo = {std::abs(any(rng)) / 7 + 1e-3, any(rng), any(rng), any(rng) / 300};
  write_ros_map(map, dir / "w.yaml");
  EXPECT_NE(read_text(dir / "w.yaml").find("mode: scale\n"), std::string::npos);
  const RosMap back = read_ros_map(dir / "w.yaml");
  EXPECT_EQ(back.grid, map.grid);
  EXPECT_EQ(back.geo.resolution, map.geo.resolution);
  EXPECT_EQ(back.geo.origin_x, map.geo.origin_x);
  EXPECT_EQ(back.geo.origin_y, map.geo.origin_y);
  EXPECT_EQ(back.geo.origin_yaw, map.geo.origin_yaw);
}

TEST(RosMapWrite, RejectsWhatItCannotStore) {
  const TempDir dir;
  RosMap map;
  EXPECT_THROW(write_ros_map(map, dir / "empty.yaml"), InputError);
  map.grid = Grid(2, 2);
  map.geo.resolution = 0;
  EXPECT_THROW(write_ros_map(map, dir / "res.yaml"), InputError);
  map.geo.resolution = 1;
  map.grid.set_weight({1, 1}, 255);
  EXPECT_THROW(write_ros_map(map, dir / "heavy.yaml"), InputError);
  write_ros_map(map, dir / "heavy.yaml", HeavyWeights::clamp);
  EXPECT_EQ(read_ros_map(dir / "heavy.yaml").grid.weight(Point{1, 1}), 253);
}

// ---- coordinates ------------------------------------------------------------------

TEST(RosMapCoordinates, OriginIsTheLowerLeftCornerAndYGrowsUp) {
  const Georeference geo{0.5, 10, 20, 0};
  const std::int32_t width = 3;
  const std::int32_t height = 4;
  // The bottom-left cell is grid row height - 1.
  const WorldPoint bottom_left = cell_to_world({0, 3}, height, geo);
  EXPECT_DOUBLE_EQ(bottom_left.x, 10.25);
  EXPECT_DOUBLE_EQ(bottom_left.y, 20.25);
  const WorldPoint top_right = cell_to_world({2, 0}, height, geo);
  EXPECT_DOUBLE_EQ(top_right.x, 11.25);
  EXPECT_DOUBLE_EQ(top_right.y, 21.75);
  EXPECT_EQ(world_to_cell({10.01, 20.01}, width, height, geo), (Point{0, 3}));
  EXPECT_EQ(world_to_cell({11.49, 21.99}, width, height, geo), (Point{2, 0}));
  // Shared edges belong to the cell with the larger map-frame coordinate (ROS's floor).
  EXPECT_EQ(world_to_cell({10.5, 20.5}, width, height, geo), (Point{1, 2}));
  // Outside the map.
  EXPECT_EQ(world_to_cell({9.99, 20.1}, width, height, geo), std::nullopt);
  EXPECT_EQ(world_to_cell({10.1, 19.99}, width, height, geo), std::nullopt);
  EXPECT_EQ(world_to_cell({11.5, 20.1}, width, height, geo), std::nullopt);
  EXPECT_EQ(world_to_cell({10.1, 22.0}, width, height, geo), std::nullopt);
  EXPECT_EQ(world_to_cell({std::nan(""), 20.1}, width, height, geo), std::nullopt);
}

TEST(RosMapCoordinates, YawRotatesCounterclockwiseAboutTheOrigin) {
  const Georeference geo{0.5, 10, 20, std::numbers::pi / 2};
  // Local (0.25, 0.25) turned by 90 degrees is (-0.25, 0.25).
  const WorldPoint p = cell_to_world({0, 3}, 4, geo);
  EXPECT_NEAR(p.x, 9.75, 1e-12);
  EXPECT_NEAR(p.y, 20.25, 1e-12);
  EXPECT_EQ(world_to_cell({9.9, 20.1}, 3, 4, geo), (Point{0, 3}));
  EXPECT_EQ(world_to_cell({10.1, 20.1}, 3, 4, geo), std::nullopt);
}

TEST(RosMapCoordinates, CellWorldCellRoundTrips) {
  const std::uint32_t seed = testing::logged_seed();
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> any(-100, 100);
  for (int trial = 0; trial < 20; ++trial) {
    const Georeference geo{std::abs(any(rng)) / 50 + 0.01, any(rng), any(rng), any(rng) / 10};
    for (std::int32_t y = 0; y < 6; ++y)
      for (std::int32_t x = 0; x < 7; ++x)
        EXPECT_EQ(world_to_cell(cell_to_world({x, y}, 6, geo), 7, 6, geo), (Point{x, y}));
  }
}

// ---- errors -----------------------------------------------------------------------

/// kTrinaryYaml with the line starting `key` replaced by `replacement` (removed when empty).
std::string edited_yaml(const std::string& key, const std::string& replacement) {
  std::istringstream in(kTrinaryYaml);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with(key + ":")) {
      if (!replacement.empty()) out += replacement + "\n";
    } else {
      out += line + "\n";
    }
  }
  return out;
}

class RosMapErrors : public ::testing::Test {
 protected:
  RosMapErrors() {
    std::filesystem::create_directories(dir_ / "img");
    dir_.write("img/map.pgm", kTrinaryImage);
  }
  std::filesystem::path yaml(const std::string& text) const { return dir_.write("map.yaml", text); }
  TempDir dir_;
};

TEST_F(RosMapErrors, EveryRequiredKeyIsChecked) {
  for (const char* key : {"image", "resolution", "origin", "negate", "occupied_thresh", "free_thresh"}) {
    SCOPED_TRACE(key);
    const auto file = yaml(edited_yaml(key, ""));
    expect_parse_error([&] { (void)read_ros_map(file); }, file, 0, std::string("missing key '") + key + "'");
  }
}

TEST_F(RosMapErrors, WrongTypesNameKeyAndLine) {
  const auto resolution = yaml(edited_yaml("resolution", "resolution: fine"));
  expect_parse_error([&] { (void)read_ros_map(resolution); }, resolution, 2, "key 'resolution': expected a number");
  const auto origin = yaml(edited_yaml("origin", "origin: [1, 2]"));
  expect_parse_error([&] { (void)read_ros_map(origin); }, origin, 3, "key 'origin'");
  const auto negate = yaml(edited_yaml("negate", "negate: maybe"));
  expect_parse_error([&] { (void)read_ros_map(negate); }, negate, 4, "key 'negate'");
  const auto zero = yaml(edited_yaml("resolution", "resolution: 0"));
  expect_parse_error([&] { (void)read_ros_map(zero); }, zero, 2, "key 'resolution': expected a number > 0");
  const auto mode = yaml(std::string(kTrinaryYaml) + "mode: fancy\n");
  expect_parse_error([&] { (void)read_ros_map(mode); }, mode, 7, "key 'mode'");
}

TEST_F(RosMapErrors, ThresholdsOutsideTheUnitIntervalAreRejected) {
  const auto high = yaml(edited_yaml("occupied_thresh", "occupied_thresh: 1.5"));
  expect_parse_error([&] { (void)read_ros_map(high); }, high, 5, "key 'occupied_thresh': expected a value in [0, 1]");
  const auto low = yaml(edited_yaml("free_thresh", "free_thresh: -0.1"));
  expect_parse_error([&] { (void)read_ros_map(low); }, low, 6, "key 'free_thresh'");
}

TEST_F(RosMapErrors, FreeThresholdMustBeBelowOccupied) {
  const auto equal = yaml(edited_yaml("free_thresh", "free_thresh: 0.65"));
  expect_parse_error([&] { (void)read_ros_map(equal); }, equal, 6, "key 'free_thresh'");
  const auto above = yaml(edited_yaml("free_thresh", "free_thresh: 0.9"));
  expect_parse_error([&] { (void)read_ros_map(above); }, above, 6, "below occupied_thresh");
}

TEST_F(RosMapErrors, MissingImageNamesTheYamlAndKey) {
  const auto file = yaml(edited_yaml("image", "image: img/absent.pgm"));
  expect_parse_error([&] { (void)read_ros_map(file); }, file, 1, "key 'image': image file 'img/absent.pgm'");
}

TEST_F(RosMapErrors, MalformedImageNamesTheImage) {
  dir_.write("img/map.pgm", "P5\n4 4\n255\nxx");
  const auto file = yaml(kTrinaryYaml);
  expect_parse_error([&] { (void)read_ros_map(file); }, dir_ / "img/map.pgm", 0, "truncated");
}

TEST_F(RosMapErrors, YamlSyntaxErrorsCarryTheirLine) {
  const auto file = yaml("image: img/map.pgm\nresolution: 0.05\norigin: [1, 2\n");
  try {
    (void)read_ros_map(file);
    ADD_FAILURE() << "no error";
  } catch (const ParseError& e) {
    EXPECT_EQ(e.file(), file.string());
    EXPECT_GE(e.line(), 3U) << e.what();
  }
  const auto list = yaml("- a\n- b\n");
  expect_parse_error([&] { (void)read_ros_map(list); }, list, 1, "expected a mapping");
}

TEST_F(RosMapErrors, MissingYamlIsAnInputError) { EXPECT_THROW((void)read_ros_map(dir_ / "absent.yaml"), InputError); }

}  // namespace
}  // namespace gridnav
