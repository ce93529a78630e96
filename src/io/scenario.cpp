#include "gridnav/io/scenario.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <fstream>
#include <istream>
#include <limits>
#include <ostream>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include "detail/text_lines.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

using namespace detail::text;

constexpr std::size_t kColumns = 9;
constexpr std::array<std::string_view, kColumns> kColumnNames{
    "bucket", "map", "map width", "map height", "start x", "start y", "goal x", "goal y", "optimal length"};
constexpr std::string_view kColumnList =
    "bucket, map, map width, map height, start x, start y, goal x, goal y, optimal length";

/// Parses and checks the words of a query line; `source` and `line` locate errors.
class EntryReader {
 public:
  EntryReader(const std::vector<std::string_view>& words, const std::string& source, std::size_t line)
      : words_(words), source_(source), line_(line) {}

  ScenarioEntry read() const {
    ScenarioEntry e;
    e.bucket = integer(0);
    e.map_name = std::string(words_[1]);
    e.map_width = integer(2);
    e.map_height = integer(3);
    e.start = {integer(4), integer(5)};
    e.goal = {integer(6), integer(7)};
    e.optimal_length = length(8);
    e.decimals = printed_decimals(words_[8]);
    e.line = line_;
    return e;
  }

 private:
  [[noreturn]] void fail(std::size_t column, const std::string& problem) const {
    throw ParseError(source_, line_,
                     "column " + std::to_string(column + 1) + " (" + std::string(kColumnNames[column]) + ") " +
                         in_quotes(words_[column]) + " " + problem);
  }

  std::int32_t integer(std::size_t column) const {
    const std::string_view text = words_[column];
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::invalid_argument || end != text.data() + text.size()) fail(column, "is not a whole number");
    if (ec == std::errc::result_out_of_range || value < std::numeric_limits<std::int32_t>::min() ||
        value > std::numeric_limits<std::int32_t>::max())
      fail(column, "does not fit in 32 bits");
    return std::int32_t(value);
  }

  double length(std::size_t column) const {
    const std::string_view text = words_[column];
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
      fail(column, "is not a finite number");
    if (value < 0) fail(column, "is negative");
    return value;
  }

  const std::vector<std::string_view>& words_;
  const std::string& source_;
  std::size_t line_;
};

/// The value of a `version V` line; only version 1 (written "1", "1.0", ...) is known.
std::string read_version(const std::vector<std::string_view>& words, const std::string& source, std::size_t line) {
  if (words.size() != 2) throw ParseError(source, line, "expected 'version 1'");
  const std::string_view text = words[1];
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || value != 1.0)
    throw ParseError(source, line, "scenario version " + in_quotes(text) + " is not supported; expected 1 or 1.0");
  return std::string(text);
}

void check_column_count(const std::vector<std::string_view>& words, bool may_be_version, const std::string& source,
                        std::size_t line) {
  if (words.size() == kColumns) return;
  if (lower(words[0]) == "version")
    throw ParseError(source, line, "a 'version' line may only be the first line of a scenario");
  throw ParseError(source, line,
                   std::string(may_be_version ? "expected 'version 1' or a query of " : "expected a query of ") +
                       std::to_string(kColumns) + " columns (" + std::string(kColumnList) + "), found " +
                       std::to_string(words.size()));
}

bool has_space(std::string_view s) {
  return std::any_of(s.begin(), s.end(), [](char c) { return is_space(c) || c == '\n'; });
}

void check_writable(const ScenarioEntry& e) {
  if (e.map_name.empty() || has_space(e.map_name))
    throw InputError("scenario map name " + in_quotes(e.map_name) +
                     " cannot be written: it must be non-empty and without whitespace");
  if (!std::isfinite(e.optimal_length) || e.optimal_length < 0)
    throw InputError("scenario length " + std::to_string(e.optimal_length) +
                     " cannot be written: it must be finite and >= 0");
}

std::string fixed8(double value) {
  std::array<char, 64> buffer{};
  const auto [end, ec] =
      std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed, 8);
  if (ec != std::errc()) throw InputError("scenario length " + std::to_string(value) + " is too large to write");
  return std::string(buffer.data(), end);
}

bool regular_file(const std::filesystem::path& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec);
}

}  // namespace

