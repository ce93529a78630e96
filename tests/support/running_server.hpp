// A gridnav::server started in-process on a free port for a test suite, and stopped (its
// thread joined) when destroyed; client() talks to it through httplib.
#pragma once

#include <httplib.h>

#include <thread>

#include "gridnav/server/server.hpp"

namespace gridnav::testing {

class RunningServer {
 public:
  explicit RunningServer(const server::ServerOptions& options) : server_(options), port_(server_.bind()) {
    thread_ = std::thread([this] { server_.run(); });
    server_.wait_until_ready();
  }
  ~RunningServer() {
    server_.stop();
    thread_.join();
  }
  RunningServer(const RunningServer&) = delete;
  RunningServer& operator=(const RunningServer&) = delete;

  /// A client with a read timeout long enough for the largest searches of the tests.
  [[nodiscard]] httplib::Client client() const {
    httplib::Client c("127.0.0.1", port_);
    c.set_read_timeout(60, 0);
    return c;
  }

 private:
  server::Server server_;
  int port_;
  std::thread thread_;
};

}  // namespace gridnav::testing
