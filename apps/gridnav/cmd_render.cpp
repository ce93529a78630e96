// gridnav render MAP [--from X,Y --to X,Y] [--algo SPEC] -o FILE.png|.svg|.pdf: a picture of
// the map, and of a search on it (viz/render.hpp).
#include <fmt/core.h>

#include "commands.hpp"
#include "gridnav/error.hpp"
#include "gridnav/viz/rasterize.hpp"
#include "gridnav/viz/render.hpp"
#include "map_options.hpp"
#include "output_file.hpp"
#include "recorded_search.hpp"
#include "search_options.hpp"

namespace gridnav::cli {
namespace {

struct RenderCli {
  std::string map;
  std::optional<std::string> from, to;
  std::string output;
  std::optional<std::string> output_format;
  std::string color = "order";
  bool tree = false;
  bool no_legend = false;
  bool no_open = false;
  int cell_px = 0;
  int sense = 0;
  MapCli map_cli;
  SearchCli search;
};

void run(const RenderCli& cli) {
  const std::string format =
      output_format(cli.output, cli.output_format, {{".png", "png"}, {".svg", "svg"}, {".pdf", "pdf"}});
  if (cli.from.has_value() != cli.to.has_value()) throw InputError("--from and --to go together");
  check_writable(cli.output);
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());

  viz::RenderOptions options;
  options.cell_px = cli.cell_px;
  options.color = cli.color == "g" ? viz::RenderOptions::Color::g : viz::RenderOptions::Color::order;
  options.tree = cli.tree;
  options.legend = !cli.no_legend;
  options.open = !cli.no_open;

  viz::RenderScene scene;
  scene.grid = &map.grid;
  RecordedSearch search;
  if (cli.from) {
    const Point from = parse_point(*cli.from, "--from"), to = parse_point(*cli.to, "--to");
    search = record_search(map.grid, cli.search, from, to, cli.sense);
    scene.start = from;
    scene.goal = to;
    scene.events = search.events;
    scene.path = search.path;
    scene.corners = search.any_angle;
    scene.landmarks = search.landmarks;
  }
  const std::string bytes = viz::picture_file(viz::render_svg(scene, options), format);
  write_file(cli.output, bytes);
  fmt::print("wrote      {} ({} bytes)\n", cli.output, bytes.size());
  if (!cli.from) return;
  fmt::print("algorithm  {}\nstatus     {}\n", search.algorithm, to_string(search.status));
  if (search.status == Status::found) fmt::print("cost       {:.8f}\n", search.cost);
  fmt::print("events     {} in {} search(es)\n", search.events.size(), search.searches);
  if (!search.landmarks.empty()) fmt::print("landmarks  {}\n", search.landmarks.size());
  if (search.status != Status::found) throw ExitWith{kNoPath};
}

}  // namespace

void add_render_command(CLI::App& app) {
  auto cli = std::make_shared<RenderCli>();
  CLI::App* cmd = app.add_subcommand(
      "render", "draw the map and a search on it (expanded cells, open list, tree, path) as PNG, SVG or PDF");
  cmd->add_option("MAP", cli->map, "map file")->required();
  cmd->add_option("--from", cli->from, "start cell X,Y (with --to: search and draw the search)");
  cmd->add_option("--to", cli->to, "goal cell X,Y");
  cmd->add_option("-o,--output", cli->output, "picture to write: FILE.png, FILE.svg or FILE.pdf")->required();
  cmd->add_option("--output-format", cli->output_format, "png, svg or pdf, overriding the file ending")
      ->check(CLI::IsMember({"png", "svg", "pdf"}));
  cmd->add_option("--color", cli->color, "colour expanded cells by expansion order or by g")
      ->check(CLI::IsMember({"order", "g"}))
      ->capture_default_str();
  cmd->add_flag("--tree", cli->tree, "draw the search tree (each cell's link to its parent)");
  cmd->add_option("--cell-px", cli->cell_px, "pixels a cell side, 1..64 (0: automatic; large maps share pixels)")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
  cmd->add_flag("--no-legend", cli->no_legend, "leave out the legend and scale bar");
  cmd->add_flag("--no-open", cli->no_open, "leave out the open list");
  add_sense_option(*cmd, cli->sense);
  cli->map_cli.add_to(*cmd);
  cli->search.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
