#include "lab.hpp"

namespace gridnav::lab {

// One register function per file in lab/experiments/.
void register_moori(ExperimentCatalog&);      // lab/experiments/moori.cpp
void register_lpa(ExperimentCatalog&);        // lab/experiments/lpa.cpp
void register_cao(ExperimentCatalog&);        // lab/experiments/cao.cpp
void register_cazenave(ExperimentCatalog&);   // lab/experiments/cazenave.cpp
void register_roguelike(ExperimentCatalog&);  // lab/experiments/roguelike.cpp

const ExperimentCatalog& experiments() {
  static const ExperimentCatalog catalog = [] {
    ExperimentCatalog c;
    register_moori(c);
    register_lpa(c);
    register_cao(c);
    register_cazenave(c);
    register_roguelike(c);
    return c;
  }();
  return catalog;
}

std::string set_options_text(const LabContext& ctx) {
  std::string out;
  const auto* entry = experiments().find(ctx.config.name);
  if (entry == nullptr) return out;
  for (const Param& p : entry->params) {
    const auto it = ctx.config.params.find(p.name);
    if (it != ctx.config.params.end() && it->second != p.default_value) out += " --set " + p.name + "=" + it->second;
  }
  return out;
}

}  // namespace gridnav::lab
