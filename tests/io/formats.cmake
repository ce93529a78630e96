gridnav_test_suite(gridnav_io_formats_tests io/movingai_map_test.cpp io/scenario_test.cpp io/world_test.cpp)
