#include "lab/run_all.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <map>
#include <thread>

#include "gridnav/error.hpp"
#include "lab/figures.hpp"

namespace gridnav::lab {
namespace {

/// Seconds each experiment takes on a 2-core AMD EPYC VM (quick, full): the weights of the
/// time-left estimate, scaled by how fast this machine turns out to be.
const std::map<std::string, std::pair<double, double>>& expected_seconds() {
  static const std::map<std::string, std::pair<double, double>> seconds{
      {"cao", {0.2, 4.5}}, {"cazenave", {3.5, 95}}, {"moori", {1, 1}}, {"lpa", {0.3, 8}}, {"roguelike", {0.4, 2}}};
  return seconds;
}

std::string clock_text(double seconds) {
  const long s = long(seconds + 0.5);
  char buf[32];
  if (s >= 3600)
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  return buf;
}

/// The first line of `command`'s output, or empty when it cannot run.
std::string first_line_of(const std::string& command) {
#if defined(__unix__) || defined(__APPLE__)
  FILE* pipe = ::popen(command.c_str(), "r");
  if (pipe == nullptr) return {};
  char buf[256] = {};
  const bool got = std::fgets(buf, sizeof buf, pipe) != nullptr;
  ::pclose(pipe);
  std::string line = got ? buf : "";
  while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.pop_back();
  return line;
#else
  (void)command;
  return {};
#endif
}

std::string machine_text() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line, model, virtual_machine;
  while (std::getline(cpuinfo, line)) {
    if (model.empty() && line.rfind("model name", 0) == 0) model = line.substr(line.find(':') + 2);
    if (line.rfind("flags", 0) == 0 && line.find(" hypervisor") != std::string::npos)
      virtual_machine = " (virtual machine)";
  }
  const unsigned cores = std::thread::hardware_concurrency();
  return (model.empty() ? "unknown CPU" : model) + virtual_machine + ", " + std::to_string(cores) + " cores";
}

void write_file(const std::filesystem::path& file, const std::string& text) {
  const auto partial = std::filesystem::path(file.string() + ".partial");
  {
    std::ofstream out(partial, std::ios::binary);
    out << text;
    if (!out) throw InputError(partial.string() + ": cannot write");
  }
  std::filesystem::rename(partial, file);  // readers never see half a file
}

}  // namespace

RunInfo describe_run(std::string command) {
  RunInfo info;
  info.machine = machine_text();
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);  // not std::gmtime: its result is a static shared by all threads
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", &utc);
  info.date = date;
  const std::string source = GRIDNAV_SOURCE_DIR;
  const std::string git = "git -C '" + source + "' ";
  info.commit =
      std::filesystem::exists(source + "/.git") ? first_line_of(git + "rev-parse --short HEAD 2>/dev/null") : "";
  if (info.commit.empty())
    info.commit = "unknown";
  else if (!first_line_of(git + "status --porcelain --untracked-files=no 2>/dev/null").empty())
    info.commit += " + local changes";
  info.command = std::move(command);
  return info;
}

bool run_all(const RunAllOptions& options) {
  std::filesystem::create_directories(options.dir);
  RunInfo info = describe_run(options.command);
  // Static search first (the papers, then the article), then the dynamic planners; then any other.
  std::vector<std::string> names;
  for (const char* name : {"cazenave", "cao", "roguelike", "moori", "lpa"})
    if (experiments().find(name) != nullptr) names.push_back(name);
  for (const std::string& name : experiments().names())
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  const auto start = std::chrono::steady_clock::now();
  const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
  const auto weight = [&](const std::string& name) {
    const auto it = expected_seconds().find(name);
    return it == expected_seconds().end() ? 1.0 : options.quick ? it->second.first : it->second.second;
  };
  double done_weight = 0, done_seconds = 0;
  std::vector<ExperimentResult> results;
  for (std::size_t k = 0; k < names.size(); ++k) {
    const std::string& name = names[k];
    double later = 0;
    for (std::size_t j = k + 1; j < names.size(); ++j) later += weight(names[j]);
    const double experiment_start = elapsed();
    LabContext ctx;
    ctx.seed = options.seed;
    ctx.maps = options.maps;
    ctx.quick = options.quick;
    ctx.stop = options.stop;
    ctx.progress = [&](std::string_view line) {
      if (!options.progress) return;
      const double speed = done_weight > 0 ? done_seconds / done_weight : 1.0;  // this machine against the weights
      const double in_this = elapsed() - experiment_start;
      const double left = speed * later + std::max(0.0, speed * weight(name) - in_this);
      const std::string what = line.rfind(name, 0) == 0 ? std::string(line) : name + ": " + std::string(line);
      options.progress("lab all " + std::to_string(k + 1) + "/" + std::to_string(names.size()) + " " + what + " | " +
                       clock_text(elapsed()) + " elapsed, about " + clock_text(left) + " left");
    };
    ctx.report(name + ": starting");
    ExperimentResult result{name, experiments().run(name, ctx), 0};
    result.seconds = elapsed() - experiment_start;
    done_weight += weight(name);
    done_seconds += result.seconds;
    (void)write_report_files(result.report, name, options.dir);
    write_file(options.dir / (name + ".md"), result.report.to_markdown());
    info.interrupted = result.report.interrupted;
    results.push_back(std::move(result));
    info.seconds = elapsed();
    const std::vector<std::string> not_run(names.begin() + std::ptrdiff_t(k) + 1, names.end());
    write_file(options.dir / "index.md", index_markdown(results, info, not_run));
    write_file(options.dir / "index.html", index_html(results, info, not_run));
    if (info.interrupted) return false;
  }
  return true;
}

}  // namespace gridnav::lab
