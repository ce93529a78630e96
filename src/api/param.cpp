#include "gridnav/api/param.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <optional>

#include "gridnav/error.hpp"

namespace gridnav {
namespace {

/// Bytes of a user's text shown in a message (printable: control bytes as \xHH).
constexpr std::size_t kShown = 200;

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

std::vector<std::string> split(std::string_view text) {
  std::vector<std::string> out;
  for (;;) {
    const auto comma = text.find(',');
    out.emplace_back(trim(text.substr(0, comma)));
    if (comma == std::string_view::npos) return out;
    text.remove_prefix(comma + 1);
  }
}

/// The number `text` holds in full, or nothing.
std::optional<std::int64_t> whole(std::string_view text) {
  std::int64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size()) return std::nullopt;
  return v;
}
std::optional<double> real_number(std::string_view text) {
  double v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (text.empty() || ec != std::errc{} || end != text.data() + text.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

/// The shortest text that reads back as `v`.
std::string shortest(double v) {
  char buf[64];
  const auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, ec == std::errc{} ? end : buf);
}

std::string range_words(double least, double most, bool integral) {
  const auto num = [&](double x) { return integral ? std::to_string(std::int64_t(x)) : shortest(x); };
  const double inf = std::numeric_limits<double>::infinity();
  const std::string kind = integral ? "a whole number" : "a number";
  if (most == inf || (integral && most >= double(std::numeric_limits<std::int64_t>::max())))
    return kind + " >= " + num(least);
  return kind + " from " + num(least) + " to " + num(most);
}

}  // namespace

std::string_view to_string(ParamType type) noexcept {
  switch (type) {
    case ParamType::choice:
      return "choice";
    case ParamType::toggle:
      return "toggle";
    case ParamType::integer:
      return "integer";
    case ParamType::real:
      return "real";
    case ParamType::list:
      return "list";
    case ParamType::text:
      return "text";
  }
  return "text";
}

Param Param::choice(std::string name, std::string default_value, std::vector<std::string> choices, std::string help) {
  Param p{std::move(name), ParamType::choice, std::move(default_value), std::move(help), std::move(choices)};
  return p;
}
Param Param::toggle(std::string name, bool on, std::string help) {
  return {std::move(name), ParamType::toggle, on ? "on" : "off", std::move(help), {"on", "off"}};
}
Param Param::integer(std::string name, std::int64_t default_value, std::int64_t least, std::int64_t most,
                     std::string help) {
  return {std::move(name), ParamType::integer, std::to_string(default_value), std::move(help), {},
          double(least),   double(most)};
}
Param Param::real(std::string name, double default_value, double least, double most, std::string help) {
  return {std::move(name), ParamType::real, shortest(default_value), std::move(help), {}, least, most};
}
Param Param::list(std::string name, std::string default_value, std::vector<std::string> choices, std::string help) {
  return {std::move(name), ParamType::list, std::move(default_value), std::move(help), std::move(choices)};
}
Param Param::number_list(std::string name, std::string default_value, std::int64_t least, std::int64_t most,
                         std::string help) {
  return {std::move(name), ParamType::list, std::move(default_value), std::move(help), {}, double(least), double(most)};
}
Param Param::text(std::string name, std::string default_value, std::string help) {
  return {std::move(name), ParamType::text, std::move(default_value), std::move(help)};
}
Param Param::with_flag(std::string flag_name, std::string value) && {
  flag = std::move(flag_name);
  flag_value = std::move(value);
  return std::move(*this);
}

std::string Param::domain() const {
  switch (type) {
    case ParamType::choice:
    case ParamType::toggle:
      return "one of " + join(choices);
    case ParamType::integer:
      return range_words(least, most, true);
    case ParamType::real:
      return range_words(least, most, false);
    case ParamType::list:
      if (!choices.empty()) return "a comma-separated list of " + join(choices);
      return "a comma-separated list of whole numbers from " + std::to_string(std::int64_t(least)) + " to " +
             std::to_string(std::int64_t(most));
    case ParamType::text:
      return "text";
  }
  return "text";
}

std::string Param::check(std::string_view owner, std::string_view value) const {
  const auto fail = [&]() -> std::string {
    throw InputError("option " + name + "=" + printable(value, kShown) + " of '" + std::string(owner) + "' is not " +
                     domain());
  };
  const auto is_choice = [&](std::string_view v) {
    for (const auto& c : choices)
      if (c == v) return true;
    return false;
  };
  switch (type) {
    case ParamType::choice:
    case ParamType::toggle:
      if (!is_choice(value)) return fail();
      return std::string(value);
    case ParamType::integer: {
      const auto v = whole(value);
      if (!v || double(*v) < least || double(*v) > most) return fail();
      return std::to_string(*v);
    }
    case ParamType::real: {
      const auto v = real_number(value);
      if (!v || *v < least || *v > most) return fail();
      return shortest(*v == 0 ? 0.0 : *v);  // no "-0"
    }
    case ParamType::list: {
      if (trim(value).empty()) return {};  // the empty list
      std::vector<std::string> items = split(value);
      for (std::string& item : items) {
        if (!choices.empty()) {
          if (!is_choice(item)) return fail();
        } else {
          const auto v = whole(item);
          if (!v || double(*v) < least || double(*v) > most) return fail();
          item = std::to_string(*v);
        }
      }
      return join(items, ",");
    }
    case ParamType::text:
      return std::string(value);
  }
  return fail();
}

const std::string& Config::text(std::string_view key) const {
  const auto it = params.find(std::string(key));
  if (it == params.end()) throw InputError("configuration '" + name + "' has no parameter '" + std::string(key) + "'");
  return it->second;
}
std::int64_t Config::integer(std::string_view key) const {
  const auto v = whole(text(key));
  if (!v) throw InputError("parameter " + std::string(key) + " of '" + name + "' is not a whole number");
  return *v;
}
double Config::real(std::string_view key) const {
  const auto v = real_number(text(key));
  if (!v) throw InputError("parameter " + std::string(key) + " of '" + name + "' is not a number");
  return *v;
}
bool Config::on(std::string_view key) const {
  const std::string& v = text(key);
  if (v != "on" && v != "off") throw InputError("parameter " + std::string(key) + " of '" + name + "' is not on|off");
  return v == "on";
}
std::vector<std::string> Config::items(std::string_view key) const {
  const std::string& v = text(key);
  if (v.empty()) return {};
  return split(v);
}

Config parse_config(std::string_view text) {
  Config config;
  const auto colon = text.find(':');
  config.name = std::string(trim(text.substr(0, colon)));
  if (config.name.empty())
    throw InputError("configuration '" + printable(text, kShown) + "' has no name (expected NAME[:key=value,...])");
  if (colon == std::string_view::npos) return config;
  std::string_view rest = text.substr(colon + 1);
  while (!rest.empty()) {
    const auto comma = rest.find(',');
    const std::string_view item = trim(rest.substr(0, comma));
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    const auto eq = item.find('=');
    if (eq == std::string_view::npos || trim(item.substr(0, eq)).empty())
      throw InputError("configuration '" + printable(text, kShown) + "': '" + printable(item, kShown) +
                       "' is not key=value");
    const std::string key(trim(item.substr(0, eq)));
    if (config.params.contains(key))
      throw InputError("configuration '" + printable(text, kShown) + "' sets '" + printable(key, kShown) + "' twice");
    config.params[key] = std::string(trim(item.substr(eq + 1)));
  }
  return config;
}

std::string to_string(const Config& config) {
  std::string out = config.name;
  char sep = ':';
  for (const auto& [key, value] : config.params) {
    out += sep;
    out += key + "=" + value;
    sep = ',';
  }
  return out;
}

}  // namespace gridnav
