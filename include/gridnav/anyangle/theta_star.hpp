// Theta* (Nash, Daniel, Koenig and Felner, AAAI 2007) and Lazy Theta* (Nash, Koenig and
// Tovey, AAAI 2010) on the corner lattice (corners.hpp).
//
// Both are A* over the lattice's points with their eight neighbours, g the length of the
// path of straight segments through the parents, h the straight distance to the goal.
// Theta* gives a generated point the parent of the point expanded when that parent sees it
// (line_of_sight), else the expanded point itself. Lazy Theta* assumes the sight at
// generation and checks it once, when the point is expanded, falling back to its best
// closed neighbour: far fewer sight tests for paths a little longer. Neither is optimal;
// their paths are valid and never shorter than the optimum (visibility_graph.hpp, anya).
//
// The search runs in steps (start, step, finish) as the grid planners do, and reports
// events (set_sink); a double corner
// is never a point of the path except as its start or goal. Points are ids y * (width + 1)
// + x. Memory: 17 bytes a lattice point, kept between searches (stamped).
#pragma once

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

#include "gridnav/anyangle/corners.hpp"
#include "gridnav/search/events.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_options.hpp"
#include "gridnav/util/zeroed_array.hpp"

namespace gridnav::anyangle {

class ThetaStar {
 public:
  ThetaStar(const Grid& grid, bool lazy);

  /// Starts a search from corner query.start to corner query.goal. invalid_input when a
  /// point is off the lattice or its cell (x, y) is not free.
  Status start(const Query& query, const Limits& limits = {});
  /// Expands up to n points.
  Status step(std::uint64_t n);
  /// The result; the path is the corners where it turns, its cost the Euclidean length.
  [[nodiscard]] const SearchResult& finish();
  const SearchResult& solve(const Query& query, const Limits& limits = {}) {
    if (start(query, limits) == Status::running) step(std::numeric_limits<std::uint64_t>::max());
    return finish();
  }

  [[nodiscard]] CellState state(Point p) const noexcept;
  [[nodiscard]] Cost g(Point p) const noexcept;
  [[nodiscard]] std::optional<Point> parent(Point p) const noexcept;
  [[nodiscard]] std::size_t open_size() const noexcept { return heap_.size(); }
  /// Events of the next searches go to `sink` (nullptr: none): begin at the start, generate
  /// for each point reached or improved (with the parent it takes), expand for each point
  /// closed, end at the goal; points name cells (event_cell).
  void set_sink(EventSink* sink) noexcept { sink_ = sink; }
  /// Line-of-sight tests of the last search.
  [[nodiscard]] std::uint64_t sight_tests() const noexcept { return sight_tests_; }

 private:
  struct Entry {
    double f, g;
    std::uint32_t id;
  };
  [[nodiscard]] std::uint32_t id(Point p) const noexcept { return std::uint32_t(p.y) * stride_ + std::uint32_t(p.x); }
  [[nodiscard]] Point point(std::uint32_t i) const noexcept {
    return {std::int32_t(i % stride_), std::int32_t(i / stride_)};
  }
  [[nodiscard]] bool seen(std::uint32_t i) const noexcept { return stamp_[i] == search_; }
  [[nodiscard]] bool sees(Point a, Point b);
  [[nodiscard]] bool may_visit(Point p) const noexcept;
  void push(std::uint32_t i, double g, std::uint32_t parent);
  void expand(std::uint32_t i);
  void set_vertex(std::uint32_t i);
  void stop(Status s);

  const Grid& grid_;
  bool lazy_;
  std::uint32_t stride_;
  // Per lattice point, zero until a search reaches it (g, parent and closed are read only
  // where the stamp is the search's).
  ZeroedArray<std::uint32_t> stamp_;  // search number when the point was first generated
  ZeroedArray<double> g_;
  ZeroedArray<std::uint32_t> parent_;
  ZeroedArray<std::uint8_t> closed_;
  std::vector<Entry> heap_;
  std::uint32_t search_ = 0;
  Query query_{};
  Limits limits_{};
  SearchResult result_;
  std::uint64_t sight_tests_ = 0;
  EventSink* sink_ = nullptr;
  std::chrono::steady_clock::time_point began_{};
  std::int64_t spent_ns_ = 0;
};

}  // namespace gridnav::anyangle
