// Distance fields (the roguelike article's "Dijkstra maps"): for every cell, the cost of
// the cheapest walk from it to the nearest of a set of sources, under the grid's move
// rules and cost profile. One multi-source Dijkstra fills the field; descend() then walks
// any cell downhill to a source, which is how a crowd of agents can share one search
// (every monster heading to the player reads the same field).
//
//   gridnav::DistanceField field(grid, rules);
//   field.compute(sources);                   // every reachable cell
//   field.compute(sources, 40.0);             // only cells within cost 40 (the rest: infinite)
//   gridnav::Cost d = field.at({12, 7});
//   std::vector<gridnav::Point> way = field.descend({12, 7});   // {12,7} ... a source
//
// Costs are those of walking towards the sources: a move into cell c costs base x
// weight(c), as everywhere in gridnav, so field.at(p) equals the cost find_path gives from
// p to its nearest source (not from the source to p, which differs on weighted grids).
// Blocked and unreachable cells, and cells beyond the cost cap, read as infinity.
//
// Memory: one Cost per padded cell plus the heap, kept between calls: after the first
// compute() on a grid, later ones allocate nothing (the heap keeps its capacity).
// A field reads its grid and never changes it: many fields may share one const Grid
// across threads, one field per thread.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/open_list/binary_heap.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

class DistanceField {
 public:
  /// `grid` must outlive the field.
  explicit DistanceField(const Grid& grid, MoveRules rules = {});

  /// Fills the field from `sources` (each at cost 0), settling cells in order of cost up to
  /// `max_cost` inclusive, or only until `stop_at` is settled (then its distance and
  /// descend(stop_at) are exact, the cells farther than it not filled). Throws InputError for
  /// a source out of bounds or blocked, for no source at all, or for a negative or NaN cap.
  void compute(std::span<const Point> sources, Cost max_cost = std::numeric_limits<Cost>::infinity(),
               std::optional<Point> stop_at = std::nullopt);

  /// The cost from `p` to the nearest source; infinity when blocked, unreachable or beyond
  /// the cap. InputError out of bounds.
  [[nodiscard]] Cost at(Point p) const;
  /// The field row by row (width x height values), into `out`, which must hold that many.
  void copy_to(std::span<Cost> out) const;
  /// The cells settled by the last compute().
  [[nodiscard]] std::uint64_t settled() const noexcept { return settled_; }

  /// A cheapest walk from `from` to a source, both included: each step goes to the
  /// neighbour n that minimises cost(step) + at(n). Empty when `from` has no finite
  /// distance. InputError out of bounds.
  [[nodiscard]] std::vector<Point> descend(Point from) const;

  [[nodiscard]] const Grid& grid() const noexcept { return *grid_; }
  [[nodiscard]] const MoveModel& moves() const noexcept { return moves_; }

 private:
  const Grid* grid_;
  MoveModel moves_;
  std::vector<Cost> dist_;  // per padded cell
  BinaryHeap<Duplicates::closed> heap_;
  std::uint64_t settled_ = 0;
};

/// descend() on a field held row by row (width x height values of moves.grid()), e.g. one
/// copied out with copy_to or handed back from Python. Cells whose value is infinite are
/// never entered. Empty when `from` is not finite; InputError for a field of another size
/// or `from` out of bounds.
[[nodiscard]] std::vector<Point> descend(const MoveModel& moves, std::span<const Cost> field, Point from);

/// One-call form: the field of `sources` row by row (infinity where unreachable).
[[nodiscard]] std::vector<Cost> distance_field(const Grid& grid, std::span<const Point> sources, MoveRules rules = {},
                                               Cost max_cost = std::numeric_limits<Cost>::infinity());

}  // namespace gridnav
