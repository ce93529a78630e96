// gridnav field MAP --sources X,Y[;X,Y...] [--max-cost C] -o FILE.png|.svg|.pdf|.csv|.npy: a distance
// field (search/distance_field.hpp), the cost from every cell to its nearest source.
#include <fmt/core.h>

#include <chrono>
#include <cmath>
#include <cstring>

#include "commands.hpp"
#include "finite_number.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/npy_map.hpp"
#include "gridnav/search/distance_field.hpp"
#include "gridnav/viz/rasterize.hpp"
#include "gridnav/viz/render.hpp"
#include "map_options.hpp"
#include "output_file.hpp"
#include "search_options.hpp"

namespace gridnav::cli {
namespace {

struct FieldCli {
  std::string map;
  std::string sources;
  double max_cost = std::numeric_limits<double>::infinity();
  std::string output;
  std::optional<std::string> output_format;
  int cell_px = 0;
  MapCli map_cli;
  RulesCli rules;
};

/// CSV: one line per row, "inf" where no source is reachable.
std::string field_csv(const std::vector<Cost>& field, std::int32_t width) {
  std::string out;
  for (std::size_t i = 0; i < field.size(); ++i) {
    out += std::isfinite(field[i]) ? fmt::format("{:.9g}", field[i]) : std::string("inf");
    out += (i + 1) % std::size_t(width) == 0 ? '\n' : ',';
  }
  return out;
}

/// NumPy's .npy format 1.0: a little-endian float64 array of shape (height, width).
std::string field_npy(const std::vector<Cost>& field, std::int32_t width, std::int32_t height) {
  std::string out = npy_header("<f8", height, width);
  const std::size_t at = out.size();
  out.resize(at + field.size() * sizeof(double));
  std::memcpy(out.data() + at, field.data(), field.size() * sizeof(double));  // x86 and ARM: little-endian
  return out;
}

void run(const FieldCli& cli) {
  const std::string format =
      output_format(cli.output, cli.output_format,
                    {{".png", "png"}, {".svg", "svg"}, {".pdf", "pdf"}, {".csv", "csv"}, {".npy", "npy"}});
  const std::vector<Point> sources = parse_points(cli.sources, "--sources");
  if (!(cli.max_cost >= 0)) throw InputError("--max-cost: expected a cost >= 0");
  check_writable(cli.output);
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  DistanceField field(map.grid, cli.rules.rules());
  const auto t0 = std::chrono::steady_clock::now();
  field.compute(sources, cli.max_cost);
  const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  std::vector<Cost> values(std::size_t(map.grid.width()) * std::size_t(map.grid.height()));
  field.copy_to(values);
  std::string bytes;
  if (format == "csv") {
    bytes = field_csv(values, map.grid.width());
  } else if (format == "npy") {
    bytes = field_npy(values, map.grid.width(), map.grid.height());
  } else {
    viz::RenderOptions options;
    options.cell_px = cli.cell_px;
    bytes = viz::picture_file(viz::render_field_svg(map.grid, values, sources, options), format);
  }
  write_file(cli.output, bytes);
  Cost top = 0;
  for (const Cost c : values)
    if (std::isfinite(c)) top = std::max(top, c);
  fmt::print("wrote      {} ({} bytes)\nsources    {}\nreached    {} of {} traversable cells\n", cli.output,
             bytes.size(), sources.size(), field.settled(), map.grid.traversable_count());
  fmt::print("largest    {:.6g}\ntime       {:.3f} ms\n", top, ms);
}

}  // namespace

void add_field_command(CLI::App& app) {
  auto cli = std::make_shared<FieldCli>();
  CLI::App* cmd = app.add_subcommand("field",
                                     "distance field (Dijkstra map): the cost from every cell to its nearest source, "
                                     "as a heat map (PNG, SVG, PDF), CSV or .npy");
  cmd->add_option("MAP", cli->map, "map file")->required();
  cmd->add_option("--sources", cli->sources, "source cells: X,Y or X,Y;X,Y;...")->required();
  cmd->add_option("--max-cost", cli->max_cost, "leave cells farther than this unreached (default: no cap)")
      ->check(finite_number(0.0));
  cmd->add_option("-o,--output", cli->output,
                  "output file: .png, .svg or .pdf (heat map), .csv or .npy (float64, inf unreached)")
      ->required();
  cmd->add_option("--output-format", cli->output_format, "png, svg, pdf, csv or npy, overriding the file ending")
      ->check(CLI::IsMember({"png", "svg", "pdf", "csv", "npy"}));
  cmd->add_option("--cell-px", cli->cell_px, "heat map: pixels a cell side (0: automatic)")->check(CLI::Range(0, 64));
  cli->map_cli.add_to(*cmd);
  cli->rules.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
