// gridnav lab NAME: reproduce a published experiment and print its tables.
#include <fmt/core.h>

#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "gridnav/error.hpp"
#include "interrupt.hpp"
#include "lab/figures.hpp"
#include "lab/lab.hpp"
#include "lab/run_all.hpp"
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
  std::string output_dir;  // lab all: the report's folder
  std::vector<std::string> options;
  bool json = false;
};

std::vector<std::string> write_files(const lab::LabReport& report, const std::string& experiment,
                                     const std::string& dir) {
  std::vector<std::string> written;
  for (const auto& file : lab::write_report_files(report, experiment, dir)) {
    fmt::print(stderr, "wrote {}\n", file.string());
    written.push_back(file.generic_string());
  }
  return written;
}

/// A table cell as JSON: null for "-" or "", a number when the column is numeric, else text.
nlohmann::json cell_json(const std::string& cell, bool numeric) {
  if (cell.empty() || cell == "-") return nullptr;
  if (numeric) return *lab::cell_number(cell);
  return cell;
}

/// --json: the tables with typed columns (a column is "number" when every cell that is
/// not "-" or empty reads as one), the claims and the files written.
nlohmann::json report_json(const lab::LabReport& report, const LabCli& cli, const std::vector<std::string>& files) {
  nlohmann::json tables = nlohmann::json::array();
  for (const lab::LabTable& t : report.tables) {
    nlohmann::json columns = nlohmann::json::array();
    std::vector<bool> numeric(t.columns.size(), true);
    for (std::size_t c = 0; c < t.columns.size(); ++c) {
      for (const auto& row : t.rows)
        if (c < row.size() && !row[c].empty() && row[c] != "-" && !lab::cell_number(row[c])) numeric[c] = false;
      columns.push_back({{"name", t.columns[c]}, {"type", numeric[c] ? "number" : "text"}});
    }
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& row : t.rows) {
      nlohmann::json r = nlohmann::json::object();
      for (std::size_t c = 0; c < t.columns.size() && c < row.size(); ++c)
        r[t.columns[c]] = cell_json(row[c], numeric[c]);
      rows.push_back(std::move(r));
    }
    tables.push_back({{"title", t.title}, {"columns", columns}, {"rows", rows}, {"notes", t.notes}});
  }
  nlohmann::json claims = nlohmann::json::array();
  for (const lab::LabClaim& c : report.claims)
    claims.push_back({{"claim", c.claim},
                      {"source", c.source},
                      {"ours", c.ours},
                      {"verdict", lab::verdict_text(c.verdict)},
                      {"figure", c.figure}});
  nlohmann::json figures = nlohmann::json::array();
  for (const plot::Figure& f : report.figures) figures.push_back({{"name", f.name}, {"title", f.title}});
  return {{"experiment", cli.name},
          {"title", report.title},
          {"summary", report.summary},
          {"seed", cli.seed},
          {"quick", cli.quick},
          {"maps", cli.maps},
          {"tables", tables},
          {"claims", claims},
          {"figures", figures},
          {"files", files},
          {"interrupted", report.interrupted}};
}

/// gridnav lab all: every experiment into one report folder.
void run_all(const LabCli& cli) {
  if (cli.output_dir.empty()) throw InputError("lab all writes a report folder: give it with -o DIR");
  if (!cli.options.empty()) throw InputError("lab all runs every experiment with its defaults: --set is refused");
  prepare_output_folder(cli.output_dir, "-o");
  lab::RunAllOptions o;
  o.dir = cli.output_dir;
  o.seed = cli.seed;
  o.maps = cli.maps;
  o.quick = cli.quick;
  o.command = "gridnav lab all" + std::string(cli.quick ? " --quick" : "") +
              (cli.seed != 1 ? fmt::format(" --seed {}", cli.seed) : "") +
              (cli.maps != 0 ? fmt::format(" --maps {}", cli.maps) : "") + " -o " + cli.output_dir;
  o.stop = &interrupt_flag();
  o.progress = show_progress;
  const bool finished = lab::run_all(o);
  end_progress();
  if (cli.json) {
    const nlohmann::json j = {{"experiment", "all"},
                              {"folder", cli.output_dir},
                              {"index_html", cli.output_dir + "/index.html"},
                              {"index_md", cli.output_dir + "/index.md"},
                              {"seed", cli.seed},
                              {"quick", cli.quick},
                              {"interrupted", !finished}};
    fmt::print("{}\n", j.dump(2));
  } else {
    fmt::print("wrote {}/index.html and {}/index.md\n", cli.output_dir, cli.output_dir);
  }
  if (!finished) throw ExitWith{kInterrupted};
}

void run(const LabCli& cli) {
  if (cli.name == "all") return run_all(cli);
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
  // Checks the name, every --set value and the output folders before the run.
  (void)lab::experiments().complete({cli.name, context.config.params});
  if (!cli.csv_dir.empty()) prepare_output_folder(cli.csv_dir, "--csv");
  if (!cli.output_dir.empty()) prepare_output_folder(cli.output_dir, "-o");
  context.stop = &interrupt_flag();
  context.progress = show_progress;
  const lab::LabReport report = lab::experiments().run(cli.name, context);
  end_progress();
  if (!cli.json) fmt::print("{}", report.to_markdown());
  std::vector<std::string> files;
  for (const std::string* dir : {&cli.csv_dir, &cli.output_dir})
    if (!dir->empty())
      for (std::string& f : write_files(report, cli.name, *dir)) files.push_back(std::move(f));
  if (cli.json) fmt::print("{}\n", report_json(report, cli, files).dump(2));
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
  CLI::App* cmd = app.add_subcommand(
      "lab",
      "reproduce the published experiments (Cazenave, Cao, Moori, Koenig et al., the roguelike article) as "
      "tables (Markdown; CSV tables and SVG and PNG figures with --csv; --json)" +
          (names.empty() ? std::string() : "\nexperiments:" + names));
  cmd->add_option("NAME", cli->name, "experiment name, or all: every experiment into one report (-o DIR)")->required();
  cmd->add_option("--seed", cli->seed, "random seed")->check(whole_number<std::uint64_t>())->capture_default_str();
  cmd->add_option("--maps", cli->maps, "maps per setting (0: the experiment's default)")
      ->check(whole_number<std::size_t>(0, 100'000))
      ->capture_default_str();
  cmd->add_flag("--quick", cli->quick, "a small version of the experiment");
  cmd->add_flag("--json", cli->json,
                "print the report as one JSON object instead of Markdown: tables with typed columns, claims, files "
                "written (lab all: where the report is)");
  cmd->add_option("--csv", cli->csv_dir,
                  "folder to write one CSV file per table and one SVG and one PNG file per figure");
  cmd->add_option("--set", cli->options, "experiment-specific key=value (repeatable)");
  cmd->add_option("-o,--output", cli->output_dir,
                  "folder of the report of lab all (index.html, index.md, tables, figures); for one experiment, "
                  "as --csv");
  cmd->callback([cli] { run(*cli); });
}

}  // namespace gridnav::cli
