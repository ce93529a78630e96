// `gridnav serve`: the viewer's page and its JSON API over HTTP (docs/viewer-api.md).
//
//   gridnav::server::Server server(options);
//   const int port = server.bind();   // throws InputError when the address is taken
//   server.run();                     // blocks until stop() (from another thread)
//
// Tests run it in-process on a free port (ServerOptions::port = 0).
#pragma once

#include <memory>
#include <string>

#include "gridnav/server/options.hpp"

namespace gridnav::server {

class Server {
 public:
  /// Finds and reads the bundled maps; throws InputError when a named map folder is missing.
  explicit Server(ServerOptions options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  /// Binds the address and returns the port (the chosen one when options.port is 0).
  int bind();
  /// Serves until stop(); returns false when the server could not listen.
  bool run();
  /// Stops run() and closes the socket; safe from any thread.
  void stop();
  /// Blocks until run() accepts connections.
  void wait_until_ready() const;

  /// Names of the maps /api/maps lists.
  [[nodiscard]] std::size_t map_count() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace gridnav::server
