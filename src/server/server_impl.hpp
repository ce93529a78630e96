// The server's state, shared by server.cpp (set-up, errors, static files) and the API's
// handlers (api_maps.cpp, api_search.cpp, api_sim.cpp).
#pragma once

#include <httplib.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <string>

#include "gridnav/server/server.hpp"
#include "http_error.hpp"
#include "map_store.hpp"
#include "search_store.hpp"
#include "sim_session.hpp"
#include "world_store.hpp"

namespace gridnav::server {

/// The --max-searches slots: a search or a render holds one while it runs. A request that
/// finds them all taken waits up to --queue-ms for one, then gets HttpError 503.
class SearchSlots {
 public:
  SearchSlots(unsigned most, std::uint64_t wait_ms) : most_(std::max(1u, most)), wait_ms_(wait_ms) {}

  class Held {
   public:
    explicit Held(SearchSlots& slots) : slots_(slots) {}
    ~Held() { slots_.release(); }
    Held(const Held&) = delete;
    Held& operator=(const Held&) = delete;

   private:
    SearchSlots& slots_;
  };

  /// A slot for `what` ("a search"), or HttpError 503 after waiting.
  [[nodiscard]] std::unique_ptr<Held> acquire(const char* what) {
    std::unique_lock lock(mutex_);
    if (!freed_.wait_for(lock, std::chrono::milliseconds(wait_ms_), [this] { return running_ < most_; }))
      throw HttpError(503, std::string("no room for ") + what + ": " + std::to_string(most_) +
                               " searches are running (--max-searches) and none ended within " +
                               std::to_string(wait_ms_) + " ms (--queue-ms); try again shortly");
    ++running_;
    return std::make_unique<Held>(*this);
  }
  [[nodiscard]] unsigned running() const {
    const std::lock_guard lock(mutex_);
    return running_;
  }

 private:
  void release() {
    {
      const std::lock_guard lock(mutex_);
      --running_;
    }
    freed_.notify_one();
  }

  mutable std::mutex mutex_;
  std::condition_variable freed_;
  unsigned most_;
  std::uint64_t wait_ms_;
  unsigned running_ = 0;
};

struct Server::Impl {
  explicit Impl(ServerOptions o);

  ServerOptions options;
  MapStore maps;
  WorldStore worlds;
  SearchStore searches;
  std::string planners_json;  // GET /api/planners, made once
  SearchSlots slots;
  SimStore sims;
  httplib::Server http;
  int port = 0;

  /// Registers a handler whose exceptions become JSON errors (server.cpp).
  void get(const std::string& pattern, std::function<void(const httplib::Request&, httplib::Response&)> handler);
  void post(const std::string& pattern, std::function<void(const httplib::Request&, httplib::Response&)> handler);
  void del(const std::string& pattern, std::function<void(const httplib::Request&, httplib::Response&)> handler);

  /// The kept search with that ID; HttpError 404 when unknown or forgotten.
  [[nodiscard]] std::shared_ptr<const FinishedSearch> kept(const std::string& id);
  /// The simulation with that ID; HttpError 404 when unknown or forgotten.
  [[nodiscard]] std::shared_ptr<SimSession> session(const std::string& id);

  void add_map_routes();     // api_maps.cpp
  void add_search_routes();  // api_search.cpp
  void add_render_routes();  // api_render.cpp
  void add_sim_routes();     // api_sim.cpp
};

/// Sends `j` as application/json.
void send_json(httplib::Response& res, const nlohmann::json& j, int status = 200);
/// The request body parsed as JSON; HttpError 400 naming the syntax error otherwise.
[[nodiscard]] nlohmann::json body_json(const httplib::Request& req);
/// A query parameter, or nullptr when absent.
[[nodiscard]] const std::string* query_param(const httplib::Request& req, const char* key);

}  // namespace gridnav::server
