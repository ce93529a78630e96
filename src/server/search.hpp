// POST /api/search: the request read and checked (search_request.cpp), then the search run
// with an EventRecorder attached (search_runner.cpp).
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "gridnav/api/param.hpp"
#include "gridnav/dynamic/navigator.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/server/options.hpp"
#include "map_store.hpp"
#include "search_store.hpp"

namespace gridnav::server {

struct SearchRequest {
  std::shared_ptr<const Grid> grid;
  bool owns_grid = false;  ///< an inline map, not a bundled one
  std::string map_name;    ///< the bundled map's name, or "inline"
  Point start, goal;
  Config config;  ///< the planner's or navigator's name and parameters, as sent (unchecked)
  bool navigator = false;
  MoveRules rules;
  std::vector<CellChange> changes;
};

/// Reads a search request; HttpError 400 (or 404 for an unknown map name, 413 for a map
/// over the cell limit) naming the first problem. Planner names and parameters are checked
/// by the catalogs when the search is made (run_search).
[[nodiscard]] SearchRequest parse_search_request(const nlohmann::json& body, const MapStore& maps,
                                                 const ServerLimits& limits);

/// Runs the search to its end or to a limit. Events are recorded up to `event_cap`.
/// HttpError 400 for a configuration a catalog refuses and for a query the engine calls
/// invalid (its message).
[[nodiscard]] std::shared_ptr<FinishedSearch> run_search(const SearchRequest& request, const ServerLimits& limits,
                                                         std::size_t event_cap, std::string id);

}  // namespace gridnav::server
