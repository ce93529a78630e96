// GET /api/worlds, POST /api/sim, POST /api/sim/ID/step, GET /api/sim/ID,
// GET /api/sim/ID/log/K.tsv and DELETE /api/sim/ID: the simulation page's API.
#include <charconv>

#include "http_error.hpp"
#include "server_impl.hpp"
#include "sim_request.hpp"

namespace gridnav::server {
namespace {

bool query_flag(const httplib::Request& req, const char* key) {
  const std::string* v = query_param(req, key);
  if (v == nullptr) return false;
  if (*v == "1" || *v == "on" || *v == "true") return true;
  if (*v == "0" || *v == "off" || *v == "false") return false;
  bad_request(std::string("query parameter ") + key + "='" + *v + "' must be 1 or 0");
}

}  // namespace

std::shared_ptr<SimSession> Server::Impl::session(const std::string& id) {
  auto s = sims.get(id);
  if (!s) throw HttpError(404, "no simulation '" + id + "' (unknown, ended, or forgotten to make room)");
  return s;
}

void Server::Impl::add_sim_routes() {
  get("/api/worlds", [this](const httplib::Request&, httplib::Response& res) {
    nlohmann::json list = nlohmann::json::array();
    for (const StoredWorld& w : worlds.worlds())
      list.push_back({{"name", w.name},
                      {"width", w.world->grid.width()},
                      {"height", w.world->grid.height()},
                      {"agents", agent_count(*w.world)},
                      {"player", w.world->player.has_value()},
                      {"keys", w.world->keys.size()},
                      {"doors", w.world->doors.size()},
                      {"monsters", w.world->monsters.size()}});
    send_json(res, {{"worlds", std::move(list)}});
  });

  post("/api/sim", [this](const httplib::Request& req, httplib::Response& res) {
    SimSetup setup = parse_sim_request(body_json(req), worlds, options.limits);
    const auto slot = slots.acquire("a simulation");
    auto s = std::make_shared<SimSession>(sims.next_id(), std::move(setup));
    nlohmann::json answer = s->describe();
    answer["frame"] = s->frame({});
    sims.add(std::move(s));
    send_json(res, answer);
  });

  post(R"(/api/sim/([^/]+)/step)", [this](const httplib::Request& req, httplib::Response& res) {
    const auto s = session(req.matches[1].str());
    const StepRequest step = parse_step_request(req.body.empty() ? nlohmann::json() : body_json(req));
    const auto slot = slots.acquire("a simulation step");
    send_json(res, s->step(step.ticks, step.controls, step.detail));
  });

  get(R"(/api/sim/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    const auto s = session(req.matches[1].str());
    send_json(res, s->frame({query_flag(req, "search"), query_flag(req, "belief")}));
  });

  get(R"(/api/sim/([^/]+)/log/(\d+)\.tsv)", [this](const httplib::Request& req, httplib::Response& res) {
    const auto s = session(req.matches[1].str());
    const std::size_t players = s->player_count();
    const std::string k = req.matches[2].str();
    std::uint64_t agent = 0;
    const auto [end, ec] = std::from_chars(k.data(), k.data() + k.size(), agent);
    if (ec != std::errc{} || agent < 1 || agent > players)
      throw HttpError(404, "simulation " + s->id() + " has players 1 to " + std::to_string(players) + ", not " + k);
    res.set_header("Content-Disposition", "attachment; filename=\"" + s->log_name(agent - 1) + "\"");
    res.set_content(s->log_tsv(agent - 1), "text/tab-separated-values");
  });

  del(R"(/api/sim/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    if (!sims.remove(req.matches[1].str()))
      throw HttpError(404, "no simulation '" + req.matches[1].str() + "' (unknown, ended, or forgotten)");
    send_json(res, {{"deleted", req.matches[1].str()}});
  });
}

}  // namespace gridnav::server
