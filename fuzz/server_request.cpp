// The server's JSON requests (src/server/), as the handlers of docs/viewer-api.md take them:
// the first byte picks the endpoint, the rest is the body.
//   0  POST /api/search: read (parse_search_request), then run (run_search) under small limits
//   1  POST /api/sim: read (parse_sim_request), made into a session, described, stepped 3 ticks
//   2  POST /api/sim/ID/step: read (parse_step_request), then applied to a session on a small
//      world with its ticks cut to 5
// The bundled maps are a 16 x 12 Moving AI map (small.map) and a small tile world
// (tiny.world). The handlers answer HttpError, InputError and a JSON value of the wrong type
// with 400, 404 or 413: clean refusals. Anything else is what the server would answer 500 to,
// and a finding.
#include <nlohmann/json.hpp>

#include "fuzz_maps.hpp"
#include "fuzz_support.hpp"
#include "gridnav/io/movingai_map.hpp"
#include "http_error.hpp"
#include "map_store.hpp"
#include "search.hpp"
#include "sim_request.hpp"
#include "sim_session.hpp"
#include "world_store.hpp"

namespace {

constexpr char kWorld[] =
    "AAAAAAAAAA\n"
    "Ap   3  xA\n"
    "A AAAXAA A\n"
    "A  y   a A\n"
    "AAAAAAAAAA\n";

struct Stores {
  gridnav::server::ServerLimits limits;
  std::vector<std::filesystem::path> dirs;
  gridnav::server::MapStore maps;
  gridnav::server::WorldStore worlds;

  static std::vector<std::filesystem::path> write_files() {
    std::ostringstream map;
    gridnav::write_movingai_map(gridnav::fuzz::small_map(false), map);
    auto& scratch = gridnav::fuzz::Scratch::get();
    (void)scratch.write("tiny.world", kWorld);
    return {scratch.write("small.map", map.str()).parent_path()};
  }
  static gridnav::server::ServerLimits small_limits() {
    gridnav::server::ServerLimits l;
    l.max_cells = 1u << 12;
    l.max_sim_cells = 1u << 12;
    l.max_expansions = 20'000;
    l.max_search_ms = 200;
    return l;
  }
  Stores()
      : limits(small_limits()), dirs(write_files()), maps(dirs, limits.max_cells), worlds(dirs, limits.max_cells) {}
};

}  // namespace

GRIDNAV_FUZZ_TARGET(server_request) {
  if (size == 0) return 0;
  static const Stores stores;
  const unsigned endpoint = data[0] % 3u;
  const auto body = nlohmann::json::parse(gridnav::fuzz::text(data + 1, size - 1), nullptr, false);
  if (body.is_discarded()) return 0;  // the server's 400 "the body is not valid JSON"
  namespace server = gridnav::server;
  gridnav::fuzz::clean([&] {
    try {
      if (endpoint == 0) {
        const server::SearchRequest request = server::parse_search_request(body, stores.maps, stores.limits);
        (void)server::run_search(request, stores.limits, 4096, "s1");
      } else if (endpoint == 1) {
        server::SimSession session("sim1", server::parse_sim_request(body, stores.worlds, stores.limits));
        (void)session.describe();
        (void)session.step(3, {}, {.search = true, .belief = true});
      } else {
        const server::StepRequest step = server::parse_step_request(body);
        const nlohmann::json setup = {{"world", "tiny.world"}, {"planners", {"dstar-lite", "lpa"}}};
        server::SimSession session("sim1", server::parse_sim_request(setup, stores.worlds, stores.limits));
        (void)session.step(std::min<std::uint64_t>(step.ticks, 5), step.controls, step.detail);
      }
    } catch (const server::HttpError& e) {
      gridnav::fuzz::check_message(e.what());
    } catch (const nlohmann::json::exception& e) {  // the server answers it through escape_bytes
      gridnav::fuzz::check_message(server::escape_bytes(e.what()));
    }
  });
  return 0;
}
