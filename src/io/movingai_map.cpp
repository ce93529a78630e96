#include "gridnav/io/movingai_map.hpp"

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

struct SizeEntry {
  std::int64_t value = 0;
  std::size_t line = 0;  // 0 while the entry has not been seen
};

struct Header {
  std::size_t type_line = 0;
  SizeEntry height;
  SizeEntry width;
};

/// One side of the map: a whole number in 1..Grid::kMaxSide.
std::int64_t parse_side(std::string_view key, std::string_view text, const std::string& source, std::size_t line) {
  std::int64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec == std::errc::result_out_of_range)
    throw ParseError(source, line,
                     std::string(key) + " " + in_quotes(text) + " is far too large; expected 1 to " +
                         std::to_string(Grid::kMaxSide));
  if (ec != std::errc() || end != text.data() + text.size())
    throw ParseError(source, line, std::string(key) + " " + in_quotes(text) + " is not a whole number");
  if (value < 1 || value > Grid::kMaxSide)
    throw ParseError(source, line,
                     std::string(key) + " " + std::to_string(value) + " is out of range; expected 1 to " +
                         std::to_string(Grid::kMaxSide));
  return value;
}

void read_size_entry(SizeEntry& entry, std::string_view key, std::string_view text, const std::string& source,
                     std::size_t line) {
  if (entry.line != 0)
    throw ParseError(source, line,
                     "second '" + std::string(key) + "' line; the first is line " + std::to_string(entry.line));
  entry = {parse_side(key, text, source, line), line};
}

void read_type_entry(Header& header, std::string_view text, const std::string& source, std::size_t line) {
  if (header.type_line != 0)
    throw ParseError(source, line, "second 'type' line; the first is line " + std::to_string(header.type_line));
  if (lower(text) != "octile")
    throw ParseError(source, line, "map type " + in_quotes(text) + " is not supported; expected 'type octile'");
  header.type_line = line;
}

/// What is still missing from a header, as "'type', 'height'"; empty when complete.
std::string missing_entries(const Header& h) {
  std::string missing;
  const auto add = [&](bool seen, const char* key) {
    if (seen) return;
    if (!missing.empty()) missing += ", ";
    missing += std::string("'") + key + "'";
  };
  add(h.type_line != 0, "type");
  add(h.height.line != 0, "height");
  add(h.width.line != 0, "width");
  return missing;
}

/// Checks the area (the sides were checked one by one) at the later of the two size lines.
void check_area(const Header& h, const std::string& source, const ReadLimits& limits) {
  try {
    check_read_size(h.width.value, h.height.value, limits);
  } catch (const InputError& e) {
    throw ParseError(source, std::max(h.width.line, h.height.line), e.what());
  }
}

Header read_header(LineReader& reader, const std::string& source, const ReadLimits& limits) {
  Header header;
  std::string line;
  while (reader.next(line)) {
    const auto words = split_words(line);
    if (words.empty()) continue;
    const std::string key = lower(words[0]);
    const std::size_t at = reader.number();
    if (key == "map") {
      if (words.size() != 1) throw ParseError(source, at, "expected 'map' alone on its line");
      if (const auto missing = missing_entries(header); !missing.empty())
        throw ParseError(source, at, "header lacks " + missing + " before 'map'");
      check_area(header, source, limits);
      return header;
    }
    if (key != "type" && key != "height" && key != "width")
      throw ParseError(
          source, at,
          "unexpected header line " + in_quotes(line) + "; expected 'type octile', 'height H', 'width W' or 'map'");
    if (words.size() != 2) throw ParseError(source, at, "expected '" + key + "' followed by one value");
    if (key == "type") read_type_entry(header, words[1], source, at);
    if (key == "height") read_size_entry(header.height, "height", words[1], source, at);
    if (key == "width") read_size_entry(header.width, "width", words[1], source, at);
  }
  const auto missing = missing_entries(header);
  throw ParseError(source, reader.number() + 1,
                   "file ends inside the header; expected " + (missing.empty() ? "" : missing + " and ") + "'map'");
}

