// Test helpers: drive a navigator and verify it after every step (see dynamic/verify.hpp).
#pragma once

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/dynamic/verify.hpp"

namespace gridnav::testing {

/// A navigator plus a verifier with invariant checks on; each call checks and records
/// the first failure.
struct Driven {
  explicit Driven(const std::string& name) : nav(make_navigator(name)), verifier(true) {}
  std::unique_ptr<Navigator> nav;
  PathVerifier verifier;
  Status last = Status::running;

  ::testing::AssertionResult check() {
    const std::string why = verifier.check(*nav, last);
    if (why.empty()) return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << why;
  }
  /// Plans and checks (after any changes, moves or goal changes made directly on nav).
  ::testing::AssertionResult replan() {
    last = nav->plan();
    return check();
  }
  ::testing::AssertionResult start(const Grid& grid, MoveRules rules, Point agent, Point goal) {
    nav->reset(grid, rules, agent, goal);
    return replan();
  }
  ::testing::AssertionResult change(const std::vector<CellChange>& changes) {
    nav->apply_changes(changes);
    return replan();
  }
  ::testing::AssertionResult move(Point to) {
    nav->move_agent(to);
    return replan();
  }
  /// Walks the current path one step; false at the goal or without a path.
  bool step(::testing::AssertionResult& result) {
    const auto next = nav->next_step();
    if (!next) return false;
    result = move(*next);
    return true;
  }
};

inline MoveRules rules8(DiagonalRule d = DiagonalRule::no_corner_cutting) {
  return {Connectivity::eight, d, CostProfileKind::octile};
}
/// A planner's name as a test name ("dstar-lite" -> "dstar_lite").
inline std::string test_name_of(std::string planner) {
  for (char& c : planner)
    if (c == '-') c = '_';
  return planner;
}
/// Test names for planner-parameterised suites.
inline std::string planner_test_name(const ::testing::TestParamInfo<std::string>& param) {
  return test_name_of(param.param);
}

inline MoveRules rules4() { return {Connectivity::four, DiagonalRule::no_corner_cutting, CostProfileKind::octile}; }

}  // namespace gridnav::testing
