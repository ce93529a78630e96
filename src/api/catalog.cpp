#include "gridnav/api/catalog.hpp"

#include <algorithm>
#include <limits>
#include <nlohmann/json.hpp>

#include "gridnav/error.hpp"

namespace gridnav {
namespace detail {
namespace {

/// Bytes of a user's text shown in a message (printable: control bytes as \xHH).
constexpr std::size_t kShown = 200;

}  // namespace

void throw_unknown(std::string_view kind, std::string_view name, const std::vector<std::string>& known) {
  throw InputError("unknown " + std::string(kind) + " '" + printable(name, kShown) +
                   "' (known: " + (known.empty() ? std::string("none") : join(known)) + ")");
}

void check_entry(std::string_view kind, const EntryInfo& entry, const std::vector<std::string>& taken) {
  if (entry.name.empty()) throw InputError(std::string(kind) + " without a name");
  if (std::find(taken.begin(), taken.end(), entry.name) != taken.end())
    throw InputError(std::string(kind) + " '" + entry.name + "' is registered twice");
  for (std::size_t i = 0; i < entry.params.size(); ++i) {
    const Param& p = entry.params[i];
    for (std::size_t j = 0; j < i; ++j)
      if (entry.params[j].name == p.name)
        throw InputError(std::string(kind) + " '" + entry.name + "' declares '" + p.name + "' twice");
    if (p.check(entry.name, p.default_value) != p.default_value)
      throw InputError(std::string(kind) + " '" + entry.name + "': the default " + p.name + "=" + p.default_value +
                       " is not in canonical form");
  }
}

Config complete_config(std::string_view kind, const EntryInfo& entry, const Config& config) {
  Config full{entry.name, {}};
  for (const auto& [key, value] : config.params) {
    const Param* p = entry.param(key);
    if (p == nullptr) {
      std::vector<std::string> keys;
      for (const Param& q : entry.params) keys.push_back(q.name);
      throw InputError(std::string(kind) + " '" + entry.name + "' has no option '" + printable(key, kShown) + "'" +
                       (keys.empty() ? std::string(" (it takes none)") : " (options: " + join(keys) + ")"));
    }
    full.params[key] = p->check(entry.name, value);
  }
  for (const Param& p : entry.params) full.params.try_emplace(p.name, p.default_value);
  return full;
}

}  // namespace detail

namespace {

nlohmann::json schema_of(const Param& p) {
  nlohmann::json s;
  s["description"] = p.help;
  switch (p.type) {
    case ParamType::choice:
    case ParamType::toggle:
      s["type"] = "string";
      s["enum"] = p.choices;
      s["default"] = p.default_value;
      break;
    case ParamType::integer:
      s["type"] = "integer";
      s["minimum"] = std::int64_t(p.least);
      if (p.most < double(std::numeric_limits<std::int64_t>::max())) s["maximum"] = std::int64_t(p.most);
      s["default"] = std::stoll(p.default_value);
      break;
    case ParamType::real:
      s["type"] = "number";
      s["minimum"] = p.least;
      if (p.most < std::numeric_limits<double>::infinity()) s["maximum"] = p.most;
      s["default"] = std::stod(p.default_value);
      break;
    case ParamType::list:
      s["type"] = "string";
      s["pattern"] = p.choices.empty() ? "^[0-9]+(,[0-9]+)*$" : "^[^,]+(,[^,]+)*$";
      s["default"] = p.default_value;
      break;
    case ParamType::text:
      s["type"] = "string";
      s["default"] = p.default_value;
      break;
  }
  return s;
}

}  // namespace

std::string catalog_schema_json(std::string_view kind, const std::vector<const EntryInfo*>& entries) {
  nlohmann::json out;
  out["kind"] = kind;
  out["entries"] = nlohmann::json::array();
  for (const EntryInfo* e : entries) {
    nlohmann::json params = nlohmann::json::array();
    nlohmann::json properties = nlohmann::json::object();
    for (const Param& p : e->params) {
      nlohmann::json j{{"name", p.name}, {"type", to_string(p.type)}, {"default", p.default_value},
                       {"help", p.help}, {"domain", p.domain()},      {"choices", p.choices},
                       {"flag", p.flag}, {"flag_value", p.flag_value}};
      if (p.type == ParamType::integer || p.type == ParamType::real ||
          (p.type == ParamType::list && p.choices.empty())) {
        j["minimum"] = p.least;
        if (p.most < std::numeric_limits<double>::infinity()) j["maximum"] = p.most;
      }
      params.push_back(std::move(j));
      properties[p.name] = schema_of(p);
    }
    nlohmann::json schema{{"type", "object"}, {"properties", properties}, {"additionalProperties", false}};
    out["entries"].push_back({{"name", e->name},
                              {"summary", e->summary},
                              {"params", params},
                              {"schema", schema},
                              {"reports_events", e->traits.reports_events},
                              {"any_angle", e->traits.any_angle}});
  }
  return out.dump(2);
}

}  // namespace gridnav
