// One search with its events recorded, for `gridnav render` and `gridnav trace`: a planner
// of the registry (frontend::planners()) or a navigator (gridnav::navigators()) by name.
//
// A best-first planner reports events only when it counts (stats=on): one made without
// is made again with stats=on. A navigator is reset and planned once; with a sensing
// radius R it walks from start to goal believing unknown cells free and learning the cells
// within Chebyshev distance R of itself at every step (as `gridnav sim --sense R`),
// replanning each time: each replan is its own begin ... end group of events.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"  // Cost, used by events.hpp
#include "gridnav/search/events.hpp"
#include "gridnav/search/result.hpp"
#include "search_options.hpp"

namespace gridnav::cli {

struct RecordedSearch {
  std::string algorithm;  ///< the full configuration, "NAME:key=value,..."
  std::vector<SearchEvent> events;
  std::vector<Point> path;       ///< start ... goal (navigators: the cells walked), empty without one
  std::vector<Point> landmarks;  ///< of ALT planners
  Status status = Status::no_path;
  Cost cost = kInfiniteCost;
  SearchStats stats;           ///< planners only
  std::uint64_t searches = 0;  ///< begin events seen
  bool navigator = false;
  bool any_angle = false;  ///< the path's points are cell corners
};

/// Throws InputError for an unknown algorithm, a planner that reports no events, a
/// sensing radius given to a planner, or a blocked / outside endpoint.
[[nodiscard]] RecordedSearch record_search(const Grid& grid, const SearchCli& search, Point from, Point to,
                                           int sense = 0);

/// --sense R: the sensing radius of a navigator's walk (0: the map is known).
void add_sense_option(CLI::App& cmd, int& sense);

}  // namespace gridnav::cli
