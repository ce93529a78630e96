// What the page's "s" (node states) and "t" (search tree) overlays show for one agent: the
// state and parent of every cell its planner has touched since its last fresh search, built
// from the begin ... end groups its replans report (search/events.hpp).
//
// A group starts afresh when its root differs from the previous group's (a new goal, LPA*
// starting over from the agent, repeated A* from a new cell) or when the first cell it expands
// is its root (a search from scratch: every repeated-A* replan, the first plan of D*, Focused
// D* and D* Lite). Otherwise it repairs the previous search, as D*, Focused D*, D* Lite and
// LPA* replans do, and its events update the states kept so far. So an incremental planner's
// picture is its whole search graph, and repeated A*'s is its last search.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <span>
#include <unordered_map>
#include <vector>

#include "gridnav/search/events.hpp"

namespace gridnav::server {

class SearchPicture {
 public:
  /// Takes in a tick's events (any number of groups) of a world `width` cells wide.
  /// `truncated`: the recorder dropped events past its cap.
  void absorb(std::span<const SearchEvent> events, std::int32_t width, std::uint64_t tick, bool truncated);

  /// {"serial", "tick", "fresh_tick", "root", "open", "closed", "tree", "recent", "truncated"}:
  /// cells as row-major indices y x W + x; tree as child, parent, child, parent, ...; recent
  /// the cells the last replan expanded.
  [[nodiscard]] nlohmann::json to_json() const;

 private:
  struct Cell {
    std::uint8_t state = 0;  // 1 open, 2 closed
    std::int64_t parent = -1;
  };
  void absorb_group(std::span<const SearchEvent> group, std::int32_t width);

  std::uint64_t serial_ = 0;  // groups taken in
  std::uint64_t tick_ = 0, fresh_tick_ = 0;
  std::int64_t root_ = -1;
  std::unordered_map<std::uint32_t, Cell> cells_;
  std::vector<std::uint32_t> recent_;
  bool truncated_ = false;
};

}  // namespace gridnav::server
