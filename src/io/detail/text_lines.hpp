// Internal to the text readers (.map, .scen, .wmap): lines without their LF / CRLF
// ends and a leading UTF-8 byte-order mark, counted from 1 for error messages, and
// the small string helpers their messages share.
#pragma once

#include <cctype>
#include <cstddef>
#include <cstdint>
#include <istream>
#include <streambuf>
#include <string>
#include <string_view>
#include <vector>

#include "gridnav/error.hpp"
#include "gridnav/io/read_limits.hpp"

namespace gridnav::detail::text {

/// Hands out the lines of a stream without their line ends, counting from 1. A line longer
/// than `max_line_bytes` is a ParseError (ReadLimits::max_line_bytes), so a stream without
/// line ends (/dev/zero) cannot grow a line without bound.
class LineReader {
 public:
  LineReader(std::istream& in, const std::string& source, std::size_t max_line_bytes = ReadLimits{}.max_line_bytes)
      : in_(in), source_(source), max_line_bytes_(max_line_bytes == 0 ? ReadLimits{}.max_line_bytes : max_line_bytes) {}

  /// False at end of input; throws ParseError when the stream fails for another reason or
  /// the line is too long.
  bool next(std::string& line) {
    line.clear();
    std::streambuf* buffer = in_.rdbuf();
    bool any = false;
    for (;;) {
      const auto c = bump(buffer);
      if (std::char_traits<char>::eq_int_type(c, std::char_traits<char>::eof())) break;
      any = true;
      if (c == '\n') break;
      if (line.size() == max_line_bytes_)
        throw ParseError(
            source_, number_ + 1,
            "line longer than " + describe_bytes(max_line_bytes_) + " (ReadLimits::max_line_bytes, --max-line-bytes)");
      line.push_back(std::char_traits<char>::to_char_type(c));
    }
    if (!any) {
      in_.setstate(std::ios::eofbit);
      return false;
    }
    ++number_;
    if (number_ == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    return true;
  }
  /// Number of the last line handed out (0 before the first).
  [[nodiscard]] std::size_t number() const noexcept { return number_; }

 private:
  /// The next byte; a failing read (a directory, an I/O error) becomes a ParseError.
  std::char_traits<char>::int_type bump(std::streambuf* buffer) {
    try {
      return buffer->sbumpc();
    } catch (const std::exception& e) {
      throw ParseError(source_, number_ + 1, std::string("read error: ") + e.what());
    }
  }

  std::istream& in_;
  const std::string& source_;
  std::size_t max_line_bytes_;
  std::size_t number_ = 0;
};

inline bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\v' || c == '\f' || c == '\r'; }

/// A word of a line and the 1-based character column where it starts.
struct Word {
  std::string_view text;
  std::size_t column = 0;
};

inline std::vector<Word> split_words_with_columns(std::string_view line) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && is_space(line[i])) ++i;
    const std::size_t begin = i;
    while (i < line.size() && !is_space(line[i])) ++i;
    if (i > begin) words.push_back({line.substr(begin, i - begin), begin + 1});
  }
  return words;
}

inline std::vector<std::string_view> split_words(std::string_view line) {
  std::vector<std::string_view> words;
  for (const Word& w : split_words_with_columns(line)) words.push_back(w.text);
  return words;
}

/// Reads the `height` map rows that follow a header, handing each to
/// read_row(y, line, line_number), then allows only blank lines after them. The two
/// errors (too few rows, too many) name the file and the line.
template <class ReadRow>
void read_map_rows(LineReader& reader, std::int32_t height, const std::string& source, ReadRow&& read_row) {
  std::string line;
  for (std::int32_t y = 0; y < height; ++y) {
    if (!reader.next(line))
      throw ParseError(source, reader.number() + 1,
                       "file ends after " + std::to_string(y) + " map rows; expected height " + std::to_string(height));
    read_row(y, line, reader.number());
  }
  while (reader.next(line))
    if (!split_words_with_columns(line).empty())
      throw ParseError(source, reader.number(),
                       "more map rows than the height " + std::to_string(height) + "; expected end of file");
}

inline std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

/// 'text' in quotes, shortened so that a stray map row does not flood the message.
inline std::string in_quotes(std::string_view text) {
  constexpr std::size_t kShown = 40;
  std::string out(1, '\'');  // appended piece by piece: GCC 12 warns falsely on a + chain here
  out.append(printable(text, kShown));
  out.push_back('\'');
  return out;
}

/// A character for a message: itself when printable, else its byte value.
inline std::string describe_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u > 0x20 && u < 0x7f) return std::string{'\'', c, '\''};
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string out("byte 0x");
  out.push_back(kHex[u >> 4]);
  out.push_back(kHex[u & 15]);
  return out;
}

}  // namespace gridnav::detail::text
