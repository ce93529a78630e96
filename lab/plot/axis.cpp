#include "lab/plot/axis.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace gridnav::plot {
namespace {

/// The round step (1, 2 or 5 times a power of 10) that cuts `span` into about `parts`.
double round_step(double span, int parts) {
  const double raw = span / parts;
  const double power = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0})
    if (m * power >= raw) return m * power;
  return 10 * power;
}

std::string printf_text(const char* format, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, v);
  return buf;
}

}  // namespace

Axis::Axis(double lo, double hi, bool log, bool from_zero) : log_(log) {
  if (log_) {
    const int first = int(std::floor(std::log10(lo))), last = std::max(first + 1, int(std::ceil(std::log10(hi))));
    min_ = std::pow(10.0, first);
    max_ = std::pow(10.0, last);
    for (int e = first; e <= last; ++e) {
      const double p = std::pow(10.0, e);
      ticks_.push_back(p);
      if (last - first <= 2 && e < last) {
        ticks_.push_back(2 * p);
        ticks_.push_back(5 * p);
      }
    }
    return;
  }
  if (from_zero && lo >= 0) lo = 0;
  if (hi <= lo) hi = lo + (lo == 0 ? 1 : std::abs(lo) * 0.1);
  const double step = round_step(hi - lo, 5);
  min_ = std::floor(lo / step) * step;
  max_ = std::ceil(hi / step - 1e-9) * step;
  if (max_ < hi) max_ += step;
  const auto count = long(std::llround((max_ - min_) / step));
  for (long i = 0; i <= count; ++i) ticks_.push_back(std::round((min_ + double(i) * step) / step) * step);
}

double Axis::fraction(double v) const noexcept {
  const double f = log_ ? (std::log10(std::max(v, min_)) - std::log10(min_)) / (std::log10(max_) - std::log10(min_))
                        : (v - min_) / (max_ - min_);
  return std::clamp(f, 0.0, 1.0);
}

std::string tick_text(double v) {
  const double a = std::abs(v);
  if (a >= 1e6) return printf_text("%gM", v / 1e6);
  if (a >= 1e4) return printf_text("%gk", v / 1e3);
  return printf_text("%g", v);
}

std::string value_text(double v) {
  if (std::abs(v) >= 1000) return printf_text("%.0f", v);
  return printf_text("%.3g", v);
}

std::string exact_text(double v) {
  char buf[64];
  const auto end = std::to_chars(buf, buf + sizeof buf, v).ptr;  // the shortest form that reads back as v
  return std::string(buf, end);
}

}  // namespace gridnav::plot
