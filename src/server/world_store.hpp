// The bundled tile worlds GET /api/worlds lists and POST /api/sim runs: every .world file in
// the map folders, read once at start-up with its entities (the map store keeps only grids).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/io/world.hpp"

namespace gridnav::server {

struct StoredWorld {
  std::string name;  ///< the file name, unique in the store
  std::shared_ptr<const World> world;
};

class WorldStore {
 public:
  /// Reads every .world file in `dirs` (not recursive). Files that fail to read or hold more
  /// than `max_cells` cells are left out with a note on stderr, as are later files whose name
  /// is taken. Folders that do not exist are skipped (the map store reports them).
  WorldStore(const std::vector<std::filesystem::path>& dirs, std::uint64_t max_cells);

  [[nodiscard]] const std::vector<StoredWorld>& worlds() const noexcept { return worlds_; }
  [[nodiscard]] const StoredWorld* find(std::string_view name) const noexcept;

 private:
  std::vector<StoredWorld> worlds_;
};

/// How many agents a world's agent cells stand for ('p' 1, 'q' 2, 'r' 3, Moori's convention).
[[nodiscard]] std::size_t agent_count(const World& world) noexcept;

}  // namespace gridnav::server
