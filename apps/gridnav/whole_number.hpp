// A check for unsigned command-line options. CLI11 reads "-5" into an unsigned option as
// a huge number (it wraps) and lets a value past the type's range through; whole_number
// refuses both with a message that names the range.
#pragma once

#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdlib>
#include <limits>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav::cli {

/// Digits only, from `least` to `most` (by default 0 to the option type's largest value).
template <class T>
[[nodiscard]] CLI::Validator whole_number(T least = 0, T most = std::numeric_limits<T>::max()) {
  const auto low = static_cast<unsigned long long>(least), high = static_cast<unsigned long long>(most);
  return CLI::Validator(
      [low, high](std::string& text) -> std::string {
        const std::string range = "a whole number from " + std::to_string(low) + " to " + std::to_string(high);
        if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
          return "expected " + range + ", got '" + printable(text, 40) + "'";
        errno = 0;
        const unsigned long long value = std::strtoull(text.c_str(), nullptr, 10);
        if (errno == ERANGE || value < low || value > high) return "expected " + range + ", got " + text;
        return {};
      },
      // --help: the range when it is not the type's whole range (CLI11 already says UINT).
      high != static_cast<unsigned long long>(std::numeric_limits<T>::max())
          ? "in [" + std::to_string(low) + " - " + std::to_string(high) + "]"
      : low != 0 ? ">= " + std::to_string(low)
                 : std::string());
}

}  // namespace gridnav::cli
