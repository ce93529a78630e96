#include "gridnav/dynamic/monsters.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gridnav {
namespace {

Direction direction_of(Point from, Point to) noexcept {
  const Point d{(to.x > from.x) - (to.x < from.x), (to.y > from.y) - (to.y < from.y)};
  for (unsigned i = 0; i < 8; ++i)
    if (kDirectionDelta[i] == d) return Direction(i);
  return kSouth;  // from == to: keep any facing
}

/// How many 45-degree turns separate two directions (0..4).
int turns(Direction a, Direction b) noexcept {
  const double angle_a = std::atan2(kDirectionDelta[a].y, kDirectionDelta[a].x);
  const double angle_b = std::atan2(kDirectionDelta[b].y, kDirectionDelta[b].x);
  double diff = std::abs(angle_a - angle_b);
  if (diff > M_PI) diff = 2 * M_PI - diff;
  return int(std::lround(diff / (M_PI / 4)));
}

Point shifted(Point p, unsigned d) noexcept { return {p.x + kDirectionDelta[d].x, p.y + kDirectionDelta[d].y}; }

bool roll(std::uint32_t percent, Random& random) { return random.below(100) < percent; }

/// The random move: a direction by prior x run, or turn around and stay.
void wander_step(Monster& m, const MonsterGround& ground, const MonsterParams& params, Random& random) {
  const auto runs = open_runs(ground, m.cell, params.vision);
  if (const auto d = draw_direction(direction_weights(m.facing, runs), random)) {
    m.facing = *d;
    m.next = shifted(m.cell, *d);
  } else {
    m.facing = opposite(m.facing);
    m.next = m.cell;
  }
}

/// One step along the line to `target`; false when that step is not allowed.
bool step_towards(Monster& m, const MonsterGround& ground, Point target) {
  const std::vector<Point> line = sight_line(m.cell, target);
  if (line.size() < 2 || !ground.can_step(m.cell, line[1])) return false;
  m.facing = direction_of(m.cell, line[1]);
  m.next = line[1];
  m.trail = line;
  return true;
}

}  // namespace

bool MonsterGround::enterable(Point p) const noexcept {
  if (!floor->in_bounds(p) || floor->weight(p) == kBlocked) return false;
  const auto i = std::size_t(p.y) * std::size_t(floor->width()) + std::size_t(p.x);
  return i >= safe.size() || safe[i] == 0;
}

bool MonsterGround::can_step(Point from, Point to) const noexcept {
  if (!enterable(to)) return false;
  if (from.x != to.x && from.y != to.y) return enterable({to.x, from.y}) && enterable({from.x, to.y});
  return true;
}

std::vector<Point> sight_line(Point a, Point b) {
  std::vector<Point> out;
  const std::int32_t dx = std::abs(b.x - a.x), dy = -std::abs(b.y - a.y);
  const std::int32_t sx = a.x < b.x ? 1 : -1, sy = a.y < b.y ? 1 : -1;
  std::int32_t err = dx + dy;
  Point p = a;
  out.reserve(std::size_t(std::max(dx, -dy)) + 1);
  for (;;) {
    out.push_back(p);
    if (p == b) break;
    const std::int32_t e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      p.x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      p.y += sy;
    }
  }
  return out;
}

bool line_of_sight(const Grid& sight, Point a, Point b) {
  if (!sight.in_bounds(a) || !sight.in_bounds(b)) return false;
  const std::vector<Point> line = sight_line(a, b);
  auto opaque = [&](Point p) { return sight.weight(p) == kBlocked; };
  for (std::size_t i = 1; i < line.size(); ++i) {
    const Point from = line[i - 1], to = line[i];
    if (from.x != to.x && from.y != to.y && opaque({to.x, from.y}) && opaque({from.x, to.y})) return false;
    if (i + 1 < line.size() && opaque(to)) return false;
  }
  return true;
}

bool in_cone(Point at, Direction facing, std::int32_t vision, Point p) noexcept {
  const std::int64_t vx = p.x - at.x, vy = p.y - at.y;
  if (vx == 0 && vy == 0) return true;
  const std::int64_t length2 = vx * vx + vy * vy;
  if (length2 > std::int64_t(vision) * vision) return false;
  const Point f = kDirectionDelta[facing];
  const std::int64_t dot = vx * f.x + vy * f.y;
  const std::int64_t facing2 = std::int64_t(f.x) * f.x + std::int64_t(f.y) * f.y;
  // Within 45 degrees: cos >= 1/sqrt(2), that is dot > 0 and 2 dot^2 >= |v|^2 |f|^2.
  return dot > 0 && 2 * dot * dot >= length2 * facing2;
}

