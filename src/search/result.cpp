#include "gridnav/search/result.hpp"

#include <array>
#include <charconv>
#include <cmath>

#include "gridnav/error.hpp"

namespace gridnav {

std::chrono::nanoseconds time_limit_from_ms(double ms) {
  if (ms == 0) return std::chrono::nanoseconds{0};
  if (!(std::isfinite(ms) && ms > 0 && ms <= kMaxTimeLimitMs)) {
    std::array<char, 32> text{};
    const auto end = std::to_chars(text.data(), text.data() + text.size(), ms).ptr;
    throw InputError("time limit " + std::string(text.data(), end) +
                     " ms is not a number of milliseconds from 0 (no limit) to 1e9");
  }
  return std::chrono::nanoseconds(std::int64_t(std::ceil(ms * 1e6)));
}

std::string_view to_string(Status s) noexcept {
  switch (s) {
    case Status::running:
      return "running";
    case Status::found:
      return "found";
    case Status::no_path:
      return "no_path";
    case Status::invalid_input:
      return "invalid_input";
    case Status::budget_exhausted:
      return "budget_exhausted";
    case Status::partial:
      return "partial";
  }
  return "unknown";
}

namespace {
std::string describe(const char* role, Point p) {
  return std::string(role) + " (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
}
}  // namespace

std::string validate_query(const Grid& grid, const Query& q) {
  const std::string size = std::to_string(grid.width()) + "x" + std::to_string(grid.height());
  for (auto [role, p] : {std::pair{"start", q.start}, std::pair{"goal", q.goal}}) {
    if (!grid.in_bounds(p)) return describe(role, p) + " is outside the " + size + " grid";
    if (grid.weight(p) == kBlocked) return describe(role, p) + " is a blocked cell";
  }
  return {};
}

Cost path_cost(const MoveModel& moves, const std::vector<Point>& path) {
  if (path.empty()) return kInfiniteCost;
  if (!moves.grid().passable(path.front())) return kInfiniteCost;
  Cost total = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const auto step = moves.move_cost(path[i - 1], path[i]);
    if (!step) return kInfiniteCost;
    total += *step;
  }
  return total;
}

}  // namespace gridnav
