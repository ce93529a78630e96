# Third-party libraries of gridnav::core (all from Debian packages).
#
#   yaml-cpp  (libyaml-cpp-dev)  ROS map_server YAML files, src/io/ros_map.cpp
#   stb       (libstb-dev)       PNG and other image codecs, src/io/image_map.cpp. Debian ships
#                                stb_image and stb_image_write compiled as libstb, so no
#                                source of ours defines STB_*_IMPLEMENTATION.
#
# Both are PRIVATE: no public gridnav header includes them. A static gridnav_core still lists
# them in its exported link interface as $<LINK_ONLY:...>, so an installed gridnav must let
# consumers resolve them: yaml-cpp through find_dependency(yaml-cpp) in gridnavConfig.cmake.in,
# stb by its plain library name (-lstb), which Debian installs on the default linker path
# (the build tree links the absolute path found here).
find_package(yaml-cpp REQUIRED)
if(TARGET yaml-cpp::yaml-cpp)  # yaml-cpp >= 0.8
  set(GRIDNAV_YAML_CPP_TARGET yaml-cpp::yaml-cpp)
else()                         # yaml-cpp 0.7 (Debian 12)
  set(GRIDNAV_YAML_CPP_TARGET yaml-cpp)
endif()

find_path(GRIDNAV_STB_INCLUDE_DIR stb/stb_image.h REQUIRED)
find_library(GRIDNAV_STB_LIBRARY NAMES stb REQUIRED)

target_include_directories(gridnav_core SYSTEM PRIVATE ${GRIDNAV_STB_INCLUDE_DIR})
target_link_libraries(gridnav_core PRIVATE
  ${GRIDNAV_YAML_CPP_TARGET}
  "$<BUILD_INTERFACE:${GRIDNAV_STB_LIBRARY}>$<INSTALL_INTERFACE:stb>")

# Boost.Graph (libboost-graph-dev), header-only here: the boost-astar planner,
# src/api/algorithms/boost_astar.cpp, kept as a reference point for `gridnav bench`.
# PRIVATE include directory only, so neither the build nor the installed package
# exports a Boost dependency.
find_package(Boost 1.71 REQUIRED)
target_include_directories(gridnav_core SYSTEM PRIVATE ${Boost_INCLUDE_DIRS})
