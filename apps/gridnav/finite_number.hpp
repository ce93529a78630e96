// A check for floating-point command-line options. CLI11's Range compares with < and >, so
// NaN passes it, and its message prints an open bound as DBL_MAX in full; finite_number
// refuses NaN and infinities and prints the range as written.
#pragma once

#include <fmt/core.h>

#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

#include "gridnav/error.hpp"

namespace gridnav::cli {

/// A finite number from `least` to `most`; leave `most` infinite for no upper bound.
[[nodiscard]] inline CLI::Validator finite_number(double least, double most = std::numeric_limits<double>::infinity()) {
  const std::string range =
      std::isinf(most) ? fmt::format("a number >= {}", least) : fmt::format("a number from {} to {}", least, most);
  return CLI::Validator(
      [least, most, range](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        const bool whole_text = !text.empty() && end == text.c_str() + text.size();
        if (!whole_text || !std::isfinite(value) || value < least || value > most)
          return "expected " + range + ", got '" + printable(text, 40) + "'";
        return {};
      },
      std::isinf(most) ? fmt::format(">= {}", least) : fmt::format("in [{} - {}]", least, most));
}

}  // namespace gridnav::cli
