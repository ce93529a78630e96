#include "gridnav/search/best_first.hpp"

namespace gridnav {

std::string_view to_string(TieRule t) noexcept {
  switch (t) {
    case TieRule::smaller_h:
      return "h";
    case TieRule::lifo:
      return "lifo";
    case TieRule::fifo:
      return "fifo";
    default:
      return "g";
  }
}

std::optional<TieRule> parse_tie_rule(std::string_view s) noexcept {
  for (auto t : {TieRule::larger_g, TieRule::smaller_h, TieRule::lifo, TieRule::fifo})
    if (s == to_string(t)) return t;
  return std::nullopt;
}

}  // namespace gridnav
