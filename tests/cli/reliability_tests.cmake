# Bad input from an adversarial user (docs/reliability.md): each must end quickly with a
# clear message and the documented exit status, never a hang, a huge allocation or a
# wrong answer. Included by cli_tests.cmake, which defines gridnav_cli_test, GN, DATA, WORLDS.
set(BAD ${CMAKE_CURRENT_BINARY_DIR}/bad-input)
file(MAKE_DIRECTORY ${BAD})
# A 41-byte .map declaring 16384 x 16384 cells and one declaring 8192 x 8192, both without rows.
file(WRITE ${BAD}/huge-header.map "type octile\nheight 16384\nwidth 16384\nmap\n")
file(WRITE ${BAD}/large-header.map "type octile\nheight 8192\nwidth 8192\nmap\n")
# A Moving AI map under a tile world's extension, a binary file under one, a folder named
# like a ROS map and a PGM whose magic number is two control bytes.
string(ASCII 1 2 26 CONTROL_BYTES)
configure_file(${DATA}/arena2.map ${BAD}/arena2-as-world.txt COPYONLY)
file(WRITE ${BAD}/binary.world "${CONTROL_BYTES}PNG\n")
file(MAKE_DIRECTORY ${BAD}/folder.yaml)
string(SUBSTRING "${CONTROL_BYTES}" 0 2 PGM_MAGIC)
file(WRITE ${BAD}/bad-magic.pgm "${PGM_MAGIC} 1 1 255\n0\n")

# Each runs under a cap on its address space (ulimit -v, KiB; 300 MB unless MEMORY_KB is
# set), so a reader that allocates a declared size, or reads without end, fails here at
# once instead of taking the machine's memory. Under AddressSanitizer, which reserves
# terabytes of address space for itself, the cap is ASan's on any one allocation instead.
# The output must not show DBL_MAX in full nor a raw control byte.
function(gridnav_bad_input_test name expected_exit regex)
  if(NOT MEMORY_KB)
    set(MEMORY_KB 300000)
  endif()
  if(GRIDNAV_SANITIZE MATCHES "address")
    math(EXPR memory_mb "${MEMORY_KB} / 1024")
    set(run ${GN})
    set(environment "ASAN_OPTIONS=max_allocation_size_mb=${memory_mb}:detect_leaks=1:abort_on_error=1")
  else()
    set(run sh -c "ulimit -v ${MEMORY_KB} && exec \"$0\" \"$@\"" ${GN})
    set(environment "")
  endif()
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} -DEXPECTED=${expected_exit} -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/expect_exit.cmake
                   ${run} ${ARGN})
  set_tests_properties(cli.${name} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}" TIMEOUT 60
                       FAIL_REGULAR_EXPRESSION "179769313486231570|[${CONTROL_BYTES}]" ENVIRONMENT "${environment}")
endfunction()

# Hangs.
gridnav_bad_input_test(lab_cazenave_no_free_cell 3 "has no free cell for a query"
  lab cazenave --quick --set size=32 --set walls=2000)
# Unbounded memory: line readers stop at ReadLimits::max_line_bytes, images are judged by
# their first bytes, declared sizes are checked before anything is allocated.
foreach(format movingai world weighted)
  gridnav_bad_input_test(dev_zero_${format} 3 "/dev/zero:1: line longer than 16777216 bytes"
    path /dev/zero --format ${format} --from 0,0 --to 1,1)
endforeach()
gridnav_bad_input_test(dev_zero_image 3 "/dev/zero:0: not a P2/P5 PGM nor an image"
  path /dev/zero --format image --from 0,0 --to 1,1)
gridnav_bad_input_test(dev_zero_ros 3 "/dev/zero:0: the file goes on past the limit of 1048576 bytes"
  path /dev/zero --format ros --from 0,0 --to 1,1)
gridnav_bad_input_test(map_header_over_read_limit 3
  "huge-header.map:3: grid size 16384x16384 = 268435456 cells exceeds the read limit of 67108864 cells"
  path ${BAD}/huge-header.map --from 0,0 --to 1,1)
# 100 MB: a grid of 8192 x 8192 cells allocated before the rows are read would not fit.
set(MEMORY_KB 100000)
gridnav_bad_input_test(map_header_without_rows 3 "large-header.map:5: file ends after 0 map rows; expected height 8192"
  path ${BAD}/large-header.map --from 0,0 --to 1,1)
unset(MEMORY_KB)
gridnav_bad_input_test(max_cells_option 3 "exceeds the read limit of 1000 cells"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --max-cells 1000)
# --max-line-bytes and --max-file-bytes reach every reader a subcommand calls: the scenario
# file, the maps it names, a tile world, a GPPC scenario, an image read whole.
gridnav_bad_input_test(max_line_bytes_scenario 3 "arena2.map.scen:2: line longer than 20 bytes .*--max-line-bytes"
  scen ${DATA}/arena2.map.scen --max-line-bytes 20)
