#include "interrupt.hpp"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>

namespace gridnav::cli {
namespace {

std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "the SIGINT handler needs a lock-free flag");

extern "C" void on_sigint(int) {
  if (g_interrupted.exchange(true)) std::_Exit(130);
}

bool stderr_is_terminal() {
  static const bool tty = ::isatty(STDERR_FILENO) != 0;
  return tty;
}

}  // namespace

const std::atomic<bool>& interrupt_flag() {
  static const bool installed = [] {
    std::signal(SIGINT, on_sigint);
    return true;
  }();
  (void)installed;
  return g_interrupted;
}

void show_progress(std::string_view line) {
  if (!stderr_is_terminal()) return;
  std::fprintf(stderr, "\r\033[K%.*s", int(line.size()), line.data());
  std::fflush(stderr);
}

void end_progress() {
  if (!stderr_is_terminal()) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
}

Progress::Progress(std::chrono::milliseconds quiet_for, std::chrono::milliseconds log_every)
    : start_(Clock::now()), quiet_for_(quiet_for), log_every_(log_every) {}

Progress::~Progress() { clear(); }

void Progress::clear() {
  if (shown_) end_progress();
  shown_ = false;
}

bool Progress::due(bool last) {
  const auto now = Clock::now();
  if (!stderr_is_terminal()) {  // a log: a whole line every log_every, once the run has lasted that
    if (now - start_ < std::max(quiet_for_, log_every_)) return false;
    if (last_ != Clock::time_point{} && now - last_ < log_every_) return false;
    last_ = now;
    return true;
  }
  if (now - start_ < quiet_for_) return false;
  if (!last && shown_ && now - last_ < std::chrono::milliseconds(100)) return false;
  last_ = now;
  return true;
}

void Progress::draw(const std::string& line) {
  if (!stderr_is_terminal()) {
    std::fprintf(stderr, "%.*s\n", int(line.size()), line.data());
    std::fflush(stderr);
    return;
  }
  show_progress(line);
  shown_ = true;
}

}  // namespace gridnav::cli
