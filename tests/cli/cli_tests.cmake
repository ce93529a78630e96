# Each test runs the gridnav binary; PASS_REGULAR_EXPRESSION checks the output and
# WILL_FAIL / a wrapper checks the exit status (ctest treats non-zero as failure).
set(GN $<TARGET_FILE:gridnav>)
set(DATA ${PROJECT_SOURCE_DIR}/data/movingai)

function(gridnav_cli_test name expected_exit regex)
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DEXPECTED=${expected_exit} -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/expect_exit.cmake
                   ${GN} ${ARGN})
  set_tests_properties(cli.${name} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}" TIMEOUT 300)
endfunction()

gridnav_cli_test(path_found 0 "status +found.*cost +3\\.82842712"
  path ${DATA}/arena2.map --from 99,159 --to 101,162)
gridnav_cli_test(path_json 0 "\"status\":\"found\""
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --json)
gridnav_cli_test(path_blocked_start 3 "start \\(0,0\\) is a blocked cell"
  path ${DATA}/arena2.map --from 0,0 --to 101,162)
gridnav_cli_test(path_out_of_range 3 "outside the 281x209 grid"
  path ${DATA}/arena2.map --from 99,159 --to 999,1)
gridnav_cli_test(path_bad_point 3 "--from expects X,Y"
  path ${DATA}/arena2.map --from 99-159 --to 1,1)
gridnav_cli_test(path_missing_file 3 "cannot open|No such file|does not exist"
  path ${DATA}/no-such.map --from 1,1 --to 2,2)
gridnav_cli_test(path_unknown_algo 3 "unknown algorithm 'nope'"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --algo nope)
gridnav_cli_test(path_bad_option_value 3 "is not one of"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --tie sideways)
gridnav_cli_test(usage_error 2 "required"
  path)
gridnav_cli_test(scen_all_optimal 0 "all 910 queries optimal"
  scen ${DATA}/arena2.map.scen)
gridnav_cli_test(scen_json_keys 0 "\"instances\":910.*\"map\":\"arena2.map\".*\"median_us\".*\"mismatches\":0"
  scen ${DATA}/arena2.map.scen --json)
# Dijkstra-equivalent but 4-connected: lengths differ from the file, so scen must fail.
gridnav_cli_test(scen_mismatch_exit 1 "queries not optimal"
  scen ${DATA}/arena2.map.scen --connect 4)
gridnav_cli_test(algos_lists_astar 0 "astar"
  algos)
