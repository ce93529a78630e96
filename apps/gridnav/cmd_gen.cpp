// gridnav gen KIND -o FILE: deterministic map generators (same seed, same map).
#include <fmt/core.h>

#include "commands.hpp"
#include "gridnav/io/generators.hpp"
#include "gridnav/io/map_loader.hpp"
#include "map_options.hpp"

namespace gridnav::cli {
namespace {

struct GenCli {
  std::string output;
  MapCli map;
  std::int32_t width = 0, height = 0;
  std::uint64_t seed = 1;
  double percent = 20;
  WallOptions walls;
  MazeOptions maze;
};

void save(const GenCli& cli, const Grid& grid) {
  save_map(grid, cli.output, cli.map.options());
  fmt::print(stderr, "wrote {} ({}x{}, {} traversable cells, fingerprint {:016x})\n", cli.output, grid.width(),
             grid.height(), grid.traversable_count(), grid_fingerprint(grid));
}

CLI::App* add_kind(CLI::App& gen, const char* name, const char* help, GenCli& cli, std::int32_t default_side) {
  CLI::App* cmd = gen.add_subcommand(name, help);
  cmd->add_option("-o,--output", cli.output, "map file to write (.map .world .wmap .pgm .png .yaml)")->required();
  cli.map.add_to(*cmd);
  cli.width = cli.height = default_side;
  cmd->add_option("--width", cli.width, "columns")->capture_default_str();
  cmd->add_option("--height", cli.height, "rows")->capture_default_str();
  cmd->add_option("--seed", cli.seed, "random seed (same seed, same map everywhere)")->capture_default_str();
  return cmd;
}

}  // namespace

void add_gen_command(CLI::App& app) {
  auto cli = std::make_shared<GenCli>();
  CLI::App* gen = app.add_subcommand("gen", "generate maps: empty, random obstacles, Cazenave walls, mazes");
  gen->require_subcommand(1);

  add_kind(*gen, "empty", "a map without obstacles", *cli, 100)->callback([cli] {
    save(*cli, generate_empty(cli->width, cli->height));
  });

  CLI::App* random = add_kind(*gen, "random", "uniform random obstacles (the Cao thesis maps)", *cli, 160);
  random->add_option("--percent", cli->percent, "share of blocked cells, 0..100")
      ->check(CLI::Range(0.0, 100.0))
      ->capture_default_str();
  random->callback([cli] { save(*cli, generate_random_obstacles(cli->width, cli->height, cli->percent, cli->seed)); });

  CLI::App* walls = add_kind(*gen, "walls", "random straight walls in 8 directions (the Cazenave paper's maps)", *cli, 300);
  walls->add_option("--walls", cli->walls.walls, "number of walls")->capture_default_str();
  walls->add_option("--length", cli->walls.length, "cells per wall")->capture_default_str();
  walls->callback([cli] {
    WallOptions o = cli->walls;
    o.width = cli->width;
    o.height = cli->height;
    o.seed = cli->seed;
    save(*cli, generate_cazenave_walls(o));
  });

  CLI::App* maze = add_kind(*gen, "maze", "a perfect maze with corridors of a given width", *cli, 512);
  maze->add_option("--corridor", cli->maze.corridor, "corridor width in cells")->capture_default_str();
  maze->add_option("--wall", cli->maze.wall, "wall thickness in cells")->capture_default_str();
  maze->callback([cli] {
    MazeOptions o = cli->maze;
    o.width = cli->width;
    o.height = cli->height;
    o.seed = cli->seed;
    save(*cli, generate_maze(o));
  });
}

}  // namespace gridnav::cli
