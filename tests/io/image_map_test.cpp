#include "gridnav/io/image_map.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gridnav/error.hpp"
#include "io/cost_maps_support.hpp"

namespace gridnav {
namespace {

using testing::TempDir;

std::vector<std::uint8_t> bytes(std::initializer_list<int> values) {
  std::vector<std::uint8_t> out;
  for (int v : values) out.push_back(std::uint8_t(v));
  return out;
}

std::string p5(std::int32_t width, std::int32_t height, const std::vector<std::uint8_t>& pixels, int maxval = 255) {
  std::string s = "P5\n" + std::to_string(width) + " " + std::to_string(height) + "\n" + std::to_string(maxval) + "\n";
  s.append(pixels.begin(), pixels.end());
  return s;
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
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

// ---- PGM parsing -------------------------------------------------------------------

TEST(PgmRead, AsciiP2WithCommentsKeepsRowZeroOnTop) {
  const TempDir dir;
  const auto file = dir.write("a.pgm",
                              "P2\n# made by hand\n3 2 # width height\n255\n"
                              "0 128 255\n"
                              "  7\t8\n9\n");
  const GreyImage image = read_grey_image(file);
  EXPECT_EQ(image.width, 3);
  EXPECT_EQ(image.height, 2);
  EXPECT_EQ(image.pixels, bytes({0, 128, 255, 7, 8, 9}));
}

TEST(PgmRead, BinaryP5KeepsEveryByteValue) {
  const TempDir dir;
  // Pixel values that look like whitespace or '#' must be read as data.
  const auto pixels = bytes({'\n', ' ', '#', 0, 255, 13});
  const auto file = dir.write("b.pgm", p5(2, 3, pixels));
  const GreyImage image = read_grey_image(file);
  EXPECT_EQ(image.width, 2);
  EXPECT_EQ(image.height, 3);
  EXPECT_EQ(image.pixels, pixels);
}

TEST(PgmRead, SmallMaxvalIsScaledToFullRange) {
  const TempDir dir;
  const auto file = dir.write("c.pgm", "P2 4 1 15 0 7 8 15\n");
  // round(v * 255 / 15): 0, 119, 136, 255
  EXPECT_EQ(read_grey_image(file).pixels, bytes({0, 119, 136, 255}));
}

TEST(PgmRead, SixteenBitP5IsScaledToEightBits) {
  const TempDir dir;
  // big-endian samples 0, 257, 32896, 65535 -> 0, 1, 128, 255
  const auto file = dir.write("d.pgm", p5(4, 1, bytes({0, 0, 1, 1, 0x80, 0x80, 0xff, 0xff}), 65535));
  EXPECT_EQ(read_grey_image(file).pixels, bytes({0, 1, 128, 255}));
}

TEST(PgmRead, TruncatedP5DataIsAnError) {
  const TempDir dir;
  const auto file = dir.write("short.pgm", p5(3, 3, bytes({1, 2, 3, 4, 5})));
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 0, "truncated P5 raster");
}

TEST(PgmRead, TruncatedSixteenBitP5DataIsAnError) {
  const TempDir dir;
  const auto file = dir.write("short16.pgm", p5(2, 1, bytes({1, 2, 3}), 1000));
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 0, "truncated P5 raster");
}

TEST(PgmRead, BadMagicIsAnError) {
  const TempDir dir;
  const auto file = dir.write("magic.pgm", "P7\n2 2\n255\n....");
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 1, "bad PGM magic number 'P7'");
}

TEST(PgmRead, UndecodableNonPgmIsAnError) {
  const TempDir dir;
  const auto file = dir.write("junk.png", "this is not an image");
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 0, "stb_image");
}

TEST(PgmRead, P2SampleAboveMaxvalNamesItsLine) {
  const TempDir dir;
  const auto file = dir.write("big.pgm", "P2\n2 2\n100\n1 2\n3 101\n");
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 5, "sample of pixel (1,1) is 101");
}

TEST(PgmRead, P2WithTooFewSamplesIsAnError) {
  const TempDir dir;
  const auto file = dir.write("few.pgm", "P2\n2 2\n255\n1 2\n3\n");
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 6, "expected 4 samples, found 3");
}

