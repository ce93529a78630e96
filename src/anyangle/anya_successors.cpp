// Anya's successors (anyangle/anya.hpp): what a root sees through an interval, and where a
// path turns at an interval's end.
#include <algorithm>

#include "anya_rows.hpp"

namespace gridnav::anyangle::anya {
namespace {

/// Emits `span` of the row of `frame`, reached from the side `dir` (+1: from above), cut at
/// every convex corner inside it, so that paths turn only at the ends of intervals. Pinches
/// at its ends are left out: a path may not pass through one. Every span emitted here lies
/// within a free run of the row of cells on the side it was reached from, so a point inside
/// it is a convex corner exactly when the two cells beyond it differ, and never a pinch.
void emit_cut(const Rows& rows, Span span, const Frame& frame, int dir, std::uint32_t root, Sink& sink) {
  if (span.empty()) return;  // carried beyond the run: its ends may lie off the map
  const std::int32_t y = frame.y();
  if (!span.a_open && frame.integral(span.a) && rows.pinch(frame.lattice(span.a), y)) span.a_open = true;
  if (!span.b_open && frame.integral(span.b) && rows.pinch(frame.lattice(span.b), y)) span.b_open = true;
  if (span.empty()) return;
  const auto first = std::int32_t(frame.floor(span.a) + 1), last = std::int32_t(frame.ceil(span.b) - 1);
  Span piece = span;
  rows.each_change(dir > 0 ? y : y - 1, first, last, [&](std::int32_t x) {
    piece.b = frame.at(x);
    piece.b_open = false;
    sink.emit(piece, frame, root);
    piece.a = piece.b;
    piece.a_open = false;
  });
  piece.b = span.b;
  piece.b_open = span.b_open;
  sink.emit(piece, frame, root);
}

/// The interval of the row of `frame` (the root's own) from lattice x (left out) along the
/// row in direction `side` (+1 right, -1 left) to the first convex corner, to where the row
/// can no longer be walked, or up to a pinch.
void emit_flat(const Rows& rows, std::int32_t x, const Frame& frame, int side, std::uint32_t root, Sink& sink) {
  const std::int32_t y = frame.y();
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
    sink.emit({frame.at(x), frame.at(q), true, open_end}, frame, root);
  else
    sink.emit({frame.at(q), frame.at(x), open_end, true}, frame, root);
}

/// Turning at lattice point x, a closed end of a cone's interval on the row of `frame`, when
/// x is a convex corner. Its blocked cell hides what lies on its side of the ray from the
/// root through x: when it is behind the row, x ends the interval on that side and the row
/// beyond x is hidden as well as the next row beyond the ray; when it is ahead, the next row
/// between the ray and the cell is. The corner becomes the root of what it reveals; a turn
/// depends on the root and the corner alone, so it is taken once.
void turn_at(const Rows& rows, std::int32_t x, const Frame& frame, std::uint32_t root, Sink& sink) {
  const std::int32_t y = frame.y();
  if (!rows.corner(x, y)) return;
  const int dir = y > frame.root().y ? 1 : -1;
  const std::int32_t ahead = dir > 0 ? y : y - 1, behind = dir > 0 ? y - 1 : y;
  const bool behind_left = rows.blocked(x - 1, behind), behind_right = rows.blocked(x, behind);
  const bool to_left = behind_left || rows.blocked(x - 1, ahead), to_right = behind_right || rows.blocked(x, ahead);
  if (!to_left && !to_right) return;
  const auto turn = sink.turn({x, y}, root);
  if (!turn) return;
  const Point corner{x, y};
  if (const auto reach = rows.reach(x, ahead)) {
    // Seen from the corner, one row on, the ray from the old root through it keeps the
    // slope it had from there.
    const Frame beyond(corner, y + dir);
    const Slope ray = frame.at(x), lo = beyond.at(reach->lo), hi = beyond.at(reach->hi);
    if (to_right) emit_cut(rows, ray < lo ? Span{lo, hi} : Span{ray, hi, true, false}, beyond, dir, *turn, sink);
    if (to_left) emit_cut(rows, hi < ray ? Span{lo, hi} : Span{lo, ray, false, true}, beyond, dir, *turn, sink);
  }
  if (behind_left) emit_flat(rows, x, Frame(corner, y), -1, *turn, sink);
  if (behind_right) emit_flat(rows, x, Frame(corner, y), 1, *turn, sink);
}

/// A cone: the interval carried through the next row of cells, run by free run, then the
/// turns at its closed lattice ends.
void cone(const Rows& rows, const Span& span, const Frame& frame, std::uint32_t root, Sink& sink) {
  const std::int32_t y = frame.y();
  const int dir = y > frame.root().y ? 1 : -1;
  const std::int32_t ahead = dir > 0 ? y : y - 1;
  const Frame next = frame.next(dir);
  if (next.y() >= 0 && next.y() <= rows.height()) {
    const std::int64_t first = std::max<std::int64_t>(0, frame.floor(span.a) - 1),
                       last = std::min<std::int64_t>(rows.width() - 1, frame.ceil(span.b));
    // Runs are followed no farther than the interval and its projection reach: a run that
    // goes on beyond them clips nothing.
    const auto near = std::int32_t(std::min(frame.floor(span.a), next.floor(span.a)));
    const auto far = std::int32_t(std::max(frame.ceil(span.b), next.ceil(span.b)));
    for (std::int64_t k = first; k <= last; ++k) {
      if (rows.blocked(std::int32_t(k), ahead)) continue;
      const Range run = rows.run(std::int32_t(k), ahead, near, far);
      k = run.hi;           // the cell after the run is blocked, or the scan has gone far enough
      Span through = span;  // the part of the interval above (or below) the run, carried on
      if (through.a < frame.at(run.lo)) through.a = frame.at(run.lo), through.a_open = false;
      if (frame.at(run.hi) < through.b) through.b = frame.at(run.hi), through.b_open = false;
      if (through.empty()) continue;
      if (through.a < next.at(run.lo)) through.a = next.at(run.lo), through.a_open = false;
      if (next.at(run.hi) < through.b) through.b = next.at(run.hi), through.b_open = false;
      emit_cut(rows, through, next, dir, root, sink);
    }
  }
  const bool left = !span.a_open && frame.integral(span.a), right = !span.b_open && frame.integral(span.b);
  if (left) turn_at(rows, frame.lattice(span.a), frame, root, sink);
  if (right && !(left && same(span.a, span.b))) turn_at(rows, frame.lattice(span.b), frame, root, sink);
}

/// A flat interval: the row walked on beyond its far end, and the turns up or down there
/// around a blocked cell behind the corner.
void flat(const Rows& rows, const Span& span, const Frame& frame, std::uint32_t root, Sink& sink) {
  const int side = span.b.p > 0 ? 1 : -1;  // to the right of the root or to its left
  const Slope end = side > 0 ? span.b : span.a;
  if (side > 0 ? span.b_open : span.a_open) return;
  const std::int32_t x = frame.lattice(end), y = frame.y();
  emit_flat(rows, x, frame, side, root, sink);
  if (!rows.corner(x, y)) return;
  const std::int32_t behind = side > 0 ? x - 1 : x;
  for (const int dir : {-1, 1}) {
    const std::int32_t row = dir > 0 ? y : y - 1;
    if (!rows.blocked(behind, row)) continue;
    const auto turn = sink.turn({x, y}, root);
    const auto reach = rows.reach(x, row);
    if (!turn || !reach) return;
    const Frame beyond({x, y}, y + dir);
    const Span up_or_down =
        side > 0 ? Span{beyond.at(x), beyond.at(reach->hi)} : Span{beyond.at(reach->lo), beyond.at(x)};
    emit_cut(rows, up_or_down, beyond, dir, *turn, sink);
    return;  // a convex corner has one blocked cell
  }
}

}  // namespace

void start_successors(const Rows& rows, Point start, std::uint32_t root, Sink& sink) {
  const bool own_side = rows.pinch(start.x, start.y);  // leaves towards cell (x, y) only
  emit_flat(rows, start.x, Frame(start, start.y), 1, root, sink);
  if (!own_side) emit_flat(rows, start.x, Frame(start, start.y), -1, root, sink);
  for (const int dir : {1, -1}) {
    if (own_side && dir < 0) continue;
    const auto reach = rows.reach(start.x, dir > 0 ? start.y : start.y - 1);
    if (!reach) continue;
    const Frame row(start, start.y + dir);
    const std::int32_t lo = own_side ? std::max(reach->lo, start.x) : reach->lo;
    emit_cut(rows, {row.at(lo), row.at(reach->hi)}, row, dir, root, sink);
  }
}

void successors(const Rows& rows, const Span& span, const Frame& frame, std::uint32_t root, Sink& sink) {
  if (frame.flat())
    flat(rows, span, frame, root, sink);
  else
    cone(rows, span, frame, root, sink);
}

}  // namespace gridnav::anyangle::anya
