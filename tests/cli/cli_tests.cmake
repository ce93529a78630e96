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
# Any-angle planners: the exact reference's length on arena2's longest query, and refusals.
gridnav_cli_test(path_any_angle_reference 0 "cost +346\\.64884444.*segments +15.*corners +5,112 "
  path ${DATA}/arena2.map --from 5,112 --to 275,181 --algo visibility-graph)
gridnav_cli_test(path_any_angle_anya 0 "cost +346\\.64884444.*segments +15.*corners +5,112 "
  path ${DATA}/arena2.map --from 5,112 --to 275,181 --algo anya)
gridnav_cli_test(path_any_angle_json 0 "\"any_angle\":true"
  path ${DATA}/arena2.map --from 5,112 --to 275,181 --algo lazy-theta-star --json)
gridnav_cli_test(path_any_angle_rules 3 "--connect, --diagonal and --costs do not apply"
  path ${DATA}/arena2.map --from 5,112 --to 275,181 --algo theta-star --connect 4)
gridnav_cli_test(scen_any_angle 3 "theta-star plans any-angle paths"
  scen ${DATA}/arena2.map.scen --algo theta-star)
gridnav_cli_test(bench_any_angle 3 "bench: lazy-theta-star plans any-angle paths"
  bench ${DATA}/arena2.map.scen --config astar --config lazy-theta-star)
gridnav_cli_test(batch_any_angle 3 "batch: visibility-graph plans any-angle paths"
  batch ${DATA}/arena2.map.scen --algo visibility-graph)
# smooth=on and partial=on, options of every grid planner.
gridnav_cli_test(path_smooth 0 "cost +352\\.65524377.*segments +15.*note +smoothed"
  path ${DATA}/arena2.map --from 5,112 --to 275,181 --smooth)
gridnav_cli_test(path_partial 4 "status +partial.*message +the goal \\(0,0\\) cannot be reached.*cost"
  path ${DATA}/arena2.map --from 99,159 --to 0,0 --partial)
# Several goals: the nearest by one search, and the cost matrix.
gridnav_cli_test(path_goals 0 "status +found.*cost +3\\.82842712.*goal +2 of 2: 101,162"
  path ${DATA}/arena2.map --from 99,159 --goals "150,100 101,162")
gridnav_cli_test(path_goals_and_algo 3 "--goals runs one Dijkstra search"
  path ${DATA}/arena2.map --from 99,159 --goals "150,100 101,162" --algo jps)
gridnav_cli_test(matrix_csv 0 "from.to;99,159;101,162.*99,159;0\\.00000000;3\\.82842712"
  matrix ${DATA}/arena2.map --from "99,159 101,162")
gridnav_cli_test(path_blocked_start 3 "start \\(0,0\\) is a blocked cell"
  path ${DATA}/arena2.map --from 0,0 --to 101,162)
gridnav_cli_test(path_out_of_range 3 "outside the 281x209 grid"
  path ${DATA}/arena2.map --from 99,159 --to 999,1)
gridnav_cli_test(path_bad_point 3 "--from expects X,Y"
  path ${DATA}/arena2.map --from 99-159 --to 1,1)
gridnav_cli_test(path_missing_file 3 "cannot open|No such file|does not exist"
  path ${DATA}/no-such.map --from 1,1 --to 2,2)
gridnav_cli_test(path_unknown_algo 3 "unknown planner 'nope' \\(known: bfs\\|"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --algo nope)
gridnav_cli_test(path_bad_option_value 3 "is not one of"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --tie sideways)
# IDA*Delta's bound is promised only without the dead-end cut, which can lose the path the
# threshold promised (Cazenave's Fig. 1).
gridnav_cli_test(ida_delta_cut_no_bound 0 "note +the dead-end cut can lose the path within optimal \\+ 20 .*no bound"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --algo ida --delta 20)
gridnav_cli_test(ida_delta_bound 0 "note +IDA\\*Delta: cost at most optimal \\+ 20"
  path ${DATA}/arena2.map --from 99,159 --to 101,162 --algo ida --delta 20 --no-deadend-cut)
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

