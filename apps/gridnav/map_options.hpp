// The map argument and --format, shared by the subcommands that read a map.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "gridnav/io/map_loader.hpp"

namespace gridnav::cli {

struct MapCli {
  std::optional<std::string> format;

  void add_to(CLI::App& cmd) {
    cmd.add_option("--format", format, "map format, overriding the file extension")
        ->check(CLI::IsMember(map_format_names()));
  }
  [[nodiscard]] MapLoadOptions options() const {
    MapLoadOptions o;
    if (format) o.format = parse_map_format(*format);
    return o;
  }
};

/// Parses "X,Y" into a Point; throws InputError naming the option otherwise.
Point parse_point(const std::string& text, const char* option);

}  // namespace gridnav::cli
