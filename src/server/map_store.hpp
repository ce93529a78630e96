// The bundled maps /api/maps lists: every file in the map folders that a gridnav reader
// takes (io/map_loader.hpp), read once at start-up and shared read-only by every search.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/grid.hpp"

namespace gridnav::server {

struct StoredMap {
  std::string name;    ///< the file name, unique in the store
  std::string format;  ///< map_loader's name of the format: movingai, world, ...
  std::shared_ptr<const Grid> grid;
};

class MapStore {
 public:
  /// Reads every map in `dirs` (not recursive). Files that fail to read or hold more than
  /// `max_cells` cells are left out with a note on stderr; a later file with a name taken
  /// is left out too. InputError when a folder does not exist.
  MapStore(const std::vector<std::filesystem::path>& dirs, std::uint64_t max_cells);

  [[nodiscard]] const std::vector<StoredMap>& maps() const noexcept { return maps_; }
  [[nodiscard]] const StoredMap* find(std::string_view name) const noexcept;

 private:
  std::vector<StoredMap> maps_;
};

/// data/movingai and data/worlds, looked for in the working directory and its parents, then
/// beside the running executable and its parents; empty when neither is found.
[[nodiscard]] std::vector<std::filesystem::path> default_map_dirs();

}  // namespace gridnav::server
