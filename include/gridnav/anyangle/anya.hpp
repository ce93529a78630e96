// Anya (Harabor, Grastien, Öz and Aksakalli, "Optimal any-angle pathfinding in practice",
// JAIR 2016): exact shortest any-angle paths on the corner lattice (corners.hpp), online,
// with no preprocessing.
//
// A search node is a root (the start or a convex corner where the path turns) and an
// interval of one lattice row every point of which the root sees. Nodes are either cones
// (the row lies above or below the root) or flat (the row is the root's own). Expanding a
// cone projects its interval through the next row of cells, clipped to the free runs there
// (the observable successors); where an end of the interval is a corner that hides what lies
// beyond it, the path may turn there, and that corner becomes the root of the intervals it
// reveals (the non-observable successors). Intervals are cut at every convex corner, so
// turns happen only at their ends. f is the root's g plus the shortest way from the root
// through the interval to the goal (the goal mirrored through the row when it lies on the
// root's side). A root reached again with a longer g is pruned.
//
// Interval ends are exact rationals (a projection through a corner of a row of the map
// has a denominator below its height); every geometric test is exact. Points where two
// blocked cells touch diagonally are never passed through; a start or goal on one leaves or
// arrives on the side of its own cell, as line_of_sight and leaves_end rule.
//
// The search runs in steps (start, step, finish) as the grid planners do. Memory: 8 bytes
// a lattice point and a bit a cell, kept between searches (the bits made again when the
// grid changes), plus the nodes and roots a search makes.
#pragma once

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "gridnav/algorithm/jps_bits.hpp"
#include "gridnav/anyangle/corners.hpp"
#include "gridnav/search/events.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_options.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav::anyangle {

class Anya {
 public:
  explicit Anya(const Grid& grid);
  ~Anya();
  Anya(const Anya&) = delete;
  Anya& operator=(const Anya&) = delete;

  /// Starts a search from corner query.start to corner query.goal. invalid_input when a
  /// point is off the lattice or its cell (x, y) is not free.
  Status start(const Query& query, const Limits& limits = {});
  /// Expands up to n nodes.
  Status step(std::uint64_t n);
  /// The result; the path is the corners where it turns, its cost the Euclidean length.
  [[nodiscard]] const SearchResult& finish();
  const SearchResult& solve(const Query& query, const Limits& limits = {}) {
    if (start(query, limits) == Status::running) step(std::numeric_limits<std::uint64_t>::max());
    return finish();
  }

  /// closed for the points that have been roots of the search (the start and the corners
  /// where a path turns), unseen for the others; g and parent are those of the roots.
  [[nodiscard]] CellState state(Point p) const noexcept;
  [[nodiscard]] Cost g(Point p) const noexcept;
  [[nodiscard]] std::optional<Point> parent(Point p) const noexcept;
  [[nodiscard]] std::size_t open_size() const noexcept;
  /// Events of the next searches go to `sink` (nullptr: none): begin at the start, generate
  /// for each corner that becomes a root (with the root it turns from), expand for each node
  /// expanded, naming its root (the start's own expansion included), end at the goal;
  /// points name cells (event_cell).
  void set_sink(EventSink* sink) noexcept { sink_ = sink; }

  struct Node;   ///< an interval of a lattice row and its root (anya.cpp)
  struct Entry;  ///< a node in the open list

 private:
  struct Root {
    Point at;
    double g;
    std::uint32_t parent;  ///< the root before it; itself for the start
  };
  class Expansion;  ///< receives the successors of one node (anya.cpp)

  [[nodiscard]] std::uint32_t id(Point p) const noexcept { return std::uint32_t(p.y) * stride_ + std::uint32_t(p.x); }
  [[nodiscard]] const Root* best_root(Point p) const noexcept;
  /// Makes the bit-packed cells again when the grid has changed since.
  void refresh();
  /// A new root at p reached from root `from`, or none when p is already a root with a
  /// shorter g.
  [[nodiscard]] std::optional<std::uint32_t> make_root(Point p, std::uint32_t from);
  void push(const Node& node);
  void stop(Status s, std::uint32_t goal_root);

  const Grid& grid_;
  JpsBitRows free_;             ///< the grid's traversable cells, a bit each, for scans along rows
  std::uint64_t revision_ = 0;  ///< the grid's revision free_ was made at
  std::uint32_t stride_;
  ZeroedArray<std::uint32_t> stamp_;    ///< per lattice point: the search that made it a root
  ZeroedArray<std::uint32_t> root_of_;  ///< per lattice point: its best root record
  std::vector<Root> roots_;
  std::vector<Node> nodes_;  ///< the nodes queued in this search
  std::vector<Entry> open_;  ///< a binary heap of them
  std::vector<Node> fresh_;  ///< the successors of the node being expanded
  std::uint32_t search_ = 0;
  Query query_{};
  Limits limits_{};
  SearchResult result_;
  std::chrono::steady_clock::time_point began_{};
  std::int64_t spent_ns_ = 0;
  EventSink* sink_ = nullptr;
};

}  // namespace gridnav::anyangle