Scenario parse_scenario(std::istream& in, const std::filesystem::path& file_for_messages, const ReadLimits& limits) {
  Scenario scenario;
  scenario.file = file_for_messages;
  const std::string source = file_for_messages.string();
  LineReader reader(in, source, limits.resolved().max_line_bytes);
  std::string line;
  bool first = true;
  while (reader.next(line)) {
    const auto words = split_words(line);
    if (words.empty()) continue;
    const bool may_be_version = std::exchange(first, false);
    if (may_be_version && lower(words[0]) == "version") {
      scenario.version = read_version(words, source, reader.number());
      continue;
    }
    check_column_count(words, may_be_version, source, reader.number());
    scenario.entries.push_back(EntryReader(words, source, reader.number()).read());
  }
  return scenario;
}

Scenario read_scenario(const std::filesystem::path& file, const ReadLimits& limits) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError("scenario file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open scenario file '" + file.string() + "'");
  return parse_scenario(in, file, limits);
}

void write_scenario(const Scenario& s, std::ostream& out) {
  for (const ScenarioEntry& e : s.entries) check_writable(e);
  out << "version 1\n";
  for (const ScenarioEntry& e : s.entries)
    out << e.bucket << '\t' << e.map_name << '\t' << e.map_width << '\t' << e.map_height << '\t' << e.start.x << '\t'
        << e.start.y << '\t' << e.goal.x << '\t' << e.goal.y << '\t' << fixed8(e.optimal_length) << '\n';
  if (!out) throw InputError("failed to write the scenario");
}

std::filesystem::path resolve_scenario_map(const Scenario& s, const std::string& map_name) {
  if (map_name.empty()) throw InputError("scenario '" + s.file.string() + "' names no map");
  const std::filesystem::path name(map_name);
  const std::filesystem::path folder = s.file.parent_path();
  std::vector<std::filesystem::path> tried{name.is_absolute() ? name : folder / name};
  if (name.has_filename() && (folder / name.filename()).lexically_normal() != tried.front().lexically_normal())
    tried.push_back(folder / name.filename());
  for (const auto& candidate : tried)
    if (regular_file(candidate)) return candidate;
  std::string list;
  for (const auto& candidate : tried) list += (list.empty() ? "'" : ", '") + candidate.string() + "'";
  throw InputError("cannot find map '" + map_name + "' of scenario '" + s.file.string() + "'; tried " + list);
}

int printed_decimals(std::string_view text) {
  const std::size_t e = text.find_first_of("eE");
  const std::string_view mantissa = text.substr(0, e);
  const std::size_t dot = mantissa.find('.');
  std::int64_t decimals = dot == std::string_view::npos ? 0 : std::int64_t(mantissa.size() - dot - 1);
  if (e != std::string_view::npos) {
    std::string_view exponent = text.substr(e + 1);
    if (exponent.starts_with('+')) exponent.remove_prefix(1);
    int shift = 0;
    std::from_chars(exponent.data(), exponent.data() + exponent.size(), shift);
    decimals -= shift;
  }
  return int(std::clamp<std::int64_t>(decimals, 0, 17));  // beyond 17 digits a double holds nothing more
}

double length_tolerance(const ScenarioEntry& e) { return length_tolerance(e.optimal_length, e.decimals); }

double length_tolerance(double printed, int decimals) {
  // The slack is one float epsilon, relative: hog2 rounded single-precision lengths, so
  // 412 + 96 sqrt(2) = 547.76450198... is printed 547.764 (maze512-32-0.map.scen:1353).
  // A relative 1e-9 would call 63 of the bundled optimal lengths wrong; the largest excess
  // over half a digit among them is 1.2e-8 relative.
  constexpr double kRelativeSlack = std::numeric_limits<float>::epsilon();  // 1.19e-7
  const double last_digit = std::pow(10.0, -double(std::max(decimals, 0)));
  return 0.5 * last_digit + kRelativeSlack * std::max(1.0, std::abs(printed));
}

bool length_matches(double computed, const ScenarioEntry& e) {
  return std::isfinite(computed) && std::abs(computed - e.optimal_length) <= length_tolerance(e);
}

}  // namespace gridnav
