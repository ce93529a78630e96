// Landmark heuristics (ALT, Goldberg & Harrelson 2005) and the ALTBest_P variant of
// Cazenave's paper, over a table of pre-computed distances shared by every search
// on one grid and one set of move rules.
//
// LandmarkTable
//   P landmark cells and, for each, the least cost from it to every cell
//   ("from" distances, a Dijkstra sweep over the same MoveModel as the searches).
//   On grids whose moves are symmetric (every traversable cell has the same weight,
//   so a move and its reverse cost the same) d(L, n) = d(n, L) and one array per
//   landmark suffices; on weighted grids a second, reverse sweep stores d(n, L) too.
//   Layout: [landmark][padded cell] as float, so ALTBest (one landmark) reads one
//   map-sized array. Memory: 4 bytes x padded cells x P (x 2 on weighted grids),
//   plus 4 bytes per padded cell for the connected components.
//   Distances are exact in float for integer costs below 2^24; otherwise (octile
//   costs, huge maps) the heuristic subtracts the float rounding bound, so it stays
//   admissible (it is then at most ~1e-7 x distance weaker).
//   Components: every traversable cell carries the number of its connected
//   component (moves are reversible under every diagonal rule), so whether a path
//   exists is known before any search, in O(1).
//
// Heuristics (satisfy the Heuristic concept of heuristic/distance.hpp)
//   AltHeuristic<Base>      h(n) = max(Base(n), max_L ALT_L(n))
//   AltBestHeuristic<Base>  at the root (the first cell evaluated after set_goal,
//                           which is always the start in gridnav's searches) picks the
//                           landmark with the highest ALT value, then
//                           h(n) = max(Base(n), ALT_best(n))
//   with ALT_L(n) = |d(L, goal) - d(L, n)| on symmetric grids, and on weighted grids
//   max(d(L, goal) - d(L, n), d(n, L) - d(goal, L)). Both are admissible and
//   consistent (differences of potentials), whatever the landmarks.
//   A heuristic gets its table from bind(), or at construction from the table of the
//   innermost LandmarkBinding alive on the constructing thread (this is how the
//   registry hands a table to engines that construct their heuristic themselves).
//   Without a table they are Base.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/heuristic/distance.hpp"
#include "gridnav/search/concepts.hpp"

namespace gridnav {

enum class LandmarkSelection : std::uint8_t {
  random,    ///< P distinct traversable cells drawn uniformly (the paper)
  farthest,  ///< first one random, each next one the cell farthest from those chosen (Goldberg & Harrelson)
  given,     ///< cells chosen by the caller (LandmarkTable::build_at)
};
[[nodiscard]] std::string_view to_string(LandmarkSelection s) noexcept;
[[nodiscard]] std::optional<LandmarkSelection> parse_landmark_selection(std::string_view s) noexcept;

struct LandmarkOptions {
  std::uint32_t count = 10;  ///< P; 0 gives a table of components only
  LandmarkSelection selection = LandmarkSelection::random;
  std::uint64_t seed = 1;
};

class LandmarkTable {
 public:
  using Distance = float;
  static constexpr Distance kUnreachable = std::numeric_limits<Distance>::infinity();

  /// Pre-computes P landmarks for `grid` under `rules`: P Dijkstra sweeps (2P on weighted
  /// grids) plus one flood fill for the components. Fewer than P landmarks when the grid
  /// has fewer traversable cells. Time O(P x cells x log cells).
  [[nodiscard]] static LandmarkTable build(const Grid& grid, const MoveRules& rules, const LandmarkOptions& options);
  /// The same with the landmark cells given; throws InputError for a cell that is not traversable.
  [[nodiscard]] static LandmarkTable build_at(const Grid& grid, const MoveRules& rules,
                                              const std::vector<Point>& cells);

