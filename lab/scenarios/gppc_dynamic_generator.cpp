#include "lab/scenarios/gppc_dynamic_generator.hpp"

#include <algorithm>
#include <vector>

#include "gridnav/algorithm/classic.hpp"
#include "gridnav/dynamic/gppc_replay.hpp"
#include "gridnav/error.hpp"
#include "gridnav/grid/components.hpp"
#include "gridnav/util/random.hpp"

namespace gridnav {
namespace {

enum class PatchKind { close, restore, rubble };

/// The map's cells in a rectangle as a patch, shaped by `kind`.
GppcPatch cut_patch(const Grid& map, Point at, std::int32_t width, std::int32_t height, PatchKind kind, Random& rng) {
  GppcPatch p;
  p.width = width;
  p.height = height;
  p.open.reserve(std::size_t(width) * std::size_t(height));
  for (std::int32_t y = 0; y < height; ++y)
    for (std::int32_t x = 0; x < width; ++x) {
      bool open = map.passable({at.x + x, at.y + y});
      if (kind == PatchKind::close) open = false;
      if (kind == PatchKind::rubble && open && rng.below(4) == 0) open = false;
      p.open.push_back(open ? 1 : 0);
    }
  return p;
}

void paste(Grid& grid, const GppcPatch& p, Point at) {
  for (std::int32_t y = 0; y < p.height; ++y)
    for (std::int32_t x = 0; x < p.width; ++x)
      grid.set_weight({at.x + x, at.y + y}, p.is_open(x, y) ? kGround : kBlocked);
}

/// The open cells of one snapshot with their connected components, for drawing queries:
/// mostly pairs of one component (a benchmark of unreachable goals says little), some
/// drawn from the whole map, which a patch may have cut apart.
class QueryCells {
 public:
  explicit QueryCells(const Grid& grid) : grid_(grid), label_(label_components(MoveModel(grid, gppc_rules()))) {
    for (std::int32_t y = 0; y < grid.height(); ++y)
      for (std::int32_t x = 0; x < grid.width(); ++x)
        if (const std::uint32_t l = label_[raw(grid.pad({x, y}))]; l != 0) {
          if (l >= size_.size()) size_.resize(l + 1, 0);
          ++size_[l];
          cells_.push_back({x, y});
        }
  }

  /// A start in a component of two cells or more when a few tries find one, and a goal in
  /// its component, or anywhere open for a share `anywhere` of the draws.
  [[nodiscard]] Query draw(Random& rng, double anywhere) const {
    constexpr int kTries = 64;
    Point start = any(rng);
    for (int t = 0; t < kTries && size_[label(start)] < 2; ++t) start = any(rng);
    if (double(rng.below(1u << 20)) < anywhere * double(1u << 20)) return {start, any(rng)};
    Point goal = any(rng);
    for (int t = 0; t < 16 * kTries && (label(goal) != label(start) || goal == start); ++t) goal = any(rng);
    return {start, goal};
  }

 private:
  [[nodiscard]] Point any(Random& rng) const { return cells_[rng.below(cells_.size())]; }
  [[nodiscard]] std::uint32_t label(Point p) const { return label_[raw(grid_.pad(p))]; }

  const Grid& grid_;
  std::vector<std::uint32_t> label_;
  std::vector<std::uint64_t> size_;
  std::vector<Point> cells_;
};

void check(const Grid& map, const GppcGeneratorOptions& o) {
  if (map.traversable_count() == 0) throw InputError("the map has no open cell: no query to make");
  if (o.queries == 0) throw InputError("--queries must be at least 1");
  if (o.max_patch_side < 1) throw InputError("--max-patch-side must be at least 1");
  if (!(o.repeat >= 0 && o.repeat <= 1)) throw InputError("--repeat must lie in 0..1");
  if (!(o.anywhere >= 0 && o.anywhere <= 1)) throw InputError("--anywhere must lie in 0..1");
}

}  // namespace

GppcScenario generate_gppc_dynamic(const Grid& map, const GppcGeneratorOptions& options) {
  check(map, options);
  Random rng(options.seed);
  GppcScenario s;
  s.width = map.width();
  s.height = map.height();
  s.cost_names = {"octile"};
  s.patches.push_back(cut_patch(map, {0, 0}, map.width(), map.height(), PatchKind::restore, rng));
  s.commands.push_back({GppcCommand::Kind::patch, 0, 0, {0, 0}});
  Grid current = map;
  DijkstraSearch<> dijkstra(current, gppc_rules());
  std::vector<GppcCommand> previous, asked;
  for (std::size_t snapshot = 0; snapshot <= options.snapshots; ++snapshot) {
    const auto bucket = std::int32_t(snapshot);
    for (std::size_t k = 0; snapshot > 0 && k < options.patches; ++k) {
      const std::int32_t w = 1 + std::int32_t(rng.below(std::uint64_t(std::min(options.max_patch_side, map.width()))));
      const std::int32_t h = 1 + std::int32_t(rng.below(std::uint64_t(std::min(options.max_patch_side, map.height()))));
      const Point at{std::int32_t(rng.below(std::uint64_t(map.width() - w + 1))),
                     std::int32_t(rng.below(std::uint64_t(map.height() - h + 1)))};
      const auto kind = PatchKind(rng.below(3));
      s.patches.push_back(cut_patch(map, at, w, h, kind, rng));
      paste(current, s.patches.back(), at);
      s.commands.push_back({GppcCommand::Kind::patch, bucket, std::uint32_t(s.patches.size() - 1), at});
    }
    const QueryCells cells(current);
    asked.clear();
    for (std::size_t q = 0; q < options.queries; ++q) {
      GppcCommand c;
      c.bucket = bucket;
      const bool again = !previous.empty() && double(rng.below(1u << 20)) < options.repeat * double(1u << 20);
      if (again) {
        const GppcCommand& old = previous[rng.below(previous.size())];
        c.start = old.start;
        c.goal = old.goal;
      } else if (current.traversable_count() != 0) {
        const Query pair = cells.draw(rng, options.anywhere);
        c.start = pair.start;
        c.goal = pair.goal;
      }
      const bool ends_open = current.passable(c.start) && current.passable(c.goal);
      const SearchResult* r = ends_open ? &dijkstra.solve({c.start, c.goal}) : nullptr;
      c.reference = r && r->found() ? r->cost : -1.0;
      c.decimals = 10;  // as write_gppc_scenario prints it
      asked.push_back(c);
      s.commands.push_back(c);
    }
    previous.swap(asked);
  }
  return s;
}

}  // namespace gridnav
