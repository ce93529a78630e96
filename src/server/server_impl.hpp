// The server's state, shared by server.cpp (set-up, errors, static files) and the API's
// handlers (api_maps.cpp, api_search.cpp).
#pragma once

#include <httplib.h>

#include <atomic>
#include <functional>
#include <memory>
#include <string>

#include "gridnav/server/server.hpp"
#include "http_error.hpp"
#include "map_store.hpp"
#include "search_store.hpp"

namespace gridnav::server {

struct Server::Impl {
  explicit Impl(ServerOptions o);

  ServerOptions options;
  MapStore maps;
  SearchStore searches;
  std::string planners_json;  // GET /api/planners, made once
  std::atomic<unsigned> running{0};
  httplib::Server http;
  int port = 0;

  /// Registers a handler whose exceptions become JSON errors (server.cpp).
  void get(const std::string& pattern, std::function<void(const httplib::Request&, httplib::Response&)> handler);
  void post(const std::string& pattern, std::function<void(const httplib::Request&, httplib::Response&)> handler);

  /// The kept search with that ID; HttpError 404 when unknown or forgotten.
  [[nodiscard]] std::shared_ptr<const FinishedSearch> kept(const std::string& id);

  void add_map_routes();     // api_maps.cpp
  void add_search_routes();  // api_search.cpp
  void add_render_routes();  // api_render.cpp
};

/// One slot of --max-searches, held while a search or a render runs; HttpError 503 when
/// every slot is taken.
class SearchSlot {
 public:
  SearchSlot(std::atomic<unsigned>& running, unsigned most, const char* what) : running_(running) {
    if (running_.fetch_add(1) >= most) {
      running_.fetch_sub(1);
      throw HttpError(503, std::string("the server is running its most ") + what + " at once (" + std::to_string(most) +
                               ", --max-searches); try again shortly");
    }
  }
  ~SearchSlot() { running_.fetch_sub(1); }
  SearchSlot(const SearchSlot&) = delete;
  SearchSlot& operator=(const SearchSlot&) = delete;

 private:
  std::atomic<unsigned>& running_;
};

/// Sends `j` as application/json.
void send_json(httplib::Response& res, const nlohmann::json& j, int status = 200);
/// The request body parsed as JSON; HttpError 400 naming the syntax error otherwise.
[[nodiscard]] nlohmann::json body_json(const httplib::Request& req);
/// A query parameter, or nullptr when absent.
[[nodiscard]] const std::string* query_param(const httplib::Request& req, const char* key);

}  // namespace gridnav::server
