// gridnav: pathfinding and navigation on grid maps, from the command line.
#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <exception>

#include "commands.hpp"
#include "gridnav/error.hpp"

int main(int argc, char** argv) {
  using namespace gridnav::cli;
  CLI::App app{
      "gridnav: optimal pathfinding on grid maps (Moving AI .map/.scen, Moori's tile-world format, images, ROS maps, "
      "...)",
      "gridnav"};
  app.require_subcommand(1);
  app.footer(
      "Exit status: 0 ok; 1 scen/bench/dynscen found a query that is not optimal or not solved; 2 bad command line;\n"
      "3 bad input (file, coordinates, options); 4 path found no path or hit a limit;\n"
      "5 sim ended with an agent short of its goals; 130 interrupted.");
  add_path_command(app);
  add_scen_command(app);
  add_gen_command(app);
  add_algos_command(app);
  add_lab_command(app);
  add_sim_command(app);
  add_bench_command(app);
  add_render_command(app);
  add_trace_command(app);
  add_field_command(app);
  add_matrix_command(app);
  add_inflate_command(app);
  add_convert_command(app);
  add_batch_command(app);
  add_serve_command(app);
  add_dynscen_command(app);
  add_precompute_command(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);  // prints help or the error
    return code == 0 ? kOk : kUsage;
  } catch (const ExitWith& e) {
    return e.code;
  } catch (const gridnav::InputError& e) {
    fmt::print(stderr, "gridnav: {}\n", e.what());
    return kInputError;
  } catch (const std::exception& e) {
    fmt::print(stderr, "gridnav: {}\n", e.what());
    return kInputError;
  }
  return kOk;
}
