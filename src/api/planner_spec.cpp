#include <string>

#include "gridnav/api/planner.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

PlannerSpec parse_planner_spec(std::string_view text) {
  PlannerSpec spec;
  const auto colon = text.find(':');
  spec.algorithm = std::string(trim(text.substr(0, colon)));
  if (spec.algorithm.empty())
    throw InputError("configuration '" + std::string(text) + "' has no algorithm name (expected NAME[:key=value,...])");
  if (colon == std::string_view::npos) return spec;
  std::string_view rest = text.substr(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = trim(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || trim(item.substr(0, eq)).empty())
      throw InputError("configuration '" + std::string(text) + "': '" + std::string(item) + "' is not key=value");
    const std::string key(trim(item.substr(0, eq)));
    if (spec.params.contains(key))
      throw InputError("configuration '" + std::string(text) + "' sets '" + key + "' twice");
    spec.params[key] = std::string(trim(item.substr(eq + 1)));
  }
  return spec;
}

std::string to_string(const PlannerSpec& spec) {
  std::string out = spec.algorithm;
  char sep = ':';
  for (const auto& [key, value] : spec.params) {
    out += sep;
    out += key + "=" + value;
    sep = ',';
  }
  return out;
}

}  // namespace gridnav
