// Shortest paths inside one rectangle of a grid (a cluster of HPA*, hpa_graph.hpp): Dijkstra
// from one cell, every move staying inside the box, forward (costs of paths from the cell)
// or backward (costs of paths to it: a move into a cell costs its weight, so the two differ
// on weighted maps). Its arrays are sized once to the largest box and reused, so a search
// allocates nothing; a search number tells this search's cells from earlier ones.
#pragma once

#include <cstdint>
#include <optional>
#include <queue>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav::hpa {

/// Columns [x0, x1) and rows [y0, y1) of a grid.
struct Box {
  std::int32_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  [[nodiscard]] bool contains(Point p) const noexcept { return p.x >= x0 && p.x < x1 && p.y >= y0 && p.y < y1; }
  [[nodiscard]] std::int32_t width() const noexcept { return x1 - x0; }
  [[nodiscard]] std::int32_t height() const noexcept { return y1 - y0; }
};

class BoxSearch {
 public:
  /// For boxes of at most `side` x `side` cells of `moves`' grid.
  BoxSearch(const MoveModel& moves, std::int32_t side);

  /// Searches `box` from `from` (forward) or towards it (backward), until every cell is
  /// settled or, when given, `stop` is: then as A*, led by the octile distance to `stop`
  /// scaled by the grid's least weight (consistent, so the cost found is the least).
  void run(const Box& box, Point from, bool backward, std::optional<Point> stop = std::nullopt);
  /// The cost between the search's cell and p (infinite when p was not reached or is outside).
  [[nodiscard]] Cost cost(Point p) const noexcept;
  /// Appends the path between the search's cell and a reached cell p, in the direction of
  /// travel: from the cell to p forward, from p to the cell backward.
  void append_path(Point p, std::vector<Point>& out) const;
  /// Cells settled by all searches so far.
  [[nodiscard]] std::uint64_t expanded() const noexcept { return expanded_; }

 private:
  [[nodiscard]] std::int32_t local(Point p) const noexcept { return (p.y - box_.y0) * box_.width() + (p.x - box_.x0); }
  [[nodiscard]] Point cell(std::int32_t i) const noexcept {
    return {box_.x0 + i % box_.width(), box_.y0 + i / box_.width()};
  }
  [[nodiscard]] bool mine(std::int32_t i) const noexcept { return stamp_[std::size_t(i)] == search_; }

  MoveModel moves_;
  Box box_;
  bool backward_ = false;
  std::uint32_t search_ = 0;
  std::vector<std::uint32_t> stamp_;
  std::vector<Cost> g_;
  std::vector<std::int32_t> parent_;
  struct Entry {
    Cost f, g;
    std::int32_t cell;
  };
  std::vector<Entry> heap_;  // a binary heap; an entry whose g is no longer the cell's is skipped
  std::uint64_t expanded_ = 0;
};

}  // namespace gridnav::hpa
