# GRIDNAV_FUZZ builds the libFuzzer targets of fuzz/ (scripts/fuzz.sh). It needs clang: every
# source of the build is instrumented for coverage and checked by AddressSanitizer and
# UndefinedBehaviorSanitizer, every report fatal; only the fuzz targets link libFuzzer.
# Off (the default), nothing here touches the build.
option(GRIDNAV_FUZZ "Build the libFuzzer targets of fuzz/ (clang only)" OFF)

if(GRIDNAV_FUZZ)
  if(NOT GRIDNAV_TOP_LEVEL)
    message(FATAL_ERROR "GRIDNAV_FUZZ is for a top-level build of gridnav")
  endif()
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "GRIDNAV_FUZZ needs clang (libFuzzer), not ${CMAKE_CXX_COMPILER_ID}: "
                        "configure with CXX=clang++-14 (scripts/fuzz.sh does)")
  endif()
  if(GRIDNAV_SANITIZE)
    # The sanitizer build of scripts/sanitize.sh asan: its tests and the fuzz targets come
    # from one compilation (cmake/sanitizers.cmake adds ASan and UBSan).
    if(NOT GRIDNAV_SANITIZE MATCHES "address")
      message(FATAL_ERROR "GRIDNAV_FUZZ needs AddressSanitizer, not GRIDNAV_SANITIZE=${GRIDNAV_SANITIZE}")
    endif()
    add_compile_options(-fsanitize=fuzzer-no-link)
  else()
    set(GRIDNAV_FUZZ_SANITIZERS address,undefined)
    add_compile_options(-fsanitize=fuzzer-no-link,${GRIDNAV_FUZZ_SANITIZERS} -fno-sanitize-recover=all
                        -fno-omit-frame-pointer -g)
    add_link_options(-fsanitize=${GRIDNAV_FUZZ_SANITIZERS})
  endif()
endif()

# The fuzz targets of fuzz/targets.txt: their names and what each links (io, core, dynamic).
function(gridnav_fuzz_targets names_var libraries_var)
  file(STRINGS ${PROJECT_SOURCE_DIR}/fuzz/targets.txt lines REGEX "^[a-z]")
  set(names)
  set(libraries)
  foreach(line IN LISTS lines)
    string(REGEX REPLACE "[ \t]+" ";" fields "${line}")
    list(GET fields 0 name)
    list(GET fields 1 library)
    list(APPEND names ${name})
    list(APPEND libraries ${library})
  endforeach()
  set(${names_var} ${names} PARENT_SCOPE)
  set(${libraries_var} ${libraries} PARENT_SCOPE)
endfunction()

# Links yaml-cpp as src/io/CMakeLists.txt does: yaml-cpp 0.8's target or Debian 12's 0.7.
function(gridnav_fuzz_link_yaml target)
  find_package(yaml-cpp REQUIRED)
  if(TARGET yaml-cpp::yaml-cpp)
    target_link_libraries(${target} PRIVATE yaml-cpp::yaml-cpp)
  else()
    target_link_libraries(${target} PRIVATE yaml-cpp)
  endif()
endfunction()

# A GoogleTest suite (tests/CMakeLists.txt, in the ordinary build) that compiles every fuzz
# target's own code with GRIDNAV_FUZZ_IN_TESTS and runs the committed inputs through it
# (tests/io/fuzz_regressions_test.cpp). fuzz_targets.inc lists the targets for the test.
function(gridnav_fuzz_regression_suite suite)
  gridnav_fuzz_targets(names libraries)
  set(sources)
  set(list "")
  foreach(name IN LISTS names)
    list(APPEND sources ${PROJECT_SOURCE_DIR}/fuzz/${name}.cpp)
    string(APPEND list "GRIDNAV_FUZZ_LISTED(${name})\n")
  endforeach()
  set(dir ${CMAKE_CURRENT_BINARY_DIR}/${suite}_include)
  file(CONFIGURE OUTPUT ${dir}/fuzz_targets.inc CONTENT "${list}")
  # As gridnav_test_suite, but linking gridnav::dynamic (which brings io and core), and the
  # server library for the targets that take requests.
  add_executable(${suite} ${ARGN} ${sources})
  target_link_libraries(${suite} PRIVATE gridnav::dynamic GTest::gtest GTest::gtest_main)
  if("api" IN_LIST libraries)  # the whole server, which holds the map parsing too
    find_package(nlohmann_json REQUIRED)
    target_link_libraries(${suite} PRIVATE gridnav_server nlohmann_json::nlohmann_json)
    target_include_directories(${suite} PRIVATE ${PROJECT_SOURCE_DIR}/src/server)
  elseif("server" IN_LIST libraries)  # the server's map parsing alone, as fuzz/CMakeLists.txt builds it
    find_package(nlohmann_json REQUIRED)
    target_sources(${suite} PRIVATE ${PROJECT_SOURCE_DIR}/src/server/map_codec.cpp
                                    ${PROJECT_SOURCE_DIR}/src/server/http_error.cpp)
    target_include_directories(${suite} PRIVATE ${PROJECT_SOURCE_DIR}/src/server)
    target_link_libraries(${suite} PRIVATE nlohmann_json::nlohmann_json)
    gridnav_fuzz_link_yaml(${suite})
  endif()
  target_compile_options(${suite} PRIVATE ${GRIDNAV_TEST_CODE_OPTIONS})  # tests/CMakeLists.txt
  gridnav_warnings(${suite})
  gtest_discover_tests(${suite} TEST_PREFIX "${suite}." DISCOVERY_TIMEOUT 60)
  target_include_directories(${suite} PRIVATE ${PROJECT_SOURCE_DIR}/fuzz ${PROJECT_SOURCE_DIR}/tests ${dir})
  target_compile_definitions(${suite} PRIVATE GRIDNAV_FUZZ_IN_TESTS GRIDNAV_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
endfunction()
