gridnav_test_suite(gridnav_dynamic_tests
  dynamic/navigator_test.cpp
  dynamic/random_sequences_test.cpp
  dynamic/sim_test.cpp
  dynamic/lab_test.cpp
  dynamic/ties_test.cpp
  dynamic/key_forms_test.cpp
  dynamic/key_buckets_test.cpp
  dynamic/dstar_keys_test.cpp
)
target_link_libraries(gridnav_dynamic_tests PRIVATE gridnav::lab)
