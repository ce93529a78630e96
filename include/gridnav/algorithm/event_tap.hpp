// The event hook of the searches that keep no open list of their own (IDA*, Fringe Search):
// a pointer to an EventSink (search/events.hpp), null unless one is attached, so a search
// without a sink pays one predictable test per event.
#pragma once

#include "gridnav/search/events.hpp"

namespace gridnav {

class EventTap {
 public:
  void set_sink(EventSink* sink) noexcept { sink_ = sink; }
  [[nodiscard]] bool on() const noexcept { return sink_ != nullptr; }
  /// Reports one event when a sink is attached.
  void operator()(EventKind kind, PaddedId node, PaddedId parent, Cost g, Cost f) const {
    if (sink_) [[unlikely]]
      sink_->on_event(kind, node, parent, g, f);
  }
  /// Reports one event; call only when on().
  void send(EventKind kind, PaddedId node, PaddedId parent, Cost g, Cost f) const {
    sink_->on_event(kind, node, parent, g, f);
  }

 private:
  EventSink* sink_ = nullptr;
};

}  // namespace gridnav
