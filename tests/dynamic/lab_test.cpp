// The lab experiments in their --quick form: they run, and every replan they make is verified.
#include <gtest/gtest.h>

#include "gridnav/dynamic/planners.hpp"
#include "gridnav/error.hpp"
#include "lab/lab.hpp"

namespace gridnav {
namespace {

lab::LabReport run_quick(const char* name) {
  lab::LabContext ctx;
  ctx.quick = true;
  if (std::string(name) == "moori") ctx.config.params["worlds"] = std::string(GRIDNAV_DATA_DIR) + "/worlds";
  return lab::experiments().run(name, ctx);
}

TEST(DynamicLab, LpaQuickVerifiesEveryReplan) {
  const lab::LabReport r = run_quick("lpa");
  ASSERT_EQ(r.tables.size(), 5u);
  for (const auto& t : r.tables) {
    EXPECT_EQ(t.notes.find("first failure"), std::string::npos) << t.notes;
    ASSERT_EQ(t.rows.size(), navigators().names().size());  // one row per verified planner
    for (const auto& row : t.rows) EXPECT_NE(row.back().find("(0)"), std::string::npos) << row.front();
  }
}

TEST(DynamicLab, MooriQuickVerifiesAndFinishes) {
  const lab::LabReport r = run_quick("moori");
  ASSERT_EQ(r.tables.size(), 2u);
  for (const auto& t : r.tables) {
    EXPECT_NE(t.notes.find("all passed"), std::string::npos) << t.notes;
    ASSERT_GE(t.rows.size(), navigators().names().size());
    for (std::size_t k = 0; k < navigators().names().size(); ++k)
      EXPECT_EQ(t.rows[k].back(), "3/3") << t.rows[k].front();
  }
}

// --set keys an experiment does not read, and settings it does not have, are refused
// before anything runs.
TEST(DynamicLab, RefusesUnknownKeysAndSettings) {
  const auto& lab = lab::experiments();
  EXPECT_NO_THROW((void)lab.complete(parse_config("lpa:settings=2")));
  EXPECT_THROW((void)lab.complete(parse_config("lpa:setting=2")), InputError);  // a typo
  for (const char* bad : {"0", "6", "x", "2x", "-1", "+2", "1e3", "99999999999999999999999"}) {
    lab::LabContext ctx;
    ctx.quick = true;
    ctx.config.params["settings"] = bad;
    EXPECT_THROW((void)lab.run("lpa", ctx), InputError) << bad;
  }
  for (const auto& e : lab.entries()) {  // every experiment declares the keys it reads
    lab::LabContext other;
    other.config.params["no-such-key"] = "1";
    EXPECT_THROW((void)lab.run(e.name, other), InputError) << e.name;
  }
}

}  // namespace
}  // namespace gridnav
