#include <chrono>
#include <cmath>

#include "frontend/catalogs.hpp"
#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/count_rows.hpp"
#include "http_error.hpp"
#include "search.hpp"

namespace gridnav::server {
namespace {

using nlohmann::json;

json path_json(const std::vector<Point>& path) {
  json out = json::array();
  for (const Point& p : path) out.push_back({p.x, p.y});
  return out;
}

json cost_json(Cost cost, bool found) { return found && std::isfinite(cost) ? json(cost) : json(nullptr); }

json counts_json(const OperationCounts& c) {
  json out = json::object();
  for (const auto& [name, value] : count_rows(c)) out[name] = value;
  return out;
}

json event_counts(const EventRecorder& rec) {
  json out;
  for (EventKind k : {EventKind::begin, EventKind::generate, EventKind::expand, EventKind::close, EventKind::end})
    out[to_string(k)] = rec.count(k);
  return out;
}

/// A catalog's InputError becomes a 400 with the catalog's message.
template <class F>
auto checked(F&& make) {
  try {
    return make();
  } catch (const InputError& e) {
    bad_request(e.what());
  }
}

/// Goal bounds take one Dijkstra search per traversable cell and 64 bytes a cell: the server
/// builds them only for maps up to these sizes (a few seconds, a few MB), so that one
/// request cannot hold it for hours or fill its memory.
constexpr std::uint64_t kMostBoundedCells = 16384;
constexpr std::uint64_t kMostBoundedMapCells = 262144;

void run_planner(const SearchRequest& req, const ServerLimits& limits, FinishedSearch& out, EventRecorder& rec) {
  const PlannerCatalog& catalog = frontend::planners();
  const Config config = checked([&] { return catalog.complete(req.config); });
  const bool bounded = catalog.get(config.name).traits.searches_per_cell(config);
  if (bounded && out.grid->traversable_count() > kMostBoundedCells)
    bad_request("goal bounds take one Dijkstra search per traversable cell; the server builds them for maps of up to " +
                std::to_string(kMostBoundedCells) + " traversable cells, this one has " +
                std::to_string(out.grid->traversable_count()) + " (use gridnav precompute and the command line)");
  if (bounded && out.grid->cell_count() > kMostBoundedMapCells)
    bad_request("goal bounds take 64 bytes a cell; the server builds them for maps of up to " +
                std::to_string(kMostBoundedMapCells) + " cells, this one has " +
                std::to_string(out.grid->cell_count()));
  std::unique_ptr<Planner> planner = checked([&] { return catalog.make(*out.grid, req.rules, config); });
  planner->attach(&rec);  // a planner that reports no events runs all the same, with none drawn
  Limits l;
  l.max_expansions = limits.max_expansions;
  l.max_time = std::chrono::milliseconds(limits.max_search_ms);
  const SearchResult& r = planner->solve(Query{req.start, req.goal}, l);
  planner->attach(nullptr);
  if (r.status == Status::invalid_input) bad_request(r.message);
  out.spec = planner->info().spec;
  out.path = r.path;
  out.any_angle = planner->info().any_angle;
  json& a = out.answer;
  a["kind"] = "planner";
  a["status"] = to_string(r.status);
  a["cost"] = cost_json(r.cost, r.has_path());
  if (r.status == Status::partial) a["message"] = r.message;  // which cell the partial path ends at
  json& stats = a["stats"];
  for (const auto& [name, value] : stats_rows(r.stats)) stats[name] = value;
  stats["time_us"] = r.stats.time_us();
  if (const auto counts = planner->counts()) a["counts"] = counts_json(*counts);
  a["optimal"] = planner->info().optimal;
  a["any_angle"] = planner->info().any_angle;  // the path's points are cell corners
  if (!planner->info().optimal) a["note"] = planner->info().note;
  if (planner->info().precompute_bytes > 0) a["precompute_us"] = double(planner->info().precompute_ns) / 1000.0;
}

void run_navigator(const SearchRequest& req, const ServerLimits& limits, FinishedSearch& out, EventRecorder& rec) {
  const NavigatorCatalog& catalog = navigators();
  const Config config = checked([&] { return catalog.complete(req.config); });
  NavigatorOptions options;
  options.timing = true;
  std::unique_ptr<Navigator> nav = checked([&] { return catalog.make(config, options); });
  nav->set_sink(&rec);
  nav->set_step_cap(limits.max_expansions);
  for (const Point p : {req.start, req.goal})
    if (req.grid->weight(p) == kBlocked)
      bad_request((p == req.start ? "start [" : "goal [") + std::to_string(p.x) + ", " + std::to_string(p.y) +
                  "] is a blocked cell");
  checked([&] {
    nav->reset(*req.grid, req.rules, req.start, req.goal);
    return 0;
  });
  json plans = json::array();
  const auto plan = [&] {
    const std::uint64_t before = nav->stats().expansions;
    const Status s = nav->plan();
    plans.push_back({{"status", to_string(s)},
                     {"cost", cost_json(nav->path_cost(), s == Status::found)},
                     {"expanded", nav->stats().expansions - before}});
    return s;
  };
  Status status = plan();
  if (!req.changes.empty()) {
    checked([&] {
      nav->apply_changes(req.changes);
      return 0;
    });
    status = plan();
  }
  nav->set_sink(nullptr);
  out.spec = config;
  out.path = status == Status::found ? nav->path() : std::vector<Point>{};
  out.grid = std::make_shared<const Grid>(nav->map());  // after the changes
  out.owns_grid = true;
  const NavigatorStats s = nav->stats();
  json& a = out.answer;
  a["kind"] = "navigator";
  a["status"] = to_string(status);
  a["cost"] = cost_json(nav->path_cost(), status == Status::found);
  a["stats"] = {{"expanded", s.expansions}, {"searches", s.searches}, {"time_us", double(s.time_ns) / 1000.0}};
  a["plans"] = std::move(plans);
  a["optimal"] = true;
}

}  // namespace

std::shared_ptr<FinishedSearch> run_search(const SearchRequest& req, const ServerLimits& limits, std::size_t event_cap,
                                           std::string id) {
  auto out = std::make_shared<FinishedSearch>();
  out->id = std::move(id);
  out->grid = req.grid;
  out->owns_grid = req.owns_grid;
  out->map_name = req.map_name;
  out->rules = req.rules;
  out->navigator = req.navigator;
  out->start = req.start;
  out->goal = req.goal;
  if (!req.navigator && !req.changes.empty()) {  // static planners search the changed map
    auto changed = std::make_shared<Grid>(*req.grid);
    for (const CellChange& c : req.changes) changed->set_weight(c.cell, c.weight);
    out->grid = std::move(changed);
    out->owns_grid = true;
  }
  EventRecorder rec(*out->grid, event_cap == 0 ? 1 : event_cap);
  if (req.navigator) {
    run_navigator(req, limits, *out, rec);
  } else {
    run_planner(req, limits, *out, rec);
  }
  // The recorder is done with its events: take them rather than copy them.
  out->events = std::move(const_cast<std::vector<SearchEvent>&>(rec.events()));
  if (out->events.capacity() > out->events.size() + out->events.size() / 4) out->events.shrink_to_fit();
  json& a = out->answer;
  a["id"] = out->id;
  a["spec"] = to_string(out->spec);
  a["path"] = path_json(out->path);
  a["events"] = out->events.size();
  a["event_counts"] = event_counts(rec);
  a["truncated"] = rec.truncated();
  return out;
}

}  // namespace gridnav::server
