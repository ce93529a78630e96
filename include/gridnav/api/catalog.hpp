// A catalog: named entries, each with a one-line summary, typed parameters (param.hpp) and
// a factory. It is the one way gridnav registers things that a user picks by name:
//
//   gridnav::planners()          static searches: astar, ida, ... (api/registry.hpp, gridnav::core)
//   gridnav::navigators()        planners on changing maps: dstar-lite, ... (dynamic/planners.hpp)
//   gridnav::lab::experiments()  the experiments behind `gridnav lab` (lab/lab.hpp)
//
// Every front end reads a catalog rather than a list of its own: the command line makes an
// option of every parameter, `gridnav algos --json` prints the schema (catalog_schema_json),
// the conformance tests walk every entry and every parameter's bad values.
#pragma once

#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gridnav/api/param.hpp"

namespace gridnav {

/// What front ends need to know of an entry before they make it, declared with the entry
/// so that no front end tests names.
struct EntryTraits {
  /// Its searches report events to a sink (Planner::attach), so they can be drawn and traced.
  bool reports_events = true;
  /// Its paths are corners of cells joined by straight segments and its costs their
  /// Euclidean lengths (anyangle/corners.hpp), not cells and move costs.
  bool any_angle = false;
  /// Whether making it with this (completed) configuration runs one search per traversable
  /// cell (goal bounds): minutes on a large map, so a server refuses large maps. Null: never.
  bool (*search_per_cell)(const Config&) = nullptr;

  [[nodiscard]] bool searches_per_cell(const Config& config) const {
    return search_per_cell && search_per_cell(config);
  }
};

/// What a catalog says of an entry, without its factory.
struct EntryInfo {
  std::string name;
  std::string summary;
  std::vector<Param> params;
  EntryTraits traits{};

  [[nodiscard]] const Param* param(std::string_view key) const noexcept {
    for (const Param& p : params)
      if (p.name == key) return &p;
    return nullptr;
  }
};

namespace detail {
/// Catalog::complete for one entry: every key known and every value valid (InputError
/// naming `kind`, the entry and the allowed values otherwise), defaults filled in.
[[nodiscard]] Config complete_config(std::string_view kind, const EntryInfo& entry, const Config& config);
/// InputError "unknown KIND 'NAME' (known: a|b|c)".
[[noreturn]] void throw_unknown(std::string_view kind, std::string_view name, const std::vector<std::string>& known);
/// Checks an entry before it is added: a name, distinct parameter names, valid defaults.
void check_entry(std::string_view kind, const EntryInfo& entry, const std::vector<std::string>& taken);
}  // namespace detail

template <class Factory>
class Catalog {
 public:
  struct Entry : EntryInfo {
    Factory make;
  };

  /// `kind` names the entries in messages: "planner", "navigator", "experiment".
  explicit Catalog(std::string kind) : kind_(std::move(kind)) {}

  /// Adds an entry. InputError for a name taken, a parameter declared twice or a default
  /// that its own parameter refuses.
  void add(EntryInfo info, Factory make) {
    detail::check_entry(kind_, info, names());
    entries_.push_back(Entry{std::move(info), std::move(make)});
  }

  [[nodiscard]] const Entry* find(std::string_view name) const noexcept {
    for (const Entry& e : entries_)
      if (e.name == name) return &e;
    return nullptr;
  }
  /// The entry named `name`; InputError listing the known names otherwise.
  [[nodiscard]] const Entry& get(std::string_view name) const {
    if (const Entry* e = find(name)) return *e;
    detail::throw_unknown(kind_, name, names());
  }
  /// `config` checked against its entry, with every parameter present (defaults filled in).
  [[nodiscard]] Config complete(const Config& config) const {
    return detail::complete_config(kind_, get(config.name), config);
  }

  [[nodiscard]] std::span<const Entry> entries() const noexcept { return entries_; }
  [[nodiscard]] std::vector<std::string> names() const {
    std::vector<std::string> out;
    out.reserve(entries_.size());
    for (const Entry& e : entries_) out.push_back(e.name);
    return out;
  }
  [[nodiscard]] std::vector<const EntryInfo*> infos() const {
    std::vector<const EntryInfo*> out;
    for (const Entry& e : entries_) out.push_back(&e);
    return out;
  }
  [[nodiscard]] const std::string& kind() const noexcept { return kind_; }

 private:
  std::string kind_;
  std::vector<Entry> entries_;
};

/// The entries as a JSON document: {"kind": ..., "entries": [{"name", "summary", "params":
/// [{"name", "type", "default", "help", "choices", "minimum", "maximum", "flag"}]}]}, each
/// parameter also as a JSON Schema property ("schema"), for the viewer and the bindings.
[[nodiscard]] std::string catalog_schema_json(std::string_view kind, const std::vector<const EntryInfo*>& entries);

}  // namespace gridnav