# The simulator and the lab refuse bad options with a clear message, before any work.
set(WORLDS ${PROJECT_SOURCE_DIR}/data/worlds)
gridnav_cli_test(sim_negative_ticks 2 "--ticks: expected a whole number from 0 to"
  sim ${WORLDS}/open.world --ticks -5)
gridnav_cli_test(sim_overflowing_seed 2 "--seed: expected a whole number from 0 to"
  sim ${WORLDS}/open.world --seed 99999999999999999999)
gridnav_cli_test(sim_zero_update_every 2 "--update-every: expected a whole number from 1 to"
  sim ${WORLDS}/open.world --update-every 0)
# A folder cannot be made inside a file.
gridnav_cli_test(sim_bad_log_folder 3 "--log: cannot create the folder"
  sim ${WORLDS}/open.world --log ${WORLDS}/open.world/logs)
# A sensing radius far beyond the map senses the map (it used to loop over the radius squared).
gridnav_cli_test(sim_huge_sensing_radius 5 "sensing radius 2147483647"
  sim ${WORLDS}/open.world --sense 2147483647 --ticks 50)
# A run that ends with an agent short of its goals fails (status 5), with the reason printed.
gridnav_cli_test(sim_unfinished_exit 5 "not every player reached every goal within 50 ticks"
  sim ${WORLDS}/maze.world --ticks 50)
# Sensing agents forget the pits they no longer see: they used to wait forever in the maze.
gridnav_cli_test(sim_sensing_agents_finish 0 "3 +dstar-lite +4/4 "
  sim ${WORLDS}/maze.world --sense 3 --seed 1 --verify)
gridnav_cli_test(sim_nan_density 2 "--trap-density: expected a number from 0 to 1, got 'nan'"
  sim ${WORLDS}/maze.world --trap-density nan)
gridnav_cli_test(sim_negative_sense 2 "--sense: expected a whole number from 0 to 2147483647, got '-1'"
  sim ${WORLDS}/maze.world --sense -1)
gridnav_cli_test(sim_nan_speed 2 "--agent-speed: expected a number from 0.001 to 1, got 'nan'"
  sim ${WORLDS}/maze.world --agent-speed nan)
# A scripted human: 43 moves and one refused step to key x, then its moves run out (exit 5).
set(SIMDATA ${CMAKE_CURRENT_SOURCE_DIR}/data/sim)
gridnav_cli_test(sim_human_moves 5 "4 +human +1/2 .* 43 +[0-9]+\n.*the human's moves ran out"
  sim ${WORLDS}/crypt.world --human-moves ${SIMDATA}/crypt-key-x.moves --trap-density 0 --monsters off)
gridnav_cli_test(sim_human_bad_move 3 "bad\\.moves:2: 'leap' is not a move"
  sim ${WORLDS}/crypt.world --human-moves ${SIMDATA}/bad.moves)
gridnav_cli_test(sim_human_missing_moves 3 "--human-moves: cannot open"
  sim ${WORLDS}/crypt.world --human-moves ${SIMDATA}/no-such.moves)
# Moori's diagonalPenalty off: every move costs 1 (and takes one tick).
gridnav_cli_test(sim_unit_costs 0 "1 +dstar-lite +4/4 "
  sim ${WORLDS}/maze.world --costs unit --trap-density 0.01 --verify)
gridnav_cli_test(sim_terrain_slows_value 2 "--terrain-slows: maybe not in \\{on,off\\}"
  sim ${WORLDS}/maze.world --terrain-slows maybe)
gridnav_cli_test(sim_json 0 "\"caught\".*\"all_reached\": true"
  sim ${WORLDS}/open.world --trap-density 0.01 --json)
gridnav_cli_test(sim_monsters_report 0 "monsters: 3 \\(vision 4, aggressiveness 90.*agent 1: caught"
  sim ${WORLDS}/maze.world --trap-density 0.01 --vision 4 --aggressiveness 90 --invulnerable off)
gridnav_cli_test(lab_unknown_key 3 "experiment 'lpa' has no option 'bogus' \\(options: settings\\|planners\\|verify\\)"
  lab lpa --set bogus=1)
