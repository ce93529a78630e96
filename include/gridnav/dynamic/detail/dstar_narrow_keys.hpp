// For the tests of the dynamic planners: D* or Focused D* whose one-word keys hold fewer
// bits per part, so that a test on a small map reaches the switch to wide keys (which the
// default layout, 26 bits or more per part, leaves to very long runs).
#pragma once

#include <memory>

#include "gridnav/dynamic/navigator.hpp"

namespace gridnav::detail {

/// D* whose narrow keys hold at most `value_bits` bits per part (src/dynamic/dstar/).
std::unique_ptr<Navigator> make_dstar_with_narrow_bits(unsigned value_bits);
/// Focused D* whose narrow keys hold at most `value_bits` bits per part.
std::unique_ptr<Navigator> make_focused_dstar_with_narrow_bits(unsigned value_bits);
/// One or the other, with heap counting on.
inline std::unique_ptr<Navigator> make_dstar_with_narrow_bits(bool focused, unsigned value_bits) {
  return focused ? make_focused_dstar_with_narrow_bits(value_bits) : make_dstar_with_narrow_bits(value_bits);
}

}  // namespace gridnav::detail
