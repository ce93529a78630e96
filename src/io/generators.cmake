# Deterministic map generators (empty, random obstacles, Cazenave walls, mazes); see
# include/gridnav/io/generators.hpp and include/gridnav/util/random.hpp (header-only).
set(GRIDNAV_IO_GENERATOR_SOURCES
  src/io/generators.cpp
)
