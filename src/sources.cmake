# Sources of gridnav::core, one list per part of the system (paths relative to the project root).
set(GRIDNAV_GRID_SOURCES
  src/grid/grid.cpp
  src/grid/moves.cpp)
set(GRIDNAV_HEURISTIC_SOURCES
  src/heuristic/landmarks.cpp)
set(GRIDNAV_SEARCH_SOURCES
  src/search/result.cpp
  src/search/tie_rule.cpp)
# Each part of io/ keeps its own list in src/io/*.cmake.
include(src/io/formats.cmake)      # GRIDNAV_IO_FORMAT_SOURCES: Moving AI .map/.scen, the seeds' world format
include(src/io/generators.cmake)   # GRIDNAV_IO_GENERATOR_SOURCES: deterministic map generators
include(src/io/cost_maps.cmake)    # GRIDNAV_IO_COST_MAP_SOURCES: images, ROS map_server, weighted text
set(GRIDNAV_IO_SOURCES src/io/map_loader.cpp ${GRIDNAV_IO_FORMAT_SOURCES} ${GRIDNAV_IO_GENERATOR_SOURCES} ${GRIDNAV_IO_COST_MAP_SOURCES})
set(GRIDNAV_API_SOURCES
  src/api/planner_spec.cpp
  src/api/registry.cpp
  src/api/default_registry.cpp
  src/api/algorithms/classic.cpp
  src/api/algorithms/suite_unsorted.cpp
  src/api/algorithms/suite_binary.cpp
  src/api/algorithms/suite_quaternary.cpp
  src/api/algorithms/suite_radix.cpp
  src/api/algorithms/suite_calendar.cpp
  src/api/algorithms/suite_stdpq.cpp
  src/api/algorithms/suite_buckets.cpp
  src/api/algorithms/suite_multistack.cpp
  src/api/algorithms/suite_key_blind.cpp
  src/api/algorithms/ida.cpp
  src/api/algorithms/landmark_astar.cpp
  src/api/algorithms/boost_astar.cpp)
set(GRIDNAV_EXPERIMENT_SOURCES
  src/experiment/scenario_runner.cpp
  src/experiment/scenario_generator.cpp
  src/experiment/bench_runner.cpp)
include(src/dynamic/sources.cmake)  # GRIDNAV_DYNAMIC_SOURCES: navigators on changing maps, verification, the tile-world simulation
list(APPEND GRIDNAV_API_SOURCES ${GRIDNAV_DYNAMIC_SOURCES})
set(GRIDNAV_SOURCES ${GRIDNAV_HEURISTIC_SOURCES} ${GRIDNAV_EXPERIMENT_SOURCES} ${GRIDNAV_GRID_SOURCES} ${GRIDNAV_SEARCH_SOURCES} ${GRIDNAV_IO_SOURCES} ${GRIDNAV_API_SOURCES})
