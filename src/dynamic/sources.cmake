# Dynamic navigation: the Navigator interface, its planners, the verification harness
# and the simulated tile world (see include/gridnav/dynamic/).
set(GRIDNAV_DYNAMIC_SOURCES
  src/dynamic/navigator.cpp
  src/dynamic/planners.cpp
  src/dynamic/astar_replan.cpp
  src/dynamic/dstar/dstar.cpp
  src/dynamic/dstar/focused_dstar.cpp
  src/dynamic/dstar_lite.cpp
  src/dynamic/lpa_star.cpp
  src/dynamic/verify.cpp
  src/dynamic/sim.cpp)
