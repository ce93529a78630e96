// Landmark files a user can damage or edit: a table that no longer describes its map must
// be refused, never trusted (A* with ALT would return non-optimal costs, and a changed
// component number would make the planners answer "no path").
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>

#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/util/table_file.hpp"
#include "support/reference_dijkstra.hpp"
#include "support/temp_dir.hpp"

namespace gridnav {
namespace {

using testing::TempDir;

// Offsets in the file (LandmarkTable::save): 8 bytes of magic, 48 of header, 8 per landmark.
constexpr std::size_t kHeader = 8 + 48;

std::string read_all(const std::filesystem::path& file) {
  std::ifstream in(file, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void write_all(const std::filesystem::path& file, const std::string& bytes) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), std::streamsize(bytes.size()));
}

/// Writes the checksum of the bytes between the magic and the last 8 into those 8, as an
/// editor who knows the format would.
void reseal(std::string& bytes) {
  const std::uint64_t hash = table_checksum(bytes.data() + 8, bytes.size() - 16);
  for (int k = 0; k < 8; ++k) bytes[bytes.size() - 8 + std::size_t(k)] = char((hash >> (8 * k)) & 0xff);
}

template <class T>
T get_at(const std::string& bytes, std::size_t at) {
  T v;
  std::memcpy(&v, bytes.data() + at, sizeof v);
  return v;
}
template <class T>
void put_at(std::string& bytes, std::size_t at, T v) {
  std::memcpy(bytes.data() + at, &v, sizeof v);
}

/// Expects loading `file` to throw ParseError with `fragment` in its message.
void expect_refused(const std::filesystem::path& file, const Grid& grid, const MoveRules& rules,
                    const std::string& fragment) {
  try {
    (void)LandmarkTable::load(file.string(), grid, rules);
    ADD_FAILURE() << "loaded a table that should be refused (" << fragment << ")";
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
  }
}

struct Fixture {
  Grid grid = generate_cazenave_wall_map({40, 30, 12, 8, 5}).grid;
  MoveRules rules{Connectivity::eight, DiagonalRule::always, CostProfileKind::integer};
  LandmarkTable table = LandmarkTable::build(grid, rules, {4, LandmarkSelection::farthest, 2});
  std::size_t cells = grid.padded_size();
  std::size_t components_at = kHeader + 4 * 8;
  std::size_t distances_at = components_at + 4 * cells;
};

TEST(LandmarkFile, AFlippedByteIsRefusedByTheChecksum) {
  const TempDir dir;
  const Fixture f;
  const auto file = dir / "t.lmk";
  f.table.save(file.string());
  std::string bytes = read_all(file);
  bytes[f.distances_at + 4 * f.cells / 2 + 1] ^= 0x10;  // one distance of landmark 0
  write_all(file, bytes);
  expect_refused(file, f.grid, f.rules, "checksum mismatch");
}

TEST(LandmarkFile, EditedDistancesFailTheConsistencyChecks) {
  const TempDir dir;
  const Fixture f;
  const auto file = dir / "t.lmk";
  f.table.save(file.string());
  const std::string saved = read_all(file);

  // Every distance of landmark 1 scaled by 1.25: ALT would overestimate (A* non-optimal).
  std::string scaled = saved;
  const std::size_t landmark1 = f.distances_at + 4 * f.cells;
  for (std::size_t c = 0; c < f.cells; ++c) {
    const float d = get_at<float>(scaled, landmark1 + 4 * c);
    if (std::isfinite(d)) put_at<float>(scaled, landmark1 + 4 * c, d * 1.25f);
  }
  reseal(scaled);
  write_all(file, scaled);
  expect_refused(file, f.grid, f.rules, "differ by more than the move's cost");

  // Through the registry, as `gridnav path --landmark-file` loads it.
  EXPECT_THROW((void)planners().make(f.grid, f.rules,
                                     parse_config("astar:heuristic=alt,landmarks=4,landmark-select=farthest,"
                                                  "landmark-file=" +
                                                  file.string())),
               ParseError);

  // A landmark not at distance 0 from itself.
  std::string self = saved;
  const Point l0{get_at<std::int32_t>(saved, kHeader), get_at<std::int32_t>(saved, kHeader + 4)};
  put_at<float>(self, f.distances_at + 4 * raw(f.grid.pad(l0)), 3.0f);
  reseal(self);
  write_all(file, self);
  expect_refused(file, f.grid, f.rules, "is not at distance 0 from itself");

  // A blocked cell given a distance.
  std::string blocked = saved;
  put_at<float>(blocked, f.distances_at, 7.0f);  // padded cell 0 is on the frame
  reseal(blocked);
  write_all(file, blocked);
  expect_refused(file, f.grid, f.rules, "has a distance, yet lies outside its component");
}

TEST(LandmarkFile, ChangedComponentNumbersAreRefused) {
  const TempDir dir;
  const Fixture f;
  const auto file = dir / "t.lmk";
  f.table.save(file.string());
  std::string bytes = read_all(file);
  // A landmark's cell moved to a component of its own: the planners would answer "no path"
  // between it and its neighbours.
  const Point cell{get_at<std::int32_t>(bytes, kHeader), get_at<std::int32_t>(bytes, kHeader + 4)};
  const std::size_t at = f.components_at + 4 * raw(f.grid.pad(cell));
  put_at<std::uint32_t>(bytes, at, get_at<std::uint32_t>(bytes, at) + 1000);
  reseal(bytes);
  write_all(file, bytes);
  expect_refused(file, f.grid, f.rules, "have different component numbers");
}

TEST(LandmarkFile, OlderFormatsAreRefused) {
  const TempDir dir;
  const Fixture f;
  const auto file = dir / "t.lmk";
  f.table.save(file.string());
  std::string bytes = read_all(file);
  for (const char version : {'1', '2'}) {  // without a checksum; with a byte-wise FNV-1a one
    bytes[5] = version;
    write_all(file, bytes);
    expect_refused(file, f.grid, f.rules, "older format");
  }
}

TEST(LandmarkFile, AHeaderThatDisagreesWithTheLengthIsRefusedBeforeAllocating) {
  const TempDir dir;
  const Fixture f;
  const auto file = dir / "t.lmk";
  f.table.save(file.string());
  std::string bytes = read_all(file);
  put_at<std::uint32_t>(bytes, 8 + 5 * 4, 5);  // landmark count: 5 declared, 4 stored
  reseal(bytes);
  write_all(file, bytes);
  expect_refused(file, f.grid, f.rules, "its header implies");
}

// The checks must never refuse a genuine table: octile costs (inexact floats), weighted
// maps (two arrays per landmark), every rule set, several random maps.
TEST(LandmarkFile, GenuineTablesPassTheChecks) {
  const TempDir dir;
  const std::uint32_t seed = testing::test_seed(977);
  SCOPED_TRACE("seed " + std::to_string(seed));
  std::mt19937 rng(seed);
  const std::vector<MoveRules> rule_sets{
      {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::integer},
      {Connectivity::eight, DiagonalRule::no_corner_cutting, CostProfileKind::octile},
      {Connectivity::eight, DiagonalRule::corner_cutting, CostProfileKind::unit},
      {Connectivity::eight, DiagonalRule::always, CostProfileKind::octile}};
  for (int round = 0; round < 4; ++round) {
    const Grid grid = testing::random_grid(rng, 70, 50, 0.3, round % 2 == 0 ? 1 : 9);
    for (const MoveRules& rules : rule_sets) {
      const auto file = dir / ("g" + std::to_string(round) + ".lmk");
      const LandmarkTable t = LandmarkTable::build(grid, rules, {6, LandmarkSelection::random, rng()});
      t.save(file.string());
      const LandmarkTable u = LandmarkTable::load(file.string(), grid, rules);
      EXPECT_EQ(u.count(), t.count());
      EXPECT_EQ(u.symmetric(), t.symmetric());
    }
  }
}

}  // namespace
}  // namespace gridnav
