// What every search of a grid offers around its own loop, written once: the cells'
// inspection between steps (state, g, parent), solve() as start + step + finish, and the
// frame of finish() (status, the path written once, the time).
//
//   class MySearch : public SearchFrame<MySearch> {
//    public:
//     const Grid& grid() const noexcept;
//     std::optional<CellView> view(PaddedId id) const noexcept;  // nullopt: not reached
//     Status start(const Query&, const Limits&);  Status step(std::uint64_t);
//     const SearchResult& finish() { return finish_result(result_, status_, [&] { ... }); }
//   };
#pragma once

#include <chrono>
#include <cstdint>
#include <limits>
#include <optional>

#include "gridnav/grid/grid.hpp"
#include "gridnav/search/result.hpp"
#include "gridnav/search/search_options.hpp"

namespace gridnav {

using SearchClock = std::chrono::steady_clock;

[[nodiscard]] inline std::int64_t elapsed_ns(SearchClock::time_point t0) noexcept {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(SearchClock::now() - t0).count();
}

/// What a search knows of a cell it reached in its current query.
struct CellView {
  bool open = false;  ///< on its frontier (open list, fringe, current path)
  Cost g = kInfiniteCost;
  PaddedId parent = kNoCell;
};

/// Ends a search's answer: its status, the path and cost written by `write_path` once the
/// goal was found (not again on a second call), the time spent added to its stats.
template <class WritePath>
const SearchResult& finish_result(SearchResult& result, Status status, WritePath&& write_path) {
  const auto t0 = SearchClock::now();
  result.status = status;
  if (status == Status::found && result.path.empty()) write_path();
  result.stats.time_ns += elapsed_ns(t0);
  return result;
}

template <class Search>
class SearchFrame {
 public:
  /// One call: start, run to the end (or the limits), finish.
  const SearchResult& solve(const Query& query, const Limits& limits = {}) {
    Search& s = static_cast<Search&>(*this);
    if (s.start(query, limits) == Status::running) s.step(std::numeric_limits<std::uint64_t>::max());
    return s.finish();
  }

  // ---- inspection (valid between steps) ----
  [[nodiscard]] CellState state(Point p) const noexcept {
    const std::optional<CellView> v = cell(p);
    return !v ? CellState::unseen : v->open ? CellState::open : CellState::closed;
  }
  /// g of a reached cell (infinity otherwise).
  [[nodiscard]] Cost g(Point p) const noexcept {
    const std::optional<CellView> v = cell(p);
    return v ? v->g : kInfiniteCost;
  }
  /// Parent of a reached cell, or nullopt for the start and cells not reached.
  [[nodiscard]] std::optional<Point> parent(Point p) const noexcept {
    const std::optional<CellView> v = cell(p);
    if (!v || v->parent == kNoCell) return std::nullopt;
    return static_cast<const Search&>(*this).grid().unpad(v->parent);
  }

 private:
  [[nodiscard]] std::optional<CellView> cell(Point p) const noexcept {
    const Search& s = static_cast<const Search&>(*this);
    if (!s.grid().in_bounds(p)) return std::nullopt;
    return s.view(s.grid().pad(p));
  }
};

}  // namespace gridnav
