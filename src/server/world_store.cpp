#include "world_store.hpp"

#include <algorithm>
#include <cstdio>

namespace gridnav::server {
namespace fs = std::filesystem;

WorldStore::WorldStore(const std::vector<fs::path>& dirs, std::uint64_t max_cells) {
  for (const fs::path& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) continue;
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.is_regular_file(ec) && entry.path().extension() == ".world") files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      const std::string name = file.filename().string();
      if (find(name) != nullptr) continue;  // the map store has said so already
      try {
        auto world = std::make_shared<World>(read_world(file));
        if (world->grid.cell_count() > max_cells) {
          std::fprintf(stderr, "gridnav serve: world %s left out of simulations: more cells than --max-sim-cells\n",
                       file.c_str());
          continue;
        }
        worlds_.push_back({name, std::move(world)});
      } catch (const std::exception& e) {
        std::fprintf(stderr, "gridnav serve: world %s left out: %s\n", file.c_str(), e.what());
      }
    }
  }
}

const StoredWorld* WorldStore::find(std::string_view name) const noexcept {
  for (const StoredWorld& w : worlds_)
    if (w.name == name) return &w;
  return nullptr;
}

std::size_t agent_count(const World& world) noexcept {
  std::size_t n = 0;
  for (const WorldEntity& a : world.agents) n += a.symbol == 'r' ? 3 : a.symbol == 'q' ? 2 : 1;
  return n;
}

}  // namespace gridnav::server
