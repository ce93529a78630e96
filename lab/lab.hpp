// The lab: experiments that reproduce published tables (Cazenave 2006, Cao's thesis,
// Moori's thesis, Koenig et al.'s LPA* setting, the roguelike A* article) with one command (`gridnav lab NAME`).
// Each experiment is one file in lab/experiments/ that defines a register function, plus
// one line in lab/registry.cpp. Experiments are a catalog (api/catalog.hpp): their --set
// parameters are typed and checked before a run, and listed by `gridnav algos`.
//
// An experiment returns tables (printed as Markdown, written as CSV) and figures drawn from
// those tables (written as SVG beside the CSV; lab/figures.hpp). It polls
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

#include "gridnav/api/catalog.hpp"
#include "lab/plot/chart.hpp"

namespace gridnav::lab {

struct LabTable {
  std::string title;
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;
  std::string notes;  ///< printed under the table (claims checked, paper figures beside ours, ...)

  [[nodiscard]] std::string to_markdown() const;
  [[nodiscard]] std::string to_csv() const;
};

/// Whether a published claim holds in this run.
enum class Verdict { holds, partly, does_not_hold, not_compared };
[[nodiscard]] const char* verdict_text(Verdict v) noexcept;  ///< "holds", "partly", "does not hold", "not compared"

/// One claim of the source, in our words, with the source's figure and ours.
struct LabClaim {
  std::string claim;   ///< what the source says
  std::string source;  ///< the source's number or statement ("1.46x", "Fig. 31")
  std::string ours;    ///< this run's number
  Verdict verdict = Verdict::not_compared;
  std::string figure;  ///< the name of the figure that shows it (plot::Figure::name), or empty
};

struct LabReport {
  std::string title;
  std::string summary;  ///< what was run, with which seed and sizes, and how to reproduce it
  std::vector<LabTable> tables;
  /// Drawn from `tables` (their points name the CSV file, row and column they show).
  std::vector<plot::Figure> figures;
  /// The source's claims beside this run's numbers (printed after the tables).
  std::vector<LabClaim> claims;
  bool interrupted = false;
  [[nodiscard]] std::string to_markdown() const;
};

struct LabContext {
  std::uint64_t seed = 1;
  std::size_t maps = 0;  ///< 0: the experiment's default
  bool quick = false;    ///< a small version for tests and CI
  /// The experiment's parameters (--set key=value): every one present once
  /// ExperimentCatalog::run has completed it; read them with Config's typed getters.
  Config config;
  const std::atomic<bool>* stop = nullptr;         ///< set by Ctrl-C
  std::function<void(std::string_view)> progress;  ///< one line of progress; may be empty

  [[nodiscard]] bool stopped() const noexcept { return stop != nullptr && stop->load(std::memory_order_relaxed); }
  void report(std::string_view line) const {
    if (progress) progress(line);
  }
};

using ExperimentRun = std::function<LabReport(const LabContext&)>;

class ExperimentCatalog : public Catalog<ExperimentRun> {
 public:
  ExperimentCatalog() : Catalog("experiment") {}
  /// Runs the experiment `name` with ctx.config's parameters checked and completed
  /// (InputError for an unknown name, key or value, before anything runs).
  [[nodiscard]] LabReport run(std::string_view name, LabContext ctx) const {
    ctx.config.name = std::string(name);
    ctx.config = complete(ctx.config);
    return get(name).make(ctx);
  }
};

/// The claims as a table: claim, source, here, verdict.
[[nodiscard]] LabTable claims_table(const std::vector<LabClaim>& claims);

/// Every registered experiment, in registration order.
[[nodiscard]] const ExperimentCatalog& experiments();

/// " --set key=value" for each parameter of ctx.config that differs from its default, so a
/// report can print the command that reproduces it.
[[nodiscard]] std::string set_options_text(const LabContext& ctx);

}  // namespace gridnav::lab
