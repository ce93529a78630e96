// gridnav::io alone: a Moving AI map read and searched.
#include <cstdio>

#include <gridnav/algorithm/classic.hpp>  // gridnav::core comes with gridnav::io

#include "every_header.hpp"

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  const gridnav::Grid grid = gridnav::read_movingai_map(argv[1]);
  const gridnav::SearchResult r = gridnav::find_path(grid, {{99, 159}, {101, 162}});
  if (!r.found()) return 1;
  std::printf("cost %.8f\n", r.cost);
  return 0;
}
