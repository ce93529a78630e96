// gridnav gen KIND -o FILE: deterministic map generators (same seed, same map).
#include <fmt/core.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "commands.hpp"

#include "finite_number.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/io/map_loader.hpp"
#include "interrupt.hpp"
#include "lab/scenarios/gppc_dynamic_generator.hpp"
#include "lab/scenarios/scenario_generator.hpp"
#include "map_options.hpp"
#include "output_file.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct GenCli {
  std::string kind;  // the map kind parsed: empty, random, walls, maze, roguelike
  bool json = false;
  std::string output;
  MapCli map;
  std::int32_t width = 0, height = 0;
  std::uint64_t seed = 1;
  double percent = 20;
  WallOptions walls;
  MazeOptions maze;
  RoguelikeOptions dungeon;
  std::string weights;  // "LO..HI" to give traversable cells random weights
  // gen scen
  std::string scen_map;
  std::size_t queries = 100;
  int connect = 8;
  std::string diagonal = "no-corner-cutting";
  std::string costs = "octile";
  // gen dynscen
  GppcGeneratorOptions dynamic;
};

void apply_weights(const GenCli& cli, Grid& grid) {
  if (cli.weights.empty()) return;
  const auto dots = cli.weights.find("..");
  int lo = 0, hi = 0;
  try {
    if (dots == std::string::npos) throw std::invalid_argument("no ..");
    lo = std::stoi(cli.weights.substr(0, dots));
    hi = std::stoi(cli.weights.substr(dots + 2));
  } catch (const std::exception&) {
    throw InputError("--weights expects LO..HI (e.g. 1..255), got '" + cli.weights + "'");
  }
  if (lo < 1 || hi > 255 || lo > hi) throw InputError("--weights " + cli.weights + " is not a range within 1..255");
  randomize_weights(grid, Weight(lo), Weight(hi), cli.seed ^ 0x5eedull);
}

/// A generator's options with the size and seed given on the command line.
template <class Options>
Options with_size_and_seed(Options options, const GenCli& cli) {
  options.width = cli.width;
  options.height = cli.height;
  options.seed = cli.seed;
  return options;
}

void save(const GenCli& cli, Grid grid) {
  apply_weights(cli, grid);
  save_map(grid, cli.output, cli.map.options());
  const std::string fingerprint = fmt::format("{:016x}", grid_fingerprint(grid));
  fmt::print(stderr, "wrote {} ({}x{}, {} traversable cells, fingerprint {})\n", cli.output, grid.width(),
             grid.height(), grid.traversable_count(), fingerprint);
  if (!cli.json) return;
  const std::size_t cells = std::size_t(grid.width()) * std::size_t(grid.height());
  const nlohmann::json j = {{"kind", cli.kind},
                            {"file", cli.output},
                            {"width", grid.width()},
                            {"height", grid.height()},
                            {"seed", cli.seed},
                            {"cells", cells},
                            {"traversable", grid.traversable_count()},
                            {"blocked", cells - grid.traversable_count()},
                            {"weights", cli.weights.empty() ? nlohmann::json(nullptr) : nlohmann::json(cli.weights)},
                            {"fingerprint", fingerprint}};
  fmt::print("{}\n", j.dump(2));
}

void add_json_flag(CLI::App& cmd, GenCli& cli) {
  cmd.add_flag("--json", cli.json, "print what was written as one JSON object on stdout (file, size, seed, counts)");
}

CLI::App* add_kind(CLI::App& gen, const char* name, const char* help, GenCli& cli, std::int32_t default_width,
                   std::int32_t default_height) {
  CLI::App* cmd = gen.add_subcommand(name, help);
  cmd->add_option("-o,--output", cli.output, "map file to write (.map .world .wmap .pgm .png .yaml)")->required();
  cli.map.add_to(*cmd);
  // The kinds share `cli`: each sets its own default size when it is the one parsed.
  cmd->preparse_callback([&cli, name, default_width, default_height](std::size_t) {
    cli.kind = name;
    cli.width = default_width;
    cli.height = default_height;
  });
  cli.width = default_width;  // shown as the default in --help
  cli.height = default_height;
  cmd->add_option("--width", cli.width, "columns")->capture_default_str();
  cmd->add_option("--height", cli.height, "rows")->capture_default_str();
  cmd->add_option("--seed", cli.seed, "random seed (same seed, same map everywhere)")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cmd->add_option("--weights", cli.weights, "give traversable cells random weights LO..HI (1..255)");
  add_json_flag(*cmd, cli);
  return cmd;
}

