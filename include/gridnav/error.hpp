// Exceptions gridnav throws. They signal broken input (files, sizes, coordinates
// given to a constructor); searches never throw for control flow and report an
// unreachable goal as a normal result.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

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

}  // namespace gridnav
