// The command line's progress when stderr is a file or a pipe (apps/gridnav/interrupt.hpp):
// whole lines, none before the run has lasted `log_every`, then at most one per `log_every`.
// stderr is captured into a file, so the progress sees no terminal.
#include <gtest/gtest.h>

#include <chrono>
#include <string>

#include "interrupt.hpp"

namespace gridnav::cli {
namespace {

using std::chrono::milliseconds;
using std::chrono::minutes;

std::string lines_of(Progress& progress, int calls) {
  testing::internal::CaptureStderr();
  for (int i = 0; i < calls; ++i) progress.show([i] { return "step " + std::to_string(i); });
  return testing::internal::GetCapturedStderr();
}

TEST(ProgressLog, WritesWholeLinesWithoutTerminalCodes) {
  Progress progress(milliseconds(0), milliseconds(0));
  EXPECT_EQ(lines_of(progress, 3), "step 0\nstep 1\nstep 2\n");
}

TEST(ProgressLog, ShortRunsWriteNothing) {
  Progress progress(milliseconds(0), minutes(1));
  EXPECT_EQ(lines_of(progress, 5), "");
}

TEST(ProgressLog, QuietForLongerThanTheIntervalHoldsTheFirstLine) {
  Progress progress(minutes(1), milliseconds(0));
  EXPECT_EQ(lines_of(progress, 2), "");
}

}  // namespace
}  // namespace gridnav::cli
