# The portable PRNG and the deterministic map generators.
gridnav_test_suite(gridnav_io_generators_tests io/random_test.cpp io/generators_test.cpp)
