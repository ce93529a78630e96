// GET /api/maps, GET /api/maps/NAME, POST /api/maps/parse, POST /api/maps/export,
// POST /api/maps/layer (a value per cell drawn under the searches: clearance, inflation).
#include <cmath>
#include <cstdlib>

#include "gridnav/grid/clearance.hpp"
#include "gridnav/grid/inflation.hpp"
#include "http_error.hpp"
#include "map_codec.hpp"
#include "server_impl.hpp"

namespace gridnav::server {
namespace {

/// ?key=number, or `fallback` when absent; 400 for what is not a finite number.
double number_param(const httplib::Request& req, const char* key, double fallback) {
  const std::string* v = query_param(req, key);
  if (v == nullptr) return fallback;
  char* end = nullptr;
  const double x = std::strtod(v->c_str(), &end);
  if (v->empty() || *end != '\0' || !std::isfinite(x))
    bad_request(std::string("?") + key + "=" + *v + " is not a number");
  return x;
}

}  // namespace

void Server::Impl::add_map_routes() {
  get("/api/maps", [this](const httplib::Request&, httplib::Response& res) {
    nlohmann::json list = nlohmann::json::array();
    for (const StoredMap& m : maps.maps())
      list.push_back(
          {{"name", m.name}, {"format", m.format}, {"width", m.grid->width()}, {"height", m.grid->height()}});
    send_json(res, {{"maps", std::move(list)}});
  });

  get(R"(/api/maps/([^/]+))", [this](const httplib::Request& req, httplib::Response& res) {
    const StoredMap* m = maps.find(req.matches[1].str());
    if (m == nullptr) throw HttpError(404, "no map named '" + req.matches[1].str() + "' (see GET /api/maps)");
    nlohmann::json j = map_to_json(*m->grid);
    j["name"] = m->name;
    j["format"] = m->format;
    send_json(res, j);
  });

  post("/api/maps/parse", [this](const httplib::Request& req, httplib::Response& res) {
    const std::uint64_t max_cells = options.limits.max_cells;
    Grid grid;
    std::string name;
    if (req.is_multipart_form_data()) {
      std::vector<UploadedFile> files;
      for (const auto& [field, part] : req.files)
        files.push_back({part.filename.empty() ? field : part.filename, part.content});
      if (files.empty()) bad_request("the multipart upload holds no file");
      grid = parse_ros_upload(files, max_cells);
      name = files.front().name;
    } else {
      const std::string* n = query_param(req, "name");
      if (n == nullptr || n->empty())
        bad_request("POST /api/maps/parse needs ?name=FILE.ext, whose extension names the format");
      name = *n;
      grid = parse_upload({name, req.body}, max_cells);
    }
    nlohmann::json j = map_to_json(grid);
    j["name"] = name;
    send_json(res, j);
  });

  // The map in the body (as GET /api/maps/NAME gives it); ?kind=clearance (the side of the
  // largest free square below and right of each cell, agent-size) or ?kind=inflation (ROS 2's
  // inflation costs, 0..254; &resolution, &robot_radius, &inflation_radius, &cost_scaling in
  // metres, nav2's defaults otherwise).
  post("/api/maps/layer", [this](const httplib::Request& req, httplib::Response& res) {
    const std::string* kind = query_param(req, "kind");
    if (kind == nullptr || (*kind != "clearance" && *kind != "inflation"))
      bad_request("POST /api/maps/layer needs ?kind=clearance or ?kind=inflation");
    const Grid grid = map_from_json(body_json(req), options.limits.max_cells, "map");
    nlohmann::json values;
    if (*kind == "clearance") {
      values = clearance(grid);
    } else {
      const InflationParams d;
      const InflationParams p{
          number_param(req, "resolution", d.resolution), number_param(req, "robot_radius", d.inscribed_radius),
          number_param(req, "inflation_radius", d.inflation_radius), number_param(req, "cost_scaling", d.cost_scaling)};
      values = inflation_costs(grid, p);
    }
    send_json(res,
              {{"kind", *kind}, {"width", grid.width()}, {"height", grid.height()}, {"values", std::move(values)}});
  });

  post("/api/maps/export", [this](const httplib::Request& req, httplib::Response& res) {
    const std::string* format = query_param(req, "format");
    if (format == nullptr) bad_request("POST /api/maps/export needs ?format=map or ?format=wmap");
    const Grid grid = map_from_json(body_json(req), options.limits.max_cells, "map");
    res.set_content(export_map(grid, *format), "text/plain");
  });
}

}  // namespace gridnav::server
