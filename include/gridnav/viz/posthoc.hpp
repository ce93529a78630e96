// Search traces for ShortestPathLab's Posthoc visualiser (format version 1.4.0).
//
// The trace is one document: `version: 1.4.0`, a `views` section telling Posthoc how to
// draw each event, and `events`, one per search event:
//   begin -> source, generate -> generate, expand -> expand, close -> close, end -> destination
// each with `id` (the cell index y * width + x), `x`, `y`, `g`, `f` and, when the node has a
// parent that an earlier event of the same search named, `pId`. Expansions carry the
// parent of their latest generation. Infinite g or f are written as null.
//
// The map: a first event of type `map` (id "map") lists the blocked cells as runs along
// rows; the `map` view draws them as dark rectangles, so the trace shows the map with no
// other file. Several searches in one event list (a dynamic planner's replans) are told
// apart by `search` (0, 1, ...) on every event; the ids of search k are offset by
// k x width x height so that each search is a tree of its own in Posthoc's graph view.
#pragma once

#include <span>
#include <string>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"  // Cost, used by events.hpp
#include "gridnav/search/events.hpp"

namespace gridnav::viz {

enum class TraceFormat { yaml, json };

/// What the trace says about where it came from (written on the `map` event).
struct TraceInfo {
  std::string algorithm;  ///< e.g. "astar:heuristic=octile"
  std::string map;        ///< the map file's name
};

/// The trace as text. Throws InputError when an event lies outside the grid.
[[nodiscard]] std::string posthoc_trace(const Grid& grid, std::span<const SearchEvent> events, TraceFormat format,
                                        const TraceInfo& info = {});

}  // namespace gridnav::viz
