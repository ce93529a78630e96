// Writes the seeds of the landmark_file target (fuzz/corpus/landmark_file/): tables of the
// fuzz maps (fuzz_maps.hpp), each behind the harness's flag byte. Not a fuzz target; run by
// hand after the format or the maps change: fuzz_landmark_seeds fuzz/corpus/landmark_file
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "fuzz_maps.hpp"
#include "gridnav/heuristic/landmarks.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s FOLDER\n", argv[0]);
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
  return 0;
}
