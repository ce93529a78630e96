// Ctrl-C and progress for long runs (bench, lab, scen, sim, gen scen, precompute): the first SIGINT
// sets a flag the run polls, so it can print what it has; a second one ends the process at
// once. Progress goes to stderr, never to stdout: on a terminal one line redrawn in place;
// into a file or a pipe, for runs longer than a minute, one whole line a minute.
#pragma once

#include <atomic>
#include <chrono>
#include <string>
#include <string_view>

namespace gridnav::cli {

/// Installs the SIGINT handler (once) and returns the flag it sets.
const std::atomic<bool>& interrupt_flag();

/// Writes a progress line over the previous one when stderr is a terminal; otherwise nothing.
void show_progress(std::string_view line);
/// Clears the progress line (call before printing results).
void end_progress();

/// Progress of one run: show() draws a line (show_progress) once the run has lasted longer
/// than `quiet_for`, and then at most every 100 ms; the destructor clears what was shown.
/// When stderr is not a terminal, show() writes a whole line once the run has lasted
/// `log_every` (or `quiet_for`, if longer), and then at most one every `log_every`.
/// Short runs print nothing. Lines are built only when they are shown.
class Progress {
 public:
  explicit Progress(std::chrono::milliseconds quiet_for = std::chrono::seconds(1),
                    std::chrono::milliseconds log_every = std::chrono::minutes(1));
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  /// Whether a line given now would be drawn (`last`: the final one, drawn past the rate limit).
  [[nodiscard]] bool due(bool last = false);
  /// Clears the line shown, if any (before printing results in the middle of the run).
  void clear();
  template <class MakeLine>
  void show(MakeLine&& make_line, bool last = false) {
    if (due(last)) draw(make_line());
  }

 private:
  void draw(const std::string& line);
  using Clock = std::chrono::steady_clock;
  Clock::time_point start_, last_{};
  std::chrono::milliseconds quiet_for_, log_every_;
  bool shown_ = false;
};

}  // namespace gridnav::cli