/// gen dynscen: the scenario to cli.output, its patch library beside it (.patch).
void write_dynamic_scenario(const GenCli& cli) {
  check_writable(cli.output);  // before the references are computed
  const std::filesystem::path scen_file(cli.output);
  std::filesystem::path patch_file = scen_file;
  patch_file.replace_extension(".patch");
  if (patch_file == scen_file) patch_file += ".patch";
  check_writable(patch_file.string());
  const LoadedMap map = load_map(cli.scen_map, cli.map.options());
  GppcScenario s = [&] {
    try {
      return generate_gppc_dynamic(map.grid, cli.dynamic);
    } catch (const InputError& e) {
      throw InputError(cli.scen_map + ": " + e.what());
    }
  }();
  std::ofstream patches(patch_file);
  if (!patches) throw InputError(patch_file.string() + ": cannot open for writing");
  write_gppc_patches(s.patches, patches);
  std::ofstream out(scen_file);
  if (!out) throw InputError(cli.output + ": cannot open for writing");
  write_gppc_scenario(s, patch_file.filename().string(), out);
  std::size_t no_path = 0;
  for (const GppcCommand& c : s.commands) no_path += c.kind == GppcCommand::Kind::query && c.no_path();
  fmt::print(stderr, "wrote {} and {} ({}x{}, {} snapshots, {} patches, {} queries of which {} without a path)\n",
             cli.output, patch_file.string(), s.width, s.height, cli.dynamic.snapshots + 1, s.patches.size(),
             s.query_count(), no_path);
}

}  // namespace

