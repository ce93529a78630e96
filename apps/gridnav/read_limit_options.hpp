// --max-cells, --max-line-bytes and --max-file-bytes: the caps every reader applies before it
// allocates, as read_limit_settings() declares them (gridnav/io/read_limits.hpp), for each
// subcommand that reads a map, a scenario or a world. A file over a cap fails with a
// ParseError that names the option to raise.
#pragma once

#include "gridnav/io/read_limits.hpp"
#include "settings_cli.hpp"

namespace gridnav::cli {

struct ReadLimitsCli {
  SettingsCli options{read_limit_settings()};

  void add_to(CLI::App& cmd) { options.add_to(cmd); }
  [[nodiscard]] ReadLimits limits() const { return read_limits_from(options.config()); }
};

}  // namespace gridnav::cli
