#include "gridnav/io/gppc_dynamic.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <fstream>
#include <istream>
#include <limits>
#include <ostream>
#include <string_view>
#include <system_error>

#include "detail/text_lines.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/grid.hpp"
#include "gridnav/io/scenario.hpp"

namespace gridnav {
namespace {

using namespace detail::text;

/// The non-blank lines of a file as words, with their line numbers for messages.
class ItemReader {
 public:
  ItemReader(std::istream& in, const std::string& source, const ReadLimits& limits)
      : source_(source), lines_(in, source_, limits.resolved().max_line_bytes) {}

  /// The next non-blank line's words; false at end of file.
  bool next() {
    while (lines_.next(line_)) {
      words_ = split_words(line_);
      if (!words_.empty()) return true;
    }
    words_.clear();
    return false;
  }
  /// The next non-blank line, which must exist; `what` says what was expected.
  void expect_more(std::string_view what) {
    if (!next()) throw ParseError(source_, lines_.number() + 1, "file ends; expected " + std::string(what));
  }
  /// The next line must read `key VALUE` with VALUE a whole number in [lo, hi].
  std::int64_t keyed_number(std::string_view key, std::int64_t lo, std::int64_t hi) {
    expect_more("'" + std::string(key) + " N'");
    if (words_.size() != 2 || words_[0] != key)
      fail("expected '" + std::string(key) + " N', found " + in_quotes(line_));
    return number(1, key, lo, hi);
  }
  /// The next line must be exactly `words` (e.g. "type patch").
  void expect_line(std::string_view expected) {
    expect_more("'" + std::string(expected) + "'");
    if (words_ != split_words(expected)) fail("expected '" + std::string(expected) + "', found " + in_quotes(line_));
  }

  /// Word `i` as a whole number in [lo, hi]; `name` says what it is in messages.
  std::int64_t number(std::size_t i, std::string_view name, std::int64_t lo, std::int64_t hi) const {
    const std::string_view text = words_[i];
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec == std::errc::invalid_argument || end != text.data() + text.size())
      fail(std::string(name) + " " + in_quotes(text) + " is not a whole number");
    if (ec == std::errc::result_out_of_range || value < lo || value > hi)
      fail(std::string(name) + " " + in_quotes(text) + " is out of range " + std::to_string(lo) + ".." +
           std::to_string(hi));
    return value;
  }
  /// Word `i` as a finite number.
  double real(std::size_t i, std::string_view name) const {
    const std::string_view text = words_[i];
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || !std::isfinite(value))
      fail(std::string(name) + " " + in_quotes(text) + " is not a finite number");
    return value;
  }

  [[noreturn]] void fail(const std::string& message) const { throw ParseError(source_, lines_.number(), message); }

  [[nodiscard]] const std::vector<std::string_view>& words() const noexcept { return words_; }
  [[nodiscard]] const std::string& line() const noexcept { return line_; }
  [[nodiscard]] std::size_t number() const noexcept { return lines_.number(); }

 private:
  std::string source_;
  LineReader lines_;
  std::string line_;
  std::vector<std::string_view> words_;
};

/// Open (true) or blocked (false) for a patch character; InputError message for others.
bool open_cell(char c, ItemReader& reader, std::int64_t column) {
  switch (c) {
    case '.':
    case 'G':
    case 'S':
      return true;
    case '@':
    case 'O':
    case 'T':
    case 'W':
      return false;
    default:
      reader.fail("column " + std::to_string(column + 1) + ": " + describe_char(c) +
                  " is not a patch cell ('.', 'G', 'S' open; '@', 'O', 'T', 'W' blocked)");
  }
}

GppcPatch read_patch(ItemReader& reader, std::int64_t id, std::int32_t max_width, std::int32_t max_height,
                     const ReadLimits& limits) {
  GppcPatch patch;
  reader.expect_more("'patch " + std::to_string(id) + "'");
  patch.line = reader.number();
  if (reader.words().size() != 2 || reader.words()[0] != "patch")
    reader.fail("expected 'patch " + std::to_string(id) + "', found " + in_quotes(reader.line()));
  reader.number(1, "patch id", id, id);
  patch.height = std::int32_t(reader.keyed_number("height", 1, max_height));
  patch.width = std::int32_t(reader.keyed_number("width", 1, max_width));
  try {
    check_read_size(patch.width, patch.height, limits);
  } catch (const InputError& e) {
    reader.fail(e.what());
  }
  reader.expect_line("map");
  for (std::int32_t y = 0; y < patch.height; ++y) {
    reader.expect_more("row " + std::to_string(y + 1) + " of patch " + std::to_string(id));
    const auto& words = reader.words();
    if (words.size() != 1 || std::int64_t(words[0].size()) != patch.width)
      reader.fail("patch " + std::to_string(id) + " row " + std::to_string(y + 1) + " should be " +
                  std::to_string(patch.width) + " cells without spaces, found " + in_quotes(reader.line()));
    for (std::int64_t x = 0; x < patch.width; ++x)
      patch.open.push_back(open_cell(words[0][std::size_t(x)], reader, x) ? 1 : 0);
  }
  return patch;
}

