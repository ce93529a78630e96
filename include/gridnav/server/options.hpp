// What `gridnav serve` is told on its command line: where to listen, where the bundled
// maps are, and the limits that keep one client from starving the others (docs/viewer-api.md).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace gridnav::server {

struct ServerLimits {
  std::uint64_t max_upload_bytes = 32u << 20;  ///< largest request body (uploads, inline maps)
  std::uint64_t max_cells = 4u << 20;          ///< largest map, in cells (width x height)
  std::uint64_t max_expansions = 4'000'000;    ///< per search (per plan() for navigators)
  std::uint64_t max_search_ms = 10'000;        ///< wall time of one static search
  unsigned max_searches = 4;                   ///< searches (and renders) running at once
  std::uint64_t queue_ms = 5000;               ///< how long one more waits for a slot before a 503
  unsigned max_clients = 256;                  ///< connections served at once (a thread each, started as needed)
  unsigned idle_timeout_s = 10;                ///< read/write timeout and keep-alive idle time
  std::uint64_t keep_searches_mb = 256;        ///< memory budget of finished searches kept for events
  std::uint64_t max_batch_events = 1u << 20;   ///< most events one /events request returns
  unsigned max_sims = 16;                      ///< simulations kept at once (least recently used forgotten)
  std::uint64_t max_sim_cells = 1u << 18;      ///< largest tile world a simulation runs on, in cells
};

struct ServerOptions {
  std::string host = "127.0.0.1";
  int port = 8080;  ///< 0 picks a free port (Server::bind returns it)
  /// Folders of bundled maps; empty means data/movingai and data/worlds, looked for in the
  /// working directory and its parents, then beside the executable and its parents.
  std::vector<std::filesystem::path> map_dirs;
  ServerLimits limits;
};

}  // namespace gridnav::server
