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
    message(FATAL_ERROR "GRIDNAV_FUZZ brings its own sanitizers; leave GRIDNAV_SANITIZE empty")
  endif()
  set(GRIDNAV_FUZZ_SANITIZERS address,undefined)
  add_compile_options(-fsanitize=fuzzer-no-link,${GRIDNAV_FUZZ_SANITIZERS} -fno-sanitize-recover=all
                      -fno-omit-frame-pointer -g)
  add_link_options(-fsanitize=${GRIDNAV_FUZZ_SANITIZERS})
endif()