void add_gen_command(CLI::App& app) {
  auto cli = std::make_shared<GenCli>();
  CLI::App* gen =
      app.add_subcommand("gen", "generate maps: empty, random obstacles, Cazenave walls, mazes, roguelike dungeons");
  gen->require_subcommand(1);

  add_kind(*gen, "empty", "a map without obstacles", *cli, 100, 100)->callback([cli] {
    save(*cli, generate_empty(cli->width, cli->height));
  });

  CLI::App* random = add_kind(*gen, "random", "uniform random obstacles (the Cao thesis maps)", *cli, 160, 160);
  random->add_option("--percent", cli->percent, "share of blocked cells, 0..100")
      ->check(finite_number(0, 100))
      ->capture_default_str();
  random->callback([cli] { save(*cli, generate_random_obstacles(cli->width, cli->height, cli->percent, cli->seed)); });

  CLI::App* walls =
      add_kind(*gen, "walls", "random straight walls in 8 directions (the Cazenave paper's maps)", *cli, 300, 300);
  walls->add_option("--walls", cli->walls.walls, "number of walls")->capture_default_str();
  walls->add_option("--length", cli->walls.length, "cells per wall")->capture_default_str();
  walls->callback([cli] { save(*cli, generate_cazenave_walls(with_size_and_seed(cli->walls, *cli))); });

  CLI::App* maze = add_kind(*gen, "maze", "a perfect maze with corridors of a given width", *cli, 512, 512);
  maze->add_option("--corridor", cli->maze.corridor, "corridor width in cells")->capture_default_str();
  maze->add_option("--wall", cli->maze.wall, "wall thickness in cells")->capture_default_str();
  maze->callback([cli] { save(*cli, generate_maze(with_size_and_seed(cli->maze, *cli))); });

  CLI::App* dungeon = add_kind(*gen, "roguelike", "rooms joined by corridors (the roguelike A* article's map)", *cli,
                               RoguelikeOptions{}.width, RoguelikeOptions{}.height);
  dungeon->add_option("--rooms", cli->dungeon.rooms, "rooms to place")->capture_default_str();
  dungeon->add_option("--min-room", cli->dungeon.min_room, "smallest room side in cells")->capture_default_str();
  dungeon->add_option("--max-room", cli->dungeon.max_room, "largest room side in cells")->capture_default_str();
  dungeon->add_option("--loops", cli->dungeon.loops, "extra corridors between random rooms")->capture_default_str();
  dungeon->callback([cli] { save(*cli, generate_roguelike(with_size_and_seed(cli->dungeon, *cli))); });

  CLI::App* scen = gen->add_subcommand(
      "scen", "random connected queries on any map, with optimal costs computed by Dijkstra (weights included)");
  scen->add_option("MAP", cli->scen_map, "the map the queries are for")->required();
  scen->add_option("-o,--output", cli->output, "scenario file to write (.scen), normally beside the map")->required();
  scen->add_option("--queries", cli->queries, "number of queries")
      ->check(whole_number<std::size_t>())
      ->capture_default_str();
  scen->add_option("--seed", cli->seed, "random seed")->check(whole_number<std::uint64_t>())->capture_default_str();
  scen->add_option("--connect", cli->connect, "neighbours per cell")
      ->check(CLI::IsMember({4, 8}))
      ->capture_default_str();
  scen->add_option("--diagonal", cli->diagonal, "diagonal rule")
      ->check(CLI::IsMember({"no-corner-cutting", "corner-cutting", "always"}))
      ->capture_default_str();
  scen->add_option("--costs", cli->costs, "cost profile")
      ->check(CLI::IsMember({"octile", "integer", "unit"}))
      ->capture_default_str();
  cli->map.add_to(*scen);
  add_json_flag(*scen, *cli);
  scen->callback([cli] {
    check_writable(cli->output);  // before the queries are computed
    const LoadedMap map = load_map(cli->scen_map, cli->map.options());
    ScenarioOptions o;
    o.queries = cli->queries;
    o.seed = cli->seed;
    o.rules = {cli->connect == 4 ? Connectivity::four : Connectivity::eight, *parse_diagonal_rule(cli->diagonal),
               *parse_cost_profile(cli->costs)};
    const auto out_dir = std::filesystem::absolute(cli->output).parent_path();
    o.map_name = std::filesystem::relative(std::filesystem::absolute(cli->scen_map), out_dir).generic_string();
    Progress progress;
    o.progress = [&progress](std::size_t done, std::size_t total) {
      progress.show([&] { return fmt::format("gen scen: {}/{} queries", done, total); });
    };
    const Scenario s = [&] {
      try {
        return generate_scenario(map.grid, o);
      } catch (const InputError& e) {
        throw InputError(cli->scen_map + ": " + e.what());
      }
    }();
    std::ofstream out(cli->output);
    if (!out) throw InputError(cli->output + ": cannot open for writing");
    write_scenario(s, out);
    if (!out) throw InputError(cli->output + ": write failed");
    progress.clear();
    fmt::print(stderr, "wrote {} ({} queries on {})\n", cli->output, s.entries.size(), o.map_name);
    if (cli->json) {
      const nlohmann::json j = {{"kind", "scen"},
                                {"file", cli->output},
                                {"map", o.map_name},
                                {"width", map.grid.width()},
                                {"height", map.grid.height()},
                                {"seed", cli->seed},
                                {"queries", s.entries.size()},
                                {"connect", cli->connect},
                                {"diagonal", cli->diagonal},
                                {"costs", cli->costs}};
      fmt::print("{}\n", j.dump(2));
    }
  });

  CLI::App* dynscen = gen->add_subcommand(
      "dynscen", "a GPPC dynamic-track scenario from a map: random patches per snapshot, Dijkstra reference costs");
  dynscen->add_option("MAP", cli->scen_map, "the map the snapshots start from")->required();
  dynscen->add_option("-o,--output", cli->output, "scenario file to write (.scen); the .patch goes beside it")
      ->required();
  dynscen->add_option("--snapshots", cli->dynamic.snapshots, "map changes after the initial map")
      ->check(whole_number<std::size_t>(0, 1000000))
      ->capture_default_str();
  dynscen->add_option("--queries", cli->dynamic.queries, "queries per snapshot")
      ->check(whole_number<std::size_t>(1, 1000000))
      ->capture_default_str();
  dynscen->add_option("--patches", cli->dynamic.patches, "patches per map change")
      ->check(whole_number<std::size_t>(0, 1000000))
      ->capture_default_str();
  dynscen->add_option("--max-patch-side", cli->dynamic.max_patch_side, "largest patch side in cells")
      ->check(whole_number<std::int32_t>(1, 8000))
      ->capture_default_str();
  dynscen->add_option("--repeat", cli->dynamic.repeat, "share of queries that repeat one of the snapshot before")
      ->check(finite_number(0, 1))
      ->capture_default_str();
  dynscen
      ->add_option("--anywhere", cli->dynamic.anywhere,
                   "share of new queries whose goal is any open cell, maybe unreachable (else in the start's "
                   "component)")
      ->check(finite_number(0, 1))
      ->capture_default_str();
  dynscen->add_option("--seed", cli->dynamic.seed, "random seed")
      ->check(whole_number<std::uint64_t>())
      ->capture_default_str();
  cli->map.add_to(*dynscen);
  dynscen->callback([cli] { write_dynamic_scenario(*cli); });
}

}  // namespace gridnav::cli
