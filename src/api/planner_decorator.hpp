// A planner that wraps another and changes only what it answers (smooth=on, partial=on:
// smoothing.cpp, partial.cpp): the search itself, its inspection, counts and events are
// the wrapped planner's. Internal to src/api.
#pragma once

#include <memory>
#include <utility>

#include "gridnav/api/planner.hpp"

namespace gridnav::detail {

class PlannerDecorator : public Planner {
 public:
  Status start(const Query& q, const Limits& limits) override { return inner_->start(q, limits); }
  Status step(std::uint64_t n) override { return inner_->step(n); }
  [[nodiscard]] CellState state(Point p) const override { return inner_->state(p); }
  [[nodiscard]] Cost g(Point p) const override { return inner_->g(p); }
  [[nodiscard]] std::optional<Point> parent(Point p) const override { return inner_->parent(p); }
  [[nodiscard]] std::size_t open_size() const override { return inner_->open_size(); }
  [[nodiscard]] std::optional<OperationCounts> counts() const override { return inner_->counts(); }
  bool attach(EventSink* sink) override { return inner_->attach(sink); }

 protected:
  PlannerDecorator(PlannerInfo info, std::unique_ptr<Planner> inner)
      : Planner(std::move(info)), inner_(std::move(inner)) {}
  /// With the wrapped planner's own description.
  explicit PlannerDecorator(std::unique_ptr<Planner> inner) : Planner(inner->info()), inner_(std::move(inner)) {}
  [[nodiscard]] Planner& inner() noexcept { return *inner_; }
  [[nodiscard]] const Planner& inner() const noexcept { return *inner_; }

 private:
  std::unique_ptr<Planner> inner_;
};

}  // namespace gridnav::detail
