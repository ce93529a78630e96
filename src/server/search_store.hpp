// Finished searches, kept so that clients can fetch their events (and traces and renders)
// after the answer: the most recently used ones, within a memory budget; older ones are
// forgotten and their IDs answer 404.
#pragma once

#include <cstdint>
#include <list>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "gridnav/api/param.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/grid/moves.hpp"
#include "gridnav/search/events.hpp"

namespace gridnav::server {

struct FinishedSearch {
  std::string id;
  std::shared_ptr<const Grid> grid;  ///< the map searched (after the changes, for navigators)
  bool owns_grid = false;            ///< the grid is this search's own (counted in bytes())
  std::string map_name;
  MoveRules rules;
  Config spec;
  bool navigator = false;
  Point start, goal;
  std::vector<Point> path;
  bool any_angle = false;  ///< the path's points are cell corners
  std::vector<SearchEvent> events;
  nlohmann::json answer;  ///< what POST /api/search answered

  /// Memory held, roughly: the events, the path, the answer and an owned grid.
  [[nodiscard]] std::uint64_t bytes() const noexcept;
};

class SearchStore {
 public:
  explicit SearchStore(std::uint64_t budget_bytes) : budget_(budget_bytes) {}

  /// A fresh ID: "s1", "s2", ...
  [[nodiscard]] std::string next_id();
  /// Keeps `search` as the most recent, forgetting the least recently used ones until the
  /// kept bytes fit the budget (a search larger than the whole budget is not kept).
  void add(std::shared_ptr<const FinishedSearch> search);
  /// The search with that ID, now the most recently used; nullptr when forgotten or unknown.
  [[nodiscard]] std::shared_ptr<const FinishedSearch> get(const std::string& id);

  [[nodiscard]] std::size_t size() const;
  [[nodiscard]] std::uint64_t bytes() const;
  [[nodiscard]] std::uint64_t budget() const noexcept { return budget_; }

 private:
  using Order = std::list<std::shared_ptr<const FinishedSearch>>;
  mutable std::mutex mutex_;
  std::uint64_t budget_;
  std::uint64_t bytes_ = 0;
  std::uint64_t counter_ = 0;
  Order order_;  // most recent first
  std::unordered_map<std::string, Order::iterator> index_;
};

}  // namespace gridnav::server
