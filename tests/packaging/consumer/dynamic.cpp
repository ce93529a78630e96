// gridnav::dynamic alone: D* Lite plans, a wall closes, it replans.
#include <cstdio>

#include "every_header.hpp"

int main() {
  const gridnav::Grid grid(8, 5, gridnav::kGround);
  auto nav = gridnav::navigators().make(gridnav::parse_config("dstar-lite"));
  nav->reset(grid, gridnav::MoveRules{}, {0, 2}, {7, 2});
  if (nav->plan() != gridnav::Status::found) return 1;
  for (int y = 0; y < 4; ++y) nav->apply_change({{4, y}, gridnav::kBlocked});
  if (nav->plan() != gridnav::Status::found) return 1;
  std::printf("cost %.8f\n", nav->path_cost());
  return 0;
}
