// Search events: what a search did, node by node, for viewers, traces and renders.
//
// A planner that reports events (Planner::attach) calls an EventSink as it runs:
//   begin     a search starts at `node` (the start cell; parent is kNoCell)
//   generate  `node` entered the open list from `parent`, or its g dropped
//   expand    `node` was taken from the open list and expanded
//   close     `node` was left for good (depth-first searches: IDA* backs out of it)
//   end       the search reached its goal `node`
// The dynamic planners (dynamic/navigator.hpp) report each replan as begin ... end.
//
// Searches report events only when a sink is attached. The catalog's best-first engines
// run EventObserver (or CountingObserver, which counts as well): a pointer test per event
// while no sink is attached, and the same search, node for node, when one is.
#pragma once

#include <cstdint>
#include <vector>

#include "gridnav/grid/cell.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/observer.hpp"

namespace gridnav {

enum class EventKind : std::uint8_t { begin, generate, expand, close, end };
[[nodiscard]] constexpr const char* to_string(EventKind k) noexcept {
  constexpr const char* kNames[] = {"begin", "generate", "expand", "close", "end"};
  return kNames[static_cast<int>(k)];
}

class EventSink {
 public:
  virtual ~EventSink() = default;
  /// One event. `parent` is kNoCell when there is none; g and f may be infinite (D*'s RAISE).
  virtual void on_event(EventKind kind, PaddedId node, PaddedId parent, Cost g, Cost f) = 0;
};

/// The best-first engine's observer that passes its events to a sink when one is set and
/// counts nothing: it has none of the optional counting hooks (search/concepts.hpp), so
/// the engine runs exactly as with NullObserver, plus a pointer test per event.
class EventObserver : public NullObserver {
 public:
  void on_start(PaddedId start, PaddedId goal) noexcept {
    goal_ = goal;
    if (sink_) [[unlikely]]
      sink_->on_event(EventKind::begin, start, kNoCell, 0, 0);
  }
  void on_expand(PaddedId node, Cost g, Cost f) noexcept {
    if (sink_) [[unlikely]] {
      sink_->on_event(EventKind::expand, node, kNoCell, g, f);
      if (node == goal_) sink_->on_event(EventKind::end, node, kNoCell, g, f);
    }
  }
  void on_generate(PaddedId node, PaddedId parent, Cost g, Cost f, Generation /*how*/) noexcept {
    if (sink_) [[unlikely]]
      sink_->on_event(EventKind::generate, node, parent, g, f);
  }
  /// Events go to `sink` from the next search on (nullptr: none).
  void set_sink(EventSink* sink) noexcept { sink_ = sink; }

 private:
  EventSink* sink_ = nullptr;
  PaddedId goal_ = kNoCell;
};

/// One recorded event, in map coordinates.
struct SearchEvent {
  EventKind kind = EventKind::generate;
  Point cell;
  Point parent{-1, -1};  ///< (-1, -1) when there is none
  Cost g = 0;
  Cost f = 0;
  [[nodiscard]] bool has_parent() const noexcept { return parent.x >= 0; }
};

/// Keeps every event in memory, up to a cap (0: none), past which it only counts.
class EventRecorder final : public EventSink {
 public:
  explicit EventRecorder(const Grid& grid, std::size_t cap = 0) : grid_(&grid), cap_(cap) {}

  void on_event(EventKind kind, PaddedId node, PaddedId parent, Cost g, Cost f) override {
    ++counts_[static_cast<int>(kind)];
    if (cap_ != 0 && events_.size() >= cap_) {
      truncated_ = true;
      return;
    }
    SearchEvent e{kind, grid_->unpad(node), Point{-1, -1}, g, f};
    if (parent != kNoCell) e.parent = grid_->unpad(parent);
    events_.push_back(e);
  }

  [[nodiscard]] const std::vector<SearchEvent>& events() const noexcept { return events_; }
  /// Events of one kind seen, recorded or not.
  [[nodiscard]] std::uint64_t count(EventKind k) const noexcept { return counts_[static_cast<int>(k)]; }
  /// True when the cap dropped events.
  [[nodiscard]] bool truncated() const noexcept { return truncated_; }
  void clear() noexcept {
    events_.clear();
    for (auto& c : counts_) c = 0;
    truncated_ = false;
  }

 private:
  const Grid* grid_;
  std::size_t cap_;
  std::vector<SearchEvent> events_;
  std::uint64_t counts_[5] = {};
  bool truncated_ = false;
};

}  // namespace gridnav