gridnav_cli_test(lab_bad_setting 3 "option settings=9 of 'lpa' is not a comma-separated list of whole numbers from 1 to 5"
  lab lpa --set settings=9)
gridnav_cli_test(lab_too_many_maps 2 "--maps: expected a whole number from 0 to 100000"
  lab lpa --maps 100001)
# The roguelike ladder end to end, and the dungeon it runs on (the same map on every machine).
# --json: one JSON document on stdout, checked member by member (expect_json.cmake).
function(gridnav_cli_json_test name checks)
  add_test(NAME cli.${name}
           COMMAND ${CMAKE_COMMAND} "-DCHECKS=${checks}" -P ${CMAKE_CURRENT_SOURCE_DIR}/cli/expect_json.cmake
                   ${GN} ${ARGN})
  set_tests_properties(cli.${name} PROPERTIES PASS_REGULAR_EXPRESSION "JSON checks passed" TIMEOUT 300)
endfunction()
gridnav_cli_json_test(lab_json "experiment=roguelike|quick=ON|seed=1|tables/0/title=*|tables/0/columns/3/name=us/query|tables/0/columns/3/type=number|\
tables/0/rows/0=*|claims/0/verdict=*|figures/0/name=speedups|files/2=${CMAKE_CURRENT_BINARY_DIR}/cli-lab-json/roguelike-speedups.svg|\
files/3=${CMAKE_CURRENT_BINARY_DIR}/cli-lab-json/roguelike-speedups.png|interrupted=OFF"
  lab roguelike --quick --set queries=10 --json -o ${CMAKE_CURRENT_BINARY_DIR}/cli-lab-json)
gridnav_cli_json_test(path_waypoints_json "status=found|waypoints/0/0=11|waypoints/0/1=107|waypoints/1/0=15|waypoints/1/1=103|path/30=*"
  path ${DATA}/arena2.map --from 11,107 --to 273,207 --algo jps --waypoints --json)
gridnav_cli_json_test(gen_json "kind=random|file=${CMAKE_CURRENT_BINARY_DIR}/cli-gen-json.wmap|width=40|height=30|\
seed=7|cells=1200|traversable=*|blocked=*|fingerprint=*|weights=1..9"
  gen random --width 40 --height 30 --seed 7 --weights 1..9 --json -o ${CMAKE_CURRENT_BINARY_DIR}/cli-gen-json.wmap)
gridnav_cli_json_test(gen_scen_json "kind=scen|file=${CMAKE_CURRENT_BINARY_DIR}/cli-gen-scen-json.scen|queries=25|seed=3|\
width=281|height=209|connect=8|costs=octile"
  gen scen ${DATA}/arena2.map --queries 25 --seed 3 --json -o ${CMAKE_CURRENT_BINARY_DIR}/cli-gen-scen-json.scen)
gridnav_cli_test(lab_roguelike_quick 0 "least-cost paths.*\\| A\\* \\| - \\|  \\| [0-9.]+ \\| 10/10 \\| 10/10 \\|"
  lab roguelike --quick --set queries=10)
gridnav_cli_test(gen_roguelike 0 "80x50, 1270 traversable cells, fingerprint 946c6fc032346913"
  gen roguelike -o ${CMAKE_CURRENT_BINARY_DIR}/cli-roguelike.map)
# lab all: one report folder of every experiment; it needs the folder.
gridnav_cli_test(lab_all_quick 0 "wrote .*/cli-lab-all/index.html"
  lab all --quick -o ${CMAKE_CURRENT_BINARY_DIR}/cli-lab-all)
gridnav_cli_test(lab_all_needs_folder 3 "give it with -o DIR"
  lab all --quick)
# Each kind of map has its own default size.
gridnav_cli_test(gen_empty_default_size 0 "100x100, 10000 traversable cells"
  gen empty -o ${CMAKE_CURRENT_BINARY_DIR}/cli-empty.map)
gridnav_cli_test(bench_zero_repeat 2 "--repeat: expected a whole number from 1 to"
  bench ${DATA}/arena2.map.scen --config astar --repeat 0)

