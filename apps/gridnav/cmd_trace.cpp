// gridnav trace MAP --from X,Y --to X,Y -o FILE.trace.yaml|.trace.json: the search as a
// search trace for ShortestPathLab's Posthoc (viz/posthoc.hpp).
#include <fmt/core.h>

#include <filesystem>

#include "commands.hpp"
#include "gridnav/error.hpp"
#include "gridnav/viz/posthoc.hpp"
#include "map_options.hpp"
#include "output_file.hpp"
#include "recorded_search.hpp"
#include "search_options.hpp"

namespace gridnav::cli {
namespace {

struct TraceCli {
  std::string map;
  std::string from, to;
  std::string output;
  std::optional<std::string> output_format;
  int sense = 0;
  MapCli map_cli;
  SearchCli search;
};

void run(const TraceCli& cli) {
  const std::string format =
      output_format(cli.output, cli.output_format, {{".yaml", "yaml"}, {".yml", "yaml"}, {".json", "json"}});
  check_writable(cli.output);
  const LoadedMap map = load_map(cli.map, cli.map_cli.options());
  const Point from = parse_point(cli.from, "--from"), to = parse_point(cli.to, "--to");
  const RecordedSearch search = record_search(map.grid, cli.search, from, to, cli.sense);
  viz::TraceInfo info;
  info.algorithm = search.algorithm;
  info.map = std::filesystem::path(cli.map).filename().string();
  const std::string text = viz::posthoc_trace(map.grid, search.events,
                                              format == "json" ? viz::TraceFormat::json : viz::TraceFormat::yaml, info);
  write_file(cli.output, text);
  std::uint64_t counts[5] = {};
  for (const SearchEvent& e : search.events) ++counts[static_cast<int>(e.kind)];
  fmt::print("wrote      {} ({} bytes)\n", cli.output, text.size());
  fmt::print("algorithm  {}\nstatus     {}\n", search.algorithm, to_string(search.status));
  if (search.status == Status::found) fmt::print("cost       {:.8f}\n", search.cost);
  fmt::print("events     {} in {} search(es): {} generate, {} expand, {} close, {} destination\n", search.events.size(),
             search.searches, counts[1], counts[2], counts[3], counts[4]);
  if (search.status != Status::found) throw ExitWith{kNoPath};
}

}  // namespace

void add_trace_command(CLI::App& app) {
  auto cli = std::make_shared<TraceCli>();
  CLI::App* cmd = app.add_subcommand("trace", "write a search as a Posthoc search trace (YAML or JSON, version 1.4.0)");
  cmd->add_option("MAP", cli->map, "map file")->required();
  cmd->add_option("--from", cli->from, "start cell X,Y")->required();
  cmd->add_option("--to", cli->to, "goal cell X,Y")->required();
  cmd->add_option("-o,--output", cli->output, "trace to write: FILE.trace.yaml or FILE.trace.json")->required();
  cmd->add_option("--output-format", cli->output_format, "yaml or json, overriding the file ending")
      ->check(CLI::IsMember({"yaml", "json"}));
  add_sense_option(*cmd, cli->sense);
  cli->map_cli.add_to(*cmd);
  cli->search.add_to(*cmd);
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