GppcCommand read_patch_command(const ItemReader& reader, const GppcScenario& s) {
  if (reader.words().size() != 5) reader.fail("expected 'P bucket id x y', found " + in_quotes(reader.line()));
  GppcCommand c;
  c.kind = GppcCommand::Kind::patch;
  c.line = reader.number();
  c.bucket = std::int32_t(reader.number(1, "bucket", 0, std::numeric_limits<std::int32_t>::max()));
  if (s.patches.empty()) reader.fail("the patch library is empty: no patch to paste");
  c.patch = std::uint32_t(reader.number(2, "patch id", 0, std::int64_t(s.patches.size()) - 1));
  c.at = {std::int32_t(reader.number(3, "x", 0, s.width - 1)), std::int32_t(reader.number(4, "y", 0, s.height - 1))};
  const GppcPatch& p = s.patches[c.patch];
  if (std::int64_t(c.at.x) + p.width > s.width || std::int64_t(c.at.y) + p.height > s.height)
    reader.fail("patch " + std::to_string(c.patch) + " (" + std::to_string(p.width) + "x" + std::to_string(p.height) +
                ") at (" + std::to_string(c.at.x) + "," + std::to_string(c.at.y) + ") reaches outside the " +
                std::to_string(s.width) + "x" + std::to_string(s.height) + " map");
  return c;
}

GppcCommand read_query_command(const ItemReader& reader, const GppcScenario& s) {
  const std::size_t costs = s.cost_names.size();
  if (reader.words().size() != 6 + costs)
    reader.fail("expected 'Q bucket sx sy gx gy' and " + std::to_string(costs) + " cost(s), found " +
                in_quotes(reader.line()));
  GppcCommand c;
  c.kind = GppcCommand::Kind::query;
  c.line = reader.number();
  c.bucket = std::int32_t(reader.number(1, "bucket", 0, std::numeric_limits<std::int32_t>::max()));
  const std::array<std::int64_t, 4> xy{
      reader.number(2, "start x", 0, s.width - 1), reader.number(3, "start y", 0, s.height - 1),
      reader.number(4, "goal x", 0, s.width - 1), reader.number(5, "goal y", 0, s.height - 1)};
  c.start = {std::int32_t(xy[0]), std::int32_t(xy[1])};
  c.goal = {std::int32_t(xy[2]), std::int32_t(xy[3])};
  for (std::size_t i = 0; i < costs; ++i) {
    const double value = reader.real(6 + i, s.cost_names[i] + " cost");
    if (i != s.cost_column) continue;
    if (value < 0 && value != -1)
      reader.fail("octile cost " + in_quotes(reader.words()[6 + i]) + " is negative; -1 means no path");
    c.reference = value;
    c.decimals = printed_decimals(reader.words()[6 + i]);
  }
  return c;
}

void read_cost_line(ItemReader& reader, GppcScenario& s) {
  reader.expect_more("'cost N NAME...'");
  const auto& words = reader.words();
  if (words[0] != "cost" || words.size() < 2)
    reader.fail("expected 'cost N NAME...', found " + in_quotes(reader.line()));
  const auto n = std::size_t(reader.number(1, "cost count", 1, 64));
  if (words.size() != n + 2)
    reader.fail("'cost " + std::to_string(n) + "' should name " + std::to_string(n) + " cost(s), found " +
                in_quotes(reader.line()));
  bool octile = false;
  for (std::size_t i = 0; i < n; ++i) {
    s.cost_names.emplace_back(words[2 + i]);
    if (words[2 + i] != "octile") continue;
    if (octile) reader.fail("the cost 'octile' is declared twice");
    octile = true;
    s.cost_column = i;
  }
  if (!octile) reader.fail("no 'octile' cost among " + in_quotes(reader.line()));
}

std::filesystem::path read_patch_name(ItemReader& reader, const std::filesystem::path& file) {
  reader.expect_more("'patch FILE'");
  if (reader.words().size() != 2 || reader.words()[0] != "patch")
    reader.fail("expected 'patch FILE' (a name without spaces), found " + in_quotes(reader.line()));
  const std::filesystem::path name(reader.words()[1]);
  return name.is_absolute() ? name : file.parent_path() / name;
}

/// The file opened for reading; InputError for a folder or a file that cannot be opened.
std::ifstream open_input(const std::filesystem::path& file, const char* what) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec))
    throw InputError(std::string(what) + " file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open " + std::string(what) + " file '" + file.string() + "'");
  return in;
}

}  // namespace

std::size_t GppcScenario::query_count() const noexcept {
  return std::size_t(std::count_if(commands.begin(), commands.end(),
                                   [](const GppcCommand& c) { return c.kind == GppcCommand::Kind::query; }));
}

