// NumPy .npy maps: written and read back, read through load_map, the header variants numpy
// writes (versions 1.0 to 3.0, C and Fortran order, bool), and every malformed file refused
// with a ParseError naming it. Files numpy itself wrote are read in python/tests.
#include "gridnav/io/npy_map.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "gridnav/io/map_loader.hpp"
#include "support/parse_errors.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

using testing::parse_fails_at;
using testing::TempDir;

/// A .npy file as numpy lays it out: magic, version, header length, the header, the data.
std::string npy_bytes(const std::string& dict, const std::string& data, int major = 1) {
  std::string header = dict;
  const std::size_t prefix = major == 1 ? 10 : 12;
  header.append(63 - (prefix + header.size()) % 64, ' ');
  header += '\n';
  std::string out = "\x93NUMPY";
  out += char(major);
  out += '\0';
  out += char(header.size() & 0xFF);
  out += char(header.size() >> 8);
  if (major != 1) out += std::string(2, '\0');
  return out + header + data;
}

std::string u8_dict(int height, int width, bool fortran = false, const std::string& descr = "|u1") {
  return "{'descr': '" + descr + "', 'fortran_order': " + (fortran ? "True" : "False") + ", 'shape': (" +
         std::to_string(height) + ", " + std::to_string(width) + "), }";
}

Grid random_grid(std::mt19937& rng, std::int32_t w, std::int32_t h) {
  Grid g(w, h, kGround);
  for (std::int32_t y = 0; y < h; ++y)
    for (std::int32_t x = 0; x < w; ++x) g.set_weight({x, y}, Weight(rng() % 4 == 0 ? kBlocked : 1 + rng() % 255));
  return g;
}

TEST(NpyMap, WrittenMapsReadBackEqual) {
  const std::uint32_t seed = 20261129;
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const TempDir dir;
  for (const auto& [w, h] : {std::pair{1, 1}, {7, 3}, {64, 65}, {200, 31}}) {
    const Grid grid = random_grid(rng, w, h);
    const auto file = dir / ("m" + std::to_string(w) + ".npy");
    save_map(grid, file);
    const LoadedMap read = load_map(file);
    EXPECT_EQ(read.format, MapFormat::npy);
    EXPECT_TRUE(read.grid == grid) << w << "x" << h;
    EXPECT_EQ(read.grid.traversable_count(), grid.traversable_count());
    // numpy aligns the data on 64 bytes.
    EXPECT_EQ((std::filesystem::file_size(file) - std::uint64_t(w) * std::uint64_t(h)) % 64, 0u);
  }
}

TEST(NpyMap, HeaderVariantsNumpyWrites) {
  const TempDir dir;
  // Row-major 2 x 3: rows "0 1 2" and "3 0 255".
  const std::string c_order{'\0', '\1', '\2', '\3', '\0', '\xff'};
  const std::string f_order{'\0', '\3', '\1', '\0', '\2', '\xff'};
  for (const int major : {1, 2, 3})
    for (const auto& [fortran, data] : {std::pair{false, c_order}, {true, f_order}}) {
      const auto file = dir.write("v.npy", npy_bytes(u8_dict(2, 3, fortran), data, major));
      const Grid g = read_npy_map(file);
      ASSERT_EQ(g.width(), 3);
      ASSERT_EQ(g.height(), 2);
      EXPECT_EQ(g.weight(Point{0, 0}), kBlocked);
      EXPECT_EQ(g.weight(Point{2, 0}), 2);
      EXPECT_EQ(g.weight(Point{0, 1}), 3);
      EXPECT_EQ(g.weight(Point{1, 1}), kBlocked);
      EXPECT_EQ(g.weight(Point{2, 1}), 255) << "version " << major << (fortran ? " fortran" : "");
    }
  // Keys in another order, double quotes, and a bool array (True = blocked, as gridnav.Grid).
  const auto file = dir.write("b.npy", npy_bytes("{\"shape\": (1, 3), \"fortran_order\": False, \"descr\": \"|b1\"}",
                                                 std::string{'\1', '\0', '\1'}));
  const Grid b = read_npy_map(file);
  EXPECT_EQ(b.weight(Point{0, 0}), kBlocked);
  EXPECT_EQ(b.weight(Point{1, 0}), kGround);
  EXPECT_EQ(b.traversable_count(), 1u);
}

TEST(NpyMap, MalformedFilesAreRefusedWithTheReason) {
  const TempDir dir;
  const auto refuse = [&](const std::string& bytes, std::initializer_list<std::string_view> needles) {
    const auto file = dir.write("bad.npy", bytes);
    return parse_fails_at([&] { return load_map(file); }, file.string(), 1, needles);
  };
  const std::string six(6, '\1');
  EXPECT_TRUE(refuse("P5\n2 3\n255\n", {"magic"}));
  EXPECT_TRUE(refuse("", {"magic"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(2, 3), six, 4), {"version 4.0"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(2, 3), "\1\1\1"), {"truncated", "(2, 3)", "6 bytes", "holds 3"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(2, 3), six + "xx"), {"2 bytes beyond", "(2, 3)"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(2, 3, false, "<u2"), six + six), {"dtype '<u2'", "uint8"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(2, 3, false, "<f8"), std::string(48, '\0')), {"dtype '<f8'"}));
  EXPECT_TRUE(
      refuse(npy_bytes("{'descr': '|u1', 'fortran_order': False, 'shape': (6,), }", six), {"shape (6) is not 2-D"}));
  EXPECT_TRUE(refuse(npy_bytes("{'descr': '|u1', 'fortran_order': False, 'shape': (1, 2, 3), }", six),
                     {"shape (1, 2, 3) is not 2-D"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(0, 3), ""), {"empty"}));
  EXPECT_TRUE(refuse(npy_bytes(u8_dict(9000, 9000), six), {"read limit", "--max-cells"}));
  EXPECT_TRUE(refuse(npy_bytes("{'descr': '|u1', 'shape': (2, 3), }", six), {"lacks"}));
  EXPECT_TRUE(refuse(npy_bytes("{'descr': '|u1', 'fortran_order': Maybe, 'shape': (2, 3), }", six), {"neither True"}));
  EXPECT_TRUE(refuse(npy_bytes("{'descr': '|u1', 'fortran_order': False, 'shape': (2, x), }", six), {"tuple"}));
  EXPECT_TRUE(refuse(npy_bytes("{'descr': '|u1', 'fortran_order': False, 'shape': (2, 3), 'extra': 1}", six),
                     {"unknown key 'extra'"}));
  EXPECT_TRUE(refuse(npy_bytes("[1, 2]", six), {"dictionary"}));
  EXPECT_TRUE(refuse(npy_bytes("{'descr: '|u1'", six), {".npy header"}));
  // The header's length word says more than the file holds.
  std::string cut = npy_bytes(u8_dict(2, 3), six);
  cut.resize(30);
  EXPECT_TRUE(refuse(cut, {"header claims"}));
}

TEST(NpyMap, DirectoriesAndMissingFilesAreInputErrors) {
  const TempDir dir;
  EXPECT_THROW((void)read_npy_map(dir.path()), InputError);
  EXPECT_THROW((void)read_npy_map(dir / "absent.npy"), InputError);
}

}  // namespace
}  // namespace gridnav
