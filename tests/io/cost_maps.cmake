# Cost-map formats: grey images (PGM, PNG), ROS map_server YAML maps, weighted text (.wmap).
gridnav_test_suite(gridnav_io_cost_maps_tests
  io/image_map_test.cpp
  io/ros_map_test.cpp
  io/weighted_text_test.cpp
)
