// gridnav inflate MAP -o OUT: ROS 2's inflation layer for a round robot (grid/inflation.hpp).
// OUT .pgm or .png writes the costs as a grey image (0 free .. 254 lethal, as a costmap);
// any map format (.map, .wmap, ...) writes the grid the robot plans on.
#include <fmt/core.h>

#include <algorithm>
#include <chrono>
#include <filesystem>

#include "commands.hpp"
#include "finite_number.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/inflation.hpp"
#include "gridnav/io/image_map.hpp"
#include "map_options.hpp"

namespace gridnav::cli {
namespace {

struct InflateCli {
  std::string map, out;
  std::optional<double> resolution;
  InflationParams params;
  MapCli map_cli;
};

bool image_file(const std::filesystem::path& file) {
  std::string ext = file.extension().string();
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return char(std::tolower(c)); });
  return ext == ".pgm" || ext == ".png";
}

void run(InflateCli& cli) {
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  InflationParams params = cli.params;
  if (cli.resolution)
    params.resolution = *cli.resolution;
  else if (map.geo)
    params.resolution = map.geo->resolution;
  else
    throw InputError("inflate: " + cli.map + " says nothing of its scale; give --resolution (metres a cell)");
  const auto began = std::chrono::steady_clock::now();
  if (image_file(cli.out)) {
    const std::vector<std::uint8_t> cost = inflation_costs(map.grid, params);
    write_grey_image({map.grid.width(), map.grid.height(), cost}, cli.out);
    fmt::print("{}: {} cells, {} lethal, {} inscribed, {} inflated\n", cli.out, cost.size(),
               std::count(cost.begin(), cost.end(), 254), std::count(cost.begin(), cost.end(), 253),
               std::count_if(cost.begin(), cost.end(), [](std::uint8_t c) { return c > 0 && c < 253; }));
  } else {
    const Grid robot = inflated_grid(map.grid, params);
    save_map(robot, cli.out);
    fmt::print("{}: {} of {} cells free for the robot's centre\n", cli.out, robot.traversable_count(),
               robot.cell_count());
  }
  fmt::print(stderr, "{:.1f} ms (resolution {} m, robot radius {} m, inflation radius {} m, cost scaling {})\n",
             std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count(),
             params.resolution, params.inscribed_radius, params.inflation_radius, params.cost_scaling);
}

}  // namespace

void add_inflate_command(CLI::App& app) {
  auto cli = std::make_shared<InflateCli>();
  CLI::App* cmd = app.add_subcommand(
      "inflate", "ROS 2's inflation layer for a round robot: the costs as a grey image, or the grid it plans on");
  cmd->add_option("MAP", cli->map, "map file (a ROS map's YAML gives the resolution)")->required();
  cmd->add_option("-o,--out", cli->out, ".pgm or .png: the costs (0 free .. 254 lethal); a map file: the robot's grid")
      ->required();
  cmd->add_option("--resolution", cli->resolution, "metres a cell (default: the ROS map's)")
      ->check(finite_number(1e-9, 1e9));
  cmd->add_option("--robot-radius", cli->params.inscribed_radius, "the robot's inscribed radius, metres")
      ->check(finite_number(0, 1e9))
      ->capture_default_str();
  cmd->add_option("--inflation-radius", cli->params.inflation_radius, "metres")
      ->check(finite_number(0, 1e9))
      ->capture_default_str();
  cmd->add_option("--cost-scaling", cli->params.cost_scaling, "cost_scaling_factor, per metre")
      ->check(finite_number(1e-9, 1e9))
      ->capture_default_str();
  cli->map_cli.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
