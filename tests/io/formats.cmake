# gridnav_test_suite(gridnav_io_formats_tests io/formats_....cpp)