enum class CellKind { traversable, blocked, unknown };

CellKind classify(char c) noexcept {
  switch (c) {
    case '.':
    case 'G':
    case 'S':
      return CellKind::traversable;
    case '@':
    case 'O':
    case 'T':
    case 'W':
      return CellKind::blocked;
    default:
      return CellKind::unknown;
  }
}

void check_row(std::int32_t width, std::int32_t y, std::string_view row, const std::string& source, std::size_t line) {
  if (row.size() != std::size_t(width))
    throw ParseError(source, line,
                     "map row y = " + std::to_string(y) + " has " + std::to_string(row.size()) +
                         " characters; expected width " + std::to_string(width));
  for (std::int32_t x = 0; x < width; ++x) {
    const char c = row[std::size_t(x)];
    if (classify(c) == CellKind::unknown)
      throw ParseError(source, line,
                       "unexpected character " + describe_char(c) + " at column " + std::to_string(x + 1) +
                           " (x = " + std::to_string(x) +
                           "); expected '.', 'G', 'S' (traversable) or '@', 'O', 'T', 'W' (blocked)");
  }
}

/// The rows are checked and kept as text first, and the grid is allocated once they are all
/// there: a header that declares more rows than the file holds costs no memory.
Grid read_rows(LineReader& reader, const Header& header, const std::string& source) {
  const auto width = std::int32_t(header.width.value), height = std::int32_t(header.height.value);
  std::string cells;
  read_map_rows(reader, height, source, [&](std::int32_t y, const std::string& line, std::size_t number) {
    check_row(width, y, line, source, number);
    cells += line;
  });
  Grid grid(width, height);
  for (std::int32_t y = 0; y < height; ++y)
    for (std::int32_t x = 0; x < width; ++x)
      if (classify(cells[std::size_t(y) * std::size_t(width) + std::size_t(x)]) == CellKind::blocked)
        grid.set_blocked({x, y});
  return grid;
}

/// The .map format stores only blocked and weight-1 cells of a non-empty grid.
void check_writable(const Grid& grid) {
  if (grid.width() == 0) throw InputError("cannot write an empty grid as a Moving AI .map");
  if (!grid.uniform())
    throw InputError("the grid has cell weights up to " + std::to_string(grid.max_weight()) +
                     ", but a Moving AI .map only stores blocked and weight-1 cells; "
                     "write it in the weighted text format instead");
}

}  // namespace

Grid parse_movingai_map(std::istream& in, const std::string& source_name, const ReadLimits& limits) {
  LineReader reader(in, source_name, limits.max_line_bytes);
  const Header header = read_header(reader, source_name, limits);
  return read_rows(reader, header, source_name);
}

Grid read_movingai_map(const std::filesystem::path& file, const ReadLimits& limits) {
  std::error_code ec;
  if (std::filesystem::is_directory(file, ec)) throw InputError("map file '" + file.string() + "' is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) throw InputError("cannot open map file '" + file.string() + "'");
  return parse_movingai_map(in, file.string(), limits);
}

void write_movingai_map(const Grid& grid, std::ostream& out) {
  check_writable(grid);
  out << "type octile\nheight " << grid.height() << "\nwidth " << grid.width() << "\nmap\n";
  std::string row(std::size_t(grid.width()), '.');
  for (std::int32_t y = 0; y < grid.height(); ++y) {
    for (std::int32_t x = 0; x < grid.width(); ++x)
      row[std::size_t(x)] = grid.weight(Point{x, y}) == kBlocked ? '@' : '.';
    out << row << '\n';
  }
  if (!out) throw InputError("failed to write the Moving AI .map");
}

void write_movingai_map(const Grid& grid, const std::filesystem::path& file) {
  check_writable(grid);  // before the file is truncated
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out) throw InputError("cannot open '" + file.string() + "' for writing");
  write_movingai_map(grid, out);
  out.close();
  if (!out) throw InputError("failed to write '" + file.string() + "'");
}

}  // namespace gridnav
