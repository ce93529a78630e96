// The settings declared once (api/settings.hpp, io/read_limits.hpp): every move rule the
// declaration lists reads back through rules_from and rules_config; unknown keys and values
// are refused with the allowed ones; limits read as the command line documents them.
#include <gtest/gtest.h>

#include <string>

#include "gridnav/api/settings.hpp"
#include "gridnav/error.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav {
namespace {

std::string message_of(const Config& c, MoveRules (*read)(const Config&)) {
  try {
    read(c);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(Settings, EveryDeclaredRuleReadsBack) {
  const EntryInfo& info = move_rule_settings();
  ASSERT_EQ(info.params.size(), 3u);
  int combinations = 0;
  for (const std::string& c : info.param("connect")->choices)
    for (const std::string& d : info.param("diagonal")->choices)
      for (const std::string& k : info.param("costs")->choices) {
        const Config in{"", {{"connect", c}, {"diagonal", d}, {"costs", k}}};
        const MoveRules r = rules_from(in);
        EXPECT_EQ(std::string(to_string(r.connectivity)), c);
        EXPECT_EQ(std::string(to_string(r.diagonal)), d);
        EXPECT_EQ(std::string(to_string(r.costs)), k);
        EXPECT_EQ(rules_config(r).params, in.params);
        ++combinations;
      }
  EXPECT_EQ(combinations, 2 * 3 * 3);
  // The declared defaults are MoveRules' own.
  const MoveRules defaults = rules_from(Config{});
  EXPECT_EQ(rules_config(defaults).params, rules_config(MoveRules{}).params);
  // Every enum value is offered.
  EXPECT_EQ(info.param("diagonal")->choices.size(), kDiagonalRules.size());
  EXPECT_EQ(info.param("costs")->choices.size(), kCostProfiles.size());
}

TEST(Settings, BadRulesAreRefusedWithTheAllowedValues) {
  EXPECT_NE(message_of(Config{"", {{"connect", "6"}}}, rules_from).find("one of 4|8"), std::string::npos);
  EXPECT_NE(
      message_of(Config{"", {{"diagonal", "sometimes"}}}, rules_from).find("no-corner-cutting|corner-cutting|always"),
      std::string::npos);
  const std::string unknown = message_of(Config{"", {{"sideways", "on"}}}, rules_from);
  EXPECT_NE(unknown.find("sideways"), std::string::npos);
  EXPECT_NE(unknown.find("connect|diagonal|costs"), std::string::npos);
}

TEST(Settings, LimitsReadInMilliseconds) {
  const Limits none = limits_from(Config{});
  EXPECT_EQ(none.max_expansions, 0u);
  EXPECT_EQ(none.max_time.count(), 0);
  const Limits some = limits_from(Config{"", {{"max-expansions", "42"}, {"time-limit", "1.5"}}});
  EXPECT_EQ(some.max_expansions, 42u);
  EXPECT_EQ(some.max_time, std::chrono::microseconds(1500));
  EXPECT_THROW((void)limits_from(Config{"", {{"time-limit", "-1"}}}), InputError);
  EXPECT_THROW((void)limits_from(Config{"", {{"time-limit", "2e9"}}}), InputError);
  EXPECT_THROW((void)limits_from(Config{"", {{"max-expansions", "x"}}}), InputError);
}

TEST(Settings, ReadLimitsKeepTheirDefaultsAndCaps) {
  const ReadLimits d = read_limits_from(Config{});
  EXPECT_EQ(d.max_cells, ReadLimits::kDefaultMaxCells);
  EXPECT_EQ(d.max_line_bytes, ReadLimits::kDefaultMaxLineBytes);
  EXPECT_EQ(d.max_file_bytes, ReadLimits::kDefaultMaxFileBytes);
  EXPECT_EQ(read_limits_from(Config{"", {{"max-cells", "100"}}}).max_cells, 100u);
  EXPECT_THROW((void)read_limits_from(Config{"", {{"max-cells", "0"}}}), InputError);
  EXPECT_THROW((void)read_limits_from(Config{"", {{"max-cells", std::to_string(Grid::kMaxCells + 1)}}}), InputError);
}

}  // namespace
}  // namespace gridnav
