// Hostile input to the map readers: sizes declared far beyond the data, endless streams,
// images whose header claims a huge canvas, files of another kind. Each must fail at
// once with a ParseError naming the file, before anything of the declared size is allocated.
#include "gridnav/io/read_limits.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <sstream>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/io/image_map.hpp"
#include "gridnav/io/map_loader.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "gridnav/io/ros_map.hpp"
#include "gridnav/io/scenario.hpp"
#include "gridnav/io/weighted_text.hpp"
#include "gridnav/io/world.hpp"
#include "support/parse_errors.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

using testing::parse_fails_at;
using testing::TempDir;

/// A PNG signature and IHDR chunk for a width x height 8-bit grey image, and nothing else.
std::string png_header(std::uint32_t width, std::uint32_t height) {
  std::string out("\x89PNG\r\n\x1a\n", 8);
  const auto be32 = [&out](std::uint32_t v) {
    for (int shift = 24; shift >= 0; shift -= 8) out.push_back(char((v >> shift) & 0xff));
  };
  be32(13);
  out += "IHDR";
  be32(width);
  be32(height);
  out += std::string("\x08\x00\x00\x00\x00", 5);  // 8 bits, grey, deflate, filter 0, no interlace
  be32(0);                                        // CRC (stbi_info does not check it)
  return out;
}

// (That nothing of the declared size is allocated is checked in unit/allocation_test.cpp.)
TEST(ReadLimits, DeclaredMapSizeBeyondTheDataIsAnError) {
  // 8192 x 8192 is within the default cell limit, but no row follows the header.
  std::istringstream map("type octile\nheight 8192\nwidth 8192\nmap\n");
  EXPECT_TRUE(parse_fails_at([&] { return parse_movingai_map(map, "big.map"); }, "big.map", 5,
                             {"file ends after 0 map rows; expected height 8192"}));
  std::istringstream wmap("type weighted\nheight 8192\nwidth 8192\nmap\n1 1\n");
  EXPECT_TRUE(parse_fails_at([&] { return parse_weighted_text(wmap, "big.wmap"); }, "big.wmap", 5,
                             {"map row y = 0 has 2 values; expected width 8192"}));
}

TEST(ReadLimits, MapsBeyondTheCellLimitAreRefusedAtTheHeader) {
  std::istringstream map("type octile\nheight 16384\nwidth 16384\nmap\n");
  EXPECT_TRUE(parse_fails_at([&] { return parse_movingai_map(map, "huge.map"); }, "huge.map", 3,
                             {"16384x16384 = 268435456 cells exceeds the read limit of 67108864 cells"}));
  // The limit is an option: 20 x 20 maps fail under a limit of 100 cells.
  ReadLimits small;
  small.max_cells = 100;
  std::istringstream twenty("type octile\nheight 20\nwidth 20\nmap\n" + std::string(20 * 21, '.'));
  EXPECT_TRUE(parse_fails_at([&] { return parse_movingai_map(twenty, "small.map", small); }, "small.map", 3,
                             {"read limit of 100 cells"}));
  std::istringstream world(std::string(11, '.') + "\n" + std::string(11, '.') + "\n");
  small.max_cells = 20;
  EXPECT_TRUE(parse_fails_at([&] { return parse_world(world, "small.world", small); }, "small.world", 2,
                             {"read limit of 20 cells"}));
}

TEST(ReadLimits, EndlessStreamsStopAtTheLineLimit) {
  // /dev/zero has no line end: every line reader must stop at max_line_bytes.
  for (const MapFormat format : {MapFormat::movingai, MapFormat::world, MapFormat::weighted}) {
    SCOPED_TRACE(std::string(to_string(format)));
    MapLoadOptions options;
    options.format = format;
    EXPECT_TRUE(parse_fails_at([&] { return load_map("/dev/zero", options); }, "/dev/zero", 1,
                               {"line longer than 16777216 bytes (16 MiB)"}));
  }
  EXPECT_TRUE(parse_fails_at([] { return read_scenario("/dev/zero"); }, "/dev/zero", 1, {"line longer than"}));
  // The limit is an option.
  ReadLimits tight;
  tight.max_line_bytes = 12;
  std::istringstream long_line("type octile\nheight 1\nwidth 13\nmap\n.............\n");
  EXPECT_TRUE(parse_fails_at([&] { return parse_movingai_map(long_line, "long.map", tight); }, "long.map", 5,
                             {"line longer than 12 bytes"}));
}

