// gridnav lab NAME: reproduce a published experiment and print its tables.
#include <fmt/core.h>

#include <filesystem>
#include <fstream>

#include "commands.hpp"
#include "gridnav/error.hpp"
#include "interrupt.hpp"
#include "lab/lab.hpp"
#include "output_file.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {
namespace {

struct LabCli {
  std::string name;
  std::uint64_t seed = 1;
  std::size_t maps = 0;
  bool quick = false;
  std::string csv_dir;
  std::vector<std::string> options;
};

void write_csv(const lab::LabReport& report, const std::string& experiment, const std::string& dir) {
  std::filesystem::create_directories(dir);
  for (std::size_t i = 0; i < report.tables.size(); ++i) {
    const auto file = std::filesystem::path(dir) / fmt::format("{}-{}.csv", experiment, i + 1);
    std::ofstream out(file);
    if (!out) throw InputError(file.string() + ": cannot open for writing");
    out << report.tables[i].to_csv();
    fmt::print(stderr, "wrote {}\n", file.string());
  }
}

void run(const LabCli& cli) {
  lab::LabContext context;
  context.seed = cli.seed;
  context.maps = cli.maps;
  context.quick = cli.quick;
  for (const std::string& kv : cli.options) {
    const auto eq = kv.find('=');
    if (eq == std::string::npos) throw InputError("--set expects key=value, got '" + kv + "'");
    if (!context.config.params.emplace(kv.substr(0, eq), kv.substr(eq + 1)).second)
      throw InputError("--set " + kv.substr(0, eq) + " is given twice");
  }
  // Checks the name, every --set value and the CSV folder before the run.
  (void)lab::experiments().complete({cli.name, context.config.params});
  if (!cli.csv_dir.empty()) prepare_output_folder(cli.csv_dir, "--csv");
  context.stop = &interrupt_flag();
  context.progress = show_progress;
  const lab::LabReport report = lab::experiments().run(cli.name, context);
  end_progress();
  fmt::print("{}", report.to_markdown());
  if (!cli.csv_dir.empty()) write_csv(report, cli.name, cli.csv_dir);
  if (report.interrupted) throw ExitWith{kInterrupted};
}

}  // namespace

void add_lab_command(CLI::App& app) {
  auto cli = std::make_shared<LabCli>();
  std::string names;
  for (const auto& e : lab::experiments().entries()) {
    names += "\n  " + e.name + ": " + e.summary;
    std::string keys;
    for (const Param& p : e.params) keys += (keys.empty() ? "" : ", ") + p.name;
    if (!keys.empty()) names += " (--set keys: " + keys + "; see gridnav algos)";
  }
  CLI::App* cmd = app.add_subcommand("lab",
                                     "reproduce the published experiments (Cazenave, Cao, Moori, Koenig et al.) as "
                                     "tables (Markdown; CSV with --csv)" +
                                         (names.empty() ? std::string() : "\nexperiments:" + names));
  cmd->add_option("NAME", cli->name, "experiment name")->required();
  cmd->add_option("--seed", cli->seed, "random seed")->check(whole_number<std::uint64_t>())->capture_default_str();
  cmd->add_option("--maps", cli->maps, "maps per setting (0: the experiment's default)")
      ->check(whole_number<std::size_t>(0, 100'000))
      ->capture_default_str();
  cmd->add_flag("--quick", cli->quick, "a small version of the experiment");
  cmd->add_option("--csv", cli->csv_dir, "folder to write one CSV file per table");
  cmd->add_option("--set", cli->options, "experiment-specific key=value (repeatable)");
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
