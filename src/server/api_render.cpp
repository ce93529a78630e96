// GET /api/search/ID/trace (a Posthoc trace) and GET /api/search/ID/render.png|svg|pdf (the
// picture `gridnav render` draws), both from a kept search's events through gridnav::viz.
#include "gridnav/viz/posthoc.hpp"
#include "gridnav/viz/rasterize.hpp"
#include "gridnav/viz/render.hpp"
#include "server_impl.hpp"

namespace gridnav::server {
namespace {

/// Renders larger than this many pixels are refused (a 4096 x 4096 picture).
constexpr std::uint64_t kMaxRenderPixels = std::uint64_t{1} << 24;

bool flag(const httplib::Request& req, const char* key, bool fallback) {
  const std::string* v = query_param(req, key);
  if (v == nullptr) return fallback;
  if (*v == "1" || *v == "on" || *v == "true") return true;
  if (*v == "0" || *v == "off" || *v == "false") return false;
  bad_request(std::string("query parameter ") + key + "='" + *v + "' is not one of on|off");
}

viz::RenderOptions render_options(const httplib::Request& req, const Grid& grid) {
  viz::RenderOptions o;
  o.cell_px = int(query_number(query_param(req, "cell_px"), "cell_px", 0, 0, 64));
  const std::uint64_t side = std::uint64_t(o.cell_px);
  if (side * side * grid.cell_count() > kMaxRenderPixels)
    bad_request("cell_px=" + std::to_string(o.cell_px) + " makes a picture of more than " +
                std::to_string(kMaxRenderPixels) + " pixels; use a smaller one or 0 (automatic)");
  if (const std::string* c = query_param(req, "color")) {
    if (*c != "order" && *c != "g") bad_request("query parameter color='" + *c + "' is not one of order|g");
    o.color = *c == "g" ? viz::RenderOptions::Color::g : viz::RenderOptions::Color::order;
  }
  o.tree = flag(req, "tree", false);
  o.legend = flag(req, "legend", true);
  o.open = flag(req, "open", true);
  return o;
}

viz::RenderScene scene_of(const FinishedSearch& s) {
  viz::RenderScene scene;
  scene.grid = s.grid.get();
  scene.start = s.start;
  scene.goal = s.goal;
  scene.events = s.events;
  scene.path = s.path;
  scene.corners = s.any_angle;
  return scene;
}

}  // namespace

void Server::Impl::add_render_routes() {
  get(R"(/api/search/([^/]+)/trace)", [this](const httplib::Request& req, httplib::Response& res) {
    const auto s = kept(req.matches[1].str());
    const std::string* f = query_param(req, "format");
    if (f != nullptr && *f != "yaml" && *f != "json")
      bad_request("query parameter format='" + *f + "' is not yaml|json");
    const bool json = f != nullptr && *f == "json";
    const auto slot = slots.acquire("a render or trace");
    const std::string text = viz::posthoc_trace(
        *s->grid, s->events, json ? viz::TraceFormat::json : viz::TraceFormat::yaml, {to_string(s->spec), s->map_name});
    res.set_header("Content-Disposition",
                   "attachment; filename=\"" + s->id + (json ? ".trace.json\"" : ".trace.yaml\""));
    res.set_content(text, json ? "application/json" : "application/yaml");
  });

  get(R"(/api/search/([^/]+)/render\.(png|svg|pdf))", [this](const httplib::Request& req, httplib::Response& res) {
    const auto s = kept(req.matches[1].str());
    const viz::RenderOptions o = render_options(req, *s->grid);
    const auto slot = slots.acquire("a render or trace");
    const std::string format = req.matches[2];
    const char* type = format == "png" ? "image/png" : format == "pdf" ? "application/pdf" : "image/svg+xml";
    res.set_content(viz::picture_file(viz::render_svg(scene_of(*s), o), format), type);
  });
}

}  // namespace gridnav::server
