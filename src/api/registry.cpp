#include "gridnav/api/registry.hpp"

#include <algorithm>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) {
    if (!out.empty()) out += '|';
    out += s;
  }
  return out;
}

}  // namespace

void Registry::add(AlgorithmInfo info, PlannerFactory factory) {
  if (find(info.name) != nullptr) throw InputError("algorithm '" + info.name + "' is registered twice");
  entries_.push_back({std::move(info), std::move(factory)});
}

const AlgorithmInfo* Registry::find(std::string_view name) const noexcept {
  for (const auto& e : entries_)
    if (e.info.name == name) return &e.info;
  return nullptr;
}

std::vector<const AlgorithmInfo*> Registry::algorithms() const {
  std::vector<const AlgorithmInfo*> out;
  for (const auto& e : entries_) out.push_back(&e.info);
  return out;
}

PlannerSpec Registry::complete(const PlannerSpec& spec) const {
  const AlgorithmInfo* info = find(spec.algorithm);
  if (info == nullptr) {
    std::vector<std::string> names;
    for (const auto& e : entries_) names.push_back(e.info.name);
    throw InputError("unknown algorithm '" + spec.algorithm + "' (known: " + join(names) + ")");
  }
  PlannerSpec full{spec.algorithm, {}};
  for (const auto& [key, value] : spec.params) {
    const auto it =
        std::find_if(info->params.begin(), info->params.end(), [&](const ParamSpec& p) { return p.name == key; });
    if (it == info->params.end()) {
      std::vector<std::string> keys;
      for (const auto& p : info->params) keys.push_back(p.name);
      throw InputError("algorithm '" + spec.algorithm + "' has no option '" + key + "'" +
                       (keys.empty() ? std::string(" (it takes none)") : " (options: " + join(keys) + ")"));
    }
    if (!it->choices.empty() && std::find(it->choices.begin(), it->choices.end(), value) == it->choices.end())
      throw InputError("option " + key + "=" + value + " of '" + spec.algorithm + "' is not one of " +
                       join(it->choices));
    full.params[key] = value;
  }
  for (const auto& p : info->params) full.params.try_emplace(p.name, p.default_value);
  return full;
}

std::unique_ptr<Planner> Registry::make(const Grid& grid, const MoveRules& rules, const PlannerSpec& spec) const {
  const PlannerSpec full = complete(spec);
  for (const auto& e : entries_)
    if (e.info.name == full.algorithm) return e.factory(grid, rules, full);
  throw InputError("unknown algorithm '" + spec.algorithm + "'");  // unreachable: complete() checked it
}

}  // namespace gridnav
