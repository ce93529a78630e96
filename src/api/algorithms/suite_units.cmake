# The suite's instantiation units (src/api/algorithms/suite.hpp): one file per duplicate
# rule and node memory. They are written into the build tree from one pattern, so adding an open list
# adds no file here. Sets GRIDNAV_SUITE_UNIT_SOURCES.
set(GRIDNAV_SUITE_UNIT_SOURCES)
set(_unit_dir ${CMAKE_CURRENT_BINARY_DIR}/suite_units)
set(_unit_head "// Written by src/api/algorithms/suite_units.cmake: one unit of the suite (suite.hpp).\n#include \"${CMAKE_CURRENT_LIST_DIR}/suite_engines.hpp\"\n\nnamespace gridnav::detail {\n")
foreach(rule open closed)
  foreach(memory Stamped Pool Alloc)
    set(_file ${_unit_dir}/distance_${rule}_${memory}.cpp)
    file(CONFIGURE OUTPUT ${_file} CONTENT "${_unit_head}template std::unique_ptr<Planner> make_distance_unit<Duplicates::${rule}, ${memory}NodeStore>(\n    const Grid&, const MoveRules&, const SuiteConfig&, PlannerInfo);\n}  // namespace gridnav::detail\n")
    list(APPEND GRIDNAV_SUITE_UNIT_SOURCES ${_file})
  endforeach()
endforeach()