# render and trace: pictures and Posthoc traces of a search, and their bad inputs.
set(VIZ_OUT ${CMAKE_CURRENT_BINARY_DIR}/viz)
file(MAKE_DIRECTORY ${VIZ_OUT})
gridnav_cli_test(render_png 0 "wrote .*arena2\\.png.*status +found.*cost +3\\.82842712"
  render ${DATA}/arena2.map --from 99,159 --to 101,162 --tree -o ${VIZ_OUT}/arena2.png)
gridnav_cli_test(render_svg_by_g 0 "wrote .*arena2\\.svg"
  render ${DATA}/arena2.map --from 99,159 --to 130,100 --color g -o ${VIZ_OUT}/arena2.svg)
gridnav_cli_test(render_pdf 0 "wrote .*arena2\\.pdf.*status +found"
  render ${DATA}/arena2.map --from 99,159 --to 130,100 -o ${VIZ_OUT}/arena2.pdf)
gridnav_cli_test(render_map_only 0 "wrote .*maze\\.png"
  render ${DATA}/maze512-1-0.map -o ${VIZ_OUT}/maze.png)
gridnav_cli_test(render_navigator_sensing 0 "algorithm +dstar-lite.*status +found.*search\\(es\\)"
  render ${DATA}/arena2.map --from 99,159 --to 130,100 --algo dstar-lite --sense 3 -o ${VIZ_OUT}/dstar.png)
gridnav_cli_test(render_alt_landmarks 0 "landmarks +4"
  render ${DATA}/arena2.map --from 99,159 --to 130,100 --heuristic alt --landmarks 4 -o ${VIZ_OUT}/alt.png)
gridnav_cli_test(render_unknown_ending 3 "unknown file ending"
  render ${DATA}/arena2.map -o ${VIZ_OUT}/arena2.bmp)
gridnav_cli_test(render_unwritable 3 "cannot write there"
  render ${DATA}/arena2.map -o ${VIZ_OUT}/no-such-folder/arena2.png)
gridnav_cli_test(render_half_query 3 "--from and --to go together"
  render ${DATA}/arena2.map --from 99,159 -o ${VIZ_OUT}/half.png)
gridnav_cli_test(render_bad_cell_px 2 "cell-px"
  render ${DATA}/arena2.map --cell-px 100 -o ${VIZ_OUT}/big.png)
gridnav_cli_test(render_bad_color 2 "color"
  render ${DATA}/arena2.map --color blue -o ${VIZ_OUT}/blue.png)
gridnav_cli_test(render_blocked_start 3 "start \\(0,0\\) is a blocked cell"
  render ${DATA}/arena2.map --from 0,0 --to 101,162 -o ${VIZ_OUT}/blocked.png)
gridnav_cli_test(trace_yaml 0 "wrote .*arena2\\.trace\\.yaml.*events +[0-9]+ in 1 search"
  trace ${DATA}/arena2.map --from 99,159 --to 101,162 -o ${VIZ_OUT}/arena2.trace.yaml)
gridnav_cli_test(trace_json 0 "wrote .*arena2\\.trace\\.json"
  trace ${DATA}/arena2.map --from 99,159 --to 101,162 --algo dijkstra -o ${VIZ_OUT}/arena2.trace.json)
gridnav_cli_test(trace_forced_format 0 "wrote .*forced\\.txt"
  trace ${DATA}/arena2.map --from 99,159 --to 101,162 --output-format json -o ${VIZ_OUT}/forced.txt)
gridnav_cli_test(trace_replans 0 "dstar-lite.*status +found.*search\\(es\\)"
  trace ${DATA}/arena2.map --from 99,159 --to 130,100 --algo dstar-lite --sense 2 -o ${VIZ_OUT}/dstar.trace.yaml)
gridnav_cli_test(trace_sense_needs_navigator 3 "--sense walks a navigator"
  trace ${DATA}/arena2.map --from 99,159 --to 101,162 --sense 2 -o ${VIZ_OUT}/x.trace.yaml)
