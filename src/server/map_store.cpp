#include "map_store.hpp"

#include <algorithm>
#include <cstdio>

#include "gridnav/error.hpp"
#include "gridnav/io/map_loader.hpp"

namespace gridnav::server {
namespace fs = std::filesystem;
namespace {

std::vector<fs::path> bundled_under(fs::path dir) {
  std::error_code ec;
  for (; !dir.empty(); dir = dir.parent_path()) {
    std::vector<fs::path> found;
    for (const char* sub : {"data/movingai", "data/worlds"})
      if (fs::is_directory(dir / sub, ec)) found.push_back(dir / sub);
    if (!found.empty()) return found;
    if (dir == dir.parent_path()) break;
  }
  return {};
}

}  // namespace

std::vector<fs::path> default_map_dirs() {
  std::error_code ec;
  if (auto found = bundled_under(fs::current_path(ec)); !found.empty()) return found;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) return bundled_under(exe.parent_path());
  return {};
}

MapStore::MapStore(const std::vector<fs::path>& dirs, std::uint64_t max_cells) {
  for (const fs::path& dir : dirs) {
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) throw InputError("map folder '" + dir.string() + "' does not exist");
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
      if (entry.is_regular_file(ec) && format_from_extension(entry.path())) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      const std::string name = file.filename().string();
      if (find(name) != nullptr) {
        std::fprintf(stderr, "gridnav serve: %s left out: a map named %s is listed already\n", file.c_str(),
                     name.c_str());
        continue;
      }
      try {
        LoadedMap loaded = load_map(file);
        if (loaded.grid.cell_count() > max_cells) {
          std::fprintf(stderr, "gridnav serve: %s left out: more cells than --max-cells\n", file.c_str());
          continue;
        }
        maps_.push_back(
            {name, std::string(to_string(loaded.format)), std::make_shared<const Grid>(std::move(loaded.grid))});
      } catch (const std::exception& e) {
        std::fprintf(stderr, "gridnav serve: %s left out: %s\n", file.c_str(), e.what());
      }
    }
  }
}

const StoredMap* MapStore::find(std::string_view name) const noexcept {
  for (const StoredMap& m : maps_)
    if (m.name == name) return &m;
  return nullptr;
}

}  // namespace gridnav::server
