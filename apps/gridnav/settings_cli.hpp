// Command-line options made from a group of declared settings (api/settings.hpp): one
// option --NAME per parameter, with its help, its default and a check of its domain, so an
// option exists, is checked and is documented exactly as the declaration says.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <map>
#include <string>

#include "finite_number.hpp"
#include "gridnav/api/catalog.hpp"
#include "whole_number.hpp"

namespace gridnav::cli {

class SettingsCli {
 public:
  explicit SettingsCli(const EntryInfo& settings) : settings_(&settings) {}

  void add_to(CLI::App& cmd) {
    for (const Param& p : settings_->params) {
      std::string& value = values_[p.name];
      CLI::Option* o = cmd.add_option("--" + p.name, value, p.help)->default_str(p.default_value);
      switch (p.type) {
        case ParamType::choice:
          o->check(CLI::IsMember(p.choices));
          break;
        case ParamType::integer:
          o->type_name("UINT")->check(whole_number<std::uint64_t>(std::uint64_t(p.least), std::uint64_t(p.most)));
          break;
        case ParamType::real:
          o->type_name("FLOAT")->check(finite_number(p.least, p.most));
          break;
        default:
          break;
      }
    }
  }

  /// The options given, as the parameters of a configuration (absent ones left out: the
  /// declaration's defaults apply).
  [[nodiscard]] Config config() const {
    Config out{settings_->name, {}};
    for (const auto& [name, value] : values_)
      if (!value.empty()) out.params[name] = value;
    return out;
  }

 private:
  const EntryInfo* settings_;
  std::map<std::string, std::string> values_;  // nodes stay put: CLI11 writes into them
};

}  // namespace gridnav::cli