gridnav_cli_test(trace_unknown_ending 3 "unknown file ending"
  trace ${DATA}/arena2.map --from 99,159 --to 101,162 -o ${VIZ_OUT}/arena2.trace.xml)
gridnav_cli_test(trace_unknown_algo 3 "unknown planner 'nope'"
  trace ${DATA}/arena2.map --from 99,159 --to 101,162 --algo nope -o ${VIZ_OUT}/nope.trace.yaml)
gridnav_cli_test(trace_missing_to 2 "required"
  trace ${DATA}/arena2.map --from 99,159 -o ${VIZ_OUT}/x.trace.yaml)

# field and batch: distance fields and queries on all cores.
gridnav_cli_test(field_png 0 "wrote .*field\\.png.*reached +24311 of 24311 traversable cells"
  field ${DATA}/arena2.map --sources 99,159 -o ${VIZ_OUT}/field.png)
# The inflation layer: arena2's 209 x 281 cells, its 58729 - 24311 blocked ones lethal (the
# unit tests check the costs), the robot's grid, and a map without a scale.
gridnav_cli_test(inflate_pgm 0 "inflate\\.pgm: 58729 cells, 34418 lethal, [0-9]+ inscribed, [0-9]+ inflated"
  inflate ${DATA}/arena2.map --resolution 0.05 -o ${VIZ_OUT}/inflate.pgm)
gridnav_cli_test(inflate_map 0 "inflate\\.wmap: [0-9]+ of 58729 cells free for the robot's centre"
  inflate ${DATA}/arena2.map --resolution 0.05 --robot-radius 0.2 -o ${VIZ_OUT}/inflate.wmap)
# HPA*: a near-optimal path, said to be so (arena2's longest query; the optimum is 362.05382387).
gridnav_cli_test(path_hpa 0 "status +found.*cost +36[2-9]\\.[0-9]+.*note +HPA\\* paths are near-optimal"
  path ${DATA}/arena2.map --from 5,112 --to 275,181 --algo hpa-star:cluster=10,shortcuts=on)
# convert: a Moving AI map to NumPy's .npy and back; the .npy answers the query the .map does.
gridnav_cli_test(convert_npy 0 "arena2\\.npy: 281 x 209 \\([0-9]+ traversable cells\\) from .*arena2\\.map \\(movingai map\\)"
  convert ${DATA}/arena2.map -o ${VIZ_OUT}/arena2.npy)
set_tests_properties(cli.convert_npy PROPERTIES FIXTURES_SETUP arena2_npy)
gridnav_cli_test(convert_npy_path 0 "status +found.*cost +3\\.82842712"
  path ${VIZ_OUT}/arena2.npy --from 99,159 --to 101,162)
gridnav_cli_test(convert_npy_back 0 "arena2-back\\.map: 281 x 209 \\([0-9]+ traversable cells\\) from .*arena2\\.npy \\(npy map\\)"
  convert ${VIZ_OUT}/arena2.npy -o ${VIZ_OUT}/arena2-back.map)
set_tests_properties(cli.convert_npy_path cli.convert_npy_back PROPERTIES FIXTURES_REQUIRED arena2_npy)
gridnav_cli_test(convert_npy_limit 3 "arena2\\.npy:1: grid size 281x209 = 58729 cells exceeds the read limit of 1000 cells"
  convert ${VIZ_OUT}/arena2.npy -o ${VIZ_OUT}/never.map --max-cells 1000)
set_tests_properties(cli.convert_npy_limit PROPERTIES FIXTURES_REQUIRED arena2_npy)
gridnav_cli_test(convert_weights_to_map 3 "weights"
  convert ${PROJECT_SOURCE_DIR}/data/worlds/crypt.world -o ${VIZ_OUT}/never.map)
gridnav_cli_test(inflate_no_scale 3 "says nothing of its scale; give --resolution"
  inflate ${DATA}/arena2.map -o ${VIZ_OUT}/inflate.pgm)
gridnav_cli_test(field_svg 0 "wrote .*field\\.svg.*reached +24311"
  field ${DATA}/arena2.map --sources 99,159 -o ${VIZ_OUT}/field.svg)
