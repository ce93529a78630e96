// The Cao lab experiment through the lab API, at a small size: tables filled, every
// configuration optimal, the claims table present, and Ctrl-C honoured.
#include <gtest/gtest.h>

#include <atomic>

#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

TEST(CaoLab, QuickRunFillsTheTablesWithOptimalResults) {
  LabContext ctx;
  ctx.quick = true;
  ctx.seed = 3;
  ctx.config.params["queries"] = "2";
  const LabReport report = experiments().run("cao", ctx);
  EXPECT_FALSE(report.interrupted);
  ASSERT_EQ(report.tables.size(), 1u);
  const LabTable& runs = report.tables[0];
  // quick: 3 empty maps + 3 obstacle densities on 40x40, 6 lists x 2 rules each
  EXPECT_EQ(runs.rows.size(), 6u * 6u * 2u);
  for (const auto& row : runs.rows) {
    ASSERT_EQ(row.size(), runs.columns.size());
    EXPECT_EQ(row.back(), "yes") << row[0] << " " << row[3] << " " << row[4];
    if (row[4] == "closed") {
      EXPECT_EQ(row[14], "0.0");  // no decreaseKey when checking from closed
    }
    if (row[3] == "multistack") {
      EXPECT_LE(std::stoi(row[18]), 2);  // at most two stacks (Cao)
    }
  }
  ASSERT_EQ(report.claims.size(), 8u);
  for (const LabClaim& c : report.claims) EXPECT_NE(c.verdict, Verdict::not_compared) << c.claim;
  EXPECT_EQ(report.claims.back().verdict, Verdict::holds);  // at most two stacks
  EXPECT_NE(report.to_markdown().find("multi-stack"), std::string::npos);
}

TEST(CaoLab, StopsWhenAsked) {
  std::atomic<bool> stop{true};
  LabContext ctx;
  ctx.quick = true;
  ctx.stop = &stop;
  const LabReport report = experiments().run("cao", ctx);
  EXPECT_TRUE(report.interrupted);
  EXPECT_TRUE(report.tables[0].rows.empty());
}

}  // namespace
}  // namespace gridnav::lab
