// Request fields read as a group of declared settings says (api/settings.hpp): the value's
// text checked by its Param, and a bad one answered 400 with the field, the allowed values
// and what came.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "gridnav/api/catalog.hpp"
#include "gridnav/error.hpp"
#include "http_error.hpp"

namespace gridnav::server {

/// The canonical text of `value` for the setting `p`; `field` names it in the answer
/// ("rules.connect").
inline std::string setting_text(const Param& p, const std::string& field, const nlohmann::json& value) {
  std::string text;
  if (value.is_string())
    text = value.get<std::string>();
  else if (value.is_number_integer())
    text = std::to_string(value.get<std::int64_t>());
  else if (value.is_number())
    text = value.dump();
  else
    bad_request(field + " must be " + p.domain() + ", got " + value.dump());
  try {
    return p.check(p.name, text);
  } catch (const InputError&) {
    bad_request(field + " must be " + p.domain() + ", got " + value.dump());
  }
}

/// Every field of `object` as a setting of `settings`, under `prefix` ("rules." names them
/// rules.connect ...); a field the group does not declare is refused, listing those it does.
inline Config settings_from_json(const EntryInfo& settings, const nlohmann::json& object, const std::string& what) {
  Config out{settings.name, {}};
  for (const auto& [key, value] : object.items()) {
    const Param* p = settings.param(key);
    if (p == nullptr) {
      std::vector<std::string> fields;
      for (const Param& q : settings.params) fields.push_back(q.name);
      bad_request(what + " has no field '" + key + "' (fields: " + join(fields) + ")");
    }
    out.params[key] = setting_text(*p, what + "." + key, value);
  }
  return out;
}

}  // namespace gridnav::server
