// The planner facade: one virtual interface over every search, for the edges of
// the system (command line, lab, bindings, viewer). The hot loops stay templated
// inside; a call through Planner costs one virtual dispatch per start/step/finish,
// not per node.
#pragma once

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <string>

#include "gridnav/api/param.hpp"
#include "gridnav/search/best_first.hpp"
#include "gridnav/search/counters.hpp"
#include "gridnav/search/events.hpp"
#include "gridnav/search/result.hpp"

namespace gridnav {

/// What a made planner is: its full configuration (defaults filled in) and whether
/// it guarantees optimal costs under the move rules it was made for.
struct PlannerInfo {
  Config spec;
  MoveRules rules;
  bool optimal = true;
  std::string note;  ///< why it is not optimal, when it is not
  /// Work done once when the planner was made, apart from any search's time: the
  /// landmark table (heuristic/landmarks.hpp). A table shared with other planners on the
  /// same grid and rules reports the time it took when it was built.
  std::int64_t precompute_ns = 0;
  std::size_t precompute_bytes = 0;
  /// The path is corners of cells joined by straight segments, the cost their Euclidean
  /// length (its catalog entry's EntryTraits::any_angle).
  bool any_angle = false;
  /// The path is cells whose centres straight segments join (smooth=on), the cost their
  /// Euclidean length.
  bool smoothed = false;
};

class Planner {
 public:
  virtual ~Planner() = default;

  virtual Status start(const Query& query, const Limits& limits = {}) = 0;
  virtual Status step(std::uint64_t n = 1) = 0;
  virtual const SearchResult& finish() = 0;
  const SearchResult& solve(const Query& query, const Limits& limits = {}) {
    if (start(query, limits) == Status::running) step(std::numeric_limits<std::uint64_t>::max());
    return finish();
  }

  // Inspection between steps (for viewers and tests).
  [[nodiscard]] virtual CellState state(Point p) const = 0;
  [[nodiscard]] virtual Cost g(Point p) const = 0;
  [[nodiscard]] virtual std::optional<Point> parent(Point p) const = 0;
  [[nodiscard]] virtual std::size_t open_size() const = 0;
  /// Operation counts of the last search, when the planner counts them (made with stats=on).
  [[nodiscard]] virtual std::optional<OperationCounts> counts() const { return std::nullopt; }
  /// Sends the events of the next searches to `sink` (nullptr detaches; search/events.hpp).
  /// False when this planner reports no events (its catalog entry says so:
  /// EntryTraits::reports_events); attaching changes neither the search nor its counts.
  virtual bool attach(EventSink* /*sink*/) { return false; }

  [[nodiscard]] const PlannerInfo& info() const noexcept { return info_; }
  /// For factories whose precomputation happens inside the search's constructor (JPS+):
  /// records its time and memory once the planner is made.
  void note_precompute(std::int64_t ns, std::size_t bytes) noexcept {
    info_.precompute_ns = ns;
    info_.precompute_bytes = bytes;
  }

 protected:
  explicit Planner(PlannerInfo info) : info_(std::move(info)) {}

 private:
  PlannerInfo info_;
};

/// Adapts any engine with the BestFirstSearch interface (start, step, finish, state, g,
/// parent) to Planner.
template <class Search>
class SearchPlanner final : public Planner {
 public:
  template <class... Args>
  explicit SearchPlanner(PlannerInfo info, Args&&... args)
      : Planner(std::move(info)), search_(std::forward<Args>(args)...) {}

  Status start(const Query& query, const Limits& limits) override { return search_.start(query, limits); }
  Status step(std::uint64_t n) override { return search_.step(n); }
  const SearchResult& finish() override { return search_.finish(); }
  [[nodiscard]] CellState state(Point p) const override { return search_.state(p); }
  [[nodiscard]] Cost g(Point p) const override { return search_.g(p); }
  [[nodiscard]] std::optional<Point> parent(Point p) const override { return search_.parent(p); }
  /// The open list's size, or the search's own open_size() (IDA*: depth of the current
  /// path; Fringe Search: the fringe's length) for searches without an open list.
  [[nodiscard]] std::size_t open_size() const override {
    if constexpr (requires { search_.open_size(); }) {
      return search_.open_size();
    } else {
      return search_.open_list().size();
    }
  }
  [[nodiscard]] std::optional<OperationCounts> counts() const override {
    if constexpr (requires { search_.observer().counts(); }) {
      OperationCounts c = search_.observer().counts();
      const SearchStats& s = search_.result().stats;
      c.expanded = s.expanded;  // the engine's own counters include the start node
      c.generated = s.generated;
      c.reopened = s.reopened;
      c.improved = s.improved;
      return c;
    } else {
      return std::nullopt;
    }
  }
  bool attach(EventSink* sink) override {
    if constexpr (requires { search_.observer().set_sink(sink); }) {
      search_.observer().set_sink(sink);
      return true;
    } else if constexpr (requires { search_.set_sink(sink); }) {
      search_.set_sink(sink);
      return true;
    } else {
      return false;
    }
  }
  [[nodiscard]] Search& search() noexcept { return search_; }

 private:
  Search search_;
};

/// A search made without counting, whose engine has no hook to report events through
/// (NullObserver compiles them away), paired with a twin that searches node for node as it
/// does and reports them. attach() runs the next searches on the twin, made on first use,
/// and frees the quiet engine if it has not searched yet (a planner watched from the start,
/// as the server's, holds one engine's per-cell arrays, not two); detaching returns to the
/// quiet engine, made again if need be. The quiet engine is made with the planner, so a
/// configuration it refuses fails there. The configuration, the path and every count stay
/// those of the planner asked for, and counts() stays empty as its configuration says.
class RecordablePlanner final : public Planner {
 public:
  using Maker = std::function<std::unique_ptr<Planner>()>;
  RecordablePlanner(PlannerInfo info, Maker make_quiet, Maker make_recording)
      : Planner(std::move(info)),
        make_quiet_(std::move(make_quiet)),
        make_recording_(std::move(make_recording)),
        quiet_(make_quiet_()),
        active_(quiet_.get()) {}

  Status start(const Query& query, const Limits& limits) override {
    if (sink_ == nullptr) {
      if (!quiet_) quiet_ = make_quiet_();
      active_ = quiet_.get();
      quiet_searched_ = true;
    } else {
      active_ = recording_.get();
    }
    return active_->start(query, limits);
  }
  Status step(std::uint64_t n) override { return active_->step(n); }
  const SearchResult& finish() override { return active_->finish(); }
  [[nodiscard]] CellState state(Point p) const override { return active_->state(p); }
  [[nodiscard]] Cost g(Point p) const override { return active_->g(p); }
  [[nodiscard]] std::optional<Point> parent(Point p) const override { return active_->parent(p); }
  [[nodiscard]] std::size_t open_size() const override { return active_->open_size(); }
  bool attach(EventSink* sink) override {
    if (sink == nullptr) {
      if (recording_) recording_->attach(nullptr);
      sink_ = nullptr;
      return true;
    }
    if (!recording_) recording_ = make_recording_();
    if (!recording_->attach(sink)) return false;
    sink_ = sink;
    if (!quiet_searched_ && quiet_) {
      active_ = recording_.get();
      quiet_.reset();
    }
    return true;
  }

 private:
  Maker make_quiet_, make_recording_;
  std::unique_ptr<Planner> quiet_, recording_;
  Planner* active_;  ///< the engine of the last search begun (inspection reads it)
  EventSink* sink_ = nullptr;
  bool quiet_searched_ = false;
};

}  // namespace gridnav
