// Ctrl-C and progress for long runs (bench, lab): the first SIGINT sets a flag the
// run polls, so it can print what it has; a second one ends the process at once.
// Progress lines go to stderr only when stderr is a terminal.
#pragma once

#include <atomic>
#include <string_view>

namespace gridnav::cli {

/// Installs the SIGINT handler (once) and returns the flag it sets.
const std::atomic<bool>& interrupt_flag();

/// Writes a progress line over the previous one when stderr is a terminal; otherwise nothing.
void show_progress(std::string_view line);
/// Clears the progress line (call before printing results).
void end_progress();

}  // namespace gridnav::cli
