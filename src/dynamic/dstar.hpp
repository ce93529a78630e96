// Internal to the dynamic planners and their tests: D* or Focused D* whose one-word keys
// hold fewer bits per part, so that a test on a small map reaches the switch to wide keys
// (which the default layout, 26 bits or more per part, leaves to very long runs).
#pragma once

#include <memory>

#include "gridnav/dynamic/navigator.hpp"

namespace gridnav::detail {

/// D* (or Focused D*) whose narrow keys hold at most `value_bits` bits per part.
std::unique_ptr<Navigator> make_dstar_with_narrow_bits(bool focused, unsigned value_bits);

}  // namespace gridnav::detail
