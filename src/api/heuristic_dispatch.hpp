// Internal to the registry: maps a heuristic name to its type, and tells whether it
// is admissible under given move rules.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "gridnav/error.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/heuristic/landmarks.hpp"

namespace gridnav::detail {

inline const std::vector<std::string>& heuristic_names() {
  static const std::vector<std::string> names{"octile",    "manhattan", "zero",   "chebyshev",
                                              "euclidean", "alt",       "altbest"};
  return names;
}

/// The run-time kind of a distance heuristic's name (not alt/altbest).
inline HeuristicKind distance_kind(const std::string& name) {
  if (name == "octile") return HeuristicKind::octile;
  if (name == "manhattan") return HeuristicKind::manhattan;
  if (name == "zero") return HeuristicKind::zero;
  if (name == "chebyshev") return HeuristicKind::chebyshev;
  if (name == "euclidean") return HeuristicKind::euclidean;
  throw InputError("unknown distance heuristic '" + name + "'");
}

/// Calls f.template operator()<H>() with the heuristic type named `name`.
template <class F>
decltype(auto) with_heuristic(const std::string& name, F&& f) {
  if (name == "octile") return f.template operator()<OctileHeuristic>();
  if (name == "manhattan") return f.template operator()<ManhattanHeuristic>();
  if (name == "zero") return f.template operator()<ZeroHeuristic>();
  if (name == "chebyshev") return f.template operator()<ChebyshevHeuristic>();
  if (name == "euclidean") return f.template operator()<EuclideanHeuristic>();
  // Landmark heuristics (heuristic/landmarks.hpp) over octile; their table comes from
  // the LandmarkScope the factory opens (src/api/landmark_support.hpp).
  if (name == "alt") return f.template operator()<AltHeuristic<OctileHeuristic>>();
  if (name == "altbest") return f.template operator()<AltBestHeuristic<OctileHeuristic>>();
  throw InputError("unknown heuristic '" + name + "'");
}

/// Empty when the heuristic never overestimates under `rules`, else why it may.
inline std::string inadmissibility(const std::string& name, const MoveRules& rules) {
  if (name == "manhattan" && rules.connectivity == Connectivity::eight) {
    const CostProfile p = rules.profile();
    if (p.diagonal < 2 * p.straight)
      return "manhattan overestimates on 8-connected grids (diagonal moves are cheaper than two straight ones)";
  }
  return {};
}

}  // namespace gridnav::detail
