// gridnav convert IN -o OUT: a map from one format to another, each named by its file's
// extension (or --format for IN). For example a Moving AI map to NumPy's .npy, which opens
// memory-mapped in a fraction of the text format's time and which numpy.load reads.
#include <fmt/core.h>

#include <chrono>
#include <filesystem>

#include "commands.hpp"
#include "gridnav/io/map_loader.hpp"
#include "map_options.hpp"

namespace gridnav::cli {
namespace {

struct ConvertCli {
  std::string in, out;
  MapCli map_cli;
};

double millis_since(std::chrono::steady_clock::time_point began) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - began).count();
}

void convert(const ConvertCli& cli) {
  const MapLoadOptions options = cli.map_cli.options();
  auto began = std::chrono::steady_clock::now();
  const LoadedMap map = load_map(cli.in, options);
  const double read_ms = millis_since(began);
  MapLoadOptions writing = options;
  writing.format.reset();  // --format names the input; the output's extension names its format
  began = std::chrono::steady_clock::now();
  save_map(map.grid, cli.out, writing);
  fmt::print("{}: {} x {} ({} traversable cells) from {} ({} map)\n", cli.out, map.grid.width(), map.grid.height(),
             map.grid.traversable_count(), cli.in, to_string(map.format));
  fmt::print(stderr, "read {:.1f} ms, written {:.1f} ms\n", read_ms, millis_since(began));
}

}  // namespace

void add_convert_command(CLI::App& app) {
  auto cli = std::make_shared<ConvertCli>();
  CLI::App* cmd = app.add_subcommand(
      "convert", "a map from one format to another (.map, .wmap, .world, .pgm, .png, .yaml, .npy), by extension");
  cmd->add_option("MAP", cli->in, "map to read")->required();
  cmd->add_option("-o,--out", cli->out, "file to write; its extension names the format")->required();
  cli->map_cli.add_to(*cmd);
  cmd->callback([cli] { convert(*cli); });
}

}  // namespace gridnav::cli