gridnav_bad_input_test(max_line_bytes_scenario_map 3 "arena2.map:5: line longer than 100 bytes"
  bench ${DATA}/arena2.map.scen --config astar --max-line-bytes 100)
gridnav_bad_input_test(max_cells_batch 3 "arena2.map:3: grid size 281x209 = 58729 cells exceeds the read limit of 100"
  batch ${DATA}/arena2.map.scen --max-cells 100)
gridnav_bad_input_test(max_line_bytes_world 3 "maze.world:1: line longer than 5 bytes"
  sim ${WORLDS}/maze.world --max-line-bytes 5)
gridnav_bad_input_test(max_line_bytes_dynscen 3 "doors.scen:1: line longer than 4 bytes"
  dynscen ${PROJECT_SOURCE_DIR}/data/gppc/doors.scen --max-line-bytes 4)
gridnav_bad_input_test(max_file_bytes_image 3 "stripe-8x6.jpg:0: the file is 355 bytes, above the limit of 100 bytes .*--max-file-bytes"
  path ${PROJECT_SOURCE_DIR}/tests/data/images/stripe-8x6.jpg --from 0,0 --to 1,1 --max-file-bytes 100)
gridnav_bad_input_test(max_line_bytes_zero 2 "--max-line-bytes: expected a whole number from 1 to 1073741824, got 0"
  scen ${DATA}/arena2.map.scen --max-line-bytes 0)
gridnav_bad_input_test(max_file_bytes_past_range 2 "--max-file-bytes: expected a whole number from 1 to 68719476736"
  path ${DATA}/arena2.map --from 0,0 --to 1,1 --max-file-bytes 99999999999999999999)
# --time-limit: finite, from 0 to 1e9 ms; a tiny positive limit is 1 ns, not "no limit".
foreach(value 9.3e12 nan inf -1)
  gridnav_bad_input_test(time_limit_${value} 2 "--time-limit: expected a number from 0 to 1000000000, got '${value}'"
    path ${DATA}/arena2.map --from 11,107 --to 273,207 --time-limit ${value})
endforeach()
gridnav_bad_input_test(time_limit_tiny 4 "status +budget_exhausted"
  path ${DATA}/arena2.map --from 11,107 --to 273,207 --time-limit 1e-7 --no-path)
# NaN fails every floating option; ranges print as written.
gridnav_bad_input_test(occupied_thresh_nan 2 "--occupied-thresh: expected a number from 0 to 1, got 'nan'"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --occupied-thresh nan)
gridnav_bad_input_test(gen_percent_nan 2 "--percent: expected a number from 0 to 100, got 'nan'"
  gen random -o ${BAD}/never.map --percent nan)
gridnav_bad_input_test(render_negative_sense 2 "--sense: expected a whole number from 0 to 2147483647, got '-1'"
  render ${DATA}/arena2.map -o ${BAD}/never.png --sense -1)
gridnav_bad_input_test(unused_landmarks_option 3 "option landmarks=100000 of 'astar' is not a whole number from 1 to 256"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --landmarks 100000)
# sim reads tile worlds only.
gridnav_bad_input_test(sim_movingai_extension 3 "arena2\\.map: the extension '\\.map' names a movingai map, but a world map"
  sim ${DATA}/arena2.map)
gridnav_bad_input_test(sim_movingai_header 3 "arena2-as-world\\.txt:1: starts with 'type octile': the header of a Moving AI"
  sim ${BAD}/arena2-as-world.txt)
gridnav_bad_input_test(sim_binary_world 3 "binary\\.world:1: column 1 holds byte 0x01: a tile world is text"
  sim ${BAD}/binary.world)
# Messages name the file and show bytes escaped.
gridnav_bad_input_test(ros_yaml_folder 3 "map YAML file '.*folder\\.yaml' is a directory"
  path ${BAD}/folder.yaml --from 0,0 --to 1,1)
gridnav_bad_input_test(pgm_bad_magic_escaped 3 "bad-magic\\.pgm:1: bad PGM magic number '\\\\x01\\\\x02'"
  path ${BAD}/bad-magic.pgm --from 0,0 --to 1,1)
gridnav_bad_input_test(gen_scen_unwritable 3 "-o .*no-such-folder/x\\.scen: cannot write there"
  gen scen ${DATA}/arena2.map -o ${BAD}/no-such-folder/x.scen)
gridnav_bad_input_test(lab_csv_unwritable 3 "--csv /proc/nope: cannot create the folder"
  lab lpa --csv /proc/nope)
set_tests_properties(cli.lab_csv_unwritable PROPERTIES TIMEOUT 10)
