# Installs the already-built libraries into a temporary prefix, checks that only the headers
# of installed libraries went there, then for each installed target configures, builds and
# runs a consumer project (tests/packaging/consumer) that uses find_package(gridnav), includes
# every header of that target and links that target alone.
file(REMOVE_RECURSE ${WORK})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD} --prefix ${WORK}/prefix RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmake --install failed (${rc})")
endif()
file(GLOB installed RELATIVE ${WORK}/prefix/include/gridnav ${WORK}/prefix/include/gridnav/*)
list(SORT installed)
set(expected algorithm anyangle api dynamic error.hpp grid heuristic hierarchy io open_list queue search util viz)
if(NOT installed STREQUAL expected)
  message(FATAL_ERROR "installed include/gridnav holds '${installed}', expected '${expected}'")
endif()

set(core_expect "cost 11.65685425")
set(io_expect "cost 3.82842712")
set(dynamic_expect "cost [0-9.]+")
set(viz_expect "svg [0-9]+ bytes")
foreach(target core io dynamic viz)
  set(dir ${WORK}/consumer-${target})
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE}/tests/packaging/consumer -B ${dir}
                          -DCMAKE_PREFIX_PATH=${WORK}/prefix -DCMAKE_BUILD_TYPE=Release -DGRIDNAV_TARGET=${target}
                  RESULT_VARIABLE rc OUTPUT_QUIET)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "configuring the ${target} consumer failed (${rc})")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${dir} RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building the ${target} consumer against gridnav::${target} alone failed (${rc})")
  endif()
  execute_process(COMMAND ${dir}/consumer ${SOURCE}/data/movingai/arena2.map RESULT_VARIABLE rc OUTPUT_VARIABLE out)
  message("${target}: ${out}")
  if(NOT rc EQUAL 0 OR NOT out MATCHES "${${target}_expect}")
    message(FATAL_ERROR "the ${target} consumer did not give the expected answer (${rc}): ${out}")
  endif()
endforeach()
