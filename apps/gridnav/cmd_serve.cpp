// gridnav serve: the viewer's page and JSON API over HTTP (gridnav::server, docs/viewer-api.md).
#include <fmt/core.h>

#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <thread>

#include "commands.hpp"
#include "gridnav/server/server.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

// SIGINT and SIGTERM set a flag; a watcher thread stops the server (stopping it from the
// handler itself would not be async-signal-safe).
volatile std::sig_atomic_t g_stop = 0;
extern "C" void request_stop(int) { g_stop = 1; }

void run(const server::ServerOptions& options) {
  server::Server srv(options);
  const int port = srv.bind();
  fmt::print("gridnav serve: {} maps; listening on http://{}:{}/ (Ctrl-C stops)\n", srv.map_count(), options.host,
             port);
  std::fflush(stdout);
  std::signal(SIGINT, request_stop);
  std::signal(SIGTERM, request_stop);
  std::atomic<bool> done{false};
  std::thread watcher([&] {
    while (!done.load()) {
      if (g_stop != 0) {
        srv.stop();
        return;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
  });
  const bool ok = srv.run();
  done = true;
  watcher.join();
  if (!ok && g_stop == 0) throw ExitWith{kInputError};
}

}  // namespace

void add_serve_command(CLI::App& app) {
  auto o = std::make_shared<server::ServerOptions>();
  server::ServerLimits& l = o->limits;
  CLI::App* cmd = app.add_subcommand("serve", "serve the web viewer and its JSON API (docs/viewer-api.md)");
  cmd->add_option("--host", o->host, "address to listen on (another than 127.0.0.1 exposes the server)")
      ->capture_default_str();
  cmd->add_option("--port", o->port, "TCP port; 0 picks a free one")
      ->check(CLI::Range(0, 65535))
      ->capture_default_str();
  cmd->add_option("--maps", o->map_dirs,
                  "folder of bundled maps (repeatable; default data/movingai and data/worlds, found from the working "
                  "directory)");
  cmd->add_option("--max-upload-bytes", l.max_upload_bytes, "largest request body")
      ->check(whole_number<std::uint64_t>(1, std::uint64_t{1} << 34))
      ->capture_default_str();
  cmd->add_option("--max-cells", l.max_cells, "largest map (width x height)")
      ->check(whole_number<std::uint64_t>(1, std::uint64_t{1} << 28))
      ->capture_default_str();
  cmd->add_option("--max-expansions", l.max_expansions, "expansions per search (per plan for navigators)")
      ->check(whole_number<std::uint64_t>(1, std::uint64_t{1} << 40))
      ->capture_default_str();
  cmd->add_option("--max-search-ms", l.max_search_ms, "wall time per search of a static planner, ms")
      ->check(whole_number<std::uint64_t>(1, 3'600'000))
      ->capture_default_str();
  cmd->add_option("--max-searches", l.max_searches,
                  "searches (and renders) running at once; more wait --queue-ms, then get 503")
      ->check(whole_number<unsigned>(1, 1024))
      ->capture_default_str();
  cmd->add_option("--queue-ms", l.queue_ms, "how long a search waits for a free slot before a 503, ms")
      ->check(whole_number<std::uint64_t>(0, 600'000))
      ->capture_default_str();
  cmd->add_option("--max-clients", l.max_clients,
                  "connections served at once, a thread each (started as needed); a slow client holds only its own")
      ->check(whole_number<unsigned>(1, 1024))
      ->capture_default_str();
  cmd->add_option("--idle-timeout-s", l.idle_timeout_s, "read/write timeout and keep-alive idle time, seconds")
      ->check(whole_number<unsigned>(1, 3600))
      ->capture_default_str();
  cmd->add_option("--keep-searches-mb", l.keep_searches_mb, "memory for finished searches' events, MB")
      ->check(whole_number<std::uint64_t>(1, std::uint64_t{1} << 20))
      ->capture_default_str();
  cmd->add_option("--max-batch-events", l.max_batch_events, "most events one /events request returns")
      ->check(whole_number<std::uint64_t>(1, std::uint64_t{1} << 26))
      ->capture_default_str();
  cmd->add_option("--max-sims", l.max_sims, "simulations kept at once; the least recently used is forgotten")
      ->check(whole_number<unsigned>(1, 4096))
      ->capture_default_str();
  cmd->add_option("--max-sim-cells", l.max_sim_cells, "largest tile world a simulation runs on (width x height)")
      ->check(whole_number<std::uint64_t>(1, std::uint64_t{1} << 28))
      ->capture_default_str();
  cmd->callback([o] { run(*o); });
}

}  // namespace gridnav::cli