TEST(ReadLimits, ImagesAreJudgedByTheirHeaderBeforeDecoding) {
  const TempDir dir;
  // A PNG header claiming 16384 x 16384 pixels: refused from stbi_info, before decoding.
  const auto huge = dir.write("huge.png", png_header(16384, 16384));
  EXPECT_TRUE(parse_fails_at([&] { return read_grey_image(huge); }, huge.string(), 0,
                             {"16384x16384 = 268435456 cells exceeds the read limit of 67108864 cells"}));
  // /dev/zero is neither a PGM nor an image stb knows, which its first bytes show.
  EXPECT_TRUE(parse_fails_at([] { return read_grey_image("/dev/zero"); }, "/dev/zero", 0,
                             {"not a P2/P5 PGM nor an image stb_image can decode: "}));
  // A P5 header of 8192 x 8192 over 4 bytes of data.
  const auto p5 = dir.write("short.pgm", "P5\n8192 8192\n255\n\x01\x02\x03\x04");
  EXPECT_TRUE(parse_fails_at([&] { return read_grey_image(p5); }, p5.string(), 0,
                             {"truncated P5 raster: 8192x8192 pixels need at least 67108864 bytes, found 4"}));
  // A regular file above max_file_bytes is refused from its size.
  ReadLimits tiny;
  tiny.max_file_bytes = 16;
  EXPECT_TRUE(parse_fails_at([&] { return read_grey_image(huge, tiny); }, huge.string(), 0,
                             {"the file is 33 bytes, above the limit of 16 bytes"}));
}

TEST(ReadLimits, MessagesNameTheFileAndEscapeRawBytes) {
  const TempDir dir;
  const auto pgm = dir.write("magic.pgm", std::string("\x01\x02 1 1 255\n0\n", 13));
  EXPECT_TRUE(parse_fails_at([&] { return read_grey_image(pgm); }, pgm.string(), 1,
                             {"bad PGM magic number '\\x01\\x02', expected P2 or P5"}));
  // A truncated PNG: stb's reason is given, never an empty pair of parentheses.
  const auto cut = dir.write("cut.png", png_header(4, 4) + std::string("\0\0\0\x05IDAT\x78", 9));
  try {
    (void)read_grey_image(cut);
    ADD_FAILURE() << "a truncated PNG was decoded";
  } catch (const ParseError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("cut.png:0: cannot decode the image: "), std::string::npos) << what;
    EXPECT_EQ(what.find("()"), std::string::npos) << what;
  }
  // A folder given as a ROS map names the folder.
  std::filesystem::create_directories(dir / "folder.yaml");
  try {
    (void)read_ros_map(dir / "folder.yaml");
    ADD_FAILURE() << "a folder was read as a YAML file";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("map YAML file '" + (dir / "folder.yaml").string() + "' is a directory"),
              std::string::npos)
        << e.what();
  }
  // A binary YAML: the byte is shown escaped.
  const auto yaml = dir.write("binary.yaml", std::string("image: \"a\\\0\"\n", 13));
  EXPECT_TRUE(parse_fails_at([&] { return read_ros_map(yaml); }, yaml.string(), 1, {"byte \\x00 is not YAML text"}));
}

TEST(ReadLimits, TileWorldsRefuseMapsOfOtherFormatsAndBinaryFiles) {
  std::istringstream movingai("type octile\nheight 2\nwidth 2\nmap\n..\n..\n");
  EXPECT_TRUE(parse_fails_at([&] { return parse_world(movingai, "m.world"); }, "m.world", 1,
                             {"starts with 'type octile': the header of a Moving AI"}));
  std::istringstream binary(std::string("ab\ncd\x01\n", 7));
  EXPECT_TRUE(parse_fails_at([&] { return parse_world(binary, "b.world"); }, "b.world", 2,
                             {"column 3 holds byte 0x01: a tile world is text"}));
  EXPECT_THROW(check_extension_is("arena2.map", MapFormat::world), InputError);
  EXPECT_NO_THROW(check_extension_is("maze.world", MapFormat::world));
  EXPECT_NO_THROW(check_extension_is("maze.txt", MapFormat::world));
  EXPECT_NO_THROW(check_extension_is("maze", MapFormat::world));
}

}  // namespace
}  // namespace gridnav
