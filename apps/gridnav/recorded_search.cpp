#include "recorded_search.hpp"

#include <memory>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

void check_endpoint(const Grid& grid, Point p, const char* what) {
  if (!grid.in_bounds(p))
    throw InputError(std::string(what) + " " + to_string(p) + " lies outside the " + std::to_string(grid.width()) +
                     "x" + std::to_string(grid.height()) + " grid");
  if (grid.weight(p) == kBlocked) throw InputError(std::string(what) + " " + to_string(p) + " is a blocked cell");
}

/// The landmark cells of an ALT planner's table (the registry's shared table while the
/// planner lives, or its landmark file).
std::vector<Point> landmarks_of(const Grid& grid, const MoveRules& rules, const Config& spec) {
  const auto h = spec.params.find("heuristic");
  if (h == spec.params.end() || (h->second != "alt" && h->second != "altbest")) return {};
  std::shared_ptr<const LandmarkTable> table;
  if (spec.has("landmark-file") && !spec.text("landmark-file").empty()) {
    table = std::make_shared<const LandmarkTable>(LandmarkTable::load(spec.text("landmark-file"), grid, rules));
  } else {
    LandmarkOptions o;
    o.count = std::uint32_t(spec.integer("landmarks"));
    o.selection = *parse_landmark_selection(spec.text("landmark-select"));
    table = shared_landmark_table(grid, rules, o);
  }
  std::vector<Point> out;
  for (std::uint32_t i = 0; i < table->count(); ++i) out.push_back(table->landmark(i));
  return out;
}

RecordedSearch with_planner(const Grid& grid, const SearchCli& search, Point from, Point to) {
  RecordedSearch r;
  EventRecorder recorder(grid);
  const MoveRules rules = search.rules();
  auto planner = frontend::planners().make(grid, rules, search.spec());
  if (!planner->attach(&recorder))
    throw InputError("planner '" + planner->info().spec.name + "' reports no search events to draw or trace");
  const SearchResult& result = planner->solve(Query{from, to}, search.limits());
  if (result.status == Status::invalid_input) throw InputError(result.message);
  r.algorithm = to_string(planner->info().spec);
  r.landmarks = landmarks_of(grid, rules, planner->info().spec);
  r.events = recorder.events();
  r.path = result.path;
  r.any_angle = planner->info().any_angle;
  r.status = result.status;
  r.cost = result.cost;
  r.stats = result.stats;
  return r;
}

RecordedSearch with_navigator(const Grid& grid, const SearchCli& search, const Config& config, Point from, Point to,
                              int sense) {
  RecordedSearch r;
  r.navigator = true;
  EventRecorder recorder(grid);
  const MoveRules rules = search.rules();
  auto nav = navigators().make(config);
  r.algorithm = to_string(navigators().complete(config));
  if (sense <= 0) {
    nav->reset(grid, rules, from, to);
    nav->set_sink(&recorder);
    r.status = nav->plan();
    if (r.status == Status::found) {
      r.path = nav->path();
      r.cost = nav->path_cost();
    }
  } else {
    // Unknown terrain: the agent believes every cell free ground and learns the truth
    // within `sense` cells (Chebyshev) of where it stands, replanning after each step.
    nav->reset(Grid(grid.width(), grid.height(), kGround), rules, from, to);
    nav->set_sink(&recorder);
    const MoveModel truth(grid, rules);
    std::vector<CellChange> changes;
    r.path.push_back(from);
    r.cost = 0;
    const std::uint64_t max_steps = 4 * grid.cell_count() + 16;
    for (std::uint64_t step = 0;; ++step) {
      const Point at = nav->agent();
      changes.clear();
      for (std::int32_t y = std::max(0, at.y - sense); y <= std::min(grid.height() - 1, at.y + sense); ++y)
        for (std::int32_t x = std::max(0, at.x - sense); x <= std::min(grid.width() - 1, at.x + sense); ++x)
          if (nav->map().weight(Point{x, y}) != grid.weight(Point{x, y}))
            changes.push_back({{x, y}, grid.weight(Point{x, y})});
      nav->apply_changes(changes);
      r.status = nav->plan();
      if (r.status != Status::found || at == to) break;
      const std::optional<Point> next = nav->next_step();
      const std::optional<Cost> c = next ? truth.move_cost(at, *next) : std::nullopt;
      if (!next || !c || step >= max_steps) {  // cannot happen when the sensed cells are the truth
        r.status = Status::no_path;
        break;
      }
      nav->move_agent(*next);
      r.path.push_back(*next);
      r.cost += *c;
    }
    if (r.status != Status::found) {
      r.cost = kInfiniteCost;
    }
  }
  r.events = recorder.events();
  return r;
}

}  // namespace

RecordedSearch record_search(const Grid& grid, const SearchCli& search, Point from, Point to, int sense) {
  check_endpoint(grid, from, "start");
  check_endpoint(grid, to, "goal");
  const Config config = parse_config(search.algo);
  RecordedSearch r;
  if (navigators().find(config.name) != nullptr) {
    r = with_navigator(grid, search, config, from, to, sense);
  } else {
    if (sense > 0)
      throw InputError("--sense walks a navigator through unknown terrain; '" + config.name +
                       "' is a planner (navigators: " +
                       [] {
                         std::string names;
                         for (const auto& n : navigators().names()) names += (names.empty() ? "" : ", ") + n;
                         return names;
                       }() +
                       ")");
    r = with_planner(grid, search, from, to);
  }
  for (const SearchEvent& e : r.events) r.searches += e.kind == EventKind::begin;
  return r;
}

void add_sense_option(CLI::App& cmd, int& sense) {
  cmd.add_option("--sense", sense,
                 "navigators (--algo dstar-lite, ...): walk start to goal in unknown terrain, sensing this many "
                 "cells around; each replan is a search of its own (0: the map is known)")
      ->check(whole_number<int>())
      ->capture_default_str();
}

}  // namespace gridnav::cli