  /// Table file (util/table_file.hpp): magic "GNLMK3\n\0", then little-endian u32 width, height, connectivity,
  /// diagonal rule, cost profile, landmark count, selection, flags (bit 0: reverse
  /// distances stored), u64 seed, u64 grid fingerprint (grid/grid.hpp), then the
  /// landmark cells (x, y as i32), the components [padded cells] as u32, the distances
  /// [landmark][padded cell] as f32 (from, then to when stored), and last the file's
  /// checksum. Throws InputError when the file
  /// cannot be written.
  void save(const std::string& path) const;
  /// Reads a table saved by save() and checks it against `grid` and `rules`; throws
  /// InputError naming the mismatch (size, rules, map contents) or ParseError for a
  /// damaged file: a length other than the header implies, a checksum mismatch, a file of
  /// an older format ("GNLMK1" without a checksum, "GNLMK2" with FNV-1a; delete it to have
  /// it rebuilt), or a table
  /// that fails the consistency checks against the map: every landmark at distance 0 from
  /// itself, component numbers 0 exactly on blocked cells and equal across every legal
  /// move, distances finite exactly on the landmark's component, and on every legal move
  /// u -> v of cost c: d(L, v) <= d(L, u) + c and d(u, L) <= c + d(v, L) (up to float
  /// rounding for inexact tables). These make every ALT value a lower bound. Time: one
  /// pass over the table per landmark, plus reading it.
  [[nodiscard]] static LandmarkTable load(const std::string& path, const Grid& grid, const MoveRules& rules);

  [[nodiscard]] std::uint32_t count() const noexcept { return std::uint32_t(landmarks_.size()); }
  [[nodiscard]] Point landmark(std::uint32_t i) const noexcept { return landmarks_[i]; }
  [[nodiscard]] const LandmarkOptions& options() const noexcept { return options_; }
  [[nodiscard]] const MoveRules& rules() const noexcept { return rules_; }
  [[nodiscard]] std::int32_t width() const noexcept { return width_; }
  [[nodiscard]] std::int32_t height() const noexcept { return height_; }
  /// True when d(a, b) = d(b, a) on this grid (uniform weights): only "from" arrays kept.
  [[nodiscard]] bool symmetric() const noexcept { return to_.empty(); }
  /// True when every stored distance is exact (integer costs below 2^24).
  [[nodiscard]] bool exact() const noexcept { return exact_; }

  /// d(landmark i, cell): the "from" array of landmark i, [padded cells].
  [[nodiscard]] const Distance* from(std::uint32_t i) const noexcept { return from_.data() + std::size_t(i) * cells_; }
  /// d(cell, landmark i): equal to from(i) on symmetric grids.
  [[nodiscard]] const Distance* to(std::uint32_t i) const noexcept {
    return (to_.empty() ? from_.data() : to_.data()) + std::size_t(i) * cells_;
  }

  /// Component number of a cell (0 for blocked and frame cells; 1.. for traversable ones).
  [[nodiscard]] std::uint32_t component(PaddedId id) const noexcept { return components_[raw(id)]; }
  /// Whether a path from a to b exists (both traversable and in one component).
  [[nodiscard]] bool connected(PaddedId a, PaddedId b) const noexcept {
    return component(a) != 0 && component(a) == component(b);
  }
  /// The paper's test (section V.D): some landmark reaches one of a, b and not the other,
  /// so no path links them. Weaker than connected() (it needs a landmark on one side).
  [[nodiscard]] bool landmarks_prove_separated(PaddedId a, PaddedId b) const noexcept;
  /// The paper's converse: some landmark reaches both, so a path exists.
  [[nodiscard]] bool landmarks_prove_path(PaddedId a, PaddedId b) const noexcept;
  /// min over landmarks of d(a, L) + d(L, b): the cost of a real path from a to b, or
  /// infinity (rounded up by a relative 2^-22 when the stored distances are not exact).
  [[nodiscard]] Cost upper_bound(PaddedId a, PaddedId b) const noexcept;

  /// Bytes held (distances + components).
  [[nodiscard]] std::size_t bytes() const noexcept;
  /// Wall time build() took (0 for a loaded table), and for load() the reading time.
  [[nodiscard]] std::int64_t build_ns() const noexcept { return build_ns_; }
  [[nodiscard]] std::uint64_t grid_fingerprint() const noexcept { return fingerprint_; }

