// The Cao lab experiment through the lab API, at a small size: tables filled, every
// configuration optimal, the claims table present, and Ctrl-C honoured.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <string>
#include <vector>

#include "lab/lab.hpp"

namespace gridnav::lab {
namespace {

TEST(CaoLab, QuickRunFillsTheTablesWithOptimalResults) {
  LabContext ctx;
  ctx.quick = true;
  ctx.seed = 3;
  ctx.config.params["candidates"] = "2";
  ctx.config.params["runs"] = "2";
  ctx.config.params["dropped"] = "1";
  const LabReport report = experiments().run("cao", ctx);
  EXPECT_FALSE(report.interrupted);
  ASSERT_EQ(report.tables.size(), 1u);
  const LabTable& runs = report.tables[0];
  const auto at = [&](const std::vector<std::string>& row, const char* name) {
    const auto it = std::find(runs.columns.begin(), runs.columns.end(), name);
    EXPECT_NE(it, runs.columns.end()) << name;
    return it == runs.columns.end() ? std::string() : row[std::size_t(it - runs.columns.begin())];
  };
  // quick: sides 40, 80, 120 x obstacles 0, 20, 40 %, 6 lists x 2 rules each. A map where
  // no corner pair connects has no rows and is named in the notes; only 40 % maps may be.
  std::size_t skipped = 0;
  if (const auto at_list = runs.notes.find("No connected candidate found on:"); at_list != std::string::npos)
    for (std::size_t i = runs.notes.find(' ', at_list + 31); i != std::string::npos; i = runs.notes.find(';', i + 1)) {
      if (i + 1 >= runs.notes.size()) break;
      EXPECT_NE(runs.notes.find("40%", i), std::string::npos) << runs.notes;
      ++skipped;
    }
  EXPECT_LE(skipped, 2u);
  EXPECT_EQ(runs.rows.size(), (9u - skipped) * 6u * 2u) << runs.notes;
  for (const auto& row : runs.rows) {
    ASSERT_EQ(row.size(), runs.columns.size());
    EXPECT_EQ(row.back(), "yes") << row[0] << " " << at(row, "open") << " " << at(row, "duplicates");
    if (at(row, "duplicates") == "closed") EXPECT_EQ(at(row, "decreaseKey"), "0");        // none from closed
    if (at(row, "open") == "multistack") EXPECT_LE(std::stoi(at(row, "max stacks")), 2);  // Cao: two stacks
    // memory is of the one search: max open + max closed
    EXPECT_EQ(std::stoi(at(row, "memory")), std::stoi(at(row, "max open")) + std::stoi(at(row, "max closed")));
    EXPECT_EQ(at(row, "closed inserts"), at(row, "expanded"));
    EXPECT_GE(std::stoll(at(row, "closed checks")), std::stoll(at(row, "expanded")));
    if (at(row, "obstacles (%)") == "0") {  // corner to corner: the path length is the Manhattan distance
      const int side = std::stoi(at(row, "side"));
      EXPECT_EQ(at(row, "path length"), std::to_string(2 * (side - 1)));
    }
  }
  ASSERT_EQ(report.claims.size(), 13u);
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
