// The lab: experiments that reproduce the seeds' tables with one command
// (`gridnav lab NAME`). Each experiment is one file in lab/experiments/ that
// defines a register function, plus one line in lab/registry.cpp.
//
// An experiment returns tables (printed as Markdown, written as CSV). It polls
// `LabContext::stopped()` between units of work and, when it is set (Ctrl-C),
// returns the tables filled so far with a note that the run was interrupted.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gridnav::lab {

struct LabTable {
  std::string title;
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;
  std::string notes;  ///< printed under the table (claims checked, paper figures beside ours, ...)

  [[nodiscard]] std::string to_markdown() const;
  [[nodiscard]] std::string to_csv() const;
};

struct LabReport {
  std::string title;
  std::string summary;  ///< what was run, with which seed and sizes, and how to reproduce it
  std::vector<LabTable> tables;
  bool interrupted = false;
  [[nodiscard]] std::string to_markdown() const;
};

struct LabContext {
  std::uint64_t seed = 1;
  std::size_t maps = 0;                            ///< 0: the experiment's default
  bool quick = false;                              ///< a small version for tests and CI
  std::map<std::string, std::string> options;      ///< experiment-specific key=value
  const std::atomic<bool>* stop = nullptr;         ///< set by Ctrl-C
  std::function<void(std::string_view)> progress;  ///< one line of progress; may be empty

  [[nodiscard]] bool stopped() const noexcept { return stop != nullptr && stop->load(std::memory_order_relaxed); }
  void report(std::string_view line) const {
    if (progress) progress(line);
  }
};

struct LabExperiment {
  std::string name;
  std::string summary;
  std::function<LabReport(const LabContext&)> run;
  std::vector<std::string> keys;  ///< the --set keys it reads (anything else is refused)
};

/// A --set value that is a whole number from `least` to `most` (digits only), or nothing.
[[nodiscard]] std::optional<std::size_t> whole_value(const std::string& text, std::size_t least, std::size_t most);

/// Throws InputError naming the experiment's keys when `ctx` holds a --set key it does not read.
void check_option_keys(const LabExperiment& experiment, const LabContext& ctx);

/// Every registered experiment, in registration order.
[[nodiscard]] const std::vector<LabExperiment>& experiments();
[[nodiscard]] const LabExperiment* find_experiment(std::string_view name);

}  // namespace gridnav::lab
