// The map argument's options (--format and how images and ROS maps are read),
// shared by the subcommands that read or write a map.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>

#include "finite_number.hpp"
#include "gridnav/io/map_loader.hpp"
#include "read_limit_options.hpp"

namespace gridnav::cli {

struct MapCli {
  std::optional<std::string> format;
  std::string image_mode = "cost";
  bool invert = false;
  double occupied_thresh = 0.65;
  double free_thresh = 0.196;
  bool unknown_free = false;
  bool clamp_heavy = false;
  ReadLimitsCli read;

  void add_to(CLI::App& cmd) {
    cmd.add_option("--format", format, "map format, overriding the file extension")
        ->check(CLI::IsMember(map_format_names()));
    cmd.add_option("--image-mode", image_mode,
                   "images: cost (grey 0..252 = weight 1..253, 253/254 lethal, 255 unknown) or occupancy "
                   "(p = (255 - v) / 255 against the thresholds)")
        ->check(CLI::IsMember({"cost", "occupancy"}))
        ->capture_default_str();
    cmd.add_flag("--invert", invert, "images: use 255 - v (dark = expensive; map_server's negate)");
    cmd.add_option("--occupied-thresh", occupied_thresh, "occupancy images: p > this is blocked")
        ->check(finite_number(0, 1))
        ->capture_default_str();
    cmd.add_option("--free-thresh", free_thresh, "occupancy images: p < this is free")
        ->check(finite_number(0, 1))
        ->capture_default_str();
    cmd.add_flag("--unknown-free", unknown_free, "images and ROS maps: unknown cells are free (default blocked)");
    cmd.add_flag("--clamp-heavy", clamp_heavy, "writing cost images: weights 254/255 become 253 instead of an error");
    read.add_to(cmd);
  }

  [[nodiscard]] MapLoadOptions options() const {
    MapLoadOptions o;
    if (format) o.format = parse_map_format(*format);
    o.image.mode = image_mode == "occupancy" ? ImageMapMode::occupancy : ImageMapMode::cost;
    o.image.invert = invert;
    o.image.occupied_thresh = occupied_thresh;
    o.image.free_thresh = free_thresh;
    o.image.unknown_free = unknown_free;
    o.image.heavy_weights = clamp_heavy ? HeavyWeights::clamp : HeavyWeights::reject;
    o.ros.unknown_free = unknown_free;
    o.limits = read.limits();
    if (o.image.mode == ImageMapMode::occupancy) check_thresholds(free_thresh, occupied_thresh);
    return o;
  }
};

/// Parses "X,Y" into a Point; throws InputError naming the option otherwise.
Point parse_point(const std::string& text, const char* option);
/// Parses "X,Y;X,Y;..." or "X,Y X,Y ..." (at least one); InputError naming the option otherwise.
std::vector<Point> parse_points(const std::string& text, const char* option);

}  // namespace gridnav::cli