 private:
  static LandmarkTable build_impl(const Grid& grid, const MoveRules& rules, const LandmarkOptions& options,
                                  const std::vector<Point>* given);
  /// The consistency checks of load(); throws ParseError naming `path` and the first failure.
  void check_consistency(const Grid& grid, const std::string& path) const;
  std::int32_t width_ = 0, height_ = 0;
  std::size_t cells_ = 0;  // padded
  MoveRules rules_;
  LandmarkOptions options_;
  std::uint64_t fingerprint_ = 0;
  bool exact_ = true;
  std::int64_t build_ns_ = 0;
  std::vector<Point> landmarks_;
  std::vector<std::uint32_t> components_;
  std::vector<Distance> from_;
  std::vector<Distance> to_;
};

/// Least cost from `source` to every padded cell ([padded cells], infinity where
/// unreachable); with reverse = true, least cost from every cell to `source`. A plain
/// Dijkstra (binary heap, lazy deletion) over the MoveModel; used by LandmarkTable.
[[nodiscard]] std::vector<double> dijkstra_sweep(const MoveModel& moves, PaddedId source, bool reverse = false);

/// One table per (grid contents, rules, options), shared by every planner that asks for
/// it while one is alive (the registry's landmark cache). Thread-safe. A table is built
/// the first time it is asked for and freed when its last user goes.
[[nodiscard]] std::shared_ptr<const LandmarkTable> shared_landmark_table(const Grid& grid, const MoveRules& rules,
                                                                         const LandmarkOptions& options);

/// While alive, heuristics constructed on this thread without an explicit table use
/// `table` (RAII; nests). See the header comment.
class LandmarkBinding {
 public:
  explicit LandmarkBinding(std::shared_ptr<const LandmarkTable> table);
  ~LandmarkBinding();
  LandmarkBinding(const LandmarkBinding&) = delete;
  LandmarkBinding& operator=(const LandmarkBinding&) = delete;
  /// The innermost binding's table on this thread, or null.
  [[nodiscard]] static std::shared_ptr<const LandmarkTable> current();

 private:
  std::shared_ptr<const LandmarkTable> previous_;
};

namespace detail {

/// What ALT heuristics share: the table, the goal's distances, the rounding margin.
class AltBase {
 public:
  void bind(std::shared_ptr<const LandmarkTable> table) noexcept { table_ = std::move(table); }
  /// Whether every value is an integer / f never drops along a move, given the same of the
  /// base heuristic (open lists such as the bucket queue use this). The rounding margin of
  /// inexact tables makes the values neither.
  [[nodiscard]] bool table_exact() const noexcept { return !table_ || table_->exact(); }
  [[nodiscard]] const std::shared_ptr<const LandmarkTable>& table() const noexcept { return table_; }

 protected:
  AltBase(const Grid& grid) : grid_(&grid), table_(LandmarkBinding::current()) {}

  void aim(Point goal) {
    active_.clear();
    if (!table_) return;
    const PaddedId g = grid_->pad(goal);
    for (std::uint32_t i = 0; i < table_->count(); ++i) {
      const double df = table_->from(i)[raw(g)], dt = table_->to(i)[raw(g)];
      if (std::isfinite(df) && std::isfinite(dt)) active_.push_back({i, df, dt});
    }
  }

  /// ALT value of landmark slot k at cell id (0 when the cell is out of its reach).
  [[nodiscard]] Cost alt(std::size_t k, PaddedId id) const noexcept {
    const Landmark& l = active_[k];
    const double nf = table_->from(l.index)[raw(id)];
    if (!std::isfinite(nf)) return 0;
    double v;
    if (table_->symmetric()) {
      v = std::abs(l.goal_from - nf);
      if (!table_->exact()) v -= (l.goal_from + nf) * kMargin;
    } else {
      const double nt = table_->to(l.index)[raw(id)];
      v = std::max(l.goal_from - nf, nt - l.goal_to);
      if (!table_->exact()) v -= (l.goal_from + nf + nt + l.goal_to) * kMargin;
    }
    return v;
  }

  struct Landmark {
    std::uint32_t index;
    double goal_from, goal_to;  // d(L, goal), d(goal, L)
  };
  static constexpr double kMargin = 0x1.0p-23;  // two float roundings, relative
  const Grid* grid_;
  std::shared_ptr<const LandmarkTable> table_;
  std::vector<Landmark> active_;  // landmarks that reach the goal (both ways)
};

}  // namespace detail

namespace detail {
/// AltBase plus the coordinate heuristic it takes the maximum with, and the properties
/// both landmark heuristics derive from the two.
template <Heuristic Base>
class AltOver : public AltBase {
 public:
  AltOver(const Grid& grid, const MoveModel& moves) : AltBase(grid), base_(grid, moves) {}
  [[nodiscard]] bool integral() const noexcept { return table_exact() && base_.integral(); }
  [[nodiscard]] bool consistent() const noexcept { return table_exact() && base_.consistent(); }

