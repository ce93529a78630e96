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
    case TieRule::native:
      return "native";
    default:
      return "g";
  }
}

std::optional<TieRule> parse_tie_rule(std::string_view s) noexcept {
  for (const TieRule t : kTieRules)
    if (s == to_string(t)) return t;
  return std::nullopt;
}

}  // namespace gridnav
