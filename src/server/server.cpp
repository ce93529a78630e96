#include "gridnav/server/server.hpp"

#include <chrono>
#include <nlohmann/json.hpp>
#include <thread>

#include "assets.hpp"
#include "connection_pool.hpp"
#include "frontend/catalogs.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "http_error.hpp"
#include "server_impl.hpp"

namespace gridnav::server {
namespace {

using nlohmann::json;

void send_error(httplib::Response& res, int status, const std::string& message) {
  res.status = status;
  res.set_content(json{{"error", escape_bytes(message)}}.dump(), "application/json");
}

/// Runs a handler; whatever it throws becomes {"error": ...} with a fitting status.
void guarded(const std::function<void(const httplib::Request&, httplib::Response&)>& handler,
             const httplib::Request& req, httplib::Response& res) {
  try {
    handler(req, res);
  } catch (const HttpError& e) {
    send_error(res, e.status(), e.what());
  } catch (const InputError& e) {
    send_error(res, 400, e.what());
  } catch (const json::exception& e) {
    send_error(res, 400, std::string("bad JSON value: ") + e.what());
  } catch (const std::bad_alloc&) {
    send_error(res, 503, "out of memory for this request");
  } catch (const std::exception& e) {
    send_error(res, 500, std::string("internal error: ") + e.what());
  }
}

std::vector<std::filesystem::path> map_dirs(const ServerOptions& o) {
  return o.map_dirs.empty() ? default_map_dirs() : o.map_dirs;
}

}  // namespace

void send_json(httplib::Response& res, const json& j, int status) {
  res.status = status;
  res.set_content(j.dump(), "application/json");
}

json body_json(const httplib::Request& req) {
  if (req.body.empty()) bad_request("the request has no body (a JSON object is expected)");
  try {
    return json::parse(req.body);
  } catch (const json::parse_error& e) {
    bad_request(std::string("the body is not valid JSON: ") + e.what());
  }
}

const std::string* query_param(const httplib::Request& req, const char* key) {
  const auto it = req.params.find(key);
  return it == req.params.end() ? nullptr : &it->second;
}

Server::Impl::Impl(ServerOptions o)
    : options(std::move(o)),
      maps(map_dirs(options), options.limits.max_cells),
      worlds(map_dirs(options), std::min(options.limits.max_cells, options.limits.max_sim_cells)),
      searches(options.limits.keep_searches_mb << 20),
      planners_json(frontend::catalogs_json()),
      slots(options.limits.max_searches, options.limits.queue_ms),
      sims(options.limits.max_sims) {}

void Server::Impl::get(const std::string& pattern,
                       std::function<void(const httplib::Request&, httplib::Response&)> handler) {
  http.Get(pattern,
           [h = std::move(handler)](const httplib::Request& req, httplib::Response& res) { guarded(h, req, res); });
}

void Server::Impl::post(const std::string& pattern,
                        std::function<void(const httplib::Request&, httplib::Response&)> handler) {
  http.Post(pattern,
            [h = std::move(handler)](const httplib::Request& req, httplib::Response& res) { guarded(h, req, res); });
}

void Server::Impl::del(const std::string& pattern,
                       std::function<void(const httplib::Request&, httplib::Response&)> handler) {
  http.Delete(pattern,
              [h = std::move(handler)](const httplib::Request& req, httplib::Response& res) { guarded(h, req, res); });
}

std::shared_ptr<const FinishedSearch> Server::Impl::kept(const std::string& id) {
  auto s = searches.get(id);
  if (!s) throw HttpError(404, "no search '" + id + "' (unknown, or forgotten to make room)");
  return s;
}

Server::Server(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {
  Impl& s = *impl_;
  const ServerLimits& l = s.options.limits;
  const auto threads = std::max(1u, l.max_clients);
  s.http.new_task_queue = [threads] { return new ConnectionPool(threads); };
  s.http.set_payload_max_length(l.max_upload_bytes);
  s.http.set_read_timeout(time_t(l.idle_timeout_s), 0);
  s.http.set_write_timeout(time_t(l.idle_timeout_s), 0);
  s.http.set_keep_alive_timeout(time_t(l.idle_timeout_s));
  s.http.set_keep_alive_max_count(1000);

  s.get("/api/planners", [&s](const httplib::Request&, httplib::Response& res) {
    res.set_content(s.planners_json, "application/json");
  });
  s.get("/api/status", [&s](const httplib::Request&, httplib::Response& res) {
    const ServerLimits& lim = s.options.limits;
    send_json(res, {{"searches_running", s.slots.running()},
                    {"searches_kept", s.searches.size()},
                    {"kept_bytes", s.searches.bytes()},
                    {"limits",
                     {{"max_upload_bytes", lim.max_upload_bytes},
                      {"max_cells", lim.max_cells},
                      {"max_expansions", lim.max_expansions},
                      {"max_search_ms", lim.max_search_ms},
                      {"max_searches", lim.max_searches},
                      {"queue_ms", lim.queue_ms},
                      {"max_clients", lim.max_clients},
                      {"idle_timeout_s", lim.idle_timeout_s},
                      {"keep_searches_mb", lim.keep_searches_mb},
                      {"max_batch_events", lim.max_batch_events},
                      {"max_sims", lim.max_sims},
                      {"max_sim_cells", lim.max_sim_cells}}},
                    {"sims_kept", s.sims.size()}});
  });
  s.add_map_routes();
  s.add_search_routes();
  s.add_render_routes();
  s.add_sim_routes();
  // Everything else is the page: web/ compiled in, "/" being index.html.
  s.get(R"(/(.*))", [](const httplib::Request& req, httplib::Response& res) {
    std::string path = req.matches[1];
    if (path.empty() || path.back() == '/') path += "index.html";
    if (path.rfind("api/", 0) == 0) throw HttpError(404, "no API endpoint " + req.path);
    const Asset* a = find_asset(path);
    if (a == nullptr) throw HttpError(404, "no file " + req.path);
    res.set_content(reinterpret_cast<const char*>(a->data), a->size, std::string(a->mime));
  });
  // Statuses httplib sets itself (413 over the upload limit, 404, 400) get a JSON body too.
  s.http.set_error_handler(
      httplib::Server::HandlerWithResponse([](const httplib::Request& req, httplib::Response& res) {
        if (!res.body.empty()) return httplib::Server::HandlerResponse::Unhandled;
        std::string message = "the request failed with HTTP status " + std::to_string(res.status);
        if (res.status == 413) message = "the request body is larger than this server allows (--max-upload-bytes)";
        if (res.status == 404) message = "no such endpoint: " + req.method + " " + req.path;
        send_error(res, res.status, message);
        return httplib::Server::HandlerResponse::Handled;
      }));
  s.http.set_exception_handler([](const httplib::Request&, httplib::Response& res, std::exception_ptr) {
    send_error(res, 500, "internal error");
  });
}

Server::~Server() { stop(); }

int Server::bind() {
  Impl& s = *impl_;
  s.port = s.options.port == 0 ? s.http.bind_to_any_port(s.options.host)
                               : (s.http.bind_to_port(s.options.host, s.options.port) ? s.options.port : -1);
  if (s.port < 0)
    throw InputError("cannot listen on " + s.options.host + ":" + std::to_string(s.options.port) +
                     " (address in use or not available)");
  return s.port;
}

bool Server::run() { return impl_->http.listen_after_bind(); }
void Server::stop() { impl_->http.stop(); }
void Server::wait_until_ready() const {
  while (!impl_->http.is_running()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}
std::size_t Server::map_count() const { return impl_->maps.maps().size(); }

}  // namespace gridnav::server
