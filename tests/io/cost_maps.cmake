# gridnav_test_suite(gridnav_io_cost_maps_tests io/cost_maps_....cpp)
