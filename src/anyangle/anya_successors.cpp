// Anya's successors (anyangle/anya.hpp): what a root sees through an interval, and where a
// path turns at an interval's end.
#include <algorithm>

#include "anya_rows.hpp"

namespace gridnav::anyangle::anya {
namespace {

/// Emits `span` of row y, reached from the side `dir` (+1: from above), cut at every convex
/// corner inside it, so that paths turn only at the ends of intervals. Pinches at its ends
/// are left out: a path may not pass through one. Every span emitted here lies within a
/// free run of the row of cells on the side it was reached from, so a point inside it is a
/// convex corner exactly when the two cells beyond it differ, and never a pinch.
void emit_cut(const Rows& rows, Span span, std::int32_t y, int dir, std::uint32_t root, Sink& sink) {
  if (span.empty()) return;  // a projection beyond the run: its ends may lie off the map
  if (span.a.integral() && !span.a_open && rows.pinch(std::int32_t(span.a.n), y)) span.a_open = true;
  if (span.b.integral() && !span.b_open && rows.pinch(std::int32_t(span.b.n), y)) span.b_open = true;
  if (span.empty()) return;
  const std::int32_t beyond = dir > 0 ? y : y - 1;
  const auto first = std::int32_t(span.a.floor() + 1), last = std::int32_t(span.b.ceil() - 1);
  Span piece = span;
  rows.each_change(beyond, first, last, [&](std::int32_t x) {
    piece.b = Frac::of(x);
    piece.b_open = false;
    sink.emit(piece, y, root);
    piece.a = Frac::of(x);
    piece.a_open = false;
  });
  piece.b = span.b;
  piece.b_open = span.b_open;
  sink.emit(piece, y, root);
}

/// The interval of row y from lattice x (left out) along the row in direction `side` (+1
/// right, -1 left) to the first convex corner, to where the row can no longer be walked, or
/// up to a pinch.
void emit_flat(const Rows& rows, std::int32_t x, std::int32_t y, int side, std::uint32_t root, Sink& sink) {
  std::int32_t q = x;
  bool open_end = false;
  while (rows.walkable(side > 0 ? q : q - 1, y)) {
    q += side;
    if (rows.pinch(q, y)) {
      open_end = true;
      break;
    }
    if (rows.corner(q, y)) break;
  }
  if (q == x) return;
  if (side > 0)
    sink.emit({Frac::of(x), Frac::of(q), true, open_end}, y, root);
  else
    sink.emit({Frac::of(q), Frac::of(x), open_end, true}, y, root);
}

/// Turning at lattice point x, a closed end of a cone's interval of row y, when x is a
/// convex corner. Its blocked cell hides what lies on its side of the ray from the root
/// through x: when it is behind the row, x ends the interval on that side and the row
/// beyond x is hidden as well as the next row beyond the ray; when it is ahead, the next
/// row between the ray and the cell is. The corner becomes the root of what it reveals; a
/// turn depends on the root and the corner alone, so it is taken once.
void turn_at(const Rows& rows, std::int32_t x, std::int32_t y, Point at, std::uint32_t root, Sink& sink) {
  if (!rows.corner(x, y)) return;
  const int dir = y > at.y ? 1 : -1;
  const std::int32_t ahead = dir > 0 ? y : y - 1, behind = dir > 0 ? y - 1 : y;
  const bool behind_left = rows.blocked(x - 1, behind), behind_right = rows.blocked(x, behind);
  const bool to_left = behind_left || rows.blocked(x - 1, ahead), to_right = behind_right || rows.blocked(x, ahead);
  if (!to_left && !to_right) return;
  const auto turn = sink.turn({x, y}, root);
  if (!turn) return;
  if (const auto reach = rows.reach(x, ahead)) {
    const Frac ray = project(at, Frac::of(x), y, y + dir), lo = Frac::of(reach->lo), hi = Frac::of(reach->hi);
    if (to_right) emit_cut(rows, ray < lo ? Span{lo, hi} : Span{ray, hi, true, false}, y + dir, dir, *turn, sink);
    if (to_left) emit_cut(rows, hi < ray ? Span{lo, hi} : Span{lo, ray, false, true}, y + dir, dir, *turn, sink);
  }
  if (behind_left) emit_flat(rows, x, y, -1, *turn, sink);
  if (behind_right) emit_flat(rows, x, y, 1, *turn, sink);
}

/// The turns at the closed lattice ends of a cone's interval.
void turn_at_ends(const Rows& rows, const Span& span, std::int32_t y, Point at, std::uint32_t root, Sink& sink) {
  if (!span.a_open && span.a.integral()) turn_at(rows, std::int32_t(span.a.n), y, at, root, sink);
  if (!span.b_open && span.b.integral() && !(span.a == span.b))
    turn_at(rows, std::int32_t(span.b.n), y, at, root, sink);
}

/// A cone: the interval projected through the next row of cells, run by free run, then the
/// turns at its ends.
void cone(const Rows& rows, const Span& span, std::int32_t y, Point at, std::uint32_t root, Sink& sink) {
  const int dir = y > at.y ? 1 : -1;
  const std::int32_t next = y + dir, ahead = dir > 0 ? y : y - 1;
  if (next >= 0 && next <= rows.height()) {
    const std::int64_t first = std::max<std::int64_t>(0, span.a.floor() - 1),
                       last = std::min<std::int64_t>(rows.width() - 1, span.b.ceil());
    // Runs are followed no farther than the interval and its projection reach: a run that
    // goes on beyond them clips nothing.
    const Frac to_a = project(at, span.a, y, next), to_b = project(at, span.b, y, next);
    const auto near = std::int32_t(std::min(span.a.floor(), to_a.floor()));
    const auto far = std::int32_t(std::max(span.b.ceil(), to_b.ceil()));
    for (std::int64_t k = first; k <= last; ++k) {
      if (rows.blocked(std::int32_t(k), ahead)) continue;
      const Range run = rows.run(std::int32_t(k), ahead, near, far);
      k = run.hi;  // the cell after the run is blocked, or the scan has gone far enough
      const Frac lo = Frac::of(run.lo), hi = Frac::of(run.hi);
      Span seen = span;  // the part of the interval above (or below) the run
      if (seen.a < lo) seen.a = lo, seen.a_open = false;
      if (hi < seen.b) seen.b = hi, seen.b_open = false;
      if (seen.empty()) continue;
      Span through{seen.a == span.a ? to_a : project(at, seen.a, y, next),
                   seen.b == span.b ? to_b : project(at, seen.b, y, next), seen.a_open, seen.b_open};
      if (through.a < lo) through.a = lo, through.a_open = false;
      if (hi < through.b) through.b = hi, through.b_open = false;
      emit_cut(rows, through, next, dir, root, sink);
    }
  }
  turn_at_ends(rows, span, y, at, root, sink);
}

/// A flat interval: the row walked on beyond its far end, and the turns up or down there
/// around a blocked cell behind the corner.
void flat(const Rows& rows, const Span& span, std::int32_t y, Point at, std::uint32_t root, Sink& sink) {
  const int side = Frac::of(at.x) <= span.a ? 1 : -1;
  const Frac end = side > 0 ? span.b : span.a;
  if ((side > 0 ? span.b_open : span.a_open) || !end.integral()) return;
  const auto x = std::int32_t(end.n);
  emit_flat(rows, x, y, side, root, sink);
  if (!rows.corner(x, y)) return;
  const std::int32_t behind = side > 0 ? x - 1 : x;
  for (const int dir : {-1, 1}) {
    const std::int32_t row = dir > 0 ? y : y - 1;
    if (!rows.blocked(behind, row)) continue;
    const auto turn = sink.turn({x, y}, root);
    const auto reach = rows.reach(x, row);
    if (!turn || !reach) return;
    const Span beyond = side > 0 ? Span{Frac::of(x), Frac::of(reach->hi)} : Span{Frac::of(reach->lo), Frac::of(x)};
    emit_cut(rows, beyond, y + dir, dir, *turn, sink);
    return;  // a convex corner has one blocked cell
  }
}

}  // namespace

void start_successors(const Rows& rows, Point start, std::uint32_t root, Sink& sink) {
  const bool own_side = rows.pinch(start.x, start.y);  // leaves towards cell (x, y) only
  emit_flat(rows, start.x, start.y, 1, root, sink);
  if (!own_side) emit_flat(rows, start.x, start.y, -1, root, sink);
  for (const int dir : {1, -1}) {
    if (own_side && dir < 0) continue;
    const auto reach = rows.reach(start.x, dir > 0 ? start.y : start.y - 1);
    if (!reach) continue;
    const std::int32_t lo = own_side ? std::max(reach->lo, start.x) : reach->lo;
    emit_cut(rows, {Frac::of(lo), Frac::of(reach->hi)}, start.y + dir, dir, root, sink);
  }
}

void successors(const Rows& rows, const Span& span, std::int32_t y, Point at, std::uint32_t root, Sink& sink) {
  if (at.y == y)
    flat(rows, span, y, at, root, sink);
  else
    cone(rows, span, y, at, root, sink);
}

}  // namespace gridnav::anyangle::anya