void visible_cells(const Grid& sight, Point at, Direction facing, std::int32_t vision, std::vector<Point>& out) {
  out.clear();
  out.push_back(at);
  for (std::int32_t y = std::max(0, at.y - vision); y <= std::min(sight.height() - 1, at.y + vision); ++y)
    for (std::int32_t x = std::max(0, at.x - vision); x <= std::min(sight.width() - 1, at.x + vision); ++x) {
      const Point p{x, y};
      if (p != at && in_cone(at, facing, vision, p) && line_of_sight(sight, at, p)) out.push_back(p);
    }
}

double direction_prior(Direction facing, Direction d) noexcept {
  switch (turns(facing, d)) {
    case 0:
      return 0.37;
    case 1:
    case 2:
      return 0.15;
    default:
      return 0.01;
  }
}

std::array<std::int32_t, 8> open_runs(const MonsterGround& ground, Point at, std::int32_t vision) {
  std::array<std::int32_t, 8> runs{};
  for (unsigned d = 0; d < 8; ++d) {
    Point p = at;
    while (runs[d] < vision && ground.can_step(p, shifted(p, d))) {
      p = shifted(p, d);
      ++runs[d];
    }
  }
  return runs;
}

std::array<double, 8> direction_weights(Direction facing, const std::array<std::int32_t, 8>& runs) {
  std::array<double, 8> w{};
  for (unsigned d = 0; d < 8; ++d) w[d] = direction_prior(facing, Direction(d)) * double(runs[d]);
  return w;
}

std::optional<Direction> draw_direction(const std::array<double, 8>& weights, Random& random) {
  double total = 0;
  for (double w : weights) total += w;
  if (!(total > 0)) return std::nullopt;
  double pick = random.uniform01() * total;
  unsigned last = 0;
  for (unsigned d = 0; d < 8; ++d) {
    if (weights[d] <= 0) continue;
    last = d;
    if (pick < weights[d]) return Direction(d);
    pick -= weights[d];
  }
  return Direction(last);  // rounding left a sliver past the end
}

void decide_monster_move(Monster& m, const MonsterGround& ground, std::span<const Point> players,
                         const MonsterParams& params, Random& random) {
  // The nearest player in view, if any.
  std::optional<Point> seen;
  std::int64_t best = 0;
  for (const Point p : players) {
    if (!in_cone(m.cell, m.facing, params.vision, p) || !line_of_sight(*ground.sight, m.cell, p)) continue;
    const std::int64_t d2 =
        std::int64_t(p.x - m.cell.x) * (p.x - m.cell.x) + std::int64_t(p.y - m.cell.y) * (p.y - m.cell.y);
    if (!seen || d2 < best) {
      seen = p;
      best = d2;
    }
  }
  if (seen) {
    m.last_seen = *seen;
    m.trail = sight_line(m.cell, *seen);
    if (roll(params.aggressiveness, random) && step_towards(m, ground, *seen)) {
      m.mode = MonsterMode::chase;
      return;
    }
    m.mode = MonsterMode::wander;
    wander_step(m, ground, params, random);
    return;
  }
  if (m.last_seen) {
    if (*m.last_seen == m.cell || !line_of_sight(*ground.sight, m.cell, *m.last_seen)) {
      m.last_seen.reset();  // there already, or the trail is lost
      m.trail.clear();
    } else if (roll(params.aggressiveness, random) && step_towards(m, ground, *m.last_seen)) {
      m.mode = MonsterMode::recall;
      return;
    } else {
      m.trail = sight_line(m.cell, *m.last_seen);
    }
  }
  m.mode = MonsterMode::wander;
  wander_step(m, ground, params, random);
}

void cast_threat(std::span<float> threat, std::int32_t width, Point at, std::span<const Point> seen,
                 std::int32_t vision) {
  for (const Point p : seen) {
    const double d = std::hypot(double(p.x - at.x), double(p.y - at.y));
    const auto value = float(1.0 - d / double(vision + 1));
    float& slot = threat[std::size_t(p.y) * std::size_t(width) + std::size_t(p.x)];
    slot = std::max(slot, value);
  }
}

}  // namespace gridnav
