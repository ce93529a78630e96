set(GRIDNAV_IO_FORMAT_SOURCES
  src/io/movingai_map.cpp
  src/io/scenario.cpp
  src/io/world.cpp
)
