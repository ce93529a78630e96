// The checks a loaded landmark table must pass against its map (LandmarkTable::load).
// The checksum catches damage; these catch a table that does not describe the map, such
// as one edited and saved with a fresh checksum. Together they cost about one pass over
// the table per landmark, a fraction of the Dijkstra sweeps that built it.
#include <cmath>
#include <string>

#include "gridnav/error.hpp"
#include "gridnav/heuristic/landmarks.hpp"

namespace gridnav {
namespace {

/// How far two rounded float distances may break the triangle inequality of the exact
/// ones: each is within 2^-24 relative of its exact value; twice that, for margin.
double rounding_slack(double a, double b, bool exact) noexcept {
  return exact ? 0.0 : (std::abs(a) + std::abs(b)) * 0x1.0p-23;
}

}  // namespace

void LandmarkTable::check_consistency(const Grid& grid, const std::string& path) const {
  const auto fail = [&](const std::string& what) {
    throw ParseError(
        path, 0,
        "landmark table does not fit the map: " + what + "; delete the file so that the table is computed again");
  };
  const auto cell = [&](std::size_t c) { return to_string(grid.unpad(PaddedId{std::uint32_t(c)})); };
  const MoveModel moves(grid, rules_);

  // Components: 0 exactly on blocked and frame cells, the same on both ends of every move
  // (a split component would make the connectivity guard answer "no path" wrongly).
  for (std::size_t c = 0; c < cells_; ++c) {
    const PaddedId id{std::uint32_t(c)};
    const bool blocked = grid.weight(id) == kBlocked;
    if (blocked != (components_[c] == 0))
      fail("cell " + cell(c) + (blocked ? " is blocked but has a component" : " is traversable but has no component"));
    if (blocked) continue;
    moves.for_each_move(id, [&](PaddedId next, Cost, Direction) {
      if (components_[raw(next)] != components_[c])
        fail("neighbours " + cell(c) + " and " + cell(raw(next)) + " have different component numbers");
    });
  }

  // Distances: 0 at the landmark, finite exactly on its component, and no move cheaper
  // than the difference of its ends' distances (the triangle inequality ALT relies on:
  // with it, every ALT value is a lower bound, so A* with ALT stays optimal).
  for (std::uint32_t i = 0; i < count(); ++i) {
    const std::size_t at = raw(grid.pad(landmarks_[i]));
    const Distance* f = from(i);
    const Distance* b = to(i);
    const std::string name = "landmark " + std::to_string(i) + " at " + to_string(landmarks_[i]);
    if (f[at] != 0 || b[at] != 0) fail(name + " is not at distance 0 from itself");
    for (std::size_t c = 0; c < cells_; ++c) {
      const bool reached = components_[c] != 0 && components_[c] == components_[at];
      if (std::isfinite(f[c]) != reached || std::isfinite(b[c]) != reached)
        fail(name + ": cell " + cell(c) +
             (reached ? " has no distance, yet lies in its component"
                      : " has a distance, yet lies outside its component"));
      if (!reached) continue;
      moves.for_each_move(PaddedId{std::uint32_t(c)}, [&](PaddedId next, Cost step, Direction) {
        const std::size_t n = raw(next);
        const bool from_ok = double(f[n]) <= double(f[c]) + step + rounding_slack(f[n], f[c], exact_);
        const bool to_ok = symmetric() || double(b[c]) <= step + double(b[n]) + rounding_slack(b[c], b[n], exact_);
        if (!from_ok || !to_ok)
          fail(name + ": the distances of " + cell(c) + " and " + cell(n) + " differ by more than the move's cost " +
               std::to_string(step));
      });
    }
  }
}

}  // namespace gridnav