gridnav_cli_test(field_npy_capped 0 "reached +1578 of 24311"
  field ${DATA}/arena2.map --sources 99,159 --max-cost 30 -o ${VIZ_OUT}/field.npy)
gridnav_cli_test(field_blocked_source 3 "source \\(0,0\\) is a blocked cell"
  field ${DATA}/arena2.map --sources 0,0 -o ${VIZ_OUT}/field.csv)
gridnav_cli_test(field_bad_sources 3 "--sources expects X,Y"
  field ${DATA}/arena2.map --sources x -o ${VIZ_OUT}/field.csv)
gridnav_cli_test(field_nan_cap 2 "--max-cost: expected a number >= 0, got 'nan'"
  field ${DATA}/arena2.map --sources 99,159 --max-cost nan -o ${VIZ_OUT}/field.csv)
gridnav_cli_test(batch_all_optimal 0 "all 910 queries optimal"
  batch ${DATA}/arena2.map.scen --threads 2)
gridnav_cli_test(batch_json 0 "\"map\":\"all maps\".*\"mismatches\":0.*\"queries\":910"
  batch ${DATA}/arena2.map.scen --json)
gridnav_cli_test(batch_mismatch_exit 1 "queries not optimal or not solved"
  batch ${DATA}/arena2.map.scen --connect 4)

include(cli/reliability_tests.cmake)

# GPPC dynamic track: the hand-made files replay with every planner and match the
# references; a wrong reference fails (1); malformed files name the file and line (3);
# a generated scenario replays clean.
set(GPPC ${PROJECT_SOURCE_DIR}/data/gppc)
foreach(algo dstar-lite lpa astar-replan dstar focused-dstar astar jps)
  gridnav_cli_test(dynscen_doors_${algo} 0 "all 20 queries match the reference costs.*20 checked, 0 failed"
    dynscen ${GPPC}/doors.scen --algo ${algo} --verify)
endforeach()
gridnav_cli_test(dynscen_snapshot_rows 0 "all 10 queries match.*snapshot +bucket.*\n +3 +3 +2 +4 +2 "
  dynscen ${GPPC}/rooms.scen ${GPPC}/doors.scen --algo lpa)
gridnav_cli_test(dynscen_json 0 "\"algorithm\":\"dstar-lite\".*\"snapshots\":\\[.*\"totals\":\\{.*\"mismatches\":0"
  dynscen ${GPPC}/doors.scen --json)
gridnav_cli_test(dynscen_wrong_reference 1 "wrong_reference.scen:9: \\(0,0\\) -> \\(9,5\\) in snapshot 1: expected 11.0710678119, got no path"
  dynscen ${GPPC}/wrong_reference.scen)
gridnav_cli_test(dynscen_malformed 3 "malformed.scen:8: patch id '9' is out of range 0..5"
  dynscen ${GPPC}/malformed.scen)
gridnav_cli_test(dynscen_refuses_movingai 3 "arena2.map.scen:1: expected 'version 2'.*gridnav scen"
  dynscen ${DATA}/arena2.map.scen)
gridnav_cli_test(dynscen_unknown_algo 3 "unknown planner 'nope' \\(navigators and static planners: astar-replan\\|"
  dynscen ${GPPC}/doors.scen --algo nope)
gridnav_cli_test(gen_dynscen 0 "wrote .*cli-arena2-dyn.scen and .*cli-arena2-dyn.patch \\(281x209, 6 snapshots, 16 patches, 60 queries"
  gen dynscen ${DATA}/arena2.map -o ${CMAKE_CURRENT_BINARY_DIR}/cli-arena2-dyn.scen --snapshots 5 --queries 10 --patches 3)
set_tests_properties(cli.gen_dynscen PROPERTIES FIXTURES_SETUP gppc_generated)
gridnav_cli_test(dynscen_generated 0 "all 60 queries match the reference costs"
  dynscen ${CMAKE_CURRENT_BINARY_DIR}/cli-arena2-dyn.scen --algo dstar-lite --verify)
set_tests_properties(cli.dynscen_generated PROPERTIES FIXTURES_REQUIRED gppc_generated)
