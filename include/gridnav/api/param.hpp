// Typed parameters and configurations: what every registered planner, navigator and lab
// experiment declares, and what the command line, the lab, the tests and the JSON schema
// read (api/catalog.hpp).
//
// A configuration is written "NAME[:key=value,...]". Parsing it (parse_config) only splits
// the text; a catalog then checks every key and value against the entry's Params and fills
// in the defaults (Catalog::complete), so a factory reads values that are known to be valid
// through the typed getters (Config::integer, real, on, text) and never parses again.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gridnav {

/// The values a parameter takes.
enum class ParamType : std::uint8_t {
  choice,   ///< one of `choices`
  toggle,   ///< on | off
  integer,  ///< a whole number in [least, most]
  real,     ///< a finite number in [least, most]
  list,     ///< comma-separated items, each one of `choices` or, without choices, a whole number in [least, most]
  text,     ///< any text (a file name); empty allowed
};
[[nodiscard]] std::string_view to_string(ParamType type) noexcept;

/// One declared parameter. Build it with the named constructors; `check` validates a value.
struct Param {
  std::string name;  ///< the key in configurations; also the command-line option --NAME
  ParamType type = ParamType::text;
  std::string default_value;         ///< canonical text of the default
  std::string help;                  ///< one line
  std::vector<std::string> choices;  ///< choice (and list items): the allowed values
  double least = 0;                  ///< integer, real, list of numbers: smallest allowed
  double most = 0;                   ///< integer, real, list of numbers: largest allowed
  /// A command-line flag that sets this parameter to `flag_value` ("--no-deadend-cut" sets
  /// deadend-cut=off); empty for none. A flag named as the parameter replaces its option.
  std::string flag;
  std::string flag_value;

  static Param choice(std::string name, std::string default_value, std::vector<std::string> choices, std::string help);
  static Param toggle(std::string name, bool on, std::string help);
  static Param integer(std::string name, std::int64_t default_value, std::int64_t least, std::int64_t most,
                       std::string help);
  static Param real(std::string name, double default_value, double least, double most, std::string help);
  /// Items that are choices (`choices` non-empty) or whole numbers in [least, most].
  static Param list(std::string name, std::string default_value, std::vector<std::string> choices, std::string help);
  static Param number_list(std::string name, std::string default_value, std::int64_t least, std::int64_t most,
                           std::string help);
  static Param text(std::string name, std::string default_value, std::string help);
  [[nodiscard]] Param with_flag(std::string flag_name, std::string value) &&;

  /// The canonical text of `value` ("1.50" gives "1.5"), or InputError
  /// "option KEY=VALUE of 'OWNER' is not DOMAIN".
  [[nodiscard]] std::string check(std::string_view owner, std::string_view value) const;
  /// What values are allowed, in words: "one of binary|radix", "a whole number from 1 to 256", ...
  [[nodiscard]] std::string domain() const;
};

/// A configuration: the entry's name and its parameters as text. Straight from
/// parse_config it is unchecked; from Catalog::complete every declared parameter is present
/// and valid, and the typed getters read it.
struct Config {
  std::string name;
  std::map<std::string, std::string> params;

  /// The value of a declared parameter; InputError when it is absent or not of that type
  /// (a configuration that did not come from Catalog::complete).
  [[nodiscard]] const std::string& text(std::string_view key) const;
  [[nodiscard]] std::int64_t integer(std::string_view key) const;
  [[nodiscard]] double real(std::string_view key) const;
  [[nodiscard]] bool on(std::string_view key) const;                         ///< a toggle
  [[nodiscard]] std::vector<std::string> items(std::string_view key) const;  ///< a list's items
  [[nodiscard]] bool has(std::string_view key) const { return params.find(std::string(key)) != params.end(); }
};

/// Splits "NAME[:key=value,...]". InputError on a malformed text (no name, an item that is
/// not key=value, a key given twice); names and values are checked by a catalog, not here.
[[nodiscard]] Config parse_config(std::string_view text);
/// "NAME:key=value,..." with the keys sorted.
[[nodiscard]] std::string to_string(const Config& config);

}  // namespace gridnav
