#!/usr/bin/env bash
# Builds and runs the tests under sanitizers with clang 14, in build-asan/ or build-tsan/:
#   bash scripts/sanitize.sh asan   AddressSanitizer + UndefinedBehaviorSanitizer, every
#                                   report fatal: every GoogleTest suite and the command-line
#                                   tests (the gridnav binary and the server built the same way)
#   bash scripts/sanitize.sh tsan   ThreadSanitizer: the tests that run searches on many threads
# With --build-only after the mode, builds and stops (CI builds beside the other stages).
# Extra arguments go to ctest (for example -R grid_). Optimised lightly (-O1) with line
# tables, so reports name files and lines. clang because it compiles this code under
# sanitizers about four times faster than GCC 12.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-asan}"
shift || true
build_only=0
if [[ "${1:-}" == "--build-only" ]]; then
  build_only=1
  shift
fi
case "$mode" in
  asan) sanitize="address,undefined"
        # The same build has the fuzz targets (coverage instrumentation is added to all the
        # code): CI's fuzz smoke runs them from here (GRIDNAV_FUZZ_BUILD_DIR=build-asan).
        extra=(-DGRIDNAV_FUZZ=ON)
        targets=()
        # Not run here: the browser, load, Python and packaging tests, which need the optimised
        # build (scripts/test.sh), and the longest sweeps, whose code the other tests run too:
        # every query of every bundled scenario file (A* and JPS; the sampled scenario tests and
        # the random-map agreement tests run the same searches; gridnav_regression_tests is not
        # even built here: tests/CMakeLists.txt), the all-configuration sweep
        # (the catalog conformance test covers each configuration), and the longest tile-world
        # runs (walk mode, sensing, every planner and the Moori lab have shorter tests), and
        # `gridnav lab all --quick` (each experiment's quick run and the report index have
        # their own tests: LabFigures, LabReportIndex), the goal bounds' random-map sweep
        # (55 s here; BoundedSearchesExpandFewerNodes and the table-file tests run the same
        # builds and searches) and the open lists' sampled scenarios (24 s; every open list
        # runs under SearchSuite.DijkstraAndEveryAdmissibleHeuristicOnEveryOpenList), HPA*'s
        # bundled scenario samples (its random-map and repair tests run the same code), the
        # concurrency tests (ThreadSanitizer runs them; their searches run here one thread at a
        # time) and the Moori lab's figures (the Cao lab's run the same drawing code).
        skip='^(browser|load|python|packaging)\.'
        skip+='|^gridnav_jps_tests\.Jps\.BundledScenariosAreOptimal$'
        skip+='|^gridnav_property_tests\.SearchSuite\.EveryOptimalConfigurationMatchesTheReference$'
        skip+='|^gridnav_dynamic_tests\.Sim\.(WalkModeWalksTheObstructedPath|UnknownTerrainWithSensing|MazeWorldEveryPlannerVerifiedAndFinishes)$'
        skip+='|^gridnav_dynamic_tests\.SimSensing\.AgentsFinishWhateverTheRadius$|^cli\.sim_sensing_agents_finish$'
        skip+='|^gridnav_dynamic_tests\.DynamicLab\.MooriQuickVerifiesAndFinishes$|^cli\.lab_all_quick$'
        skip+='|^gridnav_jps_tests\.GoalBounds\.SearchesAgreeWithDijkstraOnRandomMaps$'
        skip+='|^gridnav_anyangle_tests\.AnyaBundled\.ScenarioSamplesOnWholeMapsAreValidAndBoundedByGridPathsAndThetaStar$'
        skip+='|^gridnav_unit_tests\.LargeMap\.'
        skip+='|^gridnav_hierarchy_tests\.Hpa\.BundledScenarioSamplesNearTheirOptima$'
        skip+='|^gridnav_concurrency_tests\.|^gridnav_search_lab_tests\.LabFigures\.MooriFiguresEqualTheCsv$'
        select=(-E "$skip")
        # The random change sequences: 200 of each kind instead of 1,000 and 2,000.
        export GRIDNAV_TEST_SEQUENCES=200 ;;
  tsan) sanitize="thread"
        extra=()
        targets=(--target gridnav_concurrency_tests)
        select=(-R '^gridnav_concurrency_tests\.') ;;
  *) echo "usage: scripts/sanitize.sh asan|tsan [ctest arguments]" >&2; exit 2 ;;
esac
bash scripts/install-deps.sh clang-14 libclang-rt-14-dev
dir="build-$mode"
CC=clang-14 CXX=clang++-14 cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DGRIDNAV_SANITIZE="$sanitize" -DGRIDNAV_PYTHON=OFF \
  -DGRIDNAV_BUILD_TESTS=ON "${extra[@]}" >/dev/null
cmake --build "$dir" -j"$(nproc)" "${targets[@]}"
((build_only)) && exit 0
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan-suppressions.txt:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1"
ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" "${select[@]}" "$@"