std::vector<GppcPatch> parse_gppc_patches(std::istream& in, const std::string& source, std::int32_t max_width,
                                          std::int32_t max_height, const ReadLimits& limits) {
  ItemReader reader(in, source, limits);
  reader.expect_line("type patch");
  const std::int64_t count = reader.keyed_number("patches", 0, std::numeric_limits<std::int32_t>::max());
  std::vector<GppcPatch> patches;
  for (std::int64_t id = 0; id < count; ++id) patches.push_back(read_patch(reader, id, max_width, max_height, limits));
  if (reader.next())
    reader.fail("more than the " + std::to_string(count) + " patch(es) declared; found " + in_quotes(reader.line()));
  return patches;
}

GppcScenario parse_gppc_scenario(std::istream& in, const std::filesystem::path& file,
                                 const GppcPatchLoader& load_patches, const ReadLimits& limits) {
  GppcScenario s;
  s.file = file;
  ItemReader reader(in, file.string(), limits);
  reader.expect_more("'version 2'");
  if (reader.words().size() != 2 || reader.words()[0] != "version" || reader.words()[1] != "2")
    reader.fail("expected 'version 2' (a GPPC dynamic-track scenario), found " + in_quotes(reader.line()) +
                (reader.words()[0] == "version" ? "; Moving AI scenarios (version 1) are for 'gridnav scen'" : ""));
  s.height = std::int32_t(reader.keyed_number("height", 1, Grid::kMaxSide));
  s.width = std::int32_t(reader.keyed_number("width", 1, Grid::kMaxSide));
  try {
    check_read_size(s.width, s.height, limits);
  } catch (const InputError& e) {
    reader.fail(e.what());
  }
  read_cost_line(reader, s);
  s.patch_file = read_patch_name(reader, file);
  const std::size_t patch_line = reader.number();
  reader.expect_line("commands");
  try {
    s.patches = load_patches(s.patch_file, s.width, s.height);
  } catch (const ParseError&) {
    throw;  // names the patch file and its line
  } catch (const InputError& e) {
    throw ParseError(file.string(), patch_line, e.what());
  }
  while (reader.next()) {
    const std::string_view kind = reader.words()[0];
    if (kind == "P") {
      s.commands.push_back(read_patch_command(reader, s));
    } else if (kind == "Q") {
      s.commands.push_back(read_query_command(reader, s));
    } else {
      reader.fail("unknown command " + in_quotes(kind) + "; expected 'P' (patch) or 'Q' (query)");
    }
  }
  return s;
}

GppcScenario read_gppc_scenario(const std::filesystem::path& file, const ReadLimits& limits) {
  std::ifstream in = open_input(file, "scenario");
  return parse_gppc_scenario(
      in, file,
      [&limits](const std::filesystem::path& patch_file, std::int32_t width, std::int32_t height) {
        std::ifstream patches = open_input(patch_file, "patch");
        return parse_gppc_patches(patches, patch_file.string(), width, height, limits);
      },
      limits);
}

void write_gppc_scenario(const GppcScenario& s, const std::string& patch_name, std::ostream& out) {
  out << "version 2\nheight " << s.height << "\nwidth " << s.width << "\ncost 1 octile\npatch " << patch_name
      << "\ncommands\n";
  std::array<char, 64> buffer{};
  for (const GppcCommand& c : s.commands) {
    if (c.kind == GppcCommand::Kind::patch) {
      out << "P " << c.bucket << ' ' << c.patch << ' ' << c.at.x << ' ' << c.at.y << '\n';
      continue;
    }
    out << "Q " << c.bucket << ' ' << c.start.x << ' ' << c.start.y << ' ' << c.goal.x << ' ' << c.goal.y << ' ';
    if (c.no_path()) {
      out << "-1\n";
    } else {
      const auto [end, ec] =
          std::to_chars(buffer.data(), buffer.data() + buffer.size(), c.reference, std::chars_format::fixed, 10);
      if (ec != std::errc()) throw InputError("reference cost too large to write");
      out << std::string_view(buffer.data(), std::size_t(end - buffer.data())) << '\n';
    }
  }
  if (!out) throw InputError("failed to write the scenario");
}

void write_gppc_patches(const std::vector<GppcPatch>& patches, std::ostream& out) {
  out << "type patch\npatches " << patches.size() << '\n';
  std::string row;
  for (std::size_t id = 0; id < patches.size(); ++id) {
    const GppcPatch& p = patches[id];
    out << "patch " << id << "\nheight " << p.height << "\nwidth " << p.width << "\nmap\n";
    for (std::int32_t y = 0; y < p.height; ++y) {
      row.clear();
      for (std::int32_t x = 0; x < p.width; ++x) row.push_back(p.is_open(x, y) ? '.' : '@');
      out << row << '\n';
    }
  }
  if (!out) throw InputError("failed to write the patches");
}

bool gppc_cost_matches(double computed, const GppcCommand& query) {
  if (query.no_path()) return !std::isfinite(computed);
  return std::isfinite(computed) &&
         std::abs(computed - query.reference) <= length_tolerance(query.reference, query.decimals);
}

}  // namespace gridnav
