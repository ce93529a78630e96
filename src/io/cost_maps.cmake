# Cost-map formats: grey images (PGM, PNG), ROS map_server YAML maps, weighted text (.wmap).
set(GRIDNAV_IO_COST_MAP_SOURCES
  src/io/image_map.cpp
  src/io/ros_map.cpp
  src/io/weighted_text.cpp
)
