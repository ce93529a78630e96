// Exceptions gridnav throws. They signal broken input (files, sizes, coordinates
// given to a constructor); searches never throw for control flow and report an
// unreachable goal as a normal result.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gridnav {

/// Bad input: an absurd size, an out-of-range coordinate, an unknown option value.
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// A malformed file. what() reads "FILE:LINE: message"; line 0 means the file as a whole.
class ParseError : public InputError {
 public:
  ParseError(std::string file, std::size_t line, const std::string& message)
      : InputError(file + ":" + std::to_string(line) + ": " + message), file_(std::move(file)), line_(line) {}
  [[nodiscard]] const std::string& file() const noexcept { return file_; }
  [[nodiscard]] std::size_t line() const noexcept { return line_; }

 private:
  std::string file_;
  std::size_t line_;
};

/// Text from a file or the command line made safe for a message: printable ASCII is kept,
/// every other byte becomes \xHH, and after `shown` bytes the rest is replaced by "...".
[[nodiscard]] inline std::string printable(std::string_view text, std::size_t shown = 80) {
  constexpr std::string_view kHex = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < text.size() && i < shown; ++i) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte >= 0x20 && byte < 0x7f) {
      out.push_back(char(byte));
    } else {
      out += "\\x";
      out.push_back(kHex[byte >> 4]);
      out.push_back(kHex[byte & 15]);
    }
  }
  if (text.size() > shown) out += "...";
  return out;
}

/// Names for a message's list of what is allowed: "a|b|c" (or another separator).
[[nodiscard]] inline std::string join(const std::vector<std::string>& items, std::string_view sep = "|") {
  std::string out;
  for (const std::string& s : items) {
    if (!out.empty()) out += sep;
    out += s;
  }
  return out;
}

}  // namespace gridnav
