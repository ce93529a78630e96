// `gridnav lab all`: every experiment with fixed seeds, and one report of them all.
//
// The report is a folder: index.md and index.html (per experiment: its source's claims,
// each on one line with the source's number, ours and the verdict, then its figures),
// NAME.md (the experiment's full Markdown output), NAME-N.csv and NAME-FIGURE.svg. The
// index is rewritten after every experiment, so a run that stops (Ctrl-C, or killed)
// leaves a valid report of what it finished.
#pragma once

#include <atomic>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "lab/lab.hpp"

namespace gridnav::lab {

/// Where and when a report was made.
struct RunInfo {
  std::string machine;  ///< CPU model, "(virtual machine)" when the CPU says so, and core count
  std::string date;     ///< UTC, "2026-11-26 21:05 UTC"
  std::string commit;   ///< short hash of the source tree, "+ local changes" when it differs; "unknown"
  std::string command;  ///< the command that reproduces the report
  double seconds = 0;   ///< wall time so far
  bool interrupted = false;
};

/// RunInfo with machine, date and commit filled in (the commit from git, when the source
/// tree this binary was built from is still there).
[[nodiscard]] RunInfo describe_run(std::string command);

struct ExperimentResult {
  std::string name;  ///< the catalog's name: cao, cazenave, ...
  LabReport report;
  double seconds = 0;
};

/// The report's index as Markdown and as a standalone HTML page (figures linked as SVG
/// files of the same folder). `not_run` lists experiments an interruption skipped.
[[nodiscard]] std::string index_markdown(const std::vector<ExperimentResult>& results, const RunInfo& info,
                                         const std::vector<std::string>& not_run);
[[nodiscard]] std::string index_html(const std::vector<ExperimentResult>& results, const RunInfo& info,
                                     const std::vector<std::string>& not_run);

struct RunAllOptions {
  std::filesystem::path dir;
  std::uint64_t seed = 1;
  std::size_t maps = 0;
  bool quick = false;
  std::string command;                             ///< printed in the report
  const std::atomic<bool>* stop = nullptr;         ///< Ctrl-C
  std::function<void(std::string_view)> progress;  ///< one line: experiment, its progress, time left
};

/// Runs every experiment of experiments() in turn into options.dir, rewriting the index
/// after each. Returns true when every experiment finished, false when `stop` cut the run
/// short (the report then says so). Throws InputError when the folder cannot be written.
bool run_all(const RunAllOptions& options);

}  // namespace gridnav::lab
