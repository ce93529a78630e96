#include "gridnav/io/weighted_text.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <istream>
#include <ostream>
#include <string_view>
#include <system_error>
#include <vector>

#include "detail/text_lines.hpp"
#include "gridnav/error.hpp"

namespace gridnav {
namespace {

using namespace detail::text;

struct Entry {
  std::int64_t value = 0;
  std::size_t line = 0;  // 0 while the entry has not been seen
};

struct Header {
  Entry type;  // value unused
  Entry height;
  Entry width;
};

void check_first(const Entry& entry, std::string_view key, const std::string& source, std::size_t line) {
  if (entry.line != 0)
    throw ParseError(source, line,
                     "second '" + std::string(key) + "' line; the first is line " + std::to_string(entry.line));
}

std::int64_t parse_side(std::string_view key, std::string_view text, const std::string& source, std::size_t line) {
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc() && end == text.data() + text.size() && value >= 1 && value <= Grid::kMaxSide) return value;
  throw ParseError(
      source, line,
      std::string(key) + " " + in_quotes(text) + " is not a whole number from 1 to " + std::to_string(Grid::kMaxSide));
}

/// What is still missing from a header, as "'type', 'height'"; empty when complete.
std::string missing_entries(const Header& h) {
  std::string missing;
  const auto add = [&](const Entry& e, const char* key) {
    if (e.line != 0) return;
    if (!missing.empty()) missing += ", ";
    missing += std::string("'") + key + "'";
  };
  add(h.type, "type");
  add(h.height, "height");
  add(h.width, "width");
  return missing;
}

void read_entry(Header& header, const std::vector<Word>& words, const std::string& source, std::size_t at) {
  const std::string key = lower(words[0].text);
  if (key != "type" && key != "height" && key != "width")
    throw ParseError(source, at,
                     "unexpected header entry " + in_quotes(words[0].text) +
                         "; expected 'type weighted', 'height H', 'width W' or 'map'");
  if (words.size() != 2) throw ParseError(source, at, "expected '" + key + "' followed by one value");
  if (key == "type") {
    check_first(header.type, key, source, at);
    if (lower(words[1].text) != "weighted")
      throw ParseError(source, at,
                       "map type " + in_quotes(words[1].text) + " is not supported; expected 'type weighted'");
    header.type.line = at;
  } else {
    Entry& entry = key == "height" ? header.height : header.width;
    check_first(entry, key, source, at);
    entry = {parse_side(key, words[1].text, source, at), at};
  }
}

Header read_header(LineReader& reader, const std::string& source, const ReadLimits& limits) {
  Header header;
  std::string line;
  while (reader.next(line)) {
    const auto words = split_words_with_columns(line);
    if (words.empty()) continue;
    const std::size_t at = reader.number();
    if (lower(words[0].text) != "map") {
      read_entry(header, words, source, at);
      continue;
    }
    if (words.size() != 1) throw ParseError(source, at, "expected 'map' alone on its line");
    if (const auto missing = missing_entries(header); !missing.empty())
      throw ParseError(source, at, "header lacks " + missing + " before 'map'");
    try {
      check_read_size(header.width.value, header.height.value, limits);
    } catch (const InputError& e) {
      throw ParseError(source, std::max(header.width.line, header.height.line), e.what());
    }
    return header;
  }
  const auto missing = missing_entries(header);
  throw ParseError(source, reader.number() + 1,
                   "file ends inside the header; expected " + (missing.empty() ? "" : missing + " and ") + "'map'");
}

/// One cell value: a decimal integer in 0..255.
Weight parse_value(const Word& word, std::int32_t x, const std::string& source, std::size_t line) {
  unsigned value = 0;
  const char* first = word.text.data();
  const char* last = first + word.text.size();
  const auto [end, ec] = std::from_chars(first, last, value);
  const bool digits = std::all_of(first, last, [](char c) { return c >= '0' && c <= '9'; });
  if (digits && ec == std::errc() && end == last && value <= kMaxWeight) return Weight(value);
  throw ParseError(source, line,
                   "column " + std::to_string(word.column) + " (x = " + std::to_string(x) + "): " +
                       (digits ? "value " + in_quotes(word.text) + " is out of range"
                               : in_quotes(word.text) + " is not a whole number") +
                       "; expected a weight 0..255 (0 = blocked)");
}

void read_row(std::vector<Weight>& weights, std::int32_t columns, std::int32_t y, std::string_view row,
              const std::string& source, std::size_t line) {
  const auto words = split_words_with_columns(row);
  const auto width = std::size_t(columns);
  if (words.size() < width)
    throw ParseError(source, line,
                     "column " + std::to_string(row.size() + 1) + ": map row y = " + std::to_string(y) + " has " +
                         std::to_string(words.size()) + " values; expected width " + std::to_string(width));
  if (words.size() > width)
    throw ParseError(source, line,
                     "column " + std::to_string(words[width].column) + ": map row y = " + std::to_string(y) + " has " +
                         std::to_string(words.size()) + " values; expected width " + std::to_string(width));
  for (std::int32_t x = 0; x < columns; ++x) weights.push_back(parse_value(words[std::size_t(x)], x, source, line));
}

/// The rows are read into `weights` first and the grid is allocated once they are all
/// there: a header that declares more rows than the file holds costs no memory.
Grid read_rows(LineReader& reader, const Header& header, const std::string& source) {
  const auto width = std::int32_t(header.width.value), height = std::int32_t(header.height.value);
  std::vector<Weight> weights;
  read_map_rows(reader, height, source, [&](std::int32_t y, const std::string& line, std::size_t number) {
    read_row(weights, width, y, line, source, number);
  });
  Grid grid(width, height);
  for (std::int32_t y = 0; y < height; ++y)
    for (std::int32_t x = 0; x < width; ++x) {
      const Weight w = weights[std::size_t(y) * std::size_t(width) + std::size_t(x)];
      if (w != kGround) grid.set_weight({x, y}, w);
    }
  return grid;
}

void check_writable(const Grid& grid) {
  if (grid.width() == 0) throw InputError("cannot write an empty grid as a weighted text map");
}

}  // namespace

Grid parse_weighted_text(std::istream& in, const std::string& source_name, const ReadLimits& limits) {
  LineReader reader(in, source_name, limits.max_line_bytes);
  const Header header = read_header(reader, source_name, limits);
  return read_rows(reader, header, source_name);
}

Grid read_weighted_text(const std::filesystem::path& file, const ReadLimits& limits) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError("map file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open map file '" + file.string() + "'");
  return parse_weighted_text(in, file.string(), limits);
}

void write_weighted_text(const Grid& grid, std::ostream& out) {
  check_writable(grid);
  out << "type weighted\nheight " << grid.height() << "\nwidth " << grid.width() << "\nmap\n";
  std::string row;
  for (std::int32_t y = 0; y < grid.height(); ++y) {
    row.clear();
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      if (x != 0) row += ' ';
      row += std::to_string(unsigned(grid.weight(Point{x, y})));
    }
    row += '\n';
    out << row;
  }
  if (!out) throw InputError("failed to write the weighted text map");
}

void write_weighted_text(const Grid& grid, const std::filesystem::path& file) {
  check_writable(grid);  // before the file is truncated
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw InputError("cannot open '" + file.string() + "' for writing");
  write_weighted_text(grid, out);
  out.close();
  if (!out) throw InputError("failed to write '" + file.string() + "'");
}

}  // namespace gridnav
