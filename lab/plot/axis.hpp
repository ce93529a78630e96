// Value axes of the SVG charts: the range, the mapping to pixels and the ticks.
#pragma once

#include <string>
#include <vector>

namespace gridnav::plot {

class Axis {
 public:
  /// An axis covering the values [lo, hi] (lo <= hi, both finite; lo > 0 when log). A
  /// linear axis starts and ends on round ticks, and at 0 when `from_zero` and every value
  /// is >= 0; a log axis runs from the power of 10 at or below lo to the one at or above hi.
  Axis(double lo, double hi, bool log, bool from_zero = true);

  [[nodiscard]] bool log() const noexcept { return log_; }
  [[nodiscard]] double min() const noexcept { return min_; }
  [[nodiscard]] double max() const noexcept { return max_; }
  /// Position of v in [0, 1] along the axis (v clamped to the axis' range).
  [[nodiscard]] double fraction(double v) const noexcept;
  /// Tick values, ascending: round numbers (1, 2 or 5 times a power of 10) on a linear
  /// axis, powers of 10 (and 2x, 5x when the axis spans at most two decades) on a log one.
  [[nodiscard]] const std::vector<double>& ticks() const noexcept { return ticks_; }

 private:
  bool log_;
  double min_ = 0, max_ = 1;
  std::vector<double> ticks_;
};

/// A tick label: "0", "2.5", "40", "12k", "3M".
[[nodiscard]] std::string tick_text(double v);
/// A value label beside a bar: three significant digits ("2.86", "17.5", "142", "14389").
[[nodiscard]] std::string value_text(double v);
/// A number as written into data-* attributes: the shortest text that reads back as v.
[[nodiscard]] std::string exact_text(double v);

}  // namespace gridnav::plot