TEST(PgmRead, P2WithGarbageSampleIsAnError) {
  const TempDir dir;
  const auto file = dir.write("garbage.pgm", "P2\n2 1\n255\n1 x\n");
  expect_parse_error([&] { (void)read_grey_image(file); }, file, 4, "found 'x'");
}

TEST(PgmRead, HeaderDefectsAreErrors) {
  const TempDir dir;
  const auto empty = dir.write("empty.pgm", "P5\n0 2\n255\n");
  expect_parse_error([&] { (void)read_grey_image(empty); }, empty, 2, "empty");
  const auto maxval = dir.write("maxval.pgm", "P5\n1 1\n70000\n\x01\x01");
  expect_parse_error([&] { (void)read_grey_image(maxval); }, maxval, 3, "maxval is 70000");
  const auto no_height = dir.write("noheight.pgm", "P2\n# only a width\n4\n");
  expect_parse_error([&] { (void)read_grey_image(no_height); }, no_height, 4, "expected height");
}

TEST(PgmRead, MissingFileIsAnInputError) {
  const TempDir dir;
  const auto file = dir / "absent.pgm";
  try {
    (void)read_grey_image(file);
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
  }
}

TEST(PngRead, ColourIsConvertedToStbLuma) {
  // A 3 x 1 RGB PNG (made with zlib): red, green, white.
  constexpr char kPng[] =
      "\x89\x50\x4e\x47\x0d\x0a\x1a\x0a\x00\x00\x00\x0d\x49\x48\x44\x52\x00\x00\x00\x03\x00\x00\x00\x01\x08"
      "\x02\x00\x00\x00\x94\x82\x83\xe3\x00\x00\x00\x12\x49\x44\x41\x54\x78\x9c\x63\xf8\xcf\xc0\xc0\xf0\x9f"
      "\xe1\xff\xff\xff\x00\x13\xf6\x04\xfc\x82\x86\x8d\x8b\x00\x00\x00\x00\x49\x45\x4e\x44\xae\x42\x60\x82";
  const TempDir dir;
  const auto file = dir.write("rgb.png", std::string_view(kPng, sizeof kPng - 1));
  const GreyImage image = read_grey_image(file);
  EXPECT_EQ(image.width, 3);
  EXPECT_EQ(image.height, 1);
  // (77 R + 150 G + 29 B) >> 8
  EXPECT_EQ(image.pixels, bytes({76, 149, 255}));
}

// ---- grey value -> weight ---------------------------------------------------------

TEST(CostMode, FollowsTheRosCostmapValues) {
  const ImageMapOptions cost;
  EXPECT_EQ(grey_to_weight(0, cost), 1);
  EXPECT_EQ(grey_to_weight(1, cost), 2);
  EXPECT_EQ(grey_to_weight(252, cost), 253);
  EXPECT_EQ(grey_to_weight(253, cost), kBlocked);
  EXPECT_EQ(grey_to_weight(254, cost), kBlocked);
  EXPECT_EQ(grey_to_weight(255, cost), kBlocked);
  ImageMapOptions unknown_free;
  unknown_free.unknown_free = true;
  EXPECT_EQ(grey_to_weight(253, unknown_free), kBlocked);
  EXPECT_EQ(grey_to_weight(254, unknown_free), kBlocked);
  EXPECT_EQ(grey_to_weight(255, unknown_free), kGround);
}

TEST(CostMode, InvertReadsDarkAsExpensive) {
  ImageMapOptions inverted;
  inverted.invert = true;
  EXPECT_EQ(grey_to_weight(255, inverted), 1);  // white: plain ground
  EXPECT_EQ(grey_to_weight(3, inverted), 253);  // 255 - 3 = 252
  EXPECT_EQ(grey_to_weight(1, inverted), kBlocked);
  EXPECT_EQ(grey_to_weight(0, inverted), kBlocked);  // black: unknown
}

