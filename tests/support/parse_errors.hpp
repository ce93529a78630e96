// Checks that a parser rejects input with a ParseError naming the right file and line.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <string_view>

#include "gridnav/error.hpp"

namespace gridnav::testing {

/// Passes when parse() throws a ParseError for `file` at `line` whose message contains every needle.
template <class Parse>
::testing::AssertionResult parse_fails_at(Parse&& parse, std::string_view file, std::size_t line,
                                          std::initializer_list<std::string_view> needles) {
  try {
    (void)parse();
  } catch (const ParseError& e) {
    const std::string what = e.what();
    if (e.file() != file) return ::testing::AssertionFailure() << "wrong file in: " << what;
    if (e.line() != line) return ::testing::AssertionFailure() << "line " << e.line() << " != " << line << ": " << what;
    for (auto needle : needles)
      if (what.find(needle) == std::string::npos)
        return ::testing::AssertionFailure() << "'" << needle << "' missing from: " << what;
    return ::testing::AssertionSuccess() << what;
  }
  return ::testing::AssertionFailure() << "no ParseError";
}

}  // namespace gridnav::testing
