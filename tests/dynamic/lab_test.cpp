// The lab experiments in their --quick form: they run, and every replan they make is verified.
#include <gtest/gtest.h>

#include <optional>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "lab/lab.hpp"

namespace gridnav {
namespace {

lab::LabReport run_quick(const char* name) {
  const lab::LabExperiment* e = lab::find_experiment(name);
  EXPECT_NE(e, nullptr) << name;
  if (e == nullptr) return {};
  lab::LabContext ctx;
  ctx.quick = true;
  ctx.options["worlds"] = std::string(GRIDNAV_DATA_DIR) + "/worlds";
  return e->run(ctx);
}

TEST(DynamicLab, LpaQuickVerifiesEveryReplan) {
  const lab::LabReport r = run_quick("lpa");
  ASSERT_EQ(r.tables.size(), 5u);
  for (const auto& t : r.tables) {
    EXPECT_EQ(t.notes.find("first failure"), std::string::npos) << t.notes;
    ASSERT_EQ(t.rows.size(), verified_navigator_names().size());  // one row per verified planner
    for (const auto& row : t.rows) EXPECT_NE(row.back().find("(0)"), std::string::npos) << row.front();
  }
}

TEST(DynamicLab, MooriQuickVerifiesAndFinishes) {
  const lab::LabReport r = run_quick("moori");
  ASSERT_EQ(r.tables.size(), 2u);
  for (const auto& t : r.tables) {
    EXPECT_NE(t.notes.find("all passed"), std::string::npos) << t.notes;
    ASSERT_GE(t.rows.size(), verified_navigator_names().size());
    for (std::size_t k = 0; k < verified_navigator_names().size(); ++k)
      EXPECT_EQ(t.rows[k].back(), "3/3") << t.rows[k].front();
  }
}

// --set keys an experiment does not read, and settings it does not have, are refused.
TEST(DynamicLab, RefusesUnknownKeysAndSettings) {
  const lab::LabExperiment* lpa = lab::find_experiment("lpa");
  ASSERT_NE(lpa, nullptr);
  lab::LabContext ctx;
  ctx.quick = true;
  ctx.options["settings"] = "2";
  EXPECT_NO_THROW(lab::check_option_keys(*lpa, ctx));
  ctx.options["setting"] = "2";  // a typo
  EXPECT_THROW(lab::check_option_keys(*lpa, ctx), InputError);
  ctx.options.erase("setting");
  for (const char* bad : {"0", "6", "x", "2x", "-1"}) {
    ctx.options["settings"] = bad;
    EXPECT_THROW((void)lpa->run(ctx), InputError) << bad;
  }
  for (const auto& e : lab::experiments()) {  // every experiment names the keys it reads
    lab::LabContext other;
    other.options["no-such-key"] = "1";
    EXPECT_THROW(lab::check_option_keys(e, other), InputError) << e.name;
  }
}

TEST(DynamicLab, WholeValueTakesDigitsInRangeOnly) {
  EXPECT_EQ(lab::whole_value("1", 1, 5), std::optional<std::size_t>(1));
  EXPECT_EQ(lab::whole_value("5", 1, 5), std::optional<std::size_t>(5));
  for (const char* bad : {"", "0", "6", "-1", "+2", " 2", "2x", "1e3", "99999999999999999999999"})
    EXPECT_EQ(lab::whole_value(bad, 1, 5), std::nullopt) << "'" << bad << "'";
}

}  // namespace
}  // namespace gridnav
