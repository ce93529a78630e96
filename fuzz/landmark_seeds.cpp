// Writes the seeds of the landmark_file target (fuzz/corpus/landmark_file/): tables of the
// fuzz maps (fuzz_maps.hpp), each behind the harness's flag byte; and, given a second
// folder, those of the table_file target (goal bounds and the JPS+ table of the uniform
// map). Not a fuzz target; run by hand after a format or the maps change:
//   fuzz_landmark_seeds fuzz/corpus/landmark_file fuzz/corpus/table_file
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "fuzz_maps.hpp"
#include "gridnav/algorithm/jps_table.hpp"
#include "gridnav/heuristic/goal_bounds.hpp"
#include "gridnav/heuristic/landmarks.hpp"

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::fprintf(stderr, "usage: %s LANDMARK_FOLDER [TABLE_FOLDER]\n", argv[0]);
    return 2;
  }
  const std::filesystem::path folder = argv[1];
  for (const bool weighted : {false, true}) {
    for (const std::uint32_t count : {1u, 2u}) {
      gridnav::LandmarkOptions options;
      options.count = count;
      const gridnav::Grid grid = gridnav::fuzz::small_map(weighted);
      const auto table = gridnav::LandmarkTable::build(grid, gridnav::MoveRules{}, options);
      const std::string tmp = (folder / "tmp.lmk").string();
      table.save(tmp);
      std::ifstream in(tmp, std::ios::binary);
      const std::string bytes{std::istreambuf_iterator<char>(in), {}};
      std::filesystem::remove(tmp);
      const char flags = char((weighted ? 1 : 0) | 2);
      const std::string name = std::string(weighted ? "weighted" : "uniform") + "-" + std::to_string(count);
      std::ofstream(folder / name, std::ios::binary) << flags << bytes;
    }
  }
  if (argc == 3) {
    const std::filesystem::path tables = argv[2];
    const gridnav::Grid grid = gridnav::fuzz::small_map(false);
    const std::string tmp = (tables / "tmp.bin").string();
    const auto seed = [&](const std::string& name, char flags) {
      std::ifstream in(tmp, std::ios::binary);
      const std::string bytes{std::istreambuf_iterator<char>(in), {}};
      in.close();
      std::filesystem::remove(tmp);
      std::ofstream(tables / name, std::ios::binary) << flags << bytes;
    };
    gridnav::GoalBounds::build(grid, gridnav::MoveRules{}).save(tmp);
    seed("goal-bounds", 2);
    gridnav::JpsBitGrid bits;
    bits.assign(grid);
    for (const auto rule :
         {gridnav::JumpRule::no_corner_cutting, gridnav::JumpRule::corner_cutting, gridnav::JumpRule::four}) {
      gridnav::jps::JumpTable table;
      table.build(bits, rule);
      table.save(tmp, grid);
      const std::string name = rule == gridnav::JumpRule::no_corner_cutting ? "jps-table"
                               : rule == gridnav::JumpRule::four            ? "jps-table-four"
                                                                            : "jps-table-cutting";
      seed(name, char(3 | (int(rule) << 2)));
    }
  }
  return 0;
}
