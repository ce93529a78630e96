// gridnav path MAP --from X,Y --to X,Y: one query, its cost, path and statistics; with
// --goals X,Y;X,Y;... the path to the nearest of several goals.
#include <fmt/core.h>

#include <charconv>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "gridnav/search/count_rows.hpp"
#include "gridnav/search/many_goals.hpp"
#include "gridnav/search/waypoints.hpp"
#include "map_options.hpp"
#include "search_options.hpp"
#include "summary_json.hpp"

namespace gridnav::cli {

Point parse_point(const std::string& text, const char* option) {
  const auto comma = text.find(',');
  Point p;
  const auto parse = [&](std::string_view s, std::int32_t& v) {
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc{} && end == s.data() + s.size() && !s.empty();
  };
  if (comma == std::string::npos || !parse(std::string_view(text).substr(0, comma), p.x) ||
      !parse(std::string_view(text).substr(comma + 1), p.y))
    throw InputError(std::string(option) + " expects X,Y with integer coordinates, got '" + text + "'");
  return p;
}

std::vector<Point> parse_points(const std::string& text, const char* option) {
  std::vector<Point> out;
  std::string item;
  for (const char c : text + ";") {
    if (c == ';' || c == ' ' || c == '\t') {
      if (!item.empty()) out.push_back(parse_point(item, option));
      item.clear();
    } else {
      item += c;
    }
  }
  if (out.empty()) throw InputError(std::string(option) + ": expected X,Y or X,Y;X,Y;... (or X,Y X,Y ...)");
  return out;
}

namespace {

struct PathCli {
  std::string map;
  std::string from, to, goals;
  bool json = false;
  bool metres = false;
  bool no_path_list = false;
  bool waypoints = false;
  MapCli map_cli;
  SearchCli search;
};

/// Cell -> metres for ROS maps (cell centres), or nothing for maps without a georeference.
struct Metres {
  std::optional<Georeference> geo;
  std::int32_t height = 0;
  [[nodiscard]] WorldPoint operator()(Point p) const { return cell_to_world(p, height, *geo); }
};

Point parse_endpoint(const std::string& text, const char* option, const PathCli& cli, const LoadedMap& map) {
  if (!cli.metres) return parse_point(text, option);
  if (!map.geo) throw InputError(std::string(option) + ": --metres needs a map with a georeference (a ROS .yaml map)");
  const auto comma = text.find(',');
  double x = 0, y = 0;
  try {
    std::size_t used = 0;
    x = std::stod(text.substr(0, comma), &used);
    y = std::stod(text.substr(comma + 1), &used);
  } catch (const std::exception&) {
    throw InputError(std::string(option) + " expects X,Y in metres, got '" + text + "'");
  }
  const auto cell = world_to_cell({x, y}, map.grid.width(), map.grid.height(), *map.geo);
  if (!cell) throw InputError(std::string(option) + " (" + text + ") m lies outside the map");
  return *cell;
}

void print_text(const PlannerInfo& info, const SearchResult& r, const PathCli& cli, const Metres& metres) {
  const bool list_path = !cli.no_path_list;
  fmt::print("algorithm  {}\n", to_string(info.spec));
  fmt::print("status     {}\n", to_string(r.status));
  if (!r.message.empty()) fmt::print("message    {}\n", r.message);
  if (r.has_path()) {
    fmt::print("cost       {:.8f}\n", r.cost);
    if (info.any_angle || info.smoothed)
      fmt::print("segments   {}\n", r.path.size() - 1);
    else
      fmt::print("moves      {}\n", r.path.size() - 1);
  }
  fmt::print("expanded   {}\ngenerated  {}\ntime_us    {:.1f}\n", r.stats.expanded, r.stats.generated,
             r.stats.time_us());
  if (!info.optimal) fmt::print("note       {}\n", info.note);
  if (info.precompute_bytes > 0)  // landmark tables: made once per planner, not part of time_us
    fmt::print("precompute {:.1f} us, {} bytes\n", double(info.precompute_ns) / 1000.0, info.precompute_bytes);
  if (r.has_path() && list_path) {
    fmt::print("{}", info.any_angle ? "corners   " : "path      ");
    for (const Point& p : r.path) fmt::print(" {},{}", p.x, p.y);
    fmt::print("\n");
    if (cli.waypoints) {
      fmt::print("waypoints ");
      for (const Point& p : waypoints(r.path)) fmt::print(" {},{}", p.x, p.y);
      fmt::print("\n");
    }
    if (metres.geo) {
      fmt::print("path_m    ");
      for (const Point& p : r.path) {
        const WorldPoint w = metres(p);
        fmt::print(" {:.3f},{:.3f}", w.x, w.y);
      }
      fmt::print("\n");
    }
  }
}

void print_json(const PlannerInfo& info, const SearchResult& r, const PathCli& cli, const Metres& metres) {
  nlohmann::json j;
  j["algorithm"] = to_string(info.spec);
  j["optimal_algorithm"] = info.optimal;
  j["status"] = to_string(r.status);
  if (!r.message.empty()) j["message"] = r.message;
  j["cost"] = r.has_path() ? nlohmann::json(r.cost) : nlohmann::json(nullptr);
  j["any_angle"] = info.any_angle;  // the path's points are cell corners joined by straight segments
  j["smoothed"] = info.smoothed;    // the path's cells are joined by straight segments between their centres
  nlohmann::json path = nlohmann::json::array();
  for (const Point& p : r.path) path.push_back({p.x, p.y});
  j["path"] = std::move(path);
  if (cli.waypoints) {
    nlohmann::json points = nlohmann::json::array();
    for (const Point& p : waypoints(r.path)) points.push_back({p.x, p.y});
    j["waypoints"] = std::move(points);
  }
  if (metres.geo) {
    nlohmann::json path_m = nlohmann::json::array();
    for (const Point& p : r.path) {
      const WorldPoint w = metres(p);
      path_m.push_back({w.x, w.y});
    }
    j["path_m"] = std::move(path_m);
    j["resolution_m"] = metres.geo->resolution;
  }
  for (const auto& [name, value] : stats_rows(r.stats)) j[name] = value;
  j["time_us"] = r.stats.time_us();
  if (info.precompute_bytes > 0) {
    j["precompute_us"] = double(info.precompute_ns) / 1000.0;
    j["precompute_bytes"] = info.precompute_bytes;
  }
  fmt::print("{}\n", j.dump());
}

// --stats: the operation counts of the search (Planner::counts()).
void print_counts(const OperationCounts& c, bool json) {
  const auto rows = count_rows(c);
  if (json) {
    fmt::print("{}\n", counts_json(c).dump());
  } else {
    for (const auto& [k, v] : rows) fmt::print("{:<23}{}\n", k, v);
  }
}

/// --goals: one search from all the goals, the path to the nearest (search/many_goals.hpp).
void run_nearest(const PathCli& cli) {
  const Config spec = cli.search.spec();
  if (spec.name != kDefaultPlanner || !spec.params.empty())
    throw InputError(
        "--goals runs one Dijkstra search from all the goals; --algo and the planners' options do not "
        "apply (--connect, --diagonal and --costs do)");
  if (cli.metres || cli.waypoints) throw InputError("--goals: --metres and --waypoints are for one goal");
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  const std::vector<Point> goals = parse_points(cli.goals, "--goals");
  const NearestGoal r = nearest_goal(map.grid, cli.search.rules(), parse_point(cli.from, "--from"), goals);
  if (cli.json) {
    nlohmann::json j{{"status", to_string(r.status)}, {"settled", r.settled}, {"time_us", double(r.time_ns) / 1000}};
    j["cost"] = r.status == Status::found ? nlohmann::json(r.cost) : nlohmann::json(nullptr);
    if (r.status == Status::found) j["goal"] = {{"index", r.goal + 1}, {"x", goals[r.goal].x}, {"y", goals[r.goal].y}};
    nlohmann::json path = nlohmann::json::array();
    for (const Point& p : r.path) path.push_back({p.x, p.y});
    j["path"] = std::move(path);
    fmt::print("{}\n", j.dump());
  } else {
    fmt::print("status     {}\n", to_string(r.status));
    if (r.status == Status::found) {
      fmt::print("cost       {:.8f}\ngoal       {} of {}: {},{}\nmoves      {}\n", r.cost, r.goal + 1, goals.size(),
                 goals[r.goal].x, goals[r.goal].y, r.path.size() - 1);
    }
    fmt::print("settled    {}\ntime_us    {:.1f}\n", r.settled, double(r.time_ns) / 1000);
    if (r.status == Status::found && !cli.no_path_list) {
      fmt::print("path      ");
      for (const Point& p : r.path) fmt::print(" {},{}", p.x, p.y);
      fmt::print("\n");
    }
  }
  if (r.status != Status::found) throw ExitWith{kNoPath};
}

void run(const PathCli& cli) {
  if (cli.to.empty() == cli.goals.empty()) throw InputError("give one goal with --to, or several with --goals");
  if (!cli.goals.empty()) return run_nearest(cli);
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  const Query query{parse_endpoint(cli.from, "--from", cli, map), parse_endpoint(cli.to, "--to", cli, map)};
  const Metres metres{map.geo, map.grid.height()};
  auto planner = frontend::planners().make(map.grid, cli.search.rules(), cli.search.spec());
  if (planner->info().any_angle && (cli.waypoints || cli.metres || map.geo))
    throw InputError(planner->info().spec.name +
                     ": any-angle paths are corners already, and are not converted to metres (--waypoints, --metres "
                     "and georeferenced maps are for grid paths)");
  const SearchResult& result = planner->solve(query, cli.search.limits());
  if (result.status == Status::invalid_input) throw InputError(cli.map + ": " + result.message);
  if (cli.json) {
    print_json(planner->info(), result, cli, metres);
  } else {
    print_text(planner->info(), result, cli, metres);
  }
  if (const auto counts = planner->counts()) print_counts(*counts, cli.json);  // --stats
  if (!result.found()) throw ExitWith{kNoPath};
}

}  // namespace

void add_path_command(CLI::App& app) {
  auto cli = std::make_shared<PathCli>();
  CLI::App* cmd = app.add_subcommand("path", "find one path and print its cost, cells and statistics");
  cmd->add_option("MAP", cli->map, "map file")->required();
  cmd->add_option("--from", cli->from, "start cell X,Y (x = column, y = row, 0-based)")->required();
  cmd->add_option("--to", cli->to, "goal cell X,Y");
  cmd->add_option("--goals", cli->goals,
                  "several goal cells X,Y;X,Y;...: the least-cost path to the nearest of them, by one Dijkstra "
                  "search from all of them");
  cmd->add_flag("--json", cli->json, "print one JSON object");
  cmd->add_flag("--metres", cli->metres,
                "--from/--to are world coordinates in metres (ROS maps); the path is printed in cells and metres "
                "for any georeferenced map");
  cmd->add_flag("--no-path", cli->no_path_list, "do not list the path's cells");
  cmd->add_flag("--waypoints", cli->waypoints,
                "also list the path's waypoints: the start, each cell where the direction changes, the goal");
  cli->map_cli.add_to(*cmd);
  cli->search.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
