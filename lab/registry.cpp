#include "lab.hpp"

#include <algorithm>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav::lab {

void register_moori(std::vector<LabExperiment>&);  // lab/experiments/moori.cpp
void register_lpa(std::vector<LabExperiment>&);    // lab/experiments/lpa.cpp
void register_cao(std::vector<LabExperiment>&);    // lab/experiments/cao.cpp
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

void check_option_keys(const LabExperiment& experiment, const LabContext& ctx) {
  for (const auto& [key, value] : ctx.options) {
    if (std::find(experiment.keys.begin(), experiment.keys.end(), key) != experiment.keys.end()) continue;
    std::string known;
    for (const std::string& k : experiment.keys) known += (known.empty() ? "" : ", ") + k;
    throw InputError("lab " + experiment.name + ": unknown --set key '" + key + "' (known: " +
                     (known.empty() ? std::string("none") : known) + ")");
  }
}

const LabExperiment* find_experiment(std::string_view name) {
  for (const auto& e : experiments())
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace gridnav::lab
