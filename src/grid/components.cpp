#include "gridnav/grid/components.hpp"

namespace gridnav {

std::vector<std::uint32_t> label_components(const MoveModel& moves) {
  const Grid& grid = moves.grid();
  std::vector<std::uint32_t> label(grid.padded_size(), 0);
  std::vector<std::uint32_t> stack;
  std::uint32_t next_label = 0;
  for (std::int32_t y = 0; y < grid.height(); ++y)
    for (std::int32_t x = 0; x < grid.width(); ++x) {
      const PaddedId id = grid.pad({x, y});
      if (grid.weight(id) == kBlocked || label[raw(id)] != 0) continue;
      label[raw(id)] = ++next_label;
      stack.push_back(raw(id));
      while (!stack.empty()) {
        const PaddedId at{stack.back()};
        stack.pop_back();
        moves.for_each_move(at, [&](PaddedId n, Cost, Direction) {
          if (label[raw(n)] == 0) {
            label[raw(n)] = next_label;
            stack.push_back(raw(n));
          }
        });
      }
    }
  return label;
}

}  // namespace gridnav