 protected:
  Base base_;
};
}  // namespace detail

template <Heuristic Base = OctileHeuristic>
class AltHeuristic : public detail::AltOver<Base> {
 public:
  using detail::AltOver<Base>::AltOver;
  void set_goal(Point goal) {
    this->base_.set_goal(goal);
    this->aim(goal);
  }
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept {
    Cost h = this->base_(id);
    for (std::size_t k = 0; k < this->active_.size(); ++k) h = std::max(h, this->alt(k, id));
    return h;
  }
};

template <Heuristic Base = OctileHeuristic>
class AltBestHeuristic : public detail::AltOver<Base> {
 public:
  using detail::AltOver<Base>::AltOver;
  void set_goal(Point goal) {
    this->base_.set_goal(goal);
    this->aim(goal);
    chosen_ = kUnchosen;
  }
  [[nodiscard]] Cost operator()(PaddedId id) const noexcept {
    if (chosen_ == kUnchosen) choose(id);
    const Cost h = this->base_(id);
    return chosen_ == kNone ? h : std::max(h, this->alt(chosen_, id));
  }
  /// The landmark slot picked at the root (index into the table), or -1.
  [[nodiscard]] std::int64_t chosen_landmark() const noexcept {
    return chosen_ < this->active_.size() ? std::int64_t(this->active_[chosen_].index) : -1;
  }

 private:
  void choose(PaddedId root) const noexcept {
    chosen_ = kNone;
    Cost best = 0;
    for (std::size_t k = 0; k < this->active_.size(); ++k)
      if (const Cost v = this->alt(k, root); v > best) {
        best = v;
        chosen_ = k;
      }
  }
  static constexpr std::size_t kUnchosen = std::numeric_limits<std::size_t>::max();
  static constexpr std::size_t kNone = kUnchosen - 1;
  mutable std::size_t chosen_ = kUnchosen;  // picked lazily at the root, see the header comment
};

/// ALT (every landmark) or ALTBest (the landmark best at the root) over the octile
/// distance, as an extension of DistanceHeuristic: the registry's searches take it without
/// an engine of their own. Its values are those of AltHeuristic<OctileHeuristic> and
/// AltBestHeuristic<OctileHeuristic>; the table is the binding's (LandmarkBinding).
class LandmarkExtension final : public HeuristicExtension, private detail::AltBase {
 public:
  LandmarkExtension(const Grid& grid, const MoveModel& moves, bool best_only)
      : AltBase(grid), octile_(grid, moves), best_only_(best_only) {}
  void set_goal(Point goal) override {
    octile_.set_goal(goal);
    aim(goal);
    chosen_ = kUnchosen;
  }
  [[nodiscard]] Cost at(Point p) const override {
    const PaddedId id = grid_->pad(p);
    Cost h = octile_.at(p);
    if (!best_only_) {
      for (std::size_t k = 0; k < active_.size(); ++k) h = std::max(h, alt(k, id));
      return h;
    }
    if (chosen_ == kUnchosen) {  // the root: the first cell estimated after set_goal
      chosen_ = kNone;
      Cost best = 0;
      for (std::size_t k = 0; k < active_.size(); ++k)
        if (const Cost v = alt(k, id); v > best) {
          best = v;
          chosen_ = k;
        }
    }
    return chosen_ == kNone ? h : std::max(h, alt(chosen_, id));
  }
  [[nodiscard]] bool consistent() const override { return table_exact() && octile_.consistent(); }
  [[nodiscard]] bool integral() const override { return table_exact() && octile_.integral(); }

 private:
  static constexpr std::size_t kUnchosen = std::numeric_limits<std::size_t>::max();
  static constexpr std::size_t kNone = kUnchosen - 1;
  OctileHeuristic octile_;
  bool best_only_;
  mutable std::size_t chosen_ = kUnchosen;
};

}  // namespace gridnav
