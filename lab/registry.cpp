#include "lab.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav::lab {

void register_moori(std::vector<LabExperiment>&);     // lab/experiments/moori.cpp
void register_lpa(std::vector<LabExperiment>&);       // lab/experiments/lpa.cpp
void register_cao(std::vector<LabExperiment>&);       // lab/experiments/cao.cpp
void register_cazenave(std::vector<LabExperiment>&);  // lab/experiments/cazenave.cpp

// One register function per file in lab/experiments/.
// (Experiments are added here as they are written, e.g. void register_cao(std::vector<LabExperiment>&);)

const std::vector<LabExperiment>& experiments() {
  static const std::vector<LabExperiment> all = [] {
    std::vector<LabExperiment> list;
    register_moori(list);
    register_lpa(list);
    register_cao(list);
    register_cazenave(list);
    return list;
  }();
  return all;
}

std::optional<std::size_t> whole_value(const std::string& text, std::size_t least, std::size_t most) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  errno = 0;
  const unsigned long long n = std::strtoull(text.c_str(), nullptr, 10);
  if (errno == ERANGE || n < least || n > most) return std::nullopt;
  return std::size_t(n);
}

void check_option_keys(const LabExperiment& experiment, const LabContext& ctx) {
  for (const auto& [key, value] : ctx.options) {
    if (std::find(experiment.keys.begin(), experiment.keys.end(), key) != experiment.keys.end()) continue;
    std::string known;
    for (const std::string& k : experiment.keys) known += (known.empty() ? "" : ", ") + k;
    throw InputError("lab " + experiment.name + ": unknown --set key '" + key +
                     "' (known: " + (known.empty() ? std::string("none") : known) + ")");
  }
}

const LabExperiment* find_experiment(std::string_view name) {
  for (const auto& e : experiments())
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace gridnav::lab