TEST(CostMode, ReadsAFileWithTheEdgeValues) {
  const TempDir dir;
  const auto file = dir.write("cost.pgm", p5(5, 1, bytes({0, 252, 253, 254, 255})));
  const Grid grid = read_image_map(file);
  EXPECT_EQ(grid.weight(Point{0, 0}), 1);
  EXPECT_EQ(grid.weight(Point{1, 0}), 253);
  EXPECT_EQ(grid.weight(Point{2, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{3, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{4, 0}), kBlocked);
  ImageMapOptions unknown_free;
  unknown_free.unknown_free = true;
  EXPECT_EQ(read_image_map(file, unknown_free).weight(Point{4, 0}), kGround);
}

ImageMapOptions occupancy(double free_thresh, double occupied_thresh) {
  ImageMapOptions o;
  o.mode = ImageMapMode::occupancy;
  o.free_thresh = free_thresh;
  o.occupied_thresh = occupied_thresh;
  return o;
}

TEST(OccupancyMode, ThresholdsAreStrictAsInMapServer) {
  // p = (255 - v) / 255; thresholds hit exactly by v = 102 (p = 0.6) and v = 204 (p = 0.2).
  auto o = occupancy(51 / 255.0, 153 / 255.0);
  EXPECT_EQ(grey_to_weight(101, o), kBlocked);  // p > occupied
  EXPECT_EQ(grey_to_weight(205, o), kGround);   // p < free
  // p == occupied and p == free are neither: unknown.
  EXPECT_EQ(grey_to_weight(102, o), kBlocked);
  EXPECT_EQ(grey_to_weight(204, o), kBlocked);
  o.unknown_free = true;
  EXPECT_EQ(grey_to_weight(102, o), kGround);
  EXPECT_EQ(grey_to_weight(204, o), kGround);
  EXPECT_EQ(grey_to_weight(101, o), kBlocked);
}

TEST(OccupancyMode, DefaultsReadMapSaverValues) {
  const auto o = occupancy(0.196, 0.65);
  EXPECT_EQ(grey_to_weight(0, o), kBlocked);    // occupied
  EXPECT_EQ(grey_to_weight(254, o), kGround);   // free
  EXPECT_EQ(grey_to_weight(205, o), kBlocked);  // unknown, p = 0.19608 just above free
  EXPECT_EQ(ImageMapOptions{}.occupied_thresh, 0.65);
  EXPECT_EQ(ImageMapOptions{}.free_thresh, 0.196);
}

TEST(OccupancyMode, InvertIsMapServersNegate) {
  auto o = occupancy(0.196, 0.65);
  o.invert = true;  // p = v / 255
  EXPECT_EQ(grey_to_weight(255, o), kBlocked);
  EXPECT_EQ(grey_to_weight(0, o), kGround);
  EXPECT_EQ(grey_to_weight(153, o), kBlocked);  // p = 0.6: unknown
}

TEST(OccupancyMode, ReadsAFileAtTheThresholdEdges) {
  const TempDir dir;
  const auto file = dir.write("occ.pgm", "P2\n4 1\n255\n101 102 204 205\n");
  auto o = occupancy(51 / 255.0, 153 / 255.0);
  Grid grid = read_image_map(file, o);
  EXPECT_EQ(grid.weight(Point{0, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{1, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{2, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{3, 0}), kGround);
  o.unknown_free = true;
  grid = read_image_map(file, o);
  EXPECT_EQ(grid.weight(Point{0, 0}), kBlocked);
  EXPECT_EQ(grid.weight(Point{1, 0}), kGround);
  EXPECT_EQ(grid.weight(Point{2, 0}), kGround);
  EXPECT_EQ(grid.weight(Point{3, 0}), kGround);
}

TEST(OccupancyMode, BadThresholdsAreRejected) {
  const TempDir dir;
  const auto file = dir.write("t.pgm", p5(1, 1, bytes({0})));
  EXPECT_THROW((void)read_image_map(file, occupancy(0.5, 0.5)), InputError);
  EXPECT_THROW((void)read_image_map(file, occupancy(0.6, 0.5)), InputError);
  EXPECT_THROW((void)read_image_map(file, occupancy(-0.1, 0.5)), InputError);
  EXPECT_THROW((void)read_image_map(file, occupancy(0.1, 1.5)), InputError);
  EXPECT_NO_THROW((void)read_image_map(file, occupancy(0, 1)));
}

// ---- writing ----------------------------------------------------------------------

/// A grid holding every weight 0..253 once, then random weights.
Grid all_cost_weights(std::uint32_t seed) {
  std::mt19937 rng(seed);
  Grid grid = testing::random_grid(rng, 17, 19, 253);
  for (unsigned w = 0; w <= 253; ++w) grid.set_weight({std::int32_t(w % 17), std::int32_t(w / 17)}, Weight(w));
  return grid;
}

TEST(ImageMapWrite, CostModeRoundTripsThroughPgmAndPng) {
  const std::uint32_t seed = testing::logged_seed();
  SCOPED_TRACE("seed " + std::to_string(seed));
  const TempDir dir;
  const Grid grid = all_cost_weights(seed);
  for (const char* name : {"map.pgm", "map.png", "MAP.PNG"}) {
    SCOPED_TRACE(name);
    write_image_map(grid, dir / name);
    EXPECT_EQ(read_image_map(dir / name), grid);
  }
}

TEST(ImageMapWrite, InvertedCostModeRoundTrips) {
  const std::uint32_t seed = testing::logged_seed();
  SCOPED_TRACE("seed " + std::to_string(seed));
  const TempDir dir;
  const Grid grid = all_cost_weights(seed);
  ImageMapOptions inverted;
  inverted.invert = true;
  write_image_map(grid, dir / "inv.png", inverted);
  EXPECT_EQ(read_image_map(dir / "inv.png", inverted), grid);
  EXPECT_EQ(read_grey_image(dir / "inv.png").pixels[0], 255 - 254);  // cell (0,0) is blocked
}

TEST(ImageMapWrite, CostModeWritesWeightMinusOneAndLethal) {
  const TempDir dir;
  Grid grid(4, 2);
  grid.set_weight({1, 0}, 253);
  grid.set_blocked({2, 0});
  grid.set_weight({0, 1}, 7);
  write_image_map(grid, dir / "v.pgm");
  // Row 0 of the image is grid row y = 0.
  EXPECT_EQ(read_grey_image(dir / "v.pgm").pixels, bytes({0, 252, 254, 0, 6, 0, 0, 0}));
}

TEST(ImageMapWrite, HeavyWeightsAreRejectedOrClamped) {
  const TempDir dir;
  Grid grid(3, 1);
  grid.set_weight({1, 0}, 254);
  grid.set_weight({2, 0}, 255);
  try {
    write_image_map(grid, dir / "h.pgm");
    ADD_FAILURE() << "no error";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("cell (1,0) has weight 254"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(std::filesystem::exists(dir / "h.pgm"));
  ImageMapOptions clamp;
  clamp.heavy_weights = HeavyWeights::clamp;
  write_image_map(grid, dir / "h.pgm", clamp);
  const Grid back = read_image_map(dir / "h.pgm");
  EXPECT_EQ(back.weight(Point{0, 0}), 1);
  EXPECT_EQ(back.weight(Point{1, 0}), 253);
  EXPECT_EQ(back.weight(Point{2, 0}), 253);
  EXPECT_THROW((void)weight_to_grey(255, ImageMapOptions{}), InputError);
}

TEST(ImageMapWrite, OccupancyModeWritesMapSaverValues) {
  const TempDir dir;
  Grid grid(3, 1);
  grid.set_blocked({0, 0});
  grid.set_weight({2, 0}, 200);
  const auto o = occupancy(0.196, 0.65);
  write_image_map(grid, dir / "o.png", o);
  EXPECT_EQ(read_grey_image(dir / "o.png").pixels, bytes({0, 254, 254}));
  Grid expected(3, 1);
  expected.set_blocked({0, 0});
  EXPECT_EQ(read_image_map(dir / "o.png", o), expected);
}

TEST(ImageMapWrite, UnknownExtensionAndEmptyGridAreRejected) {
  const TempDir dir;
  EXPECT_THROW(write_image_map(Grid(2, 2), dir / "m.bmp"), InputError);
  EXPECT_THROW(write_image_map(Grid(), dir / "m.pgm"), InputError);
  EXPECT_THROW(write_grey_image(GreyImage{2, 2, bytes({1, 2, 3})}, dir / "m.pgm"), InputError);
}

}  // namespace
}  // namespace gridnav
