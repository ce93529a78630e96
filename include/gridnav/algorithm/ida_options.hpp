// The options and counters of IDA* (algorithm/ida_star.hpp): the cache of shortest g, the
// dead-end cut of Cazenave's section IV.D, the threshold delta, the repair and the budget.
//
//   IdaStarSearch<H> is depth-first iterative deepening on f = g + h, with
//     threshold  first h(start); then the minimum f that exceeded the last one,
//                plus `delta` (IDA*Delta_D; delta = 0 is plain IDA*).
//     cache      IdaCache::two_step  shortest g per cell kept for the whole query, and a
//                                    second marker per iteration so that a cell reached
//                                    again at the same g in a new iteration is searched
//                                    again (the paper's `Seen` with two markers);
//                IdaCache::single    one marker, renewed every iteration (the table of
//                                    shortest g forgets everything between iterations);
//                IdaCache::none      no table: only the move straight back to the parent
//                                    is skipped (plain IDA*, exponential on open maps).
//     dead-end cut  the minimum f found under each cell is memorised for the query, and
//                a cell whose memo says "no leaf at all below" is not entered again. Not
//                safe: a cell explored first by a longer path, whose children were all
//                cut because they were reached more cheaply before, is memorised as a
//                dead end and then skipped when a shorter path reaches it (the paper's
//                Fig. 1). Then the search may miss the optimal path, or every path.
//     repair     (section V.D) when a table of components / landmarks proves start and
//                goal connected but a cut variant ends with "no path", the query is run
//                again without the dead-end cut; IdaStats::repaired says so, and the
//                result's message too. With a table, a goal proven out of reach is
//                answered without search. `proof` says how: by the component labels
//                (exact), or as the paper does, by the landmarks' distances (a landmark
//                reaching exactly one of start and goal proves "no path", one reaching
//                both proves a path; with landmarks in neither's component, neither).
//
// Node count (SearchStats::expanded, and what the node budget limits): every call of the
// paper's recursive function, that is every cell entered by the depth-first search in
// every iteration, including the leaves beyond the threshold and the goal, and the root
// once per iteration. SearchStats::generated counts the same entries minus the roots.
// SearchStats::max_open is the deepest stack. The budget is IdaOptions::budget
// (10,000,000 as in the paper; 0 = none) or Limits::max_expansions when smaller.
//
// Events (IdaStarSearch::set_sink, search/events.hpp), one per node as counted above:
//   begin     at the start of every iteration (node = start, f = the iteration's
//             threshold): each iteration searches again from the root, and a viewer
//             shows it as a search of its own (a Posthoc trace: one `source` per
//             iteration); the repair's rerun begins again too;
//   generate  a child entered, with the cell it was entered from (never the root);
//   expand    every cell entered, the root and the leaves beyond the threshold included,
//             with g and f = g + h: expand events == SearchStats::expanded;
//   close     the search backs out of a cell: its frame is popped (f = the least f found
//             below it), or it is a leaf beyond the threshold (right after its expand);
//   end       the goal entered within the threshold (after its expand).
// A search that ends with its path found leaves the path's cells unclosed, so then
// expand - close == the path's length.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "gridnav/grid/moves.hpp"  // Cost

namespace gridnav {

enum class IdaCache : std::uint8_t { none, single, two_step };
[[nodiscard]] inline std::string_view to_string(IdaCache c) noexcept {
  return c == IdaCache::none ? "none" : c == IdaCache::single ? "single" : "two-step";
}
[[nodiscard]] inline std::optional<IdaCache> parse_ida_cache(std::string_view s) noexcept {
  if (s == "none") return IdaCache::none;
  if (s == "single") return IdaCache::single;
  if (s == "two-step") return IdaCache::two_step;
  return std::nullopt;
}

/// The dead-end cut of section IV.D.
enum class DeadEndCut : std::uint8_t {
  off,      ///< the "nof" variants
  on,       ///< the paper's: a cell memorised with no leaf below is never entered again
  guarded,  ///< gridnav's: ... unless it is reached more cheaply than when it was memorised
};
[[nodiscard]] inline std::string_view to_string(DeadEndCut c) noexcept {
  return c == DeadEndCut::off ? "off" : c == DeadEndCut::on ? "on" : "guarded";
}
[[nodiscard]] inline std::optional<DeadEndCut> parse_deadend_cut(std::string_view s) noexcept {
  if (s == "off") return DeadEndCut::off;
  if (s == "on") return DeadEndCut::on;
  if (s == "guarded") return DeadEndCut::guarded;
  return std::nullopt;
}

/// What the pre-computed table proves about a query (section V.D).
enum class ConnectivityProof : std::uint8_t {
  components,  ///< gridnav's: the component labels say exactly whether start and goal connect
  landmarks,   ///< the paper's: a landmark that reaches one and not the other proves "no path";
               ///< one that reaches both proves a path (neither may be provable)
};
[[nodiscard]] inline std::string_view to_string(ConnectivityProof p) noexcept {
  return p == ConnectivityProof::components ? "components" : "landmarks";
}
[[nodiscard]] inline std::optional<ConnectivityProof> parse_connectivity_proof(std::string_view s) noexcept {
  if (s == "components") return ConnectivityProof::components;
  if (s == "landmarks") return ConnectivityProof::landmarks;
  return std::nullopt;
}

struct IdaOptions {
  Cost delta = 0;                           ///< next threshold = min f beyond the last + delta
  DeadEndCut deadend_cut = DeadEndCut::on;  ///< memorise min f per cell and cut dead ends (paper IV.D)
  IdaCache cache = IdaCache::two_step;
  bool repair = true;  ///< rerun without the cut when the table proves a path exists
  ConnectivityProof proof = ConnectivityProof::components;  ///< how the table proves it (and "no path")
  std::uint64_t budget = 10'000'000;                        ///< node budget per query (0: none)
};

/// Counters beyond SearchStats.
struct IdaStats {
  std::uint64_t iterations = 0;    ///< thresholds tried (over the repair run too)
  bool answered_by_table = false;  ///< "no path" from the table (components or landmarks), without search
  bool repaired = false;           ///< the cut run said "no path" and the query was rerun without the cut
  std::uint64_t nodes_before_repair = 0;
  Cost threshold = 0;  ///< last threshold
};

}  // namespace gridnav
