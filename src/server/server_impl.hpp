// The server's state, shared by server.cpp (set-up, errors, static files) and the API's
// handlers (api_maps.cpp, api_search.cpp).
#pragma once

#include <httplib.h>

#include <atomic>
#include <functional>
#include <string>

#include "gridnav/server/server.hpp"
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

  void add_map_routes();     // api_maps.cpp
  void add_search_routes();  // api_search.cpp
};

/// Sends `j` as application/json.
void send_json(httplib::Response& res, const nlohmann::json& j, int status = 200);
/// The request body parsed as JSON; HttpError 400 naming the syntax error otherwise.
[[nodiscard]] nlohmann::json body_json(const httplib::Request& req);
/// A query parameter, or nullptr when absent.
[[nodiscard]] const std::string* query_param(const httplib::Request& req, const char* key);

}  // namespace gridnav::server
