# gridnav_test_suite(gridnav_io_generators_tests io/generators_....cpp)
