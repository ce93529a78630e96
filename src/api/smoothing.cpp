// smooth=on (api/registry.hpp): every grid planner's paths smoothed by string pulling
// (anyangle/smooth.hpp) in a wrapper that forwards everything else to the planner.
#include "gridnav/anyangle/smooth.hpp"
#include "gridnav/api/registry.hpp"
#include "gridnav/error.hpp"
#include "planner_decorator.hpp"

namespace gridnav {
namespace {

PlannerInfo smoothed_info(PlannerInfo info) {
  info.optimal = false;
  info.note =
      "smoothed: straight segments between cell centres, no longer than the grid path; the cost is "
      "their length";
  info.smoothed = true;
  return info;
}

class SmoothedPlanner final : public detail::PlannerDecorator {
 public:
  SmoothedPlanner(std::unique_ptr<Planner> inner, const Grid& grid)
      : PlannerDecorator(smoothed_info(inner->info()), std::move(inner)), grid_(grid) {}

  const SearchResult& finish() override {
    result_ = inner().finish();
    if (result_.has_path()) {
      const auto began = std::chrono::steady_clock::now();
      result_.path = anyangle::smooth_path(grid_, result_.path);
      result_.cost = anyangle::path_length(result_.path);
      result_.stats.time_ns +=
          std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began).count();
    }
    return result_;
  }

 private:
  const Grid& grid_;
  SearchResult result_;
};

}  // namespace

Param smoothing_param() {
  return Param::toggle("smooth", false,
                       "smooth the path: straight segments between the centres of some of its cells, never longer "
                       "(string pulling; maps without terrain weights)")
      .with_flag("smooth", "on");
}

std::unique_ptr<Planner> with_smoothing(std::unique_ptr<Planner> planner, const Grid& grid) {
  if (!grid.uniform())
    throw InputError(
        "smooth=on draws straight segments across cells, which terrain weights do not allow; this map "
        "has weights up to " +
        std::to_string(grid.max_weight()));
  return std::make_unique<SmoothedPlanner>(std::move(planner), grid);
}

}  // namespace gridnav
