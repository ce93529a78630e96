# Sources of gridnav::core, one list per part of the system (paths relative to the project root).
set(GRIDNAV_GRID_SOURCES
  src/grid/grid.cpp
  src/grid/moves.cpp)
set(GRIDNAV_SEARCH_SOURCES
  src/search/result.cpp)
set(GRIDNAV_IO_SOURCES)
set(GRIDNAV_API_SOURCES)
set(GRIDNAV_SOURCES ${GRIDNAV_GRID_SOURCES} ${GRIDNAV_SEARCH_SOURCES} ${GRIDNAV_IO_SOURCES} ${GRIDNAV_API_SOURCES})
