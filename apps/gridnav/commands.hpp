// The subcommands of `gridnav`. Each add_* function declares its options on a
// CLI11 subcommand and sets the callback that runs it.
#pragma once

#include <CLI/CLI.hpp>

namespace gridnav::cli {

/// Exit statuses of every subcommand (also in the README and `gridnav --help`).
enum Exit : int {
  kOk = 0,            ///< done; every query optimal / a path found
  kMismatch = 1,      ///< scen, bench, dynscen: some query (of an optimal configuration) was not optimal or not solved
  kUsage = 2,         ///< bad command line
  kInputError = 3,    ///< unreadable or malformed file, bad coordinates, impossible option combination
  kNoPath = 4,        ///< path: no path exists, or a limit stopped the search
  kUnfinished = 5,    ///< sim: some agent did not reach all its goals within the ticks
  kInterrupted = 130  ///< stopped by Ctrl-C after printing what it had
};

/// Thrown by a command to end with a status other than kOk without an error message.
struct ExitWith {
  int code;
};

void add_path_command(CLI::App& app);
void add_scen_command(CLI::App& app);
void add_gen_command(CLI::App& app);
void add_algos_command(CLI::App& app);
void add_lab_command(CLI::App& app);
void add_sim_command(CLI::App& app);
void add_bench_command(CLI::App& app);
void add_render_command(CLI::App& app);
void add_trace_command(CLI::App& app);
void add_field_command(CLI::App& app);
void add_matrix_command(CLI::App& app);
void add_inflate_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_batch_command(CLI::App& app);
void add_serve_command(CLI::App& app);
void add_dynscen_command(CLI::App& app);
void add_precompute_command(CLI::App& app);

}  // namespace gridnav::cli
